// Token amounts as exact decimal strings, and as a person reads them: SPEC §9 "balance display truncated to 3
// decimals" (truncated, never rounded up: 0.9999 ETH is not 1 ETH), in the locale's number format, with the symbol.
import { BALANCE_DISPLAY_DECIMALS } from './constants'

/** An integer amount in the token's smallest unit as a decimal string ('1500000000000000000', 18 → '1.5'). */
export function formatUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** R-CONST-3: the amount cut to 3 decimals, grouped as the locale groups numbers (formatted from the exact
 * decimal string, so a balance beyond 2^53 keeps its digits). */
export function displayAmount(numeric: string, locale?: string): string {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(numeric.trim())
  if (!match) return numeric
  const [, whole = '0', fraction = ''] = match
  const cut = fraction.slice(0, BALANCE_DISPLAY_DECIMALS).replace(/0+$/, '')
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: BALANCE_DISPLAY_DECIMALS, minimumFractionDigits: cut.length })
  return format.format(`${whole}.${cut || '0'}` as `${number}`)
}

export function displayBalance(numeric: string, symbol: string, locale?: string): string {
  return `${displayAmount(numeric, locale)} ${symbol}`
}
