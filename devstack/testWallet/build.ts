// The test wallet (main.ts, viem included), served by the provider API at GET /__test-wallet.js.
import { bundleBrowserScript } from '../bundleBrowserScript'

export function buildTestWalletScript(): Promise<string> {
  return bundleBrowserScript(
    new URL('./main.ts', import.meta.url),
    'test wallet',
    '/* Latch Test Wallet (devstack): a dev-key EIP-1193 wallet for the local chain. Public test keys, never real value. */',
  )
}
