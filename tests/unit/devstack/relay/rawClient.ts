// Test support: bare WebSocket clients of the devstack relay, for protocol-level tests: one that speaks its JSON-RPC
// as a given client, and one connection attempt that reports how it ended.
import WebSocket from 'ws'
import { newClientKey, relayJwt, type ClientKey } from './relayJwt'

/** A bare WebSocket client speaking the relay's JSON-RPC, for protocol-level tests. */
export type RawClient = {
  socket: WebSocket
  /** The did:key the relay knows this client by. */
  clientId: string
  /** Every frame received, parsed. */
  frames: unknown[]
  send(frame: unknown): void
  sendText(text: string | Buffer): void
  /** The next frame matching the predicate (already received ones count). */
  next(predicate: (frame: Record<string, unknown>) => boolean, timeoutMs?: number): Promise<Record<string, unknown>>
  /** Sends a request and resolves with its response frame. */
  call(method: string, params: unknown): Promise<Record<string, unknown>>
  close(): Promise<void>
}

let rawId = 0

/** Connects as the client `key` (a fresh one unless given: pass the same key again to reconnect as that client). */
export async function connectRaw(url: string, key: ClientKey = newClientKey()): Promise<RawClient> {
  const socket = new WebSocket(`${url}/?projectId=p&auth=${relayJwt(key, url)}`)
  const frames: unknown[] = []
  const waiters = new Set<() => void>()
  socket.on('message', (data) => {
    frames.push(JSON.parse(String(data)))
    for (const wake of waiters) wake()
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const client: RawClient = {
    socket,
    clientId: key.clientId,
    frames,
    send: (frame) => socket.send(JSON.stringify(frame)),
    sendText: (text) => socket.send(text),
    next(predicate, timeoutMs = 2_000) {
      return new Promise((resolve, reject) => {
        const check = (): boolean => {
          const found = frames.find((frame) => typeof frame === 'object' && frame !== null && predicate(frame as Record<string, unknown>))
          if (!found) return false
          frames.splice(frames.indexOf(found), 1)
          waiters.delete(wake)
          clearTimeout(timer)
          resolve(found as Record<string, unknown>)
          return true
        }
        const wake = () => void check()
        const timer = setTimeout(() => {
          waiters.delete(wake)
          reject(new Error(`no matching frame within ${timeoutMs} ms; received ${JSON.stringify(frames).slice(0, 500)}`))
        }, timeoutMs)
        waiters.add(wake)
        check()
      })
    },
    async call(method, params) {
      rawId += 1
      const id = rawId
      client.send({ id, jsonrpc: '2.0', method, params })
      return client.next((frame) => frame.id === id && !('method' in frame))
    },
    close: () =>
      new Promise((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.terminate()
      }),
  }
  return client
}

/** A 64-hex-char topic like sign-client's. */
export function topic(label: string): string {
  return Buffer.from(label.padEnd(32, '.')).toString('hex').slice(0, 64)
}

/** How one connection attempt ends, as text a test can pin: 'open' (the relay answered a request on it),
 * 'HTTP <status>: <body>' (the upgrade was refused), or 'close <code>: <reason>' (accepted, then closed). */
export function attempt(url: string, query: { auth?: string; useOnCloseEvent?: boolean } = {}): Promise<string> {
  const params = new URLSearchParams({ projectId: 'p', ...(query.auth === undefined ? {} : { auth: query.auth }), ...(query.useOnCloseEvent ? { useOnCloseEvent: 'true' } : {}) })
  return new Promise((resolve) => {
    const socket = new WebSocket(`${url}/?${params}`)
    const settle = (outcome: string) => {
      resolve(outcome)
      socket.terminate()
    }
    socket.once('open', () => socket.send(JSON.stringify({ id: 1, jsonrpc: '2.0', method: 'irn_batchFetchMessages', params: { topics: [] } })))
    socket.on('message', (data) => {
      if ((JSON.parse(String(data)) as { id?: unknown }).id === 1) settle('open')
    })
    socket.on('close', (code, reason) => settle(`close ${code}: ${String(reason)}`))
    socket.once('unexpected-response', (_request, response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += String(chunk)))
      response.once('end', () => settle(`HTTP ${response.statusCode}${body ? `: ${body.trim()}` : ''}`))
    })
    // `on`, not `once`: terminating a socket still connecting emits a second error, which must not go unheard.
    socket.on('error', (error) => settle(`error: ${error.message}`))
  })
}
