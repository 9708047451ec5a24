// What the Connect view lists, in order (SPEC §2, R-CONST-3): recent wallets first, then the installed ones,
// then featured and recommended. A wallet shows once: a recent wallet that is installed connects directly
// from the recent list; an installed wallet the catalogue knows (same rdns; for a Wallet Standard wallet, which has
// no rdns, the same name: Phantom, Solflare, Backpack) is not listed again (R-ENT-2).
import type { WalletCard } from '../core/walletCard'
import type { ConnectCatalogue, InstalledWallet } from '../machines/modal/modal.types'

/** A recent wallet, with the account last connected with it when known. */
export type RecentEntry = ({ kind: 'installed'; wallet: InstalledWallet } | { kind: 'catalogue'; wallet: WalletCard }) & { address?: string | undefined }

export type ConnectLists = {
  recent: RecentEntry[]
  installed: InstalledWallet[]
  featured: WalletCard[]
  recommended: WalletCard[]
}

const hasLink = (card: WalletCard) => Boolean(card.links.mobile || card.links.desktop || card.links.webapp)

export function connectLists(recentWallets: readonly WalletCard[], installed: readonly InstalledWallet[], catalogue: ConnectCatalogue | undefined): ConnectLists {
  const installedFor = (card: WalletCard) => installed.find((wallet) => wallet.connectorId === card.id || (card.rdns !== null && wallet.rdns === card.rdns))
  const recent: RecentEntry[] = []
  for (const card of recentWallets) {
    const wallet = installedFor(card)
    if (wallet) recent.push({ kind: 'installed', wallet, address: card.address })
    // A browser wallet no longer installed, with no link to get it, has nothing to offer.
    else if (hasLink(card)) recent.push({ kind: 'catalogue', wallet: card, address: card.address })
  }
  const shownConnectors = new Set(recent.flatMap((entry) => (entry.kind === 'installed' ? [entry.wallet.connectorId] : [])))
  const shownIds = new Set(recent.map((entry) => (entry.kind === 'installed' ? entry.wallet.connectorId : entry.wallet.id)))
  const shownRdns = new Set([...recent.map((entry) => entry.wallet.rdns), ...installed.map((wallet) => wallet.rdns)].filter((rdns): rdns is string => Boolean(rdns)))
  const shownNames = new Set(installed.flatMap((wallet) => (wallet.namespace === 'solana' ? [wallet.name.toLowerCase()] : [])))
  const fromCatalogue = (cards: readonly WalletCard[]) =>
    cards.filter((card) => !shownIds.has(card.id) && !(card.rdns && shownRdns.has(card.rdns)) && !shownNames.has(card.name.toLowerCase()))
  return {
    recent,
    installed: installed.filter((wallet) => !shownConnectors.has(wallet.connectorId)),
    featured: fromCatalogue(catalogue?.featured ?? []),
    recommended: fromCatalogue(catalogue?.recommended ?? []),
  }
}

// R-NAV-2: opened for one namespace, only that namespace's installed wallets are offered (EVM ones carry none).
// Here rather than in the modal's rules: only this view asks, and the rules ride in the first click.
export function installedFor(installed: readonly InstalledWallet[], namespace: string | undefined): readonly InstalledWallet[] {
  return namespace ? installed.filter((wallet) => (wallet.namespace ?? 'eip155') === namespace) : installed
}
