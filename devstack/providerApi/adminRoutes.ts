// Routes for people and tests, not part of the cloud contract: health, the event sink's views, the fault switch,
// the relay's fault switch, the project settings switch, the test wallet's script and the WalletConnect test
// wallet's page. All under /__ so they can never collide with an API path.
import type { IncomingMessage, ServerResponse } from 'node:http'
import { z } from 'zod/mini'
import { remoteFeatureSchema } from '../../src/services/api/schemas'
import { relayFaultPatchSchema, type RelayFaultSwitch } from '../relay/faults'
import { wcWalletPage } from '../wcWallet/page'
import type { EventStore } from './eventStore'
import { eventsPage } from './eventsPage'
import { inspectorPage } from './inspectorPage'
import { faultInputSchema, type FaultStore } from './faults'
import { readJson, send, sendError, sendJson } from './http'
import type { ProjectSettings } from './projectSettings'

const projectPatchSchema = z.object({
  allowedOrigins: z.optional(z.array(z.string())),
  features: z.optional(z.array(remoteFeatureSchema)),
  isAnalyticsEnabled: z.optional(z.boolean()),
})

type Deps = {
  events: EventStore
  faults: FaultStore
  settings: ProjectSettings
  /** The test wallet's bundled script (devstack/testWallet), when this devstack builds one. */
  testWalletScript?: (() => Promise<string>) | undefined
  /** The WalletConnect relay's fault switch (devstack/relay), when this devstack runs one. */
  relayFaults?: RelayFaultSwitch | undefined
  /** The WalletConnect test wallet (devstack/wcWallet): its bundled script, and the defaults its page gets. */
  wcWallet?: { script: () => Promise<string>; relayUrl?: string | undefined; chainUrl?: string | undefined; solanaUrl?: string | undefined } | undefined
}

async function sendScript(res: ServerResponse, what: string, script: (() => Promise<string>) | undefined): Promise<void> {
  if (!script) return sendError(res, 404, `this devstack does not serve the ${what} (npm start does)`)
  let text: string
  try {
    text = await script()
  } catch (error) {
    return sendError(res, 500, `the ${what} bundle failed to build: ${error instanceof Error ? error.message : String(error)}`)
  }
  send(res, 200, text, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
}

const NO_RELAY = 'this devstack runs no WalletConnect relay (npm start does)'

function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'invalid body'
}

export function createAdminRoutes(deps: Deps) {
  const project = () => ({
    allowedOrigins: deps.settings.allowedOrigins(),
    features: deps.settings.features(),
    isAnalyticsEnabled: deps.settings.analyticsEnabled(),
  })

  type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void
  const routes: Record<string, Partial<Record<string, Handler>>> = {
    '/__health': { GET: (_req, res) => sendJson(res, 200, { ok: true }) },
    '/__inspector': { GET: (_req, res) => send(res, 200, inspectorPage(), { 'content-type': 'text/html; charset=utf-8' }) },
    '/__events': {
      GET: (_req, res) => sendJson(res, 200, deps.events.list()),
      DELETE: (_req, res) => {
        deps.events.clear()
        sendJson(res, 200, { ok: true })
      },
    },
    '/__events.html': {
      GET: (_req, res) => send(res, 200, eventsPage(deps.events.list()), { 'content-type': 'text/html; charset=utf-8' }),
    },
    '/__test-wallet.js': { GET: (_req, res) => sendScript(res, 'test wallet', deps.testWalletScript) },
    '/__wallet': {
      GET: (_req, res) => {
        if (!deps.wcWallet) return sendError(res, 404, 'this devstack does not serve the WalletConnect test wallet (npm start does)')
        send(res, 200, wcWalletPage({ relayUrl: deps.wcWallet.relayUrl, chainUrl: deps.wcWallet.chainUrl, solanaUrl: deps.wcWallet.solanaUrl }), {
          'content-type': 'text/html; charset=utf-8',
          'cache-control': 'no-store',
        })
      },
    },
    '/__wallet.js': { GET: (_req, res) => sendScript(res, 'WalletConnect test wallet', deps.wcWallet?.script) },
    '/__admin/faults': {
      GET: (_req, res) => sendJson(res, 200, deps.faults.list()),
      POST: async (req, res) => {
        const parsed = z.safeParse(faultInputSchema, await readJson(req))
        if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
        sendJson(res, 201, deps.faults.add(parsed.data))
      },
      DELETE: (_req, res) => sendJson(res, 200, { cleared: deps.faults.clear() }),
    },
    '/__admin/relay': {
      GET: (_req, res) => (deps.relayFaults ? sendJson(res, 200, deps.relayFaults.state()) : sendError(res, 404, NO_RELAY)),
      POST: async (req, res) => {
        if (!deps.relayFaults) return sendError(res, 404, NO_RELAY)
        const parsed = relayFaultPatchSchema.safeParse(await readJson(req))
        if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
        sendJson(res, 200, deps.relayFaults.set(parsed.data))
      },
      DELETE: (_req, res) => (deps.relayFaults ? sendJson(res, 200, deps.relayFaults.clear()) : sendError(res, 404, NO_RELAY)),
    },
    '/__admin/project': {
      GET: (_req, res) => sendJson(res, 200, project()),
      PUT: async (req, res) => {
        const parsed = z.safeParse(projectPatchSchema, await readJson(req))
        if (!parsed.success) return sendError(res, 400, issueText(parsed.error))
        const patch = parsed.data
        if (patch.allowedOrigins) deps.settings.setAllowedOrigins(patch.allowedOrigins)
        if (patch.features) deps.settings.setFeatures(patch.features)
        if (patch.isAnalyticsEnabled !== undefined) deps.settings.setAnalyticsEnabled(patch.isAnalyticsEnabled)
        sendJson(res, 200, project())
      },
      DELETE: (_req, res) => {
        deps.settings.reset()
        sendJson(res, 200, project())
      },
    },
  }

  /** Handles the request if it is an admin route; false otherwise. */
  return async function handle(req: IncomingMessage, res: ServerResponse, url: URL): Promise<boolean> {
    const route = routes[url.pathname]
    if (!route) return false
    const handler = route[req.method ?? 'GET']
    if (!handler) {
      sendError(res, 405, `${req.method ?? ''} not allowed on ${url.pathname}`)
      return true
    }
    await handler(req, res)
    return true
  }
}
