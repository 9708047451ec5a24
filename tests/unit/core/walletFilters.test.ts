import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { COINBASE_WALLET_ID, PHANTOM_WALLET_ID, SOLFLARE_WALLET_ID } from '../../../src/core/constants'
import type { WalletCard } from '../../../src/core/walletCard'
import { filterWallets } from '../../../src/core/walletFilters'

const link = fc.option(fc.constant('https://wallet.example/x'), { nil: null })
const CHAINS = ['eip155:1', 'eip155:8453', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']
const wallet = fc.record({
  id: fc.oneof(fc.constantFrom(COINBASE_WALLET_ID, PHANTOM_WALLET_ID, SOLFLARE_WALLET_ID), fc.stringMatching(/^[0-9a-f]{8}$/)),
  name: fc.string(),
  imageUrl: fc.constant('x'),
  rdns: fc.constant(null),
  chains: fc.subarray(CHAINS),
  links: fc.record({ mobile: link, desktop: link, webapp: link }),
}) as fc.Arbitrary<WalletCard>

describe('wallet filters (SPEC §5)', () => {
  it('R-VAL-7: on mobile every kept wallet has a mobile link, or is Coinbase, or (on Solana) Solflare or Phantom', () => {
    fc.assert(
      fc.property(fc.array(wallet), fc.constantFrom('eip155', 'solana'), (wallets, namespace) => {
        for (const kept of filterWallets(wallets, { mobile: true, namespace })) {
          const exception = kept.id === COINBASE_WALLET_ID || (namespace === 'solana' && (kept.id === SOLFLARE_WALLET_ID || kept.id === PHANTOM_WALLET_ID))
          expect(kept.links.mobile !== null || exception).toBe(true)
        }
        expect(filterWallets(wallets, { mobile: true, namespace }).length).toBe(
          wallets.filter((w) => w.links.mobile || w.id === COINBASE_WALLET_ID || (namespace === 'solana' && [SOLFLARE_WALLET_ID, PHANTOM_WALLET_ID].includes(w.id))).length,
        )
      }),
    )
  })

  it('R-VAL-8: with the universal provider, wallets without any link are dropped', () => {
    fc.assert(
      fc.property(fc.array(wallet), (wallets) => {
        const kept = filterWallets(wallets, { mobile: false, universalProvider: true })
        expect(kept.every((w) => w.links.mobile || w.links.desktop || w.links.webapp)).toBe(true)
        expect(kept.length).toBe(wallets.filter((w) => w.links.mobile || w.links.desktop || w.links.webapp).length)
      }),
    )
  })

  it('R-VAL-8: any one link is enough to keep a wallet', () => {
    const card = (id: string, links: WalletCard['links']): WalletCard => ({ id, name: id, imageUrl: 'x', rdns: null, chains: [], links })
    const none = { mobile: null, desktop: null, webapp: null }
    const wallets = [
      card('m', { ...none, mobile: 'm://' }),
      card('d', { ...none, desktop: 'd://' }),
      card('w', { ...none, webapp: 'https://w.example' }),
      card('none', none),
    ]
    expect(filterWallets(wallets, { mobile: false, universalProvider: true }).map((w) => w.id)).toEqual(['m', 'd', 'w'])
    expect(filterWallets(wallets, { mobile: false }).map((w) => w.id)).toEqual(['m', 'd', 'w', 'none'])
  })

  it('R-VAL-9: only wallets supporting a requested chain; no request keeps all', () => {
    fc.assert(
      fc.property(fc.array(wallet), fc.subarray(CHAINS), (wallets, chains) => {
        const kept = filterWallets(wallets, { mobile: false, chains })
        if (chains.length === 0) expect(kept).toEqual(wallets)
        else expect(kept.every((w) => w.chains.some((c) => chains.includes(c)))).toBe(true)
      }),
    )
    // No chains given at all is no request either.
    fc.assert(
      fc.property(fc.array(wallet), (wallets) => {
        expect(filterWallets(wallets, { mobile: false })).toEqual(wallets)
      }),
    )
  })

  it('include keeps only the named wallets, exclude drops them, and order is kept', () => {
    fc.assert(
      fc.property(fc.array(wallet), (wallets) => {
        const ids = wallets.map((w) => w.id)
        const include = ids.filter((_, i) => i % 2 === 0)
        expect(filterWallets(wallets, { mobile: false, include }).map((w) => w.id)).toEqual(ids.filter((id) => include.includes(id)))
        expect(filterWallets(wallets, { mobile: false, exclude: include }).every((w) => !include.includes(w.id))).toBe(true)
      }),
    )
  })
})
