// Issue 34: the devstack's shared HTTP base (devstack/http), tested once for every server that will stand on it:
// CORS for the app's origins, 413 at one byte over the limit, zod-checked bodies and queries, one error shape, and
// the fault switch's modes (down, slow, status, malformed, wrong shape; once or until cleared).
import { afterEach, describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { createDevApp, jsonBody, queryOf, startDevServer, type DevServer } from '../../../devstack/http/devServer'

const LIMIT = 256

function testApp(origin: Parameters<typeof createDevApp>[0]['origin'] = ['http://127.0.0.1:5173']) {
  const { app, faults } = createDevApp({ origin, maxBodyBytes: LIMIT, allowHeaders: ['x-project-id'] })
  app.get('/hello', (c) => c.json({ hello: 'world' }))
  app.post('/echo', jsonBody(z.object({ name: z.string().check(z.minLength(1)) })), (c) => c.json(c.req.valid('json')))
  app.get('/search', queryOf(z.object({ q: z.string().check(z.minLength(2)) })), (c) => c.json(c.req.valid('query')))
  app.get('/hello/more', (c) => c.json({ more: true }))
  app.get('/v1/account/:address/balance', (c) => c.json({ ok: true }))
  app.get('/v1/account/:address/history', (c) => c.json({ ok: true }))
  app.get('/boom', () => {
    throw new Error('the handler failed')
  })
  return { app, faults }
}

const post = (body: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({ method: 'POST', body, headers })
const addFault = (app: ReturnType<typeof testApp>['app'], fault: object) => app.request('/__faults', post(JSON.stringify(fault)))

let server: DevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

describe('CORS', () => {
  it("answers a preflight from the app's origin with that origin, and one from elsewhere without", async () => {
    const { app } = testApp()
    const preflight = (origin: string) => app.request('/echo', { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type, x-project-id' } })
    const allowed = await preflight('http://127.0.0.1:5173')
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:5173')
    expect(allowed.headers.get('access-control-allow-headers')).toBe('content-type,accept,x-project-id')
    expect((await preflight('https://elsewhere.example')).headers.get('access-control-allow-origin')).toBeNull()
  })

  it("'*' lets any origin in", async () => {
    const { app } = testApp('*')
    expect((await app.request('/hello', { headers: { origin: 'https://dapp.example' } })).headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('the body limit', () => {
  it('takes a body of exactly the limit and answers 413 with a message at one byte more', async () => {
    const { app } = testApp()
    const padded = (size: number) => JSON.stringify({ name: 'x'.repeat(size - '{"name":""}'.length) })
    expect(padded(LIMIT)).toHaveLength(LIMIT)
    expect((await app.request('/echo', post(padded(LIMIT)))).status).toBe(200)
    const over = await app.request('/echo', post(padded(LIMIT + 1)))
    expect(over.status).toBe(413)
    expect(await over.json()).toEqual({ message: 'Body over 256 bytes' })
  })
})

describe('checked bodies and queries, one error shape', () => {
  it('a body of the wrong shape is a 400 naming the field; a valid one reaches the route', async () => {
    const { app } = testApp()
    const wrong = await app.request('/echo', post(JSON.stringify({ name: 3 })))
    expect(wrong.status).toBe(400)
    // The field is named; the words after it are zod's (classic zod, once used in the process, changes them).
    expect(await wrong.json()).toEqual({ message: expect.stringMatching(/^name: \S/) })
    expect(await (await app.request('/echo', post(JSON.stringify({ name: 'ana' })))).json()).toEqual({ name: 'ana' })
  })

  it('a body that is not JSON is a 400 with a message', async () => {
    const { app } = testApp()
    const answer = await app.request('/echo', post('{"name":'))
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: expect.stringMatching(/\S/) })
  })

  it('reads a JSON body whatever its content-type (pages post text/plain to spare a preflight)', async () => {
    const { app } = testApp()
    const answer = await app.request('/echo', post(JSON.stringify({ name: 'ana' }), { 'content-type': 'text/plain;charset=UTF-8' }))
    expect(await answer.json()).toEqual({ name: 'ana' })
    expect((await app.request('/echo', post(''))).status).toBe(400)
  })

  it('a query string is checked the same way', async () => {
    const { app } = testApp()
    const short = await app.request('/search?q=a')
    expect(short.status).toBe(400)
    expect(await short.json()).toEqual({ message: expect.stringMatching(/^q: \S/) })
    expect(await (await app.request('/search?q=ab')).json()).toEqual({ q: 'ab' })
  })

  it('an unknown route is a 404, a known one asked with another method a 405, a failing handler a 500, each with a { message }', async () => {
    const { app } = testApp()
    const missing = await app.request('/nowhere')
    expect([missing.status, await missing.json()]).toEqual([404, { message: 'no route GET /nowhere' }])
    const wrongMethod = await app.request('/v1/account/0xabc/balance', { method: 'DELETE' })
    expect([wrongMethod.status, await wrongMethod.json()]).toEqual([405, { message: 'DELETE not allowed on /v1/account/0xabc/balance' }])
    const failing = await app.request('/boom')
    expect([failing.status, await failing.json()]).toEqual([500, { message: 'the handler failed' }])
  })
})

describe('the fault switch on /__faults', () => {
  it('status: the error status with its { message }; until cleared, then the route answers again', async () => {
    const { app } = testApp()
    expect((await addFault(app, { route: '/hello', mode: 'status', status: 503, message: 'Service Unavailable' })).status).toBe(201)
    for (let attempt = 0; attempt < 3; attempt++) {
      const answer = await app.request('/hello')
      expect([answer.status, await answer.json()]).toEqual([503, { message: 'Service Unavailable' }])
    }
    expect(await (await app.request('/__faults')).json()).toEqual([{ id: 1, route: '/hello', mode: 'status', status: 503, message: 'Service Unavailable', hits: 3 }])
    expect(await (await app.request('/__faults', { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
    expect((await app.request('/hello')).status).toBe(200)
  })

  it('malformed: a 200 whose body is not JSON; wrong-shape: a 200 with JSON of another shape; once each', async () => {
    const { app } = testApp()
    await addFault(app, { route: '/hello', mode: 'malformed', times: 1 })
    const malformed = await app.request('/hello')
    expect(malformed.status).toBe(200)
    await expect(malformed.clone().json()).rejects.toThrow()
    await addFault(app, { route: '/hello', mode: 'wrong-shape', times: 1 })
    expect(await (await app.request('/hello')).json()).toEqual({ malformed: true, data: 'not what the contract says' })
    expect(await (await app.request('/hello')).json()).toEqual({ hello: 'world' })
  })

  it('slow: the real answer, after the delay', async () => {
    const { app } = testApp()
    await addFault(app, { route: '*', mode: 'slow', delayMs: 50, times: 1 })
    const started = performance.now()
    expect(await (await app.request('/hello')).json()).toEqual({ hello: 'world' })
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
  })

  it('a fault with a method fails only that method; a delay before a status is a slow error', async () => {
    const { app } = testApp()
    await addFault(app, { route: '/echo', method: 'POST', mode: 'status', status: 401, message: 'no', delayMs: 50 })
    const started = performance.now()
    const refused = await app.request('/echo', post(JSON.stringify({ name: 'ana' })))
    expect([refused.status, await refused.json()]).toEqual([401, { message: 'no' }])
    expect(performance.now() - started).toBeGreaterThanOrEqual(45)
    expect((await app.request('/echo')).status).toBe(405)
  })

  it("DELETE /__faults also puts back a server's own switch", async () => {
    let cleared = 0
    const { app } = createDevApp({ origin: '*', maxBodyBytes: LIMIT, onClearFaults: () => (cleared += 1) })
    expect(await (await app.request('/__faults', { method: 'DELETE' })).json()).toEqual({ cleared: 0 })
    expect(cleared).toBe(1)
  })

  it("'*' never reaches the switch itself; '*' in a route is one path segment and '$' the whole path", async () => {
    const { app, faults } = testApp()
    await addFault(app, { route: '*', mode: 'status' })
    expect((await app.request('/__faults')).status).toBe(200)
    faults.clear()
    await addFault(app, { route: '/v1/account/*/balance', mode: 'status', status: 502 })
    expect((await app.request('/v1/account/0xabc/balance')).status).toBe(502)
    expect((await app.request('/v1/account/0xabc/history')).status).toBe(200)
    faults.clear()
    await addFault(app, { route: '/hello$', mode: 'status', status: 502 })
    expect((await app.request('/hello')).status).toBe(502)
    expect((await app.request('/hello/more')).status).toBe(200)
  })

  it('refuses a fault it does not know, saying which field', async () => {
    const { app } = testApp()
    const answer = await addFault(app, { route: '/hello', mode: 'explode' })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toEqual({ message: expect.stringMatching(/^mode: /) })
  })

  it('down: the connection drops with no answer (a network error), and the server answers again once it is used up', async () => {
    const { app } = testApp()
    server = await startDevServer(app, { host: '127.0.0.1', port: 0 })
    await fetch(`${server.url}/__faults`, post(JSON.stringify({ route: '/hello', mode: 'down', times: 1 })))
    await expect(fetch(`${server.url}/hello`)).rejects.toThrow(TypeError)
    expect(await (await fetch(`${server.url}/hello`)).json()).toEqual({ hello: 'world' })
  })
})
