// Recent wallets (R-CONST-3): the modal shows them first and storage keeps them, by this one rule.
import { RECENT_WALLETS_KEPT } from './constants'
import type { WalletCard } from './walletCard'

/** R-CONST-3: newest first, one entry per wallet id, at most RECENT_WALLETS_KEPT. */
export function keepRecentWallets(wallets: readonly WalletCard[]): WalletCard[] {
  const seen = new Set<string>()
  const kept: WalletCard[] = []
  for (const wallet of wallets) {
    if (seen.has(wallet.id)) continue
    seen.add(wallet.id)
    kept.push(wallet)
    if (kept.length === RECENT_WALLETS_KEPT) break
  }
  return kept
}
