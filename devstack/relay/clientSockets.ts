// Open sockets per client id, so that one client (one key) cannot take every place under the relay's global
// connection cap and lock everyone else out. A client legitimately holds more than one socket: one per browser tab
// (tabs of one origin share sign-client's storage, hence its key), plus, for a moment, an old socket next to its
// replacement while it reconnects. More than that is a client misbehaving, or someone replaying its token.
import type { WebSocket } from 'ws'

/** A handful of tabs and a reconnect or two; far below the global cap (500), so many clients fit beside it. */
export const MAX_SOCKETS_PER_CLIENT = 8

export function createClientSockets(limit = MAX_SOCKETS_PER_CLIENT) {
  const open = new Map<string, number>()
  return {
    hasRoom(clientId: string): boolean {
      return (open.get(clientId) ?? 0) < limit
    },
    /** Counts the socket against its client until it closes. Call in the same tick as hasRoom (ws completes an
     * upgrade synchronously), so two upgrades at once cannot both take the last place. */
    track(clientId: string, socket: WebSocket): void {
      open.set(clientId, (open.get(clientId) ?? 0) + 1)
      socket.once('close', () => {
        const left = (open.get(clientId) ?? 1) - 1
        if (left > 0) open.set(clientId, left)
        else open.delete(clientId)
      })
    },
  }
}

export type ClientSockets = ReturnType<typeof createClientSockets>
