// The All wallets list: the catalogue paged in as the person scrolls, a search that waits for the typing to
// stop, and the grid's active wallet for arrow-key navigation. The modal runs it while open, so going to a
// wallet's details and back finds the list, the search and the scroll as they were.
import { assertEvent, assign, fromPromise, setup } from 'xstate'
import { WALLET_SEARCH_MIN_WAIT_MS, WALLETS_PER_PAGE } from '../../core/constants'
import { shownError } from '../../core/errors'
import type { WalletCard } from '../../core/walletCard'
import type { ModalSettings } from '../modal/modal.types'
import { moveInGrid } from './walletList.grid'
import type { WalletListContext, WalletListEvent, WalletListInput, WalletPageOutcome, WalletPageRequest } from './walletList.types'
import { providedBySystem } from '../providedBySystem'

type Done = { output: WalletPageOutcome }
const outcomeOf = (event: unknown) => (event as Done).output
// Read behind the guards that proved them: a page after isOutcomeOk or hasResults, a refusal when isOutcomeOk failed.
const pageOf = (event: unknown) => (outcomeOf(event) as Extract<WalletPageOutcome, { ok: true }>).value
const refusalOf = (event: unknown) => (outcomeOf(event) as Extract<WalletPageOutcome, { ok: false }>).error
const isSearch = (context: WalletListContext) => context.query.trim() !== ''
/** The list the grid shows: search results while a search is typed, else the pages loaded. */
export const shownWallets = (context: WalletListContext): WalletCard[] => (isSearch(context) ? context.results : context.wallets)
/** R-CONST-4: the catalogue has pages beyond those loaded (counted in pages: filters may drop wallets of a page). */
export const hasMorePages = (context: WalletListContext) => context.pagesLoaded * WALLETS_PER_PAGE < context.count

export const walletListMachine = setup({
  types: {
    context: {} as WalletListContext,
    events: {} as WalletListEvent,
    input: {} as WalletListInput,
  },
  actors: {
    loadWalletPage: fromPromise<WalletPageOutcome, { settings: ModalSettings; request: WalletPageRequest }>(providedBySystem('loadWalletPage')),
  },
  delays: {
    // R-CONST-4: at least 300 ms between search requests; each key restarts the wait.
    searchWait: WALLET_SEARCH_MIN_WAIT_MS,
  },
  guards: {
    isOutcomeOk: ({ event }) => outcomeOf(event).ok,
    hasResults: ({ event }) => {
      const outcome = outcomeOf(event)
      return outcome.ok && outcome.value.wallets.length > 0
    },
    // R-VAL-6: the trimmed text is what is searched, so a space typed or removed asks nothing new.
    isSameSearch: ({ context, event }) => event.type === 'walletList.search' && event.query.trim() === context.query.trim(),
    isSearchCleared: ({ event }) => event.type === 'walletList.search' && event.query.trim() === '',
    hasWallets: ({ context }) => context.pagesLoaded > 0,
    hasMorePages: ({ context }) => hasMorePages(context),
  },
  actions: {
    setQuery: assign(({ event }) => {
      assertEvent(event, 'walletList.search')
      return { query: event.query, activeIndex: 0 }
    }),
    appendPage: assign(({ context, event }) => {
      const page = pageOf(event)
      const seen = new Set(context.wallets.map((wallet) => wallet.id))
      return {
        wallets: [...context.wallets, ...page.wallets.filter((wallet) => !seen.has(wallet.id))],
        count: page.count,
        pagesLoaded: context.pagesLoaded + 1,
        error: undefined,
      }
    }),
    setResults: assign(({ event }) => ({ results: pageOf(event).wallets, activeIndex: 0, error: undefined })),
    setFailure: assign(({ event }) => ({ error: refusalOf(event) })),
    // The port resolves expected failures as values; a throw is a bug in it, shown as the generic failure.
    setUnexpectedFailure: assign({ error: shownError('SOMETHING_WENT_WRONG') }),
    moveActive: assign(({ context, event }) => {
      assertEvent(event, 'walletList.move')
      return { activeIndex: moveInGrid(context.activeIndex, event.key, event.columns, shownWallets(context).length) }
    }),
    focusActive: assign(({ context, event }) => {
      assertEvent(event, 'walletList.focus')
      const count = shownWallets(context).length
      return { activeIndex: Math.min(Math.max(0, Math.floor(event.index)), Math.max(0, count - 1)) }
    }),
  },
}).createMachine({
  id: 'walletList',
  context: ({ input }) => ({
    settings: input.settings,
    query: '',
    wallets: [],
    count: 0,
    pagesLoaded: 0,
    results: [],
    error: undefined,
    activeIndex: 0,
  }),
  initial: 'idle',
  states: {
    // Nothing is fetched until the view is shown: most openings never visit All wallets.
    idle: { on: { 'walletList.show': 'shown' } },
    shown: {
      initial: 'browsing',
      on: {
        'walletList.search': [
          { guard: 'isSameSearch', actions: 'setQuery' },
          { guard: 'isSearchCleared', target: '.browsing', actions: 'setQuery' },
          { target: '.searching', actions: 'setQuery' },
        ],
        'walletList.focus': { actions: 'focusActive' },
      },
      states: {
        browsing: {
          initial: 'entering',
          states: {
            // Back from a search, the pages already loaded are shown again, not fetched again.
            entering: { always: [{ guard: 'hasWallets', target: 'ready' }, { target: 'loading' }] },
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'loadFirstPage',
                src: 'loadWalletPage',
                input: ({ context }) => ({ settings: context.settings, request: { page: 1, search: '' } }),
                onDone: [
                  { guard: 'isOutcomeOk', target: 'ready', actions: 'appendPage' },
                  { target: 'failed', actions: 'setFailure' },
                ],
                onError: { target: 'failed', actions: 'setUnexpectedFailure' },
              },
            },
            failed: { tags: ['failed'], on: { 'walletList.retry': 'loading' } },
            ready: {
              initial: 'idle',
              on: { 'walletList.move': { actions: 'moveActive' } },
              states: {
                // R-CONST-4: infinite scroll, 40 a page, while the catalogue has more.
                idle: { on: { 'walletList.loadMore': { guard: 'hasMorePages', target: 'loadingMore' } } },
                loadingMore: {
                  tags: ['loadingMore'],
                  invoke: {
                    id: 'loadNextPage',
                    src: 'loadWalletPage',
                    input: ({ context }) => ({ settings: context.settings, request: { page: context.pagesLoaded + 1, search: '' } }),
                    onDone: [
                      { guard: 'isOutcomeOk', target: 'idle', actions: 'appendPage' },
                      { target: 'moreFailed', actions: 'setFailure' },
                    ],
                    onError: { target: 'moreFailed', actions: 'setUnexpectedFailure' },
                  },
                },
                // The pages already shown stay; the failure and its retry sit at the end of the list.
                moreFailed: { tags: ['failed'], on: { 'walletList.retry': 'loadingMore' } },
              },
            },
          },
        },
        // R-CONST-4, R-VAL-6: 100 entries of the trimmed text, asked 300 ms after the last key.
        searching: {
          initial: 'debouncing',
          on: { 'walletList.move': { actions: 'moveActive' } },
          states: {
            debouncing: { after: { searchWait: 'loading' } },
            loading: {
              tags: ['loading'],
              invoke: {
                id: 'searchWallets',
                src: 'loadWalletPage',
                input: ({ context }) => ({ settings: context.settings, request: { page: 1, search: context.query.trim() } }),
                onDone: [
                  { guard: 'hasResults', target: 'found', actions: 'setResults' },
                  { guard: 'isOutcomeOk', target: 'empty', actions: 'setResults' },
                  { target: 'failed', actions: 'setFailure' },
                ],
                onError: { target: 'failed', actions: 'setUnexpectedFailure' },
              },
            },
            found: {},
            empty: {},
            failed: { tags: ['failed'], on: { 'walletList.retry': 'loading' } },
          },
        },
      },
    },
  },
})

export type WalletListMachine = typeof walletListMachine
