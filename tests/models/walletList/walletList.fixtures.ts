// Events the wallet list accepts and outcomes of its loaders, with small pages so the graph stays finite: the
// catalogue claims 100 wallets, so three pages of 40 exhaust it (R-CONST-4), whatever each page held.
import type { ShownError } from '../../../src/core/walletCard'
import { WALLET_SEARCH_MIN_WAIT_MS } from '../../../src/core/constants'
import type { WalletListEvent } from '../../../src/machines/walletList/walletList.types'
import { wallet } from '../modal/modal.fixtures'

export const FIRST_PAGE = { wallets: [1, 2, 3, 4, 5].map(wallet), count: 100 }
/** Later pages; the third repeats the second, and a wallet is never listed twice. */
export const NEXT_PAGE = { wallets: [6, 7, 8].map(wallet), count: 100 }
export const RESULTS = { wallets: [11, 12, 13].map(wallet), count: 3 }
export const FAILURE: ShownError = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }
/** latch.css's grid, as the view measures it where there is no layout (jsdom). */
export const COLUMNS = 2

export type OutcomeEvent =
  | { type: `xstate.done.actor.${'loadFirstPage' | 'loadNextPage' | 'searchWallets'}`; output: unknown }
  | { type: `xstate.error.actor.${'loadFirstPage' | 'loadNextPage' | 'searchWallets'}`; error: unknown }
  | { type: 'xstate.after.searchWait.walletList.shown.searching.debouncing' }

export type ListModelEvent = WalletListEvent | OutcomeEvent

export const DELAYS = { 'xstate.after.searchWait.walletList.shown.searching.debouncing': WALLET_SEARCH_MIN_WAIT_MS }

const fixtures: { [K in WalletListEvent['type']]: Extract<WalletListEvent, { type: K }>[] } = {
  'walletList.show': [{ type: 'walletList.show' }],
  'walletList.search': [
    { type: 'walletList.search', query: 'wallet 1' },
    // The same search with spaces around it asks nothing new (R-VAL-6).
    { type: 'walletList.search', query: '  wallet 1 ' },
    { type: 'walletList.search', query: '' },
  ],
  'walletList.loadMore': [{ type: 'walletList.loadMore' }],
  'walletList.retry': [{ type: 'walletList.retry' }],
  'walletList.move': (['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp', 'Home', 'End'] as const).map((key) => ({ type: 'walletList.move', key, columns: COLUMNS })),
  'walletList.focus': [{ type: 'walletList.focus', index: 2 }],
}

const outcomes: OutcomeEvent[] = [
  { type: 'xstate.done.actor.loadFirstPage', output: { ok: true, value: FIRST_PAGE } },
  { type: 'xstate.done.actor.loadFirstPage', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.loadFirstPage', error: new Error('boom') },
  { type: 'xstate.done.actor.loadNextPage', output: { ok: true, value: NEXT_PAGE } },
  { type: 'xstate.done.actor.loadNextPage', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.loadNextPage', error: new Error('boom') },
  { type: 'xstate.done.actor.searchWallets', output: { ok: true, value: RESULTS } },
  { type: 'xstate.done.actor.searchWallets', output: { ok: true, value: { wallets: [], count: 0 } } },
  { type: 'xstate.done.actor.searchWallets', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.searchWallets', error: new Error('boom') },
  { type: 'xstate.after.searchWait.walletList.shown.searching.debouncing' },
]

export const ALL_EVENTS: ListModelEvent[] = [...Object.values(fixtures).flat(), ...outcomes]
