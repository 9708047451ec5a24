// R-CONST-6 (SPEC §9 supported chains) and the account view's explorer link: the known-network table is pinned
// here chain by chain, from SPEC §9 and the chains' own public CAIP-2 ids, so a renamed, dropped or mistyped
// chain turns this red. RPC and explorer URLs are checked for their shape (where reads go must be a URL).
import { describe, expect, it } from 'vitest'
import type { CaipNetworkId } from '../../../src/core/caip'
import { explorerAddressUrl, findNetwork, isNetworkSupported, KNOWN_NETWORKS, providerRpcUrl, type CaipNetwork } from '../../../src/core/networks'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

// SPEC §9: Ethereum, Optimism, Arbitrum, Polygon, Celo, Aurora, BNB, Avalanche, zkSync, Gnosis, Base, Zora,
// a chain with id 999, three Solana networks, plus testnets.
const MAINNETS: Array<[string, string]> = [
  ['eip155:1', 'Ethereum'],
  ['eip155:10', 'OP Mainnet'],
  ['eip155:42161', 'Arbitrum One'],
  ['eip155:137', 'Polygon'],
  ['eip155:42220', 'Celo'],
  ['eip155:1313161554', 'Aurora'],
  ['eip155:56', 'BNB Smart Chain'],
  ['eip155:43114', 'Avalanche'],
  ['eip155:324', 'ZKsync Era'],
  ['eip155:100', 'Gnosis'],
  ['eip155:8453', 'Base'],
  ['eip155:7777777', 'Zora'],
  ['eip155:999', 'HyperEVM'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'Solana'],
]
const TESTNETS: Array<[string, string]> = [
  ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'Solana Devnet'],
  ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'Solana Testnet'],
  ['eip155:11155111', 'Sepolia'],
  ['eip155:84532', 'Base Sepolia'],
  ['eip155:31337', 'Local chain'],
  ['eip155:31338', 'Local chain B'],
]
const LOCAL = ['eip155:31337', 'eip155:31338']

describe('known networks (R-CONST-6)', () => {
  it('holds every SPEC §9 chain, three Solana networks and the testnets, each once, by CAIP id and name', () => {
    expect(KNOWN_NETWORKS.map((network) => [network.caipNetworkId, network.name])).toEqual([...MAINNETS, ...TESTNETS])
  })

  it('flags exactly the testnets', () => {
    for (const [id] of MAINNETS) expect(findNetwork(id)?.testnet, id).toBe(false)
    for (const [id] of TESTNETS) expect(findNetwork(id)?.testnet, id).toBe(true)
  })

  it('splits each CAIP id into namespace and reference', () => {
    for (const network of KNOWN_NETWORKS) {
      const [namespace, reference] = network.caipNetworkId.split(':')
      expect(network.chainNamespace).toBe(namespace)
      expect(network.id).toBe(reference)
    }
    expect(findNetwork('eip155:8453')).toMatchObject({ chainNamespace: 'eip155', id: '8453' })
    expect(findNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')).toMatchObject({ chainNamespace: 'solana', id: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
  })

  it("the app's own networks come first: its entry for a known id wins, and each of its ids finds its own entry", () => {
    const own = (id: string, name: string, explorer: string): CaipNetwork => ({ ...findNetwork('eip155:1')!, id: id.split(':')[1]!, caipNetworkId: id as CaipNetworkId, name, blockExplorers: { default: { name, url: explorer } } })
    const extra = [own('eip155:777777', 'App chain', 'https://scan.app.example'), own('eip155:1', 'Ethereum (app RPC)', 'https://eth.app.example')]
    expect([findNetwork('eip155:1', extra)?.name, findNetwork('eip155:777777', extra)?.name, findNetwork('eip155:10', extra)?.name, findNetwork('eip155:5', extra)]).toEqual([
      'Ethereum (app RPC)',
      'App chain',
      'OP Mainnet',
      undefined,
    ])
    expect(explorerAddressUrl(`eip155:1:${ADDRESS}`, extra)).toBe(`https://eth.app.example/address/${ADDRESS}`)
  })

  it('gives every public chain an https RPC URL and explorer; the local chains are the devstack anvils with no explorer', () => {
    for (const network of KNOWN_NETWORKS.filter((n) => !LOCAL.includes(n.caipNetworkId))) {
      const [rpc] = network.rpcUrls.default.http
      expect(new URL(rpc ?? '').protocol, network.name).toBe('https:')
      expect(new URL(rpc ?? '').hostname, network.name).toMatch(/\.[a-z]+$/)
      expect(new URL(network.blockExplorers?.default.url ?? '').protocol, network.name).toBe('https:')
      expect(new URL(network.blockExplorers?.default.url ?? '').hostname, network.name).toMatch(/\.[a-z]+$/)
    }
    expect(findNetwork('eip155:31337')).toMatchObject({ rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } }, blockExplorers: undefined })
    expect(findNetwork('eip155:31338')).toMatchObject({ rpcUrls: { default: { http: ['http://127.0.0.1:8546'] } }, blockExplorers: undefined })
  })

  it('names each native currency with its decimals (SPEC §3 network; 18 on EVM chains, 9 for SOL)', () => {
    expect(findNetwork('eip155:1')?.nativeCurrency).toEqual({ name: 'Ether', symbol: 'ETH', decimals: 18 })
    expect(findNetwork('eip155:137')?.nativeCurrency).toEqual({ name: 'POL', symbol: 'POL', decimals: 18 })
    expect(findNetwork('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')?.nativeCurrency).toEqual({ name: 'Solana', symbol: 'SOL', decimals: 9 })
    for (const network of KNOWN_NETWORKS) expect(network.assets.imageId, network.name).toBe(network.caipNetworkId)
  })

  it("gives each chain its own native coin: the symbol a balance is shown with and the decimals it is read with", () => {
    // Public chain facts (each chain's own documentation and chain registries), not SPEC text: SPEC §9 names the
    // chains, the balance (SPEC §3 token balance, R-CONST-3) needs their coin's symbol and decimals.
    const COINS: Array<[string, string, number]> = [
      ['eip155:1', 'ETH', 18],
      ['eip155:10', 'ETH', 18],
      ['eip155:42161', 'ETH', 18],
      ['eip155:137', 'POL', 18],
      ['eip155:42220', 'CELO', 18],
      ['eip155:1313161554', 'ETH', 18],
      ['eip155:56', 'BNB', 18],
      ['eip155:43114', 'AVAX', 18],
      ['eip155:324', 'ETH', 18],
      ['eip155:100', 'XDAI', 18],
      ['eip155:8453', 'ETH', 18],
      ['eip155:7777777', 'ETH', 18],
      ['eip155:999', 'HYPE', 18],
      ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'SOL', 9],
      ['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1', 'SOL', 9],
      ['solana:4uhcVJyU9pJkvQyS88uRDiswHXSCkY3z', 'SOL', 9],
      ['eip155:11155111', 'ETH', 18],
      ['eip155:84532', 'ETH', 18],
      ['eip155:31337', 'ETH', 18],
      ['eip155:31338', 'ETH', 18],
    ]
    expect(KNOWN_NETWORKS.map((network) => [network.caipNetworkId, network.nativeCurrency.symbol, network.nativeCurrency.decimals])).toEqual(COINS)
    // The coin's name goes to the wallet when a chain is added to it (wallet_addEthereumChain needs one).
    for (const network of KNOWN_NETWORKS) expect(network.nativeCurrency.name, network.name).toMatch(/^[A-Za-z]/)
  })

  it('knows nothing else', () => {
    expect(findNetwork('eip155:5')).toBeUndefined()
    expect(findNetwork('')).toBeUndefined()
  })
})

describe('explorer link for an address', () => {
  const evmAddress = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
  const solanaAddress = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

  it('eip155 addresses open /address/, solana ones /account/, on the network’s own explorer', () => {
    expect(explorerAddressUrl(`eip155:1:${evmAddress}`)).toBe(`https://etherscan.io/address/${evmAddress}`)
    expect(explorerAddressUrl(`eip155:8453:${evmAddress}`)).toBe(`https://basescan.org/address/${evmAddress}`)
    expect(explorerAddressUrl(`solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:${solanaAddress}`)).toBe(`https://solscan.io/account/${solanaAddress}`)
  })

  it('gives no link without an explorer, an unknown network or an address', () => {
    expect(explorerAddressUrl(`eip155:31337:${evmAddress}`)).toBeUndefined()
    expect(explorerAddressUrl(`eip155:5:${evmAddress}`)).toBeUndefined()
    expect(explorerAddressUrl('eip155:1')).toBeUndefined()
    expect(explorerAddressUrl('eip155:1:')).toBeUndefined()
  })
})

describe('RPC URL in the SPEC §7 shape {rpc}/v1/?chainId=..&projectId=...', () => {
  it('puts the CAIP network id and the project id in the query of the provider RPC', () => {
    expect(providerRpcUrl('eip155:8453', { rpcUrl: 'http://127.0.0.1:5176', projectId: 'p1' })).toBe('http://127.0.0.1:5176/v1/?chainId=eip155%3A8453&projectId=p1')
    expect(providerRpcUrl('eip155:1', { rpcUrl: 'http://127.0.0.1:5176/', projectId: 'p1' })).toBe('http://127.0.0.1:5176/v1/?chainId=eip155%3A1&projectId=p1')
  })

  it('is the cloud RPC without a configured one', () => {
    const url = new URL(providerRpcUrl('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', { projectId: 'abc' }))
    expect(url.origin).toBe('https://rpc.walletconnect.org')
    expect(url.pathname).toBe('/v1/')
    expect(url.searchParams.get('chainId')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(url.searchParams.get('projectId')).toBe('abc')
  })
})

describe('network supported (R-VAL-13)', () => {
  it('is supported when none are requested', () => {
    expect(isNetworkSupported('eip155:5', [])).toBe(true)
  })
  it('is supported when its id is among the requested, and not otherwise', () => {
    expect(isNetworkSupported('eip155:10', ['eip155:1', 'eip155:10'])).toBe(true)
    expect(isNetworkSupported('eip155:5', ['eip155:1', 'eip155:10'])).toBe(false)
    expect(isNetworkSupported('eip155:1', ['eip155:10'])).toBe(false)
  })
})
