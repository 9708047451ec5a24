import type { ShownError, WalletCard } from '../../core/walletCard'
import type { ModalSettings, Outcome } from '../modal/modal.types'

export type WalletPage = { wallets: WalletCard[]; count: number }
/** A page of the catalogue (page ≥ 1) or a search of the trimmed text (R-VAL-6). */
export type WalletPageRequest = { page: number; search: string }

/** Keys that move the active wallet of the grid (WAI-ARIA grid pattern; Enter is the button's own). */
export type GridKey = 'ArrowLeft' | 'ArrowRight' | 'ArrowUp' | 'ArrowDown' | 'Home' | 'End'

export type WalletListContext = {
  settings: ModalSettings
  /** As typed; trimmed when sent (R-VAL-6). */
  query: string
  /** The catalogue pages loaded so far, in order (R-CONST-4: 40 a page). */
  wallets: WalletCard[]
  count: number
  pagesLoaded: number
  /** The last search's results; kept on screen while the next search waits. */
  results: WalletCard[]
  error: ShownError | undefined
  /** The wallet holding the grid's one tab stop (roving tabindex). */
  activeIndex: number
}

export type WalletListEvent =
  /** The AllWallets view is on screen: load the first page unless it is loaded already. */
  | { type: 'walletList.show' }
  | { type: 'walletList.search'; query: string }
  /** The end of the list came into view. */
  | { type: 'walletList.loadMore' }
  | { type: 'walletList.retry' }
  | { type: 'walletList.move'; key: GridKey; columns: number }
  /** A wallet got focus by pointer or Tab: it becomes the active one. */
  | { type: 'walletList.focus'; index: number }

export type WalletListInput = { settings: ModalSettings }

export type WalletPageOutcome = Outcome<WalletPage>
