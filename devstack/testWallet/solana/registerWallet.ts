// The Wallet Standard's registration handshake, as a wallet's script does it (what @wallet-standard/wallet's
// registerWallet does): offer the wallet to an app already listening, and to any app that says it is ready later.
import type { Wallet } from '@wallet-standard/base'

type Register = { register(wallet: Wallet): () => void }

export function registerWallet(target: Pick<Window, 'addEventListener' | 'dispatchEvent'>, wallet: Wallet): void {
  const callback = ({ register }: Register) => register(wallet)
  try {
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
  } catch (error) {
    console.error('wallet-standard:register-wallet event could not be dispatched', error)
  }
  target.addEventListener('wallet-standard:app-ready', (event) => callback((event as CustomEvent<Register>).detail))
}
