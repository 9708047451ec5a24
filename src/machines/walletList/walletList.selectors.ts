// Narrow reads of the wallet list for the AllWallets view (DESIGN: values and tags, never the whole snapshot).
import type { SnapshotFrom } from 'xstate'
import { hasMorePages, shownWallets, type walletListMachine } from './walletList.machine'

type WalletListSnapshot = SnapshotFrom<typeof walletListMachine>

export type WalletListPhase = 'loading' | 'failed' | 'empty' | 'list'

/** What the list area shows: a skeleton (first load, or a first search), the failure, "no wallet", or wallets. */
export function selectPhase(snapshot: WalletListSnapshot): WalletListPhase {
  if (snapshot.matches({ shown: { browsing: 'failed' } }) || snapshot.matches({ shown: { searching: 'failed' } })) return 'failed'
  const wallets = shownWallets(snapshot.context)
  if (snapshot.hasTag('loading') && wallets.length === 0) return 'loading'
  if (snapshot.matches({ shown: { searching: 'debouncing' } }) && wallets.length === 0) return 'loading'
  return wallets.length === 0 ? 'empty' : 'list'
}

export const selectQuery = (snapshot: WalletListSnapshot) => snapshot.context.query
export const selectWallets = (snapshot: WalletListSnapshot) => shownWallets(snapshot.context)
export const selectCount = (snapshot: WalletListSnapshot) =>
  snapshot.matches({ shown: 'searching' }) ? snapshot.context.results.length : snapshot.context.count
export const selectActiveIndex = (snapshot: WalletListSnapshot) => snapshot.context.activeIndex
export const selectError = (snapshot: WalletListSnapshot) => (snapshot.hasTag('failed') ? snapshot.context.error : undefined)
export const selectBusy = (snapshot: WalletListSnapshot) =>
  snapshot.hasTag('loading') || snapshot.hasTag('loadingMore') || snapshot.matches({ shown: { searching: 'debouncing' } })
export const selectLoadingMore = (snapshot: WalletListSnapshot) => snapshot.hasTag('loadingMore')
export const selectMoreFailed = (snapshot: WalletListSnapshot) => snapshot.matches({ shown: { browsing: { ready: 'moreFailed' } } })
export const selectHasMore = (snapshot: WalletListSnapshot) =>
  snapshot.matches({ shown: 'browsing' }) && hasMorePages(snapshot.context)
