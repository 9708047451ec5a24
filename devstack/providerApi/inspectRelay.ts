// ws://…/inspect: the Stately inspector's offline relay (STACK-NOTES "Stately inspector with no internet"). The
// lab page's createWebSocketInspector sends inspection events; an inspector client (createWebSocketReceiver)
// receives them. Like @statelyai/inspect's own server, it keeps the last messages and replays them to a client
// that connects later, so opening the inspector after the app still shows how the machines got where they are.
import type { IncomingMessage } from 'node:http'
import type { Duplex } from 'node:stream'
import { WebSocket, WebSocketServer, type RawData } from 'ws'

export const INSPECT_PATH = '/inspect'
/** Messages kept for late joiners (the same depth as @statelyai/inspect's server). */
export const INSPECT_REPLAY_MESSAGES = 200

export function createInspectRelay() {
  const wss = new WebSocketServer({ noServer: true })
  const recent: string[] = []

  wss.on('connection', (socket) => {
    for (const message of recent) socket.send(message)
    socket.on('message', (data: RawData, isBinary: boolean) => {
      // The receiver ignores anything but text frames, so text is relayed as text.
      const payload = isBinary ? data : data.toString()
      if (typeof payload === 'string') {
        recent.push(payload)
        if (recent.length > INSPECT_REPLAY_MESSAGES) recent.shift()
      }
      for (const client of wss.clients) {
        if (client !== socket && client.readyState === WebSocket.OPEN) client.send(payload, { binary: isBinary })
      }
    })
  })

  return {
    /** Takes an HTTP upgrade for INSPECT_PATH; returns false for any other path (the caller refuses it). */
    handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean {
      if (new URL(req.url ?? '/', 'http://relay').pathname !== INSPECT_PATH) return false
      wss.handleUpgrade(req, socket, head, (client) => wss.emit('connection', client, req))
      return true
    },
    close(): Promise<void> {
      for (const client of wss.clients) client.terminate()
      return new Promise((resolve) => wss.close(() => resolve()))
    },
  }
}
