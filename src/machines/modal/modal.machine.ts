// The modal: its life (closed → open → closing), the view on screen as a state, and the rules of SPEC §2.
// The history stack is context; each view is a child of open.view so the inspector draws every way in and out.
import { assertEvent, assign, emit, enqueueActions, fromPromise, raise, sendTo, setup, stopChild, type DoneActorEvent } from 'xstate'
import { SHAKE_MS, VIEW_TRANSITION_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import { inertApprovalFrameActors, inertDialogActors } from './modal.actors'
import { flowMessage, sendToFlow } from './modal.flows'
import { catalogueRegion, shakeRegion, walletListRegion } from './modal.regions'
import { viewRegion } from './modal.views'
import { recentCardFor } from './modal.recent'
import { allCancelled, hasNoEarlierView, isShownRequestPending, popped, poppedOntoAccount, previousView, settled, topEntry, withTransaction } from './modal.stack'
import { isCloseBlocked, namespaceWithoutNetwork, settingsForOpening } from './modal.rules'
import { keepRecentWallets } from '../../core/recentWallets'
import type { WalletCard } from '../../core/walletCard'
import type { walletListMachine } from '../walletList/walletList.machine'
import type { WalletListInput } from '../walletList/walletList.types'
import { spawnLoaded } from '../root/spawnLoaded'
import {
  type ConnectCatalogue,
  type ModalContext,
  type ModalEmitted,
  type ModalEvent,
  type ModalInput,
  type ModalSettings,
  type InstalledWallet,
  type ModalView,
  type Outcome,
} from './modal.types'
import { providedBySystem } from '../providedBySystem'

type Enqueue = { assign(values: Partial<ModalContext>): void } & ((action: () => void) => void)

// A change of the stack (modal.stack.ts) is assigned first; the dapp's callbacks run after it.
function apply({ assign, callbacks }: ReturnType<typeof popped>, enqueue: Enqueue) {
  enqueue.assign(assign)
  for (const callback of callbacks) enqueue(callback)
}

export const modalMachine = setup({
  types: {
    context: {} as ModalContext,
    events: {} as ModalEvent,
    input: {} as ModalInput,
    emitted: {} as ModalEmitted,
  },
  actors: {
    ...inertDialogActors,
    ...inertApprovalFrameActors,
    loadConnectWallets: fromPromise<Outcome<ConnectCatalogue>, { settings: ModalSettings }>(providedBySystem('loadConnectWallets')),
    // The All wallets list's machine and its I/O are not in the first-click bundle (STACK-NOTES: the 110 KiB budget).
    loadWalletList: fromPromise<typeof walletListMachine>(providedBySystem('loadWalletList')),
  },
  delays: {
    shake: SHAKE_MS,
    closeAnimation: VIEW_TRANSITION_MS,
  },
  guards: {
    isConnected: ({ context }) => context.account !== null,
    isEmbedded: ({ context }) => context.settings.embedded,
    isEmbeddedAndConnected: ({ context }) => context.settings.embedded && context.account !== null,
    isBasic: ({ context }) => context.settings.basic,
    isRequestedView: ({ context }, params: { view: ModalView }) => context.requested.view === params.view,
    isPushTo: ({ event }, params: { view: ModalView }) => event.type === 'router.push' && event.view === params.view,
    isReplaceBy: ({ event }, params: { view: ModalView }) => event.type === 'router.replace' && event.view === params.view,
    hasNoEarlierView: ({ context }) => hasNoEarlierView(context.stack),
    hasNoNetworkForNamespace: ({ context }) => namespaceWithoutNetwork(context) !== undefined,
    isBackTo: ({ context }, params: { view: ModalView }) => previousView(context.stack) === params.view,
    isBackToConnectWhileConnected: ({ context }) => previousView(context.stack) === 'Connect' && context.account !== null,
    isCloseBlocked: ({ context }) => isCloseBlocked(context),
    isEmbeddedAndClosable: ({ context }) => context.settings.embedded && !isCloseBlocked(context),
    isShownTransactionPending: ({ context }) => isShownRequestPending(context),
    isAccountGone: ({ event }) => event.type === 'connection.changed' && event.account === null,
    isAccountConnected: ({ event }) => event.type === 'connection.changed' && event.account !== null,
    // R-NAV-10: UnsupportedChain goes on top once, however often the fact repeats.
    isUnsupportedNotShown: ({ context, event }) =>
      event.type === 'network.supportChanged' && event.unsupported && topEntry(context.stack)?.view !== 'UnsupportedChain',
    isSupportRestored: ({ event }) => event.type === 'network.supportChanged' && !event.unsupported,
    isCloseAfterSwitch: ({ event }) => event.type === 'network.switched' && event.close,
    isUnsupportedReported: ({ event }) => event.type === 'network.supportChanged' && event.unsupported,
    isOutcomeOk: ({ event }) => 'output' in event && (event.output as Outcome<unknown>).ok,
  },
  actions: {
    // Requests to the flows that outlive the modal (modal.flows.ts), each an action of the same name.
    startConnection: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('startConnection', context, event))),
    cancelConnection: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('cancelConnection', context, event))),
    disconnect: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('disconnect', context, event))),
    preparePairing: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('preparePairing', context, event))),
    startPairing: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('startPairing', context, event))),
    leavePairing: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('leavePairing', context, event))),
    resetPairingUri: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('resetPairingUri', context, event))),
    loadNetworkFlow: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('loadNetworkFlow', context, event))),
    cancelNetworkSwitch: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('cancelNetworkSwitch', context, event))),
    startFeature: enqueueActions(({ context, event, system, enqueue }) => sendToFlow(enqueue, system, flowMessage('startFeature', context, event))),
    pushUnsupportedChain: assign(({ context }) => ({ stack: [...context.stack, { view: 'UnsupportedChain' as const }] })),
    // R-NAV-10: opened by the network flow, not by a person: the start view is UnsupportedChain.
    requestUnsupportedChain: assign({ requested: { view: 'UnsupportedChain' as const, data: undefined }, namespace: undefined }),
    rememberRequest: assign(({ event }) => {
      assertEvent(event, 'modal.open')
      return { requested: { view: event.view, data: event.data }, namespace: event.namespace }
    }),
    // A requested start view keeps the data it was requested with (R-NAV-2).
    startAt: assign(({ context }, params: { view: ModalView }) => ({
      stack: [{ view: params.view, data: context.requested.view === params.view ? context.requested.data : undefined }],
    })),
    // R-CONN-2, R-NAV-2: Connect on top, listing the chosen namespace's wallets only.
    pushConnectFor: assign(({ context, event }) => {
      assertEvent(event, 'network.connectNamespace')
      return { namespace: event.namespace, stack: [...context.stack, { view: 'Connect' as const }] }
    }),
    push: assign(({ context, event }) => {
      assertEvent(event, 'router.push')
      return { stack: [...context.stack, { view: event.view, data: event.data }] }
    }),
    replace: assign(({ context, event }) => {
      assertEvent(event, 'router.replace')
      return { stack: [...context.stack.slice(0, -1), { view: event.view }] }
    }),
    // R-NAV-3, R-NAV-4: the stack's rules are modal.stack.ts's.
    pop: enqueueActions(({ context, enqueue }) => apply(popped(context), enqueue)),
    popOntoAccount: enqueueActions(({ context, enqueue }) => apply(poppedOntoAccount(context), enqueue)),
    // Every entry of the view goes; on top, back takes it (so the view state follows the stack).
    dropFromStack: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'router.drop')
      const top = context.stack.length - 1
      enqueue.assign({ stack: context.stack.filter((entry, index) => entry.view !== event.view || index === top) })
      if (context.stack[top]?.view === event.view) enqueue.raise({ type: 'router.back' })
    }),
    pushTransaction: assign(({ context, event }) => {
      assertEvent(event, 'transaction.push')
      return withTransaction(context, event)
    }),
    settleTransaction: enqueueActions(({ context, event, enqueue }) => apply(settled(context, event), enqueue)),
    cancelAllTransactions: enqueueActions(({ context, enqueue }) => apply(allCancelled(context), enqueue)),
    // R-NAV-6: embedded close shows the start view afresh, as if the modal had closed and opened again.
    resetTo: assign((_, params: { view: ModalView }) => ({
      stack: [{ view: params.view }],
      requested: { view: undefined, data: undefined },
      namespace: undefined,
      catalogueError: undefined,
    })),
    shake: raise({ type: 'modal.shake' }),
    // R-NAV-4: an answered request's view leaves as back would take it (the stack's pop and its guards).
    backOneView: raise({ type: 'router.back' }),
    setAccount: assign(({ event }) => {
      assertEvent(event, 'connection.changed')
      return { account: event.account }
    }),
    // Kept with the account it belongs to: selectProfile shows it only while that account is the one shown.
    setProfile: assign(({ event }) => {
      assertEvent(event, 'account.profile')
      return { profile: { caipAddress: event.caipAddress, name: event.name, image: event.image } }
    }),
    // R-CONST-3: the wallet on the ConnectingWallet view just connected; it leads the recent wallets.
    rememberRecentWallet: enqueueActions(({ context, enqueue }) => {
      const wallet = context.stack[context.stack.length - 1]?.data?.['wallet'] as InstalledWallet | WalletCard | undefined
      if (!wallet) return
      // With the account it connected: the recent row shows that account (its name, else its address).
      const card = { ...recentCardFor(wallet, context.catalogue), address: context.account?.address }
      enqueue.assign({ recentWallets: keepRecentWallets([card, ...context.recentWallets]) })
      enqueue.emit({ type: 'recentWallet', wallet: card })
    }),
    setInstalled: assign(({ event }) => {
      assertEvent(event, 'connectors.changed')
      return { installed: event.installed }
    }),
    pushConnecting: assign(({ context, event }) => {
      assertEvent(event, 'wallet.connect')
      return { stack: [...context.stack, { view: 'ConnectingWallet' as const, data: { walletName: event.wallet.name, wallet: event.wallet } }] }
    }),
    // The clipboard is the page's: the modal states the wish, system.ts copies and toasts.
    // Behind isConnected.
    copyAddress: emit(({ context }) => ({ type: 'copyAddress' as const, address: context.account!.address })),
    setSessions: assign(({ event }) => {
      assertEvent(event, 'siwx.sessionsChanged')
      return { siwxSessions: event.count }
    }),
    setCatalogue: assign(({ event }) => {
      const outcome = (event as unknown as { output: Outcome<ConnectCatalogue> }).output
      return outcome.ok ? { catalogue: outcome.value, catalogueError: undefined } : { catalogueError: outcome.error }
    }),
    setCatalogueFailure: assign({ catalogueError: shownError('SOMETHING_WENT_WRONG') }),
    // R-NAV-2: opened for a namespace the app has no network of, there is no list to load.
    loadWalletList: enqueueActions(({ context, enqueue }) => {
      if (namespaceWithoutNetwork(context) === undefined) enqueue.raise({ type: 'walletList.load' })
    }),
    spawnWalletList: enqueueActions(({ context, event, enqueue }) => {
      const logic = (event as unknown as DoneActorEvent<typeof walletListMachine>).output
      const input: WalletListInput = { settings: settingsForOpening(context) }
      spawnLoaded(enqueue, logic, { id: 'walletList', input })
    }),
    showWalletList: sendTo('walletList', { type: 'walletList.show' }),
    stopWalletList: stopChild('walletList'),
    // R-NAV-7: opening is reported as an analytics fact.
    emitOpened: emit(({ context }) => ({
      type: 'analytics' as const,
      event: 'MODAL_OPEN' as const,
      properties: { connected: context.account !== null },
    })),
    emitClosed: emit(({ context }) => ({
      type: 'analytics' as const,
      event: 'MODAL_CLOSE' as const,
      properties: { connected: context.account !== null },
    })),
    // DESIGN: entering closed wipes what a view was showing; the catalogue itself is public data and is kept.
    wipe: assign({
      stack: [],
      requested: { view: undefined, data: undefined },
      namespace: undefined,
      transactions: [],
      catalogueError: undefined,
    }),
  },
}).createMachine({
  id: 'modal',
  context: ({ input }) => ({
    settings: input.settings,
    stack: [],
    requested: { view: undefined, data: undefined },
    namespace: undefined,
    account: input.account ?? null,
    installed: [],
    recentWallets: keepRecentWallets(input.recentWallets ?? []),
    siwxSessions: 0,
    profile: null,
    transactions: [],
    nextTransaction: 1,
    catalogue: undefined,
    catalogueError: undefined,
  }),
  initial: 'closed',
  on: {
    // R-NAV-1: the connection flow reports facts; the modal only keeps what picks its views.
    'connection.changed': { actions: 'setAccount' },
    'connectors.changed': { actions: 'setInstalled' },
    'siwx.sessionsChanged': { actions: 'setSessions' },
    'account.profile': { actions: 'setProfile' },
  },
  states: {
    closed: {
      entry: ['wipe', 'resetPairingUri'],
      on: {
        'modal.open': { target: 'open', actions: ['rememberRequest', 'emitOpened'] },
        // R-NAV-10: the active network is not among the requested ones: the modal opens on UnsupportedChain.
        'network.supportChanged': { guard: 'isUnsupportedReported', target: 'open', actions: ['requestUnsupportedChain', 'emitOpened'] },
      },
    },
    open: {
      type: 'parallel',
      tags: ['visible'],
      // Radix's bar, as effects of the open state: each is cleaned up (focus returned) when open is left.
      invoke: [
        { src: 'trapFocus' },
        { src: 'hideContentBelow' },
        { src: 'preventScroll' },
        { src: 'trackDismissable' },
        // R-NAV-12: the dialog's height follows its content over 150 ms, in embedded mode too.
        { src: 'animateHeight' },
      ],
      // R-NAV-4: however the dialog goes (close, back from the last view, the account gone), no request is left
      // without an answer.
      exit: 'cancelAllTransactions',
      states: {
        view: viewRegion,
        catalogue: catalogueRegion,
        walletList: {
          ...walletListRegion,
          // R-NAV-6: in embedded mode a close drops the list as a real close would (the dialog itself stays).
          on: { 'modal.close': { guard: 'isEmbeddedAndClosable', target: '.unloaded' } },
        },
        shake: shakeRegion,
      },
    },
    // The exit animation runs here; the dialog stays mounted with data-state=closed until it ends.
    closing: {
      entry: 'emitClosed',
      after: { closeAnimation: 'closed' },
      on: {
        'modal.open': { target: 'open', actions: ['rememberRequest', 'emitOpened'] },
        // R-NAV-10: a connection closes the modal before the wallet's chain is known to be unsupported; that fact
        // arriving during the exit animation still opens UnsupportedChain.
        'network.supportChanged': { guard: 'isUnsupportedReported', target: 'open', actions: ['requestUnsupportedChain', 'emitOpened'] },
      },
    },
  },
})

export type ModalMachine = typeof modalMachine
