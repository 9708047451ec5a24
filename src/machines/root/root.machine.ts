// The root of the system: starts every long-lived flow with a systemId (so flows and the inspector find each
// other by name) and routes the outside world's events to the flow they concern.
import { fromCallback, sendTo, setup } from 'xstate'
import { alertMachine, type AlertEvent } from '../alert/alert.machine'
import { connectionMachine } from '../connection/connection.machine'
import { modalMachine } from '../modal/modal.machine'
import { pairingMachine } from '../pairing/pairing.machine'
import type { ConnectedAccount, ModalEvent, ModalInput } from '../modal/modal.types'
import { toastMachine, type ToastEvent } from '../toast/toast.machine'

export type RootEvent = ModalEvent | ToastEvent | AlertEvent

type ModalEventType = ModalEvent['type']
const MODAL_EVENTS = [
  'modal.open', 'modal.close', 'modal.back', 'modal.shake', 'router.push', 'router.back', 'transaction.push',
  'transaction.succeeded', 'transaction.failed', 'transaction.cancelled', 'catalogue.retry',
  'connection.changed', 'connectors.changed', 'wallet.connect', 'siwx.sessionsChanged', 'account.copyAddress', 'account.disconnect',
] as const satisfies readonly ModalEventType[]

export const rootMachine = setup({
  types: { events: {} as RootEvent, input: {} as ModalInput, context: {} as { modal: ModalInput } },
  actors: {
    modal: modalMachine,
    toast: toastMachine,
    alert: alertMachine,
    connection: connectionMachine,
    pairing: pairingMachine,
    watchInstalledWallets: fromCallback(() => () => {}),
  },
}).createMachine({
  id: 'latch',
  context: ({ input }) => ({ modal: input }),
  invoke: [
    { id: 'modal', systemId: 'modal', src: 'modal', input: ({ context }) => context.modal },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'alert', systemId: 'alert', src: 'alert' },
    // One browser-wallet connection; other namespaces get their own actor when their connectors land.
    { id: 'connection', systemId: 'connection', src: 'connection', input: { namespace: 'eip155' } },
    // WalletConnect pairing: the modal's pairing views start and leave it; it hands approved sessions to connection.
    { id: 'pairing', systemId: 'pairing', src: 'pairing' },
    { id: 'watchInstalledWallets', src: 'watchInstalledWallets' },
  ],
  on: {
    ...Object.fromEntries(MODAL_EVENTS.map((type) => [type, { actions: sendTo('modal', ({ event }) => event) }])),
    'toast.show': { actions: sendTo('toast', ({ event }) => event) },
    'toast.dismiss': { actions: sendTo('toast', ({ event }) => event) },
    'alert.show': { actions: sendTo('alert', ({ event }) => event) },
    'alert.dismiss': { actions: sendTo('alert', ({ event }) => event) },
  },
})

export type { ConnectedAccount }
