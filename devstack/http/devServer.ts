// The base every devstack HTTP server stands on (issue 34), written once on Hono: CORS for the app's origins, a body
// limit that answers 413, JSON bodies and query strings checked with zod, one error answer shape ({ message }, the
// shape the Latch client reads), the fault switch (faultSwitch.ts) on `/__faults`, and request logging off unless
// LATCH_LOG_REQUESTS is set. A server adds its routes to the app this returns and starts it with startDevServer.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { serve, type HttpBindings } from '@hono/node-server'
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { cors } from 'hono/cors'
import { HTTPException } from 'hono/http-exception'
import { logger } from 'hono/logger'
import { validator } from 'hono/validator'
import { z } from 'zod/mini'
import { createFaultSwitch, faultSchema, FAULTS_PATH, type Fault, type FaultSwitch } from './faultSwitch'

export type DevEnv = { Bindings: HttpBindings }

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
  app.use(
    cors({
      origin: origin === '*' ? '*' : (requested) => ((typeof origin === 'function' ? origin(requested) : origin.includes(requested)) ? requested : null),
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      allowHeaders: ['content-type', 'accept', ...(options.allowHeaders ?? [])],
      maxAge: 600,
    }),
  )
  app.use(bodyLimit({ maxSize: options.maxBodyBytes, onError: (c) => errorAnswer(c, 413, `Body over ${options.maxBodyBytes} bytes`) }))
  app.get(FAULTS_PATH, (c) => c.json(faults.list()))
  app.post(FAULTS_PATH, jsonBody(faultSchema), (c) => c.json(faults.add(c.req.valid('json')), 201))
  app.delete(FAULTS_PATH, (c) => {
    options.onClearFaults?.()
    return c.json({ cleared: faults.clear() })
  })
  app.use(faultMiddleware(faults))
  app.notFound((c) => errorAnswer(c, 404, `No route ${c.req.method} ${c.req.path}`))
  app.onError((error, c) => (error instanceof HTTPException ? errorAnswer(c, error.status, error.message) : errorAnswer(c, 500, error.message || 'Internal error')))
  return { app, faults }
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
      return errorAnswer(c, fault.status ?? 500, fault.message ?? 'Fault injected')
    case 'malformed':
      return c.body('<!doctype html><p>not JSON', 200, { 'content-type': 'application/json; charset=utf-8' })
    case 'wrong-shape':
      return c.json({ unexpected: 'shape' })
  }
}

const firstIssue = (error: z.core.$ZodError) => {
  const [issue] = error.issues
  return issue ? `${issue.path.join('.') || 'body'}: ${issue.message}` : 'Invalid input'
}

/** The JSON body, checked: a body that is not JSON, or fails the schema, is a 400 with what is wrong. Read whatever
 * its content-type: pages post JSON as text/plain to spare a preflight. */
export function jsonBody<Schema extends z.ZodMiniType>(schema: Schema) {
  return validator('json', async (_value, c) => {
    let value: unknown
    try {
      value = JSON.parse(await c.req.text()) as unknown
    } catch {
      return errorAnswer(c, 400, 'body: not JSON')
    }
    const parsed = z.safeParse(schema, value)
    return parsed.success ? (parsed.data as z.output<Schema>) : errorAnswer(c, 400, firstIssue(parsed.error))
  })
}

/** The query string, checked the same way. */
export function queryOf<Schema extends z.ZodMiniType>(schema: Schema) {
  return validator('query', (value, c) => {
    const parsed = z.safeParse(schema, value)
    return parsed.success ? (parsed.data as z.output<Schema>) : errorAnswer(c, 400, firstIssue(parsed.error))
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
    const server = serve({ fetch: app.fetch, hostname: host, port }, (info: AddressInfo) => {
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
