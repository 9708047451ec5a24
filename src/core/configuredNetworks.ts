// The app's networks as Latch uses them: a known CAIP id becomes its catalogue entry read through the provider's RPC
// (SPEC §7 shape), a network object the app brought keeps its own RPC, and an id Latch does not know still works
// with a plain name and its namespace's currency, so a new chain never needs a Latch release.
import type { CaipNetworkId, ChainNamespace } from './caip'
import type { LatchConfig, NetworkObject } from './config'
import { findNetwork, providerRpcUrl, type CaipNetwork, type NativeCurrency } from './networks'

export type ConfiguredNetwork = CaipNetwork & { rpcUrl: string }

// A Map, not an object: a namespace an app may name (R-VAL-3 allows 'constructor:1') must not find an inherited member.
const NAMESPACE_CURRENCY = new Map<string, NativeCurrency>([
  ['eip155', { name: 'Ether', symbol: 'ETH', decimals: 18 }],
  ['solana', { name: 'Solana', symbol: 'SOL', decimals: 9 }],
  ['bip122', { name: 'Bitcoin', symbol: 'BTC', decimals: 8 }],
  ['polkadot', { name: 'Polkadot', symbol: 'DOT', decimals: 10 }],
])

function fromObject(entry: NetworkObject): ConfiguredNetwork {
  const [namespace, id] = entry.caipNetworkId.split(':') as [ChainNamespace, string]
  return {
    id,
    caipNetworkId: entry.caipNetworkId as CaipNetworkId,
    chainNamespace: namespace,
    name: entry.name,
    nativeCurrency: entry.nativeCurrency,
    assets: entry.imageUrl ? { imageUrl: entry.imageUrl } : { imageId: entry.caipNetworkId },
    rpcUrls: { default: { http: [entry.rpcUrl] } },
    blockExplorers: entry.explorerUrl ? { default: { name: entry.name, url: entry.explorerUrl } } : undefined,
    testnet: entry.testnet ?? false,
    rpcUrl: entry.rpcUrl,
  }
}

export function resolveNetworks(entries: readonly (string | NetworkObject)[], services: { rpcUrl?: string; projectId: string }): ConfiguredNetwork[] {
  return entries.map((entry) => {
    if (typeof entry !== 'string') return fromObject(entry)
    const id = entry as CaipNetworkId
    const [namespace, reference] = id.split(':') as [ChainNamespace, string]
    const known = findNetwork(id) ?? {
      id: reference,
      caipNetworkId: id,
      chainNamespace: namespace,
      name: id,
      nativeCurrency: NAMESPACE_CURRENCY.get(namespace) ?? { name: namespace, symbol: namespace.toUpperCase(), decimals: 18 },
      assets: { imageId: id },
      rpcUrls: { default: { http: [] } },
      testnet: false,
    }
    return { ...known, rpcUrl: providerRpcUrl(id, services) }
  })
}

/** The app's networks, resolved: what views and reads use. */
export function configuredNetworks(config: Pick<LatchConfig, 'networkEntries' | 'projectId' | 'services'>): ConfiguredNetwork[] {
  return resolveNetworks(config.networkEntries, { rpcUrl: config.services.rpcUrl, projectId: config.projectId })
}
