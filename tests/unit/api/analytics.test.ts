// R-API-7 (POST /e reaches the SQLite sink with the right query and body), R-API-6 (only when enabled, config
// asked once and lazily), R-PERM-2 (403 shows the alert once), R-ERR-7 (error reports capped per rolling minute).
import { describe, expect, it } from 'vitest'
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_MINUTE, SDK_VERSION } from '../../../src/core/constants'
import type { ErrorCode } from '../../../src/core/errors'
import { uniqueProjectId, useProviderApiServer } from './testServer'

const server = useProviderApiServer()

/** Real fetch plus the Origin header a browser page on `origin` would send. */
function fromOrigin(origin: string, seen: string[] = []): typeof fetch {
  return (input, init) => {
    seen.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`)
    const headers = new Headers(init?.headers)
    headers.set('origin', origin)
    return fetch(input, { ...init, headers })
  }
}

describe('sendEvent (R-API-7)', () => {
  it('R-API-7: the event reaches the SQLite sink with projectId, st, sv and the full body', async () => {
    const projectId = uniqueProjectId()
    const api = server.api({ projectId, now: () => 1_700_000_000_000 })
    await api.sendEvent({ type: 'track', event: 'MODAL_OPEN', properties: { connected: false, address: '0xabc' } })
    const [stored, ...rest] = await server.events(projectId)
    expect(rest).toEqual([])
    expect(stored).toMatchObject({
      projectId,
      sdkType: 'appkit',
      sdkVersion: SDK_VERSION,
      type: 'track',
      event: 'MODAL_OPEN',
      url: 'http://127.0.0.1/lab',
      domain: '127.0.0.1',
      timestamp: 1_700_000_000_000,
      props: { type: 'track', event: 'MODAL_OPEN', connected: false, address: '0xabc' },
    })
    expect(stored?.eventId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
  })

  it('R-API-7: while an account is connected, props carry its plain address; none while disconnected', async () => {
    const projectId = uniqueProjectId()
    let connected: string | undefined
    const api = server.api({ projectId, address: () => connected })
    await api.sendEvent({ type: 'track', event: 'BEFORE', properties: { connected: false } })
    connected = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
    await api.sendEvent({ type: 'track', event: 'WHILE', properties: { connected: true } })
    await api.reportError({ errorType: 'TypeError', errorMessage: 'x is undefined' })
    connected = undefined
    await api.sendEvent({ type: 'track', event: 'AFTER', properties: { connected: false } })
    const props = Object.fromEntries((await server.events(projectId)).map((event) => [event.props.event, event.props]))
    expect(props.BEFORE).not.toHaveProperty('address')
    expect(props.WHILE).toMatchObject({ type: 'track', event: 'WHILE', connected: true, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(props.ERROR).toMatchObject({ type: 'error', errorType: 'TypeError', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
    expect(props.AFTER).not.toHaveProperty('address')
  })

  it('every event has its own id', async () => {
    const projectId = uniqueProjectId()
    const api = server.api({ projectId })
    await Promise.all([api.sendEvent({ type: 'track', event: 'A' }), api.sendEvent({ type: 'track', event: 'B' })])
    const events = await server.events(projectId)
    expect(new Set(events.map((event) => event.eventId)).size).toBe(2)
  })

  it('a property cannot relabel the event type or name', async () => {
    const projectId = uniqueProjectId()
    await server.api({ projectId }).sendEvent({ type: 'track', event: 'REAL', properties: { type: 'error', event: 'FAKE' } })
    expect((await server.events(projectId))[0]?.props).toMatchObject({ type: 'track', event: 'REAL' })
  })

  it('R-API-6: the analytics config is asked once, lazily, and shared by concurrent events', async () => {
    const seen: string[] = []
    const api = server.api({ fetch: fromOrigin('http://127.0.0.1:5173', seen) })
    expect(seen).toEqual([]) // nothing before the first event
    await Promise.all([api.sendEvent({ type: 'track', event: 'A' }), api.sendEvent({ type: 'track', event: 'B' })])
    await api.sendEvent({ type: 'track', event: 'C' })
    expect(seen.filter((call) => call === 'GET /getAnalyticsConfig')).toHaveLength(1)
    expect(seen.filter((call) => call === 'POST /e')).toHaveLength(3)
  })

  it('R-API-6: analytics off on the server: no event is sent', async () => {
    await server.admin('/__admin/project', { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ isAnalyticsEnabled: false }) })
    const projectId = uniqueProjectId()
    await server.api({ projectId }).sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    expect(await server.events(projectId)).toEqual([])
  })

  it('R-API-6: a failed analytics config turns analytics off for the client', async () => {
    await server.fault({ route: '/getAnalyticsConfig', mode: 'status', status: 500 })
    const projectId = uniqueProjectId()
    const api = server.api({ projectId })
    await api.sendEvent({ type: 'track', event: 'MODAL_OPEN' })
    await server.admin('/__faults', { method: 'DELETE' })
    await api.sendEvent({ type: 'track', event: 'MODAL_CLOSE' })
    expect(await server.events(projectId)).toEqual([])
  })

  it("the dapp's own analytics switch off: no request at all", async () => {
    const seen: string[] = []
    await server.api({ analytics: false, fetch: fromOrigin('http://127.0.0.1:5173', seen) }).sendEvent({ type: 'track', event: 'A' })
    expect(seen).toEqual([])
  })

  it('R-PERM-2: an origin outside the allow-list gets 403; the alert is raised once and sending stops', async () => {
    const projectId = uniqueProjectId()
    const alerts: ErrorCode[] = []
    const seen: string[] = []
    const api = server.api({ projectId, fetch: fromOrigin('https://evil.test', seen), onAlert: (code) => alerts.push(code) })
    await expect(api.sendEvent({ type: 'track', event: 'A' })).resolves.toBeUndefined() // never throws
    await api.sendEvent({ type: 'track', event: 'B' })
    await api.reportError({ errorType: 'X', errorMessage: 'y' })
    expect(alerts).toEqual(['ORIGIN_NOT_ALLOWED'])
    expect(seen.filter((call) => call === 'POST /e')).toHaveLength(1)
    expect(await server.events(projectId)).toEqual([])
  })

  it('R-PERM-2: a 403 without the known message still shows the origin alert once', async () => {
    await server.fault({ route: '/e', mode: 'status', status: 403, message: 'Forbidden' })
    const alerts: ErrorCode[] = []
    const api = server.api({ onAlert: (code) => alerts.push(code) })
    await api.sendEvent({ type: 'track', event: 'A' })
    await api.sendEvent({ type: 'track', event: 'B' })
    expect(alerts).toEqual(['ORIGIN_NOT_ALLOWED'])
  })

  it('R-VAL-12: allowed origins, wildcards included, reach the sink', async () => {
    for (const origin of ['http://127.0.0.1:5173', 'http://localhost:4000', 'https://app.example.com']) {
      const projectId = uniqueProjectId()
      await server.api({ projectId, fetch: fromOrigin(origin) }).sendEvent({ type: 'track', event: 'A' })
      expect((await server.events(projectId))[0]?.origin, origin).toBe(origin)
    }
  })

  it('a failure other than 403 drops that event only: no alert, and the next event is sent', async () => {
    const projectId = uniqueProjectId()
    const alerts: ErrorCode[] = []
    const api = server.api({ projectId, onAlert: (code) => alerts.push(code), transport: { retries: 0 } })
    await server.fault({ route: '/e', mode: 'status', status: 500, times: 1 })
    await api.sendEvent({ type: 'track', event: 'LOST' })
    await api.sendEvent({ type: 'track', event: 'KEPT' })
    expect((await server.events(projectId)).map((event) => event.event)).toEqual(['KEPT'])
    expect(alerts).toEqual([])
  })

  it('sendEvent never throws, whatever the server does', async () => {
    await server.fault({ route: '/e', mode: 'status', status: 500 })
    await expect(server.api().sendEvent({ type: 'track', event: 'A' })).resolves.toBeUndefined()
    await server.fault({ route: '*', mode: 'malformed' })
    await expect(server.api().sendEvent({ type: 'track', event: 'A' })).resolves.toBeUndefined()
    const unreachable = server.api({ baseUrl: 'http://127.0.0.1:9', transport: { retries: 0 } })
    await expect(unreachable.sendEvent({ type: 'track', event: 'A' })).resolves.toBeUndefined()
  })
})

describe('reportError (R-ERR-7)', () => {
  it('R-API-7: an error report is an error event with errorType, errorMessage and stackTrace', async () => {
    const projectId = uniqueProjectId()
    await server.api({ projectId }).reportError({ errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at f (a.ts:1)' })
    const [stored] = await server.events(projectId)
    expect(stored).toMatchObject({ type: 'error', event: 'ERROR', props: { type: 'error', event: 'ERROR', errorType: 'TypeError', errorMessage: 'x is undefined', stackTrace: 'at f (a.ts:1)' } })
  })

  it('a report without a stack trace carries no stackTrace property', async () => {
    const projectId = uniqueProjectId()
    await server.api({ projectId }).reportError({ errorType: 'TypeError', errorMessage: 'x is undefined' })
    const [stored] = await server.events(projectId)
    expect(stored?.props).toMatchObject({ errorType: 'TypeError' })
    expect(Object.keys(stored?.props ?? {})).not.toContain('stackTrace')
  })

  it(`R-ERR-7: at most ${ERROR_REPORTS_PER_MINUTE} reports in any rolling minute`, async () => {
    const projectId = uniqueProjectId()
    let now = 1_000_000
    const api = server.api({ projectId, now: () => now })
    const report = (n: number) => api.reportError({ errorType: 'E', errorMessage: `report ${n}` })
    for (let n = 1; n <= ERROR_REPORTS_PER_MINUTE + 3; n += 1) await report(n) // 8 at the same instant
    expect(await server.events(projectId)).toHaveLength(ERROR_REPORTS_PER_MINUTE)

    now += ERROR_REPORT_WINDOW_MS - 1 // still inside the minute of the first five
    await report(100)
    expect(await server.events(projectId)).toHaveLength(ERROR_REPORTS_PER_MINUTE)

    now += 1 // the first five are now a minute old: room for five more
    for (let n = 200; n < 200 + ERROR_REPORTS_PER_MINUTE + 1; n += 1) await report(n)
    const messages = (await server.events(projectId)).map((event) => event.props.errorMessage)
    expect(messages).toEqual([1, 2, 3, 4, 5, 200, 201, 202, 203, 204].map((n) => `report ${n}`))
  })

  it('R-ERR-7: the window rolls: reports spread over time all pass', async () => {
    const projectId = uniqueProjectId()
    let now = 0
    const api = server.api({ projectId, now: () => now })
    for (let n = 0; n < 12; n += 1) {
      await api.reportError({ errorType: 'E', errorMessage: String(n) })
      now += ERROR_REPORT_WINDOW_MS / ERROR_REPORTS_PER_MINUTE
    }
    expect(await server.events(projectId)).toHaveLength(12)
  })

  it('tracking events are not counted against the error cap', async () => {
    const projectId = uniqueProjectId()
    const api = server.api({ projectId, now: () => 0 })
    for (let n = 0; n < ERROR_REPORTS_PER_MINUTE + 2; n += 1) await api.sendEvent({ type: 'track', event: `T${n}` })
    await api.reportError({ errorType: 'E', errorMessage: 'still sent' })
    expect(await server.events(projectId)).toHaveLength(ERROR_REPORTS_PER_MINUTE + 3)
  })
})
