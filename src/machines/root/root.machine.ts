// The root of the system: starts every long-lived flow with a systemId (so flows and the inspector find each
// other by name) and routes the outside world's events to the flow they concern.
import { assign, emit, enqueueActions, fromCallback, fromPromise, sendTo, setup, type DoneActorEvent } from 'xstate'
import { alertMachine, type AlertEvent } from '../alert/alert.machine'
import { connectionMachine } from '../connection/connection.machine'
import { connectionSystemId } from '../connection/connection.systemId'
import { modalMachine } from '../modal/modal.machine'
import type { pairingMachine } from '../pairing/pairing.machine'
import type { PairingEvent } from '../pairing/pairing.types'
import type { ConnectedAccount, ModalEvent, ModalInput } from '../modal/modal.types'
import { toastMachine, type ToastEvent } from '../toast/toast.machine'
import { localeMachine, type LocaleEvent, type LocaleInput } from '../locale/locale.machine'
import type { networkMachine } from '../network/network.machine'
import type { NetworkEvent, NetworkInput } from '../network/network.types'
import type { balanceMachine } from '../balance/balance.machine'
import type { BalanceEvent } from '../balance/balance.types'
import type { embeddedWalletMachine, EmbeddedWalletEvent } from '../embeddedWallet/embeddedWallet.machine'
import type { siwxMachine } from '../siwx/siwx.machine'
import type { SiwxEvent } from '../siwx/siwx.types'
import type { nameRegistrationMachine } from '../nameRegistration/nameRegistration.machine'
import type { NamesEvent } from '../nameRegistration/nameRegistration.types'
import type { sendMachine } from '../send/send.machine'
import type { SendEvent } from '../send/send.types'
import type { onRampMachine } from '../onRamp/onRamp.machine'
import type { OnRampEvent } from '../onRamp/onRamp.types'
import { spawnLoaded } from './spawnLoaded'
import { flowActions, lazyFlowRegion, type LazyFlow } from './lazyFlowRegion'
import { providedBySystem } from '../providedBySystem'

export type RootEvent = ModalEvent | ToastEvent | AlertEvent | LocaleEvent | PairingEvent | NetworkEvent | BalanceEvent | EmbeddedWalletEvent | SiwxEvent | NamesEvent | SendEvent | OnRampEvent
export type RootEmitted = { type: 'flowStarted'; flow: LazyFlow }
export type RootInput = ModalInput & { network: NetworkInput; locale?: LocaleInput }
/** What was asked of a lazily loaded flow while its code loads, per flow. */
type Pending = { pairing: PairingEvent[]; network: NetworkEvent[]; balance: BalanceEvent[]; embedded: EmbeddedWalletEvent[]; siwx: SiwxEvent[]; names: NamesEvent[]; send: SendEvent[]; onRamp: OnRampEvent[] }
type RootContext = { modal: ModalInput; network: NetworkInput; locale: LocaleInput; pending: Pending }
type FlowParams = { flow: LazyFlow }

const BALANCE_EVENTS = ['balance.*', 'activity.fetch', 'activity.loadMore', 'activity.retry'] as const
const NETWORK_EVENTS = ['network.switch', 'network.accountChanged', 'network.smartAccounts', 'network.cancelSwitch', 'network.load'] as const satisfies readonly NetworkEvent['type'][]

const MODAL_EVENTS = [
  // Every event of these prefixes is the modal's.
  'modal.*', 'router.*', 'transaction.*',
  'catalogue.retry', 'connection.changed', 'connectors.changed', 'wallet.connect', 'siwx.sessionsChanged', 'account.copyAddress', 'account.disconnect', 'account.profile',
  'network.switched', 'network.switchFailed', 'network.supportChanged', 'network.connectNamespace',
] as const

// What people, views and the connection flow ask of the pairing flow (its own tick stays inside it: no one sends it
// here).
const PAIRING_EVENTS = ['pairing.*'] as const
// What views and the system ask of the embedded wallet (the frame, the email login and its update); its own facts
// stay inside it (no one sends them here).
const EMBEDDED_EVENTS = ['frame.*', 'email.*', 'update.*', 'account.setPreferred'] as const
// Sign in with X: the account to sign in (from the system) and the SIWXSignMessage view's answers (siwx.sessionsChanged
// is the modal's). Names: the account shown and the name views' answers, every event of its prefix.
const SIWX_EVENTS = ['siwx.account', 'siwx.sign', 'siwx.retry', 'siwx.cancel'] as const satisfies readonly SiwxEvent['type'][]
const NAMES_EVENTS = ['names.*'] as const
const pairing = flowActions('pairing')
const network = flowActions('network')
const balance = flowActions('balance')
const embedded = flowActions('embedded')
const siwx = flowActions('siwx')
const names = flowActions('names')
/** Issue 36: a wallet feature's flow, asked by its prefix; started (and loaded) by its start, which a failed load
 * keeps for the next try (the last start wins). */
function featureRegion(flow: 'send' | 'onRamp', also: Record<string, unknown> = {}) {
  const on = { [`${flow}.start`]: { target: 'loading', actions: flowActions(flow).keep }, ...also }
  return lazyFlowRegion(flow, [`${flow}.*`], { unloaded: on, failed: on })
}

/** A loader system.ts provides (the flow's code is not in the first click). */
const provided = <T>(name: string) => fromPromise<T>(providedBySystem(name))
// Typed once, outside the machine: inferring the event union inside each table entry is more than tsc can represent.
const toModal = sendTo('modal', ({ event }: { event: RootEvent }) => event as ModalEvent)

export const rootMachine = setup({
  types: {
    events: {} as RootEvent,
    input: {} as RootInput,
    context: {} as RootContext,
    emitted: {} as RootEmitted,
    // Named, so the packed .d.ts (issue 17) spells the children out without a string index that would contradict
    // them. The flows spawned from loaded code (spawnLoaded.ts) are not setup()'s to type.
    children: {} as {
      modal: 'modal'
      toast: 'toast'
      alert: 'alert'
      locale: 'locale'
      connection: 'connection'
      'connection.solana': 'connection'
      watchInstalledWallets: 'watchInstalledWallets'
      loadPairing: 'loadPairing'
      loadNetwork: 'loadNetwork'
      loadBalance: 'loadBalance'
      loadEmbedded: 'loadEmbedded'
      loadSiwx: 'loadSiwx'
      loadNames: 'loadNames'
      loadSend: 'loadSend'
      loadOnRamp: 'loadOnRamp'
    },
  },
  actors: {
    modal: modalMachine,
    // The network flow's code is not in the first-click bundle either: it loads with the first account or choice.
    loadNetwork: provided<typeof networkMachine>('loadNetwork'),
    // Balances load with the first Account view.
    loadBalance: provided<typeof balanceMachine>('loadBalance'),
    // The embedded wallet (frame bridge, email login) loads when an email field is shown or a stored login restores.
    loadEmbedded: provided<typeof embeddedWalletMachine>('loadEmbedded'),
    // Sign in with X loads with the first account when the app enables it (never in the first click).
    loadSiwx: provided<typeof siwxMachine>('loadSiwx'),
    // Names (the profile shown, registration) load with the first account (never in the first click).
    loadNames: provided<typeof nameRegistrationMachine>('loadNames'),
    // Issue 36: Send and Buy load with their views.
    loadSend: provided<typeof sendMachine>('loadSend'),
    loadOnRamp: provided<typeof onRampMachine>('loadOnRamp'),
    toast: toastMachine,
    alert: alertMachine,
    locale: localeMachine,
    connection: connectionMachine,
    // The pairing flow's machine and WalletConnect services are not in the first-click bundle (STACK-NOTES).
    loadPairing: provided<typeof pairingMachine>('loadPairing'),
    watchInstalledWallets: fromCallback(() => () => {}),
  },
  actions: {
    keepRequest: assign(({ context, event }, { flow }: FlowParams) => ({ pending: { ...context.pending, [flow]: [...context.pending[flow], event] } })),
    dropRequests: assign(({ context }, { flow }: FlowParams) => ({ pending: { ...context.pending, [flow]: [] } })),
    // No systemId: everything asked of the flow goes through the root, which is what lets it keep requests while
    // the code loads.
    startFlow: enqueueActions(({ context, event, enqueue }, { flow }: FlowParams) => {
      const logic = (event as unknown as DoneActorEvent<typeof pairingMachine | typeof networkMachine | typeof balanceMachine | typeof embeddedWalletMachine | typeof siwxMachine | typeof nameRegistrationMachine | typeof sendMachine | typeof onRampMachine>).output
      // R-PERM-1: the sign-in flow knows whether sign-in is mandatory.
      const input = flow === 'network' ? context.network : flow === 'siwx' ? { required: context.modal.settings.signInRequired, networks: context.modal.settings.networks } : undefined
      spawnLoaded(enqueue, logic, { id: flow, input })
    }),
    // What was asked while the code loaded reaches the flow in the order it was asked.
    replayRequests: enqueueActions(({ context, enqueue }, { flow }: FlowParams) => {
      for (const request of context.pending[flow]) enqueue.sendTo(flow, request)
      enqueue.assign({ pending: { ...context.pending, [flow]: [] } })
    }),
    forward: enqueueActions(({ event, enqueue }, { flow }: FlowParams) => enqueue.sendTo(flow, event)),
    reportStarted: emit((_, { flow }: FlowParams) => ({ type: 'flowStarted' as const, flow })),
  },
  guards: {
    // Without the flow loaded nobody is connected: a disconnect fact has nothing to tell it.
    isAccountGone: ({ event }) => event.type === 'network.accountChanged' && event.caipNetworkId === null,
    // Sign-in and names hear of each account shown; none, before their code loaded, tells them nothing.
    isNoAccount: ({ event }) => 'caipAddress' in event && event.caipAddress === null,
  },
}).createMachine({
  id: 'latch',
  context: ({ input }) => {
    const { network, locale, ...modal } = input
    return { modal, network, locale: locale ?? { requested: [] }, pending: { pairing: [], network: [], balance: [], embedded: [], siwx: [], names: [], send: [], onRamp: [] } }
  },
  invoke: [
    { id: 'modal', systemId: 'modal', src: 'modal', input: ({ context }) => context.modal },
    { id: 'toast', systemId: 'toast', src: 'toast' },
    { id: 'alert', systemId: 'alert', src: 'alert' },
    { id: 'locale', systemId: 'locale', src: 'locale', input: ({ context }) => context.locale },
    // One connection per namespace with connectors (EVM, Solana): several can be connected at once.
    { id: 'connection', systemId: connectionSystemId('eip155'), src: 'connection', input: { namespace: 'eip155' } },
    { id: 'connection.solana', systemId: connectionSystemId('solana'), src: 'connection', input: { namespace: 'solana' } },
    { id: 'watchInstalledWallets', src: 'watchInstalledWallets' },
  ],
  on: {
    ...Object.fromEntries(MODAL_EVENTS.map((type) => [type, { actions: toModal }])),
    'toast.*': { actions: sendTo('toast', ({ event }) => event) },
    'alert.*': { actions: sendTo('alert', ({ event }) => event) },
    'locale.*': { actions: sendTo('locale', ({ event }) => event) },
  },
  type: 'parallel',
  states: {
    // The active network per namespace and switching (SPEC §3, §4): loaded with the first connected account, the
    // first choice of network or a network view; it then lives as long as the page. Its facts are wired in system.ts.
    network: lazyFlowRegion('network', NETWORK_EVENTS, {
      unloaded: {
        'network.accountChanged': [{ guard: 'isAccountGone' }, { target: 'loading', actions: network.keep }],
        'network.switch': { target: 'loading', actions: network.keep },
        'network.load': 'loading',
      },
      // The code did not load: a network view's Retry (network.load) loads again and replays what was asked.
      failed: { 'network.load': 'loading', 'network.switch': { target: 'loading', actions: network.keep } },
    }),
    // An account's balances (SPEC §3, §4): loaded with the first fetch the Account view asks for; a clear before
    // that has nothing to clear.
    balance: lazyFlowRegion('balance', BALANCE_EVENTS, {
      unloaded: {
        'balance.fetch': { target: 'loading', actions: balance.keep },
        'activity.fetch': { target: 'loading', actions: balance.keep },
        // Issue 32: the caches of an earlier page may hold the sending account's old balances.
        'balance.invalidate': { target: 'loading', actions: balance.keep },
      },
      failed: {
        'balance.fetch': { target: 'loading', actions: [balance.drop, balance.keep] },
        'activity.fetch': { target: 'loading', actions: [balance.drop, balance.keep] },
      },
    }),
    // The embedded wallet (SPEC §4 frame life, email login): its code loads with the first email field on screen
    // (R-FRAME-1: the frame is created when first needed) or at start when email login was used before.
    embedded: lazyFlowRegion('embedded', EMBEDDED_EVENTS, {
      unloaded: { 'frame.load': { target: 'loading', actions: embedded.keep }, 'email.submit': { target: 'loading', actions: embedded.keep } },
      // The code did not load: the email field says so; its Retry loads again.
      failed: { 'frame.load': { target: 'loading', actions: [embedded.drop, embedded.keep] }, 'frame.retry': { target: 'loading', actions: [embedded.drop, embedded.keep] } },
    }),
    // Sign in with X (SPEC §4): its code loads with the first account when the app enables it; an account gone before
    // that has nothing to tell it.
    siwx: lazyFlowRegion('siwx', SIWX_EVENTS, {
      unloaded: { 'siwx.account': [{ guard: 'isNoAccount' }, { target: 'loading', actions: siwx.keep }] },
      // The code did not load: the next account (or the same one again) tries again; only the latest account counts.
      failed: { 'siwx.account': [{ guard: 'isNoAccount', actions: siwx.drop }, { target: 'loading', actions: [siwx.drop, siwx.keep] }] },
    }),
    // Names (SPEC §4 name registration, the profile shown): its code loads with the first account; an account gone
    // before that has nothing to tell it.
    names: lazyFlowRegion('names', NAMES_EVENTS, {
      // Connect's recent wallets with their accounts load it too (their rows show the accounts' names).
      unloaded: { 'names.account': [{ guard: 'isNoAccount' }, { target: 'loading', actions: names.keep }], 'names.recent': { target: 'loading', actions: names.keep } },
      // The code did not load: the next account tries again, and so does the name view's Retry.
      failed: {
        'names.account': [{ guard: 'isNoAccount', actions: names.drop }, { target: 'loading', actions: [names.drop, names.keep] }],
        'names.retry': 'loading',
        'names.recent': { target: 'loading', actions: names.keep },
      },
    }),
    // Issue 36: Send and Buy load with their views (the modal's start, for the account shown); a failed load tries
    // again with the next start. R-RAMP-2: the providers an app sets before Buy's code loads are kept for it.
    send: featureRegion('send'),
    onRamp: featureRegion('onRamp', { 'onRamp.providers': { actions: flowActions('onRamp').keep } }),
    // WalletConnect pairing: its code loads when a pairing view first asks for a URI (or a phone's wallet list
    // gets one ready); then the flow lives as long as the page, since it hands approved sessions to connection.
    pairing: lazyFlowRegion('pairing', PAIRING_EVENTS, {
      unloaded: {
        'pairing.start': { target: 'loading', actions: pairing.keep },
        'pairing.prepare': { target: 'loading', actions: pairing.keep },
      },
      // The code did not load: the pairing view says so; its Retry loads again and replays what was asked.
      failed: {
        'pairing.retry': 'loading',
        'pairing.start': { target: 'loading', actions: [pairing.drop, pairing.keep] },
        'pairing.prepare': { target: 'loading', actions: [pairing.drop, pairing.keep] },
        // Left or closed: nothing asked is still wanted.
        'pairing.leave': { actions: pairing.drop },
        'pairing.reset': { actions: pairing.drop },
      },
    }),
  },
})

export type { ConnectedAccount }
