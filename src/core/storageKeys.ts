// Every local-storage key of SPEC §3, named once (R-ENT-3: all start with '@appkit/'). Where Reown AppKit stores
// the same value, the key is AppKit's, so a dapp moving from AppKit keeps its users' choices:
//   - '@appkit/recent_wallets', '@appkit/active_namespace', '@appkit/active_caip_network_id', '@appkit/connected_namespaces',
//     '@appkit/connection_status', '@appkit/connections', '@appkit/preferred_account_types', '@appkit/connected_social',
//     the four caches and '@appkit/<namespace>:connected_connector_id' are AppKit's keys verbatim.
//   - AppKit keeps its embedded-wallet login cache under '@appkit-wallet/' (EMAIL, EMAIL_LOGIN_USED_KEY, …) and the
//     deeplink choice under 'WALLETCONNECT_DEEPLINK_CHOICE'; R-ENT-3 wants every key under '@appkit/', so Latch keeps
//     AppKit's suffixes under its own prefix (a migration is a prefix rewrite).
//   - "social username" and "connected social username" of §3 are one value (AppKit's CONNECTED_SOCIAL_USERNAME is the
//     frame's SOCIAL_USERNAME key), so they share one key here.
import type { ChainNamespace } from './caip'
import { STORAGE_PREFIX } from './constants'

// In three groups so that code reading one group ships only its keys (the first click needs the connection's).
/** Connection (R-CONN-1), networks and the wallet choice. */
export const CONNECTION_STORAGE_KEYS = {
  ACTIVE_NAMESPACE: `${STORAGE_PREFIX}active_namespace`,
  ACTIVE_CAIP_NETWORK_ID: `${STORAGE_PREFIX}active_caip_network_id`,
  CONNECTED_NAMESPACES: `${STORAGE_PREFIX}connected_namespaces`,
  CONNECTION_STATUS: `${STORAGE_PREFIX}connection_status`,
  CONNECTIONS: `${STORAGE_PREFIX}connections`,
  RECENT_WALLETS: `${STORAGE_PREFIX}recent_wallets`,
  DEEPLINK_CHOICE: `${STORAGE_PREFIX}deeplink_choice`,
} as const

/** The account's preferences and the embedded-wallet login cache (R-EMAIL-2, R-AUTH-1, R-NET-1, R-SA-1). */
export const ACCOUNT_STORAGE_KEYS = {
  PREFERRED_ACCOUNT_TYPES: `${STORAGE_PREFIX}preferred_account_types`,
  EMAIL: `${STORAGE_PREFIX}EMAIL`,
  EMAIL_LOGIN_USED: `${STORAGE_PREFIX}EMAIL_LOGIN_USED_KEY`,
  LAST_EMAIL_LOGIN_TIME: `${STORAGE_PREFIX}LAST_EMAIL_LOGIN_TIME`,
  LAST_USED_CHAIN: `${STORAGE_PREFIX}LAST_USED_CHAIN_KEY`,
  SMART_ACCOUNT_ENABLED_NETWORKS: `${STORAGE_PREFIX}SMART_ACCOUNT_ENABLED_NETWORKS`,
  CONNECTED_SOCIAL: `${STORAGE_PREFIX}connected_social`,
  SOCIAL_USERNAME: `${STORAGE_PREFIX}SOCIAL_USERNAME`,
} as const

/** Sign in with X's sessions per chain and account, as the server last listed them: issue 15 keeps them, SPEC §3's
 * list does not name them (so they are not in STORAGE_KEYS), and R-ENT-3's prefix holds. */
export const SIWX_SESSIONS_KEY = `${STORAGE_PREFIX}siwx_sessions`
/** The bearer token the sign-in server gave this browser at its first sign-in: the server lists and revokes only the
 * sessions of the client that holds it, so a browser without it signs in again. AppKit's key for its own token. */
export const SIWX_AUTH_TOKEN_KEY = `${STORAGE_PREFIX}siwx-auth-token`

/** Caches (R-CONST-2 lifetimes live in constants.ts). */
export const CACHE_STORAGE_KEYS = {
  PORTFOLIO_CACHE: `${STORAGE_PREFIX}portfolio_cache`,
  NATIVE_BALANCE_CACHE: `${STORAGE_PREFIX}native_balance_cache`,
  ENS_CACHE: `${STORAGE_PREFIX}ens_cache`,
  IDENTITY_CACHE: `${STORAGE_PREFIX}identity_cache`,
} as const

type Values<T> = T[keyof T]
export type StorageKey = Values<typeof CONNECTION_STORAGE_KEYS> | Values<typeof ACCOUNT_STORAGE_KEYS> | Values<typeof CACHE_STORAGE_KEYS> | ConnectedConnectorIdKey
export type ConnectedConnectorIdKey = `${typeof STORAGE_PREFIX}${ChainNamespace}:connected_connector_id`
/** Every key Latch stores under, SPEC §3's and sign-in's: the start-up sweep holds a schema for each. */
export type StoredKey = StorageKey | typeof SIWX_SESSIONS_KEY | typeof SIWX_AUTH_TOKEN_KEY

/** R-ENT-3, R-CONN-1: the connector a namespace is connected through (AppKit's getSafeConnectorIdKey). */
export function connectedConnectorIdKey(namespace: ChainNamespace): ConnectedConnectorIdKey {
  return `${STORAGE_PREFIX}${namespace}:connected_connector_id`
}
