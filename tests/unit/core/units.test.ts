// SPEC §9 "Balance display truncated to 3 decimals": truncated, not rounded, in the locale's number format.
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
