// R-ENT-3: at start, one pass over every key Latch stores under removes each value that fails its key's schema —
// the same schema its reader uses, so what the sweep keeps is what the reader takes. Readers drop a bad value too,
// but only when they run, and most run late or never (the embedded wallet's cache, balances, names, sign-in, the
// connected social): without the sweep a corrupt value would sit in storage for good.
// Each key is judged alone: a bad value of one key never takes another with it (a stored email stays unless the
// email itself is not an email). Only Latch's own keys are swept: AppKit keeps other keys under the same '@appkit/'
// prefix ('@appkit/wallet_id', '@appkit/siwx-nonce-token', …), and a page running both must not lose AppKit's state.
// In two halves, for the first click's bytes: the keys the first click reads, with schemas it ships anyway
// (schemas.ts), synchronously before anything reads storage; then the keys read after it, with their schemas in a
// chunk of their own (sweepLater.ts), fetched at once — but only when one of those keys holds a value at all, so a
// first visit (nothing stored) loads nothing more before its first click. In the first chunk the sweep costs about
// 0.3 KiB gzip; with the later half's schemas there too it cost 1.4 KiB.
import * as z from '../../core/zod'
import {
  ACCOUNT_STORAGE_KEYS,
  CACHE_STORAGE_KEYS,
  connectedConnectorIdKey,
  CONNECTION_STORAGE_KEYS as CONNECTION,
  SIWX_AUTH_TOKEN_KEY,
  SIWX_SESSIONS_KEY,
  type ConnectedConnectorIdKey,
  type StoredKey,
} from '../../core/storageKeys'
import { createKeyValueStore, type KeyValueStore, type StorageLike } from './keyValue'
import {
  caipNetworkIdText,
  CHAIN_NAMESPACES,
  connectedNamespacesText,
  connectionStatusText,
  connectionsText,
  connectorIdText,
  deeplinkChoiceText,
  namespaceText,
  recentWalletsText,
} from './schemas'

export type StoredText = z.ZodMiniType<unknown, string>
export type FirstClickKey = (typeof CONNECTION)[keyof typeof CONNECTION]
/** What sweepLater.ts checks: every key neither the first click's nor a connector id. */
export type LaterKey = Exclude<StoredKey, FirstClickKey | ConnectedConnectorIdKey>
/** The later half's keys, so the first can tell whether there is anything for it to check. */
export const LATER_KEYS: readonly LaterKey[] = [...Object.values(ACCOUNT_STORAGE_KEYS), ...Object.values(CACHE_STORAGE_KEYS), SIWX_SESSIONS_KEY, SIWX_AUTH_TOKEN_KEY]

const FIRST_CLICK_SCHEMAS: Record<FirstClickKey, StoredText> = {
  [CONNECTION.ACTIVE_NAMESPACE]: namespaceText,
  [CONNECTION.ACTIVE_CAIP_NETWORK_ID]: caipNetworkIdText,
  [CONNECTION.CONNECTED_NAMESPACES]: connectedNamespacesText,
  [CONNECTION.CONNECTION_STATUS]: connectionStatusText,
  [CONNECTION.CONNECTIONS]: connectionsText,
  [CONNECTION.RECENT_WALLETS]: recentWalletsText,
  [CONNECTION.DEEPLINK_CHOICE]: deeplinkChoiceText,
}

function sweep(store: KeyValueStore, schemas: [string, StoredText][]): void {
  for (const [key, schema] of schemas) {
    const text = store.get(key)
    if (text !== null && !z.safeParse(schema, text).success) store.remove(key)
  }
}

const firstClickSchemas = (): [StoredKey, StoredText][] => [
  ...(Object.entries(FIRST_CLICK_SCHEMAS) as [StoredKey, StoredText][]),
  // The connector id once per namespace Latch knows.
  ...CHAIN_NAMESPACES.map((namespace): [StoredKey, StoredText] => [connectedConnectorIdKey(namespace), connectorIdText]),
]

/** Every key the sweep checks, each with its schema. */
export async function storedValueSchemas(): Promise<[StoredKey, StoredText][]> {
  const { LATER_SCHEMAS } = await import('../later').then((later) => later.sweepLater())
  return [...firstClickSchemas(), ...(Object.entries(LATER_SCHEMAS) as [StoredKey, StoredText][])]
}

/** Removes every stored value of Latch's keys that fails its schema; good values are not touched (not even
 * rewritten). The first click's keys are done when this returns; the promise settles when the rest are. Storage
 * that is missing or refuses is no error, and neither is a later half that cannot load (its readers still drop a
 * bad value when they read it). */
export async function sweepStoredValues(storage: StorageLike | undefined, loadLater: () => Promise<typeof import('./sweepLater')> = () => import('../later').then((later) => later.sweepLater())): Promise<void> {
  if (!storage) return
  const store = createKeyValueStore(storage)
  sweep(store, firstClickSchemas())
  if (!LATER_KEYS.some((key) => store.get(key) !== null)) return
  try {
    const { LATER_SCHEMAS } = await loadLater()
    sweep(store, Object.entries(LATER_SCHEMAS))
  } catch {
    // The chunk did not load (offline, a new deployment): nothing to undo.
  }
}
