// The raw store under LatchStorage: missing or refusing browser storage degrades to memory, never throws.
import { describe, expect, it } from 'vitest'
import { browserStorage, createKeyValueStore } from '../../../src/services/storage'
import { memoryStorage, readOnlyStorage, throwingStorage } from './fakeStorage'

describe('createKeyValueStore', () => {
  it('reads and writes the given storage', () => {
    const storage = memoryStorage({ a: '1' })
    const store = createKeyValueStore(storage)
    expect(store.get('a')).toBe('1')
    store.set('b', '2')
    expect(storage.entries.get('b')).toBe('2')
    store.remove('a')
    expect(storage.entries.has('a')).toBe(false)
    expect(store.get('a')).toBeNull()
  })

  it('without storage (SSR, tests) keeps values in memory', () => {
    const store = createKeyValueStore(undefined)
    expect(store.get('a')).toBeNull()
    store.set('a', '1')
    expect(store.get('a')).toBe('1')
    store.remove('a')
    expect(store.get('a')).toBeNull()
  })

  it('a storage that throws on every call never throws through, and keeps writes in memory', () => {
    const store = createKeyValueStore(throwingStorage())
    expect(store.get('a')).toBeNull()
    expect(() => store.set('a', '1')).not.toThrow()
    expect(store.get('a')).toBe('1')
    expect(() => store.remove('a')).not.toThrow()
    expect(store.get('a')).toBeNull()
  })

  it('Safari private mode (reads work, writes throw): persisted values read, refused writes and removals remembered', () => {
    const storage = readOnlyStorage({ kept: 'old', gone: 'x' })
    const store = createKeyValueStore(storage)
    expect(store.get('kept')).toBe('old')
    store.set('kept', 'new')
    expect(store.get('kept')).toBe('new')
    store.remove('gone')
    expect(store.get('gone')).toBeNull()
    expect(storage.entries.get('gone')).toBe('x')
  })

  it('ignores a non-string answer from a misbehaving storage', () => {
    const store = createKeyValueStore({ getItem: () => 42 as unknown as string, setItem: () => undefined, removeItem: () => undefined })
    expect(store.get('a')).toBeNull()
  })
})

describe('browserStorage', () => {
  it('returns window.localStorage', () => {
    const storage = memoryStorage()
    expect(browserStorage({ localStorage: storage })).toBe(storage)
  })

  it('is undefined when there is no window or reading localStorage throws (cookies blocked)', () => {
    expect(browserStorage(undefined)).toBeUndefined()
    const win = {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      },
    }
    expect(browserStorage(win)).toBeUndefined()
  })
})
