// The long tail of the catalogue: plausible made-up wallets, generated from a fixed seed so every start yields
// the same names, chains and links. The shares are chosen to look like the cloud catalogue: most wallets are
// EVM-only and mobile-first, some have no link at all (R-VAL-8 must drop them), about one in fourteen is certified.
import { EVM_EXTRA_CHAINS, EVM_MAINNET, SOLANA_MAINNET } from './chains'
import { seededRandom } from './deterministic'

const PREFIXES = [
  'Nova', 'Orbit', 'Lumen', 'Aegis', 'Ember', 'Atlas', 'Cobalt', 'Quartz', 'Zenith', 'Harbor', 'Pixel', 'Echo',
  'Flux', 'Nimbus', 'Onyx', 'Prism', 'Summit', 'Tidal', 'Vertex', 'Willow', 'Aurora', 'Beacon', 'Cinder', 'Drift',
  'Fable', 'Granite', 'Helix', 'Iris', 'Juniper', 'Kestrel', 'Lattice', 'Meridian', 'Nexus', 'Oakleaf', 'Pulse',
  'Quill', 'Raven', 'Sable', 'Terra', 'Umbra', 'Vela', 'Wren', 'Xeno', 'Yonder', 'Zephyr', 'Citadel',
] as const
const SUFFIXES = ['Wallet', 'Vault', 'Pay', 'Keys', 'Safe', 'Pocket', 'Wallet Pro', 'Link', 'Hub', 'One', 'Connect', 'X'] as const

const SEED = 0x1a7c4

export type GeneratedWallet = {
  name: string
  rdns: string | null
  chains: string[]
  links: { mobile: boolean; desktop: boolean; webapp: boolean }
  certified: boolean
}

export function generateWallets(count: number, taken: ReadonlySet<string>): GeneratedWallet[] {
  const random = seededRandom(SEED)
  const names = PREFIXES.flatMap((prefix) => SUFFIXES.map((suffix) => `${prefix} ${suffix}`)).filter((name) => !taken.has(name))
  // Fisher–Yates with the seeded generator: a stable but unalphabetical rank.
  for (let index = names.length - 1; index > 0; index -= 1) {
    const other = Math.floor(random() * (index + 1))
    ;[names[index], names[other]] = [names[other] as string, names[index] as string]
  }
  if (count > names.length) throw new Error(`only ${names.length} generated names available`)
  return names.slice(0, count).map((name) => {
    const reach = random()
    const evm = reach < 0.9
    const solana = reach >= 0.65
    const chains = [
      ...(evm ? [EVM_MAINNET, ...EVM_EXTRA_CHAINS.filter(() => random() < 0.45)] : []),
      ...(solana ? [SOLANA_MAINNET] : []),
    ]
    const rdnsRoll = random()
    const slug = name.toLowerCase().replace(/[^a-z0-9]+/g, '')
    const rdns = rdnsRoll < 0.3 ? null : `${rdnsRoll < 0.6 ? 'com' : rdnsRoll < 0.8 ? 'io' : 'app'}.${slug}`
    return {
      name,
      rdns,
      chains,
      links: { mobile: random() < 0.75, desktop: random() < 0.3, webapp: random() < 0.2 },
      certified: random() < 0.07,
    }
  })
}
