// R-API-2: GET /getWallets, a page of the wallet catalogue and the count after filters.
import type { ApiHttp } from './http'
import type { QueryValue } from './query'
import { walletsPageSchema, type WalletsPage } from './schemas'

export type GetWalletsParams = {
  /** 1-based. */
  page: number
  entries: number
  /** Only these ids, in this order. */
  include?: string[]
  exclude?: string[]
  /** CAIP-2 ids; a wallet supporting any of them is kept (R-VAL-9). */
  chains?: string[]
  search?: string
  badge_type?: 'certified' | 'none'
}

export function createGetWallets(http: ApiHttp, url: (path: string, query?: Record<string, QueryValue>) => string) {
  return function getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<WalletsPage> {
    const search = params.search?.trim() // R-VAL-6: search text is trimmed
    return http.json(
      url('/getWallets', {
        page: params.page,
        entries: params.entries,
        include: params.include,
        exclude: params.exclude,
        chains: params.chains,
        search,
        badge_type: params.badge_type,
      }),
      walletsPageSchema,
      signal,
    )
  }
}
