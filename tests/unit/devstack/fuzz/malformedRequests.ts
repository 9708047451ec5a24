// Issue 34: malformed requests for every route a devstack server lists on /__routes — bad JSON, bodies over the
// limit, deep nesting, wrong types, odd path parameters and queries, odd headers — at least 200 per route. A server
// passes when none of them gets a 5xx (or drops the connection) and it still answers a good request correctly
// afterwards. The requests come from fast-check with a fixed seed, so a failure names a request that can be sent
// again.
import fc from 'fast-check'
import { expect } from 'vitest'

export const REQUESTS_PER_ROUTE = 200

type Route = [method: string, path: string]
type BadRequest = { method: string; path: string; headers: Record<string, string>; body?: string }

const ODD_SEGMENTS = ['%', '%zz', '%E0%A4%A', '..', '%2e%2e', '%2F', '%00', '%20', '0x', '0x' + 'f'.repeat(39), '0x' + 'g'.repeat(40), '-1', '1e999', 'NaN', 'null', '[]', '{}', '😀', 'a'.repeat(5_000), 'ß%C3%9F']
const QUERY_KEYS = ['projectId', 'st', 'sv', 'chainId', 'address', 'page', 'entries', 'cursor', 'currency', 'search', 'include', 'exclude', 'chains', 'badgeType', 'to', 'q', 'uri', 'autoApprove', 'id']
const CONTENT_TYPES = ['application/json', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=utf-16', '', 'garbage']
const ORIGINS = ['http://127.0.0.1:5173', 'null', 'https://evil.example', 'http://localhost', 'not an origin', '']

const deepNesting = (depth: number, open: string, close: string) => open.repeat(depth) + close.repeat(depth)

/** Bodies a careless or hostile client sends; `limit` is the server's body limit (one byte over is a 413). */
function badBody(limit: number): fc.Arbitrary<string> {
  return fc.oneof(
    fc.constantFrom('', '{', '}', '[', 'null', 'true', '0', '-1', '"text"', '{"a":', '{"a":1,}', "{'a':1}", 'undefined', 'NaN', '1e99999', '\u0000', '\uFEFF{}', '{"__proto__":{"polluted":true}}', '{"constructor":{"prototype":{}}}'),
    fc.constantFrom(deepNesting(10_000, '[', ']'), deepNesting(5_000, '{"a":', '}').replace(/\}+$/, (end) => `1${end}`), deepNesting(100, '[', ']')),
    fc.constantFrom('x'.repeat(limit + 1), JSON.stringify({ data: 'x'.repeat(limit) })),
    fc.anything({ maxDepth: 4 }).map((value) => JSON.stringify(value) ?? 'undefined'),
    fc.dictionary(fc.constantFrom('route', 'mode', 'id', 'name', 'message', 'signature', 'chainId', 'address', 'jsonrpc', 'method', 'params', 'request', 'payload', 'email', 'smtp', 'ready', 'replies', 'down', 'drop', 'delayMs', 'allowedOrigins', 'features', 'event', 'props', 'type'), fc.oneof(fc.string(), fc.integer(), fc.double(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 3 }), fc.object({ maxDepth: 2 })), { maxKeys: 6 }).map((value) => JSON.stringify(value)),
    fc.uint8Array({ maxLength: 64 }).map((bytes) => Buffer.from(bytes).toString('latin1')),
  )
}

function requestFor([listedMethod, pattern]: Route, limit: number): fc.Arbitrary<BadRequest> {
  const segment = fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fc.string({ maxLength: 40 }).map(encodeURIComponent))
  const params = pattern.match(/:[^/]+|\*/g) ?? []
  const path = fc.tuple(...params.map(() => segment)).map((values) => {
    let index = 0
    return pattern.replace(/:[^/]+|\*/g, () => values[index++] ?? '')
  })
  const query = fc.dictionary(fc.constantFrom(...QUERY_KEYS), fc.oneof(fc.constantFrom(...ODD_SEGMENTS), fc.string({ maxLength: 30 })), { maxKeys: 5 })
  // A route for every method (app.all) is sent what a JSON API gets most: POSTs.
  const method = listedMethod === 'ALL' ? 'POST' : listedMethod
  const hasBody = method !== 'GET' && method !== 'HEAD'
  return fc.record({
    path,
    query,
    contentType: fc.constantFrom(...CONTENT_TYPES),
    origin: fc.option(fc.constantFrom(...ORIGINS), { nil: undefined }),
    authorization: fc.option(fc.constantFrom('Bearer ', 'Bearer ' + 'A'.repeat(43), 'Basic x', 'Bearer %%%'), { nil: undefined }),
    body: hasBody ? badBody(limit) : fc.constant(undefined),
  }).map(({ path, query, contentType, origin, authorization, body }) => {
    const search = Object.entries(query).map(([key, value]) => `${key}=${/%/.test(value) ? value : encodeURIComponent(value)}`).join('&')
    const headers: Record<string, string> = { ...(contentType ? { 'content-type': contentType } : {}), ...(origin ? { origin } : {}), ...(authorization ? { authorization } : {}) }
    return { method, path: search ? `${path}?${search}` : path, headers, ...(body === undefined ? {} : { body }) }
  })
}

async function send(baseUrl: string, request: BadRequest): Promise<number | string> {
  try {
    const response = await fetch(`${baseUrl}${request.path}`, { method: request.method, headers: request.headers, body: request.body, signal: AbortSignal.timeout(20_000) })
    await response.arrayBuffer()
    return response.status
  } catch (error) {
    return `no answer: ${error instanceof Error ? `${error.message} ${String(error.cause ?? '')}` : String(error)}`
  }
}

async function inBatches<T, R>(items: readonly T[], size: number, run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = []
  for (let start = 0; start < items.length; start += size) results.push(...(await Promise.all(items.slice(start, start + size).map(run))))
  return results
}

export type FuzzOptions = {
  /** The server's body limit. */
  maxBodyBytes: number
  /** Routes left out, with the reason (e.g. a page that only ever answers 200). */
  skip?: (route: Route) => boolean
  seed?: number
}

/** Sends REQUESTS_PER_ROUTE bad requests to every listed route; fails naming the requests that got a 5xx or no answer.
 * Returns how many were sent. */
export async function fuzzServer(baseUrl: string, options: FuzzOptions): Promise<{ routes: number; requests: number }> {
  const listed = (await (await fetch(`${baseUrl}/__routes`)).json()) as Route[]
  const routes = listed.filter((route) => !options.skip?.(route))
  expect(routes.length).toBeGreaterThan(0)
  const failures: string[] = []
  let requests = 0
  for (const [index, route] of routes.entries()) {
    const batch = fc.sample(requestFor(route, options.maxBodyBytes), { numRuns: REQUESTS_PER_ROUTE, seed: (options.seed ?? 34) + index })
    const statuses = await inBatches(batch, 8, (request) => send(baseUrl, request))
    requests += batch.length
    let shown = 0
    statuses.forEach((status, at) => {
      // A few per route: enough to reproduce, without one careless route hiding the others.
      if ((typeof status === 'string' || status >= 500) && shown++ < 3) {
        const request = batch[at]!
        failures.push(`${route.join(' ')} → ${status}: ${request.method} ${request.path.slice(0, 200)} ${JSON.stringify(request.headers)} ${request.body?.slice(0, 120) ?? ''}`)
      }
    })
  }
  await fetch(`${baseUrl}/__faults`, { method: 'DELETE' })
  if (failures.length > 0) throw new Error(`malformed requests got a 5xx or no answer (at most three per route):\n${failures.join('\n')}`)
  return { routes: routes.length, requests }
}
