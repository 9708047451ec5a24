// The names service's pieces on their own, where the HTTP test cannot reach their edges cheaply: the coin type's
// bounds, the timestamp window to the second, suggestions when every usual candidate is taken, the avatar's refusal of
// anything outside [a-z0-9-], and the store's newest-first order and case-blind address match.
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { avatarSvg } from '../../../devstack/blockchainApi/nameAvatar'
import { readNameMessage, staleness } from '../../../devstack/blockchainApi/nameMessage'
import { chainIdOfCoinType, nameSchema } from '../../../devstack/blockchainApi/nameSchemas'
import { createNameStore } from '../../../devstack/blockchainApi/nameStore'
import { suggestNames } from '../../../devstack/blockchainApi/nameSuggestions'

describe('nameSchema', () => {
  it.each(['alice', 'ALICE', 'al-1', '0000', '----', 'a'.repeat(100)])('accepts %j', (name) => {
    expect(z.safeParse(nameSchema, name).success).toBe(true)
  })
  it.each(['abc', '', 'al ice', 'аlice', 'ali_ce', 'alicé', 'ali.ce', 'alice\n', ' alice'])('refuses %j', (name) => {
    expect(z.safeParse(nameSchema, name).success).toBe(false)
  })
})

describe('chainIdOfCoinType', () => {
  it('reads ENSIP-11 coin types and nothing else', () => {
    expect(chainIdOfCoinType(2147514985)).toBe(31337)
    expect(chainIdOfCoinType(2147483649)).toBe(1)
    expect(chainIdOfCoinType(2147483648)).toBe(0)
    expect(chainIdOfCoinType(4294967295)).toBe(2147483647)
    expect(chainIdOfCoinType(2147483647)).toBeUndefined()
    expect(chainIdOfCoinType(60)).toBeUndefined()
    expect(chainIdOfCoinType(4294967296)).toBeUndefined()
    expect(chainIdOfCoinType(2147514985.5)).toBeUndefined()
  })
})

describe('the signed message', () => {
  it('reads the name lowercase and the timestamp', () => {
    expect(readNameMessage('{"name":"Alice","attributes":{},"timestamp":1700000000}')).toEqual({ ok: true, message: { name: 'alice', timestamp: 1700000000 } })
    expect(readNameMessage(' { "timestamp": 1700000000, "attributes": {}, "name": "alice" } ')).toEqual({ ok: true, message: { name: 'alice', timestamp: 1700000000 } })
  })
  it('refuses a text that is not JSON, or JSON of another shape', () => {
    expect(readNameMessage('alice')).toEqual({ ok: false, message: 'The message is not JSON' })
    expect(readNameMessage('null')).toMatchObject({ ok: false, message: expect.stringMatching(/^The message must be JSON with exactly a name, empty attributes and a timestamp \(message: /) })
    expect(readNameMessage('{"name":"alice","attributes":{},"timestamp":1700000000,"x":1}')).toMatchObject({ ok: false })
  })
  it('keeps the timestamp within 10 minutes behind and 1 minute ahead, to the second', () => {
    expect(staleness(1_700_000_000 - 600, 1_700_000_000)).toBeUndefined()
    expect(staleness(1_700_000_000 - 601, 1_700_000_000)).toBe('The message timestamp is more than 10 minutes old')
    expect(staleness(1_700_000_000 + 60, 1_700_000_000)).toBeUndefined()
    expect(staleness(1_700_000_000 + 61, 1_700_000_000)).toBe('The message timestamp is more than 1 minute in the future')
  })
})

describe('suggestNames', () => {
  it('offers the usual four when they are free, in a fixed order', () => {
    const first = suggestNames('alice', () => false)
    expect(first).toHaveLength(5)
    expect(first.slice(0, 3)).toEqual([
      { name: 'alice', registered: false },
      { name: 'alice1', registered: false },
      { name: 'alice-xyz', registered: false },
    ])
    expect(first[3]?.name).toMatch(/^alice[1-9]\d$/)
    expect(first[4]?.name).toMatch(/^alic-[1-9]\d$/)
    expect(suggestNames('alice', () => false)).toEqual(first)
  })
  it('falls back to numbered names when the usual ones are taken, and never offers a taken one', () => {
    const taken = new Set(['alice', 'alice1', 'alice-xyz', 'alice2', 'alice3'])
    // Whatever two digits the hash picks, alice{NN} and alic-{NN} are taken.
    for (let digits = 10; digits < 100; digits += 1) {
      taken.add(`alice${digits}`)
      taken.add(`alic-${digits}`)
    }
    const suggestions = suggestNames('alice', (name) => taken.has(name))
    expect(suggestions).toEqual([
      { name: 'alice', registered: true },
      { name: 'alice4', registered: false },
      { name: 'alice5', registered: false },
      { name: 'alice6', registered: false },
    ])
  })
  it('keeps every suggestion at least 4 characters of the name rule, even for a 4-character name', () => {
    for (const name of ['bob1', '----', '0000']) {
      const suggestions = suggestNames(name, () => false)
      expect(suggestions.length).toBeGreaterThanOrEqual(4)
      for (const suggestion of suggestions.slice(1)) {
        expect(suggestion.name).toMatch(/^[a-z0-9-]{4,}$/)
        expect(suggestion.name).not.toBe(name)
      }
    }
  })
})

describe('avatarSvg', () => {
  it('draws the same name the same way and another name in another colour', () => {
    expect(avatarSvg('alice')).toBe(avatarSvg('alice'))
    expect(avatarSvg('alice')).toContain('>A</text>')
    expect(avatarSvg('0x-name')).toContain('>0</text>')
    const colour = (svg: string) => /fill="(hsl\([^"]+\))"/.exec(svg)?.[1]
    expect(colour(avatarSvg('alice'))).toMatch(/^hsl\(\d{1,3}, 55%, 45%\)$/)
    expect(new Set(['alice', 'bobby', 'carol', 'david'].map((name) => colour(avatarSvg(name)))).size).toBeGreaterThan(1)
  })
  it('refuses to draw anything but a stored (lowercase, [a-z0-9-]) name', () => {
    for (const name of ['Alice', '<script>', 'a"b', '']) expect(() => avatarSvg(name)).toThrow()
  })
})

describe('nameStore', () => {
  it('lists an address’s names newest first (registration order within a second), matching any case', async () => {
    const store = await createNameStore()
    try {
      const base = { coinType: 2147514985, message: '{}', signature: '0x00' }
      const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
      expect(store.register({ ...base, name: 'older', address, registeredAt: 1_700_000_000 })).toMatchObject({ name: 'older' })
      store.register({ ...base, name: 'newest', address, registeredAt: 1_700_000_005 })
      store.register({ ...base, name: 'same-second', address: address.toLowerCase(), registeredAt: 1_700_000_000 })
      store.register({ ...base, name: 'someone-else', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', registeredAt: 1_700_000_009 })
      expect(store.byAddress(address.toUpperCase().replace('0X', '0x')).map((record) => record.name)).toEqual(['newest', 'same-second', 'older'])
      expect(store.register({ ...base, name: 'older', address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', registeredAt: 1_700_000_010 })).toBe(false)
      expect(store.byName('older')?.addresses).toEqual({ '2147514985': { address, created: 1_700_000_000 } })
      expect(store.isTaken('older')).toBe(true)
      expect(store.isTaken('free-one')).toBe(false)
      expect(store.clear()).toBe(4)
      expect(store.byAddress(address)).toEqual([])
    } finally {
      store.close()
    }
  })
})
