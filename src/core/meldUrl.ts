// R-RAMP-1: choosing meld opens its page with what it needs to fill in the purchase; the page's own query (a
// provider's settings, a campaign) is kept as it was, the four are appended after it.
import type { ChainNamespace } from './caip'

export type MeldPurchase = { publicKey: string; namespace: ChainNamespace; walletAddress: string; projectId: string }

/** The meld URL for a purchase to `walletAddress`: SOL on Solana, else USDC (SPEC §4). */
export function meldUrl(base: string, purchase: MeldPurchase): string {
  const url = new URL(base)
  url.searchParams.append('publicKey', purchase.publicKey)
  url.searchParams.append('destinationCurrencyCode', purchase.namespace === 'solana' ? 'SOL' : 'USDC')
  url.searchParams.append('walletAddress', purchase.walletAddress)
  url.searchParams.append('externalCustomerId', purchase.projectId)
  return url.toString()
}
