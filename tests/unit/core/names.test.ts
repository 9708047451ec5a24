// Names in core (SPEC §1, §4, §5): R-VAL-1's rule over generated strings, SPEC §5's EVM chain id as an ENSIP-11 coin
// type at its boundary, R-NAME-1's signed message and R-PROD-6's namespaces. Every expected value is written here
// from the spec, never read from src/.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { LatchError } from '../../../src/core/errors'
import { coinTypeOf, isValidName, NAME_RULE_TEXT, nameRegistrationMessage, supportsNames } from '../../../src/core/names'

const NAME_CHARACTERS = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-'.split('')
const nameCharacter = fc.constantFrom(...NAME_CHARACTERS)
const nameOf = (minLength: number, maxLength: number) => fc.string({ unit: nameCharacter, minLength, maxLength })

// Characters a name must not hold: look-alikes from other scripts (Cyrillic а U+0430, е U+0435, о U+043E, Greek ο
// U+03BF, fullwidth ａ U+FF41, fullwidth digit ０ U+FF10), separators, an emoji, a line break (a multi-line regex
// would accept 'abcd\nefgh'), and the ASCII neighbours of the allowed ranges.
const LOOK_ALIKES = ['\u0430', '\u0435', '\u043E', '\u03BF', '\uFF41', '\uFF10', ' ', '_', '.', '😀', '\n', '\t', '\u00A0', '\u200B', '/', ':', '@', '[', '`', '{', '+', 'é']
const otherCharacter = fc.oneof(
  fc.constantFrom(...LOOK_ALIKES),
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 1 }).filter((text) => !/^[a-zA-Z0-9-]$/.test(text)),
)

describe('isValidName (R-VAL-1: letters, digits, hyphens; at least 4 characters)', () => {
  it('R-VAL-1: every string of 4 or more characters from [a-zA-Z0-9-] is valid', () => {
    fc.assert(
      fc.property(nameOf(4, 40), (name) => {
        expect(isValidName(name)).toBe(true)
      }),
    )
  })

  it.each(['abcd', 'ABCD', '0000', 'a-b-', '-abc', 'abc-', '----', 'alice', 'Vitalik-2024'])('R-VAL-1: %j is valid (hyphens anywhere, the ends included)', (name) => {
    expect(isValidName(name)).toBe(true)
  })

  it('R-VAL-1: anything shorter than 4 characters is invalid, even from the allowed characters', () => {
    fc.assert(
      fc.property(fc.oneof(nameOf(0, 3), fc.string({ maxLength: 3 })), (name) => {
        expect(isValidName(name)).toBe(false)
      }),
    )
  })

  it.each(['', 'a', 'ab', 'abc', '---'])('R-VAL-1: %j (under 4 characters) is invalid', (name) => {
    expect(isValidName(name)).toBe(false)
  })

  it('R-VAL-1: one character outside [a-zA-Z0-9-], anywhere in an otherwise valid name, makes it invalid', () => {
    fc.assert(
      fc.property(nameOf(3, 30), otherCharacter, fc.nat(), (base, bad, at) => {
        const index = at % (base.length + 1)
        const name = base.slice(0, index) + bad + base.slice(index)
        expect(isValidName(name)).toBe(false)
      }),
    )
  })

  it.each([
    ['Cyrillic а (U+0430)', 'v\u0430lid'],
    ['Cyrillic е (U+0435)', 'nam\u0435'],
    ['Greek ο (U+03BF)', 'g\u03BFod'],
    ['fullwidth ａ (U+FF41)', '\uFF41lice'],
    ['a space', 'ali ce'],
    ['an underscore', 'ali_ce'],
    ['a dot', 'alice.eth'],
    ['an emoji', 'alice😀'],
    ['a trailing line break', 'alice\n'],
    ['a line break between two valid names', 'abcd\nefgh'],
  ])('R-VAL-1: a name with %s is invalid', (_what, name) => {
    expect(isValidName(name)).toBe(false)
  })
})

describe('the name rule as a person reads it beside the field (R-VAL-1)', () => {
  it('R-VAL-1: says letters, digits and hyphens only, and the minimum of 4 characters', () => {
    expect(NAME_RULE_TEXT).toBe('Letters, digits and hyphens only, at least 4 characters.')
  })
})

describe('coinTypeOf (SPEC §5: an EVM chain id below 2147483648 as a coin type, ENSIP-11)', () => {
  it.each([
    [1, 2147483649],
    [31337, 2147514985],
    [2147483647, 4294967295],
    [137, 2147483785],
  ])('SPEC §5: chain %i is coin type %i', (chainId, coinType) => {
    expect(coinTypeOf(chainId)).toBe(coinType)
  })

  it.each([
    ['1', 2147483649],
    ['31337', 2147514985],
    ['2147483647', 4294967295],
  ])('SPEC §5: the string %j works like the number', (chainId, coinType) => {
    expect(coinTypeOf(chainId)).toBe(coinType)
  })

  it.each([2147483648, 2147483649, 4294967296, 0, -1, -2147483648, 1.5, Number.NaN, Number.POSITIVE_INFINITY, '2147483648', '0', '-1', '1.5', '', 'abc'])(
    "SPEC §5: chain id %j throws 'Invalid chainId'",
    (chainId) => {
      expect(() => coinTypeOf(chainId)).toThrow(LatchError)
      expect(() => coinTypeOf(chainId)).toThrow(/^Invalid chainId$/)
    },
  )

  it('SPEC §5 property: for every chain id in [1, 2^31 - 1], coinTypeOf(id) - 2147483648 === id (number and string alike)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 2147483647 }), (chainId) => {
        expect(coinTypeOf(chainId) - 2147483648).toBe(chainId)
        expect(coinTypeOf(String(chainId))).toBe(coinTypeOf(chainId))
      }),
    )
  })

  it("SPEC §5 property: every chain id of 2147483648 or above, and every one of 0 or below, throws 'Invalid chainId'", () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 2147483648, max: Number.MAX_SAFE_INTEGER }), fc.integer({ min: Number.MIN_SAFE_INTEGER, max: 0 })), (chainId) => {
        expect(() => coinTypeOf(chainId)).toThrow(/^Invalid chainId$/)
      }),
    )
  })

  it("SPEC §5 property: a non-integer chain id throws 'Invalid chainId'", () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0, max: 2147483647, noNaN: true }).filter((value) => !Number.isInteger(value)),
        (chainId) => {
          expect(() => coinTypeOf(chainId)).toThrow(/^Invalid chainId$/)
        },
      ),
    )
  })
})

describe('nameRegistrationMessage (R-NAME-1: the name, empty attributes and a timestamp in seconds)', () => {
  it('R-NAME-1: alice at 1 700 000 123 456 ms is exactly the JSON with timestamp 1700000123', () => {
    expect(nameRegistrationMessage('alice', 1_700_000_123_456)).toBe('{"name":"alice","attributes":{},"timestamp":1700000123}')
  })

  it('R-NAME-1 property: the message is JSON of exactly { name, attributes: {}, timestamp } with the time in whole seconds', () => {
    fc.assert(
      fc.property(nameOf(4, 30), fc.integer({ min: 0, max: 4_102_444_800_000 }), (name, nowMs) => {
        const message: unknown = JSON.parse(nameRegistrationMessage(name, nowMs))
        expect(Object.keys(message as object)).toEqual(['name', 'attributes', 'timestamp'])
        const { timestamp, ...rest } = message as { timestamp: number }
        expect(rest).toEqual({ name, attributes: {} })
        expect(Number.isInteger(timestamp)).toBe(true)
        // Seconds, not milliseconds: within one second of the time given.
        expect(Math.abs(timestamp * 1000 - nowMs)).toBeLessThan(1000)
      }),
    )
  })
})

describe('supportsNames (R-PROD-6: names are for EVM accounts)', () => {
  it.each([
    ['eip155', true],
    ['solana', false],
    ['bip122', false],
    ['', false],
  ])('R-PROD-6: %j → %s', (namespace, expected) => {
    expect(supportsNames(namespace)).toBe(expected)
  })
})
