// What the All wallets view reads from its machine, at each point a person meets (R-CONST-4 paging, R-VAL-6 search):
// busy while a page or a search is on its way or the search waits its 300 ms; "more" only while browsing with
// pages left; the count of the catalogue, or of the results while searching; the query as typed; the failure.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createWalletListActors } from '../../../src/machines/walletList/walletList.actors'
import { walletListMachine } from '../../../src/machines/walletList/walletList.machine'
import {
  selectBusy,
  selectCount,
  selectError,
  selectHasMore,
  selectLoadingMore,
  selectMoreFailed,
  selectPhase,
  selectQuery,
} from '../../../src/machines/walletList/walletList.selectors'
import { settings, wallet } from '../../models/modal/modal.fixtures'

const FAILURE = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(walletListMachine.provide({ actors: createWalletListActors({ loadWalletPage: () => new Promise(() => {}) }) }), {
    input: { settings: settings({ signInRequired: false }) },
    clock,
  }).start()
  const send = (event: Record<string, unknown> & { type: string }) => actor.send(event as never)
  return { actor, clock, send, read: () => actor.getSnapshot() }
}

const page = (numbers: number[], count: number) => ({ ok: true, value: { wallets: numbers.map(wallet), count } })

describe('wallet list selectors', () => {
  it('the first page on its way: busy, loading, no "more", nothing failed', () => {
    const { send, read } = start()
    send({ type: 'walletList.show' })
    expect([selectBusy(read()), selectPhase(read()), selectHasMore(read()), selectLoadingMore(read()), selectError(read())]).toEqual([true, 'loading', false, false, undefined])
  })

  it('a first page with pages left: not busy, a list, "more", the catalogue count', () => {
    const { send, read } = start()
    send({ type: 'walletList.show' })
    send({ type: 'xstate.done.actor.loadFirstPage', output: page([1, 2, 3], 100) })
    expect([selectBusy(read()), selectPhase(read()), selectHasMore(read()), selectCount(read())]).toEqual([false, 'list', true, 100])
  })

  it('the last page in: no "more"', () => {
    const { send, read } = start()
    send({ type: 'walletList.show' })
    send({ type: 'xstate.done.actor.loadFirstPage', output: page([1, 2, 3], 3) })
    expect(selectHasMore(read())).toBe(false)
  })

  it('the next page on its way: busy and loading more; failed: the failure, "more failed"', () => {
    const { send, read } = start()
    send({ type: 'walletList.show' })
    send({ type: 'xstate.done.actor.loadFirstPage', output: page([1, 2, 3], 100) })
    send({ type: 'walletList.loadMore' })
    expect([selectBusy(read()), selectLoadingMore(read())]).toEqual([true, true])
    send({ type: 'xstate.done.actor.loadNextPage', output: { ok: false, error: FAILURE } })
    expect([selectBusy(read()), selectLoadingMore(read()), selectMoreFailed(read())]).toEqual([false, false, true])
  })

  it('a search waiting its 300 ms: busy, the query as typed, no "more"; its results: their count', () => {
    const { send, read, clock } = start()
    send({ type: 'walletList.show' })
    send({ type: 'xstate.done.actor.loadFirstPage', output: page([1, 2, 3], 100) })
    send({ type: 'walletList.search', query: ' wallet 1' })
    expect([selectBusy(read()), selectQuery(read()), selectHasMore(read())]).toEqual([true, ' wallet 1', false])
    clock.increment(300)
    expect(selectBusy(read())).toBe(true)
    send({ type: 'xstate.done.actor.searchWallets', output: page([11, 12], 2) })
    expect([selectBusy(read()), selectCount(read()), selectPhase(read()), selectHasMore(read())]).toEqual([false, 2, 'list', false])
  })

  it('a first page that failed: the failure, not busy', () => {
    const { send, read } = start()
    send({ type: 'walletList.show' })
    send({ type: 'xstate.done.actor.loadFirstPage', output: { ok: false, error: FAILURE } })
    expect([selectPhase(read()), selectError(read()), selectBusy(read())]).toEqual(['failed', FAILURE, false])
  })
})
