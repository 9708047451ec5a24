// The provider API contract of SPEC §7 as the devstack speaks it. Every route needs projectId, st and sv
// (R-API-1) and answers 400 without them; POST /e also checks the Origin header against the allow-list (R-PERM-2).
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { isOriginAllowed, type ImageKind, type WalletEntry } from '../../src/services/api'
import { IMAGE_PATHS } from '../../src/services/api/images'
import { analyticsEventSchema } from '../../src/services/api/schemas'
import type { EventStore } from './eventStore'
import { BodyTooLarge, readJson, send, sendError, sendJson } from './http'
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
type Handler = (req: IncomingMessage, res: ServerResponse, url: URL, identity: Identity) => Promise<void> | void

// The local stack needs no project id: projectId must be sent (R-API-1) but may be empty; st and sv may not.
function identityOf(url: URL): Identity | undefined {
  const projectId = url.searchParams.get('projectId')
  const sdkType = url.searchParams.get('st') ?? ''
  const sdkVersion = url.searchParams.get('sv') ?? ''
  if (projectId === null || !sdkType || !sdkVersion) return undefined
  return { projectId, sdkType, sdkVersion }
}

export function createApiRoutes(deps: Deps) {
  const getRoutes = new Map<string, Handler>([
    [
      '/getWallets',
      (_req, res, url) => {
        const query = parseWalletQuery(url.searchParams)
        if ('error' in query) return sendError(res, 400, query.error)
        sendJson(res, 200, queryWallets(deps.catalogue, query))
      },
    ],
    ['/appkit/v1/config', (_req, res) => sendJson(res, 200, { features: deps.settings.features() })],
    ['/projects/v1/origins', (_req, res) => sendJson(res, 200, { allowedOrigins: deps.settings.allowedOrigins() })],
    ['/getAnalyticsConfig', (_req, res) => sendJson(res, 200, { isAnalyticsEnabled: deps.settings.analyticsEnabled() })],
  ])

  const imageRoutes = Object.entries(IMAGE_PATHS) as [ImageKind, string][]

  function image(res: ServerResponse, pathname: string): boolean {
    for (const [kind, prefix] of imageRoutes) {
      if (!pathname.startsWith(`${prefix}/`)) continue
      const raw = pathname.slice(prefix.length + 1)
      let id: string
      try {
        id = decodeURIComponent(raw)
      } catch {
        sendError(res, 400, 'malformed image id')
        return true
      }
      const label = id && !id.includes('/') ? deps.images(kind, id) : undefined
      if (label === undefined) {
        sendError(res, 404, `unknown ${kind} image ${id}`)
        return true
      }
      send(res, 200, imageSvg(id, label), {
        'content-type': 'image/svg+xml',
        'cache-control': `public, max-age=${IMAGE_MAX_AGE_S}`,
      })
      return true
    }
    return false
  }

  async function postEvent(req: IncomingMessage, res: ServerResponse, identity: Identity): Promise<void> {
    // R-PERM-2: a browser always names its origin on a cross-origin POST; a request without one (a server, a
    // test) is not a browser page and is let through.
    const origin = req.headers.origin ?? null
    if (origin !== null && !isOriginAllowed(origin, deps.settings.allowedOrigins())) {
      return sendError(res, 403, ORIGIN_NOT_ALLOWED_MESSAGE)
    }
    let body: unknown
    try {
      body = await readJson(req)
    } catch (error) {
      if (error instanceof BodyTooLarge) return sendError(res, 413, 'event too large')
      throw error
    }
    const parsed = z.safeParse(analyticsEventSchema, body)
    if (!parsed.success) return sendError(res, 400, `invalid event: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim())
    deps.events.add(parsed.data, { ...identity, origin, receivedAt: deps.now() })
    sendJson(res, 202, { ok: true })
  }

  /** Handles the request if it is an API route; false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const pathname = url.pathname
    const get = getRoutes.get(pathname)
    const isImage = imageRoutes.some(([, prefix]) => pathname.startsWith(`${prefix}/`))
    const isEvent = pathname === '/e'
    if (!get && !isImage && !isEvent) return false
    const method = req.method ?? 'GET'
    if (isEvent ? method !== 'POST' : method !== 'GET' && method !== 'HEAD') {
      sendError(res, 405, `${method} not allowed on ${pathname}`)
      return true
    }
    // R-API-1: every call carries projectId, st and sv.
    const identity = identityOf(url)
    if (!identity) {
      sendError(res, 400, 'projectId, st and sv are required')
      return true
    }
    if (isEvent) await postEvent(req, res, identity)
    else if (get) await get(req, res, url, identity)
    else image(res, pathname)
    return true
  }
}
