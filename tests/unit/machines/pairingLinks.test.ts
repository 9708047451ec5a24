// Deep links carrying a pairing URI (WalletConnect's formats), and links that must never be built.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletCard } from '../../../src/core/walletCard'
import { walletLink } from '../../../src/machines/pairing/pairing.links'

const URI = 'wc:abc@2?relay-protocol=irn&symKey=00&expiryTimestamp=1'
const wallet = (mobile: string | null, desktop: string | null = null): WalletCard => ({ id: 'w', name: 'W', imageUrl: '', rdns: null, chains: [], links: { mobile, desktop, webapp: null } })

describe('walletLink', () => {
  it('a universal link gets /wc?uri= with the URI encoded', () => {
    expect(walletLink(wallet('https://link.wallet.example'), 'mobile', URI)).toBe(`https://link.wallet.example/wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet('https://link.wallet.example/'), 'mobile', URI)).toBe(`https://link.wallet.example/wc?uri=${encodeURIComponent(URI)}`)
  })

  it('a custom scheme gets ://wc?uri=, however the catalogue wrote it', () => {
    for (const scheme of ['metamask://', 'metamask:', 'metamask']) {
      expect(walletLink(wallet(scheme), 'mobile', URI)).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
    }
  })

  it('a link with a path, an http link and a link padded with spaces keep their place before /wc', () => {
    expect(walletLink(wallet('https://link.wallet.example/app'), 'mobile', URI)).toBe(`https://link.wallet.example/app/wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet('http://localhost:5175'), 'mobile', URI)).toBe(`http://localhost:5175/wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet('ledger://open'), 'mobile', URI)).toBe(`ledger://open/wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet('  metamask://  '), 'mobile', URI)).toBe(`metamask://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('no wallet, or an empty link, gives no link', () => {
    expect(walletLink(undefined, 'mobile', URI)).toBeUndefined()
    expect(walletLink(wallet('   '), 'mobile', URI)).toBeUndefined()
  })

  it('only a scheme that runs script is refused, not one that merely ends like one', () => {
    expect(walletLink(wallet('metadata:'), 'mobile', URI)).toBe(`metadata://wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet('profile:'), 'mobile', URI)).toBe(`profile://wc?uri=${encodeURIComponent(URI)}`)
  })

  it('desktop links use the desktop entry', () => {
    expect(walletLink(wallet(null, 'ledgerlive://'), 'desktop', URI)).toBe(`ledgerlive://wc?uri=${encodeURIComponent(URI)}`)
    expect(walletLink(wallet(null, 'ledgerlive://'), 'mobile', URI)).toBeUndefined()
  })

  it('never builds a link that could run script', () => {
    for (const bad of ['javascript:alert(1)//', ' JavaScript:alert(1)', 'data:text/html,x', 'vbscript:x', 'file:///etc/passwd', 'java\tscript:x', 'java script:x', 'da\nta:x']) {
      expect(walletLink(wallet(bad), 'mobile', URI)).toBeUndefined()
    }
  })

  it('the URI always comes back whole from the link', () => {
    fc.assert(fc.property(fc.string(), (uri) => {
      const href = walletLink(wallet('https://w.example'), 'mobile', uri)!
      expect(new URL(href).searchParams.get('uri')).toBe(uri)
    }))
  })
})
