// Narrow reads of the root snapshot the connect button makes at the first click (the dialog's views read the other
// flows through root.contentSelectors.ts).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { networkMachine } from '../network/network.machine'
import type { rootMachine } from './root.machine'

type RootSnapshot = SnapshotFrom<typeof rootMachine>

/** The network flow, once its code has loaded. */
export const selectNetworkFlow = (snapshot: RootSnapshot) =>
  (snapshot.children as Record<string, unknown>)['network'] as ActorRefFrom<typeof networkMachine> | undefined
