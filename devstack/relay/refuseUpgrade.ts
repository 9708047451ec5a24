// How the relay turns a client away so that the client can tell why, instead of retrying in silence. sign-client
// connects with `useOnCloseEvent=true`, asking for the real relay's way: the upgrade completes and the socket is closed
// at once with code 3000 and the reason (a browser never sees the HTTP status of a refused upgrade, only a bare
// error). sign-client then emits "WebSocket connection closed abnormally with code: 3000 (<reason>)" as a relayer
// error at once, and again on each later try, where an HTTP refusal would only make it retry for seconds with no
// reason given. Any other client gets the HTTP status, the reason as its body.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocketServer, type WebSocket } from 'ws'

/** The close code the real relay refuses with when the client asked for close events; sign-client's provider turns
 * exactly this code into an error carrying the reason. */
const REFUSAL_CLOSE_CODE = 3000

/** Refused sockets waiting for the client's close frame (ws gives up on one after 30 s). Past this many, refusals
 * fall back to the HTTP status, so a client that never answers a close cannot pile sockets up. */
const MAX_CLOSING = 100

export type Refusal = { status: `${number} ${string}`; reason: string }

/** Answers the upgrade with an HTTP error and drops the connection. */
export function refuseWithStatus(socket: Duplex, status: Refusal['status'], reason = ''): void {
  const body = reason ? `${reason}\n` : ''
  const type = body ? 'content-type: text/plain; charset=utf-8\r\n' : ''
  if (socket.writable) socket.end(`HTTP/1.1 ${status}\r\nconnection: close\r\n${type}content-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`)
  socket.destroy()
}

export function createUpgradeRefuser() {
  // Sockets accepted only to be closed: kept apart from the relay's clients, so they never count as connections.
  const doorway = new WebSocketServer({ noServer: true, clientTracking: false, maxPayload: 1_024 })
  const closing = new Set<WebSocket>()

  return {
    refuse(req: IncomingMessage, socket: Duplex, head: Buffer, refusal: Refusal): void {
      const asksForCloseEvent = new URL(req.url ?? '/', 'http://relay').searchParams.get('useOnCloseEvent') === 'true'
      if (!asksForCloseEvent || closing.size >= MAX_CLOSING) return refuseWithStatus(socket, refusal.status, refusal.reason)
      doorway.handleUpgrade(req, socket, head, (client) => {
        closing.add(client)
        client.on('error', () => client.terminate())
        client.once('close', () => closing.delete(client))
        client.close(REFUSAL_CLOSE_CODE, refusal.reason)
      })
    },
    close(): void {
      for (const client of closing) client.terminate()
      closing.clear()
      doorway.close()
    },
  }
}
