// SPEC §3's ENS and identity caches with R-CONST-2's lifetimes (ENS 5 min, identity 5 min: 300 000 ms, written here
// from the spec), in AppKit's keys and shapes; addresses are one entry whatever their case; a corrupt cache is
// dropped, never thrown (R-ENT-3); a write prunes what has expired.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createNameCaches } from '../../../src/services/storage/nameCaches'
import { memoryStorage } from './fakeStorage'

const ADDRESS = '0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266'
const CHECKSUMMED = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const RECORD = {
  name: 'alice',
  registered: 1_700_000_000,
  updated: 1_700_000_100,
  addresses: { '2147514985': { address: CHECKSUMMED, created: 1_700_000_000 } },
  attributes: {},
}
const IDENTITY = { name: 'alice', avatar: 'https://rpc.example.test/v1/profile/avatar/alice' }

const stored = (raw: ReturnType<typeof memoryStorage>, key: string): unknown => JSON.parse(raw.getItem(key) ?? 'null')

describe('name caches: keys and shapes (SPEC §3, AppKit)', () => {
  it("names are stored under '@appkit/ens_cache' as { [address]: { ens: [...], timestamp } }", () => {
    const raw = memoryStorage()
    createNameCaches(raw, () => 1_000_000).setNames(ADDRESS, [RECORD])
    expect(stored(raw, '@appkit/ens_cache')).toStrictEqual({ [ADDRESS]: { ens: [RECORD], timestamp: 1_000_000 } })
    expect(raw.entries.size).toBe(1)
  })

  it("identities are stored under '@appkit/identity_cache' as { [address]: { identity: { name, avatar }, timestamp } }", () => {
    const raw = memoryStorage()
    createNameCaches(raw, () => 2_000_000).setIdentity(ADDRESS, IDENTITY)
    expect(stored(raw, '@appkit/identity_cache')).toStrictEqual({ [ADDRESS]: { identity: IDENTITY, timestamp: 2_000_000 } })
    expect(raw.entries.size).toBe(1)
  })

  it('an identity with neither name nor avatar is kept as such', () => {
    const caches = createNameCaches(memoryStorage(), () => 0)
    caches.setIdentity(ADDRESS, { name: null, avatar: null })
    expect(caches.getIdentity(ADDRESS)).toStrictEqual({ name: null, avatar: null })
  })

  it('reads what AppKit wrote in the same shapes', () => {
    const raw = memoryStorage({
      '@appkit/ens_cache': JSON.stringify({ [ADDRESS]: { ens: [RECORD], timestamp: 10 } }),
      '@appkit/identity_cache': JSON.stringify({ [ADDRESS]: { identity: IDENTITY, timestamp: 10 } }),
    })
    const caches = createNameCaches(raw, () => 20)
    expect(caches.getNames(ADDRESS)).toStrictEqual([RECORD])
    expect(caches.getIdentity(ADDRESS)).toStrictEqual(IDENTITY)
  })

  it('an address never written reads as absent', () => {
    const caches = createNameCaches(memoryStorage(), () => 0)
    caches.setNames(ADDRESS, [RECORD])
    expect(caches.getNames(OTHER)).toBeUndefined()
    expect(caches.getIdentity(ADDRESS)).toBeUndefined()
  })
})

describe('name caches: lifetimes (R-CONST-2: ENS 5 min, identity 5 min)', () => {
  it('R-CONST-2: names written 299 999 ms ago are served, 300 000 ms ago are not', () => {
    let now = 1_700_000_000_000
    const caches = createNameCaches(memoryStorage(), () => now)
    caches.setNames(ADDRESS, [RECORD])
    now += 299_999
    expect(caches.getNames(ADDRESS)).toStrictEqual([RECORD])
    now += 1
    expect(caches.getNames(ADDRESS)).toBeUndefined()
  })

  it('R-CONST-2: an identity written 299 999 ms ago is served, 300 000 ms ago is not', () => {
    let now = 1_700_000_000_000
    const caches = createNameCaches(memoryStorage(), () => now)
    caches.setIdentity(ADDRESS, IDENTITY)
    now += 299_999
    expect(caches.getIdentity(ADDRESS)).toStrictEqual(IDENTITY)
    now += 1
    expect(caches.getIdentity(ADDRESS)).toBeUndefined()
  })

  it('R-CONST-2: the age is counted from the stored timestamp, as AppKit wrote it', () => {
    const raw = memoryStorage({
      '@appkit/ens_cache': JSON.stringify({ [ADDRESS]: { ens: [RECORD], timestamp: 100_000 } }),
      '@appkit/identity_cache': JSON.stringify({ [ADDRESS]: { identity: IDENTITY, timestamp: 100_000 } }),
    })
    expect(createNameCaches(raw, () => 399_999).getNames(ADDRESS)).toStrictEqual([RECORD])
    expect(createNameCaches(raw, () => 399_999).getIdentity(ADDRESS)).toStrictEqual(IDENTITY)
    expect(createNameCaches(raw, () => 400_000).getNames(ADDRESS)).toBeUndefined()
    expect(createNameCaches(raw, () => 400_000).getIdentity(ADDRESS)).toBeUndefined()
  })
})

describe('name caches: addresses are case-insensitive', () => {
  it.each([
    ['lower case', ADDRESS],
    ['checksummed', CHECKSUMMED],
    ['upper case hex', `0x${ADDRESS.slice(2).toUpperCase()}`],
  ])('written checksummed, read in %s', (_case, readAs) => {
    const caches = createNameCaches(memoryStorage(), () => 0)
    caches.setNames(CHECKSUMMED, [RECORD])
    caches.setIdentity(CHECKSUMMED, IDENTITY)
    expect(caches.getNames(readAs)).toStrictEqual([RECORD])
    expect(caches.getIdentity(readAs)).toStrictEqual(IDENTITY)
  })

  it('one account is one entry: a write in another case replaces the first', () => {
    const raw = memoryStorage()
    const caches = createNameCaches(raw, () => 0)
    caches.setIdentity(CHECKSUMMED, IDENTITY)
    caches.setIdentity(ADDRESS, { name: 'bobby', avatar: null })
    expect(Object.keys(stored(raw, '@appkit/identity_cache') as object)).toHaveLength(1)
    expect(caches.getIdentity(CHECKSUMMED)).toStrictEqual({ name: 'bobby', avatar: null })
  })
})

describe('name caches: a write prunes expired entries', () => {
  it('R-CONST-2: an entry 300 000 ms old is gone from storage after another write; one 299 999 ms old stays', () => {
    let now = 0
    const raw = memoryStorage()
    const caches = createNameCaches(raw, () => now)
    caches.setNames(OTHER, [RECORD])
    caches.setIdentity(OTHER, IDENTITY)
    now = 299_999
    caches.setNames(ADDRESS, [RECORD])
    caches.setIdentity(ADDRESS, IDENTITY)
    expect(Object.keys(stored(raw, '@appkit/ens_cache') as object).sort()).toEqual([ADDRESS, OTHER].sort())
    expect(Object.keys(stored(raw, '@appkit/identity_cache') as object).sort()).toEqual([ADDRESS, OTHER].sort())
    now = 300_000
    caches.setNames(ADDRESS, [RECORD])
    caches.setIdentity(ADDRESS, IDENTITY)
    expect(Object.keys(stored(raw, '@appkit/ens_cache') as object)).toEqual([ADDRESS])
    expect(Object.keys(stored(raw, '@appkit/identity_cache') as object)).toEqual([ADDRESS])
  })
})

describe('name caches: a corrupt cache is dropped, never thrown (R-ENT-3)', () => {
  it.each([
    ['not JSON', '{oops'],
    ['JSON null', 'null'],
    ['a list', '[]'],
    ['a string timestamp', JSON.stringify({ [ADDRESS]: { ens: [RECORD], timestamp: 'now' } })],
    ['names that are not a list', JSON.stringify({ [ADDRESS]: { ens: RECORD, timestamp: 1 } })],
    ["a record named 'ab' (R-VAL-1)", JSON.stringify({ [ADDRESS]: { ens: [{ ...RECORD, name: 'ab' }], timestamp: 1 } })],
    ['no timestamp', JSON.stringify({ [ADDRESS]: { ens: [RECORD] } })],
  ])("'@appkit/ens_cache' holding %s reads as absent and is removed", (_what, text) => {
    const raw = memoryStorage({ '@appkit/ens_cache': text })
    const caches = createNameCaches(raw, () => 2)
    expect(caches.getNames(ADDRESS)).toBeUndefined()
    expect(raw.getItem('@appkit/ens_cache')).toBeNull()
  })

  it.each([
    ['not JSON', 'undefined'],
    ['a number', '42'],
    ["an avatar 'javascript:alert(1)'", JSON.stringify({ [ADDRESS]: { identity: { name: 'alice', avatar: 'javascript:alert(1)' }, timestamp: 1 } })],
    ["a name 'ab' (R-VAL-1)", JSON.stringify({ [ADDRESS]: { identity: { name: 'ab', avatar: null }, timestamp: 1 } })],
    ['an identity without its avatar', JSON.stringify({ [ADDRESS]: { identity: { name: 'alice' }, timestamp: 1 } })],
    ['the ENS shape', JSON.stringify({ [ADDRESS]: { ens: [RECORD], timestamp: 1 } })],
  ])("'@appkit/identity_cache' holding %s reads as absent and is removed", (_what, text) => {
    const raw = memoryStorage({ '@appkit/identity_cache': text })
    const caches = createNameCaches(raw, () => 2)
    expect(caches.getIdentity(ADDRESS)).toBeUndefined()
    expect(raw.getItem('@appkit/identity_cache')).toBeNull()
  })

  it('a corrupt cache does not touch the other one, and the next write starts clean', () => {
    const raw = memoryStorage({
      '@appkit/ens_cache': 'garbage',
      '@appkit/identity_cache': JSON.stringify({ [ADDRESS]: { identity: IDENTITY, timestamp: 1 } }),
    })
    const caches = createNameCaches(raw, () => 2)
    expect(caches.getNames(ADDRESS)).toBeUndefined()
    expect(caches.getIdentity(ADDRESS)).toStrictEqual(IDENTITY)
    caches.setNames(ADDRESS, [RECORD])
    expect(stored(raw, '@appkit/ens_cache')).toStrictEqual({ [ADDRESS]: { ens: [RECORD], timestamp: 2 } })
  })

  it('a write over a corrupt cache replaces it instead of throwing', () => {
    const raw = memoryStorage({ '@appkit/identity_cache': '{"x":' })
    const caches = createNameCaches(raw, () => 7)
    expect(() => caches.setIdentity(ADDRESS, IDENTITY)).not.toThrow()
    expect(stored(raw, '@appkit/identity_cache')).toStrictEqual({ [ADDRESS]: { identity: IDENTITY, timestamp: 7 } })
  })

  it('R-ENT-3 property: whatever text is stored, reading never throws; what is served is what was stored, and its text is kept', () => {
    const entry = fc.record(
      { ens: fc.oneof(fc.constant([RECORD]), fc.anything()), identity: fc.oneof(fc.constant(IDENTITY), fc.anything()), timestamp: fc.oneof(fc.integer(), fc.string(), fc.constant(null)) },
      { requiredKeys: [] },
    )
    const text = fc.oneof(fc.string(), fc.jsonValue().map((value) => JSON.stringify(value)), fc.dictionary(fc.constantFrom(ADDRESS, 'x'), entry).map((value) => JSON.stringify(value)))
    fc.assert(
      fc.property(text, text, (ensText, identityText) => {
        const raw = memoryStorage({ '@appkit/ens_cache': ensText, '@appkit/identity_cache': identityText })
        const caches = createNameCaches(raw, () => 5)
        const names = caches.getNames(ADDRESS)
        const identity = caches.getIdentity(ADDRESS)
        if (names !== undefined) {
          expect(raw.getItem('@appkit/ens_cache')).toBe(ensText)
          expect((JSON.parse(ensText) as Record<string, { ens: unknown }>)[ADDRESS]?.ens).toMatchObject(names)
        }
        if (identity !== undefined) {
          expect(raw.getItem('@appkit/identity_cache')).toBe(identityText)
          expect((JSON.parse(identityText) as Record<string, { identity: unknown }>)[ADDRESS]?.identity).toMatchObject(identity)
        }
      }),
    )
  })
})
