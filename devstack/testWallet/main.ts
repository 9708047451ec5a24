// The test wallet's browser entry, bundled into one IIFE (devstack/testWallet/build.ts) and served at
// GET /__test-wallet.js. Reads window.__LATCH_TEST_WALLET__ (config.ts: without it, chain A is http://127.0.0.1:8545),
// puts the knobs on window.latchTestWallet, sets window.ethereum when no other wallet did, and announces itself over
// EIP-6963; its Solana side registers through the Wallet Standard, with its knobs on window.latchTestWallet.solana.
// One console warning names a setting it ignored; loaded by a <script> tag, one more names a chain that does not answer
// (chainCheck.ts). Loading it twice is harmless.
import { checkChains } from './chainCheck'
import { CONFIG_GLOBAL, configWarnings, readConfig, toWalletSetup } from './config'
import { announceProvider } from './eip6963'
import { createTestWallet, type TestWallet } from './provider'
import { createSessionStore } from './session'
import { createSolanaTestWallet, type SolanaTestWallet } from './solana/solanaWallet'
import { registerWallet } from './solana/registerWallet'

type TestWalletWindow = Window & { [CONFIG_GLOBAL]?: unknown; latchTestWallet?: TestWallet & { solana?: SolanaTestWallet['controls'] }; ethereum?: unknown }

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined // opaque origins (about:blank frames, sandboxed iframes)
  }
}

const win = window as TestWalletWindow
if (!win.latchTestWallet) {
  const config = readConfig(win[CONFIG_GLOBAL])
  const ignored = configWarnings(win[CONFIG_GLOBAL])
  if (ignored.length > 0) console.warn(`Latch test wallet: ${CONFIG_GLOBAL}: ${ignored.join('; ')}`)
  const setup = toWalletSetup(config)
  const wallet = createTestWallet({ ...setup, session: createSessionStore(localStorageOrNothing()) })
  const solana = createSolanaTestWallet({ solanaUrl: config.solanaUrl, behaviour: { connect: config.connect, sign: config.sign }, storage: localStorageOrNothing() })
  win.latchTestWallet = Object.assign(wallet, { solana: solana.controls })
  if (win.ethereum === undefined) {
    win.ethereum = wallet.provider
    window.dispatchEvent(new Event('ethereum#initialized'))
  }
  announceProvider(window, wallet.provider)
  registerWallet(window, solana.wallet)
  // Loaded by a <script> tag (an app's page, the laboratory), not injected by a test that started its own chains.
  if (document.currentScript) void checkChains([{ id: setup.chainId, url: setup.chainUrl }, ...(setup.otherChains ?? [])])
}
