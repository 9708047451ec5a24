// Everything WalletConnect in one lazily loaded module: the sign client loader, the WALLET_CONNECT provider and the
// pairing port built on them.
import { configuredNetworks } from '../../core/configuredNetworks'
import { createPairingService } from './pairingService'
import { createSignClientLoader, type SignClientOptions } from './signClient'
import { createWalletConnectProvider } from './walletConnectProvider'

export type WalletConnectOptions = SignClientOptions & {
  chains: string[]
  /** The app's networks, resolved when this module loads: a session's reads go to its own chain's RPC. */
  networks: Parameters<typeof configuredNetworks>[0]
  fetch: typeof fetch
  now: () => number
}

export function createWalletConnect(options: WalletConnectOptions) {
  const loadClient = createSignClientLoader(options)
  const networks = configuredNetworks(options.networks)
  const rpcUrl = (chainId: string) => networks.find((network) => network.caipNetworkId === `eip155:${chainId}`)?.rpcUrl
  const provider = createWalletConnectProvider({ loadClient, rpcUrl, fetch: options.fetch })
  const pairing = createPairingService({ loadClient, provider, chains: options.chains, now: options.now })
  return { provider, pairing }
}
