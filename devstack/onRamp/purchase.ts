// What a stand-in provider page was asked to sell, read from its URL the way each provider reads its own (issue 36),
// and quoted with the on-ramp's one arithmetic (quote.ts):
//   coinbase: appId, addresses (JSON { "<address>": ["<CAIP-2 network id>"] }), assets (JSON ["USDC"]),
//             presetFiatAmount, fiatCurrency, defaultPaymentMethod ('CARD' | 'ACH_BANK_ACCOUNT'), defaultNetwork
//             (CAIP-2), redirectUrl (its origin hears of the purchase)
//   meld:     publicKey, destinationCurrencyCode (USDC | SOL), walletAddress (0x… → chain A, base58 → the local
//             Solana), externalCustomerId, sourceAmount, sourceCurrencyCode, paymentMethodType?, redirectUrl?
// Whatever is missing or wrong becomes a `problem`, in words, for the page to show: a page never fails to render.
import { isAddress as isSolanaAddress } from '@solana/kit'
import { isAddress as isEvmAddress } from 'viem'
import { z } from 'zod/mini'
import { DEV_SOLANA_CAIP_ID } from '../solana/devKeys'
import { CHAIN_A_CAIP_ID, findNetwork, PAYMENT_CURRENCY, PAYMENT_METHODS, quoteOnRamp, type OnRampNetwork, type PaymentMethod, type Quoted } from './quote'

export type ProviderName = 'coinbase' | 'meld'
export const PROVIDERS: readonly ProviderName[] = ['coinbase', 'meld']

/** What POST /pay is sent: everything the server needs to quote again and pay (it trusts no amount it is told). */
export type Purchase = {
  provider: ProviderName
  /** An asset's symbol or id. */
  purchaseCurrency: string
  paymentCurrency: string
  /** CAIP-2. */
  network: string
  /** Where the purchase goes. */
  address: string
  /** In the payment currency, a decimal string. */
  amount: string
  paymentMethod: PaymentMethod
}

export type PageModel = {
  provider: ProviderName
  /** Every parameter received, in order (a repeated one each time). */
  params: [name: string, value: string][]
  /** The parameter carrying the amount ('presetFiatAmount', 'sourceAmount'): asked for when it is missing. */
  amountParam: string
  purchase: Purchase | null
  quoted: Extract<Quoted, { ok: true }> | null
  problem: string | null
  /** Coinbase only: redirectUrl's origin, the one the opener is told of the purchase at; null when none is valid. */
  notifyOrigin: string | null
}

const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Whether `address` is an address on `network`'s namespace (an EVM one in one case, or with its checksum right). */
export function isAddressOn(network: OnRampNetwork, address: string): boolean {
  return network.namespace === 'eip155' ? isEvmAddress(address, { strict: true }) : isSolanaAddress(address)
}

/** An http(s) URL's origin, else null (never '*': a page only tells the origin it was sent back to). */
export function httpOrigin(url: string | undefined): string | null {
  if (!url) return null
  try {
    const parsed = new URL(url)
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null
  } catch {
    return null
  }
}

const addressesSchema = z.record(z.string().check(z.minLength(1)), z.array(z.string()))
const assetsSchema = z.array(z.string()).check(z.minLength(1))

function parseJson<S extends z.ZodMiniType>(schema: S, raw: string): z.output<S> | undefined {
  try {
    const parsed = z.safeParse(schema, JSON.parse(raw))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

type Draft = { purchase: Omit<Purchase, 'amount'> & { amount: string | undefined }; problem?: undefined } | { problem: string; purchase?: undefined }

function coinbaseDraft(query: URLSearchParams, networks: readonly OnRampNetwork[]): Draft {
  const method = query.get('defaultPaymentMethod')
  const paymentMethod: PaymentMethod | undefined = method === null || method === 'CARD' ? 'card' : method === 'ACH_BANK_ACCOUNT' ? 'ach_bank_account' : undefined
  if (!paymentMethod) return { problem: `defaultPaymentMethod: ${JSON.stringify(method)} is neither CARD nor ACH_BANK_ACCOUNT` }
  const rawAssets = query.get('assets')
  const assets = rawAssets === null ? ['USDC'] : parseJson(assetsSchema, rawAssets)
  if (!assets) return { problem: 'assets: not a JSON list of currencies such as ["USDC"]' }
  const rawAddresses = query.get('addresses')
  if (rawAddresses === null) return { problem: 'addresses: missing (a JSON object such as {"0x…": ["eip155:31337"]})' }
  const addresses = parseJson(addressesSchema, rawAddresses)
  if (!addresses || Object.keys(addresses).length === 0) return { problem: 'addresses: not a JSON object of addresses to their networks, such as {"0x…": ["eip155:31337"]}' }
  const entries = Object.entries(addresses)
  const network = query.get('defaultNetwork') ?? entries.find(([, ids]) => ids.length > 0)?.[1][0]
  if (!network) return { problem: 'addresses: no network given for any address' }
  // A network is named by its CAIP-2 id or its options name: either names it, in defaultNetwork and in addresses.
  const target = findNetwork(networks, network)?.caipNetworkId ?? network
  const address = entries.find(([, ids]) => ids.some((id) => (findNetwork(networks, id)?.caipNetworkId ?? id) === target))?.[0]
  if (!address) return { problem: `addresses: no address is given for ${network}` }
  return {
    purchase: {
      provider: 'coinbase',
      purchaseCurrency: assets[0] ?? 'USDC',
      paymentCurrency: query.get('fiatCurrency') ?? PAYMENT_CURRENCY,
      network: target,
      address,
      amount: query.get('presetFiatAmount') ?? undefined,
      paymentMethod,
    },
  }
}

const MELD_METHODS: Readonly<Record<string, PaymentMethod>> = {
  CARD: 'card',
  CREDIT_DEBIT_CARD: 'card',
  APPLE_PAY: 'card',
  GOOGLE_PAY: 'card',
  ACH: 'ach_bank_account',
  ACH_BANK_ACCOUNT: 'ach_bank_account',
  BANK_TRANSFER: 'ach_bank_account',
}

function meldDraft(query: URLSearchParams): Draft {
  const method = query.get('paymentMethodType')
  const paymentMethod = method === null ? 'card' : MELD_METHODS[method.toUpperCase()]
  if (!paymentMethod) return { problem: `paymentMethodType: ${JSON.stringify(method)} is not one of ${Object.keys(MELD_METHODS).join(', ')}` }
  const address = query.get('walletAddress')
  if (!address) return { problem: 'walletAddress: missing' }
  const network = EVM_ADDRESS.test(address) ? CHAIN_A_CAIP_ID : isSolanaAddress(address) ? DEV_SOLANA_CAIP_ID : undefined
  if (!network) return { problem: `walletAddress: ${JSON.stringify(address)} is neither an EVM address (0x…) nor a Solana one (base58)` }
  return {
    purchase: {
      provider: 'meld',
      purchaseCurrency: query.get('destinationCurrencyCode') ?? 'USDC',
      paymentCurrency: query.get('sourceCurrencyCode') ?? PAYMENT_CURRENCY,
      network,
      address,
      amount: query.get('sourceAmount') ?? undefined,
      paymentMethod,
    },
  }
}

/** The page's model: the parameters, and the purchase and its quote or the problem that stops it. */
export function readPage(provider: ProviderName, query: URLSearchParams, networks: readonly OnRampNetwork[]): PageModel {
  const amountParam = provider === 'coinbase' ? 'presetFiatAmount' : 'sourceAmount'
  const base = { provider, params: [...query.entries()], amountParam, notifyOrigin: provider === 'coinbase' ? httpOrigin(query.get('redirectUrl') ?? undefined) : null }
  const draft = provider === 'coinbase' ? coinbaseDraft(query, networks) : meldDraft(query)
  if (!draft.purchase) return { ...base, purchase: null, quoted: null, problem: draft.problem }
  const { amount } = draft.purchase
  if (amount === undefined) return { ...base, purchase: null, quoted: null, problem: `${amountParam}: no amount given; enter one` }
  const purchase: Purchase = { ...draft.purchase, amount }
  const checked = checkPurchase(purchase, networks)
  if (!checked.ok) return { ...base, purchase: null, quoted: null, problem: checked.message }
  return { ...base, purchase, quoted: checked, problem: null }
}

/** The purchase quoted, its address checked against its network: what the page shows and what /pay mints. */
export function checkPurchase(purchase: Purchase, networks: readonly OnRampNetwork[]): Quoted {
  const quoted = quoteOnRamp(networks, purchase)
  if (!quoted.ok) return quoted
  if (!isAddressOn(quoted.network, purchase.address)) return { ok: false, message: `address: ${JSON.stringify(purchase.address)} is not an address on ${quoted.network.caipNetworkId}` }
  return quoted
}

export const purchaseSchema = z.object({
  provider: z.enum(PROVIDERS as ['coinbase', 'meld']),
  purchaseCurrency: z.string().check(z.minLength(1), z.maxLength(100)),
  paymentCurrency: z.string().check(z.minLength(1), z.maxLength(10)),
  network: z.string().check(z.minLength(1), z.maxLength(100)),
  address: z.string().check(z.minLength(1), z.maxLength(100)),
  amount: z.string().check(z.minLength(1), z.maxLength(40)),
  paymentMethod: z.enum(PAYMENT_METHODS as ['card', 'ach_bank_account']),
})
