// Which image ids each R-API-3 route knows, and the label drawn for them. Wallet images are keyed by the
// catalogue's image_id; network (asset) images by CAIP network id (src/core/networks.ts carries no cloud image
// ids); currencies by ISO code; tokens by symbol. Anything else is a 404, as on the cloud.
import { KNOWN_NETWORKS } from '../../src/core/networks'
import type { ImageKind, WalletEntry } from '../../src/services/api'

const CURRENCIES = ['USD', 'EUR', 'GBP', 'CAD', 'AUD', 'JPY', 'CHF', 'BRL', 'MXN', 'INR'] as const
const TOKENS = ['ETH', 'WETH', 'USDC', 'USDT', 'DAI', 'WBTC', 'SOL', 'POL', 'MATIC', 'BNB', 'AVAX', 'OP', 'ARB', 'CELO', 'UNI', 'LINK', 'XDAI', 'ZK'] as const

export type ImageLookup = (kind: ImageKind, id: string) => string | undefined

/** The label to draw for (kind, id), or undefined when the id is unknown. */
export function createImageLookup(catalogue: readonly WalletEntry[]): ImageLookup {
  const labels: Record<ImageKind, Map<string, string>> = {
    wallet: new Map(catalogue.map((wallet) => [wallet.image_id, wallet.name])),
    asset: new Map(KNOWN_NETWORKS.map((network) => [network.caipNetworkId, network.name])),
    currency: new Map(CURRENCIES.map((code) => [code, code])),
    token: new Map(TOKENS.map((symbol) => [symbol, symbol])),
  }
  return (kind, id) => labels[kind].get(id)
}
