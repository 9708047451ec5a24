// The active network per namespace (SPEC §3 network state) and switching between networks (SPEC §2, §4): a
// connected EVM wallet is asked to change chain, a namespace without an account asks the person to connect there
// first, and nothing connected only changes the selection. The wallet's own chain is the truth once it reports one.
import { assertEvent, assign, emit, enqueueActions, fromPromise, setup } from 'xstate'
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import { shownError } from '../../core/errors'
import { isNetworkSupported } from '../../core/networks'
import { activeNamespaceAfter } from './activeNamespace'
import { activeNetwork, isUnsupported, namespaceOf, needsConnection, needsWalletSwitch, allRequested } from './network.rules'
import type { NetworkContext, NetworkEmitted, NetworkEvent, NetworkInput, NetworkState, SwitchFailure, SwitchOutcome } from './network.types'
import { providedBySystem } from '../providedBySystem'

function initialState(requested: CaipNetworkId[], active: CaipNetworkId | undefined): NetworkState {
  return { caipNetwork: active, requestedCaipNetworks: requested, approvedCaipNetworkIds: [], supportsAllNetworks: true, smartAccountEnabledNetworks: [] }
}

function byNamespace(networks: readonly CaipNetworkId[], active: CaipNetworkId) {
  const result: Partial<Record<ChainNamespace, NetworkState>> = {}
  // Each namespace starts on its first requested network; the active one on the stored or default network, which
  // parseLatchConfig and networkInput keep among the requested ones, so its namespace always has a state.
  for (const id of networks) (result[namespaceOf(id)] ??= initialState([], id)).requestedCaipNetworks.push(id)
  result[namespaceOf(active)]!.caipNetwork = active
  return result
}

// A choice of network, from ready or while a cross-namespace choice waits for its connection.
const chooseNetwork = [
  { guard: 'isActive', target: '#network.ready', actions: 'endSwitch' },
  // Only networks the app configured can be chosen: anything else is 'Network not found'.
  { guard: 'isNotRequested', actions: ['setNotRequested', 'reportSwitchFailed'] },
  { guard: 'needsWalletSwitch', target: '#network.switching', actions: 'setTarget' },
  { guard: 'needsConnection', target: '#network.awaitingConnection', actions: ['setTarget', 'askForConnection'], reenter: true },
  // No wallet to ask (nothing connected, or a Solana cluster): the selection itself is the switch.
  { target: '#network.ready', actions: ['setTarget', 'activateTarget', 'reportSwitched', 'endSwitch', 'reportSupport'] },
] as const

// While a cross-namespace choice waits for its connection: the same choices, and the one waiting is told it is
// replaced (issue 32). Issue 32 (found by the system test): the namespace that was connected may have let go
// meanwhile; with nothing connected the new choice is a bare selection, as from ready, and whoever asked hears so.
const chooseWhileWaiting = [
  { guard: 'isActive', target: '#network.ready', actions: ['supersedeSwitch', 'endSwitch'] },
  { guard: 'isNotRequested', actions: ['setNotRequested', 'reportSwitchFailed'] },
  { guard: 'needsWalletSwitch', target: '#network.switching', actions: ['supersedeSwitch', 'setTarget'] },
  { guard: 'needsConnection', target: '#network.awaitingConnection', actions: ['supersedeSwitch', 'setTarget', 'askForConnection'], reenter: true },
  { target: '#network.ready', actions: ['supersedeSwitch', 'setTarget', 'activateTarget', 'reportSwitched', 'endSwitch', 'reportSupport'] },
] as const

const UNEXPECTED: SwitchFailure = { reason: 'error', error: shownError('SOMETHING_WENT_WRONG') }

export const networkMachine = setup({
  types: {
    context: {} as NetworkContext,
    events: {} as NetworkEvent,
    input: {} as NetworkInput,
    emitted: {} as NetworkEmitted,
  },
  actors: {
    switchWalletNetwork: fromPromise<SwitchOutcome, { namespace: ChainNamespace; caipNetworkId: CaipNetworkId }>(providedBySystem('switchWalletNetwork')),
  },
  guards: {
    isActive: ({ context, event }) => event.type === 'network.switch' && activeNetwork(context) === event.caipNetworkId,
    isNotRequested: ({ context, event }) => event.type === 'network.switch' && !allRequested(context).includes(event.caipNetworkId),
    needsWalletSwitch: ({ context, event }) => event.type === 'network.switch' && needsWalletSwitch(context, event.caipNetworkId),
    needsConnection: ({ context, event }) => event.type === 'network.switch' && needsConnection(context, event.caipNetworkId),
    switchSucceeded: ({ event }) => (event as unknown as { output: SwitchOutcome }).output.ok,
    isTargetDisconnected: ({ context, event }) =>
      event.type === 'network.accountChanged' && event.caipNetworkId === null && context.target !== null && event.namespace === namespaceOf(context.target),
    isTargetConnected: ({ context, event }) =>
      event.type === 'network.accountChanged' && event.caipNetworkId !== null && context.target !== null && event.namespace === namespaceOf(context.target),
    isOtherTarget: ({ context, event }) => event.type === 'network.switch' && event.caipNetworkId !== context.target,
    isConnectedOnTarget: ({ context, event }) => event.type === 'network.accountChanged' && event.caipNetworkId !== null && event.caipNetworkId === context.target,
  },
  actions: {
    // R-CONN-2: a switch into another namespace raises the switching-namespace flag until it ends.
    setTarget: assign(({ context, event }) => {
      assertEvent(event, 'network.switch')
      return {
        target: event.caipNetworkId,
        previous: activeNetwork(context) ?? null,
        switchingNamespace: namespaceOf(event.caipNetworkId) !== context.activeNamespace,
        failure: null,
      }
    }),
    // The target becomes the active network of its namespace, and its namespace the active one.
    activateTarget: enqueueActions(({ context, enqueue }) => {
      const target = context.target
      if (!target) return
      const namespace = namespaceOf(target)
      const state = context.byNamespace[namespace]
      enqueue.assign({
        activeNamespace: namespace,
        byNamespace: { ...context.byNamespace, [namespace]: { ...(state ?? initialState([], undefined)), caipNetwork: target } },
      })
      enqueue.emit({ type: 'activeNetwork', namespace, caipNetworkId: target })
    }),
    // R-NAV-11: a successful switch closes the modal when the network left was not among the requested ones.
    reportSwitched: emit(({ context }) => {
      // R-VAL-13: a namespace with no requested networks supports any, so leaving one of its networks closes nothing.
      const previous = context.previous
      const close = previous !== null && !isNetworkSupported(previous, context.byNamespace[namespaceOf(previous)]?.requestedCaipNetworks ?? [])
      return { type: 'switched' as const, caipNetworkId: context.target!, close }
    }),
    endSwitch: assign({ target: null, previous: null, switchingNamespace: false }),
    setFailure: assign(({ event }) => {
      const output = (event as unknown as { output: SwitchOutcome }).output
      return { failure: output.ok ? UNEXPECTED : output.failure }
    }),
    setUnexpectedFailure: assign({ failure: UNEXPECTED }),
    setNotRequested: assign({ failure: { reason: 'error', error: shownError('NETWORK_NOT_FOUND_THROWN') } as SwitchFailure }),
    // R-NAV-11: a failed switch goes back one view, with the reason.
    reportSwitchFailed: emit(({ context }) => ({ type: 'switchFailed' as const, failure: context.failure ?? UNEXPECTED })),
    askForConnection: emit(({ context }) => ({ type: 'connectNamespace' as const, namespace: namespaceOf(context.target!) })),
    reportSwitchCancelled: emit(({ context }) => ({ type: 'switchCancelled' as const, caipNetworkId: context.target! })),
    // Issue 32 (found by the system test): a waiting switch replaced by another choice will not happen either.
    supersedeSwitch: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'network.switch')
      if (context.target !== null && context.target !== event.caipNetworkId) enqueue.emit({ type: 'switchCancelled', caipNetworkId: context.target })
    }),
    // One switch at a time: another asked while the wallet is asked is refused (whoever asked hears so).
    refuseSwitch: emit(({ event }) => {
      assertEvent(event, 'network.switch')
      return { type: 'switchCancelled' as const, caipNetworkId: event.caipNetworkId }
    }),
    // The wallet's chain is the namespace's network; a disconnect leaves the last one selected.
    applyAccount: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'network.accountChanged')
      const { namespace, caipNetworkId, approved, cause = 'changed' } = event
      const connected = caipNetworkId === null ? context.connected.filter((name) => name !== namespace) : [...new Set([...context.connected, namespace])]
      const state = context.byNamespace[namespace] ?? initialState([], undefined)
      const next: NetworkState = {
        ...state,
        caipNetwork: caipNetworkId ?? state.caipNetwork,
        approvedCaipNetworkIds: caipNetworkId === null ? [] : (approved ?? []),
        supportsAllNetworks: caipNetworkId === null || approved === undefined,
      }
      const activeNamespace = activeNamespaceAfter(
        { active: context.activeNamespace, preferred: context.preferred, connected: context.connected },
        { namespace, connected: caipNetworkId !== null, cause },
      )
      const byNamespace = { ...context.byNamespace, [namespace]: next }
      // R-CONN-2: a switch under way is into another namespace exactly when its target is not the active one's.
      const switchingNamespace = context.target !== null && namespaceOf(context.target) !== activeNamespace
      enqueue.assign({ connected, byNamespace, activeNamespace, switchingNamespace })
      // "Reading chain id stores the last used chain" (SPEC §4); another namespace taking over is stored too.
      const shown = byNamespace[activeNamespace]?.caipNetwork
      if (shown && (namespace === activeNamespace ? caipNetworkId !== null : activeNamespace !== context.activeNamespace)) {
        enqueue.emit({ type: 'activeNetwork', namespace: activeNamespace, caipNetworkId: shown })
      }
    }),
    setSmartAccounts: assign(({ context, event }) => {
      assertEvent(event, 'network.smartAccounts')
      const state = context.byNamespace.eip155 ?? initialState([], undefined)
      return { byNamespace: { ...context.byNamespace, eip155: { ...state, smartAccountEnabledNetworks: event.caipNetworkIds.filter((id) => id.startsWith('eip155:')) } } }
    }),
    // R-NAV-10: said after every change that can move the active network in or out of the requested ones.
    reportSupport: emit(({ context }) => ({ type: 'supportChanged' as const, unsupported: isUnsupported(context) })),
  },
}).createMachine({
  id: 'network',
  context: ({ input }) => ({
    settings: input.settings,
    byNamespace: byNamespace(input.networks, input.active),
    activeNamespace: namespaceOf(input.active),
    preferred: namespaceOf(input.active),
    connected: [],
    switchingNamespace: false,
    target: null,
    previous: null,
    failure: null,
  }),
  initial: 'ready',
  on: {
    'network.accountChanged': { actions: ['applyAccount', 'reportSupport'] },
    'network.smartAccounts': { actions: 'setSmartAccounts' },
  },
  states: {
    ready: { on: { 'network.switch': chooseNetwork } },
    // The wallet is asked to change chain (R-NAV-11 decides what the modal does with the answer).
    switching: {
      tags: ['busy'],
      on: {
        // The wallet went away mid-switch: there is nobody left to answer, so the switch ends here.
        // (Found by the system test: whoever asked for the switch hears it will not happen.)
        'network.accountChanged': { guard: 'isTargetDisconnected', target: 'ready', actions: ['applyAccount', 'reportSwitchCancelled', 'endSwitch', 'reportSupport'] },
        // Issue 32 (found by the system test): another switch asked meanwhile (the app's) is refused, not dropped
        // unanswered; the same one asked again simply waits for this one.
        'network.switch': { guard: 'isOtherTarget', actions: 'refuseSwitch' },
      },
      invoke: {
        id: 'switchWalletNetwork',
        src: 'switchWalletNetwork',
        input: ({ context }) => ({ namespace: namespaceOf(context.target!), caipNetworkId: context.target! }),
        onDone: [
          { guard: 'switchSucceeded', target: 'ready', actions: ['activateTarget', 'reportSwitched', 'endSwitch', 'reportSupport'] },
          { target: 'ready', actions: ['setFailure', 'reportSwitchFailed', 'endSwitch'] },
        ],
        onError: { target: 'ready', actions: ['setUnexpectedFailure', 'reportSwitchFailed', 'endSwitch'] },
      },
    },
    // R-CONN-2: the other namespace has no account yet; the switch completes when one connects there.
    awaitingConnection: {
      tags: ['busy'],
      on: {
        'network.accountChanged': [
          { guard: 'isConnectedOnTarget', target: 'ready', actions: ['applyAccount', 'activateTarget', 'reportSwitched', 'endSwitch', 'reportSupport'] },
          // Issue 32: connected there, but on another network: the wallet is asked, never assumed to be on the target.
          { guard: 'isTargetConnected', target: 'switching', actions: ['applyAccount', 'reportSupport'] },
          { actions: ['applyAccount', 'reportSupport'] },
        ],
        // Issue 32: dropped (the view left, the modal closed): whoever asked hears so.
        'network.cancelSwitch': { target: 'ready', actions: ['reportSwitchCancelled', 'endSwitch'] },
        // Another choice replaces the one waiting (choosing the active network again just stops waiting).
        'network.switch': chooseWhileWaiting,
      },
    },
  },
})
