// One SPEC §3 cache in storage: { [key]: entry with its timestamp }, read through the entry's schema. A corrupt cache
// is dropped, never thrown (R-ENT-3); an entry older than its lifetime (R-CONST-2) reads as absent and is pruned on
// the next write.
import * as z from '../../core/zod'
import { createKeyValueStore, type StorageLike } from './keyValue'
import { timedCacheText } from './lazySchemas'

export type TimedCache<T> = { get(key: string): T | undefined; set(key: string, value: T): void; forget(key: string): void }

export function createTimedCache<S extends z.ZodMiniType<{ timestamp: number }>>(
  storage: StorageLike | undefined,
  storageKey: string,
  entrySchema: S,
  lifetimeMs: number,
  now: () => number = Date.now,
): TimedCache<Omit<z.output<S>, 'timestamp'>> {
  const store = createKeyValueStore(storage)
  const schema = timedCacheText(entrySchema)
  function fresh(): Record<string, z.output<S>> {
    const text = store.get(storageKey)
    if (text === null) return {}
    const parsed = z.safeParse(schema, text)
    if (!parsed.success) {
      store.remove(storageKey)
      return {}
    }
    const entries = parsed.data as Record<string, z.output<S>>
    const at = now()
    return Object.fromEntries(Object.entries(entries).filter(([, entry]) => at - entry.timestamp < lifetimeMs))
  }
  return {
    get(key) {
      const entry = fresh()[key]
      if (!entry) return undefined
      const { timestamp: _, ...value } = entry
      return value as Omit<z.output<S>, 'timestamp'>
    },
    set(key, value) {
      store.set(storageKey, JSON.stringify({ ...fresh(), [key]: { ...value, timestamp: now() } }))
    },
    // Keys are CAIP-10 addresses, whose EVM part may be written in either case.
    forget(key) {
      const entries = fresh()
      const kept = Object.fromEntries(Object.entries(entries).filter(([stored]) => stored.toLowerCase() !== key.toLowerCase()))
      if (Object.keys(kept).length !== Object.keys(entries).length) store.set(storageKey, JSON.stringify(kept))
    },
  }
}
