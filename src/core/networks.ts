// The networks Latch knows by CAIP id (SPEC §9 supported chains, R-CONST-6). A dapp names networks by id in
// its config; anything here is display data, the RPC URL is where reads go when no other is configured.
import type { CaipNetworkId, ChainNamespace } from './caip'

export type NetworkInfo = {
  caipNetworkId: CaipNetworkId
  chainNamespace: ChainNamespace
  id: string
  name: string
  testnet: boolean
  rpcUrl: string
  /** Block explorer base URL; an address page is `${explorerUrl}/address/${address}`. */
  explorerUrl?: string
}

function evm(id: number, name: string, rpcUrl: string, explorerUrl: string | undefined, testnet = false): NetworkInfo {
  return { caipNetworkId: `eip155:${id}`, chainNamespace: 'eip155', id: String(id), name, testnet, rpcUrl, explorerUrl }
}

function solana(ref: string, name: string, rpcUrl: string, explorerUrl: string, testnet = false): NetworkInfo {
  return { caipNetworkId: `solana:${ref}`, chainNamespace: 'solana', id: ref, name, testnet, rpcUrl, explorerUrl }
}

export const KNOWN_NETWORKS: readonly NetworkInfo[] = [
  evm(1, 'Ethereum', 'https://cloudflare-eth.com', 'https://etherscan.io'),
  evm(10, 'OP Mainnet', 'https://mainnet.optimism.io', 'https://optimistic.etherscan.io'),
  evm(42161, 'Arbitrum One', 'https://arb1.arbitrum.io/rpc', 'https://arbiscan.io'),
  evm(137, 'Polygon', 'https://polygon-rpc.com', 'https://polygonscan.com'),
  evm(42220, 'Celo', 'https://forno.celo.org', 'https://celoscan.io'),
  evm(1313161554, 'Aurora', 'https://mainnet.aurora.dev', 'https://explorer.aurora.dev'),
  evm(56, 'BNB Smart Chain', 'https://bsc-dataseed.bnbchain.org', 'https://bscscan.com'),
  evm(43114, 'Avalanche', 'https://api.avax.network/ext/bc/C/rpc', 'https://snowtrace.io'),
  evm(324, 'ZKsync Era', 'https://mainnet.era.zksync.io', 'https://explorer.zksync.io'),
  evm(100, 'Gnosis', 'https://rpc.gnosischain.com', 'https://gnosisscan.io'),
  evm(8453, 'Base', 'https://mainnet.base.org', 'https://basescan.org'),
  evm(7777777, 'Zora', 'https://rpc.zora.energy', 'https://explorer.zora.energy'),
  evm(999, 'HyperEVM', 'https://rpc.hyperliquid.xyz/evm', 'https://hyperevmscan.io'),
  solana('5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana', 'https://api.mainnet-beta.solana.com', 'https://solscan.io'),
  solana('EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet', 'https://api.devnet.solana.com', 'https://solscan.io', true),
  solana('4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet', 'https://api.testnet.solana.com', 'https://solscan.io', true),
  evm(11155111, 'Sepolia', 'https://rpc.sepolia.org', 'https://sepolia.etherscan.io', true),
  evm(84532, 'Base Sepolia', 'https://sepolia.base.org', 'https://sepolia.basescan.org', true),
  evm(31337, 'Local chain', 'http://127.0.0.1:8545', undefined, true),
]

export function findNetwork(id: string): NetworkInfo | undefined {
  return KNOWN_NETWORKS.find((network) => network.caipNetworkId === id)
}

/** Where a person can look an address up, when the network has an explorer. */
export function explorerAddressUrl(caipAddress: string): string | undefined {
  const [namespace, chainId, address] = caipAddress.split(':')
  const explorer = findNetwork(`${namespace}:${chainId}`)?.explorerUrl
  return explorer && address ? `${explorer}/${namespace === 'solana' ? 'account' : 'address'}/${address}` : undefined
}
