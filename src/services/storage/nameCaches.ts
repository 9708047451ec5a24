// SPEC §3's ENS and identity caches (R-CONST-2: 5 min each), in AppKit's shapes so a dapp moving from AppKit keeps
// them: { [address]: { ens: NameRecord[], timestamp } } and { [address]: { identity: { name, avatar }, timestamp } }.
// Loaded with the names flow, not in the first click. Addresses are keys in lower case (one account, one entry).
import { ENS_CACHE_MS, IDENTITY_CACHE_MS } from '../../core/constants'
import { CACHE_STORAGE_KEYS } from '../../core/storageKeys'
import type { Identity, NameRecord } from '../names/nameSchemas'
import type { StorageLike } from './keyValue'
import { ensEntrySchema, identityEntrySchema } from './lazySchemas'
import { createTimedCache } from './timedCache'

export function createNameCaches(storage: StorageLike | undefined, now: () => number = Date.now) {
  const ens = createTimedCache(storage, CACHE_STORAGE_KEYS.ENS_CACHE, ensEntrySchema, ENS_CACHE_MS, now)
  const identity = createTimedCache(storage, CACHE_STORAGE_KEYS.IDENTITY_CACHE, identityEntrySchema, IDENTITY_CACHE_MS, now)
  const key = (address: string) => address.toLowerCase()
  return {
    getNames: (address: string): NameRecord[] | undefined => ens.get(key(address))?.ens,
    setNames: (address: string, names: NameRecord[]) => ens.set(key(address), { ens: names }),
    getIdentity: (address: string): Identity | undefined => identity.get(key(address))?.identity,
    setIdentity: (address: string, value: Identity) => identity.set(key(address), { identity: value }),
  }
}

export type NameCaches = ReturnType<typeof createNameCaches>
