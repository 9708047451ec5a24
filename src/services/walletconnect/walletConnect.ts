// Everything WalletConnect in one lazily loaded module: the sign client loader, the WALLET_CONNECT provider and the
// pairing port built on them.
import { findNetwork } from '../../core/networks'
import { createPairingService } from './pairingService'
import { createSignClientLoader, type SignClientOptions } from './signClient'
import { createWalletConnectProvider } from './walletConnectProvider'

export type WalletConnectOptions = SignClientOptions & {
  chains: string[]
  /** The configured RPC for reads; otherwise the known network's public one (the network list loads with this). */
  rpcUrl: string | undefined
  fetch: typeof fetch
  now: () => number
}

export function createWalletConnect(options: WalletConnectOptions) {
  const loadClient = createSignClientLoader(options)
  const rpcUrl = (chainId: string) => options.rpcUrl ?? findNetwork(`eip155:${chainId}`)?.rpcUrl
  const provider = createWalletConnectProvider({ loadClient, rpcUrl, fetch: options.fetch })
  const pairing = createPairingService({ loadClient, provider, chains: options.chains, now: options.now })
  return { provider, pairing }
}
