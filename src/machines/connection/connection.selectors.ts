// What the dapp reads of a connection flow (DESIGN: narrow values, never the whole snapshot).
import type { SnapshotFrom } from 'xstate'
import type { connectionMachine } from './connection.machine'

/** R-CONN-1: the connection status a dapp sees. */
export type ConnectionStatus = 'disconnected' | 'connecting' | 'connected'

// R-CONN-1: restoring a stored session and waiting on the wallet are both connecting; a failed attempt leaves the
// dapp disconnected; a session being ended is still connected until the wallet has let go.
export function selectStatus(snapshot: SnapshotFrom<typeof connectionMachine>): ConnectionStatus {
  if (snapshot.matches('connected') || snapshot.matches('disconnecting')) return 'connected'
  if (snapshot.matches('restoring') || snapshot.matches('connecting')) return 'connecting'
  return 'disconnected'
}

/** R-API-7: the plain address of the connected account (analytics events carry it), undefined otherwise. */
export function selectConnectedAddress(snapshot: SnapshotFrom<typeof connectionMachine> | undefined): string | undefined {
  return snapshot && selectStatus(snapshot) === 'connected' ? snapshot.context.session?.address : undefined
}

/** Several namespaces' flows seen as one (R-CONN-1): connected when any is; connecting while one is asked or restored
 * and none is connected. */
export function combineStatuses(statuses: readonly ConnectionStatus[]): ConnectionStatus {
  return statuses.includes('connected') ? 'connected' : statuses.includes('connecting') ? 'connecting' : 'disconnected'
}
