// The provider API contract of SPEC §7 as the devstack speaks it. Every route needs projectId, st and sv
// (R-API-1) and answers 400 without them; POST /e also checks the Origin header against the allow-list (R-PERM-2).
import type { Context, Hono, MiddlewareHandler } from 'hono'
import { z } from 'zod/mini'
import { isOriginAllowed, type ImageKind, type WalletEntry } from '../../src/services/api'
import { IMAGE_PATHS } from '../../src/services/api/images'
import { analyticsEventSchema } from '../../src/services/api/schemas'
import { errorAnswer, type DevEnv } from '../http/devServer'
import type { EventStore } from './eventStore'
import type { ImageLookup } from './imageCatalogue'
import { imageSvg } from './imageSvg'
import type { ProjectSettings } from './projectSettings'
import { parseWalletQuery } from './walletParams'
import { queryWallets } from './walletQuery'

/** The cloud's words for an origin outside the allow-list; the client maps them to an alert (R-ERR-2). */
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Unauthorized: origin not allowed'
/** How long a browser may keep an image (the images never change for an id). */
export const IMAGE_MAX_AGE_S = 3600

type Deps = { catalogue: readonly WalletEntry[]; images: ImageLookup; events: EventStore; settings: ProjectSettings; now: () => number }
type Identity = { projectId: string; sdkType: string; sdkVersion: string }
type ApiEnv = DevEnv & { Variables: { identity: Identity } }

// R-API-1. The local stack needs no project id: projectId must be sent but may be empty; st and sv may not.
const requireIdentity: MiddlewareHandler<ApiEnv> = async (c, next) => {
  const projectId = c.req.query('projectId')
  const sdkType = c.req.query('st') ?? ''
  const sdkVersion = c.req.query('sv') ?? ''
  if (projectId === undefined || !sdkType || !sdkVersion) return errorAnswer(c, 400, 'projectId, st and sv are required')
  c.set('identity', { projectId, sdkType, sdkVersion })
  return next()
}

export function addApiRoutes(devApp: Hono<DevEnv>, deps: Deps): void {
  const app = devApp as unknown as Hono<ApiEnv>
  app.get('/getWallets', requireIdentity, (c) => {
    const query = parseWalletQuery(new URL(c.req.url).searchParams)
    return 'error' in query ? errorAnswer(c, 400, query.error) : c.json(queryWallets(deps.catalogue, query))
  })
  app.get('/appkit/v1/config', requireIdentity, (c) => c.json({ features: deps.settings.features() }))
  app.get('/projects/v1/origins', requireIdentity, (c) => c.json({ allowedOrigins: deps.settings.allowedOrigins() }))
  app.get('/getAnalyticsConfig', requireIdentity, (c) => c.json({ isAnalyticsEnabled: deps.settings.analyticsEnabled() }))

  for (const [kind, prefix] of Object.entries(IMAGE_PATHS) as [ImageKind, string][]) {
    app.get(`${prefix}/*`, requireIdentity, (c) => image(c, kind, prefix))
  }

  function image(c: Context, kind: ImageKind, prefix: string): Response {
    // The raw path: an id with an encoded '/' names no image rather than another path.
    const raw = new URL(c.req.url).pathname.slice(prefix.length + 1)
    let id: string
    try {
      id = decodeURIComponent(raw)
    } catch {
      return errorAnswer(c, 400, 'malformed image id')
    }
    const label = id && !id.includes('/') ? deps.images(kind, id) : undefined
    if (label === undefined) return errorAnswer(c, 404, `unknown ${kind} image ${id}`)
    return c.body(imageSvg(id, label), 200, { 'content-type': 'image/svg+xml', 'cache-control': `public, max-age=${IMAGE_MAX_AGE_S}` })
  }

  app.post('/e', requireIdentity, async (c) => {
    // R-PERM-2: a browser always names its origin on a cross-origin POST; a request without one (a server, a
    // test) is not a browser page and is let through.
    const origin = c.req.header('origin') ?? null
    if (origin !== null && !isOriginAllowed(origin, deps.settings.allowedOrigins())) return errorAnswer(c, 403, ORIGIN_NOT_ALLOWED_MESSAGE)
    let body: unknown
    try {
      body = JSON.parse(await c.req.text()) as unknown
    } catch {
      body = undefined
    }
    const parsed = z.safeParse(analyticsEventSchema, body)
    if (!parsed.success) return errorAnswer(c, 400, `invalid event: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim())
    deps.events.add(parsed.data, { ...c.get('identity'), origin, receivedAt: deps.now() })
    return c.json({ ok: true }, 202)
  })
}
