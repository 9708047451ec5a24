// Issue 36 (Send): an amount a person types, as a decimal string, turned into the token's integer base units with
// no floating point on the way (0.1 + 0.2 sends exactly 0.3). Each refusal has its own reason, so the view can say
// which and keep Review disabled.

export type AmountProblem = 'empty' | 'negative' | 'notANumber' | 'tooManyDecimals'

export type ParsedAmount = { ok: true; units: bigint } | { ok: false; problem: AmountProblem }

// Digits with at most one point; a leading or trailing point is a person's shorthand ('.5', '5.').
const DECIMAL = /^(\d*)(?:\.(\d*))?$/

/** '1.5' with 18 decimals → 1 500 000 000 000 000 000n. Spaces around are ignored; a comma is not a decimal point
 * here (the view accepts the locale's separator and hands over a point). */
export function parseAmount(text: string, decimals: number): ParsedAmount {
  const trimmed = text.trim()
  if (trimmed === '' || trimmed === '.') return { ok: false, problem: 'empty' }
  if (trimmed.startsWith('-')) return { ok: false, problem: DECIMAL.test(trimmed.slice(1)) ? 'negative' : 'notANumber' }
  const match = DECIMAL.exec(trimmed)
  if (!match) return { ok: false, problem: 'notANumber' }
  const [, whole = '', fraction = ''] = match
  const significant = fraction.replace(/0+$/, '')
  if (significant.length > decimals) return { ok: false, problem: 'tooManyDecimals' }
  return { ok: true, units: BigInt(`${whole || '0'}${significant.padEnd(decimals, '0')}`) }
}
