// SPEC §3's portfolio and native-balance caches (R-CONST-2: 30 s each), in AppKit's shapes so a dapp moving from
// AppKit keeps them: { [caipAddress]: { timestamp, balance: TokenBalance[] } } and
// { [caipAddress]: { caipAddress, balance, symbol, timestamp } }. Loaded with the balances, not in the first click.
// A corrupt cache is dropped, never thrown (R-ENT-3); an expired entry reads as absent and is pruned on write.
import { z } from 'zod/mini'
import { NATIVE_BALANCE_CACHE_MS, PORTFOLIO_CACHE_MS } from '../../core/constants'
import { CACHE_STORAGE_KEYS } from '../../core/storageKeys'
import { tokenBalanceSchema, type TokenBalance } from '../blockchain/schemas'
import { createKeyValueStore, type StorageLike } from './keyValue'

const portfolioSchema = z.record(z.string(), z.object({ timestamp: z.number(), balance: z.array(tokenBalanceSchema) }))
const nativeSchema = z.record(z.string(), z.object({ caipAddress: z.string(), balance: z.string(), symbol: z.string(), timestamp: z.number() }))

export type NativeBalance = { balance: string; symbol: string }

export function createBalanceCaches(storage: StorageLike | undefined, now: () => number = Date.now) {
  const store = createKeyValueStore(storage)

  function read<S extends z.ZodMiniType>(key: string, schema: S): z.output<S> | Record<string, never> {
    const text = store.get(key)
    if (text === null) return {}
    try {
      const parsed = z.safeParse(schema, JSON.parse(text))
      if (parsed.success) return parsed.data
    } catch {
      // Not JSON: dropped below.
    }
    store.remove(key)
    return {}
  }

  function fresh<T extends { timestamp: number }>(entries: Record<string, T>, lifetime: number): Record<string, T> {
    const at = now()
    return Object.fromEntries(Object.entries(entries).filter(([, entry]) => at - entry.timestamp < lifetime))
  }

  return {
    getPortfolio(caipAddress: string): TokenBalance[] | undefined {
      return fresh(read(CACHE_STORAGE_KEYS.PORTFOLIO_CACHE, portfolioSchema), PORTFOLIO_CACHE_MS)[caipAddress]?.balance
    },
    setPortfolio(caipAddress: string, balance: TokenBalance[]): void {
      const entries = fresh(read(CACHE_STORAGE_KEYS.PORTFOLIO_CACHE, portfolioSchema), PORTFOLIO_CACHE_MS)
      store.set(CACHE_STORAGE_KEYS.PORTFOLIO_CACHE, JSON.stringify({ ...entries, [caipAddress]: { timestamp: now(), balance } }))
    },
    getNativeBalance(caipAddress: string): NativeBalance | undefined {
      const entry = fresh(read(CACHE_STORAGE_KEYS.NATIVE_BALANCE_CACHE, nativeSchema), NATIVE_BALANCE_CACHE_MS)[caipAddress]
      return entry && { balance: entry.balance, symbol: entry.symbol }
    },
    setNativeBalance(caipAddress: string, value: NativeBalance): void {
      const entries = fresh(read(CACHE_STORAGE_KEYS.NATIVE_BALANCE_CACHE, nativeSchema), NATIVE_BALANCE_CACHE_MS)
      store.set(CACHE_STORAGE_KEYS.NATIVE_BALANCE_CACHE, JSON.stringify({ ...entries, [caipAddress]: { caipAddress, ...value, timestamp: now() } }))
    },
  }
}

export type BalanceCaches = ReturnType<typeof createBalanceCaches>
