// startRelay: the devstack's WalletConnect relay, a WebSocket JSON-RPC server on loopback that speaks what
// @walletconnect/sign-client 2.25 expects of relay.walletconnect.org, so a dapp and a wallet pair, settle a session,
// exchange requests and disconnect with no internet. Clients connect to ws://host:port/?auth=<JWT>&projectId=…; the
// JWT must prove the client's id as the real relay requires (clientAuth.ts), and one client may hold only a few
// sockets (clientSockets.ts). Refused clients learn why (refuseUpgrade.ts).
// Its plain HTTP side stands on the devstack's shared base (devstack/http, issue 34): GET /health, the relay's own
// fault switch at /__faults/relay, and 426 for the rest. Upgrades never reach that app: they are taken on the node
// server underneath, because a refusal must carry its reason (an HTTP body, or close 3000 after the upgrade), which
// Hono's WebSocket helper cannot give. So the HTTP fault switch (/__faults) never touches sockets; /__faults/relay does.
import { WebSocketServer } from 'ws'
import { createDevApp, jsonBody, startDevServer } from '../http/devServer'
import { FAULTS_PATH } from '../http/faultSwitch'
import { verifyClientAuth } from './clientAuth'
import { createClientSockets, MAX_SOCKETS_PER_CLIENT } from './clientSockets'
import { attachConnection } from './connection'
import { createRelayFaults, relayFaultPatchSchema, type RelayFaultSwitch } from './faults'
import { MAX_FRAME_BYTES } from './messages'
import { createUpgradeRefuser, refuseWithStatus } from './refuseUpgrade'
import { createTopicStore } from './store'
import { assertLoopback } from '../http/loopback'

export type RelayOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** WebSocket pings keep sign-client's Node stall detector (35 s without traffic) quiet. */
  pingIntervalMs?: number
  /** The relay's clock (ms since the epoch): message times and ttl, and the auth tokens' iat and exp. */
  now?: () => number
}

export type Relay = {
  /** ws://host:port — the `relayUrl` for SignClient.init. */
  url: string
  port: number
  faults: RelayFaultSwitch
  stats(): { connections: number; topics: number; messages: number; chars: number; subscriptions: number }
  close(): Promise<void>
}

const DEFAULT_PING_INTERVAL_MS = 20_000
const SWEEP_INTERVAL_MS = 30_000
const MAX_CONNECTIONS = 500
/** The pages that may read the relay over HTTP are the devstack's own, all on loopback as the relay is. */
const LOOPBACK_ORIGIN = /^http:\/\/(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|localhost|\[::1\])(:\d{1,5})?$/
/** The only body it takes is a fault patch, a few dozen bytes. */
const MAX_HTTP_BODY_BYTES = 1_024
const TOO_MANY_SOCKETS = `Too many connections for this client (at most ${MAX_SOCKETS_PER_CLIENT})`

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the relay devstack')
  const now = options.now ?? Date.now
  const store = createTopicStore({ now })
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const faults = createRelayFaults({
    onDown: () => {
      for (const client of wss.clients) client.terminate()
    },
  })
  const refuser = createUpgradeRefuser()
  const clientSockets = createClientSockets()

  const stats = () => ({ connections: wss.clients.size, ...store.stats() })
  const { app } = createDevApp({ origin: (origin) => LOOPBACK_ORIGIN.test(origin), maxBodyBytes: MAX_HTTP_BODY_BYTES, onClearFaults: faults.clear })
  app.get('/health', (c) => {
    const { down } = faults.state()
    return c.json({ ok: !down, ...stats() }, down ? 503 : 200)
  })
  app.get(`${FAULTS_PATH}/relay`, (c) => c.json(faults.state()))
  app.post(`${FAULTS_PATH}/relay`, jsonBody(relayFaultPatchSchema), (c) => c.json(faults.set(c.req.valid('json'))))
  // A mistyped admin path is the base's 404; any other plain request is someone who meant to open a WebSocket.
  app.all('*', (c) => (c.req.path.startsWith('/__') ? c.notFound() : c.text('WalletConnect relay (devstack): connect with a WebSocket\n', 426, { upgrade: 'websocket' })))

  const http = await startDevServer(app, { host, port: options.port ?? 0 }).catch((error: unknown) => {
    throw listenError(error, host, options.port)
  })
  const { port, server } = http

  // Attached as the await above resumes (a microtask after listening, before any socket is read), so no upgrade
  // ever reaches the HTTP app.
  server.on('upgrade', (req, socket, head) => {
    socket.on('error', () => socket.destroy())
    // Down looks like an unreachable relay, which sign-client retries; only refusals of the client itself are final.
    if (faults.state().down) return refuseWithStatus(socket, '503 Service Unavailable')
    if (wss.clients.size >= MAX_CONNECTIONS) return refuseWithStatus(socket, '503 Service Unavailable')
    const auth = new URL(req.url ?? '/', 'http://relay').searchParams.get('auth')
    const verdict = verifyClientAuth(auth, { nowMs: now(), relayPort: port })
    if (!verdict.ok) return refuser.refuse(req, socket, head, { status: '401 Unauthorized', reason: verdict.reason })
    const clientKey = verdict.clientId
    if (!clientSockets.hasRoom(clientKey)) return refuser.refuse(req, socket, head, { status: '429 Too Many Requests', reason: TOO_MANY_SOCKETS })
    wss.handleUpgrade(req, socket, head, (client) => {
      clientSockets.track(clientKey, client)
      attachConnection(client, { store, faults, timers, clientKey })
    })
  })

  const pings = setInterval(() => {
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.ping()
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
  const sweeps = setInterval(() => store.sweep(), SWEEP_INTERVAL_MS)
  pings.unref()
  sweeps.unref()
  const urlHost = host.includes(':') ? `[${host}]` : host

  return {
    url: `ws://${urlHost}:${port}`,
    port,
    faults: { set: faults.set, clear: faults.clear, state: faults.state },
    stats,
    async close() {
      clearInterval(pings)
      clearInterval(sweeps)
      for (const timer of timers) clearTimeout(timer)
      timers.clear()
      for (const client of wss.clients) client.terminate()
      refuser.close()
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await http.close()
    },
  }
}

function listenError(error: unknown, host: string, port: number | undefined): Error {
  const code = (error as NodeJS.ErrnoException).code
  return new Error(code === 'EADDRINUSE' ? `relay: port ${port} on ${host} is already in use (set LATCH_RELAY_PORT to another port)` : `relay: cannot listen on ${host}:${port} (${String(error)})`, { cause: error })
}
