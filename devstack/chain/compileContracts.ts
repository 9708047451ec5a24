// Contracts the devstack compiles from source at its start (issue 36 adds the test USDC): LatchSimpleAccount
// (SimpleAccount of @account-abstraction/contracts 0.8 plus ERC-1271) and its factory, in contracts/. The package
// ships SimpleAccount compiled, but without ERC-1271 no verifier could check what it signs; solc-js (WebAssembly, no
// native compiler on this machine) builds the two from the package's own sources and OpenZeppelin's. About 2 s; the
// output is kept under node_modules/.cache keyed by the sources and the compiler, so later starts read it.
import { createHash } from 'node:crypto'
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Abi, Hex } from 'viem'
import { z } from 'zod/mini'
import type { ContractArtifact } from './contractArtifacts'

const require = createRequire(import.meta.url)
const here = dirname(fileURLToPath(import.meta.url))
const CONTRACTS = join(here, 'contracts')
const AA_ROOT = dirname(require.resolve('@account-abstraction/contracts/package.json'))
// The OpenZeppelin release @account-abstraction/contracts was built against (5.x), not the root's 4.9.6.
const OZ_ROOT = dirname(createRequire(join(AA_ROOT, 'package.json')).resolve('@openzeppelin/contracts/package.json'))
const ENTRY = 'LatchSimpleAccountFactory.sol'
// EntryPoint v0.8 is built for Cancun (its artifact uses transient storage); the account follows it.
const SETTINGS = { optimizer: { enabled: true, runs: 200 }, evmVersion: 'cancun', outputSelection: { '*': { '*': ['abi', 'evm.bytecode.object'] } } }

const outputSchema = z.object({
  errors: z.optional(z.array(z.object({ severity: z.string(), formattedMessage: z.string() }))),
  contracts: z.optional(z.record(z.string(), z.record(z.string(), z.object({ abi: z.array(z.unknown()), evm: z.object({ bytecode: z.object({ object: z.string() }) }) })))),
})
const cachedSchema = z.object({ abi: z.array(z.looseObject({ type: z.string() })), bytecode: z.string().check(z.regex(/^0x[0-9a-fA-F]+$/)) })

function source(path: string): string {
  if (path.startsWith('@account-abstraction/contracts/')) return readFileSync(join(AA_ROOT, path.slice('@account-abstraction/contracts/'.length)), 'utf8')
  if (path.startsWith('@openzeppelin/contracts/')) return readFileSync(join(OZ_ROOT, path.slice('@openzeppelin/contracts/'.length)), 'utf8')
  return readFileSync(join(CONTRACTS, path), 'utf8')
}

function compile(entry: string, contract: string): ContractArtifact {
  const solc = require('solc') as { compile(input: string, callbacks: { import(path: string): { contents: string } | { error: string } }): string }
  const input = { language: 'Solidity', sources: { [entry]: { content: source(entry) } }, settings: SETTINGS }
  const output = outputSchema.parse(
    JSON.parse(
      solc.compile(JSON.stringify(input), {
        import: (path) => {
          try {
            return { contents: source(path) }
          } catch (error) {
            return { error: error instanceof Error ? error.message : String(error) }
          }
        },
      }),
    ),
  )
  const errors = (output.errors ?? []).filter((item) => item.severity === 'error')
  if (errors.length > 0) throw new Error(`solc: ${errors.map((item) => item.formattedMessage).join('\n')}`)
  const compiled = output.contracts?.[entry]?.[contract]
  if (!compiled) throw new Error(`solc: no ${contract} in the output`)
  return { abi: compiled.abi as Abi, bytecode: `0x${compiled.evm.bytecode.object}` as Hex }
}

const compiled = new Map<string, ContractArtifact>()

/** A contract of contracts/ compiled, or read from the cache its sources and the compiler key (`sources`: every file
 * whose change must recompile it). */
function artifact(entry: string, contract: string, sources: readonly string[]): ContractArtifact {
  const known = compiled.get(contract)
  if (known) return known
  const solcVersion = (require('solc/package.json') as { version: string }).version
  const key = createHash('sha256')
    .update(JSON.stringify([solcVersion, SETTINGS, ...[entry, ...sources].map(source)]))
    .digest('hex')
    .slice(0, 16)
  const cacheDir = join(here, '..', '..', 'node_modules', '.cache', 'latch-contracts')
  const cacheFile = join(cacheDir, `${contract}-${key}.json`)
  let result: ContractArtifact
  try {
    const cached = cachedSchema.parse(JSON.parse(readFileSync(cacheFile, 'utf8')))
    result = { abi: cached.abi as unknown as Abi, bytecode: cached.bytecode as Hex }
  } catch {
    // not compiled yet (or the cache is unreadable)
    result = compile(entry, contract)
    mkdirSync(cacheDir, { recursive: true })
    writeFileSync(cacheFile, JSON.stringify(result))
  }
  compiled.set(contract, result)
  return result
}

/** LatchSimpleAccountFactory's ABI and creation bytecode (its constructor deploys the account implementation). */
export function smartAccountFactoryArtifact(): ContractArtifact {
  return artifact(ENTRY, 'LatchSimpleAccountFactory', ['LatchSimpleAccount.sol', '@account-abstraction/contracts/accounts/SimpleAccount.sol'])
}

/** LatchTestUsdc (issue 36): an ERC-20 with USDC's six decimals, minted by its deployer. */
export function testUsdcArtifact(): ContractArtifact {
  return artifact('LatchTestUsdc.sol', 'LatchTestUsdc', ['@openzeppelin/contracts/token/ERC20/ERC20.sol'])
}

/** EntryPoint v0.8 as @account-abstraction/contracts ships it. */
export function entryPointArtifact(): ContractArtifact {
  const parsed = cachedSchema.parse(JSON.parse(readFileSync(join(AA_ROOT, 'artifacts', 'EntryPoint.json'), 'utf8')))
  return { abi: parsed.abi as unknown as Abi, bytecode: parsed.bytecode as Hex }
}
