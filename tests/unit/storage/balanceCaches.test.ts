// SPEC §3 caches with R-CONST-2's lifetimes (portfolio 30 s, native balance 30 s, written here from the spec), in
// AppKit's keys and shapes; a corrupt cache is dropped, never thrown (R-ENT-3).
import { describe, expect, it } from 'vitest'
import { createBalanceCaches } from '../../../src/services/storage/balanceCaches'
import { memoryStorage, recordingStorage } from './fakeStorage'

const CAIP = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TOKEN = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:31337', price: 3000, quantity: { decimals: '18', numeric: '1' }, iconUrl: 'x' }

describe('balance caches', () => {
  it('R-CONST-2: a portfolio is served for 30 s, then not', () => {
    let now = 1_000_000
    const raw = memoryStorage()
    const caches = createBalanceCaches(raw, () => now)
    caches.setPortfolio(CAIP, [TOKEN])
    expect(JSON.parse(raw.getItem('@appkit/portfolio_cache') ?? '{}')).toEqual({ [CAIP]: { timestamp: 1_000_000, balance: [TOKEN] } })
    now += 29_999
    expect(caches.getPortfolio(CAIP)).toEqual([TOKEN])
    now += 1
    expect(caches.getPortfolio(CAIP)).toBeUndefined()
  })

  it('R-CONST-2: a native balance is served for 30 s, then not', () => {
    let now = 5_000
    const raw = memoryStorage()
    const caches = createBalanceCaches(raw, () => now)
    caches.setNativeBalance(CAIP, { balance: '10000', symbol: 'ETH' })
    expect(JSON.parse(raw.getItem('@appkit/native_balance_cache') ?? '{}')).toEqual({ [CAIP]: { caipAddress: CAIP, balance: '10000', symbol: 'ETH', timestamp: 5_000 } })
    now += 29_999
    expect(caches.getNativeBalance(CAIP)).toEqual({ balance: '10000', symbol: 'ETH' })
    now += 1
    expect(caches.getNativeBalance(CAIP)).toBeUndefined()
  })

  it('R-ENT-3: reading caches that were never written writes nothing to storage', () => {
    const raw = recordingStorage()
    const caches = createBalanceCaches(raw, () => 0)
    expect([caches.getPortfolio(CAIP), caches.getNativeBalance(CAIP)]).toEqual([undefined, undefined])
    expect(raw.writes).toEqual([])
  })

  it('an expired entry is pruned when another is written', () => {
    let now = 0
    const raw = memoryStorage()
    const caches = createBalanceCaches(raw, () => now)
    caches.setPortfolio('old', [TOKEN])
    now = 30_000
    caches.setPortfolio(CAIP, [TOKEN])
    expect(Object.keys(JSON.parse(raw.getItem('@appkit/portfolio_cache') ?? '{}'))).toEqual([CAIP])
  })

  it.each(['not json', '[]', JSON.stringify({ [CAIP]: { timestamp: 'now', balance: [] } }), JSON.stringify({ [CAIP]: { timestamp: 1, balance: [{ name: 'x' }] } })])(
    'R-ENT-3: a corrupt cache (%s) reads as empty and is removed',
    (text) => {
      const raw = memoryStorage()
      raw.setItem('@appkit/portfolio_cache', text)
      const caches = createBalanceCaches(raw, () => 2)
      expect(caches.getPortfolio(CAIP)).toBeUndefined()
      expect(raw.getItem('@appkit/portfolio_cache')).toBeNull()
    },
  )
})
