// Issue 36: the page a provider sells on, opened in a popup for one purchase: Coinbase's with its query (the app's
// project as appId, the wallet and its network, the asset, the amount and currency, how the person pays, and where
// to come back), Meld's with R-RAMP-1's four and the amount. A `services.onRampUrl` (the devstack) serves both.
import { meldUrl } from '../../core/meldUrl'
import type { OnRampProviderName } from '../../core/onRampProviders'
import type { ChainNamespace } from '../../core/caip'

export type ProviderPurchase = {
  provider: OnRampProviderName
  namespace: ChainNamespace
  /** CAIP-2 id of the account's network. */
  network: string
  walletAddress: string
  projectId: string
  /** The symbol bought (USDC, SOL…). */
  asset: string
  paymentAmount: string
  paymentCurrency: string
  paymentMethod: string
  /** The app's page: the provider comes back (and says so) to its origin. */
  returnUrl: string
}

/** The providers' own pages (an app's `services.onRampUrl` points both elsewhere, as the devstack's stand-ins do), and
 * the integrator key Meld's page is opened with (R-RAMP-1's publicKey). Here, not in core/constants.ts: they are no
 * SPEC §9 numbers, and only a purchase needs them (that module ships with the first click). */
export const ONRAMP_PROVIDER_URLS = { coinbase: 'https://pay.coinbase.com/buy/select-asset', meld: 'https://meldcrypto.com' } as const
export const MELD_PUBLIC_KEY = 'latch-on-ramp'

const COINBASE_METHODS: Record<string, string> = { card: 'CARD', ach_bank_account: 'ACH_BANK_ACCOUNT' }

export function providerUrl(purchase: ProviderPurchase, onRampUrl: string | undefined): string {
  const base = onRampUrl ? `${onRampUrl.replace(/\/$/, '')}/${purchase.provider}` : ONRAMP_PROVIDER_URLS[purchase.provider]
  if (purchase.provider === 'meld') {
    const url = new URL(meldUrl(base, { publicKey: MELD_PUBLIC_KEY, namespace: purchase.namespace, walletAddress: purchase.walletAddress, projectId: purchase.projectId }))
    url.searchParams.set('sourceAmount', purchase.paymentAmount)
    url.searchParams.set('sourceCurrencyCode', purchase.paymentCurrency)
    url.searchParams.set('redirectUrl', purchase.returnUrl)
    return url.toString()
  }
  const url = new URL(base)
  url.searchParams.set('appId', purchase.projectId)
  url.searchParams.set('addresses', JSON.stringify({ [purchase.walletAddress]: [purchase.network] }))
  url.searchParams.set('assets', JSON.stringify([purchase.asset]))
  url.searchParams.set('presetFiatAmount', purchase.paymentAmount)
  url.searchParams.set('fiatCurrency', purchase.paymentCurrency)
  url.searchParams.set('defaultPaymentMethod', COINBASE_METHODS[purchase.paymentMethod] ?? 'CARD')
  url.searchParams.set('defaultNetwork', purchase.network)
  url.searchParams.set('redirectUrl', purchase.returnUrl)
  return url.toString()
}
