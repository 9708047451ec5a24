// EIP-6963: the wallet announces itself on load and again whenever a dapp asks (eip6963:requestProvider), with a
// frozen detail { info, provider }. The uuid is new for every page load, as the EIP says.
import { TEST_WALLET_ICON } from './icon'
import type { TestWalletProvider } from './provider'

export const TEST_WALLET_NAME = 'Latch Test Wallet'
export const TEST_WALLET_RDNS = 'dev.latch.testwallet'

export type ProviderInfo = { readonly uuid: string; readonly name: string; readonly icon: string; readonly rdns: string }

/** An RFC 4122 version 4 uuid (crypto.randomUUID exists only in secure contexts). */
function uuidV4(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/** Announces now and on every request; returns a function that stops answering requests. */
export function announceProvider(target: EventTarget, provider: TestWalletProvider): () => void {
  const info: ProviderInfo = Object.freeze({ uuid: uuidV4(), name: TEST_WALLET_NAME, icon: TEST_WALLET_ICON, rdns: TEST_WALLET_RDNS })
  const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail: Object.freeze({ info, provider }) }))
  target.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => target.removeEventListener('eip6963:requestProvider', announce)
}
