// The root of the system: starts every long-lived flow with a systemId (so flows and the inspector find each
// other by name) and routes the outside world's events to the flow they concern.
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, type DoneActorEvent } from 'xstate'
import { alertMachine, type AlertEvent } from '../alert/alert.machine'
import { connectionMachine } from '../connection/connection.machine'
import { modalMachine } from '../modal/modal.machine'
import type { pairingMachine } from '../pairing/pairing.machine'
import type { PairingEvent } from '../pairing/pairing.types'
import type { ConnectedAccount, ModalEvent, ModalInput } from '../modal/modal.types'
import { toastMachine, type ToastEvent } from '../toast/toast.machine'
import { networkMachine } from '../network/network.machine'
import type { NetworkEvent, NetworkInput } from '../network/network.types'
import type { CaipNetworkId } from '../../core/caip'
import { spawnLoaded } from './spawnLoaded'

export type RootEvent = ModalEvent | ToastEvent | AlertEvent | PairingEvent | NetworkEvent
export type RootEmitted = { type: 'flowStarted'; flow: 'pairing' }
/** The network flow's input defaults to the modal's networks, the first one active, every R-NAV-10 switch on. */
export type RootInput = ModalInput & { network?: NetworkInput }
type RootContext = { modal: ModalInput; network: NetworkInput; pendingPairing: PairingEvent[] }

const NETWORK_EVENTS = ['network.switch', 'network.accountChanged', 'network.cancelSwitch'] as const satisfies readonly NetworkEvent['type'][]

function defaultNetworkInput(modal: ModalInput): NetworkInput {
  const networks = modal.settings.networks as CaipNetworkId[]
  return { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: modal.settings.basic }, networks, active: networks[0]! }
}

type ModalEventType = ModalEvent['type']
const MODAL_EVENTS = [
  'modal.open', 'modal.close', 'modal.back', 'modal.shake', 'router.push', 'router.back', 'transaction.push',
  'transaction.succeeded', 'transaction.failed', 'transaction.cancelled', 'catalogue.retry',
  'connection.changed', 'connectors.changed', 'wallet.connect', 'siwx.sessionsChanged', 'account.copyAddress', 'account.disconnect',
  'network.switched', 'network.switchFailed', 'network.supportChanged',
] as const satisfies readonly ModalEventType[]

// What people, views and the connection flow ask of the pairing flow; its own tick stays inside it.
const PAIRING_EVENTS = [
  'pairing.start', 'pairing.prepare', 'pairing.leave', 'pairing.deeplink', 'pairing.showQr', 'pairing.copy', 'pairing.retry',
  'pairing.reset', 'pairing.connected',
] as const satisfies readonly PairingEvent['type'][]
const onPairingEvents = (transition: object) => Object.fromEntries(PAIRING_EVENTS.map((type) => [type, transition]))

export const rootMachine = setup({
  types: { events: {} as RootEvent, input: {} as RootInput, context: {} as RootContext, emitted: {} as RootEmitted },
  actors: {
    modal: modalMachine,
    network: networkMachine,
    toast: toastMachine,
    alert: alertMachine,
    connection: connectionMachine,
    // The pairing flow's machine and WalletConnect services are not in the first-click bundle (STACK-NOTES).
    loadPairing: fromPromise<typeof pairingMachine>(() => Promise.reject(new Error('loadPairing is provided by system.ts'))),
    watchInstalledWallets: fromCallback(() => () => {}),
  },
  actions: {
    keepPairingRequest: assign(({ context, event }) => ({ pendingPairing: [...context.pendingPairing, event as PairingEvent] })),
    dropPairingRequests: assign({ pendingPairing: [] }),
    startPairingFlow: enqueueActions(({ event, enqueue }) => {
      // No systemId: everything asked of the flow goes through the root, which is what lets it keep requests while
      // the code loads.
      spawnLoaded(enqueue, (event as unknown as DoneActorEvent<typeof pairingMachine>).output, { id: 'pairing' })
    }),
    // What was asked while the code loaded reaches the flow in the order it was asked.
    replayPairingRequests: enqueueActions(({ context, enqueue }) => {
      for (const request of context.pendingPairing) enqueue.sendTo('pairing', request)
      enqueue.assign({ pendingPairing: [] })
    }),
    forwardToPairing: sendTo('pairing', ({ event }) => event),
    reportPairingStarted: emit({ type: 'flowStarted' as const, flow: 'pairing' as const }),
  },
}).createMachine({
  id: 'latch',
  context: ({ input }) => {
    const { network, ...modal } = input
    return { modal, network: network ?? defaultNetworkInput(modal), pendingPairing: [] }
  },
  invoke: [
    { id: 'modal', systemId: 'modal', src: 'modal', input: ({ context }) => context.modal },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'alert', systemId: 'alert', src: 'alert' },
    // One browser-wallet connection; other namespaces get their own actor when their connectors land.
    { id: 'connection', systemId: 'connection', src: 'connection', input: { namespace: 'eip155' } },
    // The active network per namespace and switching (SPEC §3, §4); its facts are wired in system.ts.
    { id: 'network', systemId: 'network', src: 'network', input: ({ context }) => context.network },
    { id: 'watchInstalledWallets', src: 'watchInstalledWallets' },
  ],
  on: {
    ...Object.fromEntries(MODAL_EVENTS.map((type) => [type, { actions: sendTo('modal', ({ event }) => event) }])),
    ...Object.fromEntries(NETWORK_EVENTS.map((type) => [type, { actions: sendTo('network', ({ event }) => event) }])),
    'toast.show': { actions: sendTo('toast', ({ event }) => event) },
    'toast.dismiss': { actions: sendTo('toast', ({ event }) => event) },
    'alert.show': { actions: sendTo('alert', ({ event }) => event) },
    'alert.dismiss': { actions: sendTo('alert', ({ event }) => event) },
  },
  type: 'parallel',
  states: {
    // WalletConnect pairing: its code loads when a pairing view first asks for a URI (or a phone's wallet list
    // gets one ready); then the flow lives as long as the page, since it hands approved sessions to connection.
    pairing: {
      initial: 'unloaded',
      states: {
        unloaded: {
          on: {
            'pairing.start': { target: 'loading', actions: 'keepPairingRequest' },
            'pairing.prepare': { target: 'loading', actions: 'keepPairingRequest' },
          },
        },
        loading: {
          invoke: {
            id: 'loadPairing',
            src: 'loadPairing',
            onDone: { target: 'ready', actions: ['startPairingFlow', 'replayPairingRequests', 'reportPairingStarted'] },
            onError: 'failed',
          },
          on: onPairingEvents({ actions: 'keepPairingRequest' }),
        },
        ready: { on: onPairingEvents({ actions: 'forwardToPairing' }) },
        // The code did not load: the pairing view says so; its Retry loads again and replays what was asked.
        failed: {
          on: {
            'pairing.retry': 'loading',
            'pairing.start': { target: 'loading', actions: ['dropPairingRequests', 'keepPairingRequest'] },
            'pairing.prepare': { target: 'loading', actions: ['dropPairingRequests', 'keepPairingRequest'] },
            // Left or closed: nothing asked is still wanted.
            'pairing.leave': { actions: 'dropPairingRequests' },
            'pairing.reset': { actions: 'dropPairingRequests' },
          },
        },
      },
    },
  },
})

export type { ConnectedAccount }
