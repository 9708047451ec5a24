// The embedded wallet's login cache in local storage (R-EMAIL-2, R-AUTH-1, R-SA-1, R-ENT-3): keys under '@appkit/',
// values read through their rules, a corrupt value dropped, the login cache cleared on disconnect.
import { describe, expect, it } from 'vitest'
import { createEmbeddedLoginCache } from '../../../src/services/storage/embeddedLoginCache'
import { memoryStorage, recordingStorage } from './fakeStorage'

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

  it('R-ENT-3: reading an empty cache writes nothing to storage (no removal of keys that are not there)', () => {
    const raw = recordingStorage()
    const cache = createEmbeddedLoginCache(raw)
    expect([cache.getEmail(), cache.isLoginUsed(), cache.getLastEmailLoginTime(), cache.getLastUsedChain(), cache.getSocialUsername()]).toEqual([undefined, false, undefined, undefined, undefined])
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
    expect(cache.getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(raw.writes).toEqual([])
  })

  it('R-NET-1: the last used chain is stored as given under @appkit/LAST_USED_CHAIN_KEY and read back', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.setLastUsedChain('eip155:31337')
    expect(raw.getItem('@appkit/LAST_USED_CHAIN_KEY')).toBe('eip155:31337')
    expect(cache.getLastUsedChain()).toBe('eip155:31337')
    raw.setItem('@appkit/LAST_USED_CHAIN_KEY', 'x'.repeat(501))
    expect(cache.getLastUsedChain()).toBeUndefined()
    expect(raw.getItem('@appkit/LAST_USED_CHAIN_KEY')).toBeNull()
  })

  it('R-NET-1: a last used chain its reader would refuse is not written; the last good one stays', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    expect(cache.setLastUsedChain('eip155:31337')).toBe(true)
    expect(cache.setLastUsedChain('x'.repeat(501))).toBe(false)
    expect(raw.getItem('@appkit/LAST_USED_CHAIN_KEY')).toBe('eip155:31337')
    expect(cache.setLastUsedChain('x'.repeat(500))).toBe(true)
    expect(cache.getLastUsedChain()).toBe('x'.repeat(500))
  })

  it('R-AUTH-1: the social username is read from @appkit/SOCIAL_USERNAME', () => {
    const raw = memoryStorage({ '@appkit/SOCIAL_USERNAME': 'ana.eth' })
    expect(createEmbeddedLoginCache(raw).getSocialUsername()).toBe('ana.eth')
  })

  it('R-EMAIL-3: an update to an invalid email is refused and keeps the stored one', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    expect(cache.setEmail('ana@example.com')).toBe(true)
    expect(cache.setEmail('not an email')).toBe(false)
    expect(raw.getItem('@appkit/EMAIL')).toBe('ana@example.com')
  })

  it.each(['ana smith@example.com', 'ana@example.com extra', '@ana@example.com', 'ana@example.com\n'])('R-VAL-2: %j is not a valid email, whole text judged', (address) => {
    const raw = memoryStorage({ '@appkit/EMAIL': address })
    const cache = createEmbeddedLoginCache(raw)
    expect(cache.getEmail()).toBeUndefined()
    expect(raw.getItem('@appkit/EMAIL')).toBeNull()
    expect(cache.rememberLogin(address)).toBe(false)
    expect(raw.getItem('@appkit/EMAIL_LOGIN_USED_KEY')).toBeNull()
  })

  it.each(['-5', '12x', 'x12', '1234567890123456'])('the last email-login time %j is not a time in ms: dropped', (text) => {
    const raw = memoryStorage({ '@appkit/LAST_EMAIL_LOGIN_TIME': text })
    expect(createEmbeddedLoginCache(raw).getLastEmailLoginTime()).toBeUndefined()
    expect(raw.getItem('@appkit/LAST_EMAIL_LOGIN_TIME')).toBeNull()
  })

  it('R-SA-1: only non-negative whole chain ids are written, so the list always reads back', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.setSmartAccountEnabledNetworks([1, -5, 1.5, Number.NaN, 2 ** 53, 0, 10])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('1,0,10')
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([1, 0, 10])
  })

  it('R-SA-1: the largest safe chain ids are written and read back alike', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.setSmartAccountEnabledNetworks([1_000_000_000_000, 2 ** 53 - 1])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('1000000000000,9007199254740991')
    expect(createEmbeddedLoginCache(raw).getSmartAccountEnabledNetworks()).toEqual([1_000_000_000_000, 9007199254740991])
    raw.setItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS', '1'.repeat(17))
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
  })

  it('R-SA-1: an empty list is a valid stored value: read as [] and kept', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.setSmartAccountEnabledNetworks([])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('')
    expect(cache.getSmartAccountEnabledNetworks()).toEqual([])
    expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS')).toBe('')
    for (const bad of [',1', '1,', 'a1', '1a']) {
      raw.setItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS', bad)
      expect(cache.getSmartAccountEnabledNetworks(), bad).toEqual([])
      expect(raw.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS'), bad).toBeNull()
    }
  })

  it('R-PROD-5: every account type a person can choose is kept, including one that is not the namespace default', () => {
    const raw = memoryStorage()
    const cache = createEmbeddedLoginCache(raw)
    cache.setPreferredAccountType('solana', 'smartAccount')
    cache.setPreferredAccountType('eip155', 'payment')
    const fresh = createEmbeddedLoginCache(raw)
    expect([fresh.getPreferredAccountType('solana'), fresh.getPreferredAccountType('eip155')]).toEqual(['smartAccount', 'payment'])
    expect(JSON.parse(raw.getItem('@appkit/preferred_account_types') ?? 'null')).toEqual({ solana: 'smartAccount', eip155: 'payment' })
  })

  it.each(['EIPeip155', 'eip155X', 'averyverylongnamespace'])('a namespace key %j outside [-a-z0-9]{3,8} drops the stored account types', (key) => {
    const raw = memoryStorage({ '@appkit/preferred_account_types': JSON.stringify({ eip155: 'eoa', [key]: 'eoa' }) })
    expect(createEmbeddedLoginCache(raw).getPreferredAccountType('eip155')).toBe('smartAccount')
    expect(raw.getItem('@appkit/preferred_account_types')).toBeNull()
  })
})
