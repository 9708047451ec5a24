// What the contract tests share: a fake service behind the world's fetch (so it is asked exactly as Latch asks it),
// and the same request sent to the fake and to the real server, answered as status and parsed body.
import { createFakeHttp, type Service, type ServiceName } from './http'

export type Answer = { status: number; body: unknown; contentType: string }

/** The fake `service` at `origin`, reached through the world's fetch. */
export function fakeFetch(service: ServiceName, origin: string, impl: Service, pageOrigin = 'http://localhost:3000'): typeof fetch {
  const origins = { api: 'http://unused-api.test', rpc: 'http://unused-rpc.test', siwx: 'http://unused-siwx.test', [service]: origin }
  const none: Service = { handle: () => ({ status: 599 }) }
  const services = { api: none, rpc: none, siwx: none, [service]: impl }
  return createFakeHttp({ origins, services, pageOrigin, wait: async () => undefined, onActivity: () => undefined }).fetch
}

/** Sends `path` (with `init`) to `base` through `fetcher`: the status, the body as JSON (or text), its type. */
export async function ask(fetcher: typeof fetch, base: string, path: string, init: RequestInit = {}): Promise<Answer> {
  const response = await fetcher(`${base}${path}`, init)
  const text = await response.text()
  let body: unknown = text
  try {
    body = JSON.parse(text) as unknown
  } catch {
    // not JSON: the text itself
  }
  return { status: response.status, body, contentType: (response.headers.get('content-type') ?? '').split(';')[0]!.trim() }
}

/** A value's shape: the same keys and value types, recursively (arrays by their first element). */
export function shape(value: unknown): unknown {
  if (Array.isArray(value)) return value.length === 0 ? [] : [shape(value[0])]
  if (value === null) return null
  if (typeof value === 'object') return Object.fromEntries(Object.entries(value as Record<string, unknown>).sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => [key, shape(entry)]))
  return typeof value
}

export const json = (body: unknown): RequestInit => ({ method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
