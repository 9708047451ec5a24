// What the Connect view lists, in order (SPEC §2, R-CONST-3): recent wallets first, then the installed ones,
// then featured and recommended. A wallet shows once: a recent wallet that is installed connects directly
// from the recent list; an installed wallet the catalogue knows (same rdns; for a Wallet Standard wallet, which has
// no rdns, the same name: Phantom, Solflare, Backpack) is not listed again (R-ENT-2). A wallet that serves EVM and
// Solana announces itself twice (EIP-6963 and Wallet Standard, two connectors, one name): it is listed once, with a
// badge per namespace, and a click connects the side the modal is for (issue 32, as AppKit and RainbowKit do).
import type { ChainNamespace } from '../core/caip'
import type { WalletCard } from '../core/walletCard'
import type { ConnectCatalogue, InstalledWallet } from '../machines/modal/modal.types'

/** A recent wallet, with the account last connected with it when known. */
export type RecentEntry = ({ kind: 'installed'; wallet: InstalledWallet } | { kind: 'catalogue'; wallet: WalletCard }) & { address?: string | undefined }

/** The namespaces a browser wallet can serve: EVM (EIP-6963, injected) and Solana (Wallet Standard). */
export type WalletNamespace = 'eip155' | 'solana'

/** An installed wallet as Connect lists it: once, whichever namespaces it serves. */
export type InstalledEntry = {
  /** The side a click connects: the one of the namespace the modal is for, else of the app's first namespace. */
  wallet: InstalledWallet
  /** The namespaces it serves, EVM first; more than one: the row names each instead of saying "Installed". */
  namespaces: readonly WalletNamespace[]
}

/** Which side of a wallet serving several namespaces a click connects. */
export type ConnectTarget = {
  /** R-NAV-2, R-CONN-2: the namespace the modal was opened for, if any. */
  namespace?: ChainNamespace | undefined
  /** The app's networks (CAIP-2): opened for none, EVM if it has an eip155 network, else Solana if it has one. */
  networks?: readonly string[]
}

export type ConnectLists = {
  recent: RecentEntry[]
  installed: InstalledEntry[]
  featured: WalletCard[]
  recommended: WalletCard[]
}

const hasLink = (card: WalletCard) => Boolean(card.links.mobile || card.links.desktop || card.links.webapp)

const NAMESPACE_ORDER: readonly WalletNamespace[] = ['eip155', 'solana']
const namespaceOf = (wallet: InstalledWallet): WalletNamespace => wallet.namespace ?? 'eip155'

/** The namespace a click on a wallet serving several connects: the modal's, else the app's (EVM first). */
export function targetNamespace({ namespace, networks = [] }: ConnectTarget): WalletNamespace {
  if (namespace === 'eip155' || namespace === 'solana') return namespace
  const has = (prefix: WalletNamespace) => networks.some((network) => network.startsWith(`${prefix}:`))
  return !has('eip155') && has('solana') ? 'solana' : 'eip155'
}

/** The installed wallets merged by name (case-insensitive) across namespaces, in the order first announced. Two
 * wallets of one namespace with one name stay two rows: only a namespace's own connector can connect it. */
function mergeByName(installed: readonly InstalledWallet[], target: ConnectTarget): { entry: InstalledEntry; sides: InstalledWallet[] }[] {
  const groups: InstalledWallet[][] = []
  for (const wallet of installed) {
    const name = wallet.name.toLowerCase()
    const group = groups.find((sides) => sides[0]!.name.toLowerCase() === name && !sides.some((side) => namespaceOf(side) === namespaceOf(wallet)))
    if (group) group.push(wallet)
    else groups.push([wallet])
  }
  const chosen = targetNamespace(target)
  return groups.map((sides) => ({
    sides,
    entry: {
      wallet: sides.find((side) => namespaceOf(side) === chosen) ?? sides[0]!,
      namespaces: NAMESPACE_ORDER.filter((namespace) => sides.some((side) => namespaceOf(side) === namespace)),
    },
  }))
}

export function connectLists(
  recentWallets: readonly WalletCard[],
  installed: readonly InstalledWallet[],
  catalogue: ConnectCatalogue | undefined,
  target: ConnectTarget = {},
): ConnectLists {
  const installedFor = (card: WalletCard) => installed.find((wallet) => wallet.connectorId === card.id || (card.rdns !== null && wallet.rdns === card.rdns))
  const merged = mergeByName(installed, target)
  const recent: RecentEntry[] = []
  for (const card of recentWallets) {
    const found = installedFor(card)
    // Issue 32: both sides of a wallet serving two namespaces are one recent row too: it connects the side last used,
    // or the modal's when it was opened for a namespace (with the account last connected on that side only).
    const group = found && merged.find(({ sides }) => sides.includes(found))
    if (group) {
      const wallet = target.namespace ? group.entry.wallet : found!
      const shown = recent.find((entry) => group.sides.includes(entry.wallet as InstalledWallet))
      if (!shown) recent.push({ kind: 'installed', wallet, address: wallet === found ? card.address : undefined })
      else if (shown.wallet === found) shown.address ??= card.address
    }
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
    // A recent wallet that is one side of a merged one stands for it: the merged row is not listed again.
    installed: merged.flatMap(({ entry, sides }) => (sides.some((side) => shownConnectors.has(side.connectorId)) ? [] : [entry])),
    featured: fromCatalogue(catalogue?.featured ?? []),
    recommended: fromCatalogue(catalogue?.recommended ?? []),
  }
}

// R-NAV-2: opened for one namespace, only that namespace's installed wallets are offered (EVM ones carry none).
// Here rather than in the modal's rules: only this view asks, and the rules ride in the first click.
export function installedFor(installed: readonly InstalledWallet[], namespace: string | undefined): readonly InstalledWallet[] {
  return namespace ? installed.filter((wallet) => (wallet.namespace ?? 'eip155') === namespace) : installed
}
