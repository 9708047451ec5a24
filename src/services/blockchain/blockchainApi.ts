// The blockchain API (SPEC §7 "other HTTP calls": balance lookup by address and CAIP network id, history): on the
// cloud's RPC host, or the devstack's; every call carries the project id, goes through the transport (R-CONST-8)
// and is parsed with its schema.
import type { CaipNetworkId } from '../../core/caip'
import { createApiHttp } from '../api/http'
import { createTransport } from '../transport'
import { balanceResponseSchema, historyResponseSchema, type HistoryTransaction, type TokenBalance } from './schemas'

export type BlockchainApiOptions = { baseUrl: string; projectId: string; fetch: typeof fetch; currency?: string }

export type BlockchainApi = {
  getBalances(address: string, caipNetworkId: CaipNetworkId, signal?: AbortSignal): Promise<TokenBalance[]>
  getHistory(address: string, caipNetworkId: CaipNetworkId, cursor: string | undefined, signal?: AbortSignal): Promise<{ data: HistoryTransaction[]; next?: string }>
}

export function createBlockchainApi(options: BlockchainApiOptions): BlockchainApi {
  // A failed balance is a toast (R-BAL-1), never an alert: the API's alerts belong to the provider API.
  const http = createApiHttp(createTransport({ fetch: options.fetch }), () => {})
  const url = (path: string, query: Record<string, string | undefined>) => {
    const target = new URL(`${options.baseUrl.replace(/\/$/, '')}${path}`)
    target.searchParams.set('projectId', options.projectId)
    for (const [key, value] of Object.entries(query)) if (value !== undefined) target.searchParams.set(key, value)
    return target.toString()
  }
  return {
    async getBalances(address, caipNetworkId, signal) {
      const body = await http.json(url(`/v1/account/${encodeURIComponent(address)}/balance`, { currency: options.currency ?? 'usd', chainId: caipNetworkId }), balanceResponseSchema, signal)
      return body.balances
    },
    async getHistory(address, caipNetworkId, cursor, signal) {
      const body = await http.json(url(`/v1/account/${encodeURIComponent(address)}/history`, { chainId: caipNetworkId, cursor }), historyResponseSchema, signal)
      return { data: body.data, next: body.next ?? undefined }
    },
  }
}
