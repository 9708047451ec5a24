// Routes for people and tests, not part of the cloud contract: health, the event sink's views, the project settings
// switch, the test wallet's script and the WalletConnect test wallet's page. All
// under /__ so they can never collide with an API path (the HTTP fault switch, /__faults, is the base's).
import type { Context, Hono } from 'hono'
import { z } from 'zod/mini'
import { remoteFeatureSchema } from '../../src/services/api/schemas'
import { errorAnswer, jsonBody, type DevEnv } from '../http/devServer'
import { wcWalletPage } from '../wcWallet/page'
import type { EventStore } from './eventStore'
import { eventsPage } from './eventsPage'
import { inspectorPage } from './inspectorPage'
import type { ProjectSettings } from './projectSettings'

const projectPatchSchema = z.object({
  allowedOrigins: z.optional(z.array(z.string())),
  features: z.optional(z.array(remoteFeatureSchema)),
  isAnalyticsEnabled: z.optional(z.boolean()),
})

type Deps = {
  events: EventStore
  settings: ProjectSettings
  /** The test wallet's bundled script (devstack/testWallet), when this devstack builds one. */
  testWalletScript?: (() => Promise<string>) | undefined
  /** The WalletConnect test wallet (devstack/wcWallet): its bundled script, and the defaults its page gets. */
  wcWallet?: { script: () => Promise<string>; relayUrl?: string | undefined; chainUrl?: string | undefined; solanaUrl?: string | undefined } | undefined
}

const HTML = { 'content-type': 'text/html; charset=utf-8' }

async function script(c: Context, what: string, build: (() => Promise<string>) | undefined): Promise<Response> {
  if (!build) return errorAnswer(c, 404, `this devstack does not serve the ${what} (npm start does)`)
  try {
    return c.body(await build(), 200, { 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'no-store' })
  } catch (error) {
    return errorAnswer(c, 500, `the ${what} bundle failed to build: ${error instanceof Error ? error.message : String(error)}`)
  }
}

export function addAdminRoutes(app: Hono<DevEnv>, deps: Deps): void {
  const project = () => ({
    allowedOrigins: deps.settings.allowedOrigins(),
    features: deps.settings.features(),
    isAnalyticsEnabled: deps.settings.analyticsEnabled(),
  })

  app.get('/__health', (c) => c.json({ ok: true }))
  app.get('/__inspector', (c) => c.body(inspectorPage(), 200, HTML))
  app.get('/__events', (c) => c.json(deps.events.list()))
  app.delete('/__events', (c) => {
    deps.events.clear()
    return c.json({ ok: true })
  })
  app.get('/__events.html', (c) => c.body(eventsPage(deps.events.list()), 200, HTML))
  app.get('/__test-wallet.js', (c) => script(c, 'test wallet', deps.testWalletScript))
  app.get('/__wallet', (c) => {
    const wallet = deps.wcWallet
    if (!wallet) return errorAnswer(c, 404, 'this devstack does not serve the WalletConnect test wallet (npm start does)')
    return c.body(wcWalletPage({ relayUrl: wallet.relayUrl, chainUrl: wallet.chainUrl, solanaUrl: wallet.solanaUrl }), 200, { ...HTML, 'cache-control': 'no-store' })
  })
  app.get('/__wallet.js', (c) => script(c, 'WalletConnect test wallet', deps.wcWallet?.script))

  app.get('/__admin/project', (c) => c.json(project()))
  app.put('/__admin/project', jsonBody(projectPatchSchema), (c) => {
    const patch = c.req.valid('json')
    if (patch.allowedOrigins) deps.settings.setAllowedOrigins(patch.allowedOrigins)
    if (patch.features) deps.settings.setFeatures(patch.features)
    if (patch.isAnalyticsEnabled !== undefined) deps.settings.setAnalyticsEnabled(patch.isAnalyticsEnabled)
    return c.json(project())
  })
  app.delete('/__admin/project', (c) => {
    deps.settings.reset()
    return c.json(project())
  })
}
