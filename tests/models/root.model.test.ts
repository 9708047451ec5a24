// Model-based test of the root system machine: every event it routes reaches the flow it concerns (found by
// systemId) and changes what that flow shows, proved by a predicate false before the event and true after. The pairing flow's code loads on the first request for it: what
// was asked meanwhile reaches it in order, and code that did not load can be loaded again.
import { createActor, fromPromise, waitFor, type AnyActorRef, type EventObject } from 'xstate'
import { embeddedWalletMachine } from '../../src/machines/embeddedWallet/embeddedWallet.machine'
import { emailLoginMachine } from '../../src/machines/emailLogin/emailLogin.machine'
import { emailUpdateMachine } from '../../src/machines/emailUpdate/emailUpdate.machine'
import { createFrameActors } from '../../src/machines/frame/frame.actors'
import { frameMachine } from '../../src/machines/frame/frame.machine'
import { describe, expect, it } from 'vitest'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { createConnectionActors } from '../../src/machines/connection/connection.actors'
import { connectionMachine } from '../../src/machines/connection/connection.machine'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { createPairingActors } from '../../src/machines/pairing/pairing.actors'
import { pairingMachine } from '../../src/machines/pairing/pairing.machine'
import { createBalanceLoader, createEmbeddedLoader, createFlowLoader, createNetworkLoader, createPairingLoader, createNamesLoader, createSiwxLoader } from '../../src/machines/root/root.actors'
import { siwxMachine } from '../../src/machines/siwx/siwx.machine'
import { sendMachine } from '../../src/machines/send/send.machine'
import type { ConfirmResult, FeeResult, SendAccount, SentResult, TokensResult, Transfer } from '../../src/machines/send/send.types'
import { onRampMachine } from '../../src/machines/onRamp/onRamp.machine'
import { ROOT_SYSTEM_ID } from '../../src/machines/root/root.systemId'
import { followFeatureView } from '../../src/system/featureFollow'
import { nameRegistrationMachine } from '../../src/machines/nameRegistration/nameRegistration.machine'
import { createBalanceActors } from '../../src/machines/balance/balance.actors'
import { balanceMachine } from '../../src/machines/balance/balance.machine'
import { createActivityActors } from '../../src/machines/activity/activity.actors'
import { activityMachine } from '../../src/machines/activity/activity.machine'
import { createNetworkActors } from '../../src/machines/network/network.actors'
import { networkMachine } from '../../src/machines/network/network.machine'
import { rootMachine, type RootEvent } from '../../src/machines/root/root.machine'
import { selectNetworkFlow } from '../../src/machines/root/root.selectors'
import { selectBalanceFlow, selectEmbeddedFlow, selectEmbeddedLoadFailed, selectNetworkLoadFailed, selectPairingFlow, selectPairingLoadFailed, selectNamesFlow, selectNamesLoadFailed, selectSiwxFlow, selectSendFlow, selectOnRampFlow, selectFlowLoadFailed } from '../../src/machines/root/root.contentSelectors'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { ACCOUNT, INSTALLED, settings, wallet } from './modal/modal.fixtures'

// Opening fetches the catalogue: the first attempt fails (so Retry has something to do), later ones wait.
let catalogueAttempts = 0
const pendingModal = modalMachine.provide({
  actors: createCatalogueActors({
    loadConnectWallets: () => (catalogueAttempts++ === 0 ? Promise.resolve({ ok: false, error: { code: 'HTTP_STATUS', message: 'HTTP status code: 500' } }) : new Promise(() => {})),
  }),
})
const never = () => new Promise<never>(() => {})
// A connection flow with a restored session whose wallet never answers a disconnect: a disconnect shows as such.
// Each namespace's flow restores its own session: an EVM and a Solana account are connected at once.
const SESSION = { connectorId: INSTALLED.connectorId, namespace: 'eip155' as const, address: ACCOUNT.address, chainId: '1', walletName: 'Test wallet' }
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const SOLANA_SESSION = { connectorId: 'wallet-standard:Solana wallet', namespace: 'solana' as const, address: SOLANA_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', walletName: 'Solana wallet' }
const SOLANA_WALLET = { connectorId: SOLANA_SESSION.connectorId, name: 'Solana wallet', namespace: 'solana' as const }
const SOLANA_ACCOUNT = { namespace: 'solana' as const, address: SOLANA_ADDRESS, caipAddress: `solana:${SOLANA_SESSION.chainId}:${SOLANA_ADDRESS}`, walletName: 'Solana wallet' }
const connectedFlow = connectionMachine.provide({
  actors: createConnectionActors({
    restore: async (namespace) => ({ ok: true, session: namespace === 'solana' ? SOLANA_SESSION : SESSION }),
    connect: never,
    disconnect: never,
    signMessage: never,
    forget: () => {},
    watch: () => () => {},
  }),
})
// The pairing flow's code arrives (or fails) when the path says so; loaded, its relay never answers.
// The network flow's code arrives (or fails) when the path says so; in the route table it loads at once.
const NETWORK_LOGIC = networkMachine.provide({ actors: createNetworkActors({ switchNetwork: never }) })
/** What the balance flow was told to forget of its caches (issue 32: a sent transaction's account). */
const forgotten: string[] = []
const BALANCE_LOGIC = balanceMachine.provide({
  actions: { forgetCached: (_, { caipAddress }) => void forgotten.push(caipAddress) },
  actors: { ...createBalanceActors({ fetchBalances: never }), activity: activityMachine.provide({ actors: createActivityActors({ fetchPage: never }) }) },
})
const machine = rootMachine.provide({
  actors: {
    modal: pendingModal,
    connection: connectedFlow,
    ...createPairingLoader(never),
    ...createNetworkLoader(never),
    ...createBalanceLoader(never),
    ...createEmbeddedLoader(never),
    ...createSiwxLoader(never),
    ...createNamesLoader(never),
    ...createFlowLoader<'loadSend', typeof sendMachine>('loadSend', never),
    ...createFlowLoader<'loadOnRamp', typeof onRampMachine>('loadOnRamp', never),
  },
})
const routedMachine = rootMachine.provide({
  actors: {
    modal: pendingModal,
    connection: connectedFlow,
    ...createPairingLoader(never),
    ...createNetworkLoader(async () => NETWORK_LOGIC),
    ...createBalanceLoader(async () => BALANCE_LOGIC),
    ...createEmbeddedLoader(never),
  },
})
const BALANCE_TARGET = { caipAddress: `eip155:1:${'0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'}`, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipNetworkId: 'eip155:1' as const }
// The embedded wallet's code: loaded, its frame and email login wait (their own I/O never answers here).
const EMBEDDED_LOGIC = embeddedWalletMachine.provide({
  actors: {
    frame: frameMachine.provide({ actors: createFrameActors({ create: () => () => {}, beat: never, abortRequests: () => {} }) }),
    emailLogin: emailLoginMachine.provide({ actors: { sendEmail: fromPromise(never), verifyDevice: fromPromise(never), verifyOtp: fromPromise(never), fetchUser: fromPromise(never) } as never }),
    emailUpdate: emailUpdateMachine.provide({ actors: { sendUpdate: fromPromise(never), verifyPrimary: fromPromise(never), verifySecondary: fromPromise(never) } as never }),
  },
})
// Sign in with X's code: loaded, its sessions check never answers.
const SIWX_LOGIC = siwxMachine.provide({ actors: { checkSessions: fromPromise(never), createMessage: fromPromise(never), signMessage: fromPromise(never), verify: fromPromise(never) } as never })
// Names' code: loaded, its profile lookups never answer.
const NAMES_LOGIC = nameRegistrationMachine.provide({
  actors: Object.fromEntries(['readCachedProfile', 'fetchProfile', 'checkName', 'signName', 'registerName', 'lookUpProfiles'].map((id) => [id, fromPromise(never)])) as never,
})
// Send's and Buy's code (issue 36): loaded, their I/O never answers.
const SEND_LOGIC = sendMachine.provide({
  actors: Object.fromEntries(['loadTokens', 'resolveName', 'estimateFee', 'sendTransfer', 'awaitConfirmation'].map((id) => [id, fromPromise(never)])) as never,
})
const ONRAMP_LOGIC = onRampMachine.provide({
  actors: Object.fromEntries(['loadOptions', 'fetchQuote', 'readBalance'].map((id) => [id, fromPromise(never)])) as never,
})
const PAIRING_LOGIC = pairingMachine.provide({ actors: createPairingActors({ createPairing: never, awaitApproval: never }) })

const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
type Flow = 'modal' | 'toast' | 'alert' | 'locale' | 'connection' | 'connection.solana' | 'network' | 'balance'
type FlowSnapshot = ReturnType<AnyActorRef['getSnapshot']>
const OPEN: RootEvent = { type: 'modal.open' }
const PUSH_ALL_WALLETS: RootEvent = { type: 'router.push', view: 'AllWallets' }
const PUSH_TRANSACTION: RootEvent = { type: 'transaction.push', view: 'ApproveTransaction' }
const CONNECTED: RootEvent = { type: 'connection.changed', account: ACCOUNT }
const view = (s: FlowSnapshot) => s.context.stack?.at(-1)?.view

// One route per event type the root forwards: what is sent first so the event has something to change, and what
// the receiving flow shows afterwards. Each `shows` must be false just before the event and true just after, so a
// route that forwarded nothing (or to the wrong flow) fails.
const ROUTES: { event: RootEvent; before?: RootEvent[]; flow: Flow; shows: (flow: FlowSnapshot) => boolean }[] = [
  { event: { type: 'modal.open', view: 'AllWallets' }, flow: 'modal', shows: (s) => s.matches({ open: { view: 'AllWallets' } }) },
  { event: { type: 'modal.close' }, before: [OPEN], flow: 'modal', shows: (s) => s.matches('closing') },
  { event: { type: 'modal.back' }, before: [OPEN, PUSH_ALL_WALLETS], flow: 'modal', shows: (s) => view(s) === 'Connect' },
  { event: { type: 'router.back' }, before: [OPEN, PUSH_ALL_WALLETS], flow: 'modal', shows: (s) => view(s) === 'Connect' },
  { event: { type: 'modal.shake' }, before: [OPEN], flow: 'modal', shows: (s) => s.hasTag('shaking') },
  { event: PUSH_ALL_WALLETS, before: [OPEN], flow: 'modal', shows: (s) => view(s) === 'AllWallets' },
  { event: PUSH_TRANSACTION, before: [OPEN], flow: 'modal', shows: (s) => view(s) === 'ApproveTransaction' && s.context.transactions.length === 1 },
  { event: { type: 'transaction.succeeded' }, before: [OPEN, PUSH_TRANSACTION], flow: 'modal', shows: (s) => s.context.transactions.length === 0 },
  { event: { type: 'transaction.failed' }, before: [OPEN, PUSH_TRANSACTION], flow: 'modal', shows: (s) => s.context.transactions.length === 0 },
  { event: { type: 'transaction.cancelled' }, before: [OPEN, PUSH_TRANSACTION], flow: 'modal', shows: (s) => s.context.transactions.length === 0 },
  { event: { type: 'catalogue.retry' }, before: [OPEN], flow: 'modal', shows: (s) => s.matches({ open: { catalogue: 'loading' } }) },
  { event: CONNECTED, flow: 'modal', shows: (s) => s.context.account?.address === ACCOUNT.address },
  { event: { type: 'connectors.changed', installed: [INSTALLED] }, flow: 'modal', shows: (s) => s.context.installed.length === 1 },
  { event: { type: 'wallet.connect', wallet: INSTALLED }, before: [OPEN], flow: 'modal', shows: (s) => view(s) === 'ConnectingWallet' },
  // The modal asks the page to copy (an emitted fact); the flow's state does not change, the fact is checked below.
  { event: { type: 'account.copyAddress' }, before: [CONNECTED, OPEN], flow: 'modal', shows: () => copied.length > 0 },
  // Routed to the modal, which asks the connection flow (by systemId) to end the session.
  { event: { type: 'account.disconnect' }, before: [CONNECTED, OPEN], flow: 'connection', shows: (s) => s.matches('disconnecting') },
  // Several namespaces connected at once: the account shown is the one let go; its namespace's flow ends it.
  {
    event: { type: 'account.disconnect' },
    before: [{ type: 'connection.changed', account: SOLANA_ACCOUNT }, OPEN],
    flow: 'connection.solana',
    shows: (s) => s.matches('disconnecting'),
  },
  // A Solana wallet connects through the Solana flow, beside the connected EVM account.
  { event: { type: 'wallet.connect', wallet: SOLANA_WALLET }, before: [OPEN], flow: 'connection.solana', shows: (s) => s.matches('connecting') },
  { event: { type: 'siwx.sessionsChanged', count: 2 }, flow: 'modal', shows: (s) => s.context.siwxSessions === 2 },
  // The names flow's facts: the account's profile, and its success in the form's place (R-NAME-2).
  { event: { type: 'account.profile', caipAddress: ACCOUNT.caipAddress, name: 'alice', image: null }, before: [CONNECTED], flow: 'modal', shows: (s) => s.context.profile?.name === 'alice' },
  {
    event: { type: 'router.replace', view: 'RegisterAccountNameSuccess' },
    before: [CONNECTED, OPEN, { type: 'router.push', view: 'RegisterAccountName' }],
    flow: 'modal',
    shows: (s) => view(s) === 'RegisterAccountNameSuccess' && s.context.stack.length === 2,
  },
  // Issue 32: the sign-in of an account that went leaves the stack, even from under another view.
  {
    event: { type: 'router.drop', view: 'SIWXSignMessage' },
    before: [CONNECTED, OPEN, { type: 'router.push', view: 'SIWXSignMessage' }, { type: 'router.push', view: 'Networks' }],
    flow: 'modal',
    shows: (s) => view(s) === 'Networks' && !s.context.stack.some((entry: { view: string }) => entry.view === 'SIWXSignMessage'),
  },
  { event: { type: 'toast.show', message: 'Copied', variant: 'success' }, flow: 'toast', shows: (s) => s.context.toast?.message === 'Copied' },
  { event: { type: 'toast.dismiss' }, before: [{ type: 'toast.show', message: 'Copied', variant: 'success' }], flow: 'toast', shows: (s) => s.matches('hidden') },
  // Issue 35: the locale flow hears what the dialog needs and what the app switches to.
  // (The loader here is the machine's own, which fails: the flow has left idle for loading, then failed.)
  { event: { type: 'locale.need' }, flow: 'locale', shows: (s) => !s.matches('idle') },
  { event: { type: 'locale.set', locale: 'de' }, flow: 'locale', shows: (s) => !s.matches('idle') && s.context.requested[0] === 'de' },
  { event: { type: 'alert.show', code: 'SESSION_EXPIRED' }, flow: 'alert', shows: (s) => s.context.alert?.code === 'SESSION_EXPIRED' },
  { event: { type: 'alert.dismiss' }, before: [{ type: 'alert.show', code: 'SESSION_EXPIRED' }], flow: 'alert', shows: (s) => s.matches('hidden') },
  // The network flow's facts reach the modal (R-NAV-10, R-NAV-11).
  { event: { type: 'network.supportChanged', unsupported: true }, flow: 'modal', shows: (s) => view(s) === 'UnsupportedChain' },
  { event: { type: 'network.switched', close: true }, before: [OPEN, { type: 'router.push', view: 'Networks' }], flow: 'modal', shows: (s) => s.matches('closing') },
  { event: { type: 'network.switchFailed' }, before: [OPEN, { type: 'router.push', view: 'Networks' }], flow: 'modal', shows: (s) => view(s) === 'Connect' },
  // R-CONN-2: a network of another namespace chosen in Networks: Connect on top, for that namespace.
  { event: { type: 'network.connectNamespace', namespace: 'solana' }, before: [OPEN, { type: 'router.push', view: 'Networks' }], flow: 'modal', shows: (s) => view(s) === 'Connect' && s.context.namespace === 'solana' },
  // What people and the connection flow ask of the network flow.
  // The first choice loads the flow's code, and the choice reaches it once loaded.
  { event: { type: 'network.switch', caipNetworkId: SOLANA }, flow: 'network', shows: (s) => s.context.activeNamespace === 'solana' },
  { event: { type: 'network.load' }, flow: 'network', shows: (s) => s.matches('ready') },
  // SPEC §3, issue 32: the frame's smart-account networks reach the EVM state of the loaded flow (the embedded
  // wallet's account has loaded it by then; kept while its code loads).
  { event: { type: 'network.smartAccounts', caipNetworkIds: ['eip155:1'] }, before: [{ type: 'network.load' }], flow: 'network', shows: (s) => s.context.byNamespace.eip155?.smartAccountEnabledNetworks.includes('eip155:1') === true },
  // The Account view's fetch loads the balance flow and reaches it; a clear reaches it once loaded.
  { event: { type: 'balance.fetch', target: BALANCE_TARGET }, flow: 'balance', shows: (s) => s.matches('loading') },
  // Issue 32: a transaction Latch sent loads the balance flow (an earlier page's caches may be stale) and reaches it.
  { event: { type: 'balance.invalidate', caipAddress: BALANCE_TARGET.caipAddress }, flow: 'balance', shows: () => forgotten.includes(BALANCE_TARGET.caipAddress) },
  {
    event: { type: 'balance.invalidate', caipAddress: BALANCE_TARGET.caipAddress },
    before: [{ type: 'balance.fetch', target: BALANCE_TARGET }],
    flow: 'balance',
    shows: (s) => s.matches('loading') && forgotten.includes(BALANCE_TARGET.caipAddress),
  },
  { event: { type: 'balance.clear' }, before: [{ type: 'balance.fetch', target: BALANCE_TARGET }], flow: 'balance', shows: (s) => s.matches('idle') },
  {
    event: { type: 'activity.fetch', target: { address: BALANCE_TARGET.address, caipNetworkId: BALANCE_TARGET.caipNetworkId } },
    flow: 'balance',
    shows: (s) => (s.children as { activity?: AnyActorRef }).activity?.getSnapshot().matches('loading') === true,
  },
  { event: { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: 'eip155:1' }, flow: 'network', shows: (s) => s.context.connected.includes('eip155') },
  {
    event: { type: 'network.cancelSwitch' },
    before: [{ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: 'eip155:1' }, { type: 'network.switch', caipNetworkId: SOLANA }],
    flow: 'network',
    shows: (s) => s.matches('ready'),
  },
]
const copied: unknown[] = []

const input = {
  settings: settings({ signInRequired: false }),
  network: { settings: { enableNetworkSwitch: true, allowUnsupportedChain: false, basic: false }, networks: ['eip155:1', SOLANA] as const, active: 'eip155:1' as const },
}
const coverage = new CoverageRecorder()
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('root model', () => {
  it('has a route for every event type the root forwards to a flow', () => {
    const forwarded = Object.keys(rootMachine.config.on ?? {})
    // A prefix ('modal.*') is routed when a route sends an event of that prefix.
    const routes = (type: string) => ROUTES.some((route) => (type.endsWith('.*') ? route.event.type.startsWith(type.slice(0, -1)) : route.event.type === type))
    expect(forwarded.filter((type) => !routes(type))).toEqual([])
  })

  it.each(ROUTES)('routes $event.type to the $flow flow, whose state changes', async (route) => {
    catalogueAttempts = 0
    copied.length = 0
    forgotten.length = 0
    const seen: boolean[] = []
    let flows: Record<Flow, AnyActorRef | undefined> = {
      modal: undefined,
      toast: undefined,
      alert: undefined,
      locale: undefined,
      connection: undefined,
      'connection.solana': undefined,
      network: undefined,
      balance: undefined,
    }
    let root: AnyActorRef | undefined
    await walkPath(routedMachine, [...(route.before ?? []), route.event], coverage, {
      input,
      delays: {},
      mount: (actor) => {
        root = actor
        flows = {
          modal: actor.system.get('modal'),
          toast: actor.system.get('toast'),
          alert: actor.system.get('alert'),
          locale: actor.system.get('locale'),
          connection: actor.system.get('connection'),
          'connection.solana': actor.system.get('connection.solana'),
          network: undefined,
          balance: undefined,
        }
        const subscription = flows.modal!.on('copyAddress', (fact: unknown) => copied.push(fact))
        return () => subscription.unsubscribe()
      },
      check: async () => {
        for (const id of ['modal', 'toast', 'alert', 'locale', 'connection', 'connection.solana'] as const) expect(flows[id], `${id} is spawned with its systemId`).toBeDefined()
        // Let the flows' own async steps (a restored session, a failed catalogue, loaded code) land before looking.
        await settle()
        const flow = route.flow === 'network' ? selectNetworkFlow(root!.getSnapshot()) : route.flow === 'balance' ? selectBalanceFlow(root!.getSnapshot()) : flows[route.flow]
        seen.push(flow ? route.shows(flow.getSnapshot()) : false)
      },
    })
    expect(seen.at(-2), `not yet shown before ${route.event.type}`).toBe(false)
    expect(seen.at(-1), `shown after ${route.event.type}`).toBe(true)
  })

  // Every request the root may have to keep or forward, and the two ends of loading the code.
  const PAIRING_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'pairing.start', wallet: wallet(1) },
    { type: 'pairing.prepare' },
    { type: 'pairing.leave' },
    { type: 'pairing.deeplink', wallet: wallet(1) },
    { type: 'pairing.showQr' },
    { type: 'pairing.copy' },
    { type: 'pairing.retry' },
    { type: 'pairing.reset' },
    { type: 'pairing.connected' },
    { type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC },
    { type: 'xstate.error.actor.loadPairing', error: new Error('chunk did not load') },
  ]
  const pairingGraph = buildModelGraph(machine, {
    input,
    events: PAIRING_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.pairing.length, 2) }),
  })

  it(`pairing flow: walks ${pairingGraph.paths.length} paths; the flow runs exactly when loaded, with nothing left waiting`, async () => {
    for (const path of pairingGraph.paths) {
      let root: AnyActorRef | undefined
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        mount: (actor) => {
          root = actor
          return () => {}
        },
        check: (s) => {
          const flow = selectPairingFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ pairing: 'ready' }))
          expect(root?.getSnapshot().children['pairing'], 'the root’s child').toBe(flow)
          expect(selectPairingLoadFailed(s)).toBe(s.matches({ pairing: 'failed' }))
          if (flow) expect(s.context.pending.pairing).toEqual([])
        },
      })
    }
  })

  it('pairing flow: a start asked while the code loads reaches the flow when it arrives; facts are announced once', () => {
    const actor = createActor(machine, { input }).start()
    const started: unknown[] = []
    actor.on('flowStarted', (fact) => started.push(fact))
    actor.send({ type: 'pairing.start', wallet: wallet(1) })
    actor.send({ type: 'pairing.copy' })
    expect(actor.getSnapshot().matches({ pairing: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC } as never)
    const flow = selectPairingFlow(actor.getSnapshot())
    expect(flow?.getSnapshot().matches('creatingUri')).toBe(true)
    expect(flow?.getSnapshot().context.wallet?.id).toBe(wallet(1).id)
    expect(started).toEqual([{ type: 'flowStarted', flow: 'pairing' }])
    // Loaded, requests are forwarded as they come: a reset ends the pairing.
    actor.send({ type: 'pairing.reset' })
    expect(flow?.getSnapshot().matches('idle')).toBe(true)
    actor.stop()
  })

  it('pairing flow: code that did not load is loaded again by Retry, and the start asked before still arrives', () => {
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'pairing.start', wallet: wallet(2) })
    actor.send({ type: 'xstate.error.actor.loadPairing', error: new Error('offline') } as never)
    expect(selectPairingLoadFailed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'pairing.retry' })
    actor.send({ type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC } as never)
    expect(selectPairingFlow(actor.getSnapshot())?.getSnapshot().context.wallet?.id).toBe(wallet(2).id)
    actor.stop()
  })

  it('pairing flow: until something asks for a pairing, nothing loads and what is sent is dropped', () => {
    const actor = createActor(machine, { input }).start()
    for (const type of ['pairing.leave', 'pairing.reset', 'pairing.connected', 'pairing.copy'] as const) actor.send({ type })
    expect(actor.getSnapshot().matches({ pairing: 'unloaded' })).toBe(true)
    expect(actor.getSnapshot().context.pending.pairing).toEqual([])
    actor.stop()
  })

  const NETWORK_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: 'eip155:1' },
    { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null },
    { type: 'network.switch', caipNetworkId: SOLANA },
    { type: 'network.cancelSwitch' },
    { type: 'network.load' },
    { type: 'network.smartAccounts', caipNetworkIds: ['eip155:1'] },
    { type: 'xstate.done.actor.loadNetwork', output: NETWORK_LOGIC },
    { type: 'xstate.error.actor.loadNetwork', error: new Error('chunk did not load') },
  ]
  const networkGraph = buildModelGraph(machine, {
    input,
    events: NETWORK_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.network.length, 2) }),
  })

  it(`network flow: walks ${networkGraph.paths.length} paths; the flow runs exactly when loaded, with what was asked delivered`, async () => {
    for (const path of networkGraph.paths) {
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        check: (s) => {
          const flow = selectNetworkFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ network: 'ready' }))
          expect(selectNetworkLoadFailed(s)).toBe(s.matches({ network: 'failed' }))
          if (flow) expect(s.context.pending.network).toEqual([])
          // Nothing connected and nothing chosen: no code is loaded for it.
          if (s.matches({ network: 'unloaded' })) expect(s.context.pending.network).toEqual([])
        },
      })
    }
  })

  it('network flow: a disconnect reported before anything was connected loads nothing', async () => {
    // Walked (not only sent) so the coverage guard sees it: the graph leaves out a transition that changes nothing.
    const disconnected: RootEvent = { type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null }
    await walkPath(machine, [disconnected], coverage, {
      input,
      delays: {},
      check: (s) => {
        expect(s.matches({ network: 'unloaded' })).toBe(true)
        expect(s.context.pending.network).toEqual([])
      },
    })
  })

  it('network flow: an account reported while the code loads reaches it when it arrives; a disconnect before loads nothing', () => {
    const actor = createActor(machine, { input }).start()
    const started: unknown[] = []
    actor.on('flowStarted', (fact) => started.push(fact))
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: null })
    expect(actor.getSnapshot().matches({ network: 'unloaded' })).toBe(true)
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: 'eip155:1' })
    expect(actor.getSnapshot().matches({ network: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadNetwork', output: NETWORK_LOGIC } as never)
    expect(selectNetworkFlow(actor.getSnapshot())?.getSnapshot().context.connected).toEqual(['eip155'])
    expect(started).toEqual([{ type: 'flowStarted', flow: 'network' }])
    actor.stop()
  })

  it('network flow: a fact it emits on the replayed account reaches a listener wired on flowStarted (R-NAV-10)', () => {
    const actor = createActor(machine, { input }).start()
    const facts: unknown[] = []
    actor.on('flowStarted', () => selectNetworkFlow(actor.getSnapshot())?.on('supportChanged', (fact) => facts.push(fact)))
    // The wallet sits on a chain the app did not ask for: the account that makes the flow load is unsupported.
    actor.send({ type: 'network.accountChanged', namespace: 'eip155', caipNetworkId: 'eip155:31338' })
    actor.send({ type: 'xstate.done.actor.loadNetwork', output: NETWORK_LOGIC } as never)
    expect(facts).toEqual([{ type: 'supportChanged', unsupported: true }])
    actor.stop()
  })

  const BALANCE_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'balance.fetch', target: BALANCE_TARGET },
    { type: 'balance.clear' },
    { type: 'balance.invalidate', caipAddress: BALANCE_TARGET.caipAddress },
    // The Activity tab's requests take the same way (the balance flow hands them to its activity machine).
    { type: 'activity.fetch', target: { address: BALANCE_TARGET.address, caipNetworkId: BALANCE_TARGET.caipNetworkId } },
    { type: 'activity.loadMore' },
    { type: 'activity.retry' },
    { type: 'xstate.done.actor.loadBalance', output: BALANCE_LOGIC },
    { type: 'xstate.error.actor.loadBalance', error: new Error('chunk did not load') },
  ]
  const balanceGraph = buildModelGraph(machine, {
    input,
    events: BALANCE_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.balance.length, 2) }),
  })

  it(`balance flow: walks ${balanceGraph.paths.length} paths; the flow runs exactly when loaded, with what was asked delivered`, async () => {
    for (const path of balanceGraph.paths) {
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        check: (s) => {
          const flow = selectBalanceFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ balance: 'ready' }))
          if (flow) expect(s.context.pending.balance).toEqual([])
        },
      })
    }
  })

  const EMBEDDED_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'frame.load' },
    { type: 'frame.retry' },
    { type: 'email.submit', email: 'ana@example.com' },
    { type: 'email.otp', otp: '123456' },
    { type: 'email.cancel' },
    { type: 'email.resend' },
    { type: 'email.reset' },
    { type: 'update.submit', email: 'new@example.org' },
    { type: 'update.otp', otp: '123456' },
    { type: 'update.cancel' },
    { type: 'account.setPreferred', accountType: 'eoa' },
    { type: 'xstate.done.actor.loadEmbedded', output: EMBEDDED_LOGIC },
    { type: 'xstate.error.actor.loadEmbedded', error: new Error('chunk did not load') },
  ]
  const embeddedGraph = buildModelGraph(machine, {
    input,
    events: EMBEDDED_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.embedded.length, 2) }),
  })

  it(`embedded wallet: walks ${embeddedGraph.paths.length} paths; loaded on the first email field or email, with what was asked delivered`, async () => {
    for (const path of embeddedGraph.paths) {
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        check: (s) => {
          const flow = selectEmbeddedFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ embedded: 'ready' }))
          expect(selectEmbeddedLoadFailed(s)).toBe(s.matches({ embedded: 'failed' }))
          if (flow) expect(s.context.pending.embedded).toEqual([])
          if (s.matches({ embedded: 'unloaded' })) expect(s.context.pending.embedded).toEqual([])
        },
      })
    }
  })

  it('embedded wallet: an email asked for while the code loads reaches the login, and the frame is created for it (R-FRAME-1)', () => {
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    expect(actor.getSnapshot().matches({ embedded: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadEmbedded', output: EMBEDDED_LOGIC } as never)
    expect(actor.system.get('emailLogin')?.getSnapshot().matches({ flow: 'sendingEmail' })).toBe(true)
    expect(actor.system.get('frame')?.getSnapshot().matches('live')).toBe(true)
    actor.stop()
  })

  const SIWX_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'siwx.account', caipAddress: ACCOUNT.caipAddress },
    { type: 'siwx.account', caipAddress: null },
    { type: 'siwx.sign' },
    { type: 'siwx.retry' },
    { type: 'siwx.cancel' },
    { type: 'xstate.done.actor.loadSiwx', output: SIWX_LOGIC },
    { type: 'xstate.error.actor.loadSiwx', error: new Error('chunk did not load') },
  ]
  const siwxGraph = buildModelGraph(machine, {
    input,
    events: SIWX_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.siwx.length, 2) }),
  })

  it(`sign in with X: walks ${siwxGraph.paths.length} paths; loaded with the first account, what was asked delivered, an account gone before that asks nothing`, async () => {
    for (const path of siwxGraph.paths) {
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        check: (s) => {
          const flow = selectSiwxFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ siwx: 'ready' }))
          if (flow) expect(s.context.pending.siwx).toEqual([])
          if (s.matches({ siwx: 'unloaded' })) expect(s.context.pending.siwx).toEqual([])
        },
      })
    }
  })

  it('sign in with X: no account, before the code or after it failed to load, loads nothing', async () => {
    let last: ReturnType<AnyActorRef['getSnapshot']> | undefined
    const gone = { type: 'siwx.account', caipAddress: null }
    for (const path of [[gone], [SIWX_EVENTS[0]!, SIWX_EVENTS[6]!, gone]]) {
      await walkPath(machine, path, coverage, { input, delays: {}, check: (s) => void (last = s) })
      expect(last?.matches({ siwx: path.length === 1 ? 'unloaded' : 'failed' })).toBe(true)
      expect(last?.context.pending.siwx).toEqual([])
    }
  })

  it('sign in with X: an account asked for while the code loads reaches the flow, with sign-in required or not as configured (R-PERM-1)', () => {
    const actor = createActor(machine, { input: { ...input, settings: settings({ signInRequired: true, networks: ['eip155:1'] }) } }).start()
    actor.send({ type: 'siwx.account', caipAddress: ACCOUNT.caipAddress })
    expect(actor.getSnapshot().matches({ siwx: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadSiwx', output: SIWX_LOGIC } as never)
    const flow = selectSiwxFlow(actor.getSnapshot())!.getSnapshot()
    expect(flow.value).toBe('checking')
    expect(flow.context).toMatchObject({ required: true, networks: ['eip155:1'], account: { namespace: 'eip155', chainId: 'eip155:1', address: ACCOUNT.address } })
    actor.stop()
  })

  const NAMES_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'names.account', caipAddress: ACCOUNT.caipAddress },
    { type: 'names.account', caipAddress: null },
    { type: 'names.type', value: 'alice' },
    { type: 'names.retry' },
    { type: 'names.register' },
    { type: 'names.recent', addresses: [ACCOUNT.address] },
    { type: 'xstate.done.actor.loadNames', output: NAMES_LOGIC },
    { type: 'xstate.error.actor.loadNames', error: new Error('chunk did not load') },
  ]
  const namesGraph = buildModelGraph(machine, {
    input,
    events: NAMES_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending.names.length, 2) }),
  })

  it(`names: walks ${namesGraph.paths.length} paths; loaded with the first account or Connect's recent accounts, what was asked delivered, the name view's Retry reloads`, async () => {
    for (const path of namesGraph.paths) {
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        check: (s) => {
          const flow = selectNamesFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ names: 'ready' }))
          expect(selectNamesLoadFailed(s)).toBe(s.matches({ names: 'failed' }))
          if (flow) expect(s.context.pending.names).toEqual([])
          if (s.matches({ names: 'unloaded' })) expect(s.context.pending.names).toEqual([])
        },
      })
    }
  })

  it('names: no account, before the code or after it failed to load, loads nothing', async () => {
    let last: ReturnType<AnyActorRef['getSnapshot']> | undefined
    const gone = { type: 'names.account', caipAddress: null }
    for (const path of [[gone], [NAMES_EVENTS[0]!, NAMES_EVENTS[7]!, gone]]) {
      await walkPath(machine, path, coverage, { input, delays: {}, check: (s) => void (last = s) })
      expect(last?.matches({ names: path.length === 1 ? 'unloaded' : 'failed' })).toBe(true)
      expect(last?.context.pending.names).toEqual([])
    }
  })

  // Issue 36: Send and Buy load with their views (the modal's start of each is what asks); Buy's providers set by the
  // app before that are kept without loading it (R-RAMP-2), and reach the flow in order once it has loaded.
  for (const flow of ['send', 'onRamp'] as const) {
    const start = flow === 'send' ? { type: 'send.start', caipAddress: ACCOUNT.caipAddress } : { type: 'onRamp.start', caipAddress: ACCOUNT.caipAddress }
    const loader = flow === 'send' ? 'loadSend' : 'loadOnRamp'
    const events: (EventObject & Record<string, unknown>)[] = [
      start,
      { type: `${flow}.retry` },
      ...(flow === 'onRamp'
        ? [
            { type: 'onRamp.providers', names: ['meld'] },
            { type: 'onRamp.amount', value: '50' },
            { type: 'onRamp.reset' },
            { type: 'onRamp.purchaseCurrency', id: 'USDC' },
            { type: 'onRamp.paymentCurrency', id: 'USD' },
            { type: 'onRamp.paymentMethod', id: 'card' },
            { type: 'onRamp.choose', provider: 'coinbase' },
            { type: 'onRamp.edit' },
          ]
        : ['send.reset', 'send.max', 'send.review', 'send.confirm', 'send.edit', 'send.again'].map((type) => ({ type })).concat([
            { type: 'send.amount', value: '0.3' } as never,
            { type: 'send.token', id: 'native' } as never,
            { type: 'send.receiver', value: ACCOUNT.address } as never,
          ])),
      { type: `xstate.done.actor.${loader}`, output: flow === 'send' ? SEND_LOGIC : ONRAMP_LOGIC },
      { type: `xstate.error.actor.${loader}`, error: new Error('chunk did not load') },
    ]
    const graph = buildModelGraph(machine, {
      input,
      events,
      serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pending[flow].length, 2) }),
    })
    it(`${flow}: walks ${graph.paths.length} paths; loaded with its view, what was asked delivered, a failed load tried again by the next start`, async () => {
      for (const path of graph.paths) {
        await walkPath(machine, path, coverage, {
          input,
          delays: {},
          check: (s) => {
            const spawned = flow === 'send' ? selectSendFlow(s) : selectOnRampFlow(s)
            expect(spawned !== undefined, 'spawned exactly when ready').toBe(s.matches({ [flow]: 'ready' }))
            expect(selectFlowLoadFailed(flow)(s)).toBe(s.matches({ [flow]: 'failed' }))
            if (spawned) expect(s.context.pending[flow]).toEqual([])
          },
        })
      }
    })
  }

  /** A feature flow as its glue's watcher drives it: what it was sent; whether its state holds its account, and which
   * one it holds (each change given to the watcher as the flow's next snapshot). */
  function recordingFlow() {
    const sent: { type: string; caipAddress?: string }[] = []
    let state: { bound: boolean; account: string | null } = { bound: false, account: null }
    const snapshot = () => ({ hasTag: (tag: string) => tag === 'accountBound' && state.bound, context: { account: state.account === null ? null : { caipAddress: state.account } } })
    const watchers: ((next: ReturnType<typeof snapshot>) => void)[] = []
    return {
      sent,
      bind: (bound: boolean) => void (state = { ...state, bound }),
      become: (bound: boolean, account: string) => {
        state = { bound, account }
        for (const watcher of watchers) watcher(snapshot())
      },
      ref: {
        getSnapshot: snapshot,
        send: (event: { type: string; caipAddress?: string }) => void sent.push(event),
        subscribe: (watcher: (next: ReturnType<typeof snapshot>) => void) => void watchers.push(watcher),
      },
    }
  }
  const ON_POLYGON = { ...ACCOUNT, caipAddress: `eip155:137:${ACCOUNT.address}` }

  /** The real send machine, its wallet and chain answering at once: a transfer of 0.3 ETH goes through. */
  function sendingFlow() {
    const ETH = { id: 'native', symbol: 'ETH', name: 'Ether', decimals: 18, balance: '1000000000000000000' }
    return createActor(
      sendMachine.provide({
        actors: {
          loadTokens: fromPromise<TokensResult, SendAccount>(async () => ({ ok: true, tokens: [ETH] })),
          estimateFee: fromPromise<FeeResult, Transfer>(async () => ({ ok: true, fee: { units: '21000000000000', symbol: 'ETH', decimals: 18 } })),
          sendTransfer: fromPromise<SentResult, Transfer>(async () => ({ ok: true, hash: '0x5c504ed432cb51138bcf09aa5e8a410dd4a1e204ef84bfed1be16dfba1b22060' })),
          awaitConfirmation: fromPromise<ConfirmResult, { account: SendAccount; hash: string; transfer: Transfer }>(async () => ({ ok: true })),
        },
      }),
    ).start()
  }

  it('issue 36: pushing Send starts its flow for the account shown; an approval laid over it neither restarts nor stops it; leaving it stops it', () => {
    // As createLatch starts it: the modal reaches the flows through the root by its system id.
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    for (const event of [CONNECTED, OPEN, { type: 'router.push', view: 'Send' }] as RootEvent[]) actor.send(event)
    // The flow's glue watches the modal once the flow runs (system/featureFollow.ts).
    const send = recordingFlow()
    followFeatureView({ root: () => actor.getSnapshot() }, 'Send', send.ref)
    expect(actor.getSnapshot().context.pending.send).toEqual([{ type: 'send.start', caipAddress: ACCOUNT.caipAddress }])
    actor.send(PUSH_TRANSACTION)
    actor.send({ type: 'transaction.succeeded' })
    expect([actor.getSnapshot().context.pending.send.length, send.sent]).toEqual([1, []])
    actor.send({ type: 'modal.back' })
    expect(send.sent).toEqual([{ type: 'send.reset' }])
    // Buy likewise: closing the modal on it stops it.
    const onRamp = recordingFlow()
    followFeatureView({ root: () => actor.getSnapshot() }, 'OnRamp', onRamp.ref)
    actor.send({ type: 'router.push', view: 'OnRamp' })
    expect(actor.getSnapshot().context.pending.onRamp).toEqual([{ type: 'onRamp.start', caipAddress: ACCOUNT.caipAddress }])
    actor.send({ type: 'modal.close' })
    expect(onRamp.sent).toEqual([{ type: 'onRamp.reset' }])
    actor.stop()
  })

  it('issue 36: the account shown changing under Send (the wallet on another network) starts it again for that account, unless a transfer is under way', () => {
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    for (const event of [CONNECTED, OPEN, { type: 'router.push', view: 'Send' }] as RootEvent[]) actor.send(event)
    const send = recordingFlow()
    followFeatureView({ root: () => actor.getSnapshot() }, 'Send', send.ref)
    actor.send({ type: 'connection.changed', account: ON_POLYGON })
    const modal = (actor.getSnapshot().children as { modal?: { getSnapshot(): FlowSnapshot } }).modal
    expect(view(modal!.getSnapshot())).toBe('Send')
    expect(send.sent).toEqual([{ type: 'send.start', caipAddress: ON_POLYGON.caipAddress }])
    // A transfer under way keeps the account it was reviewed for.
    send.bind(true)
    actor.send(CONNECTED)
    expect(send.sent).toHaveLength(1)
    // The same account shown again (nothing changed) asks nothing either.
    send.bind(false)
    actor.send(CONNECTED)
    expect(send.sent).toHaveLength(1)
    actor.stop()
  })

  it('issue 36: the account shown changing while a transfer is confirmed keeps it; Send again then starts Send for the account shown', async () => {
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    for (const event of [CONNECTED, OPEN, { type: 'router.push', view: 'Send' }] as RootEvent[]) actor.send(event)
    const send = sendingFlow()
    followFeatureView({ root: () => actor.getSnapshot() }, 'Send', send)
    const heldBy = () => send.getSnapshot().context.account?.caipAddress
    send.send({ type: 'send.start', caipAddress: ACCOUNT.caipAddress })
    await waitFor(send, (snapshot) => snapshot.matches('editing'))
    send.send({ type: 'send.amount', value: '0.3' })
    send.send({ type: 'send.receiver', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    send.send({ type: 'send.review' })
    await waitFor(send, (snapshot) => snapshot.matches({ review: 'ready' }))
    send.send({ type: 'send.confirm' })
    await waitFor(send, (snapshot) => snapshot.matches('confirmed'))
    // The wallet moves to Polygon: the confirmed transfer stays the one sent on mainnet.
    actor.send({ type: 'connection.changed', account: ON_POLYGON })
    expect([send.getSnapshot().value, heldBy()]).toEqual(['confirmed', ACCOUNT.caipAddress])
    // Send again is for the account shown, not mainnet's (its tokens, its network).
    send.send({ type: 'send.again' })
    expect([send.getSnapshot().value, heldBy()]).toEqual(['loading', ON_POLYGON.caipAddress])
    await waitFor(send, (snapshot) => snapshot.matches('editing'))
    expect(heldBy()).toBe(ON_POLYGON.caipAddress)
    send.stop()
    actor.stop()
  })

  it('issue 36: Buy let go of an account no longer shown (Buy again after a purchase) starts for the account shown, once', () => {
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    for (const event of [CONNECTED, OPEN, { type: 'router.push', view: 'OnRamp' }] as RootEvent[]) actor.send(event)
    const onRamp = recordingFlow()
    onRamp.become(true, ACCOUNT.caipAddress)
    followFeatureView({ root: () => actor.getSnapshot() }, 'OnRamp', onRamp.ref)
    actor.send({ type: 'connection.changed', account: ON_POLYGON })
    expect(onRamp.sent).toEqual([])
    // The purchase is done and the person buys again: the flow is on the old account, no longer bound.
    onRamp.become(false, ACCOUNT.caipAddress)
    expect(onRamp.sent).toEqual([{ type: 'onRamp.start', caipAddress: ON_POLYGON.caipAddress }])
    // A start the flow did not take is not asked again on its every snapshot.
    onRamp.become(false, ACCOUNT.caipAddress)
    expect(onRamp.sent).toHaveLength(1)
    // Another purchase, on Optimism, while the wallet goes to Optimism and back to Polygon: left, it starts for Polygon
    // again (asked before, but for another account held).
    const onOptimism = { ...ACCOUNT, caipAddress: `eip155:10:${ACCOUNT.address}` }
    onRamp.become(true, onOptimism.caipAddress)
    actor.send({ type: 'connection.changed', account: onOptimism })
    actor.send({ type: 'connection.changed', account: ON_POLYGON })
    onRamp.become(false, onOptimism.caipAddress)
    expect(onRamp.sent).toEqual([
      { type: 'onRamp.start', caipAddress: ON_POLYGON.caipAddress },
      { type: 'onRamp.start', caipAddress: ON_POLYGON.caipAddress },
    ])
    actor.stop()
  })

  it('issue 36: a modal opened on Buy before any account starts nothing; the account that comes (a session restored) starts it', () => {
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    actor.send({ type: 'modal.open', view: 'OnRamp' })
    expect(actor.getSnapshot().matches({ onRamp: 'unloaded' })).toBe(true)
    const onRamp = recordingFlow()
    followFeatureView({ root: () => actor.getSnapshot() }, 'OnRamp', onRamp.ref)
    actor.send(CONNECTED)
    expect(onRamp.sent).toEqual([{ type: 'onRamp.start', caipAddress: ACCOUNT.caipAddress }])
    actor.stop()
  })

  it('issue 36: a modal opened on Buy (R-NAV-2) starts its flow for the account shown', () => {
    const actor = createActor(machine, { input, systemId: ROOT_SYSTEM_ID }).start()
    actor.send(CONNECTED)
    actor.send({ type: 'modal.open', view: 'OnRamp' })
    expect(actor.getSnapshot().context.pending.onRamp).toEqual([{ type: 'onRamp.start', caipAddress: ACCOUNT.caipAddress }])
    actor.stop()
  })

  it('onRamp: providers an app sets before the view load nothing, and reach the flow once it loads (R-RAMP-2)', () => {
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'onRamp.providers', names: ['meld', 'unknown'] })
    expect(actor.getSnapshot().matches({ onRamp: 'unloaded' })).toBe(true)
    actor.send({ type: 'onRamp.start', caipAddress: ACCOUNT.caipAddress })
    expect(actor.getSnapshot().matches({ onRamp: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadOnRamp', output: ONRAMP_LOGIC } as never)
    const flow = selectOnRampFlow(actor.getSnapshot())!.getSnapshot()
    expect(flow.context.providers).toEqual(['meld'])
    expect(flow.value).toBe('loadingOptions')
    actor.stop()
  })

  it('names: an account asked for while the code loads reaches the flow', () => {
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'names.account', caipAddress: ACCOUNT.caipAddress })
    expect(actor.getSnapshot().matches({ names: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadNames', output: NAMES_LOGIC } as never)
    const flow = selectNamesFlow(actor.getSnapshot())!.getSnapshot()
    expect(flow.value).toEqual({ profile: 'reading', form: 'empty', recent: 'idle' })
    expect(flow.context.account).toMatchObject({ caipAddress: ACCOUNT.caipAddress, namespace: 'eip155', address: ACCOUNT.address })
    actor.stop()
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(machine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(machine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
