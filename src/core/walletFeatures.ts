// Issue 36, SPEC §1 and R-PROD-2: the wallet features Account offers for an account: each only where the app's
// `features` leave it on (all are by default) and the account's namespace supports it. Swaps come later.
import type { ChainNamespace } from './caip'

export type WalletFeature = 'onramp' | 'send' | 'receive'

/** SPEC §1: send and on-ramp work on eip155 and solana; any account can receive at its address. */
const NAMESPACES: Record<WalletFeature, readonly ChainNamespace[] | 'any'> = { onramp: ['eip155', 'solana'], send: ['eip155', 'solana'], receive: 'any' }

export function walletFeatures(enabled: Readonly<Record<WalletFeature, boolean>>, namespace: ChainNamespace): WalletFeature[] {
  return (['onramp', 'send', 'receive'] as const).filter((feature) => {
    const supported = NAMESPACES[feature]
    return enabled[feature] && (supported === 'any' || supported.includes(namespace))
  })
}
