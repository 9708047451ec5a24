// The test wallet's browser entry, bundled into one IIFE (devstack/testWallet/build.ts) and served at
// GET /__test-wallet.js. Reads window.__LATCH_TEST_WALLET__, puts the knobs on window.latchTestWallet, sets
// window.ethereum when no other wallet did, and announces itself over EIP-6963. Loading it twice is harmless.
import { CONFIG_GLOBAL, readConfig, toWalletSetup } from './config'
import { announceProvider } from './eip6963'
import { createTestWallet, type TestWallet } from './provider'
import { createSessionStore } from './session'

type TestWalletWindow = Window & { [CONFIG_GLOBAL]?: unknown; latchTestWallet?: TestWallet; ethereum?: unknown }

function localStorageOrNothing(): Storage | undefined {
  try {
    return window.localStorage
  } catch {
    return undefined // opaque origins (about:blank frames, sandboxed iframes)
  }
}

const win = window as TestWalletWindow
if (!win.latchTestWallet) {
  const wallet = createTestWallet({ ...toWalletSetup(readConfig(win[CONFIG_GLOBAL])), session: createSessionStore(localStorageOrNothing()) })
  win.latchTestWallet = wallet
  if (win.ethereum === undefined) {
    win.ethereum = wallet.provider
    window.dispatchEvent(new Event('ethereum#initialized'))
  }
  announceProvider(window, wallet.provider)
}
