// A Map behind the Storage methods the service uses, plus storages that fail the ways browsers do.
import type { StorageLike } from '../../../src/services/storage'

export function memoryStorage(initial: Record<string, string> = {}): StorageLike & { entries: Map<string, string> } {
  const entries = new Map(Object.entries(initial))
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  }
}

const quotaExceeded = () => new DOMException('The quota has been exceeded.', 'QuotaExceededError')

/** Every call throws (storage disabled, cookies blocked). */
export function throwingStorage(): StorageLike {
  return {
    getItem: () => {
      throw new DOMException('The operation is insecure.', 'SecurityError')
    },
    setItem: () => {
      throw quotaExceeded()
    },
    removeItem: () => {
      throw quotaExceeded()
    },
  }
}

/** Old Safari private mode: reads work, writes throw. */
export function readOnlyStorage(initial: Record<string, string> = {}): StorageLike & { entries: Map<string, string> } {
  const storage = memoryStorage(initial)
  return {
    ...storage,
    setItem: () => {
      throw quotaExceeded()
    },
    removeItem: () => {
      throw quotaExceeded()
    },
  }
}

/** A memory storage that logs every write ('set key=value', 'remove key'), to check that reads write nothing. */
export function recordingStorage(initial: Record<string, string> = {}): StorageLike & { entries: Map<string, string>; writes: string[] } {
  const storage = memoryStorage(initial)
  const writes: string[] = []
  return {
    ...storage,
    writes,
    setItem: (key, value) => {
      writes.push(`set ${key}=${value}`)
      storage.setItem(key, value)
    },
    removeItem: (key) => {
      writes.push(`remove ${key}`)
      storage.removeItem(key)
    },
  }
}
