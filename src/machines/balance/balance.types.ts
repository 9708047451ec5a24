import type { CaipNetworkId } from '../../core/caip'
import type { ActivityEvent } from '../activity/activity.types'

/** SPEC §3 token balance, as views show it (the service parses it at the boundary). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** Whose balances, on which network. */
export type BalanceTarget = { caipAddress: string; address: string; caipNetworkId: CaipNetworkId }

/** tokens: what the Tokens tab lists (R-VAL-10: no decimals '0'); collectibles: the NFTs tab's, the holdings counted in
 * whole items (decimals '0': ERC-721 collections). */
export type Balances = { tokens: TokenBalance[]; collectibles: TokenBalance[]; native: { balance: string; symbol: string } }
export type BalanceOutcome = { ok: true; value: Balances } | { ok: false }

export type BalanceContext = {
  target: BalanceTarget | null
  balances: Balances | null
  /** A fetch asked for while retries are blocked: it runs when the block ends (R-BAL-1). */
  askedWhileBlocked: boolean
}

export type BalanceEvent =
  /** The Account view shows (or its account or network changed): fetch, unless retries are blocked. */
  | { type: 'balance.fetch'; target: BalanceTarget }
  /** Disconnected: nothing of the account is kept (its activity neither). */
  | { type: 'balance.clear' }
  /** Issue 32: Latch sent a transaction from this account (CAIP-10): its cached balances are stale. */
  | { type: 'balance.invalidate'; caipAddress: string }
  /** The Activity tab's requests, for the activity machine beside the balances. */
  | Exclude<ActivityEvent, { type: 'activity.clear' | 'activity.refresh' }>

export type BalanceEmitted = { type: 'toast'; code: 'TOKEN_BALANCE_UNAVAILABLE' }
