// The networks Latch knows by CAIP id (SPEC §9 supported chains, R-CONST-6), in the shape of SPEC §3 "Network
// (CAIP)": id, caipNetworkId, chainNamespace, name, assets.imageId, rpcUrls.default.http. A dapp names networks by
// id in its config, or passes its own network objects (validated in config.ts). The public RPC URL here is only a
// fallback: reads go through the provider's RPC in the §7 shape when one is known (networkRpcUrl).
import type { CaipNetworkId, ChainNamespace } from './caip'

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type CaipNetwork = {
  /** The chain reference: '1' for Ethereum, the genesis-hash prefix for Solana. */
  id: string
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  name: string
  nativeCurrency: NativeCurrency
  /** The network's picture: an id for `/public/getAssetImage/{id}`, or a URL the app gave. */
  assets: { imageId?: string; imageUrl?: string }
  rpcUrls: { default: { http: string[] } }
  /** Block explorer base URL; an address page is `${url}/address/${address}` (`/account/` on Solana). */
  blockExplorers?: { default: { name: string; url: string } }
  testnet: boolean
}

const ETH: NativeCurrency = { name: 'Ether', symbol: 'ETH', decimals: 18 }
const SOL: NativeCurrency = { name: 'Solana', symbol: 'SOL', decimals: 9 }

function evm(id: number, name: string, rpc: string, explorer: string | undefined, currency = ETH, testnet = false): CaipNetwork {
  return network('eip155', String(id), name, rpc, explorer, currency, testnet)
}

function solana(ref: string, name: string, rpc: string, explorer: string, testnet = false): CaipNetwork {
  return network('solana', ref, name, rpc, explorer, SOL, testnet)
}

function network(namespace: ChainNamespace, id: string, name: string, rpc: string, explorer: string | undefined, currency: NativeCurrency, testnet: boolean): CaipNetwork {
  const caipNetworkId: CaipNetworkId = `${namespace}:${id}`
  return {
    id,
    caipNetworkId,
    chainNamespace: namespace,
    name,
    nativeCurrency: currency,
    // The devstack and Latch key network pictures by CAIP id (the cloud's own image ids are not public data).
    assets: { imageId: caipNetworkId },
    rpcUrls: { default: { http: [rpc] } },
    blockExplorers: explorer ? { default: { name, url: explorer } } : undefined,
    testnet,
  }
}

export const KNOWN_NETWORKS: readonly CaipNetwork[] = [
  evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io'),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'),
  evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com', { name: 'POL', symbol: 'POL', decimals: 18 }),
  evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io', { name: 'Celo', symbol: 'CELO', decimals: 18 }),
  evm(1313161554, 'Aurora', 'https://mainnet.aurora.dev', 'https://explorer.aurora.dev'),
  evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', 'https://bscscan.com', { name: 'BNB', symbol: 'BNB', decimals: 18 }),
  evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io', { name: 'Avalanche', symbol: 'AVAX', decimals: 18 }),
  evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io'),
  evm(100, 'Gnosis', 'https://rpc.gnosischain.com', 'https://gnosisscan.io', { name: 'xDAI', symbol: 'XDAI', decimals: 18 }),
  evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org'),
  evm(7777777, 'Zora', 'https://rpc.zora.energy', 'https://explorer.zora.energy'),
  evm(999, 'HyperEVM', 'https://rpc.hyperliquid.xyz/evm', 'https://hyperevmscan.io', { name: 'HYPE', symbol: 'HYPE', decimals: 18 }),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', 'https://solscan.io'),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', 'https://solscan.io', true),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', 'https://solscan.io', true),
  evm(11155111, 'Sepolia', 'https://rpc.sepolia.org', 'https://sepolia.etherscan.io', ETH, true),
  evm(84532, 'Base Sepolia', 'https://sepolia.base.org', 'https://sepolia.basescan.org', ETH, true),
  // Local development chains (anvil's default id and a second one), as a dev stack runs them.
  evm(31337, 'Local chain', 'http://127.0.0.1:8545', undefined, ETH, true),
  evm(31338, 'Local chain B', 'http://127.0.0.1:8546', undefined, ETH, true),
]

export function findNetwork(id: string, extra: readonly CaipNetwork[] = []): CaipNetwork | undefined {
  return extra.find((network) => network.caipNetworkId === id) ?? KNOWN_NETWORKS.find((network) => network.caipNetworkId === id)
}

export { providerRpcUrl } from './providerRpcUrl'

/** Where a person can look an address up, when the network has an explorer. */
export function explorerAddressUrl(caipAddress: string, extra: readonly CaipNetwork[] = []): string | undefined {
  const [namespace, chainId, address] = caipAddress.split(':')
  const explorer = findNetwork(`${namespace}:${chainId}`, extra)?.blockExplorers?.default.url
  return explorer && address ? `${explorer}/${namespace === 'solana' ? 'account' : 'address'}/${address}` : undefined
}

// R-VAL-13: a network is supported when none are requested or its id is among them.
export function isNetworkSupported(caipNetworkId: string, requested: readonly string[]): boolean {
  return requested.length === 0 || requested.includes(caipNetworkId)
}
