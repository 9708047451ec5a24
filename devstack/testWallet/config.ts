// What the page tells the test wallet before its script runs: `window.__LATCH_TEST_WALLET__ = { chainUrl, chainBUrl,
// solanaUrl, knowsChainB, startChainId, connect, sign, switch }` (Playwright's addInitScript, the laboratory's
// toggle, or an app's own page: a <script> setting the global before <script src="…/__test-wallet.js">). connect and
// sign answer for the Solana side too.
// Anything missing takes the default: chain A at http://127.0.0.1:8545 (31337), chain B at http://127.0.0.1:8546
// (31338), the local Solana at http://127.0.0.1:8899 — npm start's default ports, not whatever ports the devstack
// that served the script runs on — starting on chain A, every prompt approved. A value given but unusable (not an
// http(s) URL, not a chain id, an unknown key) also takes the default, and configWarnings() names it: main.ts
// writes it to the console, as it does a chain that does not answer (chainCheck.ts).
import { DEV_CHAIN_B_ID, DEV_CHAIN_ID } from '../chain/devAccounts'

/** How the "user" answers a prompt: yes, no (EIP-1193 4001), or never (the promise stays pending). */
export type Behaviour = 'approve' | 'reject' | 'never'
/** connect: eth_requestAccounts / wallet_requestPermissions; sign: signatures and transactions; switch: the network
 * prompts (wallet_switchEthereumChain, wallet_addEthereumChain). */
export type TestWalletBehaviour = { connect: Behaviour; sign: Behaviour; switch: Behaviour }

export type TestWalletConfig = TestWalletBehaviour & {
  /** Chain A: the wallet's first chain. */
  chainUrl: string
  chainId: number
  /** Chain B: a second chain the wallet knows from the start, unless knowsChainB is false. */
  chainBUrl: string
  chainBId: number
  /** false: switching to chain B answers 4902 until the dapp adds it with wallet_addEthereumChain. */
  knowsChainB: boolean
  /** The chain the wallet is on at load; one it does not know falls back to chain A. */
  startChainId: number
  /** The local Solana's JSON-RPC, where the Solana side sends what it signs and sends. */
  solanaUrl: string
}

/** A chain the wallet can be on: its id and the JSON-RPC URL it reads and sends through. */
export type WalletChain = { readonly id: number; readonly url: string }

/** What createTestWallet needs besides its session: chain A, the other chains it knows, where it starts, the knobs. */
export type WalletSetup = Pick<TestWalletBehaviour, 'connect' | 'sign'> & {
  chainUrl: string
  chainId: number
  switch?: Behaviour
  otherChains?: readonly WalletChain[]
  startChainId?: number
}

/** The global the page sets before the script runs. */
export const CONFIG_GLOBAL = '__LATCH_TEST_WALLET__'
export const DEFAULT_CHAIN_URL = 'http://127.0.0.1:8545'
export const DEFAULT_CHAIN_B_URL = 'http://127.0.0.1:8546'
export const DEFAULT_SOLANA_URL = 'http://127.0.0.1:8899'

const BEHAVIOURS: readonly Behaviour[] = ['approve', 'reject', 'never']

export function isBehaviour(value: unknown): value is Behaviour {
  return BEHAVIOURS.includes(value as Behaviour)
}

// Plain checks rather than zod: zod brings some 400 KB of locales into this IIFE bundle (devstack/wcWallet/config.ts).
function url(value: unknown, fallback: string): string {
  return typeof value === 'string' && /^https?:\/\/\S+$/.test(value) ? value.replace(/\/$/, '') : fallback
}

function chainId(value: unknown, fallback: number): number {
  const id = Number(value)
  return Number.isSafeInteger(id) && id > 0 ? id : fallback
}

export function readConfig(raw: unknown): TestWalletConfig {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const chainA = chainId(given.chainId, DEV_CHAIN_ID)
  return {
    chainUrl: url(given.chainUrl, DEFAULT_CHAIN_URL),
    chainId: chainA,
    chainBUrl: url(given.chainBUrl, DEFAULT_CHAIN_B_URL),
    chainBId: chainId(given.chainBId, DEV_CHAIN_B_ID),
    knowsChainB: given.knowsChainB !== false,
    startChainId: chainId(given.startChainId, chainA),
    solanaUrl: url(given.solanaUrl, DEFAULT_SOLANA_URL),
    connect: isBehaviour(given.connect) ? given.connect : 'approve',
    sign: isBehaviour(given.sign) ? given.sign : 'approve',
    switch: isBehaviour(given.switch) ? given.switch : 'approve',
  }
}

const KNOWN_KEYS = ['chainUrl', 'chainId', 'chainBUrl', 'chainBId', 'knowsChainB', 'startChainId', 'solanaUrl', 'connect', 'sign', 'switch'] as const

/** What readConfig ignored in `raw` and so left at its default, one phrase each; none when it took everything. */
export function configWarnings(raw: unknown): string[] {
  if (raw === undefined) return []
  if (typeof raw !== 'object' || raw === null) return [`${CONFIG_GLOBAL} is not an object: every setting takes its default`]
  const given = raw as Record<string, unknown>
  const config = readConfig(given)
  const warnings: string[] = []
  for (const key of Object.keys(given)) {
    if (!(KNOWN_KEYS as readonly string[]).includes(key)) warnings.push(`unknown setting ${key} (known: ${KNOWN_KEYS.join(', ')})`)
  }
  const check = (key: (typeof KNOWN_KEYS)[number], usable: boolean) => {
    if (given[key] !== undefined && !usable) warnings.push(`${key} ${JSON.stringify(given[key])} is not usable: it is ${JSON.stringify(config[key])}`)
  }
  for (const key of ['chainUrl', 'chainBUrl', 'solanaUrl'] as const) check(key, url(given[key], '') !== '')
  for (const key of ['chainId', 'chainBId', 'startChainId'] as const) check(key, chainId(given[key], 0) !== 0)
  for (const key of ['connect', 'sign', 'switch'] as const) check(key, isBehaviour(given[key]))
  check('knowsChainB', typeof given.knowsChainB === 'boolean')
  return warnings
}

export function toWalletSetup(config: TestWalletConfig): WalletSetup {
  return {
    chainUrl: config.chainUrl,
    chainId: config.chainId,
    otherChains: config.knowsChainB && config.chainBId !== config.chainId ? [{ id: config.chainBId, url: config.chainBUrl }] : [],
    startChainId: config.startChainId,
    connect: config.connect,
    sign: config.sign,
    switch: config.switch,
  }
}
