// R-API-1, R-API-2, R-VAL-6, R-VAL-9: getWallets against the devstack catalogue, every filter and paging.
import { describe, expect, it } from 'vitest'
import { COINBASE_WALLET_ID, METAMASK_WALLET_ID, PHANTOM_WALLET_ID, SDK_VERSION, SOLFLARE_WALLET_ID, WALLETS_PER_PAGE } from '../../../src/core/constants'
import type { WalletEntry } from '../../../src/services/api'
import { useProviderApiServer } from './testServer'

const server = useProviderApiServer()
const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

async function everything(): Promise<{ data: WalletEntry[]; count: number }> {
  return server.api().getWallets({ page: 1, entries: 1000 })
}

describe('getWallets (R-API-2)', () => {
  it('R-API-1: the request carries projectId, st (default appkit) and sv', async () => {
    const seen: string[] = []
    const api = server.api({ projectId: 'proj-123', fetch: (input, init) => (seen.push(String(input)), fetch(input, init)) })
    await api.getWallets({ page: 1, entries: 1 })
    const query = new URL(seen[0] ?? '').searchParams
    expect(query.get('projectId')).toBe('proj-123')
    expect(query.get('st')).toBe('appkit')
    expect(query.get('sv')).toBe(SDK_VERSION)
  })

  it('R-API-1: a configured sdk type and version are sent instead', async () => {
    const seen: string[] = []
    const api = server.api({ sdkType: 'latch', sdkVersion: '9.9.9', fetch: (input, init) => (seen.push(String(input)), fetch(input, init)) })
    await api.getWallets({ page: 1, entries: 1 })
    const query = new URL(seen[0] ?? '').searchParams
    expect([query.get('st'), query.get('sv')]).toEqual(['latch', '9.9.9'])
  })

  it('returns a page and the total count; the catalogue holds at least 520 distinct wallets', async () => {
    const { data, count } = await everything()
    expect(count).toBeGreaterThanOrEqual(520)
    expect(data).toHaveLength(count)
    expect(new Set(data.map((wallet) => wallet.id)).size).toBe(count)
    expect(new Set(data.map((wallet) => wallet.name)).size).toBe(count)
    for (const wallet of data) expect(wallet.id).toMatch(/^[0-9a-f]{64}$/)
  })

  it('ranks the well-known wallets first, with the cloud ids of constants.ts', async () => {
    const { data } = await server.api().getWallets({ page: 1, entries: 12 })
    const byName = new Map(data.map((wallet) => [wallet.name, wallet]))
    expect(data[0]?.name).toBe('MetaMask')
    expect(byName.get('MetaMask')?.id).toBe(METAMASK_WALLET_ID)
    expect(byName.get('Coinbase Wallet')?.id).toBe(COINBASE_WALLET_ID)
    expect(byName.get('Phantom')?.id).toBe(PHANTOM_WALLET_ID)
    expect(byName.get('Solflare')?.id).toBe(SOLFLARE_WALLET_ID)
    for (const name of ['Trust Wallet', 'Rainbow', 'Zerion', 'Rabby Wallet', 'OKX Wallet', 'Ledger Live', 'Uniswap Wallet', 'Argent']) {
      expect(byName.has(name), name).toBe(true)
    }
  })

  it('has a realistic spread of links, rdns, chains and badges', async () => {
    const { data, count } = await everything()
    const links = (wallet: WalletEntry) => [wallet.mobile_link, wallet.desktop_link, wallet.webapp_link].filter(Boolean).length
    expect(data.filter((wallet) => links(wallet) === 0).length).toBeGreaterThan(count * 0.05)
    expect(data.filter((wallet) => links(wallet) === 1).length).toBeGreaterThan(count * 0.2)
    expect(data.filter((wallet) => wallet.rdns === null).length).toBeGreaterThan(0)
    expect(data.filter((wallet) => wallet.chains.includes(SOLANA)).length).toBeGreaterThan(0)
    expect(data.filter((wallet) => wallet.chains.includes('eip155:31337')).length).toBeGreaterThan(0)
    const certified = data.filter((wallet) => wallet.badge_type === 'certified').length
    expect(certified / count).toBeGreaterThan(0.07)
    expect(certified / count).toBeLessThan(0.13)
  })

  it('is the same on every call (deterministic catalogue)', async () => {
    const [first, second] = await Promise.all([everything(), everything()])
    expect(second).toEqual(first)
  })

  it('pages are 1-based slices of the ranked list', async () => {
    const { data: all } = await everything()
    const api = server.api()
    const page1 = await api.getWallets({ page: 1, entries: WALLETS_PER_PAGE })
    const page2 = await api.getWallets({ page: 2, entries: WALLETS_PER_PAGE })
    expect(page1.data).toEqual(all.slice(0, WALLETS_PER_PAGE))
    expect(page2.data).toEqual(all.slice(WALLETS_PER_PAGE, 2 * WALLETS_PER_PAGE))
    expect(page2.count).toBe(all.length)
    const last = Math.ceil(all.length / WALLETS_PER_PAGE)
    const lastPage = await api.getWallets({ page: last, entries: WALLETS_PER_PAGE })
    expect(lastPage.data).toEqual(all.slice((last - 1) * WALLETS_PER_PAGE))
    expect((await api.getWallets({ page: last + 1, entries: WALLETS_PER_PAGE })).data).toEqual([])
  })

  it('include keeps only those ids, in the given order (unknown ids skipped)', async () => {
    const include = [SOLFLARE_WALLET_ID, 'f'.repeat(64), METAMASK_WALLET_ID, PHANTOM_WALLET_ID]
    const { data, count } = await server.api().getWallets({ page: 1, entries: 10, include })
    expect(data.map((wallet) => wallet.id)).toEqual([SOLFLARE_WALLET_ID, METAMASK_WALLET_ID, PHANTOM_WALLET_ID])
    expect(count).toBe(3)
  })

  it('include pages too, and the request joins lists with commas', async () => {
    const seen: string[] = []
    const api = server.api({ fetch: (input, init) => (seen.push(String(input)), fetch(input, init)) })
    const include = [SOLFLARE_WALLET_ID, METAMASK_WALLET_ID, PHANTOM_WALLET_ID]
    const { data, count } = await api.getWallets({ page: 2, entries: 2, include })
    expect(data.map((wallet) => wallet.id)).toEqual([PHANTOM_WALLET_ID])
    expect(count).toBe(3)
    expect(new URL(seen[0] ?? '').searchParams.get('include')).toBe(include.join(','))
  })

  it('exclude drops those ids and lowers the count', async () => {
    const { count: total } = await everything()
    const { data, count } = await server.api().getWallets({ page: 1, entries: 5, exclude: [METAMASK_WALLET_ID, COINBASE_WALLET_ID] })
    expect(count).toBe(total - 2)
    expect(data.map((wallet) => wallet.id)).not.toContain(METAMASK_WALLET_ID)
    expect(data.map((wallet) => wallet.id)).not.toContain(COINBASE_WALLET_ID)
  })

  it('include and exclude together: exclude wins', async () => {
    const { data } = await server.api().getWallets({ page: 1, entries: 5, include: [METAMASK_WALLET_ID, PHANTOM_WALLET_ID], exclude: [METAMASK_WALLET_ID] })
    expect(data.map((wallet) => wallet.id)).toEqual([PHANTOM_WALLET_ID])
  })

  it('R-VAL-9: chains keeps wallets supporting ANY listed chain', async () => {
    const { data: all } = await everything()
    const api = server.api()
    const solana = await api.getWallets({ page: 1, entries: 1000, chains: [SOLANA] })
    expect(solana.count).toBe(all.filter((wallet) => wallet.chains.includes(SOLANA)).length)
    expect(solana.data.every((wallet) => wallet.chains.includes(SOLANA))).toBe(true)
    expect(solana.data.map((wallet) => wallet.id)).toContain(SOLFLARE_WALLET_ID)
    expect(solana.data.map((wallet) => wallet.id)).not.toContain(METAMASK_WALLET_ID)

    const either = await api.getWallets({ page: 1, entries: 1000, chains: [SOLANA, 'eip155:31337'] })
    const expected = all.filter((wallet) => wallet.chains.includes(SOLANA) || wallet.chains.includes('eip155:31337'))
    expect(either.data).toEqual(expected)
    expect(either.count).toBeGreaterThan(solana.count)

    expect((await api.getWallets({ page: 1, entries: 10, chains: ['eip155:999999'] })).count).toBe(0)
  })

  it('R-VAL-6: search is trimmed and case-insensitive on the name', async () => {
    const api = server.api()
    const seen: string[] = []
    const spy = server.api({ fetch: (input, init) => (seen.push(String(input)), fetch(input, init)) })
    const trimmed = await spy.getWallets({ page: 1, entries: 10, search: '  mEtAmAsK \n' })
    expect(new URL(seen[0] ?? '').searchParams.get('search')).toBe('mEtAmAsK')
    expect(trimmed.data.map((wallet) => wallet.name)).toEqual(['MetaMask'])
    expect(trimmed.count).toBe(1)
    const partial = await api.getWallets({ page: 1, entries: 100, search: 'wallet' })
    expect(partial.count).toBeGreaterThan(10)
    expect(partial.data.every((wallet) => wallet.name.toLowerCase().includes('wallet'))).toBe(true)
    // The server trims too: a raw request with padded search finds the same.
    const raw = await fetch(`${server.url}/getWallets?projectId=p&st=appkit&sv=1&page=1&entries=10&search=%20%20metamask%20`)
    expect(((await raw.json()) as { count: number }).count).toBe(1)
    expect((await api.getWallets({ page: 1, entries: 10, search: 'no such wallet anywhere' })).count).toBe(0)
    // Blank search is no filter.
    expect((await api.getWallets({ page: 1, entries: 1, search: '   ' })).count).toBe((await everything()).count)
  })

  it('badge_type filters certified and uncertified wallets', async () => {
    const api = server.api()
    const certified = await api.getWallets({ page: 1, entries: 1000, badge_type: 'certified' })
    const none = await api.getWallets({ page: 1, entries: 1000, badge_type: 'none' })
    expect(certified.data.every((wallet) => wallet.badge_type === 'certified')).toBe(true)
    expect(none.data.every((wallet) => wallet.badge_type === 'none')).toBe(true)
    expect(certified.count + none.count).toBe((await everything()).count)
    expect(certified.data.map((wallet) => wallet.id)).toEqual(expect.arrayContaining([METAMASK_WALLET_ID, COINBASE_WALLET_ID, PHANTOM_WALLET_ID, SOLFLARE_WALLET_ID]))
  })

  it('filters combine: chains + search + badge_type, count after all filters', async () => {
    const { data, count } = await server.api().getWallets({ page: 1, entries: 100, chains: [SOLANA], search: 'phan', badge_type: 'certified' })
    expect(data.map((wallet) => wallet.id)).toEqual([PHANTOM_WALLET_ID])
    expect(count).toBe(1)
  })

  it('the server refuses a bad page, entries or badge_type with 400 (HTTP_STATUS on the client)', async () => {
    const api = server.api()
    await expect(api.getWallets({ page: 0, entries: 10 })).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 400 })
    await expect(api.getWallets({ page: 1, entries: 0 })).rejects.toMatchObject({ code: 'HTTP_STATUS', status: 400 })
    await expect(api.getWallets({ page: 1, entries: 10, badge_type: 'gold' as 'none' })).rejects.toMatchObject({ status: 400 })
  })
})
