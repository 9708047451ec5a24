// Typed local storage (R-ENT-3). Each field is a key, a zod schema from stored text to value, and an encoder. Reads
// parse; a value that fails (bad JSON, wrong shape, invalid CAIP id or address) is removed and reads as absent
// (DESIGN: corrupt stored values are dropped). Writes encode and parse their own output first, so Latch never
// stores what it could not read back. Nothing here throws: storage that is missing or refuses falls back to memory.
import * as z from '../../core/zod'
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import { keepRecentWallets } from '../../core/recentWallets'
import { connectedConnectorIdKey, CONNECTION_STORAGE_KEYS } from '../../core/storageKeys'
import type { WalletCard } from '../../core/walletCard'
import { createKeyValueStore, type StorageLike } from './keyValue'
import {
  caipNetworkIdText,
  connectedNamespacesText,
  connectionStatusText,
  connectionsText,
  connectorIdText,
  deeplinkChoiceText,
  namespaceText,
  recentWalletsText,
  type ConnectionStatus,
  type DeeplinkChoice,
  type StoredConnection,
  type StoredConnections,
} from './schemas'

type Field<T> = { key: string; schema: z.ZodMiniType<T, string>; encode: (value: T) => string }

const asText = (value: string) => value
const asJson = (value: unknown) => JSON.stringify(value)

export type LatchStorage = {
  getConnectedConnectorId(namespace: ChainNamespace): string | undefined
  setConnectedConnectorId(namespace: ChainNamespace, connectorId: string): boolean
  removeConnectedConnectorId(namespace: ChainNamespace): void

  getConnectionStatus(): ConnectionStatus | undefined
  setConnectionStatus(status: ConnectionStatus): boolean
  removeConnectionStatus(): void

  getConnectedNamespaces(): ChainNamespace[]
  setConnectedNamespaces(namespaces: readonly ChainNamespace[]): boolean
  addConnectedNamespace(namespace: ChainNamespace): boolean
  removeConnectedNamespace(namespace: ChainNamespace): void

  getActiveNamespace(): ChainNamespace | undefined
  setActiveNamespace(namespace: ChainNamespace): boolean
  removeActiveNamespace(): void

  getActiveCaipNetworkId(): CaipNetworkId | undefined
  setActiveCaipNetworkId(networkId: CaipNetworkId): boolean
  removeActiveCaipNetworkId(): void

  getRecentWallets(): WalletCard[]
  addRecentWallet(wallet: WalletCard): WalletCard[]
  removeRecentWallets(): void

  getDeeplinkChoice(): DeeplinkChoice | undefined
  setDeeplinkChoice(choice: DeeplinkChoice): boolean
  removeDeeplinkChoice(): void

  getConnections(): StoredConnections
  getConnection(namespace: ChainNamespace): StoredConnection | undefined
  setConnection(namespace: ChainNamespace, connection: StoredConnection): boolean
  removeConnection(namespace: ChainNamespace): void

  clearConnection(namespace: ChainNamespace): void
}

export function createLatchStorage(storage: StorageLike | undefined): LatchStorage {
  const store = createKeyValueStore(storage)

  function read<T>(field: Field<T>): T | undefined {
    const text = store.get(field.key)
    if (text === null) return undefined
    const result = safeParse(field.schema, text)
    if (result.success) return result.data
    store.remove(field.key) // R-ENT-3: a corrupt value is dropped, not thrown.
    return undefined
  }

  function write<T>(field: Field<T>, value: T): boolean {
    let text: string
    try {
      text = field.encode(value)
    } catch {
      return false // e.g. a cyclic object handed to JSON.stringify
    }
    if (!safeParse(field.schema, text).success) return false
    store.set(field.key, text)
    return true
  }

  const connectorIdField = (namespace: ChainNamespace): Field<string> => ({ key: connectedConnectorIdKey(namespace), schema: connectorIdText, encode: asText })
  const statusField: Field<ConnectionStatus> = { key: CONNECTION_STORAGE_KEYS.CONNECTION_STATUS, schema: connectionStatusText, encode: asText }
  const namespacesField: Field<ChainNamespace[]> = { key: CONNECTION_STORAGE_KEYS.CONNECTED_NAMESPACES, schema: connectedNamespacesText, encode: (list) => list.join(',') }
  const activeNamespaceField: Field<ChainNamespace> = { key: CONNECTION_STORAGE_KEYS.ACTIVE_NAMESPACE, schema: namespaceText, encode: asText }
  const activeNetworkField: Field<CaipNetworkId> = { key: CONNECTION_STORAGE_KEYS.ACTIVE_CAIP_NETWORK_ID, schema: caipNetworkIdText, encode: asText }
  const recentWalletsField: Field<WalletCard[]> = { key: CONNECTION_STORAGE_KEYS.RECENT_WALLETS, schema: recentWalletsText, encode: asJson }
  const deeplinkField: Field<DeeplinkChoice> = { key: CONNECTION_STORAGE_KEYS.DEEPLINK_CHOICE, schema: deeplinkChoiceText, encode: asJson }
  const connectionsField: Field<StoredConnections> = { key: CONNECTION_STORAGE_KEYS.CONNECTIONS, schema: connectionsText, encode: asJson }

  const unique = (namespaces: readonly ChainNamespace[]) => [...new Set(namespaces)]

  const api: LatchStorage = {
    // R-CONN-1: the connector a namespace is connected through; removed on reset.
    getConnectedConnectorId: (namespace) => read(connectorIdField(namespace)),
    setConnectedConnectorId: (namespace, connectorId) => write(connectorIdField(namespace), connectorId),
    removeConnectedConnectorId: (namespace) => store.remove(connectorIdField(namespace).key),

    getConnectionStatus: () => read(statusField),
    setConnectionStatus: (status) => write(statusField, status),
    removeConnectionStatus: () => store.remove(statusField.key),

    getConnectedNamespaces: () => unique(read(namespacesField) ?? []),
    setConnectedNamespaces(namespaces) {
      const list = unique(namespaces)
      if (list.length > 0) return write(namespacesField, list)
      store.remove(namespacesField.key)
      return true
    },
    addConnectedNamespace: (namespace) => api.setConnectedNamespaces([...api.getConnectedNamespaces(), namespace]),
    removeConnectedNamespace(namespace) {
      api.setConnectedNamespaces(api.getConnectedNamespaces().filter((known) => known !== namespace))
    },

    getActiveNamespace: () => read(activeNamespaceField),
    setActiveNamespace: (namespace) => write(activeNamespaceField, namespace),
    removeActiveNamespace: () => store.remove(activeNamespaceField.key),

    // R-VAL-3: only a valid CAIP-2 id of a known namespace is kept.
    getActiveCaipNetworkId: () => read(activeNetworkField),
    setActiveCaipNetworkId: (networkId) => write(activeNetworkField, networkId),
    removeActiveCaipNetworkId: () => store.remove(activeNetworkField.key),

    // R-CONST-3: two recent wallets, newest first, unique by id.
    getRecentWallets: () => keepRecentWallets(read(recentWalletsField) ?? []),
    addRecentWallet(wallet) {
      const next = keepRecentWallets([wallet, ...api.getRecentWallets()])
      return write(recentWalletsField, next) ? next : api.getRecentWallets()
    },
    removeRecentWallets: () => store.remove(recentWalletsField.key),

    getDeeplinkChoice: () => read(deeplinkField),
    setDeeplinkChoice: (choice) => write(deeplinkField, { href: choice.href, name: choice.name }),
    removeDeeplinkChoice: () => store.remove(deeplinkField.key),

    // R-VAL-3, R-VAL-4: a stored account is kept only with a valid network id and address for its namespace.
    getConnections: () => read(connectionsField) ?? {},
    getConnection: (namespace) => api.getConnections()[namespace],
    setConnection(namespace, connection) {
      const entry: StoredConnection = { connectorId: connection.connectorId, address: connection.address, chainId: connection.chainId }
      // R-VAL-3, R-VAL-4: the connections schema refuses an invalid network id or address, so write() answers false.
      return write(connectionsField, { ...api.getConnections(), [namespace]: entry })
    },
    removeConnection(namespace) {
      const { [namespace]: _removed, ...rest } = api.getConnections()
      if (Object.keys(rest).length > 0) write(connectionsField, rest)
      else store.remove(connectionsField.key)
    },

    // R-CONN-1: resetting a namespace removes its connector id, its stored account and its place among the
    // connected namespaces; with none left the status is disconnected.
    clearConnection(namespace) {
      api.removeConnectedConnectorId(namespace)
      api.removeConnection(namespace)
      api.removeConnectedNamespace(namespace)
      if (api.getConnectedNamespaces().length === 0) api.setConnectionStatus('disconnected')
    },
  }
  return api
}

// The schemas never throw on text: the garbage property test in tests/unit/storage feeds them every kind of text.
function safeParse<T>(schema: z.ZodMiniType<T, string>, text: string) {
  return z.safeParse(schema, text)
}
