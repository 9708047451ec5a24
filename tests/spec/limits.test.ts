// R-CONST-3 (recent wallets kept, name minimum length), R-CONST-2 (ENS, identity, portfolio and native balance cache lifetimes) and R-ERR-7 (error reports capped per minute) by behaviour: the real storage
// service and modal machine; the real provider API client over a fetch that records what reaches the event sink.
// Expected numbers come from ./spec.table.ts, never from src/.
import { describe, expect, it } from 'vitest'
import { createActor } from 'xstate'
import type { WalletCard } from '../../src/core/walletCard'
import { isValidName } from '../../src/core/names'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { createBalanceCaches } from '../../src/services/storage/balanceCaches'
import { createNameCaches } from '../../src/services/storage/nameCaches'
import { createProviderApi } from '../../src/services/api'
import { createLatchStorage, type StorageLike } from '../../src/services/storage'
import { settings } from '../models/modal/modal.fixtures'
import { SPEC } from './spec.table'

const wallet = (n: number): WalletCard => ({
  id: `wallet-${n}`,
  name: `Wallet ${n}`,
  imageUrl: `https://img.example/${n}`,
  rdns: null,
  chains: ['eip155:1'],
  links: { mobile: null, desktop: `https://wallet-${n}.example`, webapp: null },
})

function memoryStorage(): StorageLike & { entries: Map<string, string> } {
  const entries = new Map<string, string>()
  return {
    entries,
    getItem: (key) => entries.get(key) ?? null,
    setItem: (key, value) => void entries.set(key, String(value)),
    removeItem: (key) => void entries.delete(key),
  }
}

const SETTINGS = settings({ signInRequired: false })

describe(`R-CONST-3: recent wallets kept: ${SPEC.recentWalletsKept.value}`, () => {
  const KEPT = SPEC.recentWalletsKept.value

  it(`after ${KEPT + 2} connections, storage keeps the ${KEPT} newest, newest first (and so does a reload)`, () => {
    const backing = memoryStorage()
    const storage = createLatchStorage(backing)
    const connected = Array.from({ length: KEPT + 2 }, (_, n) => wallet(n + 1))
    for (const card of connected) storage.addRecentWallet(card)
    const newestFirst = [...connected].reverse().slice(0, KEPT).map((card) => card.id)
    expect(storage.getRecentWallets().map((card) => card.id)).toEqual(newestFirst)
    expect(createLatchStorage(backing).getRecentWallets().map((card) => card.id)).toEqual(newestFirst)
  })

  it(`the modal shows ${KEPT} recent wallets however many it is handed`, () => {
    const handed = Array.from({ length: KEPT + 3 }, (_, n) => wallet(n + 1))
    const actor = createActor(modalMachine, { input: { settings: SETTINGS, recentWallets: handed } }).start()
    expect(actor.getSnapshot().context.recentWallets.map((card) => card.id)).toEqual(handed.slice(0, KEPT).map((card) => card.id))
    actor.stop()
  })
})

describe(`R-CONST-3, R-VAL-1: a name has at least ${SPEC.nameMinLength.value} characters`, () => {
  const MIN = SPEC.nameMinLength.value

  it(`${MIN - 1} letters are refused, ${MIN} accepted, whatever the letters, digits and hyphens`, () => {
    for (const unit of ['a', 'Z', '7', '-']) {
      expect(isValidName(unit.repeat(MIN - 1)), unit).toBe(false)
      expect(isValidName(unit.repeat(MIN)), unit).toBe(true)
    }
  })
})

describe(`R-CONST-2: the ENS and identity caches last ${SPEC.ensCacheMs.value / 60_000} and ${SPEC.identityCacheMs.value / 60_000} minutes`, () => {
  const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const RECORD = { name: 'alice', registered: 1, updated: 1, addresses: { '2147514985': { address: ADDRESS, created: 1 } }, attributes: {} }

  it('an entry is served until its lifetime has passed, then read as absent', () => {
    let now = 1_000_000
    const caches = createNameCaches(memoryStorage(), () => now)
    caches.setNames(ADDRESS, [RECORD])
    caches.setIdentity(ADDRESS, { name: 'alice', avatar: null })
    now += Math.min(SPEC.ensCacheMs.value, SPEC.identityCacheMs.value) - 1
    expect([caches.getNames(ADDRESS), caches.getIdentity(ADDRESS)]).toEqual([[RECORD], { name: 'alice', avatar: null }])
    now = 1_000_000 + SPEC.ensCacheMs.value
    expect(caches.getNames(ADDRESS)).toBeUndefined()
    now = 1_000_000 + SPEC.identityCacheMs.value
    expect(caches.getIdentity(ADDRESS)).toBeUndefined()
  })
})

describe(`R-CONST-2: the portfolio and native balance caches last ${SPEC.portfolioCacheMs.value / 1000} and ${SPEC.nativeBalanceCacheMs.value / 1000} s`, () => {
  const CAIP_ADDRESS = 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
  const TOKEN = { name: 'USD Coin', symbol: 'USDC', chainId: 'eip155:1', price: 1, quantity: { decimals: '6', numeric: '12.5' }, iconUrl: '' }
  const NATIVE = { balance: '1.5', symbol: 'ETH' }

  it('an entry is served until its lifetime has passed, then read as absent (and so for a reload of the page)', () => {
    let now = 1_000_000
    const storage = memoryStorage()
    const caches = createBalanceCaches(storage, () => now)
    caches.setPortfolio(CAIP_ADDRESS, [TOKEN])
    caches.setNativeBalance(CAIP_ADDRESS, NATIVE)
    now += Math.min(SPEC.portfolioCacheMs.value, SPEC.nativeBalanceCacheMs.value) - 1
    const reloaded = createBalanceCaches(storage, () => now)
    for (const cache of [caches, reloaded]) expect([cache.getPortfolio(CAIP_ADDRESS), cache.getNativeBalance(CAIP_ADDRESS)]).toEqual([[TOKEN], NATIVE])
    now = 1_000_000 + SPEC.portfolioCacheMs.value
    expect(caches.getPortfolio(CAIP_ADDRESS)).toBeUndefined()
    now = 1_000_000 + SPEC.nativeBalanceCacheMs.value
    expect(caches.getNativeBalance(CAIP_ADDRESS)).toBeUndefined()
  })
})

describe(`R-ERR-7: error reports capped at ${SPEC.errorReportsPerMinute.value} per minute`, () => {
  const CAP = SPEC.errorReportsPerMinute.value
  const MINUTE = SPEC.errorReportWindowMs.value

  /** The provider API client with analytics on, over a fetch that plays the sink and counts error events. */
  function reporter() {
    let now = 1_700_000_000_000
    const reported: string[] = []
    const sink: typeof fetch = async (input, init) => {
      const url = new URL(String(input))
      if (url.pathname === '/getAnalyticsConfig') return Response.json({ isAnalyticsEnabled: true })
      if (url.pathname === '/e' && init?.method === 'POST') {
        const body = JSON.parse(String(init.body)) as { props: { type: string; errorMessage?: string } }
        if (body.props.type === 'error') reported.push(body.props.errorMessage ?? '')
        return Response.json({ ok: true }, { status: 202 })
      }
      return new Response('not found', { status: 404 })
    }
    const api = createProviderApi({ baseUrl: 'http://provider.invalid', projectId: 'spec-table', fetch: sink, now: () => now, page: () => ({ url: 'http://127.0.0.1/', domain: '127.0.0.1' }) })
    return {
      report: (message: string) => api.reportError({ errorType: 'Error', errorMessage: message }),
      reported,
      advance: (ms: number) => void (now += ms),
    }
  }

  it(`${CAP + 3} errors in the same instant send ${CAP} reports`, async () => {
    const { report, reported } = reporter()
    for (let n = 1; n <= CAP + 3; n += 1) await report(`error ${n}`)
    expect(reported).toEqual(Array.from({ length: CAP }, (_, n) => `error ${n + 1}`))
  })

  it(`the cap holds for a whole minute after the first report, and lifts at the minute`, async () => {
    const { report, reported, advance } = reporter()
    for (let n = 1; n <= CAP; n += 1) await report(`error ${n}`)
    advance(MINUTE - 1)
    await report('1 ms before the minute')
    expect(reported).toHaveLength(CAP)
    advance(1)
    await report('at the minute')
    expect(reported).toHaveLength(CAP + 1)
    expect(reported.at(-1)).toBe('at the minute')
  })
})
