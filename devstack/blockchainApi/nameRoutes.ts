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
import type { Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { errorAnswer, limitBody, type DevEnv } from '../http/devServer'
import type { ChainMap } from './chainMap'
import { avatarSvg } from './nameAvatar'
import { createNameRegistration } from './nameRegistration'
import { identityQuerySchema, nameSchema, profileQuerySchema } from './nameSchemas'
import type { NameStore } from './nameStore'
import { suggestNames } from './nameSuggestions'
import { evmAddressSchema, issueText } from './schemas'

const NAME_NOT_REGISTERED = 'name not registered'
/** A registration is a name, an address and a signature: far below this. */
const MAX_REGISTRATION_BYTES = 64 * 1024
/** A Host header fit to put into a URL: a host name or address and a port. */
const HOST_HEADER = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/

type Deps = {
  chains: ChainMap
  store: NameStore
  /** Milliseconds, as Date.now. */
  now(): number
}

/** A path segment's one issue (issueText would call it the body's). */
function firstIssue(error: z.core.$ZodError): string {
  return error.issues[0]?.message ?? 'invalid'
}

/** The origin the client reached this server at, for the avatar's absolute URL. */
function origin(c: Context<DevEnv>): string {
  const host = c.req.header('host')
  if (host && HOST_HEADER.test(host)) return `http://${host}`
  const socket = c.env.incoming.socket
  const local = socket.localAddress ?? '127.0.0.1'
  return `http://${local.includes(':') ? `[${local}]` : local}:${socket.localPort ?? 80}`
}

export function addNameRoutes(app: Hono<DevEnv>, deps: Deps): void {
  const register = createNameRegistration(deps)

  // Every route takes (and ignores) projectId; a query that is not what the route takes is a 400.
  const queryChecked = (schema: typeof profileQuerySchema | typeof identityQuerySchema) => async (c: Context<DevEnv>, next: () => Promise<void>) => {
    const parsed = z.safeParse(schema, c.req.query())
    if (!parsed.success) return errorAnswer(c, 400, issueText(parsed.error))
    return next()
  }
  const profileQuery = queryChecked(profileQuerySchema)

  /** The lowercase name in the path (a malformed escape stays as it came, and is refused by the schema). */
  const pathName = (c: Context<DevEnv>) => {
    const parsed = z.safeParse(nameSchema, c.req.param('name'))
    return parsed.success ? { name: parsed.data.toLowerCase() } : { refusal: errorAnswer(c, 400, `name: ${firstIssue(parsed.error)}`) }
  }
  const pathAddress = (c: Context<DevEnv>) => {
    const parsed = z.safeParse(evmAddressSchema, c.req.param('address'))
    return parsed.success ? { address: parsed.data } : { refusal: errorAnswer(c, 400, `address: ${firstIssue(parsed.error)}`) }
  }

  app.get('/v1/profile/account/:name', profileQuery, (c) => {
    const path = pathName(c)
    if (path.refusal) return path.refusal
    const record = deps.store.byName(path.name)
    return record ? c.json(record) : errorAnswer(c, 404, NAME_NOT_REGISTERED)
  })
  app.get('/v1/profile/avatar/:name', profileQuery, (c) => {
    const path = pathName(c)
    if (path.refusal) return path.refusal
    const record = deps.store.byName(path.name)
    if (!record) return errorAnswer(c, 404, NAME_NOT_REGISTERED)
    return c.body(avatarSvg(record.name), 200, { 'content-type': 'image/svg+xml', 'cache-control': 'public, max-age=300' })
  })
  app.get('/v1/profile/suggestions/:name', profileQuery, (c) => {
    const path = pathName(c)
    return path.refusal ?? c.json({ suggestions: suggestNames(path.name, deps.store.isTaken) })
  })
  app.get('/v1/profile/reverse/:address', profileQuery, (c) => {
    const path = pathAddress(c)
    return path.refusal ?? c.json(deps.store.byAddress(path.address))
  })
  app.get('/v1/identity/:address', queryChecked(identityQuerySchema), (c) => {
    const path = pathAddress(c)
    if (path.refusal) return path.refusal
    const newest = deps.store.byAddress(path.address)[0]
    return c.json(newest ? { name: newest.name, avatar: `${origin(c)}/v1/profile/avatar/${newest.name}` } : { name: null, avatar: null })
  })
  app.post('/v1/profile/account', limitBody(MAX_REGISTRATION_BYTES), profileQuery, async (c) => {
    let body: unknown
    try {
      body = JSON.parse(await c.req.text()) as unknown
    } catch {
      body = undefined
    }
    const result = await register(body)
    return result.ok ? c.json(result.record) : errorAnswer(c, result.status, result.message)
  })
  app.delete('/__admin/names', (c) => c.json({ cleared: deps.store.clear() }))
}
