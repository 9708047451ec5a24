// The Activity tab's rules (SPEC §2 Account, §5, §8; R-PROD-4): pages by cursor until the last, nothing asked without
// an address or outside eip155, a failure is the 'Failed to fetch transactions' toast with a Retry of the page that
// failed. Texts are SPEC's, written here.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import { createActivityActors } from '../../../src/machines/activity/activity.actors'
import { activityMachine } from '../../../src/machines/activity/activity.machine'
import type { ActivityOutcome, ActivityTarget, ActivityTransaction } from '../../../src/machines/activity/activity.types'
import { settle } from './support/promises'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TARGET: ActivityTarget = { address: ADDRESS, caipNetworkId: 'eip155:31337' }
const transaction = (id: string): ActivityTransaction => ({
  id,
  metadata: { minedAt: '2026-11-26T07:00:00Z', status: 'confirmed', operationType: 'send', sentFrom: ADDRESS, sentTo: ADDRESS },
  transfers: [],
})

function start(outcomes: (ActivityOutcome | Error)[]) {
  const asked: (string | undefined)[] = []
  const actor = createActor(
    activityMachine.provide({
      actors: createActivityActors({
        fetchPage: async (_target, cursor) => {
          asked.push(cursor)
          const outcome = outcomes.shift()!
          if (outcome instanceof Error) throw outcome
          return outcome
        },
      }),
    }),
  )
  const toasts: unknown[] = []
  actor.on('toast', (fact) => toasts.push(fact))
  actor.start()
  return { actor, asked, toasts, snapshot: () => actor.getSnapshot() }
}

describe('activity', () => {
  it('pages follow the cursor and add up; after the last page there is nothing more to load', async () => {
    const { actor, asked, snapshot } = start([
      { ok: true, value: { data: [transaction('1')], next: 'cursor-2' } },
      { ok: true, value: { data: [transaction('2')] } },
    ])
    expect(snapshot().context).toEqual({ target: null, transactions: [], next: undefined, error: null })
    actor.send({ type: 'activity.fetch', target: TARGET })
    expect(snapshot().hasTag('busy')).toBe(true)
    await settle()
    expect(snapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'activity.loadMore' })
    await settle()
    expect(asked).toEqual([undefined, 'cursor-2'])
    expect(snapshot().context).toEqual({ target: TARGET, transactions: [transaction('1'), transaction('2')], next: undefined, error: null })
    actor.send({ type: 'activity.loadMore' })
    expect(snapshot().matches('loaded')).toBe(true)
    expect(asked).toHaveLength(2)
  })

  it('SPEC §5: without an address nothing is asked, and the tab says why', () => {
    const { actor, asked, snapshot } = start([])
    actor.send({ type: 'activity.fetch', target: { address: undefined, caipNetworkId: 'eip155:31337' } })
    expect(snapshot().matches('noAddress')).toBe(true)
    expect(snapshot().context.error?.message).toBe("Transactions can't be fetched without an accountAddress")
    expect(asked).toEqual([])
  })

  it('R-PROD-4: a Solana account has no activity, and nothing is asked', () => {
    const { actor, asked, snapshot } = start([])
    actor.send({ type: 'activity.fetch', target: { address: 'So11111111111111111111111111111111111111112', caipNetworkId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } })
    expect(snapshot().matches('unsupported')).toBe(true)
    expect(snapshot().context).toMatchObject({ transactions: [], error: null })
    expect(asked).toEqual([])
  })

  it.each([
    ['says why', { ok: false, error: { code: 'HTTP_STATUS', message: 'HTTP status code: 503' } } as ActivityOutcome, 'HTTP status code: 503'],
    ['throws', new Error('socket hang up'), 'Failed to fetch transactions'],
  ])('a page that fails and %s: one toast, the reason kept, and Retry asks for that page again', async (_how, failure, message) => {
    const { actor, asked, toasts, snapshot } = start([{ ok: true, value: { data: [transaction('1')], next: 'cursor-2' } }, failure, { ok: true, value: { data: [transaction('2')] } }])
    actor.send({ type: 'activity.fetch', target: TARGET })
    await settle()
    actor.send({ type: 'activity.loadMore' })
    await settle()
    expect(snapshot().matches('failed')).toBe(true)
    expect(snapshot().context.error?.message).toBe(message)
    expect(toasts).toEqual([{ type: 'toast', code: 'TRANSACTIONS_FETCH_FAILED' }])
    actor.send({ type: 'activity.retry' })
    await settle()
    expect(asked).toEqual([undefined, 'cursor-2', 'cursor-2'])
    expect(snapshot().context).toMatchObject({ transactions: [transaction('1'), transaction('2')], error: null })
  })

  it('a new fetch starts over; a clear forgets everything', async () => {
    const { actor, snapshot } = start([
      { ok: true, value: { data: [transaction('1')], next: 'cursor-2' } },
      { ok: true, value: { data: [transaction('9')] } },
    ])
    actor.send({ type: 'activity.fetch', target: TARGET })
    await settle()
    actor.send({ type: 'activity.fetch', target: { ...TARGET, caipNetworkId: 'eip155:1' } })
    expect(snapshot().context).toEqual({ target: { ...TARGET, caipNetworkId: 'eip155:1' }, transactions: [], next: undefined, error: null })
    await settle()
    expect(snapshot().context.transactions).toEqual([transaction('9')])
    actor.send({ type: 'activity.clear' })
    expect(snapshot().matches('idle')).toBe(true)
    expect(snapshot().context).toEqual({ target: null, transactions: [], next: undefined, error: null })
  })
})
