// The base every devstack HTTP server stands on (issue 34), written once on Hono: CORS for the app's origins, a body
// limit that answers 413, JSON bodies and query strings checked with zod, one error answer shape ({ message }, the
// shape the Latch client reads), the fault switch (faultSwitch.ts) on `/__faults`, and request logging off unless
// LATCH_LOG_REQUESTS is set. A server adds its routes to the app this returns and starts it with startDevServer.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type HttpBindings } from '@hono/node-server'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { logger } from 'hono/logger'
import { PatternRouter } from 'hono/router/pattern-router'
import { validator } from 'hono/validator'
import { z } from 'zod/mini'
import { issueText } from './issueText'
import { createFaultSwitch, faultSchema, FAULTS_PATH, type Fault, type FaultSwitch } from './faultSwitch'

export type DevEnv = { Bindings: HttpBindings }

export const ROUTES_PATH = '/__routes'

export type DevServerOptions = {
  /** The origins a browser may call from: '*' for any (the provider API is called from any dapp), or a test. */
  origin: '*' | string[] | ((origin: string) => boolean)
  /** Request headers the app sends besides content-type and accept. */
  allowHeaders?: string[]
  /** The largest body taken; one byte more is a 413. */
  maxBodyBytes: number
  /** The fault switch (one per server unless given). */
  faults?: FaultSwitch
  /** A server's own switch for what is not HTTP (the SMTP server, the frame page's messages) lives at
   * /__faults/<name>; DELETE /__faults puts it back too. */
  onClearFaults?: () => void
}

/** The error answer every devstack server gives: a status and a JSON { message }. */
export const errorAnswer = (c: Context, status: number, message: string) => c.json({ message }, status as 400)

export function createDevApp(options: DevServerOptions): { app: Hono<DevEnv>; faults: FaultSwitch } {
  const faults = options.faults ?? createFaultSwitch()
  const app = new Hono<DevEnv>()
  if (process.env.LATCH_LOG_REQUESTS) app.use(logger())
  const { origin } = options
  const admitted = (requested: string) => origin === '*' || (typeof origin === 'function' ? origin(requested) : origin.includes(requested))
  app.use(
    cors({
      // The switches are open to any origin whatever the server's own routes allow: tests and the laboratory page
      // flip them from wherever they run.
      origin: origin === '*' ? '*' : (requested, c) => (admitted(requested) || c.req.path.startsWith(FAULTS_PATH) ? requested : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'accept', ...(options.allowHeaders ?? [])],
      maxAge: 600,
    }),
  )
  app.use(limitBody(options.maxBodyBytes))
  app.get(FAULTS_PATH, (c) => c.json(faults.list()))
  app.post(FAULTS_PATH, jsonBody(faultSchema), (c) => c.json(faults.add(c.req.valid('json')), 201))
  app.delete(FAULTS_PATH, (c) => {
    options.onClearFaults?.()
    return c.json({ cleared: faults.clear() })
  })
  // What this server answers, for people and for the malformed-request fuzz (tests/unit/devstack/fuzz), which
  // sends every route its share of bad input.
  app.get(ROUTES_PATH, (c) => c.json(listRoutes(app, firstOwn)))
  app.use(faultMiddleware(faults))
  const firstOwn = app.routes.length
  const otherMethods = allowedMethods(app)
  app.notFound((c) =>
    otherMethods(c.req.path).length > 0 ? errorAnswer(c, 405, `${c.req.method} not allowed on ${c.req.path}`) : errorAnswer(c, 404, `no route ${c.req.method} ${c.req.path}`),
  )
  app.onError((error, c) => (error instanceof HTTPException ? errorAnswer(c, error.status, error.message) : errorAnswer(c, 500, error.message || 'Internal error')))
  return { app, faults }
}

/** A body over maxBytes is a 413 { message }; a route that takes less than its server may narrow it. A body without a
 * length is read up to one byte over the limit and kept for the route. The connection closes with a 413: the rest of
 * the body is never read, and a client that reused the connection would fail. (Hono's own bodyLimit rebuilds the
 * request as a global Request, which the node server's requests are not once it leaves the globals alone.) */
export const limitBody =
  (maxBytes: number): MiddlewareHandler =>
  async (c, next) => {
    const declared = c.req.header('content-length')
    const over = declared !== undefined ? Number(declared) > maxBytes : c.req.raw.body !== null && !(await readWithin(c, maxBytes))
    if (!over) return next()
    c.header('connection', 'close')
    return errorAnswer(c, 413, `Body over ${maxBytes} bytes`)
  }

/** Reads a body of no stated length, stopping one byte over maxBytes; false when it is over, else the body is kept
 * where c.req.text() and c.req.json() find it. */
async function readWithin(c: Context, maxBytes: number): Promise<boolean> {
  const reader = c.req.raw.body!.getReader()
  const chunks: Uint8Array[] = []
  let size = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    size += value.byteLength
    if (size > maxBytes) {
      await reader.cancel()
      return false
    }
    chunks.push(value)
  }
  const body = new Uint8Array(size)
  let offset = 0
  for (const chunk of chunks) {
    body.set(chunk, offset)
    offset += chunk.byteLength
  }
  // Hono keeps the promise of a body, not the body, whatever the type says (it reads other forms with .then()).
  c.req.bodyCache.arrayBuffer = Promise.resolve(body.buffer) as unknown as ArrayBuffer
  return true
}

/** [method, path] of the base's routes and of every one the server added after them ('ALL' for app.all); the base's
 * own middleware is on every path and is left out. */
function listRoutes(app: Hono<DevEnv>, firstOwn: number): [string, string][] {
  const base = app.routes.slice(0, firstOwn).filter((route) => route.method !== 'ALL')
  const keys = new Set([...base, ...app.routes.slice(firstOwn)].map(({ method, path }) => `${method} ${path}`))
  return [...keys].map((key) => key.split(' ') as [string, string])
}

/** The methods a path has routes for, so a known path asked with another method is a 405, not a 404. Hono has no
 * such answer of its own; the routes (not the middleware, which is on every path) are matched again on demand. */
function allowedMethods(app: Hono<DevEnv>): (path: string) => string[] {
  let router: PatternRouter<string> | undefined
  let known = 0
  return (path) => {
    const routes = app.routes.filter((route) => route.method !== 'ALL')
    if (!router || routes.length !== known) {
      router = new PatternRouter<string>()
      for (const route of routes) router.add(route.method, route.path, route.method)
      known = routes.length
    }
    const matcher = router
    return ['GET', 'POST', 'PUT', 'DELETE'].filter((method) => matcher.match(method, path)[0].length > 0)
  }
}

/** A fault this request meets answers for the route (faultSwitch.ts); the rest go on to it. */
function faultMiddleware(faults: FaultSwitch): MiddlewareHandler<DevEnv> {
  return async (c, next) => {
    const fault = faults.take(c.req.path, c.req.method)
    if (!fault) return next()
    return answerFault(c, fault, next)
  }
}

async function answerFault(c: Context<DevEnv>, fault: Fault, next: () => Promise<void>): Promise<Response | void> {
  const delayMs = fault.delayMs ?? (fault.mode === 'slow' ? 5_000 : 0)
  if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs))
  switch (fault.mode) {
    case 'down':
      // The connection goes with no answer at all, as a server that died mid-request (the client sees a network error).
      c.env.incoming?.socket.destroy()
      throw new HTTPException(503, { message: 'down' })
    case 'slow':
      return next()
    case 'status':
      return errorAnswer(c, fault.status ?? 500, fault.message ?? `injected fault: status ${fault.status ?? 500}`)
    case 'malformed':
      return c.body('{"data": [ this is not json', 200, { 'content-type': 'application/json; charset=utf-8' })
    case 'wrong-shape':
      return c.json({ malformed: true, data: 'not what the contract says' })
  }
}

/** The JSON body, checked: a body that is not JSON, or fails the schema, is a 400 with what is wrong. Read whatever
 * its content-type: pages post JSON as text/plain to spare a preflight. */
export function jsonBody<Schema extends z.core.$ZodType>(schema: Schema) {
  return validator('json', async (_value, c) => {
    let value: unknown
    try {
      value = JSON.parse(await c.req.text()) as unknown
    } catch {
      return errorAnswer(c, 400, 'body: not JSON')
    }
    const parsed = z.safeParse(schema, value)
    return parsed.success ? (parsed.data as z.output<Schema>) : errorAnswer(c, 400, issueText(parsed.error))
  })
}

/** The query string, checked the same way. */
export function queryOf<Schema extends z.core.$ZodType>(schema: Schema) {
  return validator('query', (value, c) => {
    const parsed = z.safeParse(schema, value)
    return parsed.success ? (parsed.data as z.output<Schema>) : errorAnswer(c, 400, issueText(parsed.error))
  })
}

export type DevServer = {
  url: string
  port: number
  /** The node server underneath, for what HTTP routes do not cover (the relay's WebSocket upgrades). */
  server: Server
  close: () => Promise<void>
}

/** Listens on host:port (0: a free port) and resolves once it does. */
export function startDevServer(app: Hono<DevEnv>, { host, port }: { host: string; port: number }): Promise<DevServer> {
  return new Promise((resolve, reject) => {
    // The process's own Request and Response stay as Node made them: the node server would otherwise swap in its
    // own, for every other module in the process (tests among them) to meet.
    const server = serve({ fetch: app.fetch, hostname: host, port, overrideGlobalObjects: false }, (info: AddressInfo) => {
      resolve({
        url: `http://${host}:${info.port}`,
        port: info.port,
        server: server as Server,
        close: () =>
          new Promise<void>((done) => {
            if ('closeAllConnections' in server) server.closeAllConnections()
            server.close(() => done())
          }),
      })
    })
    server.once('error', reject)
  })
}
