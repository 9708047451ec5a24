// Typed local storage: R-ENT-3 (keys, corrupt values dropped), R-CONN-1 (reset clears the connector id),
// R-CONST-3 (two recent wallets), R-VAL-3 / R-VAL-4 (stored network ids and addresses are checked).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isCaipNetworkId } from '../../../src/core/caip'
import { RECENT_WALLETS_KEPT } from '../../../src/core/constants'
import { ACCOUNT_STORAGE_KEYS, CACHE_STORAGE_KEYS, connectedConnectorIdKey, CONNECTION_STORAGE_KEYS } from '../../../src/core/storageKeys'

const STORAGE_KEYS = { ...CONNECTION_STORAGE_KEYS, ...ACCOUNT_STORAGE_KEYS, ...CACHE_STORAGE_KEYS }
import type { WalletCard } from '../../../src/core/walletCard'
import { CHAIN_NAMESPACES, createLatchStorage, isSafeUrl, type LatchStorage } from '../../../src/services/storage'
import { isValidConnection } from '../../../src/services/storage/schemas'
import { memoryStorage, readOnlyStorage, recordingStorage, throwingStorage } from './fakeStorage'

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const SOLANA_MAINNET = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

function card(id: string, overrides: Partial<WalletCard> = {}): WalletCard {
  return {
    id,
    name: `Wallet ${id}`,
    imageUrl: `http://127.0.0.1:4000/getWalletImage/${id}`,
    rdns: null,
    chains: ['eip155:1'],
    links: { mobile: `${id}://`, desktop: null, webapp: null },
    ...overrides,
  }
}

describe('connected connector per namespace (R-CONN-1)', () => {
  it('is stored as plain text under @appkit/<namespace>:connected_connector_id', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    expect(latch.setConnectedConnectorId('eip155', 'io.metamask')).toBe(true)
    expect(storage.entries.get('@appkit/eip155:connected_connector_id')).toBe('io.metamask')
    expect(latch.getConnectedConnectorId('eip155')).toBe('io.metamask')
    expect(latch.getConnectedConnectorId('solana')).toBeUndefined()
    latch.removeConnectedConnectorId('eip155')
    expect(latch.getConnectedConnectorId('eip155')).toBeUndefined()
  })

  it('reads an id AppKit wrote and drops an empty one', () => {
    const storage = memoryStorage({ [connectedConnectorIdKey('eip155')]: 'injected', [connectedConnectorIdKey('solana')]: '' })
    const latch = createLatchStorage(storage)
    expect(latch.getConnectedConnectorId('eip155')).toBe('injected')
    expect(latch.getConnectedConnectorId('solana')).toBeUndefined()
    expect(storage.entries.has(connectedConnectorIdKey('solana'))).toBe(false)
    expect(latch.setConnectedConnectorId('solana', '')).toBe(false)
  })
})

describe('connection status (R-CONN-1)', () => {
  it.each(['connected', 'disconnected'] as const)('keeps %s', (status) => {
    const latch = createLatchStorage(memoryStorage())
    latch.setConnectionStatus(status)
    expect(latch.getConnectionStatus()).toBe(status)
  })

  it('is removed on request', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    latch.setConnectionStatus('connected')
    latch.removeConnectionStatus()
    expect(latch.getConnectionStatus()).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.CONNECTION_STATUS)).toBe(false)
  })

  it.each(['connecting', 'CONNECTED', '"connected"', ''])('drops the stored value %j', (text) => {
    const storage = memoryStorage({ [STORAGE_KEYS.CONNECTION_STATUS]: text })
    expect(createLatchStorage(storage).getConnectionStatus()).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.CONNECTION_STATUS)).toBe(false)
  })
})

describe('connected namespaces', () => {
  it("reads AppKit's comma list, adds and removes without duplicates", () => {
    const storage = memoryStorage({ [STORAGE_KEYS.CONNECTED_NAMESPACES]: 'eip155' })
    const latch = createLatchStorage(storage)
    expect(latch.getConnectedNamespaces()).toEqual(['eip155'])
    latch.addConnectedNamespace('solana')
    latch.addConnectedNamespace('eip155')
    expect(storage.entries.get(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe('eip155,solana')
    latch.removeConnectedNamespace('eip155')
    expect(latch.getConnectedNamespaces()).toEqual(['solana'])
    latch.removeConnectedNamespace('solana')
    expect(latch.getConnectedNamespaces()).toEqual([])
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe(false)
    // Storing no namespace is removing the key, and that succeeds.
    latch.addConnectedNamespace('eip155')
    expect(latch.setConnectedNamespaces([])).toBe(true)
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe(false)
  })

  it.each(['eip155,cosmos', 'eip155,', '["eip155"]', 'EIP155'])('drops %j', (text) => {
    const storage = memoryStorage({ [STORAGE_KEYS.CONNECTED_NAMESPACES]: text })
    expect(createLatchStorage(storage).getConnectedNamespaces()).toEqual([])
    expect(storage.entries.has(STORAGE_KEYS.CONNECTED_NAMESPACES)).toBe(false)
  })
})

describe('active namespace and network id (R-VAL-3)', () => {
  it('keeps valid values as plain text', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    expect(latch.setActiveNamespace('solana')).toBe(true)
    expect(latch.setActiveCaipNetworkId(`solana:${SOLANA_MAINNET}`)).toBe(true)
    expect(storage.entries.get(STORAGE_KEYS.ACTIVE_NAMESPACE)).toBe('solana')
    expect(storage.entries.get(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe(`solana:${SOLANA_MAINNET}`)
    expect(latch.getActiveNamespace()).toBe('solana')
    expect(latch.getActiveCaipNetworkId()).toBe(`solana:${SOLANA_MAINNET}`)
    latch.removeActiveNamespace()
    latch.removeActiveCaipNetworkId()
    expect(latch.getActiveNamespace()).toBeUndefined()
    expect(latch.getActiveCaipNetworkId()).toBeUndefined()
  })

  it.each(['eip155', 'eip155:0', 'eip155:2147483648', 'eip155:1:0xabc', 'cosmos:cosmoshub-4', ':1', 'eip155:'])(
    'drops the stored network id %j and refuses to store it',
    (text) => {
      const storage = memoryStorage({ [STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID]: text })
      const latch = createLatchStorage(storage)
      expect(latch.getActiveCaipNetworkId()).toBeUndefined()
      expect(storage.entries.has(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe(false)
      expect(latch.setActiveCaipNetworkId(text as `${string}:${string}`)).toBe(false)
      expect(storage.entries.has(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe(false)
    },
  )

  it('drops an unknown active namespace', () => {
    const storage = memoryStorage({ [STORAGE_KEYS.ACTIVE_NAMESPACE]: 'cosmos' })
    expect(createLatchStorage(storage).getActiveNamespace()).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.ACTIVE_NAMESPACE)).toBe(false)
  })
})

describe('recent wallets (R-CONST-3)', () => {
  it('keeps the two newest, newest first, one entry per id', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    latch.addRecentWallet(card('a'))
    latch.addRecentWallet(card('b'))
    expect(latch.addRecentWallet(card('c')).map((wallet) => wallet.id)).toEqual(['c', 'b'])
    expect(latch.addRecentWallet(card('b')).map((wallet) => wallet.id)).toEqual(['b', 'c'])
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.RECENT_WALLETS) ?? '[]')).toEqual([card('b'), card('c')])
    latch.removeRecentWallets()
    expect(latch.getRecentWallets()).toEqual([])
  })

  it('reads a longer or duplicated stored list as at most two unique wallets', () => {
    const stored = [card('a'), card('a'), card('b'), card('c')]
    const latch = createLatchStorage(memoryStorage({ [STORAGE_KEYS.RECENT_WALLETS]: JSON.stringify(stored) }))
    expect(latch.getRecentWallets()).toEqual([card('a'), card('b')])
  })

  it.each([
    ['not JSON', '[{'],
    ['not a list', '{"id":"a"}'],
    ["AppKit's WcWallet shape (no imageUrl, no links)", JSON.stringify([{ id: 'a', name: 'A', image_id: 'img', rdns: null }])],
    ['a javascript: link', JSON.stringify([card('a', { links: { mobile: 'javascript:alert(1)', desktop: null, webapp: null } })])],
    ['a tab-split javascript: image', JSON.stringify([card('a', { imageUrl: 'java\tscript:alert(1)' })])],
    ['a data:text/html link', JSON.stringify([card('a', { links: { mobile: null, desktop: 'data:text/html,<script>1</script>', webapp: null } })])],
    ['an empty id', JSON.stringify([card('')])],
  ])('drops the stored list: %s', (_name, text) => {
    const storage = memoryStorage({ [STORAGE_KEYS.RECENT_WALLETS]: text })
    expect(createLatchStorage(storage).getRecentWallets()).toEqual([])
    expect(storage.entries.has(STORAGE_KEYS.RECENT_WALLETS)).toBe(false)
  })

  it('refuses a wallet that cannot be written as JSON, and keeps what was stored', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    latch.addRecentWallet(card('a'))
    const cyclic = card('b') as WalletCard & { self?: unknown }
    cyclic.self = cyclic
    expect(latch.addRecentWallet(cyclic).map((wallet) => wallet.id)).toEqual(['a']) // the answer is what storage holds
    expect(latch.getRecentWallets().map((wallet) => wallet.id)).toEqual(['a'])
  })

  it('refuses to store a wallet with an unsafe link', () => {
    const latch = createLatchStorage(memoryStorage())
    latch.addRecentWallet(card('a'))
    expect(latch.addRecentWallet(card('b', { links: { mobile: 'javascript:alert(1)', desktop: null, webapp: null } }))).toEqual([card('a')])
  })

  it('property: any sequence of additions keeps at most 2, unique, newest first (R-CONST-3)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('a', 'b', 'c', 'd', 'e'), { maxLength: 30 }), (ids) => {
        const latch = createLatchStorage(memoryStorage())
        for (const id of ids) latch.addRecentWallet(card(id))
        const kept = latch.getRecentWallets().map((wallet) => wallet.id)
        const model = [...new Set([...ids].reverse())].slice(0, RECENT_WALLETS_KEPT)
        expect(kept).toEqual(model)
        expect(kept.length).toBeLessThanOrEqual(RECENT_WALLETS_KEPT)
        expect(new Set(kept).size).toBe(kept.length)
      }),
    )
  })
})

describe('deeplink choice', () => {
  it('keeps { href, name } as JSON and drops unknown fields', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    expect(latch.setDeeplinkChoice({ href: 'metamask://', name: 'MetaMask' })).toBe(true)
    expect(JSON.parse(storage.entries.get(STORAGE_KEYS.DEEPLINK_CHOICE) ?? '')).toEqual({ href: 'metamask://', name: 'MetaMask' })
    storage.entries.set(STORAGE_KEYS.DEEPLINK_CHOICE, JSON.stringify({ href: 'https://link.trustwallet.com', name: 'Trust', extra: 1 }))
    expect(latch.getDeeplinkChoice()).toEqual({ href: 'https://link.trustwallet.com', name: 'Trust' })
    latch.removeDeeplinkChoice()
    expect(latch.getDeeplinkChoice()).toBeUndefined()
  })

  it.each([
    ['a javascript: href', { href: 'javascript:alert(1)', name: 'X' }],
    ['an empty name', { href: 'metamask://', name: '' }],
    ['a missing href', { name: 'X' }],
  ])('drops and refuses %s', (_name, value) => {
    const storage = memoryStorage({ [STORAGE_KEYS.DEEPLINK_CHOICE]: JSON.stringify(value) })
    const latch = createLatchStorage(storage)
    expect(latch.getDeeplinkChoice()).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe(false)
    expect(latch.setDeeplinkChoice(value as { href: string; name: string })).toBe(false)
  })
})

describe('connections per namespace (R-VAL-3, R-VAL-4)', () => {
  const evm = { connectorId: 'io.metamask', address: EVM_ADDRESS, chainId: '1' }
  const solana = { connectorId: 'app.phantom', address: SOLANA_ADDRESS, chainId: SOLANA_MAINNET }

  it('keeps one stored account per namespace', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    expect(latch.setConnection('eip155', evm)).toBe(true)
    expect(latch.setConnection('solana', solana)).toBe(true)
    expect(latch.getConnection('eip155')).toEqual(evm)
    expect(latch.getConnections()).toEqual({ eip155: evm, solana })
    latch.removeConnection('eip155')
    expect(latch.getConnections()).toEqual({ solana })
    latch.removeConnection('solana')
    expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false)
  })

  it.each([
    ['a solana address on eip155', 'eip155', { ...evm, address: SOLANA_ADDRESS }],
    ['an eip155 address on solana', 'solana', { ...solana, address: EVM_ADDRESS }],
    ['chain id 0', 'eip155', { ...evm, chainId: '0' }],
    ['chain id 2^31', 'eip155', { ...evm, chainId: '2147483648' }],
    ['a chain id with a colon', 'eip155', { ...evm, chainId: '1:2' }],
    ['an empty connector id', 'eip155', { ...evm, connectorId: '' }],
  ] as const)('refuses and drops %s', (_name, namespace, connection) => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    expect(latch.setConnection(namespace, connection)).toBe(false)
    expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false)
    storage.entries.set(STORAGE_KEYS.CONNECTIONS, JSON.stringify({ [namespace]: connection }))
    expect(latch.getConnection(namespace)).toBeUndefined()
    expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false)
  })

  it("drops AppKit's connection list shape and unknown namespaces", () => {
    const texts = [
      JSON.stringify({ eip155: [{ connectorId: 'injected', accounts: [{ address: EVM_ADDRESS }] }] }),
      JSON.stringify({ cosmos: evm }),
      `{"__proto__":${JSON.stringify(evm)}}`,
      '[]',
    ]
    for (const text of texts) {
      const storage = memoryStorage({ [STORAGE_KEYS.CONNECTIONS]: text })
      const connections = createLatchStorage(storage).getConnections()
      expect(connections).toEqual({})
      expect(Object.getPrototypeOf(connections)).toBe(Object.prototype)
      expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false)
    }
  })

  it('property: a connection is stored exactly when its address and network id are valid for the namespace', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CHAIN_NAMESPACES),
        fc.record({
          connectorId: fc.string({ maxLength: 8 }),
          address: fc.oneof(fc.constant(EVM_ADDRESS), fc.constant(SOLANA_ADDRESS), fc.string()),
          chainId: fc.oneof(fc.constant('1'), fc.constant(SOLANA_MAINNET), fc.string({ maxLength: 12 })),
        }),
        (namespace, connection) => {
          const latch = createLatchStorage(memoryStorage())
          const stored = latch.setConnection(namespace, connection)
          expect(stored).toBe(connection.connectorId.length > 0 && isValidConnection(namespace, connection))
          expect(latch.getConnection(namespace)).toEqual(stored ? connection : undefined)
        },
      ),
    )
  })
})

describe('clearConnection (R-CONN-1)', () => {
  function connectedBoth(latch: LatchStorage) {
    latch.setConnectedConnectorId('eip155', 'io.metamask')
    latch.setConnectedConnectorId('solana', 'app.phantom')
    latch.setConnection('eip155', { connectorId: 'io.metamask', address: EVM_ADDRESS, chainId: '1' })
    latch.setConnection('solana', { connectorId: 'app.phantom', address: SOLANA_ADDRESS, chainId: SOLANA_MAINNET })
    latch.setConnectedNamespaces(['eip155', 'solana'])
    latch.setConnectionStatus('connected')
  }

  it('removes the connector id, the stored account and the namespace; other namespaces stay connected', () => {
    const latch = createLatchStorage(memoryStorage())
    connectedBoth(latch)
    latch.clearConnection('eip155')
    expect(latch.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(latch.getConnection('eip155')).toBeUndefined()
    expect(latch.getConnectedNamespaces()).toEqual(['solana'])
    expect(latch.getConnectedConnectorId('solana')).toBe('app.phantom')
    expect(latch.getConnection('solana')).toBeDefined()
    expect(latch.getConnectionStatus()).toBe('connected')
  })

  it('sets the status disconnected when the last namespace is cleared', () => {
    const storage = memoryStorage()
    const latch = createLatchStorage(storage)
    connectedBoth(latch)
    latch.clearConnection('eip155')
    latch.clearConnection('solana')
    expect(latch.getConnectionStatus()).toBe('disconnected')
    expect([...storage.entries.keys()]).toEqual([STORAGE_KEYS.CONNECTION_STATUS])
  })
})

describe('storage that is missing or refuses (Safari private mode)', () => {
  it.each([
    ['no storage', () => undefined],
    ['a storage that throws on every call', throwingStorage],
    ['a read-only storage', () => readOnlyStorage()],
  ])('%s: every call works for the session and nothing throws', (_name, make) => {
    const latch = createLatchStorage(make())
    expect(latch.getConnectionStatus()).toBeUndefined()
    expect(latch.setConnectionStatus('connected')).toBe(true)
    expect(latch.getConnectionStatus()).toBe('connected')
    latch.addRecentWallet(card('a'))
    expect(latch.getRecentWallets()).toEqual([card('a')])
    latch.setConnectedConnectorId('eip155', 'injected')
    latch.addConnectedNamespace('eip155')
    latch.clearConnection('eip155')
    expect(latch.getConnectedConnectorId('eip155')).toBeUndefined()
    expect(latch.getConnectionStatus()).toBe('disconnected')
  })
})

describe('reads of an empty storage (R-ENT-3)', () => {
  it('write nothing: an absent key is not removed again', () => {
    const storage = recordingStorage()
    const latch = createLatchStorage(storage)
    expect(CHAIN_NAMESPACES.map((namespace) => latch.getConnectedConnectorId(namespace)).every((id) => id === undefined)).toBe(true)
    expect([latch.getConnectionStatus(), latch.getActiveNamespace(), latch.getActiveCaipNetworkId(), latch.getDeeplinkChoice()]).toEqual([undefined, undefined, undefined, undefined])
    expect([latch.getConnectedNamespaces(), latch.getRecentWallets(), latch.getConnections()]).toEqual([[], [], {}])
    expect(storage.writes).toEqual([])
  })
})

describe('garbage in every stored key (R-ENT-3)', () => {
  const keys = [
    ...CHAIN_NAMESPACES.map(connectedConnectorIdKey),
    STORAGE_KEYS.CONNECTION_STATUS,
    STORAGE_KEYS.CONNECTED_NAMESPACES,
    STORAGE_KEYS.ACTIVE_NAMESPACE,
    STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID,
    STORAGE_KEYS.RECENT_WALLETS,
    STORAGE_KEYS.DEEPLINK_CHOICE,
    STORAGE_KEYS.CONNECTIONS,
  ]

  function readEverything(latch: LatchStorage) {
    return {
      connectors: CHAIN_NAMESPACES.map((namespace) => latch.getConnectedConnectorId(namespace)),
      status: latch.getConnectionStatus(),
      namespaces: latch.getConnectedNamespaces(),
      activeNamespace: latch.getActiveNamespace(),
      network: latch.getActiveCaipNetworkId(),
      recent: latch.getRecentWallets(),
      deeplink: latch.getDeeplinkChoice(),
      connections: latch.getConnections(),
    }
  }

  // Text a browser may hold: random strings, JSON of anything, and near-misses of real values.
  const storedText = fc.oneof(
    fc.string(),
    fc.string({ unit: 'binary' }),
    fc.jsonValue().map((value) => JSON.stringify(value)),
    fc.anything().map((value) => {
      try {
        return JSON.stringify(value) ?? 'undefined'
      } catch {
        return String(typeof value)
      }
    }),
    fc.constantFrom('connected', 'eip155', 'eip155:1', 'eip155,solana', 'null', '[]', '{}', '[null]', JSON.stringify([card('a')])),
  )

  it('property: reading never throws, returns only valid values, and whatever stays in storage is readable', () => {
    fc.assert(
      fc.property(fc.record(Object.fromEntries(keys.map((key) => [key, storedText])) as Record<string, fc.Arbitrary<string>>), (contents) => {
        const storage = memoryStorage(contents)
        const latch = createLatchStorage(storage)
        const first = readEverything(latch)

        expect(first.status === undefined || ['connected', 'disconnected'].includes(first.status)).toBe(true)
        expect(first.namespaces.every((namespace) => CHAIN_NAMESPACES.includes(namespace))).toBe(true)
        expect(new Set(first.namespaces).size).toBe(first.namespaces.length)
        expect(first.activeNamespace === undefined || CHAIN_NAMESPACES.includes(first.activeNamespace)).toBe(true)
        expect(first.network === undefined || isCaipNetworkId(first.network)).toBe(true)
        expect(first.recent.length).toBeLessThanOrEqual(RECENT_WALLETS_KEPT)
        expect(first.recent.every((wallet) => isSafeUrl(wallet.imageUrl))).toBe(true)
        expect(first.deeplink === undefined || isSafeUrl(first.deeplink.href)).toBe(true)
        for (const [namespace, connection] of Object.entries(first.connections)) {
          expect(isValidConnection(namespace as (typeof CHAIN_NAMESPACES)[number], connection)).toBe(true)
        }

        // Single values that read as absent were dropped from storage.
        CHAIN_NAMESPACES.forEach((namespace, index) => {
          if (first.connectors[index] === undefined) expect(storage.entries.has(connectedConnectorIdKey(namespace))).toBe(false)
        })
        if (first.status === undefined) expect(storage.entries.has(STORAGE_KEYS.CONNECTION_STATUS)).toBe(false)
        if (first.activeNamespace === undefined) expect(storage.entries.has(STORAGE_KEYS.ACTIVE_NAMESPACE)).toBe(false)
        if (first.network === undefined) expect(storage.entries.has(STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID)).toBe(false)
        if (first.deeplink === undefined) expect(storage.entries.has(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe(false)

        // What stayed is unchanged and reads the same again: nothing corrupt survives a read.
        const left = new Map(storage.entries)
        expect(readEverything(latch)).toEqual(first)
        expect(storage.entries).toEqual(left)
        for (const [key, text] of left) expect(text).toBe(contents[key])
      }),
      { numRuns: 300 },
    )
  })

  it('property: garbage JSON in the structured keys is always dropped', () => {
    const notEmptyList = fc.anything().filter((value) => !(Array.isArray(value) && value.length === 0) && !(typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).length === 0))
    fc.assert(
      fc.property(notEmptyList, (value) => {
        let text: string
        try {
          text = JSON.stringify(value) ?? 'undefined'
        } catch {
          text = '{'
        }
        // What JSON keeps of the value must still be garbage: {"": undefined} is stored as {}, a valid empty record.
        const kept: unknown = (() => {
          try {
            return JSON.parse(text)
          } catch {
            return 'not json'
          }
        })()
        fc.pre(!(typeof kept === 'object' && kept !== null && Object.keys(kept).length === 0))
        const storage = memoryStorage({ [STORAGE_KEYS.RECENT_WALLETS]: text, [STORAGE_KEYS.DEEPLINK_CHOICE]: text, [STORAGE_KEYS.CONNECTIONS]: text })
        const latch = createLatchStorage(storage)
        const recent = latch.getRecentWallets()
        const deeplink = latch.getDeeplinkChoice()
        const connections = latch.getConnections()
        if (recent.length === 0) expect(storage.entries.has(STORAGE_KEYS.RECENT_WALLETS)).toBe(false)
        if (deeplink === undefined) expect(storage.entries.has(STORAGE_KEYS.DEEPLINK_CHOICE)).toBe(false)
        if (Object.keys(connections).length === 0) expect(storage.entries.has(STORAGE_KEYS.CONNECTIONS)).toBe(false)
      }),
      { numRuns: 300 },
    )
  })
})
