// SPEC §3's portfolio and native-balance caches (R-CONST-2: 30 s each), in AppKit's shapes so a dapp moving from
// AppKit keeps them: { [caipAddress]: { timestamp, balance: TokenBalance[] } } and
// { [caipAddress]: { caipAddress, balance, symbol, timestamp } }. Loaded with the balances, not in the first click.
// Each is a timed cache: a corrupt cache is dropped, never thrown (R-ENT-3); an expired entry reads as absent and is
// pruned on write.
import { NATIVE_BALANCE_CACHE_MS, PORTFOLIO_CACHE_MS } from '../../core/constants'
import { CACHE_STORAGE_KEYS } from '../../core/storageKeys'
import type { TokenBalance } from '../blockchain/schemas'
import type { StorageLike } from './keyValue'
import { nativeEntrySchema, portfolioEntrySchema } from './lazySchemas'
import { createTimedCache } from './timedCache'

export type NativeBalance = { balance: string; symbol: string }

export function createBalanceCaches(storage: StorageLike | undefined, now: () => number = Date.now) {
  const portfolio = createTimedCache(storage, CACHE_STORAGE_KEYS.PORTFOLIO_CACHE, portfolioEntrySchema, PORTFOLIO_CACHE_MS, now)
  const native = createTimedCache(storage, CACHE_STORAGE_KEYS.NATIVE_BALANCE_CACHE, nativeEntrySchema, NATIVE_BALANCE_CACHE_MS, now)

  return {
    getPortfolio(caipAddress: string): TokenBalance[] | undefined {
      return portfolio.get(caipAddress)?.balance
    },
    setPortfolio(caipAddress: string, balance: TokenBalance[]): void {
      portfolio.set(caipAddress, { balance })
    },
    getNativeBalance(caipAddress: string): NativeBalance | undefined {
      const entry = native.get(caipAddress)
      return entry && { balance: entry.balance, symbol: entry.symbol }
    },
    setNativeBalance(caipAddress: string, value: NativeBalance): void {
      native.set(caipAddress, { caipAddress, ...value })
    },
    /** Issue 32: the account sent a transaction; what was cached of it is stale. */
    forget(caipAddress: string): void {
      portfolio.forget(caipAddress)
      native.forget(caipAddress)
    },
  }
}

export type BalanceCaches = ReturnType<typeof createBalanceCaches>
