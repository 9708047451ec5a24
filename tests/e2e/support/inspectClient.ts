// A node-side listener on the devstack's inspector relay (ws://…/inspect): it collects the Stately inspection
// messages the laboratory page sends. The relay replays up to 200 older messages to a new client, so callers
// keep only messages created after a point in time they choose.
import { WebSocket } from 'ws'
import { INSPECT_URL } from './devstack'

export type InspectionMessage = {
  type: string
  sessionId?: string
  name?: string
  createdAt?: string
  event?: { type?: string } & Record<string, unknown>
  snapshot?: unknown
}

export type InspectClient = {
  /** Messages created at or after `since` (ms since the epoch), in arrival order. */
  messages(since: number): InspectionMessage[]
  /** Every raw text frame received, for checks on the wire format itself. */
  raw(): string[]
  close(): Promise<void>
}

export async function connectInspectClient(url = INSPECT_URL): Promise<InspectClient> {
  const socket = new WebSocket(url)
  const frames: string[] = []
  socket.on('message', (data, isBinary) => {
    if (!isBinary) frames.push(data.toString())
  })
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve())
    socket.once('error', reject)
  })
  const parse = (frame: string): InspectionMessage | undefined => {
    try {
      const value: unknown = JSON.parse(frame)
      return typeof value === 'object' && value !== null && typeof (value as { type?: unknown }).type === 'string' ? (value as InspectionMessage) : undefined
    } catch {
      return undefined
    }
  }
  return {
    messages: (since) =>
      frames.flatMap((frame) => {
        const message = parse(frame)
        return message && Number(message.createdAt ?? 0) >= since ? [message] : []
      }),
    raw: () => [...frames],
    close: () =>
      new Promise<void>((resolve) => {
        if (socket.readyState === WebSocket.CLOSED) return resolve()
        socket.once('close', () => resolve())
        socket.close()
      }),
  }
}
