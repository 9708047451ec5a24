// The wallet lists' code (filters, paging, image prefetch) loads with the first opening, not before the first
// click. Its import waits for the opening's first paint as the opening's fetches do (issue 12): starting an import
// inserts preload links and evaluates the chunk, work the frame showing the dialog must not wait for.
import { loadOnce } from '../loadOnce'
import type { CatalogueOptions, createWalletCatalogue } from './walletCatalogue'

type WalletCatalogue = ReturnType<typeof createWalletCatalogue>
type WalletsApi = Parameters<typeof createWalletCatalogue>[0]

export function createLazyWalletCatalogue(api: WalletsApi, options: CatalogueOptions = {}): WalletCatalogue {
  const { beforeOpeningFetch, ...rest } = options
  const load = loadOnce(() => import('../later').then((later) => later.walletCatalogue()).then((module) => module.createWalletCatalogue(api, rest)))
  return {
    loadConnectWallets: async (settings, signal) => {
      await beforeOpeningFetch?.()
      return (await load()).loadConnectWallets(settings, signal)
    },
    loadWalletPage: async (settings, request, signal) => (await load()).loadWalletPage(settings, request, signal),
  }
}
