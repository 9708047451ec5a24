// R-CONST-3: the wallet a person just connected with becomes the newest recent wallet. A browser wallet the
// catalogue knows (same rdns) is remembered as the catalogue's entry, with its links; otherwise as announced.
import type { WalletCard } from '../../core/walletCard'
import type { ConnectCatalogue, InstalledWallet } from './modal.types'

export function isWalletCard(value: unknown): value is WalletCard {
  return typeof value === 'object' && value !== null && 'id' in value && 'links' in value && 'name' in value
}

export function recentCardFor(wallet: InstalledWallet | WalletCard, catalogue: ConnectCatalogue | undefined): WalletCard {
  // A catalogue wallet connected over WalletConnect is remembered as it is.
  if (isWalletCard(wallet)) return wallet
  const known = wallet.rdns ? [...(catalogue?.featured ?? []), ...(catalogue?.recommended ?? [])].find((card) => card.rdns === wallet.rdns) : undefined
  if (known) return known
  return {
    id: wallet.connectorId,
    name: wallet.name,
    imageUrl: wallet.imageUrl ?? '',
    rdns: wallet.rdns ?? null,
    chains: [],
    links: { mobile: null, desktop: null, webapp: null },
  }
}
