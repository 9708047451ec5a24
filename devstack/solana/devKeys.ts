// The local Solana's fixed identities (issue 13), shared by its JSON-RPC endpoint (devstack/solana), the test wallet's
// Solana side and the tests: dev keys from fixed seeds, so every start funds the same addresses, and a genesis hash
// that names the local cluster as a CAIP-2 id of its own (solana:<first 32 base58 characters of the genesis hash>),
// never mistaken for mainnet's solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp.
import { ed25519 } from '@noble/curves/ed25519'
import { sha256 } from '@noble/hashes/sha256'
import { base58 } from '@scure/base'

export type DevSolanaKey = {
  /** The 32-byte Ed25519 private seed. */
  readonly seed: Uint8Array
  /** The public key as a base58 Solana address. */
  readonly address: string
}

function devKey(label: string): DevSolanaKey {
  const seed = sha256(new TextEncoder().encode(label))
  return { seed, address: base58.encode(ed25519.getPublicKey(seed)) }
}

/** Funded with 100 SOL and 1000 LSD at start; the test wallet signs with the first. */
export const DEV_SOLANA_KEYS: readonly DevSolanaKey[] = [0, 1, 2].map((index) => devKey(`latch-dev-solana-key-${index}`))

/** The SPL mint's own key (its address is the mint address) and the key of its mint authority. */
export const DEV_SPL_MINT_KEY: DevSolanaKey = devKey('latch-dev-solana-mint')
export const DEV_SPL_MINT_AUTHORITY_KEY: DevSolanaKey = devKey('latch-dev-solana-mint-authority')
export const DEV_SPL_TOKEN = { name: 'Latch Solana Dev', symbol: 'LSD', decimals: 6 } as const

/** The local Solana's USDC (issue 36, the on-ramp's currency): a second SPL mint, no supply at start, minted only by
 * the devstack (cluster.ts mintUsdc) for the on-ramp stand-ins' purchases. */
export const DEV_USDC_MINT_KEY: DevSolanaKey = devKey('latch-dev-solana-usdc-mint')
export const DEV_USDC_MINT_AUTHORITY_KEY: DevSolanaKey = devKey('latch-dev-solana-usdc-mint-authority')
/** The USDC mint's address (tests/unit/devstack pins its value). */
export const SOLANA_USDC_MINT: string = DEV_USDC_MINT_KEY.address
export const DEV_USDC_SPL_TOKEN = { name: 'USD Coin', symbol: 'USDC', decimals: 6 } as const

/** SOL's fixed, fake price in USD (balances and the on-ramp's quotes): the devstack has no market. */
export const SOL_PRICE_USD = 150

/** What getGenesisHash answers: 32 bytes of a fixed label's hash, base58. */
export const DEV_SOLANA_GENESIS_HASH = base58.encode(sha256(new TextEncoder().encode('latch-dev-solana-genesis')))
export const DEV_SOLANA_CAIP_ID = `solana:${DEV_SOLANA_GENESIS_HASH.slice(0, 32)}`

export const DEV_SOLANA_LAMPORTS = 100n * 1_000_000_000n
export const DEV_SPL_AMOUNT = 1000n * 1_000_000n
