// GET /getWallets semantics (R-API-2), as a pure function over the catalogue: filters first, then count, then the
// page. `include` both filters and orders; `chains` keeps a wallet supporting ANY listed chain (R-VAL-9);
// `search` is trimmed and case-insensitive on the name (R-VAL-6).
import type { WalletEntry } from '../../src/services/api'

export type WalletQuery = {
  page: number
  entries: number
  include: string[]
  exclude: string[]
  chains: string[]
  search: string
  badgeType: 'certified' | 'none' | undefined
}

export function queryWallets(catalogue: readonly WalletEntry[], query: WalletQuery): { data: WalletEntry[]; count: number } {
  let wallets: WalletEntry[]
  if (query.include.length > 0) {
    const byId = new Map(catalogue.map((wallet) => [wallet.id, wallet]))
    wallets = [...new Set(query.include)].flatMap((id) => byId.get(id) ?? [])
  } else {
    wallets = [...catalogue]
  }
  if (query.exclude.length > 0) {
    const excluded = new Set(query.exclude)
    wallets = wallets.filter((wallet) => !excluded.has(wallet.id))
  }
  if (query.chains.length > 0) {
    wallets = wallets.filter((wallet) => wallet.chains.some((chain) => query.chains.includes(chain)))
  }
  const search = query.search.trim().toLowerCase()
  if (search !== '') wallets = wallets.filter((wallet) => wallet.name.toLowerCase().includes(search))
  if (query.badgeType) wallets = wallets.filter((wallet) => wallet.badge_type === query.badgeType)
  const start = (query.page - 1) * query.entries
  return { data: wallets.slice(start, start + query.entries), count: wallets.length }
}
