// The account's native balance read from the network's own RPC (SPEC §1 and R-PROD-4: balance on eip155 and
// solana; SPEC §7 RPC): eth_getBalance at 'latest' on EVM chains (a hex quantity), getBalance at commitment
// 'confirmed' on Solana (lamports in a context object), as an exact decimal string. A failed or malformed answer is
// a §8 error: 'HTTP status code: N' (R-ERR-3) or 'An error occurred' (R-ERR-4), naming the method that failed.
// A fake fetch records each request; expected methods, bodies and texts are written from the spec, not from src/.
import { describe, expect, it } from 'vitest'
import { fetchNativeBalance } from '../../../src/services/blockchain/nativeBalance'
import { latchRejection as rejection } from '../support/latchRejection'

const RPC_URL = 'https://rpc.example.test/v1/?chainId=eip155:1&projectId=project-123'
const EVM = 'eip155:1'
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

type Seen = { url: string; method: string | undefined; headers: Headers; body: unknown; signal: AbortSignal | null | undefined }

/** A fetch answering every request with `answer()`, recording what was asked (its body parsed from JSON). */
function fakeFetch(answer: () => Response) {
  const seen: Seen[] = []
  const fetch: typeof globalThis.fetch = async (input, init) => {
    seen.push({ url: String(input), method: init?.method, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown, signal: init?.signal })
    return answer()
  }
  return { seen, fetch }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })
const text = (body: string, status = 200) => new Response(body, { status })


describe('EVM: eth_getBalance (R-PROD-4)', () => {
  it("R-PROD-4: POSTs eth_getBalance(address, 'latest') as JSON-RPC 2.0 to the network's RPC URL", async () => {
    const { seen, fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: '0x14d1120d7b160000' }))
    const controller = new AbortController()
    await fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, 18, fetch, controller.signal)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe(RPC_URL)
    expect(seen[0]?.method).toBe('POST')
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(seen[0]?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [EVM_ADDRESS, 'latest'] })
    expect(seen[0]?.signal).toBe(controller.signal)
  })

  it.each([
    ['0x14d1120d7b160000', 18, '1.5'],
    ['0x1f', 0, '31'],
    ['0xDE0B6B3A7640000', 18, '1'],
    ['0x0', 18, '0'],
    ['0x1', 18, '0.000000000000000001'],
  ])('R-PROD-4: a hex quantity %s with %d decimals is the exact decimal %s', async (quantity, decimals, expected) => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: quantity }))
    expect(await fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, decimals, fetch)).toBe(expected)
  })

  it.each([
    ['junk before the quantity', 'x0x1f'],
    ['junk after the quantity', '0x1fzz'],
    ['no digits', '0x'],
    ['a decimal string', '31'],
    ['a number', 31],
    ['null', null],
  ])("R-ERR-4: a result with %s is refused: 'An error occurred: eth_getBalance answered an unexpected value'", async (_why, result) => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result }))
    const error = await rejection(fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, 18, fetch))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toBe('An error occurred: eth_getBalance answered an unexpected value')
  })
})

describe('Solana: getBalance (R-PROD-4)', () => {
  it("R-PROD-4: POSTs getBalance(address, { commitment: 'confirmed' }) as JSON-RPC 2.0", async () => {
    const { seen, fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: 1_500_000_000 } }))
    await fetchNativeBalance(RPC_URL, SOLANA, SOLANA_ADDRESS, 9, fetch)
    expect(seen).toHaveLength(1)
    expect(seen[0]?.url).toBe(RPC_URL)
    expect(seen[0]?.method).toBe('POST')
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
    expect(seen[0]?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [SOLANA_ADDRESS, { commitment: 'confirmed' }] })
  })

  it.each([
    [1_500_000_000, '1.5'],
    [0, '0'],
    [1, '0.000000001'],
  ])('R-PROD-4: %d lamports (9 decimals) is the exact decimal %s', async (lamports, expected) => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result: { context: { slot: 1 }, value: lamports } }))
    expect(await fetchNativeBalance(RPC_URL, SOLANA, SOLANA_ADDRESS, 9, fetch)).toBe(expected)
  })

  it.each([
    ['a bare number, not a context object', 1_500_000_000],
    ['no value', { context: { slot: 1 } }],
    ['a negative value', { value: -1 }],
    ['a fractional value', { value: 1.5 }],
    ['a string value', { value: '1500000000' }],
  ])("R-ERR-4: a result with %s is refused: 'An error occurred: getBalance answered an unexpected value'", async (_why, result) => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, result }))
    const error = await rejection(fetchNativeBalance(RPC_URL, SOLANA, SOLANA_ADDRESS, 9, fetch))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toBe('An error occurred: getBalance answered an unexpected value')
  })

  it("R-ERR-4: a Solana node's JSON-RPC error is 'An error occurred: getBalance failed'", async () => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'Invalid param: WrongSize' } }))
    const error = await rejection(fetchNativeBalance(RPC_URL, SOLANA, SOLANA_ADDRESS, 9, fetch))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toBe('An error occurred: getBalance failed')
  })
})

describe('failed answers (R-ERR-3, R-ERR-4)', () => {
  it.each([
    [404, 'Not Found'],
    [503, 'Service Unavailable'],
    [429, '{"jsonrpc":"2.0","id":1,"result":"0x1"}'],
  ])("R-ERR-3: a %d answer is 'HTTP status code: N', with the status, whatever its body", async (status, body) => {
    const { seen, fetch } = fakeFetch(() => text(body, status))
    const error = await rejection(fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, 18, fetch))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(status)
    expect(error.message).toBe(`HTTP status code: ${status}`)
    expect(seen).toHaveLength(1)
  })

  it("R-ERR-4: the node's JSON-RPC error is 'An error occurred: eth_getBalance failed'", async () => {
    const { fetch } = fakeFetch(() => json({ jsonrpc: '2.0', id: 1, error: { code: -32602, message: 'invalid address' } }))
    const error = await rejection(fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, 18, fetch))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toBe('An error occurred: eth_getBalance failed')
  })

  it.each([
    ['text that is not JSON', () => text('<html>gateway</html>')],
    ['JSON with neither result nor error', () => json({ jsonrpc: '2.0', id: 1 })],
    ['an error without a message', () => json({ jsonrpc: '2.0', id: 1, error: { code: -32000 } })],
    ['a bare JSON string', () => json('0x1')],
    ['JSON null', () => json(null)],
    ['both a balance and an error', () => json({ jsonrpc: '2.0', id: 1, result: '0x10', error: { code: -32000, message: 'boom' } })],
  ])("R-ERR-4: %s is 'An error occurred: eth_getBalance failed'", async (_why, answer) => {
    const { fetch } = fakeFetch(answer)
    const error = await rejection(fetchNativeBalance(RPC_URL, EVM, EVM_ADDRESS, 18, fetch))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toBe('An error occurred: eth_getBalance failed')
  })
})
