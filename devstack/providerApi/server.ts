// startProviderApi: the devstack's stand-in for the provider API (SPEC §7), on the devstack's HTTP base (any origin
// may call it: the allow-list, R-PERM-2, is enforced per route), with the contract routes, the admin routes and the
// /inspect WebSocket relay. The base's fault switch (/__faults) answers before any route, so a fault looks to the
// client exactly like a failing network or server.
import type { WalletEntry } from '../../src/services/api'
import { createDevApp, startDevServer } from '../http/devServer'
import { addAdminRoutes } from './adminRoutes'
import { addApiRoutes } from './apiRoutes'
import { buildCatalogue } from './catalogue'
import { createEventStore } from './eventStore'
import { createImageLookup } from './imageCatalogue'
import { createInspectRelay } from './inspectRelay'
import { createProjectSettings } from './projectSettings'
import { assertLoopback } from '../http/loopback'

export type ProviderApiServerOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** Persist the event sink to this SQLite file (e.g. .devstack-data/events.sqlite); in memory when absent. */
  eventsFile?: string
  /** Wallets ranked before the catalogue (e.g. the devstack's test wallet page). */
  extraWallets?: readonly WalletEntry[]
  /** Served at GET /__test-wallet.js (devstack/testWallet/build.ts); 404 there when absent. */
  testWalletScript?: () => Promise<string>
  /** The WalletConnect relay (devstack/relay) this devstack runs: its URL is the test wallet page's default (its
   * fault switch is on its own server, /__faults/relay). */
  relay?: { url: string }
  /** The local chain's JSON-RPC URL, the WalletConnect test wallet page's default. */
  chainUrl?: string
  /** The local Solana's JSON-RPC, for the WalletConnect test wallet page's Solana side. */
  solanaUrl?: string
  /** Served at GET /__wallet.js (devstack/wcWallet/build.ts); GET /__wallet and /__wallet.js 404 when absent. */
  wcWalletScript?: () => Promise<string>
  now?: () => number
}

export type ProviderApiServer = { url: string; port: number; close(): Promise<void> }

/** An analytics event is a few hundred bytes. */
const MAX_BODY_BYTES = 64 * 1024

export async function startProviderApi(options: ProviderApiServerOptions = {}): Promise<ProviderApiServer> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the provider API devstack')
  const catalogue = buildCatalogue(options.extraWallets)
  const events = await createEventStore(options.eventsFile)
  const settings = createProjectSettings()
  const { app } = createDevApp({ origin: '*', allowHeaders: ['x-project-id', 'x-sdk-type', 'x-sdk-version'], maxBodyBytes: MAX_BODY_BYTES })
  addAdminRoutes(app, {
    events,
    settings,
    testWalletScript: options.testWalletScript,
    wcWallet: options.wcWalletScript && { script: options.wcWalletScript, relayUrl: options.relay?.url, chainUrl: options.chainUrl, solanaUrl: options.solanaUrl },
  })
  addApiRoutes(app, { catalogue, images: createImageLookup(catalogue), events, settings, now: options.now ?? Date.now })

  const server = await startDevServer(app, { host, port: options.port ?? 0 })
  const inspect = createInspectRelay()
  server.server.on('upgrade', (req, socket, head) => {
    if (!inspect.handleUpgrade(req, socket, head)) socket.destroy()
  })
  const urlHost = host.includes(':') ? `[${host}]` : host
  return {
    url: `http://${urlHost}:${server.port}`,
    port: server.port,
    async close() {
      await inspect.close()
      await server.close()
      await events.close()
    },
  }
}
