// An account's balances on its active network (SPEC §3 balance, token balance; §4 balance failure): fetched when the
// Account view shows or the account or network changes; a failure is the 'Token Balance Unavailable' toast and no
// retry for 30 s (R-BAL-1, R-CONST-1). What was shown stays on screen while a new fetch runs. The account's
// activity lives beside it (its own machine, invoked here), so the Account view's data loads as one piece of code.
import { assertEvent, assign, emit, fromPromise, sendTo, setup } from 'xstate'
import { activityMachine } from '../activity/activity.machine'
import { BALANCE_RETRY_BLOCK_MS } from '../../core/constants'
import type { BalanceContext, BalanceEmitted, BalanceEvent, BalanceOutcome, BalanceTarget } from './balance.types'
import { providedBySystem } from '../providedBySystem'

// A CAIP-10 address names its network too: the same one is the same account on the same network.
const sameTarget = (a: BalanceTarget | null, b: BalanceTarget) => a?.caipAddress === b.caipAddress

export const balanceMachine = setup({
  types: {
    context: {} as BalanceContext,
    events: {} as BalanceEvent,
    emitted: {} as BalanceEmitted,
    // Named, so the packed .d.ts spells the children out without a string index that would contradict them.
    children: {} as { activity: 'activity'; fetchBalances: 'fetchBalances' },
  },
  actors: {
    fetchBalances: fromPromise<BalanceOutcome, BalanceTarget>(providedBySystem('fetchBalances')),
    activity: activityMachine,
  },
  delays: { retryBlock: BALANCE_RETRY_BLOCK_MS },
  guards: {
    fetched: ({ event }) => (event as unknown as { output: BalanceOutcome }).output.ok,
    isOtherTarget: ({ context, event }) => event.type === 'balance.fetch' && !sameTarget(context.target, event.target),
    wasAskedWhileBlocked: ({ context }) => context.askedWhileBlocked,
    isShownAccount: ({ context, event }) => event.type === 'balance.invalidate' && context.target?.caipAddress.toLowerCase() === event.caipAddress.toLowerCase(),
  },
  actions: {
    // Another account or network: what was shown belongs to the old one and goes.
    setTarget: assign(({ context, event }) => {
      assertEvent(event, 'balance.fetch')
      return { target: event.target, balances: sameTarget(context.target, event.target) ? context.balances : null }
    }),
    setBalances: assign(({ event }) => {
      const output = (event as unknown as { output: BalanceOutcome }).output
      return output.ok ? { balances: output.value } : {}
    }),
    // R-BAL-1: the failure is a toast; the person keeps what was shown before, if anything.
    toastUnavailable: emit({ type: 'toast' as const, code: 'TOKEN_BALANCE_UNAVAILABLE' as const }),
    rememberAsked: assign(({ event }) => {
      assertEvent(event, 'balance.fetch')
      return { askedWhileBlocked: true, target: event.target }
    }),
    forgetAsked: assign({ askedWhileBlocked: false }),
    clear: assign({ target: null, balances: null, askedWhileBlocked: false }),
    toActivity: sendTo('activity', ({ event }) => event),
    clearActivity: sendTo('activity', { type: 'activity.clear' }),
    refreshActivity: sendTo('activity', { type: 'activity.refresh' }),
    // The glue's caches (R-CONST-2): the sending account's entries go, whichever account is shown.
    forgetCached: (_, _params: { caipAddress: string }) => {},
    askAgain: assign({ askedWhileBlocked: true }),
  },
}).createMachine({
  id: 'balance',
  context: { target: null, balances: null, askedWhileBlocked: false },
  initial: 'idle',
  invoke: { id: 'activity', src: 'activity' },
  on: {
    'balance.clear': { target: '.idle', actions: ['clear', 'clearActivity'] },
    'activity.fetch': { actions: 'toActivity' },
    'activity.loadMore': { actions: 'toActivity' },
    'activity.retry': { actions: 'toActivity' },
    // Issue 32: a transaction Latch sent makes the cached balances stale (R-CONST-2's 30 s would show the old ones).
    'balance.invalidate': { actions: { type: 'forgetCached', params: ({ event }) => ({ caipAddress: event.caipAddress }) } },
  },
  states: {
    idle: {
      on: {
        'balance.fetch': { target: 'loading', actions: 'setTarget' },
        // The block ended with nothing asked: the shown account's balances are read again all the same.
        'balance.invalidate': { guard: 'isShownAccount', target: 'loading', actions: [{ type: 'forgetCached', params: ({ event }) => ({ caipAddress: event.caipAddress }) }, 'refreshActivity'] },
      },
    },
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchBalances',
        src: 'fetchBalances',
        input: ({ context }) => context.target!,
        onDone: [{ guard: 'fetched', target: 'loaded', actions: 'setBalances' }, { target: 'blocked', actions: 'toastUnavailable' }],
        onError: { target: 'blocked', actions: 'toastUnavailable' },
      },
      // Only a different account or network restarts the fetch; the same one is already on its way.
      on: {
        'balance.fetch': { guard: 'isOtherTarget', target: 'loading', reenter: true, actions: 'setTarget' },
        // The answer on its way may predate the transaction: ask again.
        'balance.invalidate': { guard: 'isShownAccount', target: 'loading', reenter: true, actions: [{ type: 'forgetCached', params: ({ event }) => ({ caipAddress: event.caipAddress }) }, 'refreshActivity'] },
      },
    },
    loaded: {
      on: {
        'balance.fetch': { target: 'loading', actions: 'setTarget' },
        'balance.invalidate': { guard: 'isShownAccount', target: 'loading', actions: [{ type: 'forgetCached', params: ({ event }) => ({ caipAddress: event.caipAddress }) }, 'refreshActivity'] },
      },
    },
    // R-BAL-1: no retry for 30 s after a failure; a fetch asked meanwhile runs when the block ends.
    blocked: {
      exit: 'forgetAsked',
      on: {
        'balance.fetch': { actions: 'rememberAsked' },
        // R-BAL-1 still holds: the fresh balances are fetched when the block ends.
        'balance.invalidate': { guard: 'isShownAccount', actions: [{ type: 'forgetCached', params: ({ event }) => ({ caipAddress: event.caipAddress }) }, 'askAgain', 'refreshActivity'] },
      },
      after: { retryBlock: [{ guard: 'wasAskedWhileBlocked', target: 'loading' }, { target: 'idle' }] },
    },
  },
})
