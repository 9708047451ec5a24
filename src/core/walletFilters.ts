// SPEC §5 wallet list rules, as one pure function over catalogue cards (the server filters what it can; these
// rules also hold for wallets that arrive another way: recent, announced, or a cached page).
import { COINBASE_WALLET_ID, PHANTOM_WALLET_ID, SOLFLARE_WALLET_ID } from './constants'
import type { WalletCard } from './walletCard'

export type WalletFilterContext = {
  /** The person is on a phone or tablet. */
  mobile: boolean
  /** The namespace the modal serves (Solana keeps its own mobile exceptions). */
  namespace?: string
  /** Connections go through WalletConnect's universal provider. */
  universalProvider?: boolean
  /** CAIP network ids the app requested; empty means every chain. */
  chains?: readonly string[]
  include?: readonly string[]
  exclude?: readonly string[]
}

const hasAnyLink = (wallet: WalletCard) => Boolean(wallet.links.mobile || wallet.links.desktop || wallet.links.webapp)

// R-VAL-7: on mobile, a wallet needs a mobile link, except Coinbase, and on Solana Solflare and Phantom.
function keptOnMobile(wallet: WalletCard, namespace: string | undefined): boolean {
  if (wallet.links.mobile) return true
  if (wallet.id === COINBASE_WALLET_ID) return true
  return namespace === 'solana' && (wallet.id === SOLFLARE_WALLET_ID || wallet.id === PHANTOM_WALLET_ID)
}

export function filterWallets(wallets: readonly WalletCard[], context: WalletFilterContext): WalletCard[] {
  const chains = context.chains ?? []
  const include = context.include ?? []
  const exclude = new Set(context.exclude ?? [])
  return wallets.filter(
    (wallet) =>
      (!context.mobile || keptOnMobile(wallet, context.namespace)) &&
      // R-VAL-8: the universal provider can only reach a wallet through one of its links.
      (!context.universalProvider || hasAnyLink(wallet)) &&
      // R-VAL-9: only wallets supporting a requested chain.
      (chains.length === 0 || wallet.chains.some((chain) => chains.includes(chain))) &&
      (include.length === 0 || include.includes(wallet.id)) &&
      !exclude.has(wallet.id),
  )
}
