// Reads of the root snapshot for the dialog's views: the flows it spawns once their code has loaded. Apart from
// root.selectors.ts (what the connect button reads) so that the first click does not carry them.
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { balanceMachine } from '../balance/balance.machine'
import type { pairingMachine } from '../pairing/pairing.machine'
import type { embeddedWalletMachine } from '../embeddedWallet/embeddedWallet.machine'
import type { siwxMachine } from '../siwx/siwx.machine'
import type { nameRegistrationMachine } from '../nameRegistration/nameRegistration.machine'
import type { sendMachine } from '../send/send.machine'
import type { onRampMachine } from '../onRamp/onRamp.machine'
import type { rootMachine } from './root.machine'

type RootSnapshot = SnapshotFrom<typeof rootMachine>

/** The pairing flow, once its code has loaded (it then lives as long as the page). */
export const selectPairingFlow = (snapshot: RootSnapshot) =>
  (snapshot.children as Record<string, unknown>)['pairing'] as ActorRefFrom<typeof pairingMachine> | undefined
/** The pairing flow's code did not load. */
export const selectPairingLoadFailed = (snapshot: RootSnapshot) => snapshot.matches({ pairing: 'failed' })
/** The network flow's code did not load. */
export const selectNetworkLoadFailed = (snapshot: RootSnapshot) => snapshot.matches({ network: 'failed' })
/** The balance flow, once its code has loaded. */
export const selectBalanceFlow = (snapshot: RootSnapshot) =>
  (snapshot.children as Record<string, unknown>)['balance'] as ActorRefFrom<typeof balanceMachine> | undefined
/** The embedded wallet flow (frame and email login), once its code has loaded. */
export const selectEmbeddedFlow = (snapshot: RootSnapshot) =>
  (snapshot.children as Record<string, unknown>)['embedded'] as ActorRefFrom<typeof embeddedWalletMachine> | undefined
/** The embedded wallet's code did not load. */
export const selectEmbeddedLoadFailed = (snapshot: RootSnapshot) => snapshot.matches({ embedded: 'failed' })
/** The sign-in flow, once its code has loaded (with the first account when the app enables sign-in). */
export const selectSiwxFlow = (snapshot: RootSnapshot) => (snapshot.children as Record<string, unknown>)['siwx'] as ActorRefFrom<typeof siwxMachine> | undefined
/** The names flow (the shown account's profile, registering a name), once its code has loaded. */
export const selectNamesFlow = (snapshot: RootSnapshot) =>
  (snapshot.children as Record<string, unknown>)['names'] as ActorRefFrom<typeof nameRegistrationMachine> | undefined
/** The names flow's code did not load. */
export const selectNamesLoadFailed = (snapshot: RootSnapshot) => snapshot.matches({ names: 'failed' })
/** Issue 36: the send flow, once its code has loaded (with the first Send view). */
export const selectSendFlow = (snapshot: RootSnapshot) => (snapshot.children as Record<string, unknown>)['send'] as ActorRefFrom<typeof sendMachine> | undefined
/** Issue 36: the on-ramp flow, once its code has loaded (with the first Buy view). */
export const selectOnRampFlow = (snapshot: RootSnapshot) => (snapshot.children as Record<string, unknown>)['onRamp'] as ActorRefFrom<typeof onRampMachine> | undefined
/** A flow's code did not load (its view offers to try again). */
export const selectFlowLoadFailed = (flow: 'send' | 'onRamp') => (snapshot: RootSnapshot) => snapshot.matches({ [flow]: 'failed' })
/** Issue 36: the feature's flow was never asked for (its code not loaded). */
export const selectFlowUnloaded = (flow: 'send' | 'onRamp') => (snapshot: RootSnapshot) => snapshot.matches({ [flow]: 'unloaded' })
