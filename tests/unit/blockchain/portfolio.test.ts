// An account's tokens (SPEC §7): the wallet's own wallet_getAssets where its capabilities say it discovers assets on
// the chain and its answer passes R-VAL-11, else the blockchain API; tokens with decimals '0' dropped (R-VAL-10).
import { describe, expect, it } from 'vitest'
import type { BlockchainApi } from '../../../src/services/blockchain/blockchainApi'
import { fetchPortfolio } from '../../../src/services/blockchain/portfolio'
import type { TokenBalance } from '../../../src/services/blockchain/schemas'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const LTD = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
const API_TOKENS: TokenBalance[] = [
  { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, value: 30_000_000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: 'https://x/eth.png' },
  { name: 'Points', symbol: 'PTS', chainId: 'eip155:31337', price: 0, value: 0, quantity: { decimals: '0', numeric: '7' }, iconUrl: 'https://x/pts.png' },
]

function api(): BlockchainApi & { asked: string[] } {
  const asked: string[] = []
  return {
    asked,
    getBalances: async (address, caipNetworkId) => {
      asked.push(`${caipNetworkId}:${address}`)
      return API_TOKENS
    },
    getHistory: async () => ({ data: [] }),
  }
}

const ASSETS = {
  '0x7a69': [
    { address: '0x0000000000000000000000000000000000000000', balance: '0x21e19e0c9bab2400000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://x/eth.png' } },
    { address: LTD, balance: '0xde0b6b3a7640000', type: 'ERC20', metadata: { name: 'Latch Test Dollar', symbol: 'LTD', decimals: 18, price: 1, iconUrl: 'https://x/ltd.png' } },
    { address: LTD, balance: '0x7', type: 'ERC20', metadata: { name: 'Points', symbol: 'PTS', decimals: 0, price: 0, iconUrl: 'https://x/pts.png' } },
  ],
}

function walletAnswering(answers: Record<string, unknown>) {
  const calls: { method: string; params: unknown[] }[] = []
  const request = async (method: string, params: unknown[]) => {
    calls.push({ method, params })
    const answer = answers[method]
    if (answer instanceof Error) throw answer
    return answer
  }
  return { request, calls }
}

describe('portfolio', () => {
  it('asks the wallet for its assets on the chain it discovers assets on, and converts them to token balances', async () => {
    const wallet = walletAnswering({ wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } }, wallet_getAssets: ASSETS })
    const server = api()
    const tokens = await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(wallet.calls).toEqual([
      { method: 'wallet_getCapabilities', params: [ADDRESS] },
      { method: 'wallet_getAssets', params: [{ account: ADDRESS, chainFilter: ['0x7a69'] }] },
    ])
    expect(server.asked).toEqual([])
    expect(tokens).toEqual([
      { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', address: undefined, value: 30_000_000, price: 3000, quantity: { decimals: '18', numeric: '10000' }, iconUrl: 'https://x/eth.png' },
      { name: 'Latch Test Dollar', symbol: 'LTD', chainId: 'eip155:31337', address: `eip155:31337:${LTD}`, value: 1, price: 1, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'https://x/ltd.png' },
    ])
  })

  it("R-VAL-10: a token whose decimals are '0' is dropped, from the wallet and from the API", async () => {
    const fromApi = await fetchPortfolio({ api: api() }, ADDRESS, 'eip155:31337')
    expect(fromApi.map((token) => token.symbol)).toEqual(['ETH'])
  })

  it.each([
    ['an asset without a price', { '0x7a69': [{ ...ASSETS['0x7a69'][1], metadata: { name: 'LTD', symbol: 'LTD', decimals: 18, iconUrl: 'x' } }] }],
    ['a type other than ERC20 or NATIVE', { '0x7a69': [{ ...ASSETS['0x7a69'][1], type: 'ERC721' }] }],
    ['decimals as a string', { '0x7a69': [{ ...ASSETS['0x7a69'][1], metadata: { ...ASSETS['0x7a69'][1]!.metadata, decimals: '18' } }] }],
    ['a numeric balance', { '0x7a69': [{ ...ASSETS['0x7a69'][1], balance: 1 }] }],
  ])('R-VAL-11: a wallet-assets answer with %s is invalid as a whole: the API answers instead', async (_why, assets) => {
    const wallet = walletAnswering({ wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } }, wallet_getAssets: assets })
    const server = api()
    await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
  })

  it.each([
    ['no assetDiscovery for this chain', { wallet_getCapabilities: { '0x7a6a': { assetDiscovery: { supported: true } } } }],
    ['assetDiscovery not supported', { wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: false } } } }],
    ['a wallet that does not know the method', { wallet_getCapabilities: new Error('Method not found') }],
  ])('the balance API by address and CAIP network id is the fallback: %s', async (_why, answers) => {
    const wallet = walletAnswering(answers)
    const server = api()
    await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_getCapabilities'])
    expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
  })

  it('a Solana account is never asked for EVM capabilities', async () => {
    const wallet = walletAnswering({})
    const server = api()
    await fetchPortfolio({ api: server, request: wallet.request }, '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(wallet.calls).toEqual([])
    expect(server.asked).toHaveLength(1)
  })
})

describe('wallet answers at the boundary (R-VAL-11, R-API-8)', () => {
  const capable = { wallet_getCapabilities: { '0x7a69': { assetDiscovery: { supported: true } } } }
  const ltd = ASSETS['0x7a69'][1]!

  it.each([
    ['1500000000000000000', 18, '1.5'],
    ['12', 1, '1.2'],
    ['0x1f', 1, '3.1'],
  ])('R-VAL-11: a balance %s (decimal or hex integer) with %d decimals is used: %s', async (balance, decimals, numeric) => {
    const wallet = walletAnswering({ ...capable, wallet_getAssets: { '0x7a69': [{ ...ltd, balance, metadata: { ...ltd.metadata, decimals } }] } })
    const server = api()
    const tokens = await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(server.asked).toEqual([])
    expect(tokens.map((token) => token.quantity)).toEqual([{ decimals: String(decimals), numeric }])
  })

  it.each(['12abc', 'x0x1f', 'abc', '0x', '', '-5', '1.5', '0x1g', '12 ', ' 12', '0x1f '])(
    "R-VAL-11: a balance '%s' that is not an integer makes the whole answer invalid: the API answers instead",
    async (balance) => {
      const wallet = walletAnswering({ ...capable, wallet_getAssets: { '0x7a69': [ASSETS['0x7a69'][0], { ...ltd, balance }] } })
      const server = api()
      const tokens = await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
      expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
      expect(tokens.map((token) => token.symbol)).toEqual(['ETH'])
    },
  )

  it.each([
    ['another chain whose assetDiscovery.supported is not a boolean', { '0x7a69': { assetDiscovery: { supported: true } }, '0x1': { assetDiscovery: { supported: 'yes' } } }],
    ['another chain whose assetDiscovery is not an object', { '0x7a69': { assetDiscovery: { supported: true } }, '0x1': { assetDiscovery: 'yes' } }],
    ['a chain entry that is not an object', { '0x7a69': { assetDiscovery: { supported: true } }, '0x1': true }],
  ])('R-API-8: a capabilities answer with %s is not trusted: wallet_getAssets is not asked, the API answers', async (_why, capabilities) => {
    const wallet = walletAnswering({ wallet_getCapabilities: capabilities, wallet_getAssets: ASSETS })
    const server = api()
    await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_getCapabilities'])
    expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
  })

  it.each([
    ['an entry for the chain without assetDiscovery', { '0x7a69': {} }],
    ['assetDiscovery without supported', { '0x7a69': { assetDiscovery: {} } }],
    ["supported as the string 'true'", { '0x7a69': { assetDiscovery: { supported: 'true' } } }],
  ])('R-API-8: capabilities with %s: the balance API by address and CAIP network id is the fallback', async (_why, capabilities) => {
    const wallet = walletAnswering({ wallet_getCapabilities: capabilities, wallet_getAssets: ASSETS })
    const server = api()
    await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_getCapabilities'])
    expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
  })

  it.each([
    ['an assets answer that is not a record of lists', { ...capable, wallet_getAssets: ['not', 'a', 'record'] }],
    ['a wallet_getAssets that throws', { ...capable, wallet_getAssets: new Error('Method not found') }],
  ])('R-API-8: %s leaves the lookup to the balance API', async (_why, answers) => {
    const wallet = walletAnswering(answers)
    const server = api()
    const tokens = await fetchPortfolio({ api: server, request: wallet.request }, ADDRESS, 'eip155:31337')
    expect(wallet.calls.map((call) => call.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets'])
    expect(server.asked).toEqual([`eip155:31337:${ADDRESS}`])
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH'])
  })
})

describe('holdings split into tokens and NFTs', () => {
  it("R-VAL-10: decimals '0' holdings are not tokens; they are the NFTs tab's collections", async () => {
    const { splitHoldings, fetchHoldings } = await import('../../../src/services/blockchain/portfolio')
    const holdings = await fetchHoldings({ api: api() }, ADDRESS, 'eip155:31337')
    expect(holdings.map((holding) => holding.symbol)).toEqual(['ETH', 'PTS'])
    const { tokens, collectibles } = splitHoldings(holdings)
    expect(tokens.map((token) => token.symbol)).toEqual(['ETH'])
    expect(collectibles.map((collection) => collection.symbol)).toEqual(['PTS'])
  })
})
