// The WalletConnect test wallet page's script (main.ts, with @walletconnect/sign-client and viem), served by the
// provider API at GET /__wallet.js.
import { bundleBrowserScript } from '../bundleBrowserScript'

export function buildWcWalletScript(): Promise<string> {
  return bundleBrowserScript(
    new URL('./main.ts', import.meta.url),
    'WalletConnect test wallet',
    '/* Latch WalletConnect test wallet (devstack): dev keys on the local chain over the local relay. Public test keys, never real value. */',
  )
}
