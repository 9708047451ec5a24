// A browser wallet for the spec tests: an EIP-1193 provider whose answers the test writes, announced in this page
// over EIP-6963 as a real extension would be.
import { FakeProvider as ScriptedProvider } from '../../unit/connectors/fakes'
import type { RequestArguments as Args } from '../../../src/services/connectors/provider'

export { ScriptedProvider }

export const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

/** Announces `provider` in this page (EIP-6963) until the returned stop is called. */
export function announceWallet(provider: ScriptedProvider, rdns: string): () => void {
  const detail = { info: { uuid: '6f1d9a3c-2b4e-4c5d-8e7f-9a0b1c2d3e4f', name: `Spec Wallet ${rdns}`, icon: ICON, rdns }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return () => window.removeEventListener('eip6963:requestProvider', announce)
}

/** A wallet that connects at once with the dev account on chain 1, and answers the rest with `rest`. */
export function connectingWallet(rest: (args: Args) => unknown): ScriptedProvider {
  return new ScriptedProvider((args) => {
    if (args.method === 'eth_requestAccounts' || args.method === 'eth_accounts') return [DEV_ADDRESS]
    if (args.method === 'eth_chainId') return '0x1'
    return rest(args)
  })
}
