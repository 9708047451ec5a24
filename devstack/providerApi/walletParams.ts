// GET /getWallets query parameters (R-API-2) read and checked: a bad page or entries is a 400, as a client bug
// should be loud in the devstack rather than silently answered with page 1.
import type { WalletQuery } from './walletQuery'

/** Upper bound of `entries`: far above any page the modal asks for (WALLET_SEARCH_ENTRIES is 100). */
export const MAX_ENTRIES = 1000

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function positiveInt(params: URLSearchParams, key: string, max: number): number | undefined {
  const text = params.get(key)
  if (text === null || !/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 && value <= max ? value : undefined
}

export function parseWalletQuery(params: URLSearchParams): WalletQuery | { error: string } {
  const page = positiveInt(params, 'page', Number.MAX_SAFE_INTEGER)
  if (page === undefined) return { error: 'page must be a positive integer' }
  const entries = positiveInt(params, 'entries', MAX_ENTRIES)
  if (entries === undefined) return { error: `entries must be an integer from 1 to ${MAX_ENTRIES}` }
  const badge = params.get('badge_type')
  if (badge !== null && badge !== 'certified' && badge !== 'none') return { error: 'badge_type must be certified or none' }
  return {
    page,
    entries,
    include: list(params, 'include'),
    exclude: list(params, 'exclude'),
    chains: list(params, 'chains'),
    search: params.get('search') ?? '',
    badgeType: badge ?? undefined,
  }
}
