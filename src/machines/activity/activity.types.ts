import type { CaipNetworkId } from '../../core/caip'
import type { ShownError } from '../../core/walletCard'

/** SPEC §3 "Transaction (history)", as the Activity tab shows it (the service parses it at the boundary). */
export type ActivityTransaction = {
  id: string
  metadata: { minedAt: string; chain?: string; status: string; operationType: string; sentFrom: string; sentTo: string }
  transfers: { fungible_info?: { name?: string; symbol?: string; icon?: { url?: string } }; nft_info?: { name?: string }; direction?: string; quantity: { numeric: string } }[]
}

/** Whose activity, on which network; the address may be missing (SPEC §5: then nothing can be fetched). */
export type ActivityTarget = { address: string | undefined; caipNetworkId: CaipNetworkId }

export type ActivityPage = { data: ActivityTransaction[]; next?: string }
export type ActivityOutcome = { ok: true; value: ActivityPage } | { ok: false; error: ShownError }

export type ActivityContext = {
  target: ActivityTarget | null
  transactions: ActivityTransaction[]
  /** The cursor of the next page; undefined once the last page is in. */
  next: string | undefined
  error: ShownError | null
}

export type ActivityEvent =
  | { type: 'activity.fetch'; target: ActivityTarget }
  | { type: 'activity.loadMore' }
  | { type: 'activity.retry' }
  | { type: 'activity.clear' }
  /** The account sent a transaction: its history is read again from the first page. */
  | { type: 'activity.refresh' }

export type ActivityEmitted = { type: 'toast'; code: 'TRANSACTIONS_FETCH_FAILED' }
