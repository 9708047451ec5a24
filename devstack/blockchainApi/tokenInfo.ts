// Token metadata for balances and history: name, symbol and decimals read from the contract once per chain (then
// kept in the store), price and icon from the devstack's catalogue (devTokens.ts). A contract whose decimals() does
// not answer is no fungible token and its Transfer logs are ignored; the catalogue's ERC-721 badge has none by nature.
import { decodeString, decodeUint, encodeCall, SELECTORS } from '../chain/abiCodec'
import { findDevToken } from '../chain/devTokens'
import { UNKNOWN_TOKEN_ICON_URL } from '../chain/tokenIcons'
import { JsonRpcError, rpcBatch, type RpcCall } from '../chain/jsonRpc'
import { hexSchema } from './evmSchemas'
import type { HistoryStore, StoredToken } from './historyStore'

export type TokenInfo = StoredToken & { kind: 'erc20' | 'erc721'; priceUsd: number | undefined; iconUrl: string }

const METHODS = ['name', 'symbol', 'decimals'] as const

async function readMetadata(url: string, address: string, fetchFn: typeof fetch): Promise<StoredToken | null> {
  const catalogued = findDevToken(address)
  const methods = catalogued?.kind === 'erc721' ? METHODS.slice(0, 2) : METHODS
  const calls: RpcCall[] = methods.map((method) => ({ method: 'eth_call', params: [{ to: address, data: encodeCall(SELECTORS[method]) }, 'latest'] }))
  // One at a time would be three round trips; a batch fails as one when the contract lacks a method, as it should.
  let results: unknown[]
  try {
    results = await rpcBatch(url, calls, fetchFn)
  } catch (error) {
    if (error instanceof JsonRpcError) return null // the contract refused: remembered as no token
    throw error // the chain is unreachable: nothing learned, nothing remembered
  }
  const data = (i: number) => hexSchema.parse(results[i])
  try {
    const decimals = catalogued?.kind === 'erc721' ? 0n : decodeUint(data(2))
    if (decimals > 77n) return null // no uint256 has more digits: not a token's decimals
    return { name: decodeString(data(0)), symbol: decodeString(data(1)), decimals: Number(decimals) }
  } catch {
    return null // bytes32 names, empty answers: not a token this stack can describe
  }
}

export function createTokenInfo(store: HistoryStore, fetchFn: typeof fetch) {
  return async function tokenInfo(chain: { caipNetworkId: string; url: string }, address: string): Promise<TokenInfo | null> {
    const lower = address.toLowerCase()
    let stored = store.token(chain.caipNetworkId, lower)
    if (stored === undefined) {
      stored = await readMetadata(chain.url, lower, fetchFn)
      store.saveToken(chain.caipNetworkId, lower, stored)
    }
    if (!stored) return null
    const catalogued = findDevToken(lower)
    return { ...stored, kind: catalogued?.kind ?? 'erc20', priceUsd: catalogued?.priceUsd, iconUrl: catalogued?.iconUrl ?? UNKNOWN_TOKEN_ICON_URL }
  }
}

export type TokenInfoLookup = ReturnType<typeof createTokenInfo>
