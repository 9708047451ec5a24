// The All wallets list with an answering catalogue (R-CONST-4, R-VAL-6), each expected value written out: which page
// or search the catalogue is asked for and with which settings, what each answer (a page, a refusal with its reason,
// a throw) leaves in context and which state follows, the 300 ms search wait to the millisecond, the 40-a-page
// boundary, the grid's active wallet, and the events each state ignores. The model test walks every path by handing
// the machine its outcomes; here the catalogue really answers, so the requests and the states after them are real.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import type { ModalSettings } from '../../../src/machines/modal/modal.types'
import { createWalletListActors } from '../../../src/machines/walletList/walletList.actors'
import { moveInGrid } from '../../../src/machines/walletList/walletList.grid'
import { walletListMachine } from '../../../src/machines/walletList/walletList.machine'
import {
  selectActiveIndex,
  selectBusy,
  selectCount,
  selectError,
  selectHasMore,
  selectMoreFailed,
  selectPhase,
  selectWallets,
} from '../../../src/machines/walletList/walletList.selectors'
import type { WalletListEvent, WalletPageOutcome, WalletPageRequest } from '../../../src/machines/walletList/walletList.types'
import { settings, wallet } from '../../models/modal/modal.fixtures'
import { settle } from './support/promises'

const SETTINGS = settings({ signInRequired: false, networks: ['eip155:1', 'eip155:137'] })
const FAILURE = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }

const page = (numbers: number[], count: number): WalletPageOutcome => ({ ok: true, value: { wallets: numbers.map(wallet), count } })
const refused: WalletPageOutcome = { ok: false, error: FAILURE }
const thrown = new Error('catalogue down')
const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => from + i)

/** Each call of the catalogue takes the next answer: an outcome resolves, an Error rejects; past the last, it never settles. */
function start(...answers: (WalletPageOutcome | Error)[]) {
  const asked: { settings: ModalSettings; request: WalletPageRequest }[] = []
  const signals: AbortSignal[] = []
  const clock = new SimulatedClock()
  const actors = createWalletListActors({
    loadWalletPage: (settings, request, signal) => {
      asked.push({ settings, request })
      signals.push(signal)
      const answer = answers[asked.length - 1]
      if (answer === undefined) return new Promise(() => {})
      return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer)
    },
  })
  const actor = createActor(walletListMachine.provide({ actors }), { input: { settings: SETTINGS }, clock })
  actor.start()
  const send = (event: WalletListEvent) => actor.send(event)
  const snapshot = () => actor.getSnapshot()
  const tags = () => [...snapshot().tags].sort()
  // Shows the list and lets the first page's answer arrive.
  const show = async () => {
    send({ type: 'walletList.show' })
    await settle()
  }
  // Types a search and lets the 300 ms pause and the answer pass.
  const search = async (query: string) => {
    send({ type: 'walletList.search', query })
    clock.increment(300)
    await settle()
  }
  return { actor, asked, signals, clock, send, snapshot, tags, show, search, context: () => snapshot().context }
}

const FIRST_PAGE_REQUEST = { settings: SETTINGS, request: { page: 1, search: '' } }

describe('wallet list: before the view is shown', () => {
  it('starts idle with nothing loaded, nothing typed, no failure and the first wallet active', () => {
    const { asked, snapshot, context } = start()
    expect(snapshot().value).toBe('idle')
    expect(context()).toEqual({ settings: SETTINGS, query: '', wallets: [], count: 0, pagesLoaded: 0, results: [], error: undefined, activeIndex: 0 })
    expect(asked).toEqual([])
  })

  it('ignores searching, more, retry, keys and focus until shown: nothing asked, nothing changed', () => {
    const { asked, clock, send, snapshot, context } = start()
    const before = context()
    send({ type: 'walletList.search', query: 'wallet' })
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.retry' })
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    send({ type: 'walletList.focus', index: 2 })
    clock.increment(300)
    expect([snapshot().value, context(), asked]).toEqual(['idle', before, []])
  })
})

describe('wallet list: the first page (R-CONST-4)', () => {
  it('shown, it asks the catalogue for page 1 without a search, with the modal’s settings, and is loading', () => {
    const { asked, send, snapshot, tags } = start()
    send({ type: 'walletList.show' })
    expect(snapshot().value).toEqual({ shown: { browsing: 'loading' } })
    expect(tags()).toEqual(['loading'])
    expect(asked).toEqual([FIRST_PAGE_REQUEST])
    expect(asked[0]?.settings).toBe(SETTINGS)
  })

  it('a page answered: its wallets and count are kept, one page counted, and the list is ready', async () => {
    const { show, snapshot, tags, context } = start(page([1, 2, 3], 100))
    await show()
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'idle' } } })
    expect(tags()).toEqual([])
    expect(context()).toMatchObject({ wallets: [1, 2, 3].map(wallet), count: 100, pagesLoaded: 1, error: undefined, activeIndex: 0 })
  })

  it('a refusal keeps its reason and loads nothing; Retry asks page 1 again, and its page clears the failure', async () => {
    const { asked, send, show, snapshot, tags, context } = start(refused, page([1, 2], 2))
    await show()
    expect(snapshot().value).toEqual({ shown: { browsing: 'failed' } })
    expect(tags()).toEqual(['failed'])
    expect(context()).toMatchObject({ error: FAILURE, wallets: [], count: 0, pagesLoaded: 0 })
    send({ type: 'walletList.retry' })
    expect(snapshot().value).toEqual({ shown: { browsing: 'loading' } })
    await settle()
    expect(asked).toEqual([FIRST_PAGE_REQUEST, FIRST_PAGE_REQUEST])
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'idle' } } })
    expect(context()).toMatchObject({ error: undefined, wallets: [1, 2].map(wallet), count: 2, pagesLoaded: 1 })
  })

  it('a throw reads "Something went wrong" and Retry asks again', async () => {
    const { asked, send, show, snapshot, context } = start(thrown)
    await show()
    expect([snapshot().value, context().error, context().pagesLoaded]).toEqual([{ shown: { browsing: 'failed' } }, SOMETHING_WENT_WRONG, 0])
    send({ type: 'walletList.retry' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: 'loading' } }, 2])
  })

  it('while loading, a second show, more and retry ask nothing; while failed, more and a second show ask nothing', async () => {
    const { asked, send, snapshot } = start(refused)
    send({ type: 'walletList.show' })
    send({ type: 'walletList.show' })
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.retry' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: 'loading' } }, 1])
    await settle()
    send({ type: 'walletList.show' })
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: 'failed' } }, 1])
  })

  it('a list already shown is not fetched again when shown again, and Retry there does nothing', async () => {
    const { asked, send, show, snapshot } = start(page([1, 2, 3], 100))
    await show()
    send({ type: 'walletList.show' })
    send({ type: 'walletList.retry' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: { ready: 'idle' } } }, 1])
  })
})

describe('wallet list: more pages, 40 a page (R-CONST-4)', () => {
  it('a catalogue of 41 after one page has more: page 2 is asked, without a search', async () => {
    const { asked, send, show, snapshot, tags } = start(page([1, 2, 3], 41))
    await show()
    send({ type: 'walletList.loadMore' })
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'loadingMore' } } })
    expect(tags()).toEqual(['loadingMore'])
    expect(asked).toEqual([FIRST_PAGE_REQUEST, { settings: SETTINGS, request: { page: 2, search: '' } }])
  })

  it('a catalogue of 40 after one page has no more, however few wallets the page held: nothing is asked', async () => {
    const { asked, send, show, snapshot } = start(page([1, 2, 3], 40))
    await show()
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: { ready: 'idle' } } }, 1])
  })

  it('each page is appended without the wallets already listed, its count kept, and the next asked is the one after', async () => {
    const { asked, send, show, snapshot, context } = start(page([1, 2, 3], 120), page([3, 4, 5], 110), page([6], 110))
    await show()
    send({ type: 'walletList.loadMore' })
    await settle()
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'idle' } } })
    expect(context()).toMatchObject({ wallets: [1, 2, 3, 4, 5].map(wallet), count: 110, pagesLoaded: 2, error: undefined })
    send({ type: 'walletList.loadMore' })
    await settle()
    expect(asked.map((entry) => entry.request)).toEqual([
      { page: 1, search: '' },
      { page: 2, search: '' },
      { page: 3, search: '' },
    ])
    expect(context()).toMatchObject({ wallets: [1, 2, 3, 4, 5, 6].map(wallet), pagesLoaded: 3 })
    // 3 pages of 40 cover a catalogue of 110: no fourth is asked.
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: { ready: 'idle' } } }, 3])
  })

  it('a refused page keeps the pages shown and the reason; Retry asks the same page, and its answer clears the failure', async () => {
    const { asked, send, show, snapshot, tags, context } = start(page([1, 2], 100), refused, page([3], 100))
    await show()
    send({ type: 'walletList.loadMore' })
    await settle()
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'moreFailed' } } })
    expect(tags()).toEqual(['failed'])
    expect(context()).toMatchObject({ wallets: [1, 2].map(wallet), count: 100, pagesLoaded: 1, error: FAILURE })
    send({ type: 'walletList.retry' })
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'loadingMore' } } })
    await settle()
    expect(asked.map((entry) => entry.request.page)).toEqual([1, 2, 2])
    expect(context()).toMatchObject({ wallets: [1, 2, 3].map(wallet), pagesLoaded: 2, error: undefined })
  })

  it('a thrown page reads "Something went wrong", the pages shown stay', async () => {
    const { send, show, snapshot, context } = start(page([1, 2], 100), thrown)
    await show()
    send({ type: 'walletList.loadMore' })
    await settle()
    expect(snapshot().value).toEqual({ shown: { browsing: { ready: 'moreFailed' } } })
    expect(context()).toMatchObject({ wallets: [1, 2].map(wallet), pagesLoaded: 1, error: SOMETHING_WENT_WRONG })
  })

  it('more asked while a page is on its way, or after it failed, asks nothing', async () => {
    const { asked, send, show, snapshot } = start(page([1, 2], 100), refused)
    await show()
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.loadMore' })
    expect(asked.length).toBe(2)
    await settle()
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: { ready: 'moreFailed' } } }, 2])
  })
})

describe('wallet list: search (R-CONST-4: 300 ms, R-VAL-6: trimmed)', () => {
  it('asks nothing at 299 ms and, at 300 ms, page 1 of the trimmed text with the modal’s settings', async () => {
    const { asked, clock, send, show, snapshot, tags, context } = start(page([1, 2, 3], 100))
    await show()
    send({ type: 'walletList.search', query: '  wallet 1 ' })
    expect(snapshot().value).toEqual({ shown: { searching: 'debouncing' } })
    expect(tags()).toEqual([])
    expect(context().query).toBe('  wallet 1 ')
    clock.increment(299)
    expect([snapshot().value, asked.length]).toEqual([{ shown: { searching: 'debouncing' } }, 1])
    clock.increment(1)
    expect(snapshot().value).toEqual({ shown: { searching: 'loading' } })
    expect(tags()).toEqual(['loading'])
    expect(asked).toEqual([FIRST_PAGE_REQUEST, { settings: SETTINGS, request: { page: 1, search: 'wallet 1' } }])
  })

  it('each new text restarts the 300 ms wait; the same text with other spaces does not', () => {
    const { asked, clock, send } = start()
    send({ type: 'walletList.show' })
    send({ type: 'walletList.search', query: 'wal' })
    clock.increment(200)
    send({ type: 'walletList.search', query: 'wallet' })
    clock.increment(200)
    // 400 ms after the first key, 200 after the last: nothing yet.
    expect(asked.length).toBe(1)
    send({ type: 'walletList.search', query: ' wallet  ' })
    clock.increment(100)
    // 300 ms after "wallet", whatever spaces came after it.
    expect(asked.map((entry) => entry.request)).toEqual([
      { page: 1, search: '' },
      { page: 1, search: 'wallet' },
    ])
  })

  it('results found are shown, the first one active, the catalogue’s pages and count untouched', async () => {
    const { search, show, snapshot, tags, context } = start(page([1, 2, 3], 100), page([11, 12], 2))
    await show()
    await search('wallet 1')
    expect(snapshot().value).toEqual({ shown: { searching: 'found' } })
    expect(tags()).toEqual([])
    expect(context()).toMatchObject({ results: [11, 12].map(wallet), wallets: [1, 2, 3].map(wallet), count: 100, pagesLoaded: 1, activeIndex: 0, error: undefined })
  })

  it('no wallet found: empty, with no results', async () => {
    const { search, show, snapshot, context } = start(page([1, 2, 3], 100), page([11], 1), page([], 0))
    await show()
    await search('wallet 1')
    await search('zzz')
    expect([snapshot().value, context().results, context().error]).toEqual([{ shown: { searching: 'empty' } }, [], undefined])
  })

  it('a refused search keeps its reason; Retry asks the same text again, and results clear the failure', async () => {
    const { asked, send, search, show, snapshot, tags, context } = start(page([1, 2, 3], 100), refused, page([11], 1))
    await show()
    await search(' wallet ')
    expect(snapshot().value).toEqual({ shown: { searching: 'failed' } })
    expect(tags()).toEqual(['failed'])
    expect(context().error).toEqual(FAILURE)
    send({ type: 'walletList.retry' })
    expect(snapshot().value).toEqual({ shown: { searching: 'loading' } })
    await settle()
    expect(asked.slice(1).map((entry) => entry.request)).toEqual([
      { page: 1, search: 'wallet' },
      { page: 1, search: 'wallet' },
    ])
    expect([snapshot().value, context().results, context().error]).toEqual([{ shown: { searching: 'found' } }, [wallet(11)], undefined])
  })

  it('a thrown search reads "Something went wrong" and keeps the last results', async () => {
    const { search, show, snapshot, context } = start(page([1, 2, 3], 100), page([11], 1), thrown)
    await show()
    await search('wallet 1')
    await search('wallet 2')
    expect([snapshot().value, context().error, context().results]).toEqual([{ shown: { searching: 'failed' } }, SOMETHING_WENT_WRONG, [wallet(11)]])
  })

  it('Retry and more are ignored while a search waits, loads, or has results', async () => {
    const { asked, clock, send, show, snapshot } = start(page([1, 2, 3], 100), page([11], 1))
    await show()
    send({ type: 'walletList.search', query: 'wallet' })
    send({ type: 'walletList.retry' })
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { searching: 'debouncing' } }, 1])
    clock.increment(300)
    send({ type: 'walletList.retry' })
    send({ type: 'walletList.loadMore' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { searching: 'loading' } }, 2])
    await settle()
    send({ type: 'walletList.retry' })
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.show' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { searching: 'found' } }, 2])
  })

  it('R-VAL-6: the same text with other spaces keeps the results and asks nothing, only the typed text changes', async () => {
    const { asked, clock, send, search, show, snapshot, context } = start(page([1, 2, 3], 100), page([11, 12, 13], 3))
    await show()
    await search('wallet')
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    send({ type: 'walletList.search', query: '  wallet ' })
    clock.increment(300)
    await settle()
    expect([snapshot().value, asked.length]).toEqual([{ shown: { searching: 'found' } }, 2])
    expect(context()).toMatchObject({ query: '  wallet ', results: [11, 12, 13].map(wallet), activeIndex: 0 })
  })

  it('spaces typed in the browsing list ask nothing and keep the list', async () => {
    const { asked, clock, send, show, snapshot, context } = start(page([1, 2, 3], 100))
    await show()
    send({ type: 'walletList.search', query: '   ' })
    clock.increment(300)
    expect([snapshot().value, asked.length, context().query]).toEqual([{ shown: { browsing: { ready: 'idle' } } }, 1, '   '])
  })

  it('clearing the search shows the pages loaded again without asking, the first wallet active', async () => {
    const { asked, send, search, show, snapshot, context } = start(page([1, 2, 3], 100), page([11, 12, 13], 3))
    await show()
    await search('wallet')
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    send({ type: 'walletList.search', query: ' ' })
    expect([snapshot().value, asked.length]).toEqual([{ shown: { browsing: { ready: 'idle' } } }, 2])
    expect(context()).toMatchObject({ query: ' ', wallets: [1, 2, 3].map(wallet), activeIndex: 0 })
  })

  it('a search typed while the first page loads ends that request; cleared, page 1 is asked again', async () => {
    const { asked, send, signals, snapshot } = start()
    send({ type: 'walletList.show' })
    send({ type: 'walletList.search', query: 'wallet' })
    expect(signals[0]?.aborted).toBe(true)
    send({ type: 'walletList.search', query: '' })
    expect(snapshot().value).toEqual({ shown: { browsing: 'loading' } })
    expect(asked).toEqual([FIRST_PAGE_REQUEST, FIRST_PAGE_REQUEST])
  })

  it('a search typed while a page of more loads ends that request and the page counted stays one', async () => {
    const { send, show, signals, context } = start(page([1, 2], 100))
    await show()
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.search', query: 'wallet' })
    expect([signals[1]?.aborted, context().pagesLoaded]).toEqual([true, 1])
  })

  it('a search typed after the first page failed is still searched', async () => {
    const { asked, clock, send, show, snapshot } = start(refused)
    await show()
    send({ type: 'walletList.search', query: 'wallet' })
    clock.increment(300)
    expect(snapshot().value).toEqual({ shown: { searching: 'loading' } })
    expect(asked.at(-1)?.request).toEqual({ page: 1, search: 'wallet' })
  })
})

describe('wallet list: the grid’s active wallet', () => {
  it('arrow keys move over the pages shown, columns as measured, and nothing wraps', async () => {
    const { send, show, context } = start(page(range(1, 10), 10))
    await show()
    const moves: number[] = []
    for (const key of ['ArrowLeft', 'ArrowUp', 'ArrowRight', 'ArrowDown', 'ArrowDown', 'End', 'ArrowRight', 'Home'] as const) {
      send({ type: 'walletList.move', key, columns: 4 })
      moves.push(context().activeIndex)
    }
    expect(moves).toEqual([0, 0, 1, 5, 9, 9, 9, 0])
  })

  it('the last row: down from a wallet already on it stays; columns under one count as one, a fraction is rounded down', async () => {
    const { send, show, context } = start(page(range(1, 10), 10))
    await show()
    send({ type: 'walletList.focus', index: 8 })
    send({ type: 'walletList.move', key: 'ArrowDown', columns: 4 })
    expect(context().activeIndex).toBe(8)
    send({ type: 'walletList.move', key: 'Home', columns: 4 })
    send({ type: 'walletList.move', key: 'ArrowDown', columns: 0 })
    expect(context().activeIndex).toBe(1)
    send({ type: 'walletList.move', key: 'ArrowDown', columns: 2.9 })
    expect(context().activeIndex).toBe(3)
  })

  it('while searching, keys move over the results, not over the pages', async () => {
    const { send, search, show, context } = start(page(range(1, 10), 10), page([11, 12, 13], 3))
    await show()
    await search('wallet')
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    expect(context().activeIndex).toBe(2)
    // While the next search waits, the last results are still the list the keys move over.
    send({ type: 'walletList.search', query: 'wallet 1' })
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    expect(context().activeIndex).toBe(2)
  })

  it('new results make their first wallet active, even after a key moved during the request', async () => {
    const { clock, send, search, show, context } = start(page(range(1, 10), 10), page([11, 12, 13], 3), page([14, 15], 2))
    await show()
    await search('wallet')
    send({ type: 'walletList.search', query: 'wallet 1' })
    clock.increment(300)
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    expect(context().activeIndex).toBe(2)
    await settle()
    expect([context().results, context().activeIndex]).toEqual([[14, 15].map(wallet), 0])
  })

  it('keys move while a page of more loads or has failed, and are ignored while the first page loads or has failed', async () => {
    const { send, context } = start(refused, page(range(1, 10), 100), refused)
    send({ type: 'walletList.show' })
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    expect(context().activeIndex).toBe(0)
    await settle()
    send({ type: 'walletList.move', key: 'End', columns: 4 })
    expect(context().activeIndex).toBe(0)
    send({ type: 'walletList.retry' })
    await settle()
    send({ type: 'walletList.loadMore' })
    send({ type: 'walletList.move', key: 'ArrowRight', columns: 4 })
    expect(context().activeIndex).toBe(1)
    await settle()
    send({ type: 'walletList.move', key: 'ArrowRight', columns: 4 })
    expect(context().activeIndex).toBe(2)
  })

  it('a wallet focused becomes active: a fraction rounds down, below the first is the first, past the last is the last', async () => {
    const { send, show, context } = start(page(range(1, 10), 10))
    await show()
    const active: number[] = []
    for (const index of [2.7, -1, 99, 9]) {
      send({ type: 'walletList.focus', index })
      active.push(context().activeIndex)
    }
    expect(active).toEqual([2, 0, 9, 9])
  })

  it('focus with no wallet shown leaves the first active; while searching it picks among the results', async () => {
    const { send, search, context, snapshot } = start(refused, page([11, 12, 13], 3))
    send({ type: 'walletList.show' })
    send({ type: 'walletList.focus', index: 3 })
    expect(context().activeIndex).toBe(0)
    await settle()
    expect(snapshot().value).toEqual({ shown: { browsing: 'failed' } })
    send({ type: 'walletList.focus', index: 3 })
    expect(context().activeIndex).toBe(0)
    await search('wallet')
    send({ type: 'walletList.focus', index: 1 })
    send({ type: 'walletList.focus', index: 7 })
    expect(context().activeIndex).toBe(2)
  })

  it('typing makes the first wallet active again', async () => {
    const { send, show, context } = start(page(range(1, 10), 10))
    await show()
    send({ type: 'walletList.focus', index: 5 })
    send({ type: 'walletList.search', query: 'wallet' })
    expect([context().activeIndex, context().query]).toEqual([0, 'wallet'])
  })

  it('a position outside the grid is brought back into it before the key moves it', () => {
    expect(moveInGrid(15, 'ArrowLeft', 4, 10)).toBe(8)
    expect(moveInGrid(-3, 'ArrowRight', 4, 10)).toBe(1)
    expect(moveInGrid(4, 'ArrowUp', 4, 10)).toBe(0)
    expect(moveInGrid(0, 'End', 4, -1)).toBe(0)
  })
})

describe('wallet list: what the view reads', () => {
  it('a first search waiting with no results yet shows the skeleton; with earlier results it shows them', async () => {
    const { send, search, show, snapshot } = start(page([1, 2, 3], 100), page([11, 12], 2))
    await show()
    send({ type: 'walletList.search', query: 'wallet' })
    expect([selectPhase(snapshot()), selectWallets(snapshot()), selectBusy(snapshot())]).toEqual(['loading', [], true])
    await search('wallet')
    send({ type: 'walletList.search', query: 'wallet 1' })
    expect([selectPhase(snapshot()), selectWallets(snapshot()), selectCount(snapshot())]).toEqual(['list', [11, 12].map(wallet), 2])
  })

  it('no wallet found reads empty; an empty catalogue reads empty too', async () => {
    const found = start(page([1], 100), page([], 0))
    await found.show()
    await found.search('zzz')
    expect([selectPhase(found.snapshot()), selectCount(found.snapshot()), selectBusy(found.snapshot())]).toEqual(['empty', 0, false])
    const none = start(page([], 0))
    await none.show()
    expect([selectPhase(none.snapshot()), selectCount(none.snapshot()), selectHasMore(none.snapshot())]).toEqual(['empty', 0, false])
  })

  it('a failure is read only while failed: Retry on its way reads none, and "more failed" is only the next page’s', async () => {
    const first = start(refused)
    await first.show()
    expect([selectError(first.snapshot()), selectMoreFailed(first.snapshot()), selectPhase(first.snapshot())]).toEqual([FAILURE, false, 'failed'])
    first.send({ type: 'walletList.retry' })
    expect([first.context().error, selectError(first.snapshot()), selectPhase(first.snapshot())]).toEqual([FAILURE, undefined, 'loading'])
    const searching = start(page([1], 100), refused)
    await searching.show()
    await searching.search('wallet')
    expect([selectPhase(searching.snapshot()), selectError(searching.snapshot()), selectMoreFailed(searching.snapshot())]).toEqual(['failed', FAILURE, false])
  })

  it('the browsing list reads the catalogue’s count and its active wallet', async () => {
    const { send, show, snapshot } = start(page([1, 2, 3], 100))
    await show()
    send({ type: 'walletList.focus', index: 1 })
    expect([selectCount(snapshot()), selectActiveIndex(snapshot()), selectWallets(snapshot())]).toEqual([100, 1, [1, 2, 3].map(wallet)])
  })
})
