// What the on-ramp view reads (SPEC §3 on-ramp state): the chosen currencies, the chosen payment method's limits, why
// the typed amount cannot be quoted, and quotesLoading. Pure functions of a snapshot, for useSelector; the machine
// judges the amount with the same function, so the view and the machine never disagree.
import { parseAmount } from '../../core/amounts'
import type { OnRampContext, PaymentCurrency, PaymentMethodLimit, PaymentProblem, PurchaseCurrency } from './onRamp.types'

/** Fiat amounts are compared as integers of hundredths ('10.00' → 1000n): never as floats. */
const FIAT_DECIMALS = 2

type WithContext = { context: OnRampContext }

export function purchaseCurrencyOf(context: OnRampContext): PurchaseCurrency | null {
  return context.purchaseCurrencies.find((currency) => currency.id === context.purchaseCurrency) ?? null
}

export function paymentCurrencyOf(context: OnRampContext): PaymentCurrency | null {
  return context.paymentCurrencies.find((currency) => currency.id === context.paymentCurrency) ?? null
}

/** The chosen payment method's limits in the chosen payment currency (SPEC §9: card 10.00–7500.00 in USD). */
export function paymentLimitsOf(context: OnRampContext): PaymentMethodLimit | null {
  return paymentCurrencyOf(context)?.payment_method_limits.find((limit) => limit.id === context.paymentMethod) ?? null
}

/** Why the typed amount cannot be quoted, or null when it can: nothing typed, not an amount of the currency (a sign,
 * a letter, more than two decimals), or outside the method's limits (both ends allowed). */
export function paymentProblemOf(context: OnRampContext): PaymentProblem | null {
  const amount = parseAmount(context.paymentAmount, FIAT_DECIMALS)
  if (!amount.ok) return amount.problem === 'empty' ? 'empty' : 'notANumber'
  const limits = paymentLimitsOf(context)
  const min = limits ? parseAmount(limits.min, FIAT_DECIMALS) : null
  const max = limits ? parseAmount(limits.max, FIAT_DECIMALS) : null
  if (min?.ok && amount.units < min.units) return 'belowMin'
  if (max?.ok && amount.units > max.units) return 'aboveMax'
  return null
}

export const selectPurchaseCurrency = (snapshot: WithContext) => purchaseCurrencyOf(snapshot.context)
export const selectPaymentCurrency = (snapshot: WithContext) => paymentCurrencyOf(snapshot.context)
export const selectPaymentLimits = (snapshot: WithContext) => paymentLimitsOf(snapshot.context)
export const selectPaymentProblem = (snapshot: WithContext) => paymentProblemOf(snapshot.context)
/** SPEC §3 quotesLoading: a quote is on its way. */
export const selectQuotesLoading = (snapshot: { hasTag: (tag: 'loading') => boolean }) => snapshot.hasTag('loading')
