// @vitest-environment jsdom
// Model-based test of the wallet list (R-CONST-4, R-VAL-6): paths generated from the machine, each walked on
// the rendered list — typing in the search box, arrow keys on the grid, Retry clicked — and after every step
// the screen must say what the state means: a skeleton, the failure with Retry, "No wallet found.", or the
// wallets with exactly one tab stop, on the active one. The guard fails when a state or transition is missed.
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react'
import { createActor, SimulatedClock, type SnapshotFrom } from 'xstate'
import { describe, expect, it } from 'vitest'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { pairingMachine } from '../../src/machines/pairing/pairing.machine'
import { createWalletListActors } from '../../src/machines/walletList/walletList.actors'
import { shownWallets, walletListMachine } from '../../src/machines/walletList/walletList.machine'
import type { WalletPageRequest } from '../../src/machines/walletList/walletList.types'
import { LatchContext } from '../../src/instance/latchContext'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { WalletListPanel } from '../../src/views/components/WalletListPanel'
import { settings } from './modal/modal.fixtures'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions, recordTransitions } from './support/transitionCoverage'
import { ALL_EVENTS, DELAYS, FAILURE, type ListModelEvent } from './walletList/walletList.fixtures'
import { englishLocaleActor } from '../unit/support/englishLocale'

type Snapshot = SnapshotFrom<typeof walletListMachine>
const SETTINGS = settings({ signInRequired: false })

// The loaders never settle by themselves (the path delivers their outcomes); each request is recorded.
const log: ({ kind: 'request'; request: WalletPageRequest; at: number } | { kind: 'typed'; at: number })[] = []
let now = () => 0
const machine = walletListMachine.provide({
  actors: createWalletListActors({
    loadWalletPage: (_settings, request) => {
      log.push({ kind: 'request', request, at: now() })
      return new Promise(() => {})
    },
  }),
})

const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.query.trim(), s.context.pagesLoaded, s.context.wallets.length, s.context.results.length, s.context.activeIndex, s.context.error?.code ?? null])

// Gestures are offered where a person can make them, and kept from multiplying the graph: keys on a shown
// first page or on search results; searching from the first page; more pages only from the list's top.
const allow = (s: Snapshot, event: ListModelEvent) => {
  switch (event.type) {
    case 'walletList.move':
    case 'walletList.focus':
      return (s.matches({ shown: { browsing: { ready: 'idle' } } }) && s.context.pagesLoaded === 1) || s.matches({ shown: { searching: 'found' } })
    case 'walletList.search':
      return s.context.pagesLoaded <= 1 && s.context.activeIndex === 0
    case 'walletList.loadMore':
      return s.context.activeIndex === 0
    default:
      return true
  }
}

const graph = buildModelGraph(machine, { input: { settings: SETTINGS }, events: ALL_EVENTS, allow, serializeState: serialize })
const coverage = new CoverageRecorder()

function activeButton(): HTMLElement | null {
  return document.querySelector<HTMLElement>('.latch-grid button[tabindex="0"]')
}

/** Perform an event as a person would where the screen offers it; otherwise it comes from outside. */
/** R-CONST-4: the spec's wait between the last key and the search request, written here from SPEC §9. */
const SEARCH_WAIT_MS = 300
const searchRequests = () => log.filter((entry) => entry.kind === 'request' && entry.request.search !== '').length

function perform(event: ListModelEvent, send: (event: ListModelEvent) => void, clock: SimulatedClock) {
  // R-CONST-4: the search waits exactly 300 ms after the last key: nothing is asked 1 ms before, the request
  // goes out at 300 ms. A shorter or longer wait fails here.
  if (event.type === 'xstate.after.searchWait.walletList.shown.searching.debouncing') {
    const before = searchRequests()
    clock.increment(SEARCH_WAIT_MS - 1)
    expect(searchRequests(), 'no search request before 300 ms').toBe(before)
    clock.increment(1)
    expect(searchRequests(), 'the search request at 300 ms').toBe(before + 1)
    return
  }
  const delay = (DELAYS as Record<string, number>)[event.type]
  if (delay !== undefined) return clock.increment(delay)
  switch (event.type) {
    case 'walletList.search': {
      const input = screen.queryByRole('searchbox', { name: 'Search wallet' })
      return input ? fireEvent.change(input, { target: { value: event.query } }) : send(event)
    }
    case 'walletList.retry': {
      const retry = screen.queryByRole('button', { name: 'Retry' })
      return retry ? fireEvent.click(retry) : send(event)
    }
    case 'walletList.move': {
      const button = activeButton()
      if (!button) return send(event)
      button.focus()
      return fireEvent.keyDown(button, { key: event.key })
    }
    case 'walletList.focus': {
      const button = document.querySelectorAll<HTMLElement>('.latch-grid button')[event.index]
      return button ? button.focus() : send(event)
    }
    default:
      // The end of the list coming into view (IntersectionObserver) has no jsdom gesture; it is sent.
      return send(event)
  }
}

function expectScreenMatches(s: Snapshot) {
  const wallets = shownWallets(s.context)
  const buttons = screen.queryAllByRole('button', { name: /^Wallet \d+$/ })
  const alert = screen.queryByRole('alert')
  if (s.matches({ shown: { browsing: 'failed' } }) || s.matches({ shown: { searching: 'failed' } })) {
    // Never an empty list without a message: the catalogue text and a Retry.
    expect(alert?.textContent).toContain(FAILURE.message === s.context.error?.message ? FAILURE.message : 'Something went wrong')
    expect(within(alert!).getByRole('button', { name: 'Retry' })).toBeTruthy()
    expect(buttons).toHaveLength(0)
    return
  }
  if (s.matches({ shown: { searching: 'empty' } })) {
    expect(screen.getByRole('status').textContent).toBe('No wallet found.')
    expect(buttons).toHaveLength(0)
    return
  }
  if (wallets.length === 0) {
    if (s.matches('shown')) expect(screen.getByText('Loading wallets')).toBeTruthy()
    expect(buttons).toHaveLength(0)
    return
  }
  expect(buttons.map((button) => button.dataset['walletId'])).toEqual(wallets.map((w) => w.id))
  // One tab stop, on the active wallet (roving tabindex); focus is on it once a key moved it.
  expect(buttons.filter((button) => button.tabIndex === 0)).toEqual([buttons[s.context.activeIndex]])
  const count = s.matches({ shown: 'searching' }) ? s.context.results.length : s.context.count
  expect(screen.getAllByRole('status')[0]!.textContent).toBe(`Showing ${wallets.length} of ${count} wallets`)
  if (s.matches({ shown: { browsing: { ready: 'moreFailed' } } })) expect(alert?.textContent).toContain('Retry')
  else expect(alert).toBeNull()
  expect(screen.queryByText('Loading more wallets') !== null).toBe(s.hasTag('loadingMore'))
}

async function walk(path: readonly ListModelEvent[]) {
  const clock = new SimulatedClock()
  now = () => clock.now()
  log.length = 0
  const actor = createActor(machine, { input: { settings: SETTINGS }, clock, inspect: recordTransitions(coverage.transitions, coverage.states) })
  actor.start()
  // Choosing a wallet reads the modal's settings and may ask the pairing flow: both are real, and idle here.
  const modal = createActor(modalMachine, { input: { settings: SETTINGS } }).start()
  const pairing = createActor(pairingMachine).start()
  const latch = { modal, pairing, localeActor: englishLocaleActor() } as unknown as Latch
  render(
    <LatchContext.Provider value={latch}>
      <WalletListPanel list={actor} />
    </LatchContext.Provider>,
  )
  try {
    coverage.enter(actor.getSnapshot())
    expectScreenMatches(actor.getSnapshot())
    for (const event of path) {
      await act(async () => perform(event, (e) => actor.send(e as never), clock))
      if (event.type === 'walletList.search') log.push({ kind: 'typed', at: clock.now() })
      coverage.enter(actor.getSnapshot())
      expectScreenMatches(actor.getSnapshot())
      if (event.type === 'walletList.move') expect(document.activeElement).toBe(activeButton())
    }
    // R-CONST-4, R-VAL-6: a search asks for the trimmed text, never sooner than 300 ms after the last key.
    log.forEach((entry, index) => {
      if (entry.kind !== 'request' || entry.request.search === '') return
      expect(entry.request.search).toBe(entry.request.search.trim())
      const typed = log.slice(0, index).findLast((earlier) => earlier.kind === 'typed')
      expect(entry.at - (typed?.at ?? 0)).toBeGreaterThanOrEqual(SEARCH_WAIT_MS)
    })
    // Pages are asked in order, from 1.
    const pages = log.flatMap((entry) => (entry.kind === 'request' && entry.request.search === '' ? [entry.request.page] : []))
    pages.forEach((page, index) => expect(page).toBeLessThanOrEqual(index + 1))
  } finally {
    cleanup()
    actor.stop()
    modal.stop()
    pairing.stop()
  }
}

describe('walletList model', () => {
  it(`walks ${graph.paths.length} paths over ${graph.edges.length} edges, the screen matching the state at every step`, async () => {
    for (const path of graph.paths) {
      try {
        await walk(path)
      } catch (error) {
        throw new Error(`path failed: ${path.map((e) => e.type).join(' → ')}\n${String(error)}`, { cause: error })
      }
    }
  }, 120_000)

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(walletListMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(walletListMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
