// startRelay: the devstack's WalletConnect relay, a WebSocket JSON-RPC server on loopback that speaks what
// @walletconnect/sign-client 2.25 expects of relay.walletconnect.org, so a dapp and a wallet pair, settle a session,
// exchange requests and disconnect with no internet. Clients connect to ws://host:port/?auth=<JWT>&projectId=…; the
// JWT must prove the client's id as the real relay requires (clientAuth.ts), and one client may hold only a few
// sockets (clientSockets.ts). Refused clients learn why (refuseUpgrade.ts).
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { WebSocketServer } from 'ws'
import { verifyClientAuth } from './clientAuth'
import { createClientSockets, MAX_SOCKETS_PER_CLIENT } from './clientSockets'
import { attachConnection } from './connection'
import { createRelayFaults, type RelayFaultSwitch } from './faults'
import { MAX_FRAME_BYTES } from './messages'
import { createUpgradeRefuser, refuseWithStatus } from './refuseUpgrade'
import { createTopicStore } from './store'

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

const LOOPBACK = /^(127\.\d{1,3}\.\d{1,3}\.\d{1,3}|::1|localhost)$/
const DEFAULT_PING_INTERVAL_MS = 20_000
const SWEEP_INTERVAL_MS = 30_000
const MAX_CONNECTIONS = 500
const TOO_MANY_SOCKETS = `Too many connections for this client (at most ${MAX_SOCKETS_PER_CLIENT})`

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the relay devstack listens on loopback only, not ${host}`)
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
  let port = 0

  const server = createServer((req, res) => {
    if (new URL(req.url ?? '/', 'http://relay').pathname === '/health') {
      res.writeHead(faults.state().down ? 503 : 200, { 'content-type': 'application/json' })
      res.end(JSON.stringify({ ok: !faults.state().down, ...stats() }))
      return
    }
    res.writeHead(426, { 'content-type': 'text/plain; charset=utf-8', upgrade: 'websocket' })
    res.end('WalletConnect relay (devstack): connect with a WebSocket\n')
  })
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
  server.on('clientError', (_error, socket) => refuseWithStatus(socket, '400 Bad Request'))

  const pings = setInterval(() => {
    for (const client of wss.clients) if (client.readyState === client.OPEN) client.ping()
  }, options.pingIntervalMs ?? DEFAULT_PING_INTERVAL_MS)
  const sweeps = setInterval(() => store.sweep(), SWEEP_INTERVAL_MS)
  pings.unref()
  sweeps.unref()

  function stats() {
    return { connections: wss.clients.size, ...store.stats() }
  }

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, host, () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    clearInterval(pings)
    clearInterval(sweeps)
    const code = (error as NodeJS.ErrnoException).code
    throw new Error(code === 'EADDRINUSE' ? `relay: port ${options.port} on ${host} is already in use (set LATCH_RELAY_PORT to another port)` : `relay: cannot listen on ${host}:${options.port} (${String(error)})`, {
      cause: error,
    })
  }
  port = (server.address() as AddressInfo).port
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
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
