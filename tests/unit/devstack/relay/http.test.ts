// The relay's plain HTTP side, on the devstack's shared base (issue 34): GET /health, 426 for a request that should
// have been a WebSocket, the relay's own fault switch at /__faults/relay (the same switch as startRelay().faults),
// DELETE /__faults clearing it with the HTTP faults, and the HTTP fault switch leaving WebSocket upgrades alone.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { startRelay, type Relay } from '../../../../devstack/relay'
import { attempt, connectRaw } from './rawClient'
import { newClientKey, relayJwt } from './relayJwt'

let relay: Relay
let http: string

const connectAttempt = () => attempt(relay.url, { auth: relayJwt(newClientKey(), relay.url), useOnCloseEvent: true })
const send = (path: string, method: 'GET' | 'POST' | 'DELETE' = 'GET', body?: unknown, headers: Record<string, string> = {}) =>
  fetch(`${http}${path}`, { method, headers: { 'content-type': 'application/json', ...headers }, ...(body === undefined ? {} : { body: typeof body === 'string' ? body : JSON.stringify(body) }) })
const setRelayFaults = (patch: unknown) => send('/__faults/relay', 'POST', patch)

beforeAll(async () => {
  relay = await startRelay({ port: 0 })
  http = relay.url.replace(/^ws:/, 'http:')
})
afterEach(async () => {
  await send('/__faults', 'DELETE')
})
afterAll(async () => {
  await relay.close()
})

describe("the relay's HTTP side", { timeout: 30_000 }, () => {
  it('GET /health: 200 with the counts while up, 503 while down', async () => {
    const client = await connectRaw(relay.url)
    const up = await send('/health')
    expect([up.status, await up.json()]).toEqual([200, { ok: true, connections: 1, topics: 0, messages: 0, chars: 0, subscriptions: 0 }])
    await client.close()
    relay.faults.set({ down: true })
    const down = await send('/health')
    expect([down.status, await down.json()]).toMatchObject([503, { ok: false }])
  })

  it('a plain request anywhere else is 426 Upgrade Required, naming websocket; a mistyped /__ path is a 404', async () => {
    for (const [path, method] of [['/', 'GET'], ['/?projectId=p', 'GET'], ['/health', 'POST'], ['/anything', 'DELETE']] as const) {
      const answer = await send(path, method)
      expect(answer.status, `${method} ${path}`).toBe(426)
      expect(answer.headers.get('upgrade')).toBe('websocket')
      expect(await answer.text()).toBe('WalletConnect relay (devstack): connect with a WebSocket\n')
    }
    const typo = await send('/__fault/relay')
    expect([typo.status, await typo.json()]).toEqual([404, { message: expect.stringContaining('/__fault/relay') }])
  })

  it('lets loopback pages read it, and no other origin', async () => {
    const from = async (origin: string) => (await send('/health', 'GET', undefined, { origin })).headers.get('access-control-allow-origin')
    expect(await from('http://127.0.0.1:5173')).toBe('http://127.0.0.1:5173')
    expect(await from('http://localhost:5174')).toBe('http://localhost:5174')
    expect(await from('https://dapp.example')).toBeNull()
  })
})

describe("the relay's own fault switch at /__faults/relay", { timeout: 30_000 }, () => {
  it('POST sets faults and answers the state; GET shows it; the relay acts on it at once', async () => {
    const connected = await connectRaw(relay.url)
    const closed = new Promise<void>((resolve) => connected.socket.once('close', () => resolve()))
    const set = await setRelayFaults({ down: true, delayMs: 50 })
    expect([set.status, await set.json()]).toEqual([200, { down: true, drop: false, delayMs: 50, dropped: 0 }])
    await closed
    expect(await connectAttempt()).toBe('HTTP 503')
    expect(await (await send('/__faults/relay')).json()).toEqual({ down: true, drop: false, delayMs: 50, dropped: 0 })
    // The same switch as the one in code.
    expect(relay.faults.state()).toMatchObject({ down: true, delayMs: 50 })
    expect(await (await setRelayFaults({ down: false, drop: 3 })).json()).toEqual({ down: false, drop: 3, delayMs: 50, dropped: 0 })
    expect(await connectAttempt()).toBe('open')
  })

  it('DELETE /__faults clears it along with the HTTP faults', async () => {
    await setRelayFaults({ down: true, drop: true })
    expect((await send('/__faults', 'POST', { route: '/health', mode: 'status', status: 502 })).status).toBe(201)
    const cleared = await send('/__faults', 'DELETE')
    expect(await cleared.json()).toEqual({ cleared: 1 })
    expect(relay.faults.state()).toEqual({ down: false, drop: false, delayMs: 0, dropped: 0 })
    expect((await send('/health')).status).toBe(200)
    expect(await connectAttempt()).toBe('open')
  })

  it('refuses a body that is no fault patch with a 400 and a message, and changes nothing', async () => {
    for (const body of [{ down: 'yes' }, { drop: -1 }, { delayMs: 1e9 }, { sideways: true }, 'nonsense', '{"down":']) {
      const answer = await setRelayFaults(body)
      expect(answer.status, JSON.stringify(body)).toBe(400)
      expect(await answer.json()).toEqual({ message: expect.stringMatching(/\S/) })
    }
    expect(relay.faults.state()).toEqual({ down: false, drop: false, delayMs: 0, dropped: 0 })
    const huge = await setRelayFaults({ down: true, padding: 'x'.repeat(2_000) })
    expect([huge.status, await huge.json()]).toEqual([413, { message: 'Body over 1024 bytes' }])
  })
})

describe('the HTTP fault switch', { timeout: 30_000 }, () => {
  it('bends the HTTP answers but never the WebSocket upgrades, which only the relay switch refuses', async () => {
    await send('/__faults', 'POST', { route: '*', mode: 'status', status: 503, message: 'Service Unavailable' })
    const health = await send('/health')
    expect([health.status, await health.json()]).toEqual([503, { message: 'Service Unavailable' }])
    expect(await connectAttempt()).toBe('open')
  })
})

it('says so when its port is taken', async () => {
  await expect(startRelay({ port: relay.port })).rejects.toThrow(`relay: port ${relay.port} on 127.0.0.1 is already in use (set LATCH_RELAY_PORT to another port)`)
})
