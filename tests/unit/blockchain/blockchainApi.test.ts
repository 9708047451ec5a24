// The blockchain API client (SPEC §7 "other HTTP calls": balance lookup by address and CAIP network id, history;
// R-API-8, R-API-11) against a fake fetch that records each request and answers fixed Responses: the routes, the
// project id and the other query parameters, what each call returns, and how a failed or malformed answer becomes
// its §8 text (R-ERR-3 'HTTP status code: N', R-ERR-4 'An error occurred').
// Expected routes, parameters and texts are written from the spec, never read from src/.
import { describe, expect, it } from 'vitest'
import { createBlockchainApi } from '../../../src/services/blockchain/blockchainApi'
import { latchRejection as rejection } from '../support/latchRejection'

const PROJECT_ID = 'project-123'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

type Seen = { url: URL; method: string; headers: Headers }

/** A fetch answering each request with `answer` (a fresh Response each time), recording what was asked. */
function fakeFetch(answer: (url: URL) => Response) {
  const seen: Seen[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    const url = new URL(String(input))
    seen.push({ url, method: init?.method ?? 'GET', headers: new Headers(init?.headers) })
    return answer(url)
  }
  return { seen, fetch }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

function apiAnswering(body: unknown, options: { baseUrl?: string; currency?: string; status?: number } = {}) {
  const { seen, fetch } = fakeFetch(() => json(body, options.status))
  const api = createBlockchainApi({ baseUrl: options.baseUrl ?? 'https://rpc.example.test', projectId: PROJECT_ID, fetch, currency: options.currency })
  return { seen, api }
}


const ETH = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, value: 4500, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: 'https://x/eth.png' }
const USDC = { ...ETH, name: 'USD Coin', symbol: 'USDC', address: 'eip155:1:0xA0b86991c6218b36c1d19D4a2e9Eb0cE3606eB48', price: 1, value: 12, quantity: { decimals: '6', numeric: '12' } }

const TRANSACTION = {
  id: '0xabc',
  metadata: { minedAt: '2024-05-01T10:00:00Z', chain: 'eip155:1', status: 'confirmed', operationType: 'send', sentFrom: ADDRESS, sentTo: '0x000000000000000000000000000000000000dEaD' },
  transfers: [
    { fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'https://x/eth.png' } }, direction: 'out', quantity: { numeric: '0.1' }, value: 300, price: 3000 },
    { nft_info: { name: 'Badge #1' }, direction: 'in', quantity: { numeric: '1' } },
  ],
}

describe('balance lookup by address and CAIP network id (SPEC §7, R-API-8)', () => {
  it('R-API-8: GET {base}/v1/account/{address}/balance?projectId=…&currency=usd&chainId=…, answering the balances', async () => {
    const { seen, api } = apiAnswering({ balances: [ETH, USDC] })
    expect(await api.getBalances(ADDRESS, 'eip155:1')).toEqual([ETH, USDC])
    expect(seen).toHaveLength(1)
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url.origin).toBe('https://rpc.example.test')
    expect(request?.url.pathname).toBe(`/v1/account/${ADDRESS}/balance`)
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ projectId: 'project-123', currency: 'usd', chainId: 'eip155:1' })
  })

  it('R-API-8: a trailing slash on the base URL is not doubled, and a currency given is the one asked for', async () => {
    const { seen, api } = apiAnswering({ balances: [] }, { baseUrl: 'https://rpc.example.test/', currency: 'eur' })
    expect(await api.getBalances(ADDRESS, 'eip155:10')).toEqual([])
    expect(seen[0]?.url.href).toBe(`https://rpc.example.test/v1/account/${ADDRESS}/balance?projectId=project-123&currency=eur&chainId=eip155%3A10`)
  })

  it('R-API-8: a Solana address and network are asked for the same way', async () => {
    const { seen, api } = apiAnswering({ balances: [] })
    await api.getBalances('9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(seen[0]?.url.pathname).toBe('/v1/account/9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM/balance')
    expect(seen[0]?.url.searchParams.get('chainId')).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
  })

  it("R-ERR-3: a failed lookup is 'HTTP status code: N', with the status", async () => {
    const { api } = apiAnswering({ message: 'no such account' }, { status: 404 })
    const error = await rejection(api.getBalances(ADDRESS, 'eip155:1'))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(404)
    expect(error.message).toMatch(/^HTTP status code: 404/)
  })

  it.each([
    ['no balances at all', {}],
    ['a token without its quantity', { balances: [{ ...ETH, quantity: undefined }] }],
    ['a token whose price is a string', { balances: [{ ...ETH, price: '3000' }] }],
  ])("R-ERR-4: an answer with %s is refused: 'An error occurred'", async (_why, body) => {
    const { api } = apiAnswering(body)
    const error = await rejection(api.getBalances(ADDRESS, 'eip155:1'))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toMatch(/^An error occurred/)
  })
})

describe('history (SPEC §3 "Transaction (history)", R-API-11)', () => {
  it('R-API-11: GET {base}/v1/account/{address}/history?projectId=…&chainId=…, without a cursor on the first page', async () => {
    const { seen, api } = apiAnswering({ data: [TRANSACTION], next: 'page-2' })
    expect(await api.getHistory(ADDRESS, 'eip155:1', undefined)).toEqual({ data: [TRANSACTION], next: 'page-2' })
    const [request] = seen
    expect(request?.method).toBe('GET')
    expect(request?.url.origin).toBe('https://rpc.example.test')
    expect(request?.url.pathname).toBe(`/v1/account/${ADDRESS}/history`)
    expect(Object.fromEntries(request!.url.searchParams)).toEqual({ projectId: 'project-123', chainId: 'eip155:1' })
  })

  it('R-API-11: the next page is asked for with the cursor the previous one gave', async () => {
    const { seen, api } = apiAnswering({ data: [] })
    await api.getHistory(ADDRESS, 'eip155:1', 'page-2')
    expect(Object.fromEntries(seen[0]!.url.searchParams)).toEqual({ projectId: 'project-123', chainId: 'eip155:1', cursor: 'page-2' })
  })

  it.each([
    ['no next', { data: [] }],
    ['a null next', { data: [], next: null }],
  ])('R-API-11: the last page (%s) has no next cursor', async (_why, body) => {
    const { api } = apiAnswering(body)
    const page = await api.getHistory(ADDRESS, 'eip155:1', undefined)
    expect(page.data).toEqual([])
    expect(page.next).toBeUndefined()
  })

  it('SPEC §3: every listed field of a transaction and its transfers (fungible or NFT) reaches the caller', async () => {
    const { api } = apiAnswering({ data: [TRANSACTION] })
    const { data } = await api.getHistory(ADDRESS, 'eip155:1', undefined)
    expect(data[0]?.id).toBe('0xabc')
    expect(data[0]?.metadata).toEqual(TRANSACTION.metadata)
    expect(data[0]?.transfers[0]).toEqual(TRANSACTION.transfers[0])
    expect(data[0]?.transfers[1]).toEqual({ nft_info: { name: 'Badge #1' }, direction: 'in', quantity: { numeric: '1' } })
  })

  const transfer = TRANSACTION.transfers[0]!
  it.each([
    ['no data', { next: 'x' }],
    ['a transaction without an id', { data: [{ ...TRANSACTION, id: undefined }] }],
    ['a transaction without sentTo', { data: [{ ...TRANSACTION, metadata: { ...TRANSACTION.metadata, sentTo: undefined } }] }],
    ['a transfer without a quantity', { data: [{ ...TRANSACTION, transfers: [{ ...transfer, quantity: undefined }] }] }],
    ['a quantity without numeric', { data: [{ ...TRANSACTION, transfers: [{ ...transfer, quantity: { value: '0.1' } }] }] }],
    ['a fungible_info name that is a number', { data: [{ ...TRANSACTION, transfers: [{ ...transfer, fungible_info: { ...transfer.fungible_info, name: 5 } }] }] }],
    ['an icon url that is a number', { data: [{ ...TRANSACTION, transfers: [{ ...transfer, fungible_info: { ...transfer.fungible_info, icon: { url: 5 } } }] }] }],
    ['an nft_info name that is a number', { data: [{ ...TRANSACTION, transfers: [{ nft_info: { name: 5 }, quantity: { numeric: '1' } }] }] }],
  ])("R-ERR-4: a history answer with %s is refused: 'An error occurred'", async (_why, body) => {
    const { api } = apiAnswering(body)
    const error = await rejection(api.getHistory(ADDRESS, 'eip155:1', undefined))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toMatch(/^An error occurred/)
  })

  it("R-ERR-3: a failed history page is 'HTTP status code: N'", async () => {
    const { api } = apiAnswering({ message: 'bad cursor' }, { status: 400 })
    const error = await rejection(api.getHistory(ADDRESS, 'eip155:1', 'junk'))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(400)
    expect(error.message).toMatch(/^HTTP status code: 400/)
  })
})
