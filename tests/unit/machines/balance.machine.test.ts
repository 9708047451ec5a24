// The balance flow's rules at the points a person meets them (SPEC §4 balance failure, R-BAL-1): which fetch runs,
// what stays on screen while another does, the one toast and the 30 s block (written here from SPEC §9), and the
// Activity tab's requests reaching the activity flow beside it. Time is a SimulatedClock.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createActivityActors } from '../../../src/machines/activity/activity.actors'
import { activityMachine } from '../../../src/machines/activity/activity.machine'
import type { ActivityOutcome, ActivityTarget } from '../../../src/machines/activity/activity.types'
import { createBalanceActors } from '../../../src/machines/balance/balance.actors'
import { balanceMachine } from '../../../src/machines/balance/balance.machine'
import type { BalanceOutcome, BalanceTarget, Balances } from '../../../src/machines/balance/balance.types'
import { settle } from './support/promises'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const A: BalanceTarget = { caipAddress: `eip155:31337:${ADDRESS}`, address: ADDRESS, caipNetworkId: 'eip155:31337' }
const A_ELSEWHERE: BalanceTarget = { caipAddress: `eip155:1:${ADDRESS}`, address: ADDRESS, caipNetworkId: 'eip155:1' }
const OTHER_ACCOUNT: BalanceTarget = { caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', caipNetworkId: 'eip155:31337' }
const TEN_ETH: Balances = { tokens: [], collectibles: [], native: { balance: '10', symbol: 'ETH' } }

function start(pageOutcomes: ActivityOutcome[] = []) {
  const clock = new SimulatedClock()
  const asked: BalanceTarget[] = []
  const answers: ((outcome: BalanceOutcome | Error) => void)[] = []
  const pages: { target: ActivityTarget; cursor: string | undefined }[] = []
  const machine = balanceMachine.provide({
    actors: {
      ...createBalanceActors({
        fetchBalances: (target) =>
          new Promise<BalanceOutcome>((resolve, reject) => {
            asked.push(target)
            answers.push((outcome) => (outcome instanceof Error ? reject(outcome) : resolve(outcome)))
          }),
      }),
      activity: activityMachine.provide({
        actors: createActivityActors({
          fetchPage: async (target, cursor): Promise<ActivityOutcome> => {
            pages.push({ target, cursor })
            return pageOutcomes.shift() ?? { ok: true, value: { data: [], next: cursor ? undefined : 'page-2' } }
          },
        }),
      }),
    },
  })
  const actor = createActor(machine, { clock })
  const toasts: unknown[] = []
  actor.on('toast', (fact) => toasts.push(fact))
  actor.start()
  const answer = async (outcome: BalanceOutcome | Error) => {
    answers.at(-1)!(outcome)
    await settle()
  }
  const activity = () => actor.getSnapshot().children.activity!.getSnapshot()
  return { actor, clock, asked, answer, toasts, pages, activity, snapshot: () => actor.getSnapshot() }
}

describe('balances', () => {
  it('fetched for the account asked, busy meanwhile, then shown', async () => {
    const { actor, asked, answer, snapshot } = start()
    expect(snapshot().hasTag('busy')).toBe(false)
    actor.send({ type: 'balance.fetch', target: A })
    expect(snapshot().hasTag('busy')).toBe(true)
    expect(asked).toEqual([A])
    await answer({ ok: true, value: TEN_ETH })
    expect(snapshot().matches('loaded')).toBe(true)
    expect(snapshot().hasTag('busy')).toBe(false)
    expect(snapshot().context).toEqual({ target: A, balances: TEN_ETH, askedWhileBlocked: false })
  })

  it('asked again for the same account and network while fetching: nothing new starts', () => {
    const { actor, asked } = start()
    actor.send({ type: 'balance.fetch', target: A })
    actor.send({ type: 'balance.fetch', target: { ...A } })
    expect(asked).toEqual([A])
  })

  it.each([
    ['network', A_ELSEWHERE],
    ['account', OTHER_ACCOUNT],
  ])('another %s while fetching: the fetch starts again for it', (_what, other) => {
    const { actor, asked, snapshot } = start()
    actor.send({ type: 'balance.fetch', target: A })
    actor.send({ type: 'balance.fetch', target: other })
    expect(asked).toEqual([A, other])
    expect(snapshot().context.target).toEqual(other)
  })

  it('a refresh of the same account keeps its balances on screen; another network clears them', async () => {
    const { actor, answer, snapshot } = start()
    actor.send({ type: 'balance.fetch', target: A })
    await answer({ ok: true, value: TEN_ETH })
    actor.send({ type: 'balance.fetch', target: A })
    expect(snapshot().hasTag('busy')).toBe(true)
    expect(snapshot().context.balances).toEqual(TEN_ETH)
    await answer({ ok: true, value: TEN_ETH })
    actor.send({ type: 'balance.fetch', target: A_ELSEWHERE })
    expect(snapshot().context).toMatchObject({ target: A_ELSEWHERE, balances: null })
  })

  it.each([
    ['answers that it failed', { ok: false } as const],
    ['throws', new Error('network down')],
  ])('R-BAL-1: a fetch that %s is one toast, keeps what was shown, and blocks fetches for 30 s', async (_how, failure) => {
    const { actor, clock, asked, answer, toasts, snapshot } = start()
    actor.send({ type: 'balance.fetch', target: A })
    await answer({ ok: true, value: TEN_ETH })
    actor.send({ type: 'balance.fetch', target: A })
    await answer(failure)
    expect(toasts).toEqual([{ type: 'toast', code: 'TOKEN_BALANCE_UNAVAILABLE' }])
    expect(snapshot().context.balances).toEqual(TEN_ETH)
    expect(snapshot().hasTag('busy')).toBe(false)
    clock.increment(30_000)
    expect(snapshot().matches('idle')).toBe(true)
    expect(asked).toHaveLength(2)
  })

  it('R-BAL-1: a fetch asked for during the block runs when it ends, for the account last asked, and only once', async () => {
    const { actor, clock, asked, answer, snapshot } = start()
    actor.send({ type: 'balance.fetch', target: A })
    await answer({ ok: false })
    actor.send({ type: 'balance.fetch', target: A })
    actor.send({ type: 'balance.fetch', target: A_ELSEWHERE })
    clock.increment(29_999)
    expect(asked).toEqual([A])
    expect(snapshot().context.askedWhileBlocked).toBe(true)
    clock.increment(1)
    expect(asked).toEqual([A, A_ELSEWHERE])
    expect(snapshot().context.askedWhileBlocked).toBe(false)
    await answer({ ok: false })
    clock.increment(30_000)
    expect(snapshot().matches('idle')).toBe(true)
    expect(asked).toHaveLength(2)
  })

  it('cleared: nothing of the account is kept, its activity neither', async () => {
    const { actor, clock, answer, snapshot, activity } = start()
    actor.send({ type: 'activity.fetch', target: { address: ADDRESS, caipNetworkId: 'eip155:31337' } })
    await settle()
    actor.send({ type: 'balance.fetch', target: A })
    await answer({ ok: false })
    actor.send({ type: 'balance.fetch', target: A })
    actor.send({ type: 'balance.clear' })
    expect(snapshot().matches('idle')).toBe(true)
    expect(snapshot().context).toEqual({ target: null, balances: null, askedWhileBlocked: false })
    expect(activity().matches('idle')).toBe(true)
    expect(activity().context.target).toBeNull()
    clock.increment(30_000)
    expect(snapshot().matches('idle')).toBe(true)
  })

  it('the Activity tab\'s requests reach the activity flow: the first page, a retry after a failure, the next page', async () => {
    const failed: ActivityOutcome = { ok: false, error: { code: 'TRANSACTIONS_FETCH_FAILED', message: 'Failed to fetch transactions' } }
    const { actor, pages, activity } = start([failed])
    const target = { address: ADDRESS, caipNetworkId: 'eip155:31337' as const }
    actor.send({ type: 'activity.fetch', target })
    await settle()
    expect(activity().matches('failed')).toBe(true)
    actor.send({ type: 'activity.retry' })
    await settle()
    expect(activity().matches('loaded')).toBe(true)
    actor.send({ type: 'activity.loadMore' })
    await settle()
    expect(pages).toEqual([
      { target, cursor: undefined },
      { target, cursor: undefined },
      { target, cursor: 'page-2' },
    ])
  })
})
