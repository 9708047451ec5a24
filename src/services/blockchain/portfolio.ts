// An account's tokens on one network (SPEC §7): where the connected wallet says it discovers assets on that chain
// (wallet_getCapabilities assetDiscovery), the wallet's own wallet_getAssets, used only if its answer passes R-VAL-11;
// otherwise the blockchain API's balance lookup by address and CAIP network id. Either way tokens with decimals '0'
// are dropped (R-VAL-10).
import * as z from '../../core/zod'
import type { CaipNetworkId } from '../../core/caip'
import type { BlockchainApi } from './blockchainApi'
import { capabilitiesSchema, walletAssetsSchema, type TokenBalance, type WalletAsset } from './schemas'
import { formatUnits } from '../../core/units'

/** A request to the connected wallet (its EIP-1193 provider), when one is connected on this namespace. */
export type WalletRequest = (method: string, params: unknown[]) => Promise<unknown>

// R-VAL-10: a token whose quantity has decimals '0' is not shown.
export function withoutZeroDecimals(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter((token) => token.quantity.decimals !== '0')
}

function toBalance(asset: WalletAsset, caipNetworkId: CaipNetworkId): TokenBalance {
  const numeric = formatUnits(BigInt(asset.balance), asset.metadata.decimals)
  return {
    name: asset.metadata.name,
    symbol: asset.metadata.symbol,
    chainId: caipNetworkId,
    address: asset.type === 'ERC20' ? `${caipNetworkId}:${asset.address}` : undefined,
    value: Number(numeric) * asset.metadata.price,
    price: asset.metadata.price,
    quantity: { decimals: String(asset.metadata.decimals), numeric },
    iconUrl: asset.metadata.iconUrl,
  }
}

/** The wallet's own answer, or undefined when it does not discover assets here or answers outside R-VAL-11. */
async function fromWallet(request: WalletRequest, address: string, caipNetworkId: CaipNetworkId): Promise<TokenBalance[] | undefined> {
  const [namespace, reference] = caipNetworkId.split(':')
  if (namespace !== 'eip155') return undefined
  const hexChainId = `0x${Number(reference).toString(16)}`
  try {
    const capabilities = z.safeParse(capabilitiesSchema, await request('wallet_getCapabilities', [address]))
    if (!capabilities.success || capabilities.data[hexChainId]?.assetDiscovery?.supported !== true) return undefined
    const assets = z.safeParse(walletAssetsSchema, await request('wallet_getAssets', [{ account: address, chainFilter: [hexChainId] }]))
    if (!assets.success) return undefined
    return (assets.data[hexChainId] ?? []).map((asset) => toBalance(asset, caipNetworkId))
  } catch {
    // A wallet that does not know these methods (or fails them) leaves the lookup to the API.
    return undefined
  }
}

/** Everything the account holds on the network, from the wallet or the API, unfiltered: what the portfolio cache
 * keeps, and what both the Tokens and the NFTs tab are cut from (splitHoldings). */
export async function fetchHoldings(
  deps: { api: BlockchainApi; request?: WalletRequest },
  address: string,
  caipNetworkId: CaipNetworkId,
  signal?: AbortSignal,
): Promise<TokenBalance[]> {
  const own = deps.request ? await fromWallet(deps.request, address, caipNetworkId) : undefined
  return own ?? (await deps.api.getBalances(address, caipNetworkId, signal))
}

// R-VAL-10: a holding with decimals '0' is not a token; it counts whole items (an ERC-721 collection): an NFT.
export function splitHoldings(holdings: readonly TokenBalance[]): { tokens: TokenBalance[]; collectibles: TokenBalance[] } {
  return { tokens: withoutZeroDecimals(holdings), collectibles: holdings.filter((holding) => holding.quantity.decimals === '0') }
}

export async function fetchPortfolio(...args: Parameters<typeof fetchHoldings>): Promise<TokenBalance[]> {
  return withoutZeroDecimals(await fetchHoldings(...args))
}
