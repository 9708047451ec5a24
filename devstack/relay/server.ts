// startRelay: the devstack's WalletConnect relay, a WebSocket JSON-RPC server on loopback that speaks what
// @walletconnect/sign-client 2.25 expects of relay.walletconnect.org, so a dapp and a wallet pair, settle a session,
// exchange requests and disconnect with no internet. Clients connect to ws://host:port/?auth=<JWT>&projectId=…;
// the JWT is not verified (its `iss`, the client id, only names the client across reconnects).
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { WebSocketServer } from 'ws'
import { attachConnection } from './connection'
import { createRelayFaults, type RelayFaultSwitch } from './faults'
import { authClaimsSchema, MAX_FRAME_BYTES } from './messages'
import { createTopicStore } from './store'

export type RelayOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  port?: number
  /** WebSocket pings keep sign-client's Node stall detector (35 s without traffic) quiet. */
  pingIntervalMs?: number
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

/** The client id from the `auth` JWT's payload (not verified), or undefined. */
export function clientIdFromAuth(url: string | undefined): string | undefined {
  try {
    const auth = new URL(url ?? '/', 'http://relay').searchParams.get('auth')
    const payload = auth?.split('.')[1]
    if (!payload || payload.length > 4_096) return undefined
    const claims = authClaimsSchema.safeParse(JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')))
    return claims.success ? claims.data.iss : undefined
  } catch {
    return undefined
  }
}

function refuse(socket: Duplex, status: string): void {
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\ncontent-length: 0\r\n\r\n`)
  socket.destroy()
}

export async function startRelay(options: RelayOptions = {}): Promise<Relay> {
  const host = options.host ?? '127.0.0.1'
  if (!LOOPBACK.test(host)) throw new Error(`the relay devstack listens on loopback only, not ${host}`)
  const store = createTopicStore({ now: options.now })
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES })
  const faults = createRelayFaults({
    onDown: () => {
      for (const client of wss.clients) client.terminate()
    },
  })
  let anonymous = 0

  wss.on('connection', (socket, req: IncomingMessage) => {
    anonymous += 1
    attachConnection(socket, { store, faults, timers, clientKey: clientIdFromAuth(req.url) ?? `anonymous-${anonymous}` })
  })

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
    if (faults.state().down) return refuse(socket, '503 Service Unavailable')
    if (wss.clients.size >= MAX_CONNECTIONS) return refuse(socket, '503 Service Unavailable')
    wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req))
  })
  server.on('clientError', (_error, socket) => refuse(socket, '400 Bad Request'))

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
  const port = (server.address() as AddressInfo).port
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
      await new Promise<void>((resolve) => wss.close(() => resolve()))
      await new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      })
    },
  }
}
