// Buy's amount and choices (issue 36, R-API-10), as the on-ramp machine's `ready` state (onRamp.machine.ts names
// its guards, actions and delays in setup()): judged at once against the chosen payment method's limits, quoted once
// typing pauses. Every change judges again, so a quote is only ever shown for what is on screen.
import type { OnRampAccount, OnRampContext, PaymentProblem } from './onRamp.types'

const judged = (problem: PaymentProblem) => ({ type: 'hasPaymentProblem' as const, params: { problem } })
/** Choosing a provider, where one may be chosen (R-RAMP-2: only one still offered). */
export const offeredProvider = { guard: 'isOfferedProvider', target: '#onRamp.buying', actions: 'choose' } as const

export const quoteRegion = {
  initial: 'judging',
  on: {
    'onRamp.amount': { target: '.judging', actions: 'setAmount' },
    // Unknown ids are ignored.
    'onRamp.purchaseCurrency': { guard: 'isOfferedPurchaseCurrency', target: '.judging', actions: 'setPurchaseCurrency' },
    'onRamp.paymentCurrency': { guard: 'isOfferedPaymentCurrency', target: '.judging', actions: 'setPaymentCurrency' },
    'onRamp.paymentMethod': { guard: 'isOfferedPaymentMethod', target: '.judging', actions: 'setPaymentMethod' },
  },
  states: {
    judging: {
      entry: 'forgetQuote',
      always: [
        { guard: judged('empty'), target: 'empty' },
        { guard: judged('notANumber'), target: 'invalid' },
        // SPEC §9: the chosen method's limits in the chosen currency (USD card 10.00–7500.00, bank transfer
        // 10.00–25000.00), both ends allowed.
        { guard: judged('belowMin'), target: 'belowMin' },
        { guard: judged('aboveMax'), target: 'aboveMax' },
        { target: 'waiting' },
      ],
    },
    empty: {},
    invalid: {},
    belowMin: {},
    aboveMax: {},
    // Each change re-enters this state through judging, so each key restarts the pause.
    waiting: { after: { quoteDebounce: 'quoting' } },
    // R-API-10: the quote (SPEC §3 quotesLoading while it is on its way).
    quoting: {
      tags: ['loading'],
      invoke: {
        id: 'fetchQuote',
        src: 'fetchQuote',
        input: ({ context }: { context: OnRampContext }) => ({
          account: context.account as OnRampAccount,
          purchaseCurrency: context.purchaseCurrency as string,
          paymentCurrency: context.paymentCurrency as string,
          paymentMethod: context.paymentMethod as string,
          paymentAmount: context.paymentAmount.trim(),
        }),
        onDone: [
          { guard: 'succeeded', target: 'quoted', actions: 'setQuote' },
          { target: 'quoteFailed', actions: 'setError' },
        ],
        onError: { target: 'quoteFailed', actions: 'setError' },
      },
    },
    // Only a quoted amount can be bought, and only from a provider still offered (R-RAMP-2).
    quoted: { on: { 'onRamp.choose': offeredProvider } },
    quoteFailed: { on: { 'onRamp.retry': { target: 'quoting', actions: 'clearError' } } },
  },
} as const
