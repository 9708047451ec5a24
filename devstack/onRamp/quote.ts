// The on-ramp's one piece of arithmetic (issue 36, SPEC §7 on-ramp options and quote, §9's numbers), shared by the
// blockchain API's /v1/onramp routes and the stand-in provider pages, so what the app is quoted is what a page sells
// and what POST /pay mints. What can be bought where: USDC on chain A (the test USDC) and on the local Solana (its
// USDC mint), ETH on chain A, SOL on the local Solana — each only on the networks actually served. Paid in USD by card
// (10.00–7500.00, fee 2 %) or bank transfer (ach_bank_account, 10.00–25000.00, fee 1 %). Prices are fixed and fake,
// the catalogue's own. Everything is exact: amounts are decimal strings and bigints, never floats.
import { ONRAMP_BANK_TRANSFER_LIMITS, ONRAMP_CARD_LIMITS, ONRAMP_DEFAULT_PAYMENT_CURRENCY, ONRAMP_FEE_PERCENT } from '../../src/core/constants'
import { DEV_CHAIN_ID } from '../chain/devAccounts'
import { NATIVE_TOKEN, USDC_ADDRESS, USDC_TOKEN } from '../chain/devTokens'
import { formatUnits, parseUnits } from '../chain/units'
import { DEV_SOLANA_CAIP_ID, DEV_USDC_SPL_TOKEN, SOL_PRICE_USD, SOLANA_USDC_MINT } from '../solana/devKeys'

export type PaymentMethod = 'card' | 'ach_bank_account'
export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'ach_bank_account']
/** The one payment currency, SPEC §9's default. */
export const PAYMENT_CURRENCY = ONRAMP_DEFAULT_PAYMENT_CURRENCY
/** Cents: USD amounts have two decimals. */
const FIAT_DECIMALS = 2
/** SPEC §9: card 10.00 to 7500.00, bank transfer 10.00 to 25000.00 (decimal strings, as the cloud answers them),
 * Latch's own constants: the numbers live once. */
export const PAYMENT_METHOD_LIMITS: Readonly<Record<PaymentMethod, { readonly min: string; readonly max: string }>> = {
  card: ONRAMP_CARD_LIMITS,
  ach_bank_account: ONRAMP_BANK_TRANSFER_LIMITS,
}
/** SPEC §9's fee of 1–2 %, in basis points: the top of the range by card, the bottom by bank transfer. */
export const FEE_BASIS_POINTS: Readonly<Record<PaymentMethod, bigint>> = { card: BigInt(ONRAMP_FEE_PERCENT.max * 100), ach_bank_account: BigInt(ONRAMP_FEE_PERCENT.min * 100) }

export type AssetSymbol = 'USDC' | 'ETH' | 'SOL'
export type OnRampAsset = {
  /** What the options list as the currency's id (USDC's is the one AppKit's defaults carry). */
  readonly id: string
  readonly name: string
  readonly symbol: AssetSymbol
  /** Its decimals on every network that has it (USDC has 6 on chain A and on Solana). */
  readonly decimals: number
  /** USD per whole unit, a decimal string. */
  readonly priceUsd: string
}

export const ON_RAMP_ASSETS: readonly OnRampAsset[] = [
  { id: '2b92315d-eab7-5bef-84fa-089a131333f5', name: USDC_TOKEN.name, symbol: 'USDC', decimals: USDC_TOKEN.decimals, priceUsd: String(USDC_TOKEN.priceUsd) },
  { id: 'd85dce9b-5b73-5c3c-8978-522ce1d1c1b4', name: NATIVE_TOKEN.name, symbol: 'ETH', decimals: NATIVE_TOKEN.decimals, priceUsd: String(NATIVE_TOKEN.priceUsd) },
  { id: '4f039497-3af8-5bb3-951c-6df9afa9be1c', name: 'Solana', symbol: 'SOL', decimals: 9, priceUsd: String(SOL_PRICE_USD) },
]

export type OnRampNetwork = {
  /** CAIP-2. */
  readonly caipNetworkId: string
  readonly namespace: 'eip155' | 'solana'
  /** The options' network name and display name. */
  readonly name: string
  readonly displayName: string
  /** What each asset is on this network: its contract or mint address, '' for the network's own currency. */
  readonly assets: Readonly<Partial<Record<AssetSymbol, string>>>
}

export const CHAIN_A_CAIP_ID = `eip155:${DEV_CHAIN_ID}`

/** Chain A's and the local Solana's on-ramp networks, those of them among `served` (CAIP-2 ids) only. */
export function localOnRampNetworks(served: Iterable<string>): OnRampNetwork[] {
  const ids = new Set(served)
  const networks: OnRampNetwork[] = []
  if (ids.has(CHAIN_A_CAIP_ID)) networks.push({ caipNetworkId: CHAIN_A_CAIP_ID, namespace: 'eip155', name: 'latch-local-chain-a', displayName: 'Local chain', assets: { USDC: USDC_ADDRESS, ETH: '' } })
  if (ids.has(DEV_SOLANA_CAIP_ID)) networks.push({ caipNetworkId: DEV_SOLANA_CAIP_ID, namespace: 'solana', name: 'latch-local-solana', displayName: 'Local Solana', assets: { USDC: SOLANA_USDC_MINT, SOL: '' } })
  return networks
}

// USDC on the local Solana has chain A's decimals: one asset, one set of decimals.
if (DEV_USDC_SPL_TOKEN.decimals !== USDC_TOKEN.decimals) throw new Error('on-ramp: USDC has different decimals on chain A and on the local Solana')

export type OnRampOptions = {
  purchaseCurrencies: { id: string; name: string; symbol: string; networks: { name: string; display_name: string; chain_id: string; contract_address: string }[] }[]
  paymentCurrencies: { id: string; payment_method_limits: { id: string; min: string; max: string }[] }[]
}

/** GET /v1/onramp/options' answer: each asset on the networks that have it (chain_id: the CAIP-2 reference), USD with
 * its limits per payment method. */
export function onRampOptions(networks: readonly OnRampNetwork[]): OnRampOptions {
  return {
    purchaseCurrencies: ON_RAMP_ASSETS.map((asset) => ({
      id: asset.id,
      name: asset.name,
      symbol: asset.symbol,
      networks: networks
        .filter((network) => network.assets[asset.symbol] !== undefined)
        .map((network) => ({ name: network.name, display_name: network.displayName, chain_id: reference(network.caipNetworkId), contract_address: network.assets[asset.symbol] ?? '' })),
    })).filter((currency) => currency.networks.length > 0),
    paymentCurrencies: [{ id: PAYMENT_CURRENCY, payment_method_limits: PAYMENT_METHODS.map((id) => ({ id, ...PAYMENT_METHOD_LIMITS[id] })) }],
  }
}

const reference = (caipNetworkId: string) => caipNetworkId.slice(caipNetworkId.indexOf(':') + 1)

export type QuoteRequest = {
  /** An asset's id or symbol (any case). */
  purchaseCurrency: string
  paymentCurrency: string
  /** In the payment currency, a decimal string with at most two decimals. */
  amount: string
  /** CAIP-2, or the options' network name. */
  network: string
  /** 'card' when absent. */
  paymentMethod?: PaymentMethod
}

export type QuoteAmount = { amount: string; currency: string }
/** POST /v1/onramp/quote's answer, Coinbase's shape as AppKit reads it: paymentTotal = paymentSubtotal + coinbaseFee +
 * networkFee, and purchaseAmount is what paymentSubtotal buys. */
export type OnRampQuote = { purchaseAmount: QuoteAmount; coinbaseFee: QuoteAmount; networkFee: QuoteAmount; paymentSubtotal: QuoteAmount; paymentTotal: QuoteAmount }

export type Quoted =
  | {
      ok: true
      quote: OnRampQuote
      asset: OnRampAsset
      network: OnRampNetwork
      paymentMethod: PaymentMethod
      /** What is bought, in the asset's base units (wei, lamports, USDC's 6 decimals): what a provider mints. */
      units: bigint
      /** The fee, in cents. */
      feeCents: bigint
    }
  | { ok: false; message: string }

const DECIMAL = /^\d{1,15}(?:\.\d+)?$/
/** Prices are parsed to this many decimals (a price with more is a mistake in this file). */
const PRICE_DECIMALS = 18

/** Cents as a decimal string with both decimals ('1960' → '19.60'). */
export function fiatText(cents: bigint): string {
  const digits = cents.toString().padStart(FIAT_DECIMALS + 1, '0')
  return `${digits.slice(0, -FIAT_DECIMALS)}.${digits.slice(-FIAT_DECIMALS)}`
}

export function findAsset(currency: string): OnRampAsset | undefined {
  const wanted = currency.trim()
  return ON_RAMP_ASSETS.find((asset) => asset.id === wanted || asset.symbol === wanted.toUpperCase())
}

export function findNetwork(networks: readonly OnRampNetwork[], network: string): OnRampNetwork | undefined {
  return networks.find((candidate) => candidate.caipNetworkId === network || candidate.name === network)
}

/** The quote for paying `amount`: the fee (rounded half up to the cent), no network fee (the stand-ins pay the gas),
 * and what the rest buys at the asset's price, truncated to its decimals. Or why there is none, in words. */
export function quoteOnRamp(networks: readonly OnRampNetwork[], request: QuoteRequest): Quoted {
  if (request.paymentCurrency.trim().toUpperCase() !== PAYMENT_CURRENCY) return { ok: false, message: `paymentCurrency: ${JSON.stringify(request.paymentCurrency)} is not offered; pay in ${PAYMENT_CURRENCY}` }
  const asset = findAsset(request.purchaseCurrency)
  if (!asset) return { ok: false, message: `purchaseCurrency: unknown currency ${JSON.stringify(request.purchaseCurrency)} (this on-ramp sells ${ON_RAMP_ASSETS.map((known) => known.symbol).join(', ')})` }
  const network = findNetwork(networks, request.network)
  const offeredOn = networks.filter((candidate) => candidate.assets[asset.symbol] !== undefined).map((candidate) => candidate.caipNetworkId)
  if (!network) return { ok: false, message: `network: ${JSON.stringify(request.network)} is not a network this on-ramp serves (${networks.map((known) => known.caipNetworkId).join(', ') || 'none'})` }
  if (network.assets[asset.symbol] === undefined) return { ok: false, message: `network: ${asset.symbol} is not sold on ${network.caipNetworkId} (only on ${offeredOn.join(', ') || 'no network here'})` }
  const paymentMethod = request.paymentMethod ?? 'card'
  const amount = request.amount.trim()
  if (!DECIMAL.test(amount)) return { ok: false, message: `amount: ${JSON.stringify(request.amount)} is not a decimal amount such as '20.00'` }
  if ((amount.split('.')[1] ?? '').length > FIAT_DECIMALS) return { ok: false, message: `amount: ${amount} has more than ${FIAT_DECIMALS} decimals; ${PAYMENT_CURRENCY} is paid in cents` }
  const cents = parseUnits(amount, FIAT_DECIMALS)
  const limits = PAYMENT_METHOD_LIMITS[paymentMethod]
  const [min, max] = [parseUnits(limits.min, FIAT_DECIMALS), parseUnits(limits.max, FIAT_DECIMALS)]
  if (cents < min || cents > max) {
    return { ok: false, message: `amount: ${fiatText(cents)} ${PAYMENT_CURRENCY} is outside the ${paymentMethod} limits of ${limits.min} to ${limits.max} ${PAYMENT_CURRENCY}` }
  }
  const feeCents = (cents * FEE_BASIS_POINTS[paymentMethod] + 5_000n) / 10_000n
  const networkFeeCents = 0n
  const subtotalCents = cents - feeCents - networkFeeCents
  // subtotal / price in base units: (cents / 10^2) / (price / 10^18) × 10^decimals, one integer division at the end.
  const price = parseUnits(asset.priceUsd, PRICE_DECIMALS)
  const units = (subtotalCents * 10n ** BigInt(PRICE_DECIMALS + asset.decimals)) / (price * 10n ** BigInt(FIAT_DECIMALS))
  const fiat = (value: bigint): QuoteAmount => ({ amount: fiatText(value), currency: PAYMENT_CURRENCY })
  return {
    ok: true,
    quote: {
      purchaseAmount: { amount: formatUnits(units, asset.decimals), currency: asset.symbol },
      coinbaseFee: fiat(feeCents),
      networkFee: fiat(networkFeeCents),
      paymentSubtotal: fiat(subtotalCents),
      paymentTotal: fiat(cents),
    },
    asset,
    network,
    paymentMethod,
    units,
    feeCents,
  }
}
