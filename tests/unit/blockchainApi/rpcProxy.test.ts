// The blockchain API's RPC proxy in SPEC §7's shape, {url}/v1/?chainId=<CAIP-2>&projectId=…: JSON-RPC reaches the
// node of the chain the query names (chain ids are the nodes' own answers), a non-EVM entry is proxied too, and what
// is not a request for a known chain is refused before any node sees it.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBlockchainApi } from '../../../devstack/blockchainApi'
import { startLocalBlockchainApi, type LocalBlockchainApi } from './localBlockchainApi'

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

async function post(url: string, body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) {
  const response = await fetch(url, { method: 'POST', headers, body })
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

describe('the RPC proxy', () => {
  let local: LocalBlockchainApi
  // A JSON-RPC node of another namespace (what devstack/solana serves), answering getHealth as Solana nodes do.
  let solanaNode: Server
  let seen: unknown[]

  beforeAll(async () => {
    seen = []
    solanaNode = createServer((req, res) => {
      let text = ''
      req.on('data', (chunk: Buffer) => (text += chunk.toString()))
      req.on('end', () => {
        const request = JSON.parse(text) as { id: number; method: string }
        seen.push(request)
        res.writeHead(200, { 'content-type': 'application/json' })
        res.end(JSON.stringify({ jsonrpc: '2.0', id: request.id, result: request.method === 'getHealth' ? 'ok' : null }))
      })
    })
    await new Promise<void>((resolve) => solanaNode.listen(0, '127.0.0.1', resolve))
    local = await startLocalBlockchainApi({ [SOLANA]: `http://127.0.0.1:${(solanaNode.address() as AddressInfo).port}` })
  })
  afterAll(async () => {
    await local.close()
    await new Promise((resolve) => solanaNode.close(resolve))
  })

  const rpcUrl = (chainId: string) => `${local.api.url}/v1/?chainId=${encodeURIComponent(chainId)}&projectId=latch-local`

  it('forwards to the node the chainId names, and passes its answer back untouched', async () => {
    const call = JSON.stringify({ jsonrpc: '2.0', id: 7, method: 'eth_chainId', params: [] })
    expect(await post(rpcUrl('eip155:31337'), call)).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a69' } })
    expect(await post(rpcUrl('eip155:31338'), call)).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 7, result: '0x7a6a' } })
    // /v1 without the slash, a text/plain body (no CORS preflight) and an unencoded chainId work too.
    const plain = await post(`${local.api.url}/v1?chainId=eip155:31338&projectId=`, call, { 'content-type': 'text/plain' })
    expect(plain.body).toMatchObject({ result: '0x7a6a' })
  })

  it('forwards batches and the node’s own errors', async () => {
    const response = await fetch(rpcUrl('eip155:31337'), {
      method: 'POST',
      body: JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'net_version' },
        { jsonrpc: '2.0', id: 2, method: 'eth_getBalance', params: ['not an address', 'latest'] },
      ]),
    })
    expect(response.status).toBe(200)
    const answers = (await response.json()) as { id: number; result?: unknown; error?: { code: number } }[]
    expect(answers.find((answer) => answer.id === 1)?.result).toBe('31337')
    expect(answers.find((answer) => answer.id === 2)?.error?.code).toBe(-32602)
  })

  describe('on an EVM chain, only SPEC §6’s safe methods reach the node (R-PERM-4)', () => {
    const refusal = (id: number | null, method: string) => ({ jsonrpc: '2.0', id, error: { code: -32601, message: 'Requested RPC call is not allowed', data: { method } } })

    it.each(['anvil_setBalance', 'anvil_mine', 'evm_snapshot', 'hardhat_impersonateAccount', 'debug_traceTransaction', 'eth_sendTransaction', 'personal_sign', 'eth_noSuchMethod'])(
      'refuses %s with 400 and a JSON-RPC error, keeping the id',
      async (method) => {
        expect(await post(rpcUrl('eip155:31337'), JSON.stringify({ jsonrpc: '2.0', id: 4, method, params: [] }))).toEqual({ status: 400, body: refusal(4, method) })
      },
    )

    it('does not move the chain when asked to: the dev key’s balance is as it was', async () => {
      const read = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_getBalance', params: [local.chains.a.accounts[3]!.address, 'latest'] })
      const before = await post(rpcUrl('eip155:31337'), read)
      const set = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'anvil_setBalance', params: [local.chains.a.accounts[3]!.address, '0x1'] })
      expect((await post(rpcUrl('eip155:31337'), set)).status).toBe(400)
      expect(await post(rpcUrl('eip155:31337'), read)).toEqual(before)
    })

    it('answers a batch’s safe elements from the node and its refused ones with their own errors; a notification gets none', async () => {
      const response = await fetch(rpcUrl('eip155:31337'), {
        method: 'POST',
        body: JSON.stringify([
          { jsonrpc: '2.0', id: 1, method: 'eth_chainId' },
          { jsonrpc: '2.0', id: 2, method: 'anvil_mine', params: [] },
          { jsonrpc: '2.0', method: 'evm_mine' },
          { jsonrpc: '2.0', id: 3, method: 'net_version' },
        ]),
      })
      expect(response.status).toBe(200)
      const answers = (await response.json()) as { id: number }[]
      expect([...answers].sort((a, b) => a.id - b.id)).toEqual([{ jsonrpc: '2.0', id: 1, result: '0x7a69' }, refusal(2, 'anvil_mine'), { jsonrpc: '2.0', id: 3, result: '31337' }])
    })

    it('refuses a batch of refused methods only with 400, without asking the node', async () => {
      const body = JSON.stringify([
        { jsonrpc: '2.0', id: 1, method: 'anvil_setBalance', params: [] },
        { jsonrpc: '2.0', id: 'b', method: 'debug_traceCall', params: [] },
      ])
      expect(await post(rpcUrl('eip155:31338'), body)).toEqual({ status: 400, body: [refusal(1, 'anvil_setBalance'), { ...refusal(null, 'debug_traceCall'), id: 'b' }] })
    })
  })

  it('proxies a non-EVM entry of the chain map to its own node', async () => {
    expect(await post(rpcUrl(SOLANA), JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'getHealth' }))).toEqual({ status: 200, body: { jsonrpc: '2.0', id: 3, result: 'ok' } })
    expect(seen).toEqual([{ jsonrpc: '2.0', id: 3, method: 'getHealth' }])
  })

  it('answers 400 with a JSON error for an unknown, malformed or missing chainId, and for a missing projectId', async () => {
    const call = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId' })
    const unknown = await post(rpcUrl('eip155:1'), call)
    expect(unknown.status).toBe(400)
    expect(String(unknown.body.message)).toMatch(/^Unsupported chainId eip155:1: this devstack serves eip155:31337, eip155:31338, solana:/)
    expect((await post(rpcUrl('31337'), call)).status).toBe(400)
    expect((await post(`${local.api.url}/v1/?projectId=x`, call)).body.message).toMatch(/^chainId: /)
    expect((await post(`${local.api.url}/v1/?chainId=eip155:31337`, call)).body.message).toMatch(/^projectId: /)
  })

  it('refuses a body that is not JSON (-32700) or not a JSON-RPC request (-32600) with 400, keeping the id', async () => {
    expect(await post(rpcUrl('eip155:31337'), '{"jsonrpc": "2.0", "id": 1, "method": ')).toEqual({ status: 400, body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error: the body is not JSON' } } })
    const noMethod = await post(rpcUrl('eip155:31337'), JSON.stringify({ jsonrpc: '2.0', id: 9, params: [] }))
    expect(noMethod.status).toBe(400)
    expect(noMethod.body).toMatchObject({ id: 9, error: { code: -32600 } })
    expect((await post(rpcUrl('eip155:31337'), JSON.stringify({ jsonrpc: '1.0', id: 1, method: 'eth_chainId' }))).status).toBe(400)
    expect((await post(rpcUrl('eip155:31337'), '[]')).status).toBe(400)
    expect((await post(rpcUrl('eip155:31337'), '"eth_chainId"')).status).toBe(400)
  })

  it('is JSON-RPC over POST only, and answers CORS preflights for any origin', async () => {
    expect((await fetch(rpcUrl('eip155:31337'))).status).toBe(405)
    const preflight = await fetch(rpcUrl('eip155:31337'), { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST' } })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-headers')).toMatch(/content-type/)
  })
})

describe('startBlockchainApi', () => {
  it('listens on loopback only, and refuses a node that is not the chain its key names', async () => {
    await expect(startBlockchainApi({ host: '0.0.0.0', chains: {} })).rejects.toThrow(/loopback only/)
    await expect(startBlockchainApi({ chains: { 'not a chain id': 'http://127.0.0.1:1' } })).rejects.toThrow(/CAIP-2/)
    await expect(startBlockchainApi({ chains: { 'eip155:31337': 'http://127.0.0.1:1' } })).rejects.toThrow(/did not answer eth_chainId/)
  })
})
