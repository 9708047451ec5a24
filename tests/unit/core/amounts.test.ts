// Issue 36: typed amounts to base units, exactly. Property tests (fast-check) over every decimals 0–36, written
// against formatUnits (its inverse, tested on its own in units.test.ts) and against plain bigint arithmetic.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { parseAmount } from '../../../src/core/amounts'
import { formatUnits } from '../../../src/core/units'

const decimals = fc.integer({ min: 0, max: 36 })
const units = fc.bigInt({ min: 0n, max: 10n ** 60n })

describe('parseAmount (issue 36)', () => {
  it('reads what a person types', () => {
    expect(parseAmount('1.5', 18)).toEqual({ ok: true, units: 1_500_000_000_000_000_000n })
    expect(parseAmount(' 0.000001 ', 6)).toEqual({ ok: true, units: 1n })
    expect(parseAmount('.5', 1)).toEqual({ ok: true, units: 5n })
    expect(parseAmount('5.', 0)).toEqual({ ok: true, units: 5n })
    expect(parseAmount('1.500', 1)).toEqual({ ok: true, units: 15n })
    expect(parseAmount('0', 9)).toEqual({ ok: true, units: 0n })
  })

  it('says why it refuses', () => {
    expect(parseAmount('', 18)).toEqual({ ok: false, problem: 'empty' })
    expect(parseAmount('  ', 18)).toEqual({ ok: false, problem: 'empty' })
    expect(parseAmount('.', 18)).toEqual({ ok: false, problem: 'empty' })
    expect(parseAmount('-1', 18)).toEqual({ ok: false, problem: 'negative' })
    expect(parseAmount('1.0000001', 6)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    expect(parseAmount('0.5', 0)).toEqual({ ok: false, problem: 'tooManyDecimals' })
    for (const text of ['1e18', '0x10', '1,5', '1.2.3', 'abc', '+1', '--1', 'Infinity', 'NaN']) expect(parseAmount(text, 18), text).toEqual({ ok: false, problem: 'notANumber' })
  })

  it('0.1 + 0.2 is exactly 0.3 (no floating point)', () => {
    const add = (a: string, b: string) => {
      const [x, y] = [parseAmount(a, 18), parseAmount(b, 18)]
      if (!x.ok || !y.ok) throw new Error('refused')
      return formatUnits(x.units + y.units, 18)
    }
    expect(add('0.1', '0.2')).toBe('0.3')
    expect(0.1 + 0.2).not.toBe(0.3)
  })

  it('round-trips every amount for every decimals 0–36: base units → decimal string → base units', () => {
    fc.assert(
      fc.property(units, decimals, (value, places) => {
        expect(parseAmount(formatUnits(value, places), places)).toEqual({ ok: true, units: value })
      }),
      { numRuns: 2_000 },
    )
  })

  it('keeps every digit beyond what a float can hold', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[1-9]\d{16,40}$/), fc.stringMatching(/^\d{1,18}$/), (whole, fraction) => {
        const parsed = parseAmount(`${whole}.${fraction}`, 18)
        expect(parsed).toEqual({ ok: true, units: BigInt(whole) * 10n ** 18n + BigInt(fraction.padEnd(18, '0')) })
      }),
    )
  })

  it('refuses more decimals than the token has, whatever the digits', () => {
    fc.assert(
      fc.property(decimals, fc.stringMatching(/^\d{1,10}$/), fc.integer({ min: 1, max: 10 }), fc.integer({ min: 1, max: 9 }), (places, whole, extra, last) => {
        const fraction = `${'0'.repeat(places + extra - 1)}${last}`
        expect(parseAmount(`${whole}.${fraction}`, places)).toEqual({ ok: false, problem: 'tooManyDecimals' })
      }),
    )
  })
})
