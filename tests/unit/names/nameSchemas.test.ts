// The names service's answers read strictly (SPEC §7 ENS lookup, suggestions, reverse lookup, register; identity):
// a name breaking R-VAL-1 (letters, digits, hyphens, at least 4 characters), an avatar that is not an http(s) URL, or
// a coin type key that is not all digits never passes, and each refusal says which rule it broke.
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { identitySchema, nameRecordSchema, reverseLookupSchema, suggestionsSchema } from '../../../src/services/names/nameSchemas'

const RECORD = {
  name: 'alice',
  registered: 1_700_000_000,
  updated: 1_700_000_100,
  addresses: { '60': { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', created: 1_700_000_000 } },
  attributes: {},
}

/** The first issue's message, or undefined when the value passes. */
function refusal(schema: z.ZodMiniType, value: unknown): string | undefined {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? undefined : parsed.error.issues[0]?.message
}

describe('names (R-VAL-1)', () => {
  it.each(['abcd', 'alice', 'a-b-c', 'A1b2', '1234'])('R-VAL-1: the name %s passes', (name) => {
    expect(refusal(nameRecordSchema, { ...RECORD, name })).toBeUndefined()
    expect(refusal(suggestionsSchema, { suggestions: [{ name, registered: false }] })).toBeUndefined()
    expect(refusal(identitySchema, { name, avatar: null })).toBeUndefined()
  })

  it.each(['abc', 'ab', '', 'ali ce', 'alice.eth', 'alice_1', 'älice'])("R-VAL-1: the name '%s' is refused, saying the rule", (name) => {
    const rule = 'a name: letters, digits and hyphens, at least 4 characters'
    expect(refusal(nameRecordSchema, { ...RECORD, name })).toBe(rule)
    expect(refusal(suggestionsSchema, { suggestions: [{ name, registered: true }] })).toBe(rule)
    expect(refusal(identitySchema, { name, avatar: null })).toBe(rule)
    expect(refusal(reverseLookupSchema, [RECORD, { ...RECORD, name }])).toBe(rule)
  })
})

describe('coin type keys of a name record (SPEC §7 register: coinType)', () => {
  it.each(['60', '2147514985', '0'])('SPEC §7: the coin type key %s passes', (key) => {
    expect(refusal(nameRecordSchema, { ...RECORD, addresses: { [key]: { address: 'x', created: 1 } } })).toBeUndefined()
  })

  it.each(['evm60', '60evm', 'eip155:1', '', '-60', '6 0'])("SPEC §7: the coin type key '%s' is refused", (key) => {
    expect(refusal(nameRecordSchema, { ...RECORD, addresses: { [key]: { address: 'x', created: 1 } } })).toBeDefined()
  })
})

describe('identity avatar (an http(s) URL, nothing else)', () => {
  it.each(['https://example.test/a.png', 'http://localhost:8545/a.svg', null])('SPEC §7 identity: the avatar %s passes', (avatar) => {
    expect(refusal(identitySchema, { name: 'alice', avatar })).toBeUndefined()
  })

  it.each([
    'javascript:alert(1)//https://example.test/a.png',
    'xhttps://example.test/a.png',
    'data:image/svg+xml,https://example.test/a.svg',
    'https://example.test/a b.png',
    'https://example.test/a.png"onerror="alert(1)',
    'ftp://example.test/a.png',
    'https://',
  ])("SPEC §7 identity: the avatar '%s' is refused as not an http(s) URL", (avatar) => {
    expect(refusal(identitySchema, { name: 'alice', avatar })).toBe('an http(s) URL')
  })
})
