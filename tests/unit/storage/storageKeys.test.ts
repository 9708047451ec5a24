// R-ENT-3: every stored key is prefixed '@appkit/', named once, and AppKit's own name where AppKit has one.
import { describe, expect, it } from 'vitest'
import { STORAGE_PREFIX } from '../../../src/core/constants'
import { ACCOUNT_STORAGE_KEYS, CACHE_STORAGE_KEYS, connectedConnectorIdKey, CONNECTION_STORAGE_KEYS } from '../../../src/core/storageKeys'

const STORAGE_KEYS = { ...CONNECTION_STORAGE_KEYS, ...ACCOUNT_STORAGE_KEYS, ...CACHE_STORAGE_KEYS }
import { CHAIN_NAMESPACES } from '../../../src/services/storage'

const everyKey = [...Object.values(STORAGE_KEYS), ...CHAIN_NAMESPACES.map(connectedConnectorIdKey)]

describe('storage keys (R-ENT-3)', () => {
  it('all start with @appkit/', () => {
    expect(STORAGE_PREFIX).toBe('@appkit/')
    for (const key of everyKey) expect(key.startsWith('@appkit/')).toBe(true)
  })

  it('are all different', () => {
    expect(new Set(everyKey).size).toBe(everyKey.length)
  })

  it('cover every value of SPEC §3 local storage', () => {
    expect(Object.keys(STORAGE_KEYS).sort()).toEqual(
      [
        'ACTIVE_CAIP_NETWORK_ID',
        'ACTIVE_NAMESPACE',
        'CONNECTED_NAMESPACES',
        'CONNECTED_SOCIAL',
        'CONNECTION_STATUS',
        'CONNECTIONS',
        'DEEPLINK_CHOICE',
        'EMAIL',
        'EMAIL_LOGIN_USED',
        'ENS_CACHE',
        'IDENTITY_CACHE',
        'LAST_EMAIL_LOGIN_TIME',
        'LAST_USED_CHAIN',
        'NATIVE_BALANCE_CACHE',
        'PORTFOLIO_CACHE',
        'PREFERRED_ACCOUNT_TYPES',
        'RECENT_WALLETS',
        'SMART_ACCOUNT_ENABLED_NETWORKS',
        'SOCIAL_USERNAME',
      ].sort(),
    )
  })

  it("use Reown AppKit's key names where AppKit stores the same value", () => {
    expect(STORAGE_KEYS).toMatchObject({
      RECENT_WALLETS: '@appkit/recent_wallets',
      ACTIVE_NAMESPACE: '@appkit/active_namespace',
      ACTIVE_CAIP_NETWORK_ID: '@appkit/active_caip_network_id',
      CONNECTED_NAMESPACES: '@appkit/connected_namespaces',
      CONNECTION_STATUS: '@appkit/connection_status',
      CONNECTIONS: '@appkit/connections',
      PREFERRED_ACCOUNT_TYPES: '@appkit/preferred_account_types',
      CONNECTED_SOCIAL: '@appkit/connected_social',
      PORTFOLIO_CACHE: '@appkit/portfolio_cache',
      NATIVE_BALANCE_CACHE: '@appkit/native_balance_cache',
      ENS_CACHE: '@appkit/ens_cache',
      IDENTITY_CACHE: '@appkit/identity_cache',
      DEEPLINK_CHOICE: '@appkit/deeplink_choice',
    })
    expect(connectedConnectorIdKey('eip155')).toBe('@appkit/eip155:connected_connector_id')
    expect(connectedConnectorIdKey('solana')).toBe('@appkit/solana:connected_connector_id')
  })
})
