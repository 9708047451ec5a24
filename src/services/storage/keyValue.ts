// The raw text store under the typed one. Storage can be missing (SSR, tests), can throw on access (cookies blocked:
// SecurityError) or on write (Safari private mode, a full quota: QuotaExceededError). None of that may reach a flow:
// a write the browser refuses is kept in memory for the session, so the next read still sees it.

export type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export type KeyValueStore = {
  get(key: string): string | null
  set(key: string, value: string): void
  remove(key: string): void
}

/** `window.localStorage`, or undefined where reading it throws or it is absent. */
export function browserStorage(win: { readonly localStorage?: StorageLike | null } | undefined): StorageLike | undefined {
  try {
    return win?.localStorage ?? undefined
  } catch {
    return undefined
  }
}

export function createKeyValueStore(storage: StorageLike | undefined): KeyValueStore {
  // Keys whose last write or removal the storage refused: their value for this session (null = removed).
  const fallback = new Map<string, string | null>()

  return {
    get(key) {
      if (fallback.has(key)) return fallback.get(key) ?? null
      if (!storage) return null
      try {
        const value: unknown = storage.getItem(key)
        return typeof value === 'string' ? value : null
      } catch {
        return null
      }
    },
    set(key, value) {
      try {
        if (storage) {
          storage.setItem(key, value)
          fallback.delete(key)
          return
        }
      } catch {
        // Refused: fall through to memory.
      }
      fallback.set(key, value)
    },
    remove(key) {
      try {
        if (storage) {
          storage.removeItem(key)
          fallback.delete(key)
          return
        }
      } catch {
        // Refused: remember the removal in memory.
      }
      fallback.set(key, null)
    },
  }
}
