// Issue 34: the fault proxy in front of each local chain (devstack/chain/faultProxy.ts). It must be invisible until a
// test asks for a fault — anvil's status, body and content-type handed back as they came — and then fail the way a
// real RPC does (dropped, slow, an error status) without touching anvil. The upstream is a tiny fake JSON-RPC server
// on a real socket rather than anvil: it records what reached it, and the file runs in milliseconds instead of
// waiting on a binary; the one test of startProxiedChain spawns a fake anvil (LATCH_ANVIL_BIN), as chainReadiness does.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startChainProxy, startProxiedChain, type ChainProxy } from '../../../devstack/chain/faultProxy'
import { fakeAnvils } from './fakeAnvil'

type Received = { method: string; path: string; contentType: string | undefined; body: string }

/** A fake anvil: answers eth_chainId (and echoes batches), 415 for a body that is not application/json, as anvil does. */
async function fakeUpstream(): Promise<{ url: string; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = []
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8')
      received.push({ method: req.method ?? '', path: req.url ?? '', contentType: req.headers['content-type'], body })
      if (!/^application\/json/.test(req.headers['content-type'] ?? '')) return res.writeHead(415, { 'content-type': 'text/plain; charset=utf-8' }).end('Expected request with `Content-Type: application/json`')
      const parsed = JSON.parse(body) as { id: number } | { id: number }[]
      const answer = (call: { id: number }) => ({ jsonrpc: '2.0', id: call.id, result: '0x7a69' })
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(Array.isArray(parsed) ? parsed.map(answer) : answer(parsed)))
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    received,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}

const rpc = (url: string, body: unknown, contentType = 'application/json') => fetch(url, { method: 'POST', headers: { 'content-type': contentType }, body: JSON.stringify(body) })
const CHAIN_ID = { jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }
const addFault = (url: string, fault: object) => rpc(`${url}/__faults`, fault)

describe('the chain fault proxy', () => {
  let upstream: Awaited<ReturnType<typeof fakeUpstream>>
  let proxy: ChainProxy
  beforeAll(async () => {
    upstream = await fakeUpstream()
    proxy = await startChainProxy({ host: '127.0.0.1', port: 0, upstreamUrl: upstream.url, label: 'chain A' })
  })
  afterAll(async () => {
    await proxy.close()
    await upstream.close()
  })
  afterEach(() => {
    proxy.faults.clear()
    upstream.received.length = 0
  })

  it('forwards a JSON-RPC POST as it came and answers with the upstream answer', async () => {
    const answer = await rpc(proxy.url, CHAIN_ID)
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('application/json')
    expect(await answer.json()).toEqual({ jsonrpc: '2.0', id: 1, result: '0x7a69' })
    expect(upstream.received).toEqual([{ method: 'POST', path: '/', contentType: 'application/json', body: JSON.stringify(CHAIN_ID) }])
  })

  it('forwards batches, and hands back an upstream refusal with its own status and content-type', async () => {
    const batch = await rpc(proxy.url, [CHAIN_ID, { ...CHAIN_ID, id: 2 }])
    expect(await batch.json()).toEqual([
      { jsonrpc: '2.0', id: 1, result: '0x7a69' },
      { jsonrpc: '2.0', id: 2, result: '0x7a69' },
    ])
    const refused = await rpc(proxy.url, CHAIN_ID, 'text/plain')
    expect([refused.status, refused.headers.get('content-type'), await refused.text()]).toEqual([415, 'text/plain; charset=utf-8', 'Expected request with `Content-Type: application/json`'])
  })

  it('lets a page on any origin call the chain (CORS *)', async () => {
    const preflight = await fetch(proxy.url, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect((await rpc(proxy.url, CHAIN_ID)).headers.get('access-control-allow-origin')).toBe('*')
  })

  it("down: the connection drops with nothing reaching anvil; DELETE /__faults and the chain answers again", async () => {
    expect((await addFault(proxy.url, { route: '*', mode: 'down' })).status).toBe(201)
    await expect(rpc(proxy.url, CHAIN_ID)).rejects.toThrow(TypeError)
    await expect(rpc(proxy.url, CHAIN_ID)).rejects.toThrow(TypeError)
    expect(upstream.received).toEqual([])
    expect(await (await fetch(`${proxy.url}/__faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
    expect(await (await rpc(proxy.url, CHAIN_ID)).json()).toMatchObject({ result: '0x7a69' })
  })

  it("slow: anvil's own answer, after the delay", async () => {
    await addFault(proxy.url, { route: '*', mode: 'slow', delayMs: 80, times: 1 })
    const started = performance.now()
    expect(await (await rpc(proxy.url, CHAIN_ID)).json()).toMatchObject({ result: '0x7a69' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(75)
    expect(upstream.received).toHaveLength(1)
  })

  it('status: the error status with its { message }, anvil untouched, until cleared', async () => {
    await addFault(proxy.url, { route: '*', mode: 'status', status: 503, message: 'Service Unavailable' })
    const refused = await rpc(proxy.url, CHAIN_ID)
    expect([refused.status, await refused.json()]).toEqual([503, { message: 'Service Unavailable' }])
    expect(upstream.received).toEqual([])
    await fetch(`${proxy.url}/__faults`, { method: 'DELETE' })
    expect((await rpc(proxy.url, CHAIN_ID)).status).toBe(200)
  })

  it('a body over 2 MiB is a 413 that never reaches anvil', async () => {
    const answer = await fetch(proxy.url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: 'x'.repeat(2 * 1024 * 1024 + 1) })
    expect(answer.status).toBe(413)
    expect(upstream.received).toEqual([])
  })

  it('an upstream that does not answer is a 502 naming the chain', async () => {
    const gone = await startChainProxy({ host: '127.0.0.1', port: 0, upstreamUrl: 'http://127.0.0.1:9', label: 'chain B' })
    try {
      const answer = await rpc(gone.url, CHAIN_ID)
      expect(answer.status).toBe(502)
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/^chain B \(anvil\) at http:\/\/127\.0\.0\.1:9 did not answer/) })
    } finally {
      await gone.close()
    }
  })

  it('a port already taken is said plainly', async () => {
    await expect(startChainProxy({ host: '127.0.0.1', port: proxy.port, upstreamUrl: upstream.url, label: 'chain A' })).rejects.toThrow(`chain A (fault proxy): port ${proxy.port} on 127.0.0.1 is already in use`)
  })
})

describe('startProxiedChain', () => {
  const anvils = fakeAnvils()
  const binary = anvils.binary()
  afterEach(() => {
    delete process.env.LATCH_ANVIL_BIN
  })
  afterAll(() => anvils.remove())

  it('gives the proxy as the chain URL, anvil on another port behind it, and closes both', async () => {
    process.env.LATCH_ANVIL_BIN = binary
    const chain = await startProxiedChain({ port: 0, chainId: 31338, label: 'chain B' })
    try {
      expect(chain.url).not.toBe(chain.anvilUrl)
      expect(await (await rpc(chain.url, CHAIN_ID)).json()).toMatchObject({ result: '0x7a6a' })
      await addFault(chain.url, { route: '*', mode: 'status', status: 503 })
      expect((await rpc(chain.url, CHAIN_ID)).status).toBe(503)
      expect((await rpc(chain.anvilUrl, CHAIN_ID)).status).toBe(200)
    } finally {
      await chain.close()
    }
    await expect(rpc(chain.url, CHAIN_ID)).rejects.toThrow()
    await expect(rpc(chain.anvilUrl, CHAIN_ID)).rejects.toThrow()
  })

  it('refuses a taken port before spawning anvil', async () => {
    process.env.LATCH_ANVIL_BIN = join(tmpdir(), 'latch-never-run-anvil')
    const taken = await startChainProxy({ host: '127.0.0.1', port: 0, upstreamUrl: 'http://127.0.0.1:9' })
    try {
      await expect(startProxiedChain({ port: taken.port, label: 'chain A' })).rejects.toThrow(`chain A (fault proxy): port ${taken.port} on 127.0.0.1 is already in use`)
    } finally {
      await taken.close()
    }
  })
})
