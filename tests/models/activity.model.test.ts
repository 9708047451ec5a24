// Model-based test of the Activity tab's machine (SPEC §2 Account tabs, R-PROD-4 activity on eip155, SPEC §5 no
// history without an account address, SPEC §8 'Failed to fetch transactions'): every path through fetching pages,
// failing and retrying. At every step: pages are appended in order and the next is asked with the cursor given;
// a failure is one toast and a Retry; without an address or off eip155 nothing is asked.
import { describe, expect, it } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { createActivityActors } from '../../src/machines/activity/activity.actors'
import { activityMachine } from '../../src/machines/activity/activity.machine'
import type { ActivityEmitted, ActivityEvent, ActivityOutcome, ActivityTransaction } from '../../src/machines/activity/activity.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const tx = (id: string): ActivityTransaction => ({
  id,
  metadata: { minedAt: '2026-11-24T10:00:00.000Z', chain: 'eip155:31337', status: 'confirmed', operationType: 'send', sentFrom: ADDRESS, sentTo: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
  transfers: [{ fungible_info: { symbol: 'ETH' }, direction: 'out', quantity: { numeric: '1' } }],
})

type OutcomeEvent = { type: string; output?: unknown; error?: unknown }
const EVENTS: (ActivityEvent | OutcomeEvent)[] = [
  { type: 'activity.fetch', target: { address: ADDRESS, caipNetworkId: 'eip155:31337' } },
  { type: 'activity.fetch', target: { address: undefined, caipNetworkId: 'eip155:31337' } },
  { type: 'activity.fetch', target: { address: 'So1anaAddre55', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } },
  { type: 'activity.loadMore' },
  { type: 'activity.retry' },
  { type: 'activity.clear' },
  // Issue 32: a transaction Latch sent: the history is read again from its first page.
  { type: 'activity.refresh' },
  { type: 'xstate.done.actor.fetchActivity', output: { ok: true, value: { data: [tx('a'), tx('b')], next: 'page-2' } } satisfies ActivityOutcome },
  { type: 'xstate.done.actor.fetchActivity', output: { ok: true, value: { data: [tx('c')] } } satisfies ActivityOutcome },
  { type: 'xstate.done.actor.fetchActivity', output: { ok: false, error: { code: 'TRANSACTIONS_FETCH_FAILED', message: 'Failed to fetch transactions' } } satisfies ActivityOutcome },
  { type: 'xstate.error.actor.fetchActivity', error: new Error('boom') },
]

const asked: { address: string | undefined; cursor: string | undefined }[] = []
const machine = activityMachine.provide({
  actors: createActivityActors({
    fetchPage: (target, cursor) => {
      asked.push({ address: target.address, cursor })
      return new Promise(() => {})
    },
  }),
})
type Snapshot = SnapshotFrom<typeof activityMachine>
const graph = buildModelGraph(machine, {
  input: undefined,
  events: EVENTS as ActivityEvent[],
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.transactions.length, s.context.next ?? null, s.context.error?.code ?? null]),
  // Two pages at most keep the graph small: the second page (no cursor after it) only after the first.
  allow: (s, event) => !((event as OutcomeEvent).type === 'xstate.done.actor.fetchActivity' && s.context.transactions.length >= 3),
})
const coverage = new CoverageRecorder()

describe('activity model', () => {
  it(`walks ${graph.paths.length} paths; pages in order by cursor, one toast per failure, nothing asked without an address`, async () => {
    for (const path of graph.paths) {
      const toasts: ActivityEmitted[] = []
      let step = -2
      let since = -1
      asked.length = 0
      await walkPath(machine, path, coverage, {
        delays: {},
        mount: (actor) => {
          const subscription = actor.on('toast', (fact) => toasts.push(fact))
          return () => subscription.unsubscribe()
        },
        check: (snapshot: Snapshot) => {
          step += 1
          const taken = path.slice(0, step + 1) as OutcomeEvent[]
          const failures = taken.filter((e) => e.type === 'xstate.error.actor.fetchActivity' || (e.type === 'xstate.done.actor.fetchActivity' && !(e.output as ActivityOutcome).ok))
          // SPEC §8: each failed fetch is exactly one 'Failed to fetch transactions' toast.
          expect(toasts).toEqual(failures.map(() => ({ type: 'toast', code: 'TRANSACTIONS_FETCH_FAILED' })))
          if (snapshot.matches('failed')) expect(snapshot.context.error?.message).toBe('Failed to fetch transactions')
          // SPEC §5: without an address nothing is fetched, and the text says why.
          if (snapshot.matches('noAddress')) expect(snapshot.context.error?.message).toBe("Transactions can't be fetched without an accountAddress")
          expect(asked.every((request) => request.address !== undefined)).toBe(true)
          // Each page after the first is asked with the cursor the previous page gave.
          for (const request of asked.slice(1)) if (request.cursor !== undefined) expect(request.cursor).toBe('page-2')
          // Pages are appended, never replaced, since the last fetch began (a refresh that took effect begins anew).
          const event = taken[step]
          if (event?.type === 'activity.fetch' || (event?.type === 'activity.refresh' && snapshot.matches('loading'))) since = step
          // Issue 32: a refresh of a fetchable history reads it from the first page.
          if (event?.type === 'activity.refresh' && snapshot.matches('loading')) expect(snapshot.context.transactions).toEqual([])
          const delivered = taken.slice(since + 1).flatMap((e) => (e.type === 'xstate.done.actor.fetchActivity' && (e.output as ActivityOutcome).ok ? (e.output as { value: { data: ActivityTransaction[] } }).value.data : []))
          if (since >= 0 && !taken.slice(since).some((e) => e.type === 'activity.clear')) expect(snapshot.context.transactions.map((t) => t.id)).toEqual(delivered.map((t) => t.id))
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(activityMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(activityMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
