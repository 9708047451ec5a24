// SPEC §6 through Latch's provider, against a fake fetch that records each request: what a safe read sends to the
// network's RPC, and every way it can fail before or after the node answers, each with its §8 text (R-ERR-3
// 'HTTP status code: N', R-ERR-4 'Network not found' and 'An error occurred'); a refused call names its method
// (R-PERM-4). The same routing against a real node is in rpcRouter.test.ts.
import { describe, expect, it } from 'vitest'
import { LatchError } from '../../../src/core/errors'
import { createRpcRouter, type RpcRequest } from '../../../src/services/rpc/rpcRouter'

const RPC_URL = 'https://rpc.example.test/v1/?chainId=eip155:1&projectId=project-123'

type Seen = { url: string; method: string | undefined; headers: Headers; body: unknown }

function routerAnswering(answer: () => Response, options: { rpcUrl?: string | undefined; wallet?: (request: RpcRequest) => Promise<unknown> } = { rpcUrl: RPC_URL }) {
  const seen: Seen[] = []
  const walletAsked: RpcRequest[] = []
  const routed = createRpcRouter({
    rpcUrl: () => options.rpcUrl,
    wallet: () =>
      options.wallet &&
      ((request) => {
        walletAsked.push(request)
        return options.wallet!(request)
      }),
    fetch: async (input, init) => {
      seen.push({ url: String(input), method: init?.method, headers: new Headers(init?.headers), body: JSON.parse(String(init?.body)) as unknown })
      return answer()
    },
  })
  return { routed, seen, walletAsked }
}

const json = (body: unknown, status = 200) => new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('resolved, expected a rejection')
}

async function latchRejection(promise: Promise<unknown>): Promise<LatchError> {
  const error = await rejection(promise)
  expect(error).toBeInstanceOf(LatchError)
  return error as LatchError
}

describe('a safe read through the network RPC (R-PERM-3)', () => {
  it('R-PERM-3: POSTs the method and its params as JSON-RPC 2.0 to the active network\'s RPC URL and answers its result', async () => {
    const { routed, seen } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, result: '0x10' }))
    expect(await routed.request({ method: 'eth_getBalance', params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'] })).toBe('0x10')
    expect(seen).toEqual([
      {
        url: RPC_URL,
        method: 'POST',
        headers: expect.any(Headers) as unknown as Headers,
        body: { jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', 'latest'] },
      },
    ])
    expect(seen[0]?.headers.get('content-type')).toBe('application/json')
  })

  it('R-PERM-3: a read without params sends an empty list; a null result is an answer', async () => {
    const { routed, seen } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, result: null }))
    expect(await routed.request({ method: 'eth_getTransactionReceipt' })).toBeNull()
    expect(seen[0]?.body).toEqual({ jsonrpc: '2.0', id: 1, method: 'eth_getTransactionReceipt', params: [] })
  })

  it("R-ERR-4: with no RPC URL for the network, 'Network not found', and nothing is sent", async () => {
    const { routed, seen } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, result: '0x1' }), { rpcUrl: undefined })
    const error = await latchRejection(routed.request({ method: 'eth_chainId' }))
    expect(error.code).toBe('NETWORK_NOT_FOUND_THROWN')
    expect(error.message).toBe('Network not found')
    expect(seen).toEqual([])
  })

  it.each([
    [404, 'Not Found'],
    [502, JSON.stringify({ jsonrpc: '2.0', id: 1, result: '0x1' })],
  ])("R-ERR-3: a %d answer is 'HTTP status code: N', with the status, whatever its body", async (status, body) => {
    const { routed } = routerAnswering(() => new Response(body, { status }))
    const error = await latchRejection(routed.request({ method: 'eth_blockNumber' }))
    expect(error.code).toBe('HTTP_STATUS')
    expect(error.status).toBe(status)
    expect(error.message).toBe(`HTTP status code: ${status}`)
  })

  it.each([
    ['text that is not JSON', () => new Response('<html>bad gateway</html>', { status: 200 })],
    ['JSON with neither result nor error', () => json({ jsonrpc: '2.0', id: 1 })],
    ['an error without a numeric code', () => json({ jsonrpc: '2.0', id: 1, error: { message: 'boom' } })],
    ['an error without a message', () => json({ jsonrpc: '2.0', id: 1, error: { code: -32000 } })],
    ['JSON null', () => json(null)],
    // JSON-RPC 2.0 §5: never both; the result must not pass with its error dropped.
    ['both a result and an error', () => json({ jsonrpc: '2.0', id: 1, result: '0x10', error: { code: -32000, message: 'boom' } })],
  ])("R-ERR-4: %s is refused: 'An error occurred', naming the method", async (_why, answer) => {
    const { routed } = routerAnswering(answer)
    const error = await latchRejection(routed.request({ method: 'eth_blockNumber' }))
    expect(error.code).toBe('AN_ERROR_OCCURRED')
    expect(error.message).toMatch(/^An error occurred: /)
    expect(error.detail).toContain('eth_blockNumber')
  })

  it("the node's own JSON-RPC error reaches the caller as it is (code, message and data)", async () => {
    const nodeError = { code: -32602, message: 'invalid argument 0', data: { why: 'hex' } }
    const { routed } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, error: nodeError }))
    expect(await rejection(routed.request({ method: 'eth_getBalance', params: ['0x12', 'latest'] }))).toEqual(nodeError)
  })
})

describe('refused and wallet routes (R-PERM-3, R-PERM-4)', () => {
  it.each(['eth_sign', 'eth_signTransaction', 'anvil_mine', 'wallet_switchEthereumChain'])(
    "R-PERM-4: %s is refused with 'Requested RPC call is not allowed', naming the method, before anything is sent",
    async (method) => {
      const { routed, seen, walletAsked } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, result: '0x1' }), { rpcUrl: RPC_URL, wallet: async () => 'never' })
      const error = await latchRejection(routed.request({ method, params: [] }))
      expect(error.code).toBe('RPC_CALL_NOT_ALLOWED')
      expect(error.detail).toBe(method)
      expect(error.message).toBe(`Requested RPC call is not allowed: ${method}`)
      expect(seen).toEqual([])
      expect(walletAsked).toEqual([])
    },
  )

  it.each(['eth_accounts', 'wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus', 'personal_sign', 'eth_sendTransaction', 'solana_signTransaction'])(
    'R-PERM-3: %s goes to the wallet, never to the network RPC',
    async (method) => {
      const { routed, seen, walletAsked } = routerAnswering(() => json({ jsonrpc: '2.0', id: 1, result: 'from rpc' }), { rpcUrl: RPC_URL, wallet: async () => 'from wallet' })
      expect(await routed.request({ method, params: ['x'] })).toBe('from wallet')
      expect(walletAsked).toEqual([{ method, params: ['x'] }])
      expect(seen).toEqual([])
    },
  )
})
