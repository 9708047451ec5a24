// Everything WalletConnect in one lazily loaded module: the sign client loader, the WALLET_CONNECT provider and the
// pairing port built on them.
import { createPairingService } from './pairingService'
import { createSignClientLoader, type SignClientOptions } from './signClient'
import { createWalletConnectProvider } from './walletConnectProvider'

export type WalletConnectOptions = SignClientOptions & {
  chains: string[]
  /** Each configured network's RPC, by CAIP network id: a session's reads go to its own chain's RPC. */
  rpcUrls: Readonly<Record<string, string>>
  fetch: typeof fetch
  now: () => number
}

export function createWalletConnect(options: WalletConnectOptions) {
  const loadClient = createSignClientLoader(options)
  const rpcUrl = (chainId: string) => options.rpcUrls[`eip155:${chainId}`]
  const provider = createWalletConnectProvider({ loadClient, rpcUrl, fetch: options.fetch })
  const pairing = createPairingService({ loadClient, provider, chains: options.chains, now: options.now })
  return { provider, pairing }
}
