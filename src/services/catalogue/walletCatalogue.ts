// The wallet lists the modal shows, built from provider API calls. Answers are values ({ ok, value | error })
// because an unreachable API is an expected state with its own text and a retry, not an exception.
import { FEATURED_WALLETS_DEFAULT, RECOMMENDED_WALLETS_PER_FETCH, WALLET_IMAGES_PREFETCHED_PER_PAGE, WALLET_SEARCH_ENTRIES, WALLETS_PER_PAGE } from '../../core/constants'
import { errorText } from '../../core/errors'
import { toLatchError } from '../../core/caughtErrors'
import type { ShownError, WalletCard } from '../../core/walletCard'
import type { GetWalletsParams, ImageKind, WalletEntry } from '../api'
import { filterWallets } from '../../core/walletFilters'
import { preloadImage, type ImageLoader } from '../images/preloadImage'

type Outcome<T> = { ok: true; value: T } | { ok: false; error: ShownError }

export type CatalogueSettings = {
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  networks: string[]
}

type WalletsApi = {
  getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<{ data: WalletEntry[]; count: number }>
  imageUrl(kind: ImageKind, id: string): string
}

export function toWalletCard(entry: WalletEntry, imageUrl: WalletsApi['imageUrl']): WalletCard {
  return {
    id: entry.id,
    name: entry.name,
    imageUrl: imageUrl('wallet', entry.image_id),
    rdns: entry.rdns,
    chains: entry.chains,
    links: { mobile: entry.mobile_link, desktop: entry.desktop_link, webapp: entry.webapp_link },
  }
}

function failure(error: unknown): { ok: false; error: ShownError } {
  const latchError = toLatchError(error)
  return { ok: false, error: { code: latchError.code, message: errorText(latchError.code, { status: latchError.status ?? '' }) } }
}

const joinIds = (ids: string[]) => (ids.length > 0 ? ids : undefined)

export type CatalogueOptions = {
  Image?: ImageLoader
  /** Runs before the fetches an opening starts (the system waits for the dialog's first paint). */
  beforeOpeningFetch?: () => Promise<void>
  /** R-VAL-7: the mobile rules apply on phones and tablets. */
  mobile?: boolean
}

// The namespace the requested networks share, when they share one (the Solana mobile exceptions need it).
function namespaceOf(networks: string[]): string | undefined {
  const namespaces = new Set(networks.map((network) => network.split(':')[0]))
  return namespaces.size === 1 ? [...namespaces][0] : undefined
}

export function createWalletCatalogue(api: WalletsApi, options: CatalogueOptions = {}) {
  const { Image, beforeOpeningFetch, mobile = false } = options
  // SPEC §5 rules hold on what the server returned too (it knows nothing of the device).
  const keep = (cards: WalletCard[], settings: CatalogueSettings) =>
    filterWallets(cards, { mobile, namespace: namespaceOf(settings.networks), chains: settings.networks, exclude: settings.excludeWalletIds })
  const preload = (cards: WalletCard[]) =>
    Image ? Promise.all(cards.map((card) => preloadImage(card.imageUrl, Image))) : undefined

  return {
    // R-NAV-7, R-CONST-4: featured (configured ids, else the first certified ones) and recommended wallets.
    async loadConnectWallets(settings: CatalogueSettings, signal: AbortSignal): Promise<Outcome<{ featured: WalletCard[]; recommended: WalletCard[]; count: number }>> {
      try {
        await beforeOpeningFetch?.()
        const configured = settings.featuredWalletIds
        const featuredPage = await api.getWallets(
          configured.length > 0
            ? { page: 1, entries: configured.length, include: configured }
            : { page: 1, entries: FEATURED_WALLETS_DEFAULT, badge_type: 'certified', chains: settings.networks, exclude: joinIds(settings.excludeWalletIds) },
          signal,
        )
        const featured = keep(featuredPage.data.map((entry) => toWalletCard(entry, api.imageUrl)), settings)
        // R-VAL-9: only wallets supporting a requested chain; include/exclude from config.
        const recommendedPage = await api.getWallets(
          {
            page: 1,
            entries: RECOMMENDED_WALLETS_PER_FETCH,
            chains: settings.networks,
            include: joinIds(settings.includeWalletIds),
            exclude: [...featured.map((card) => card.id), ...settings.excludeWalletIds],
          },
          signal,
        )
        const recommended = keep(recommendedPage.data.map((entry) => toWalletCard(entry, api.imageUrl)), settings)
        await preload([...featured, ...recommended])
        return { ok: true, value: { featured, recommended, count: recommendedPage.count + featured.length } }
      } catch (error) {
        return failure(error)
      }
    },

    // R-CONST-4, R-VAL-6: a page of 40 whose first 20 images are prefetched (so the page paints with its
    // pictures), or a search of 100 entries on the trimmed text, shown as soon as it answers.
    async loadWalletPage(settings: CatalogueSettings, request: { page: number; search: string }, signal: AbortSignal): Promise<Outcome<{ wallets: WalletCard[]; count: number }>> {
      const search = request.search.trim()
      try {
        const result = await api.getWallets(
          {
            page: request.page,
            entries: search ? WALLET_SEARCH_ENTRIES : WALLETS_PER_PAGE,
            search: search || undefined,
            chains: settings.networks,
            include: joinIds(settings.includeWalletIds),
            exclude: joinIds(settings.excludeWalletIds),
          },
          signal,
        )
        const wallets = keep(result.data.map((entry) => toWalletCard(entry, api.imageUrl)), settings)
        if (!search) await preload(wallets.slice(0, WALLET_IMAGES_PREFETCHED_PER_PAGE))
        return { ok: true, value: { wallets, count: result.count } }
      } catch (error) {
        return failure(error)
      }
    },
  }
}
