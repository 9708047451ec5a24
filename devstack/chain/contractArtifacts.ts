// The compiled contracts the devstack deploys, straight from @openzeppelin/contracts 4.9.6's build/ folder (ABI and
// creation bytecode): no compiler on this machine, and audited code rather than a hand-written token.
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Abi, Hex } from 'viem'
import { z } from 'zod/mini'

export type ContractArtifact = { abi: Abi; bytecode: Hex }

const artifactSchema = z.object({
  abi: z.array(z.looseObject({ type: z.string() })),
  bytecode: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)),
})

function load(name: string): ContractArtifact {
  const file = createRequire(import.meta.url).resolve(`@openzeppelin/contracts/build/contracts/${name}.json`)
  const parsed = artifactSchema.parse(JSON.parse(readFileSync(file, 'utf8')))
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode as Hex }
}

let cache: { erc20: ContractArtifact; erc721: ContractArtifact } | undefined

/** ERC20PresetMinterPauser (name, symbol; 18 decimals; the deployer may mint) and ERC721PresetMinterPauserAutoId
 * (name, symbol, baseTokenURI; mint(to) numbers items from 0). */
export function presetArtifacts(): { erc20: ContractArtifact; erc721: ContractArtifact } {
  cache ??= { erc20: load('ERC20PresetMinterPauser'), erc721: load('ERC721PresetMinterPauserAutoId') }
  return cache
}
