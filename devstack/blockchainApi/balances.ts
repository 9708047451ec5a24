// An account's balances on one EVM chain in the blockchain API's shape (SPEC §3 "Token balance"), read live from the
// chain at the moment of the request: the native balance and every token the account might hold (the devstack's own,
// chain A's test USDC, and any other ERC-20 the indexer saw it send or receive). Only what it holds is listed, most
// valuable first, as the cloud does; an account holding nothing gets an empty list. USD only, at the catalogue's fake
// prices. Token addresses are lowercase, as indexers give them (historyPage.ts says why).
import { decodeUint, encodeCall, SELECTORS } from '../chain/abiCodec'
import { CATALOGUE_TOKENS, NATIVE_TOKEN } from '../chain/devTokens'
import { rpcBatchSettled } from '../chain/jsonRpc'
import { formatUnits } from '../chain/units'
import type { EvmChain } from './chainMap'
import { hexSchema, quantitySchema } from './evmSchemas'
import type { HistoryStore } from './historyStore'
import type { TokenInfoLookup } from './tokenInfo'

export type TokenBalance = {
  name: string
  symbol: string
  /** CAIP-2 network id. */
  chainId: string
  /** CAIP-10 address of the token contract; absent for the native currency. */
  address?: string
  value: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

export function createBalances(store: HistoryStore, tokenInfo: TokenInfoLookup, fetchFn: typeof fetch) {
  return async function balancesOf(address: string, chain: EvmChain): Promise<TokenBalance[]> {
    const account = address.toLowerCase()
    const tokens = [...new Set([...CATALOGUE_TOKENS.map((token) => token.address.toLowerCase()), ...store.tokensOf(chain.caipNetworkId, account)])]
    // ERC-721's balanceOf has ERC-20's selector: one call reads both kinds.
    const balanceOf = encodeCall(SELECTORS.balanceOf, [{ address: account }])
    const [native, ...held] = await rpcBatchSettled(
      chain.url,
      [{ method: 'eth_getBalance', params: [account, 'latest'] }, ...tokens.map((token) => ({ method: 'eth_call', params: [{ to: token, data: balanceOf }, 'latest'] }))],
      fetchFn,
    )
    if (!native?.ok) throw native?.error ?? new Error(`${chain.caipNetworkId}: no native balance`)

    const balances: TokenBalance[] = []
    const add = (raw: bigint, info: { name: string; symbol: string; decimals: number; priceUsd: number | undefined; iconUrl: string }, contract?: string) => {
      if (raw === 0n) return
      const numeric = formatUnits(raw, info.decimals)
      const price = info.priceUsd ?? 0
      balances.push({
        name: info.name,
        symbol: info.symbol,
        chainId: chain.caipNetworkId,
        ...(contract ? { address: `${chain.caipNetworkId}:${contract}` } : {}),
        value: Number(numeric) * price,
        price,
        quantity: { decimals: String(info.decimals), numeric },
        iconUrl: info.iconUrl,
      })
    }
    add(quantitySchema.parse(native.result), NATIVE_TOKEN)
    for (const [i, token] of tokens.entries()) {
      const outcome = held[i]
      // A catalogue token this chain never got (a chain registered without seeding) answers empty: skip it.
      if (!outcome?.ok) continue
      const data = hexSchema.parse(outcome.result)
      if (data === '0x') continue
      const info = await tokenInfo(chain, token)
      if (info) add(decodeUint(data), info, token)
    }
    return balances.sort((a, b) => b.value - a.value)
  }
}

export type BalanceLookup = ReturnType<typeof createBalances>
