// The embedded wallet's login cache in local storage (R-EMAIL-2, R-AUTH-1, R-SA-1, R-ENT-3): keys under '@appkit/',
// values read through their rules, a corrupt value dropped, the login cache cleared on disconnect.
import { describe, expect, it } from 'vitest'
import { createEmbeddedLoginCache } from '../../../src/services/storage/embeddedLoginCache'
import { memoryStorage } from './fakeStorage'

describe('the embedded login cache', () => {
  it('R-EMAIL-2: a login stores the email, sets the flag and clears the last email-login time', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw, () => 1_700_000_000_000)
    cache.setLastEmailLoginTime()
    expect(raw.getItem('@appkit/LAST_EMAIL_LOGIN_TIME')).toBe('1700000000000')
    expect(cache.getLastEmailLoginTime()).toBe(1_700_000_000_000)
    expect(cache.isLoginUsed()).toBe(false)
    expect(cache.rememberLogin('ana@example.com')).toBe(true)
    expect(raw.getItem('@appkit/EMAIL')).toBe('ana@example.com')
    expect(raw.getItem('@appkit/EMAIL_LOGIN_USED_KEY')).toBe('true')
    expect(raw.getItem('@appkit/LAST_EMAIL_LOGIN_TIME')).toBeNull()
    expect(cache.isLoginUsed()).toBe(true)
    expect(cache.getEmail()).toBe('ana@example.com')
  })

  it('R-AUTH-1: disconnect clears the flag, the email, the last chain and the social username, and nothing else', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.rememberLogin('ana@example.com')
    cache.setLastUsedChain('31337')
    raw.setItem('@appkit/SOCIAL_USERNAME', 'ana')
    cache.setSmartAccountEnabledNetworks([31337])
    cache.clear()
    for (const key of ['@appkit/EMAIL_LOGIN_USED_KEY', '@appkit/EMAIL', '@appkit/LAST_USED_CHAIN_KEY', '@appkit/SOCIAL_USERNAME']) expect(raw.getItem(key), key).toBeNull()
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('31337')
  })

  it('R-SA-1: smart-account-enabled networks as a comma list; empty when absent or corrupt', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
    cache.setSmartAccountEnabledNetworks([31337, 1, 10])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('31337,1,10')
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([31337, 1, 10])
    raw.setItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS', '31337,abc')
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBeNull()
    cache.setSmartAccountEnabledNetworks(undefined)
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
  })

  it('R-ENT-3: corrupt values read as absent and are dropped; a bad email is never stored', () => {
    const raw = memoryStorage()
    raw.setItem('@appkit/EMAIL', 'not an email')
    raw.setItem('@appkit/EMAIL_LOGIN_USED_KEY', 'yes')
    raw.setItem('@appkit/LAST_EMAIL_LOGIN_TIME', 'yesterday')
    const cache = createEmbeddedLoginCache(raw)
    expect([cache.getEmail(), cache.isLoginUsed(), cache.getLastEmailLoginTime()]).toEqual([undefined, false, undefined])
    expect([raw.getItem('@appkit/EMAIL'), raw.getItem('@appkit/EMAIL_LOGIN_USED_KEY'), raw.getItem('@appkit/LAST_EMAIL_LOGIN_TIME')]).toEqual([null, null, null])
    expect(cache.rememberLogin('<script>')).toBe(false)
    expect(cache.setEmail('new@example.org')).toBe(true)
    expect(cache.getEmail()).toBe('new@example.org')
  })

  it('R-PROD-5: the preferred account type per namespace, the default where none was chosen, kept across a clear', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    expect(['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'].map((ns) => cache.getPreferredAccountType(ns))).toEqual(['smartAccount', 'eoa', 'eoa', 'payment', 'eoa'])
    cache.setPreferredAccountType('eip155', 'eoa')
    expect(JSON.parse(raw.getItem('@appkit/preferred_account_types') ?? 'null')).toEqual({ eip155: 'eoa' })
    expect(cache.getPreferredAccountType('eip155')).toBe('eoa')
    cache.setPreferredAccountType('solana', 'eoa')
    expect(JSON.parse(raw.getItem('@appkit/preferred_account_types') ?? 'null')).toEqual({ eip155: 'eoa', solana: 'eoa' })
    // A choice is the person's, not the login's: disconnecting keeps it.
    cache.clear()
    expect(cache.getPreferredAccountType('eip155')).toBe('eoa')
    // Corrupt values are dropped, never thrown.
    for (const bad of ['{not json', '["eoa"]', '{"eip155":"root"}', '{"<b>":"eoa"}']) {
      raw.setItem('@appkit/preferred_account_types', bad)
      expect(cache.getPreferredAccountType('eip155')).toBe('smartAccount')
      expect(raw.getItem('@appkit/preferred_account_types')).toBeNull()
    }
  })
})
