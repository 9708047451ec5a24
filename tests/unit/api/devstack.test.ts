// The provider API devstack itself: the parts of its contract the client tests do not reach (R-API-1 400s, CORS,
// the fault switch's own API, the event sink's HTML view and file persistence, the /inspect relay, loopback only).
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { startProviderApi } from '../../../devstack/providerApi'
import { uniqueProjectId, useProviderApiServer } from './testServer'

const server = useProviderApiServer()
const IDENTITY = 'projectId=p&st=appkit&sv=1'

function event(name: string) {
  return { eventId: crypto.randomUUID(), url: 'http://127.0.0.1/', domain: '127.0.0.1', timestamp: 1, props: { type: 'track', event: name } }
}

function postEvent(base: string, body: unknown, query = IDENTITY, headers: Record<string, string> = {}) {
  return fetch(`${base}/e?${query}`, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
}

describe('provider API devstack', () => {
  it('GET /__health answers { ok: true }', async () => {
    const response = await server.admin('/__health')
    expect(await response.json()).toEqual({ ok: true })
  })

  it.each(['/getWallets?page=1&entries=1', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig', '/getWalletImage/x', '/public/getAssetImage/eip155:1'])(
    'R-API-1: %s without projectId, st or sv is a 400',
    async (path) => {
      const separator = path.includes('?') ? '&' : '?'
      for (const query of ['', 'projectId=p&st=appkit', 'projectId=p&sv=1', 'st=appkit&sv=1', 'projectId=p&st=&sv=1']) {
        const response = await server.admin(`${path}${query ? separator + query : ''}`)
        expect(response.status, `${path} ${query}`).toBe(400)
      }
      expect((await server.admin(`${path}${separator}${IDENTITY}`)).status).not.toBe(400)
      // No project id is needed locally: an empty one is still an identity.
      expect((await server.admin(`${path}${separator}projectId=&st=appkit&sv=1`)).status).not.toBe(400)
    },
  )

  it('R-API-1: POST /e without projectId, st, sv is a 400', async () => {
    expect((await postEvent(server.url, event('A'), 'projectId=p')).status).toBe(400)
  })

  it('POST /e refuses a body that is not an event', async () => {
    const response = await postEvent(server.url, { eventId: 'x' })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toMatch(/invalid event/)
  })

  it('R-PERM-2: POST /e from an origin outside the allow-list is a 403 with the cloud message; no Origin is allowed', async () => {
    const denied = await postEvent(server.url, event('A'), IDENTITY, { origin: 'https://evil.test' })
    expect(denied.status).toBe(403)
    expect(await denied.json()).toEqual({ message: 'Unauthorized: origin not allowed' })
    expect((await postEvent(server.url, event('A'))).status).toBe(202)
  })

  it('the allow-list can be replaced for a test and reset', async () => {
    await server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ allowedOrigins: ['https://only.test'] }) })
    expect((await postEvent(server.url, event('A'), IDENTITY, { origin: 'http://127.0.0.1:5173' })).status).toBe(403)
    expect((await postEvent(server.url, event('A'), IDENTITY, { origin: 'https://only.test' })).status).toBe(202)
    await server.admin('/__admin/project', { method: 'DELETE' })
    expect((await postEvent(server.url, event('A'), IDENTITY, { origin: 'http://127.0.0.1:5173' })).status).toBe(202)
  })

  it('answers CORS preflights and sets CORS headers for any origin, errors included', async () => {
    const preflight = await fetch(`${server.url}/e?${IDENTITY}`, {
      method: 'OPTIONS',
      headers: { origin: 'https://any.test', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    expect(preflight.headers.get('access-control-allow-methods')).toContain('POST')
    expect(preflight.headers.get('access-control-allow-headers')).toContain('content-type')
    const error = await server.admin('/getWallets')
    expect(error.status).toBe(400)
    expect(error.headers.get('access-control-allow-origin')).toBe('*')
  })

  it('unknown paths are 404 and wrong methods 405', async () => {
    expect((await server.admin('/nope')).status).toBe(404)
    expect((await server.admin(`/getWallets?${IDENTITY}&page=1&entries=1`, { method: 'POST' })).status).toBe(405)
    expect((await server.admin(`/e?${IDENTITY}`)).status).toBe(405)
  })

  it('faults: listed, counted down by times, cleared; the admin routes are never faulted', async () => {
    await server.fault({ route: '*', mode: 'status', status: 500, times: 2 })
    const [listed] = await server.faults()
    expect(listed).toMatchObject({ route: '*', mode: 'status', status: 500, times: 2, hits: 0 })
    expect((await server.admin(`/appkit/v1/config?${IDENTITY}`)).status).toBe(500)
    expect((await server.admin('/__faults')).status).toBe(200)
    expect((await server.admin('/__health')).status).toBe(200) // '*' means API routes, not /__ ones
    expect((await server.admin(`/getAnalyticsConfig?${IDENTITY}`)).status).toBe(500)
    expect((await server.admin(`/getAnalyticsConfig?${IDENTITY}`)).status).toBe(200)
    expect(await server.faults()).toEqual([])
    await server.fault({ route: '/public/', mode: 'status', status: 503 })
    await server.fault({ route: '/getWallets', mode: 'wrong-shape' })
    expect((await server.admin(`/public/getTokenImage/ETH?${IDENTITY}`)).status).toBe(503)
    expect((await server.admin(`/getWalletImage/x?${IDENTITY}`)).status).toBe(404) // not under /public/
    expect(await (await server.admin(`/getWallets?${IDENTITY}&page=1&entries=1`)).json()).toMatchObject({ malformed: true })
    expect(await (await server.admin('/__faults', { method: 'DELETE' })).json()).toEqual({ cleared: 2 })
  })

  it('faults: a bad fault definition is a 400', async () => {
    const response = await server.admin('/__faults', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ route: '', mode: 'status', status: 99 }) })
    expect(response.status).toBe(400)
  })

  it('GET /__events lists stored events; DELETE /__events clears them', async () => {
    const projectId = uniqueProjectId()
    await postEvent(server.url, event('LISTED'), `projectId=${projectId}&st=appkit&sv=1`)
    expect((await server.events(projectId)).map((stored) => stored.event)).toEqual(['LISTED'])
    await server.admin('/__events', { method: 'DELETE' })
    expect(await server.events()).toEqual([])
  })

  it('GET /__events.html shows the events in a table with every value escaped', async () => {
    const projectId = uniqueProjectId()
    const hostile = { ...event('<script>alert(1)</script>'), url: '"><img src=x onerror=alert(1)>', props: { type: 'track', event: '<script>alert(1)</script>', note: "it's <b>" } }
    expect((await postEvent(server.url, hostile, `projectId=${projectId}&st=appkit&sv=1`)).status).toBe(202)
    const response = await server.admin('/__events.html')
    expect(response.headers.get('content-type')).toMatch(/^text\/html/)
    const html = await response.text()
    expect(html).toContain('<table>')
    expect(html).toContain(projectId)
    expect(html).not.toContain('<script>')
    expect(html).not.toContain('<img')
    expect(html).not.toContain('<b>')
    expect(html).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
  })

  it('persists the event sink to a SQLite file and reads it back on the next start', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'latch-events-'))
    const file = join(dir, 'nested', 'events.sqlite')
    try {
      const first = await startProviderApi({ eventsFile: file })
      await postEvent(first.url, event('KEPT'))
      await first.close()
      const second = await startProviderApi({ eventsFile: file })
      const events = (await (await fetch(`${second.url}/__events`)).json()) as { event: string }[]
      await second.close()
      expect(events.map((stored) => stored.event)).toEqual(['KEPT'])
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })

  it('extra wallets (the devstack test wallet page) rank first and have images', async () => {
    const extra = {
      id: 'e'.repeat(64), name: 'Latch Test Wallet', image_id: 'test-wallet-image', rdns: 'dev.latch.testwallet', chains: ['eip155:31337'],
      mobile_link: null, desktop_link: null, webapp_link: 'http://127.0.0.1:5180/', badge_type: 'none' as const,
    }
    const withExtra = await startProviderApi({ extraWallets: [extra] })
    try {
      const response = await fetch(`${withExtra.url}/getWallets?${IDENTITY}&page=1&entries=2`)
      const body = (await response.json()) as { data: { name: string }[]; count: number }
      expect(body.data.map((wallet) => wallet.name)).toEqual(['Latch Test Wallet', 'MetaMask'])
      expect((await fetch(`${withExtra.url}/getWalletImage/test-wallet-image?${IDENTITY}`)).status).toBe(200)
    } finally {
      await withExtra.close()
    }
  })

  it('listens on loopback only', async () => {
    await expect(startProviderApi({ host: '0.0.0.0' })).rejects.toThrow(/loopback/)
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
  })
})

describe('/inspect relay', () => {
  function connect(): Promise<{ socket: WebSocket; messages: string[] }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${server.url.replace('http', 'ws')}/inspect`)
      const messages: string[] = []
      socket.on('message', (data, isBinary) => {
        if (!isBinary) messages.push(data.toString())
      })
      socket.once('open', () => resolve({ socket, messages }))
      socket.once('error', reject)
    })
  }

  async function until(check: () => boolean): Promise<void> {
    for (let tries = 0; tries < 100 && !check(); tries += 1) await new Promise((resolve) => setTimeout(resolve, 10))
  }

  it('relays each text message from one client to every other client, not back to the sender, and replays to late joiners', async () => {
    const app = await connect()
    const inspector = await connect()
    const message = JSON.stringify({ type: '@xstate.snapshot', sessionId: 'x:0', snapshot: { value: 'closed' } })
    app.socket.send(message)
    await until(() => inspector.messages.length > 0)
    expect(inspector.messages).toEqual([message])
    expect(app.messages).toEqual([])

    const late = await connect()
    await until(() => late.messages.length > 0)
    expect(late.messages).toContain(message)
    for (const client of [app, inspector, late]) client.socket.close()
  })

  it('refuses WebSocket upgrades on other paths', async () => {
    const socket = new WebSocket(`${server.url.replace('http', 'ws')}/other`)
    await expect(new Promise((resolve, reject) => {
      socket.once('open', resolve)
      socket.once('error', reject)
    })).rejects.toThrow()
  })
})
