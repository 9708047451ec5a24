// The fuzz itself must be able to fail: a route that trips over bad input (a 500) or over an odd path parameter is
// named, and a server that survives is passed with every route counted.
import { afterEach, describe, expect, it } from 'vitest'
import { createDevApp, startDevServer, type DevServer } from '../../../../devstack/http/devServer'
import { fuzzServer, REQUESTS_PER_ROUTE } from './malformedRequests'

let server: DevServer | undefined
afterEach(async () => {
  await server?.close()
  server = undefined
})

function careless() {
  const { app } = createDevApp({ origin: '*', maxBodyBytes: 1024 })
  app.get('/fine', (c) => c.json({ ok: true }))
  // Parses without a guard: bad JSON throws, and the base answers 500.
  app.post('/parse', async (c) => c.json(JSON.parse(await c.req.text()) as unknown))
  // Trusts its path parameter: a malformed escape throws URIError.
  app.get('/item/:id', (c) => c.json({ id: decodeURIComponent(new URL(c.req.url).pathname.split('/')[2] ?? '') }))
  return app
}

describe('the malformed-request fuzz', () => {
  it('names the routes that answered 5xx', async () => {
    server = await startDevServer(careless(), { host: '127.0.0.1', port: 0 })
    const failure = await fuzzServer(server.url, { maxBodyBytes: 1024 }).catch((error: unknown) => String(error))
    expect(failure).toMatch(/POST \/parse → 500/)
    expect(failure).toMatch(/GET \/item\/:id → 500/)
  })

  it('passes a server that refuses bad input, counting every route it lists', { timeout: 60_000 }, async () => {
    const { app } = createDevApp({ origin: '*', maxBodyBytes: 1024 })
    app.get('/fine', (c) => c.json({ ok: true }))
    server = await startDevServer(app, { host: '127.0.0.1', port: 0 })
    // /fine, /__routes and the switch's GET, POST and DELETE /__faults.
    expect(await fuzzServer(server.url, { maxBodyBytes: 1024 })).toEqual({ routes: 5, requests: 5 * REQUESTS_PER_ROUTE })
  })
})
