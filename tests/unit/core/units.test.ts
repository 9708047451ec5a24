// SPEC §9 "Balance display truncated to 3 decimals": truncated, not rounded, in the locale's number format.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayAmount, displayBalance, formatUnits } from '../../../src/core/units'

describe('amounts', () => {
  it('formats smallest units exactly', () => {
    expect(formatUnits(1_500_000_000_000_000_000n, 18)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(10_000_000_000_000_000_000_000n, 18)).toBe('10000')
    expect(formatUnits(0n, 9)).toBe('0')
    expect(formatUnits(123n, 0)).toBe('123')
  })

  it('R-CONST-3: shows at most 3 decimals, cut rather than rounded', () => {
    expect(displayAmount('0.9999', 'en-US')).toBe('0.999')
    expect(displayAmount('1.23456', 'en-US')).toBe('1.234')
    expect(displayAmount('2.5', 'en-US')).toBe('2.5')
    expect(displayAmount('3', 'en-US')).toBe('3')
    expect(displayAmount('0.0004', 'en-US')).toBe('0')
  })

  it("groups and marks decimals as the locale does, keeping every digit of a large balance", () => {
    expect(displayAmount('10000.1239', 'en-US')).toBe('10,000.123')
    expect(displayAmount('10000.1239', 'de-DE')).toBe('10.000,123')
    expect(displayAmount('12345678901234567890.5', 'en-US')).toBe('12,345,678,901,234,567,890.5')
  })

  it('groups a whole amount with no decimals as the locale does (R-CONST-3 applies to whole amounts too)', () => {
    expect(displayAmount('10000', 'en-US')).toBe('10,000')
    expect(displayAmount('10000', 'de-DE')).toBe('10.000')
    expect(displayAmount('0', 'en-US')).toBe('0')
    expect(displayBalance('1234567', 'SOL', 'en-US')).toBe('1,234,567 SOL')
  })

  it('R-CONST-3: any plain decimal shows its whole part in full and at most its first 3 decimals, never rounded up', () => {
    const digits = (minLength: number, maxLength: number) => fc.string({ unit: fc.constantFrom(...'0123456789'.split('')), minLength, maxLength })
    fc.assert(
      fc.property(fc.stringMatching(/^(0|[1-9]\d{0,24})$/), digits(0, 30), (whole, fraction) => {
        const numeric = fraction ? `${whole}.${fraction}` : whole
        const shown = displayAmount(numeric, 'en-US')
        // en-US groups thousands with commas: take them out and the digits are the amount's own, cut after 3 decimals.
        const kept = fraction.slice(0, 3).replace(/0+$/, '')
        expect(shown.replaceAll(',', '')).toBe(kept ? `${whole}.${kept}` : whole)
        expect(shown).toMatch(/^\d{1,3}(,\d{3})*(\.\d{1,3})?$/)
      }),
    )
  })

  it('formats smallest units exactly: the decimal string times 10^decimals is the amount again, sign included', () => {
    fc.assert(
      fc.property(fc.bigInt({ min: -(10n ** 40n), max: 10n ** 40n }), fc.integer({ min: 0, max: 36 }), (value, decimals) => {
        const text = formatUnits(value, decimals)
        expect(text).toMatch(/^-?(0|[1-9]\d*)(\.\d*[1-9])?$/)
        const [whole = '', fraction = ''] = text.replace('-', '').split('.')
        const magnitude = BigInt(whole) * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
        expect(text.startsWith('-') ? -magnitude : magnitude).toBe(value)
        expect(text.startsWith('-')).toBe(value < 0n)
      }),
    )
  })

  it('formats a negative amount with its sign', () => {
    expect(formatUnits(-1_500_000_000_000_000_000n, 18)).toBe('-1.5')
    expect(formatUnits(-1n, 2)).toBe('-0.01')
  })

  it('drops only the trailing zeros of the kept decimals', () => {
    expect(displayAmount('1.050', 'en-US')).toBe('1.05')
    expect(displayAmount('1.2000', 'en-US')).toBe('1.2')
    expect(displayAmount(' 2.5 ', 'en-US')).toBe('2.5')
  })

  it('shows anything that is not a plain decimal as it came, never a wrong number', () => {
    for (const odd of ['abc', '1.5e3', 'x1.5', '1.5x', '1.', '-1.5', '']) expect(displayAmount(odd, 'en-US')).toBe(odd)
  })

  it('puts the symbol after the amount', () => {
    expect(displayBalance('1.23456', 'ETH', 'en-US')).toBe('1.234 ETH')
  })
})
