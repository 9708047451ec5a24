// Property: whatever text sits in the balance caches (another tab, an old version, a hand edit), reading them never
// throws; a value is either served in the cache's shape or the key is dropped (R-ENT-3).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createBalanceCaches } from '../../../src/services/storage/balanceCaches'
import { memoryStorage } from './fakeStorage'

const CAIP = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
// Texts near the real shapes (JSON of arbitrary values, entries with wrong fields) and plain noise.
const entry = fc.record({ timestamp: fc.oneof(fc.integer(), fc.string(), fc.constant(null)), balance: fc.anything(), symbol: fc.anything() }, { requiredKeys: [] })
const cacheText = fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value)), fc.dictionary(fc.constantFrom(CAIP, 'x'), entry).map((value) => JSON.stringify(value)))

describe('balance caches under any stored text', () => {
  it.each(['@appkit/portfolio_cache', '@appkit/native_balance_cache'])('%s: read never throws; a bad cache is dropped', (key) => {
    fc.assert(
      fc.property(cacheText, (text) => {
        const raw = memoryStorage({ [key]: text })
        const caches = createBalanceCaches(raw, () => 5)
        const read = key.includes('portfolio') ? caches.getPortfolio(CAIP) : caches.getNativeBalance(CAIP)
        if (read === undefined) return
        // Served: then it is in the cache's shape, and the stored text was kept.
        expect(raw.getItem(key)).toBe(text)
        if (Array.isArray(read)) for (const token of read) expect(typeof token.quantity.numeric).toBe('string')
        else expect(typeof (read as { balance: unknown }).balance).toBe('string')
      }),
    )
  })

  it('a corrupt cache is removed on read, so the next write starts clean', () => {
    fc.assert(
      fc.property(fc.string().filter((text) => !text.trim().startsWith('{')), (text) => {
        const raw = memoryStorage({ '@appkit/native_balance_cache': text })
        const caches = createBalanceCaches(raw, () => 5)
        expect(caches.getNativeBalance(CAIP)).toBeUndefined()
        expect(raw.getItem('@appkit/native_balance_cache')).toBeNull()
        caches.setNativeBalance(CAIP, { balance: '1.5', symbol: 'ETH' })
        expect(caches.getNativeBalance(CAIP)).toEqual({ balance: '1.5', symbol: 'ETH' })
      }),
    )
  })
})
