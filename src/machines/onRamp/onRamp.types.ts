import type { ChainNamespace } from '../../core/caip'
import type { OnRampProviderName } from '../../core/onRampProviders'
import type { ShownError } from '../../core/walletCard'

/** The account that buys: its CAIP-10 id, namespace, chain reference and address. */
export type OnRampAccount = { caipAddress: string; namespace: ChainNamespace; chainId: string; address: string }

/** SPEC §3 currency: id, name, symbol, networks and payment-method limits (a purchase currency has networks, a
 * payment currency limits). */
export type CurrencyNetwork = { name: string; display_name: string; chain_id: string; contract_address: string }
export type PaymentMethodLimit = { id: string; min: string; max: string }
export type PurchaseCurrency = { id: string; name: string; symbol: string; networks: CurrencyNetwork[] }
export type PaymentCurrency = { id: string; payment_method_limits: PaymentMethodLimit[] }
export type OnRampOptions = { purchaseCurrencies: PurchaseCurrency[]; paymentCurrencies: PaymentCurrency[] }

/** The quote for paying `paymentAmount`: what is bought, the provider's fee (in the payment currency), and the
 * account's balances of what can be bought (base units by symbol), read with it so a purchase can be seen arriving. */
export type Quote = { purchaseAmount: string; fee: string; balances: Readonly<Record<string, string>>; decimals?: Readonly<Record<string, number>> }

export type OptionsResult = { ok: true; options: OnRampOptions } | { ok: false; error: ShownError }
export type QuoteResult = { ok: true; quote: Quote } | { ok: false; error: ShownError }
/** The balance now, in base units, of what was bought. */
export type BalanceResult = { ok: true; units: string; decimals?: number } | { ok: false; error: ShownError }

/** What the provider's window is asked to sell: the popup's URL is built from it. */
export type Purchase = {
  provider: OnRampProviderName
  account: OnRampAccount
  purchaseCurrency: string
  paymentCurrency: string
  paymentMethod: string
  paymentAmount: string
}

/** Why a typed payment amount cannot be quoted. */
export type PaymentProblem = 'empty' | 'notANumber' | 'belowMin' | 'aboveMax'

export type OnRampContext = {
  /** R-RAMP-2: the providers offered. */
  providers: OnRampProviderName[]
  selectedProvider: OnRampProviderName | null
  account: OnRampAccount | null
  purchaseCurrencies: PurchaseCurrency[]
  paymentCurrencies: PaymentCurrency[]
  /** Chosen ids. */
  purchaseCurrency: string | null
  paymentCurrency: string | null
  paymentMethod: string | null
  /** As typed (a decimal string with a point). */
  paymentAmount: string
  quote: Quote | null
  /** What the provider's window was last asked to sell (the watcher's input). */
  purchase: Purchase | null
  /** The symbol of what that window sells, whose balance is watched (R-RAMP-1: meld on Solana sells SOL). */
  bought: string | null
  /** The bought token's balance when the provider was chosen, and now (base units). */
  balanceBefore: string | null
  balanceNow: string | null
  /** The bought token's decimals, as the balance read says them (to show the new balance). */
  balanceDecimals: number | null
  /** The person closed the provider's window (the view says so and offers to open it again). */
  closedByPerson: boolean
  error: ShownError | null
}

export type OnRampEvent =
  /** R-RAMP-2: keep only the named providers (none when none is known); null restores the defaults. */
  | { type: 'onRamp.providers'; names: readonly string[] | null }
  /** The on-ramp view opened for this account (CAIP-10). */
  | { type: 'onRamp.start'; caipAddress: string }
  /** The view left: requests stop, nothing typed is kept (a provider's window already open stays open). */
  | { type: 'onRamp.reset' }
  | { type: 'onRamp.purchaseCurrency'; id: string }
  | { type: 'onRamp.paymentCurrency'; id: string }
  | { type: 'onRamp.paymentMethod'; id: string }
  | { type: 'onRamp.amount'; value: string }
  /** A provider chosen (inside the click: its window opens then). */
  | { type: 'onRamp.choose'; provider: OnRampProviderName }
  | { type: 'onRamp.retry' }
  /** The provider's window, as its watcher reports it. */
  | { type: 'onRamp.popupBlocked' }
  | { type: 'onRamp.popupClosed' }
  | { type: 'onRamp.purchased' }
  /** Back to the amount from a result or a failure. */
  | { type: 'onRamp.edit' }
