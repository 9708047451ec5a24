// @vitest-environment jsdom
// R-ENT-3: at start, every value stored under one of Latch's keys that fails its key's schema is removed, not just
// ignored; a good one is kept as it is. The first click's keys are swept before createLatch returns, the others as
// soon as their schemas' chunk has loaded (sweepStoredValues' promise). The table below names every key literally with one good and one bad value:
// a key added to storageKeys.ts and the sweep without a row here, or to storageKeys.ts without a schema, turns the
// first test red. The email is swept like any value: a valid email stays (SPEC §3 lists it), only a value that is not
// an email goes, and never because another key was bad.
import { afterEach, describe, expect, it } from 'vitest'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { ACCOUNT_STORAGE_KEYS, CACHE_STORAGE_KEYS, connectedConnectorIdKey, CONNECTION_STORAGE_KEYS, SIWX_AUTH_TOKEN_KEY, SIWX_SESSIONS_KEY } from '../../../src/core/storageKeys'
import { CHAIN_NAMESPACES, sweepStoredValues } from '../../../src/services/storage'
import { LATER_KEYS, storedValueSchemas } from '../../../src/services/storage/sweep'
import { LATER_SCHEMAS } from '../../../src/services/storage/sweepLater'
import { memoryStorage, readOnlyStorage, recordingStorage, throwingStorage } from './fakeStorage'

const EVM = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SOLANA = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const WALLET = { id: 'metamask', name: 'MetaMask', imageUrl: 'https://api.example.test/getWalletImage/metamask', rdns: 'io.metamask', chains: ['eip155:1'], links: { mobile: 'metamask://', desktop: null, webapp: null } }
const TOKEN = { name: 'Ether', symbol: 'ETH', chainId: 'eip155:1', price: 3000, quantity: { decimals: '18', numeric: '1.5' }, iconUrl: 'https://icons.example.test/eth.png' }
const NAME = { name: 'alice', registered: 1, updated: 1, addresses: { '60': { address: EVM, created: 1 } }, attributes: {} }
const SESSION = {
  id: 'k3Jq9XwB2mT7vLp0sR4yZg',
  message: 'the signed text',
  signature: '0xsig',
  data: { chainId: 'eip155:1', accountAddress: EVM, domain: 'app.example.test', uri: 'https://app.example.test', version: '1', nonce: 'a1B2c3D4e5', issuedAt: '2026-11-25T12:00:00.000Z' },
}
const json = (value: unknown) => JSON.stringify(value)

/** Every key Latch stores under, literally, with a value its schema takes and one it refuses. */
const TABLE: [key: string, good: string, bad: string][] = [
  ['@appkit/active_namespace', 'solana', 'cosmos'],
  ['@appkit/active_caip_network_id', 'eip155:1', 'eip155'],
  ['@appkit/connected_namespaces', 'eip155,solana', 'eip155,cosmos'],
  ['@appkit/connection_status', 'connected', 'connecting'],
  ['@appkit/connections', json({ eip155: { connectorId: 'injected', address: EVM, chainId: '1' }, solana: { connectorId: 'phantom', address: SOLANA, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' } }), json({ eip155: { connectorId: 'injected', address: '0x123', chainId: '1' } })],
  ['@appkit/recent_wallets', json([WALLET]), json([{ ...WALLET, imageUrl: 'javascript:alert(1)' }])],
  ['@appkit/deeplink_choice', json({ href: 'metamask://', name: 'MetaMask' }), json({ href: 'javascript:alert(1)', name: 'MetaMask' })],
  ['@appkit/eip155:connected_connector_id', 'io.metamask', ''],
  ['@appkit/solana:connected_connector_id', 'phantom', ''],
  ['@appkit/polkadot:connected_connector_id', 'polkadot-js', ''],
  ['@appkit/bip122:connected_connector_id', 'xverse', ''],
  ['@appkit/preferred_account_types', json({ eip155: 'smartAccount', solana: 'eoa' }), json({ eip155: 'admin' })],
  ['@appkit/EMAIL', 'ana@example.com', 'ana at example dot com'],
  ['@appkit/EMAIL_LOGIN_USED_KEY', 'true', 'yes'],
  ['@appkit/LAST_EMAIL_LOGIN_TIME', '1764000000000', 'yesterday'],
  ['@appkit/LAST_USED_CHAIN_KEY', '31337', 'x'.repeat(501)],
  ['@appkit/SMART_ACCOUNT_ENABLED_NETWORKS', '1,31337', '1,,31337'],
  ['@appkit/connected_social', 'google', 'myspace'],
  ['@appkit/SOCIAL_USERNAME', 'ana.eth', 'x'.repeat(501)],
  ['@appkit/portfolio_cache', json({ [`eip155:1:${EVM}`]: { timestamp: 1, balance: [TOKEN] } }), json({ [`eip155:1:${EVM}`]: { timestamp: 'now', balance: [TOKEN] } })],
  ['@appkit/native_balance_cache', json({ [`eip155:1:${EVM}`]: { caipAddress: `eip155:1:${EVM}`, balance: '1.5', symbol: 'ETH', timestamp: 1 } }), '{"eip155:1:0x5a":'],
  ['@appkit/ens_cache', json({ [EVM.toLowerCase()]: { ens: [NAME], timestamp: 1 } }), json({ [EVM.toLowerCase()]: { ens: [{ ...NAME, name: 'al' }], timestamp: 1 } })],
  ['@appkit/identity_cache', json({ [EVM.toLowerCase()]: { identity: { name: 'alice', avatar: 'https://avatars.example.test/alice.png' }, timestamp: 1 } }), json({ [EVM.toLowerCase()]: { identity: { name: 'alice', avatar: 'javascript:alert(1)' }, timestamp: 1 } })],
  ['@appkit/siwx_sessions', json({ [`eip155:1|${EVM.toLowerCase()}`]: [SESSION] }), json({ [`eip155:1|${EVM.toLowerCase()}`]: [{ ...SESSION, data: { ...SESSION.data, version: '2' } }] })],
  ['@appkit/siwx-auth-token', 'T0k3n_of-the-client_43-characters-long_abcd', 'T0k3n of-the-client\r\nX-Evil: 1'],
]
const KEYS = TABLE.map(([key]) => key)
const all = (pick: 1 | 2) => Object.fromEntries(TABLE.map((row) => [row[0], row[pick]]))

describe('the start-up sweep (R-ENT-3)', () => {
  it('covers every key Latch stores under, each with a schema: 19 of SPEC §3, one connector id per namespace, sign-in’s two', async () => {
    expect(KEYS).toHaveLength(25)
    const declared = [
      ...Object.values(CONNECTION_STORAGE_KEYS),
      ...Object.values(ACCOUNT_STORAGE_KEYS),
      ...Object.values(CACHE_STORAGE_KEYS),
      ...CHAIN_NAMESPACES.map(connectedConnectorIdKey),
      SIWX_SESSIONS_KEY,
      SIWX_AUTH_TOKEN_KEY,
    ]
    expect([...declared].sort()).toEqual([...KEYS].sort())
    expect((await storedValueSchemas()).map(([key]) => key).sort()).toEqual([...KEYS].sort())
    // The first half's list of the later keys is the later half's table.
    expect([...LATER_KEYS].sort()).toEqual(Object.keys(LATER_SCHEMAS).sort())
  })

  it('the later half’s chunk is loaded only when one of its 14 keys holds a value: a first visit loads nothing more', async () => {
    const loads: string[] = []
    const loadLater = (label: string) => () => {
      loads.push(label)
      return import('../../../src/services/storage/sweepLater')
    }
    const firstClickOnly = memoryStorage({ '@appkit/connection_status': 'connecting', '@appkit/recent_wallets': json([WALLET]) })
    await sweepStoredValues(firstClickOnly, loadLater('first click only'))
    await sweepStoredValues(memoryStorage(), loadLater('empty'))
    expect(loads).toEqual([])
    expect(Object.fromEntries(firstClickOnly.entries)).toEqual({ '@appkit/recent_wallets': json([WALLET]) })
    expect(LATER_KEYS).toHaveLength(14)
    for (const key of LATER_KEYS) await sweepStoredValues(memoryStorage({ [key]: 'x'.repeat(501) }), loadLater(key))
    expect(loads).toEqual([...LATER_KEYS])
  })

  it('a later half that cannot load is no error: the first click’s keys are swept all the same', async () => {
    const storage = memoryStorage({ '@appkit/connection_status': 'connecting', '@appkit/EMAIL_LOGIN_USED_KEY': 'yes' })
    await expect(sweepStoredValues(storage, () => Promise.reject(new TypeError('Failed to fetch dynamically imported module')))).resolves.toBeUndefined()
    expect(Object.fromEntries(storage.entries)).toEqual({ '@appkit/EMAIL_LOGIN_USED_KEY': 'yes' })
  })

  it.each(TABLE)('%s: a bad value is removed, a good one kept as it is', async (key, good, bad) => {
    const storage = memoryStorage({ [key]: bad })
    await sweepStoredValues(storage)
    expect(storage.entries.has(key)).toBe(false)
    const kept = recordingStorage({ [key]: good })
    await sweepStoredValues(kept)
    expect(kept.entries.get(key)).toBe(good)
    expect(kept.writes).toEqual([])
  })

  it('with every key bad, all go and only they: a key of AppKit’s own under the same prefix and a page’s key stay', async () => {
    const storage = recordingStorage({ ...all(2), '@appkit/wallet_id': 'not latch’s', 'app-theme': 'dark' })
    await sweepStoredValues(storage)
    expect([...storage.entries]).toEqual([
      ['@appkit/wallet_id', 'not latch’s'],
      ['app-theme', 'dark'],
    ])
    expect([...storage.writes].sort()).toEqual(KEYS.map((key) => `remove ${key}`).sort())
  })

  it('with every key good, nothing is written', async () => {
    const storage = recordingStorage(all(1))
    await sweepStoredValues(storage)
    expect(storage.writes).toEqual([])
    expect(Object.fromEntries(storage.entries)).toEqual(all(1))
  })

  it('each key is judged alone: a bad login flag or last chain does not take the email with it', async () => {
    const storage = memoryStorage({ '@appkit/EMAIL': 'ana@example.com', '@appkit/EMAIL_LOGIN_USED_KEY': 'yes', '@appkit/LAST_USED_CHAIN_KEY': 'x'.repeat(501) })
    await sweepStoredValues(storage)
    expect(Object.fromEntries(storage.entries)).toEqual({ '@appkit/EMAIL': 'ana@example.com' })
  })

  it('the first click’s keys are swept before sweepStoredValues returns, before anything can read them', () => {
    const storage = memoryStorage(all(2))
    void sweepStoredValues(storage)
    const firstClick = [...Object.values(CONNECTION_STORAGE_KEYS), ...CHAIN_NAMESPACES.map(connectedConnectorIdKey)]
    expect(firstClick).toHaveLength(11)
    for (const key of firstClick) expect(storage.entries.has(key), key).toBe(false)
  })

  it('storage that is missing, throws on every call or refuses removals is no error', async () => {
    await expect(sweepStoredValues(undefined)).resolves.toBeUndefined()
    await expect(sweepStoredValues(throwingStorage())).resolves.toBeUndefined()
    await expect(sweepStoredValues(readOnlyStorage({ '@appkit/connection_status': 'connecting' }))).resolves.toBeUndefined()
  })
})

describe('createLatch sweeps at start (R-ENT-3)', () => {
  let latch: Latch | undefined
  afterEach(() => {
    latch?.stop()
    localStorage.clear()
  })

  it('every bad value is gone right after createLatch (the first click’s keys at once); a good email and keys that are not Latch’s stay', async () => {
    for (const [key, value] of Object.entries(all(2))) localStorage.setItem(key, value)
    localStorage.setItem('@appkit/EMAIL', 'ana@example.com')
    localStorage.setItem('@appkit/wallet_id', 'not latch’s')
    latch = createLatch({ projectId: 'sweep-test', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' } }, { fetch: () => Promise.reject(new TypeError('offline')) })
    // Latch may write good values of its own as it starts (the connection status); none of the bad ones is left.
    const badLeft = () => TABLE.filter(([key, , bad]) => localStorage.getItem(key) === bad).map(([key]) => key)
    const firstClick = [...Object.values(CONNECTION_STORAGE_KEYS), ...CHAIN_NAMESPACES.map(connectedConnectorIdKey)] as string[]
    expect(badLeft().filter((key) => firstClick.includes(key))).toEqual([])
    await expect.poll(badLeft).toEqual([])
    expect(localStorage.getItem('@appkit/EMAIL')).toBe('ana@example.com')
    expect(localStorage.getItem('@appkit/wallet_id')).toBe('not latch’s')
  })
})
