// startProviderApi: the devstack's stand-in for the provider API (SPEC §7), one node:http server on loopback that
// serves the contract routes, the admin routes and the /inspect WebSocket relay. Faults are applied here, before
// any route, so they look to the client exactly like a failing network or server.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { WalletEntry } from '../../src/services/api'
import type { RelayFaultSwitch } from '../relay/faults'
import { createAdminRoutes } from './adminRoutes'
import { createApiRoutes } from './apiRoutes'
import { buildCatalogue } from './catalogue'
import { createEventStore } from './eventStore'
import { createFaultStore, type Fault } from './faults'
import { CORS_HEADERS, send, sendError, sendJson } from './http'
import { createImageLookup } from './imageCatalogue'
import { createInspectRelay } from './inspectRelay'
import { createProjectSettings } from './projectSettings'

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
  /** The WalletConnect relay (devstack/relay) this devstack runs: its URL is the test wallet page's default, its
   * fault switch answers POST/DELETE /__admin/relay (404 there when absent). */
  relay?: { url: string; faults: RelayFaultSwitch }
  /** The local chain's JSON-RPC URL, the WalletConnect test wallet page's default. */
  chainUrl?: string
  /** The local Solana's JSON-RPC, for the WalletConnect test wallet page's Solana side. */
  solanaUrl?: string
  /** Served at GET /__wallet.js (devstack/wcWallet/build.ts); GET /__wallet and /__wallet.js 404 when absent. */
  wcWalletScript?: () => Promise<string>
  now?: () => number
}

export type ProviderApiServer = { url: string; port: number; close(): Promise<void> }

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/

export async function startProviderApi(options: ProviderApiServerOptions = {}): Promise<ProviderApiServer> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the provider API devstack listens on loopback only, not ${host}`)
  const now = options.now ?? Date.now
  const catalogue = buildCatalogue(options.extraWallets)
  const events = await createEventStore(options.eventsFile)
  const faults = createFaultStore()
  const settings = createProjectSettings()
  const api = createApiRoutes({ catalogue, images: createImageLookup(catalogue), events, settings, now })
  const admin = createAdminRoutes({
    events,
    faults,
    settings,
    testWalletScript: options.testWalletScript,
    relayFaults: options.relay?.faults,
    wcWallet: options.wcWalletScript && { script: options.wcWalletScript, relayUrl: options.relay?.url, chainUrl: options.chainUrl, solanaUrl: options.solanaUrl },
  })
  const relay = createInspectRelay()
  const delays = new Set<ReturnType<typeof setTimeout>>()

  function wait(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        delays.delete(timer)
        resolve()
      }, ms)
      delays.add(timer)
    })
  }

  /** True when the fault answered the request itself. */
  async function applyFault(fault: Fault, res: ServerResponse): Promise<boolean> {
    if (fault.delayMs) await wait(fault.delayMs)
    if (fault.status !== undefined) {
      sendError(res, fault.status, fault.message ?? `injected fault: status ${fault.status}`)
      return true
    }
    if (fault.badBody === 'not-json') {
      send(res, 200, '{"data": [ this is not json', { 'content-type': 'application/json' })
      return true
    }
    if (fault.badBody) {
      sendJson(res, 200, { malformed: true, data: 'not what the contract says' })
      return true
    }
    return false
  }

  async function handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', 'http://devstack')
    if (req.method === 'OPTIONS') {
      // CORS preflight for any origin (POST /e with a JSON body needs one).
      res.writeHead(204, CORS_HEADERS)
      res.end()
      return
    }
    const fault = faults.take(url.pathname)
    if (fault && (await applyFault(fault, res))) return
    if (res.destroyed) return
    if (await admin(req, res, url)) return
    if (await api(req, res, url)) return
    sendError(res, 404, `no route ${req.method ?? ''} ${url.pathname}`)
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      sendError(res, 500, `devstack error: ${error instanceof Error ? error.message : String(error)}`)
    })
  })
  server.on('upgrade', (req, socket, head) => {
    if (!relay.handleUpgrade(req, socket, head)) socket.destroy()
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, host, () => {
      server.off('error', reject)
      resolve()
    })
  })
  const port = (server.address() as AddressInfo).port
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    url: `http://${urlHost}:${port}`,
    port,
    async close() {
      for (const timer of delays) clearTimeout(timer)
      delays.clear()
      await relay.close()
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
      await events.close()
    },
  }
}
