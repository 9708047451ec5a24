// On-ramp (SPEC §3 on-ramp state, §4 on-ramp, §9; R-RAMP-1, R-RAMP-2, R-API-10): a person buys crypto with fiat through
// a provider, for the connected account. The options (what can be bought, with what) are loaded for the account; the
// amount typed is judged against the chosen payment method's limits at once, and quoted once typing pauses; choosing
// an offered provider opens its window (inside the click) and, once the person is back, the account's balance of
// what was bought is read every few seconds until it grows, for at most two minutes. The actors are the glue's: no
// HTTP, window or chain here.
import { assertEvent, assign, fromCallback, fromPromise, setup, type EventObject } from 'xstate'
import { caipAddressParts, type ChainNamespace } from '../../core/caip'
import { ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_DEFAULT_PURCHASE_CURRENCY } from '../../core/constants'
import { shownError } from '../../core/errors'
import { defaultOnRampProviders, keepOnRampProviders, type OnRampProviderName } from '../../core/onRampProviders'
import { offeredProvider, quoteRegion } from './onRamp.quote'
import { paymentProblemOf, purchaseCurrencyOf } from './onRamp.selectors'
import type { BalanceResult, OnRampAccount, OnRampContext, OnRampEvent, OnRampOptions, OptionsResult, PaymentProblem, Purchase, QuoteResult } from './onRamp.types'

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the on-ramp flow`))
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
const outputOf = <T>(event: unknown) => (event as { output?: T }).output

/** How long typing pauses before a quote is asked for (not a SPEC §9 number: a feel, like the name check's). */
export const ONRAMP_QUOTE_DEBOUNCE_MS = 500
/** Between two reads of the bought token's balance while the purchase is awaited. */
export const ONRAMP_BALANCE_POLL_MS = 3_000
/** Issue 36: the purchase is awaited "at most two minutes"; then the view says it is still pending. */
export const ONRAMP_PURCHASE_WAIT_MS = 120_000

const NAMESPACES: readonly string[] = ['eip155', 'solana', 'polkadot', 'bip122'] satisfies ChainNamespace[]

/** The buying account from a CAIP-10 id, or null when it cannot be read (R-VAL-3) or its namespace is unknown. */
export function onRampAccountOf(caipAddress: string): OnRampAccount | null {
  const parts = caipAddressParts(caipAddress)
  if (!parts || !NAMESPACES.includes(parts.namespace)) return null
  return { caipAddress, namespace: parts.namespace as ChainNamespace, chainId: parts.chainId, address: parts.address }
}

/** What a provider's window sells, whose balance shows the purchase arriving. R-RAMP-1: meld is opened with
 * destinationCurrencyCode SOL on Solana, else USDC, whatever was chosen; coinbase sells the chosen currency. */
export function boughtSymbol(provider: OnRampProviderName, namespace: ChainNamespace, purchaseSymbol: string): string {
  if (provider === 'meld') return namespace === 'solana' ? 'SOL' : 'USDC'
  return purchaseSymbol
}

/** SPEC §9: USDC is bought and USD paid by default, else the first offered; the payment currency's first method.
 * Null when nothing can be bought or paid with. */
function defaultsOf(options: OnRampOptions) {
  const purchase = options.purchaseCurrencies.find((currency) => currency.symbol === ONRAMP_DEFAULT_PURCHASE_CURRENCY) ?? options.purchaseCurrencies[0]
  const payment = options.paymentCurrencies.find((currency) => currency.id === ONRAMP_DEFAULT_PAYMENT_CURRENCY) ?? options.paymentCurrencies[0]
  const method = payment?.payment_method_limits[0]
  return purchase && payment && method ? { purchaseCurrency: purchase.id, paymentCurrency: payment.id, paymentMethod: method.id } : null
}
const optionsOf = (event: unknown) => {
  const result = outputOf<OptionsResult>(event)
  return result?.ok ? result.options : null
}
const failureOf = (event: unknown) => {
  const result = outputOf<{ ok: boolean; error?: OnRampContext['error'] }>(event)
  return result && !result.ok && result.error ? result.error : UNEXPECTED
}
const isUnits = (text: string | undefined): text is string => typeof text === 'string' && /^\d+$/.test(text)

const NOTHING_BOUGHT = { purchase: null, bought: null, balanceBefore: null, balanceNow: null, balanceDecimals: null, closedByPerson: false }
/** Everything but the providers (R-RAMP-2: they are the app's setting, not the person's purchase). */
const AFRESH = {
  selectedProvider: null,
  account: null,
  purchaseCurrencies: [],
  paymentCurrencies: [],
  purchaseCurrency: null,
  paymentCurrency: null,
  paymentMethod: null,
  paymentAmount: '',
  quote: null,
  ...NOTHING_BOUGHT,
  error: null,
} satisfies Omit<OnRampContext, 'providers'>


export const onRampMachine = setup({
  types: {
    context: {} as OnRampContext,
    events: {} as OnRampEvent,
    tags: {} as 'loading' | 'accountBound',
    children: {} as { loadOptions: 'loadOptions'; fetchQuote: 'fetchQuote'; watchProvider: 'watchProvider'; readBalance: 'readBalance' },
  },
  actors: {
    // R-API-10: the on-ramp options (purchase and payment currencies) for the account.
    loadOptions: fromPromise<OptionsResult, OnRampAccount>(provided('loadOptions')),
    // R-API-10: the quote for the amount, with the account's balances of what can be bought.
    fetchQuote: fromPromise<QuoteResult, { account: OnRampAccount; purchaseCurrency: string; paymentCurrency: string; paymentMethod: string; paymentAmount: string }>(
      provided('fetchQuote'),
    ),
    // Opens the provider's window when it starts (synchronously, inside the click that chose it: a browser blocks a
    // popup opened later) and reports onRamp.popupBlocked, onRamp.popupClosed or onRamp.purchased.
    watchProvider: fromCallback<EventObject, Purchase>(() => () => {}),
    readBalance: fromPromise<BalanceResult, { account: OnRampAccount; symbol: string }>(provided('readBalance')),
  },
  delays: { quoteDebounce: ONRAMP_QUOTE_DEBOUNCE_MS, balancePoll: ONRAMP_BALANCE_POLL_MS, purchaseWait: ONRAMP_PURCHASE_WAIT_MS },
  guards: {
    isUsableAccount: ({ event }) => event.type === 'onRamp.start' && onRampAccountOf(event.caipAddress) !== null,
    hasOptions: ({ event }) => {
      const options = optionsOf(event)
      return options !== null && defaultsOf(options) !== null
    },
    succeeded: ({ event }) => outputOf<{ ok: boolean }>(event)?.ok === true,
    hasPaymentProblem: ({ context }, params: { problem: PaymentProblem }) => paymentProblemOf(context) === params.problem,
    isOfferedPurchaseCurrency: ({ context, event }) => event.type === 'onRamp.purchaseCurrency' && context.purchaseCurrencies.some((currency) => currency.id === event.id),
    isOfferedPaymentCurrency: ({ context, event }) =>
      event.type === 'onRamp.paymentCurrency' && context.paymentCurrencies.some((currency) => currency.id === event.id && currency.payment_method_limits.length > 0),
    isOfferedPaymentMethod: ({ context, event }) =>
      event.type === 'onRamp.paymentMethod' &&
      context.paymentCurrencies.some((currency) => currency.id === context.paymentCurrency && currency.payment_method_limits.some((limit) => limit.id === event.id)),
    isOfferedProvider: ({ context, event }) => event.type === 'onRamp.choose' && context.providers.includes(event.provider),
    // Compared as integers of base units, never as floats.
    hasArrived: ({ context, event }) => {
      const result = outputOf<BalanceResult>(event)
      const before = isUnits(context.balanceBefore ?? undefined) ? BigInt(context.balanceBefore as string) : 0n
      return result?.ok === true && isUnits(result.units) && BigInt(result.units) > before
    },
  },
  actions: {
    // R-RAMP-2: keep only the named providers (none when none is known); null restores coinbase and meld. A chosen
    // provider no longer offered is unchosen.
    setProviders: assign(({ context, event }) => {
      assertEvent(event, 'onRamp.providers')
      const providers = event.names === null ? defaultOnRampProviders() : keepOnRampProviders(event.names)
      const kept = context.selectedProvider !== null && providers.includes(context.selectedProvider)
      return { providers, selectedProvider: kept ? context.selectedProvider : null }
    }),
    startFor: assign(({ event }) => {
      assertEvent(event, 'onRamp.start')
      return { ...AFRESH, account: onRampAccountOf(event.caipAddress) }
    }),
    clear: assign(AFRESH),
    // Read behind hasOptions, which proved the options and their defaults.
    setOptions: assign(({ event }) => {
      const options = optionsOf(event) as OnRampOptions
      return { ...options, ...defaultsOf(options), error: null }
    }),
    setError: assign(({ event }) => ({ error: failureOf(event) })),
    clearError: assign({ error: null }),
    setAmount: assign(({ event }) => {
      assertEvent(event, 'onRamp.amount')
      return { paymentAmount: event.value }
    }),
    setPurchaseCurrency: assign(({ event }) => {
      assertEvent(event, 'onRamp.purchaseCurrency')
      return { purchaseCurrency: event.id }
    }),
    // The method stays when the new currency offers it, else the currency's first (proved there by the guard).
    setPaymentCurrency: assign(({ context, event }) => {
      assertEvent(event, 'onRamp.paymentCurrency')
      const limits = context.paymentCurrencies.find((currency) => currency.id === event.id)?.payment_method_limits ?? []
      const method = limits.find((limit) => limit.id === context.paymentMethod) ?? limits[0]
      return { paymentCurrency: event.id, paymentMethod: method?.id ?? null }
    }),
    setPaymentMethod: assign(({ event }) => {
      assertEvent(event, 'onRamp.paymentMethod')
      return { paymentMethod: event.id }
    }),
    // A quote belongs to the amount and currencies it was asked for.
    forgetQuote: assign({ quote: null, error: null }),
    setQuote: assign(({ event }) => ({ quote: (outputOf<QuoteResult>(event) as Extract<QuoteResult, { ok: true }>).quote, error: null })),
    // Chosen only in quoted (or again, with the same quote, from a blocked or closed window): the balance before is
    // the quote's, of what the provider's window sells ('0' when the account holds none).
    choose: assign(({ context, event }) => {
      assertEvent(event, 'onRamp.choose')
      const account = context.account as OnRampAccount
      const bought = boughtSymbol(event.provider, account.namespace, purchaseCurrencyOf(context)?.symbol ?? '')
      const purchase: Purchase = {
        provider: event.provider,
        account,
        purchaseCurrency: context.purchaseCurrency as string,
        paymentCurrency: context.paymentCurrency as string,
        paymentMethod: context.paymentMethod as string,
        paymentAmount: context.paymentAmount.trim(),
      }
      return { selectedProvider: event.provider, purchase, bought, balanceBefore: context.quote?.balances[bought] ?? '0', balanceNow: null, balanceDecimals: null, closedByPerson: false }
    }),
    rememberClosed: assign({ closedByPerson: true }),
    rememberReported: assign({ closedByPerson: false }),
    setBalanceNow: assign(({ event }) => {
      const read = outputOf<BalanceResult>(event) as Extract<BalanceResult, { ok: true }>
      return { balanceNow: read.units, balanceDecimals: read.decimals ?? null }
    }),
    forgetPurchase: assign(NOTHING_BOUGHT),
  },
}).createMachine({
  id: 'onRamp',
  context: { providers: defaultOnRampProviders(), ...AFRESH },
  initial: 'idle',
  on: {
    // R-RAMP-2: the app may narrow the providers at any time, before the view ever opens too.
    'onRamp.providers': { actions: 'setProviders' },
    // The view opened for an account: afresh, whatever was going on (another account's options, quote or purchase).
    'onRamp.start': [
      { guard: 'isUsableAccount', target: '.loadingOptions', actions: 'startFor' },
      { target: '.idle', actions: 'clear' },
    ],
    // The view left: nothing typed or bought is kept; the providers are the app's and stay.
    'onRamp.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    // R-API-10: the purchase and payment currencies offered for the account.
    loadingOptions: {
      invoke: {
        id: 'loadOptions',
        src: 'loadOptions',
        input: ({ context }) => context.account as OnRampAccount,
        onDone: [
          { guard: 'hasOptions', target: 'ready', actions: 'setOptions' },
          // Nothing to buy or nothing to pay with is no silent empty list: the failure is shown, with a retry.
          { target: 'optionsFailed', actions: 'setError' },
        ],
        onError: { target: 'optionsFailed', actions: 'setError' },
      },
    },
    optionsFailed: { on: { 'onRamp.retry': { target: 'loadingOptions', actions: 'clearError' } } },
    // The amount and the choices, judged at once and quoted after a pause. Every change judges again, so a quote is
    // only ever shown for what is on screen.
    ready: quoteRegion,
    // The provider's window is open (R-RAMP-1: meld's URL carries what it needs); its watcher says how it went. From
    // here the purchase is the account's it was made for ('accountBound': the Buy view does not start again for
    // another account shown, system/featureFollow.ts).
    buying: {
      tags: ['accountBound'],
      invoke: {
        id: 'watchProvider',
        src: 'watchProvider',
        input: ({ context }) => context.purchase as Purchase,
        // A watcher that fails could not open the window: the person can try again or go back.
        onError: 'popupBlocked',
      },
      on: {
        'onRamp.popupBlocked': 'popupBlocked',
        'onRamp.purchased': { target: 'awaitingFunds', actions: 'rememberReported' },
        // The person came back without a word from the provider: Latch looks all the same, and the view offers to
        // open the window again.
        'onRamp.popupClosed': { target: 'awaitingFunds', actions: 'rememberClosed' },
      },
    },
    // The browser blocked the window: another choice (inside a click again) or back to the amount.
    popupBlocked: { on: { 'onRamp.choose': offeredProvider, 'onRamp.edit': { target: 'ready', actions: 'forgetPurchase' } } },
    // The bought token's balance is read until it grows past the balance before, for at most two minutes.
    awaitingFunds: {
      tags: ['accountBound'],
      initial: 'checking',
      after: { purchaseWait: 'stillPending' },
      // The window closed by the person opens again (the two minutes start again with it).
      on: { 'onRamp.choose': offeredProvider },
      states: {
        checking: {
          invoke: {
            id: 'readBalance',
            src: 'readBalance',
            input: ({ context }) => ({ account: context.account as OnRampAccount, symbol: context.bought as string }),
            onDone: [{ guard: 'hasArrived', target: '#onRamp.purchased', actions: 'setBalanceNow' }, { target: 'resting' }],
            // A failed read is one of many: the next one may work.
            onError: 'resting',
          },
        },
        resting: { after: { balancePoll: 'checking' } },
      },
    },
    purchased: { tags: ['accountBound'], on: { 'onRamp.edit': { target: 'ready', actions: 'forgetPurchase' } } },
    // Two minutes without the funds: still pending, not failed (providers settle later); look again or buy again.
    stillPending: { tags: ['accountBound'], on: { 'onRamp.retry': 'awaitingFunds', 'onRamp.edit': { target: 'ready', actions: 'forgetPurchase' } } },
  },
})
