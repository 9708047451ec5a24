// Sign-in sessions per chain and account in local storage (issue 15): what the sign-in server last listed or
// verified, so a reload knows at once that the account is signed in, and a server that cannot be reached does not
// make a signed-in person sign again. Beside them, the bearer token the server gave this browser: the server shows
// and revokes only the sessions of the client holding it, so a browser without it (fresh storage) signs in again.
// Read through zod (schemas.ts); a corrupt value is dropped, never thrown.
import * as z from '../../core/zod'
import type { SiwxSession } from '../../core/signIn'
import { SIWX_AUTH_TOKEN_KEY, SIWX_SESSIONS_KEY } from '../../core/storageKeys'
import { createKeyValueStore, type StorageLike } from './keyValue'
import { SIWX_MAX_SESSIONS, siwxSessionsText, siwxTokenText } from './lazySchemas'

const MAX_ACCOUNTS = 20

export type SessionAccount = { chainId: string; address: string }
const keyOf = (account: SessionAccount) => `${account.chainId}|${account.chainId.startsWith('eip155:') ? account.address.toLowerCase() : account.address}`

export function createSiwxSessionCache(storage: StorageLike | undefined) {
  const store = createKeyValueStore(storage)
  const KEY = SIWX_SESSIONS_KEY
  function read(): Record<string, SiwxSession[]> {
    const raw = store.get(KEY)
    if (raw === null) return {}
    const parsed = z.safeParse(siwxSessionsText, raw)
    if (parsed.success) return parsed.data as Record<string, SiwxSession[]>
    store.remove(KEY)
    return {}
  }
  function write(record: Record<string, SiwxSession[]>) {
    const kept = Object.entries(record).filter(([, sessions]) => sessions.length > 0).slice(-MAX_ACCOUNTS)
    if (kept.length === 0) store.remove(KEY)
    else store.set(KEY, JSON.stringify(Object.fromEntries(kept.map(([key, sessions]) => [key, sessions.slice(-SIWX_MAX_SESSIONS)]))))
  }
  return {
    get: (account: SessionAccount): SiwxSession[] => read()[keyOf(account)] ?? [],
    set(account: SessionAccount, sessions: readonly SiwxSession[]) {
      const record = read()
      delete record[keyOf(account)]
      write({ ...record, [keyOf(account)]: [...sessions] })
    },
    add(account: SessionAccount, session: SiwxSession) {
      const record = read()
      write({ ...record, [keyOf(account)]: [...(record[keyOf(account)] ?? []), session] })
    },
    /** Exactly this session (by id, else by signature); the account's others stay. */
    remove(account: SessionAccount, session: SiwxSession) {
      const record = read()
      const same = (other: SiwxSession) => (session.id !== undefined ? other.id === session.id : other.signature === session.signature)
      write({ ...record, [keyOf(account)]: (record[keyOf(account)] ?? []).filter((other) => !same(other)) })
    },
  }
}

export type SiwxSessionCache = ReturnType<typeof createSiwxSessionCache>

/** The sign-in server's token for this browser (the server verifier's `token` port). */
export type SiwxTokenStore = { get(): string | undefined; set(token: string): void }

export function createSiwxTokenStore(storage: StorageLike | undefined): SiwxTokenStore {
  const store = createKeyValueStore(storage)
  return {
    get() {
      const raw = store.get(SIWX_AUTH_TOKEN_KEY)
      if (raw === null) return undefined
      if (z.safeParse(siwxTokenText, raw).success) return raw
      store.remove(SIWX_AUTH_TOKEN_KEY)
      return undefined
    },
    set(token) {
      // Only what get() takes back is kept: a token that could break a header is never stored.
      if (z.safeParse(siwxTokenText, token).success) store.set(SIWX_AUTH_TOKEN_KEY, token)
    },
  }
}
