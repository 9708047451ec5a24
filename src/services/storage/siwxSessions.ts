// Sign-in sessions per chain and account in local storage (issue 15): what the sign-in server last listed or
// verified, so a reload knows at once that the account is signed in, and a server that cannot be reached does not
// make a signed-in person sign again. Read through zod; a corrupt value is dropped, never thrown.
import { z } from 'zod/mini'
import type { SiwxSession } from '../../core/signIn'
import { SIWX_SESSIONS_KEY } from '../../core/storageKeys'
import { createKeyValueStore, type StorageLike } from './keyValue'
import { jsonText } from './schemas'

const MAX_ACCOUNTS = 20
const MAX_SESSIONS = 10
const text = (max: number) => z.string().check(z.maxLength(max))
const sessionSchema = z.object({
  id: z.optional(text(100)),
  message: text(4096),
  signature: text(4096),
  data: z.object({
    chainId: text(100),
    accountAddress: text(100),
    domain: text(300),
    uri: text(2000),
    version: z.literal('1'),
    nonce: text(100),
    issuedAt: text(40),
    expirationTime: z.optional(text(40)),
    notBefore: z.optional(text(40)),
    requestId: z.optional(text(200)),
    resources: z.optional(z.array(text(2000))),
    statement: z.optional(text(1000)),
  }),
})
const recordSchema = z.pipe(jsonText, z.record(text(200), z.array(sessionSchema).check(z.maxLength(MAX_SESSIONS))))

export type SessionAccount = { chainId: string; address: string }
const keyOf = (account: SessionAccount) => `${account.chainId}|${account.chainId.startsWith('eip155:') ? account.address.toLowerCase() : account.address}`

export function createSiwxSessionCache(storage: StorageLike | undefined) {
  const store = createKeyValueStore(storage)
  const KEY = SIWX_SESSIONS_KEY
  function read(): Record<string, SiwxSession[]> {
    const raw = store.get(KEY)
    if (raw === null) return {}
    const parsed = z.safeParse(recordSchema, raw)
    if (parsed.success) return parsed.data as Record<string, SiwxSession[]>
    store.remove(KEY)
    return {}
  }
  function write(record: Record<string, SiwxSession[]>) {
    const kept = Object.entries(record).filter(([, sessions]) => sessions.length > 0).slice(-MAX_ACCOUNTS)
    if (kept.length === 0) store.remove(KEY)
    else store.set(KEY, JSON.stringify(Object.fromEntries(kept.map(([key, sessions]) => [key, sessions.slice(-MAX_SESSIONS)]))))
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
