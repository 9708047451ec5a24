// The Activity tab (SPEC §2 Account; R-PROD-4: activity supports eip155): the account's history from the blockchain
// API, a page at a time (the next on request, by cursor). Without an account address nothing is fetched and the tab
// says so (SPEC §5); a failed fetch is the 'Failed to fetch transactions' toast, with a Retry (SPEC §8).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { shownError } from '../../core/errors'
import type { ActivityContext, ActivityEmitted, ActivityEvent, ActivityOutcome, ActivityTarget } from './activity.types'

type PageRequest = { target: ActivityTarget; cursor: string | undefined }

export const activityMachine = setup({
  types: { context: {} as ActivityContext, events: {} as ActivityEvent, emitted: {} as ActivityEmitted },
  actors: {
    fetchActivity: fromPromise<ActivityOutcome, PageRequest>(() => Promise.reject(new Error('fetchActivity is provided by balanceFlow.ts'))),
  },
  guards: {
    hasNoAddress: ({ event }) => event.type === 'activity.fetch' && !event.target.address,
    isUnsupportedNamespace: ({ event }) => event.type === 'activity.fetch' && !event.target.caipNetworkId.startsWith('eip155:'),
    fetched: ({ event }) => (event as unknown as { output: ActivityOutcome }).output.ok,
    hasMore: ({ context }) => context.next !== undefined,
    isFetchable: ({ context }) => context.target !== null && context.target.address !== undefined && context.target.caipNetworkId.startsWith('eip155:'),
  },
  actions: {
    start: assign(({ event }) => {
      assertEvent(event, 'activity.fetch')
      return { target: event.target, transactions: [], next: undefined, error: null }
    }),
    // SPEC §5: "Transactions can't be fetched without an accountAddress".
    setNoAddress: assign({ error: shownError('TRANSACTIONS_NEED_ADDRESS') }),
    appendPage: assign(({ context, event }) => {
      const output = (event as unknown as { output: ActivityOutcome }).output
      return output.ok ? { transactions: [...context.transactions, ...output.value.data], next: output.value.next, error: null } : {}
    }),
    setFailure: assign(({ event }) => {
      const output = (event as unknown as { output?: ActivityOutcome }).output
      return { error: output && !output.ok ? output.error : shownError('TRANSACTIONS_FETCH_FAILED') }
    }),
    toastFailed: emit({ type: 'toast' as const, code: 'TRANSACTIONS_FETCH_FAILED' as const }),
    clear: assign({ target: null, transactions: [], next: undefined, error: null }),
    restart: assign({ transactions: [], next: undefined, error: null }),
  },
}).createMachine({
  id: 'activity',
  context: { target: null, transactions: [], next: undefined, error: null },
  initial: 'idle',
  on: {
    'activity.fetch': [
      { guard: 'hasNoAddress', target: '.noAddress', actions: ['start', 'setNoAddress'] },
      // R-PROD-4: only eip155 has activity; other namespaces show none, and nothing is asked.
      { guard: 'isUnsupportedNamespace', target: '.unsupported', actions: 'start' },
      { target: '.loading', actions: 'start' },
    ],
    'activity.clear': { target: '.idle', actions: 'clear' },
    // Issue 32: a transaction Latch sent is in the history now: read it again from the first page.
    'activity.refresh': { guard: 'isFetchable', target: '.loading', reenter: true, actions: 'restart' },
  },
  states: {
    idle: {},
    noAddress: {},
    unsupported: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchActivity',
        src: 'fetchActivity',
        input: ({ context }) => ({ target: context.target!, cursor: context.next }),
        onDone: [{ guard: 'fetched', target: 'loaded', actions: 'appendPage' }, { target: 'failed', actions: ['setFailure', 'toastFailed'] }],
        onError: { target: 'failed', actions: ['setFailure', 'toastFailed'] },
      },
    },
    loaded: { on: { 'activity.loadMore': { guard: 'hasMore', target: 'loading' } } },
    // SPEC §8: the toast, and a Retry that asks for the page that failed.
    failed: { on: { 'activity.retry': 'loading' } },
  },
})
