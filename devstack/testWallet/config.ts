// What the page tells the test wallet before its script runs: `window.__LATCH_TEST_WALLET__ = { chainUrl, connect,
// sign }` (Playwright's addInitScript, or the laboratory's toggle). Anything missing or unknown takes the default.
import { DEV_CHAIN_ID } from '../chain/devAccounts'

/** How the "user" answers a prompt: yes, no (EIP-1193 4001), or never (the promise stays pending). */
export type Behaviour = 'approve' | 'reject' | 'never'
export type TestWalletBehaviour = { connect: Behaviour; sign: Behaviour }

export type TestWalletConfig = TestWalletBehaviour & { chainUrl: string; chainId: number }

/** The global the page sets before the script runs. */
export const CONFIG_GLOBAL = '__LATCH_TEST_WALLET__'
export const DEFAULT_CHAIN_URL = 'http://127.0.0.1:8545'

const BEHAVIOURS: readonly Behaviour[] = ['approve', 'reject', 'never']

export function isBehaviour(value: unknown): value is Behaviour {
  return BEHAVIOURS.includes(value as Behaviour)
}

export function readConfig(raw: unknown): TestWalletConfig {
  const given = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>) : {}
  const chainId = Number(given.chainId)
  return {
    chainUrl: typeof given.chainUrl === 'string' && /^https?:\/\//.test(given.chainUrl) ? given.chainUrl.replace(/\/$/, '') : DEFAULT_CHAIN_URL,
    chainId: Number.isSafeInteger(chainId) && chainId > 0 ? chainId : DEV_CHAIN_ID,
    connect: isBehaviour(given.connect) ? given.connect : 'approve',
    sign: isBehaviour(given.sign) ? given.sign : 'approve',
  }
}
