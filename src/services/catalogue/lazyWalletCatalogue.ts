// The wallet lists' code (filters, paging, image prefetch) loads with the first opening, not before the first
// click: the dialog paints first anyway (the catalogue waits for that paint), so the chunk arrives in that frame.
import { loadOnce } from '../loadOnce'
import type { createWalletCatalogue } from './walletCatalogue'

type WalletCatalogue = ReturnType<typeof createWalletCatalogue>

export function createLazyWalletCatalogue(...args: Parameters<typeof createWalletCatalogue>): WalletCatalogue {
  const load = loadOnce(() => import('./walletCatalogue').then((module) => module.createWalletCatalogue(...args)))
  return {
    loadConnectWallets: async (settings, signal) => (await load()).loadConnectWallets(settings, signal),
    loadWalletPage: async (settings, request, signal) => (await load()).loadWalletPage(settings, request, signal),
  }
}
