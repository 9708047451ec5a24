// The laboratory's "Inject test wallet" switch: a localStorage flag. When it is on, main.tsx loads the devstack's
// test wallet (GET /__test-wallet.js, devstack/testWallet) before creating Latch, so the wallet's EIP-6963
// announcement and window.ethereum are there from the first discovery, as an extension's would be.
export const TEST_WALLET_FLAG = 'latch-lab:test-wallet'

export function isTestWalletEnabled(): boolean {
  try {
    return localStorage.getItem(TEST_WALLET_FLAG) === '1'
  } catch {
    return false
  }
}

export function setTestWalletEnabled(enabled: boolean): void {
  try {
    if (enabled) localStorage.setItem(TEST_WALLET_FLAG, '1')
    else localStorage.removeItem(TEST_WALLET_FLAG)
  } catch {
    // storage blocked: the switch has no effect
  }
}

/** Loads the test wallet script; a devstack without it leaves the page working, with a console warning. */
export function loadTestWallet(options: { apiUrl: string; chainUrl: string; chainBUrl: string; solanaUrl: string }): Promise<void> {
  const { chainUrl, chainBUrl, solanaUrl } = options
  Object.assign(window, { __LATCH_TEST_WALLET__: { chainUrl, chainBUrl, solanaUrl } })
  return new Promise((resolve) => {
    const script = document.createElement('script')
    script.src = `${options.apiUrl}/__test-wallet.js`
    script.onload = () => resolve()
    script.onerror = () => {
      console.warn(`Latch laboratory: the test wallet could not be loaded from ${script.src}`)
      resolve()
    }
    document.head.append(script)
  })
}
