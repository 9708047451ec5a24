// The devstack's test wallet in a Playwright page: a real EIP-1193 / EIP-6963 wallet over the local chain's first
// dev account (devstack/testWallet), injected before any page script runs, as a browser extension is.
import type { Page } from '@playwright/test'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'
import type { TestWalletBehaviour, TestWalletConfig } from '../../../devstack/testWallet/config'
import { API_URL } from './devstack'
import { stackPort } from './stack'

export type { Behaviour, TestWalletBehaviour } from '../../../devstack/testWallet/config'
export { TEST_WALLET_NAME, TEST_WALLET_RDNS } from '../../../devstack/testWallet/eip6963'

export const CHAIN_PORT = stackPort('LATCH_CHAIN_PORT')
export const CHAIN_URL = `http://127.0.0.1:${CHAIN_PORT}`
export const CHAIN_B_PORT = stackPort('LATCH_CHAIN_B_PORT')
export const CHAIN_B_URL = `http://127.0.0.1:${CHAIN_B_PORT}`
export const SOLANA_PORT = stackPort('LATCH_SOLANA_PORT')
export const SOLANA_URL = `http://127.0.0.1:${SOLANA_PORT}`
/** The address the wallet exposes until switchAccount() is called: the first funded dev account. */
export const TEST_WALLET_ADDRESS = DEV_ACCOUNTS[0]!.address

let bundle: Promise<string> | undefined

/** The bundle the devstack serves at GET /__test-wallet.js, fetched once per worker. */
function testWalletScript(): Promise<string> {
  bundle ??= fetch(`${API_URL}/__test-wallet.js`).then(async (response) => {
    if (!response.ok) throw new Error(`GET ${API_URL}/__test-wallet.js: ${response.status} ${await response.text()}`)
    return response.text()
  })
  bundle.catch(() => {
    bundle = undefined // a later test may try again
  })
  return bundle
}

/** The prompts' answers, whether the wallet knows chain B (else 4902 until it is added) and the chain it starts on. */
export type TestWalletKnobs = Partial<TestWalletBehaviour> & Partial<Pick<TestWalletConfig, 'knowsChainB' | 'startChainId'>>

/**
 * Every page (and reload) of `page` gets the wallet before its own scripts: window.__LATCH_TEST_WALLET__, then the
 * bundle, which announces over EIP-6963, sets window.ethereum and exposes window.latchTestWallet. Call before goto.
 */
export async function installTestWallet(page: Page, knobs: TestWalletKnobs = {}): Promise<void> {
  const config: Partial<TestWalletConfig> & { solanaUrl: string } = { chainUrl: CHAIN_URL, chainBUrl: CHAIN_B_URL, solanaUrl: SOLANA_URL, ...knobs }
  await page.addInitScript({ content: `window.__LATCH_TEST_WALLET__ = ${JSON.stringify(config)};\n${await testWalletScript()}` })
}
