// Typed local storage: what machines' ports and the root system may import.
export { createLatchStorage, type LatchStorage } from './latchStorage'
export { browserStorage, createKeyValueStore, type KeyValueStore, type StorageLike } from './keyValue'
export { CHAIN_NAMESPACES, isSafeUrl, type ConnectionStatus, type DeeplinkChoice, type StoredConnection, type StoredConnections } from './schemas'
export { sweepStoredValues } from './sweep'
