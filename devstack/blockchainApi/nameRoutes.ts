// The names routes (ENS-like profile names, SPEC §4 name registration and §7's "ENS lookup by name, name suggestions,
// reverse lookup by address, register"), as the cloud's blockchain API answers them, plus the identity lookup the
// account view reads its name and avatar from:
//   GET  /v1/profile/account/{name}      the record, 404 when the name is free
//   POST /v1/profile/account             register (nameRegistration.ts)
//   GET  /v1/profile/suggestions/{name}  the name and free alternatives (nameSuggestions.ts)
//   GET  /v1/profile/reverse/{address}   the address's records, newest first
//   GET  /v1/profile/avatar/{name}       an SVG (nameAvatar.ts)
//   GET  /v1/identity/{address}          { name, avatar } of the address's newest name
//   DELETE /__admin/names                forget every registration (tests)
// Every route takes and ignores projectId. Faults reach these paths through the server's fault switch like any other.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { BodyTooLarge, readJson, send, sendError, sendJson } from '../providerApi/http'
import type { ChainMap } from './chainMap'
import { avatarSvg } from './nameAvatar'
import { createNameRegistration } from './nameRegistration'
import { identityQuerySchema, nameSchema, profileQuerySchema } from './nameSchemas'
import type { NameStore } from './nameStore'
import { suggestNames } from './nameSuggestions'
import { evmAddressSchema, issueText } from './schemas'

const NAME_NOT_REGISTERED = 'name not registered'
const REGISTER_PATH = '/v1/profile/account'
const ADMIN_PATH = '/__admin/names'
const SEGMENT_PATH = /^\/v1\/(?:profile\/(account|suggestions|reverse|avatar)|(identity))\/([^/]+)$/
/** A Host header fit to put into a URL: a host name or address and a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

type Deps = {
  chains: ChainMap
  store: NameStore
  /** Milliseconds, as Date.now. */
  now(): number
}

type Segment = 'account' | 'suggestions' | 'reverse' | 'avatar' | 'identity'

function decoded(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment // malformed escapes: refused by the schemas like any other bad text
  }
}

/** A path segment's one issue (issueText would call it the body's). */
function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'invalid'
}

/** The origin the client reached this server at, for the avatar's absolute URL. */
function origin(req: IncomingMessage): string {
  const host = req.headers.host
  if (host && HOST_HEADER.test(host)) return `http://${host}`
  const local = req.socket.localAddress ?? '127.0.0.1'
  return `http://${local.includes(':') ? `[${local}]` : local}:${req.socket.localPort ?? 80}`
}

export function createNameRoutes(deps: Deps) {
  const register = createNameRegistration(deps)

  /** The lowercase name in the path, or undefined once a 400 is sent. */
  function pathName(res: ServerResponse, raw: string): string | undefined {
    const parsed = z.safeParse(nameSchema, decoded(raw))
    if (parsed.success) return parsed.data.toLowerCase()
    sendError(res, 400, `name: ${firstIssue(parsed.error)}`)
    return undefined
  }

  function pathAddress(res: ServerResponse, raw: string): string | undefined {
    const parsed = z.safeParse(evmAddressSchema, decoded(raw))
    if (parsed.success) return parsed.data
    sendError(res, 400, `address: ${firstIssue(parsed.error)}`)
    return undefined
  }

  function byName(res: ServerResponse, segment: Segment, raw: string): void {
    const name = pathName(res, raw)
    if (name === undefined) return
    if (segment === 'suggestions') return sendJson(res, 200, { suggestions: suggestNames(name, deps.store.isTaken) })
    const record = deps.store.byName(name)
    if (!record) return sendError(res, 404, NAME_NOT_REGISTERED)
    if (segment === 'account') return sendJson(res, 200, record)
    send(res, 200, avatarSvg(record.name), { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' })
  }

  function byAddress(req: IncomingMessage, res: ServerResponse, segment: Segment, raw: string): void {
    const address = pathAddress(res, raw)
    if (address === undefined) return
    const records = deps.store.byAddress(address)
    if (segment === 'reverse') return sendJson(res, 200, records)
    const newest = records[0]
    sendJson(res, 200, newest ? { name: newest.name, avatar: `${origin(req)}/v1/profile/avatar/${newest.name}` } : { name: null, avatar: null })
  }

  async function registerRoute(req: IncomingMessage, res: ServerResponse): Promise<void> {
    let body: unknown
    try {
      body = await readJson(req)
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'The body is too large')
      throw error
    }
    const result = await register(body)
    if (!result.ok) return sendError(res, result.status, result.message)
    sendJson(res, 200, result.record)
  }

  function query(res: ServerResponse, url: URL, segment: Segment): boolean {
    const parsed = z.safeParse(segment === 'identity' ? identityQuerySchema : profileQuerySchema, Object.fromEntries(url.searchParams))
    if (parsed.success) return true
    sendError(res, 400, issueText(parsed.error))
    return false
  }

  /** Handles the request if it is a names route; false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const method = req.method ?? 'GET'
    if (url.pathname === ADMIN_PATH) {
      if (method !== 'DELETE') sendError(res, 405, `${method} not allowed on ${url.pathname}`)
      else sendJson(res, 200, { cleared: deps.store.clear() })
      return true
    }
    if (url.pathname === REGISTER_PATH) {
      if (method !== 'POST') sendError(res, 405, `${method} not allowed on ${url.pathname}: register with POST, look up with ${REGISTER_PATH}/{name}`)
      else if (query(res, url, 'account')) await registerRoute(req, res)
      return true
    }
    const match = SEGMENT_PATH.exec(url.pathname)
    if (!match) return false
    const segment = (match[1] ?? match[2]) as Segment
    if (method !== 'GET') sendError(res, 405, `${method} not allowed on ${url.pathname}`)
    else if (!query(res, url, segment)) return true
    else if (segment === 'reverse' || segment === 'identity') byAddress(req, res, segment, match[3] ?? '')
    else byName(res, segment, match[3] ?? '')
    return true
  }
}
