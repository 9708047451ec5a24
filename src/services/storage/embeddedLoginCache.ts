// The embedded wallet's login cache (SPEC §3 local storage; R-EMAIL-2, R-AUTH-1, R-AUTH-2, R-SA-1): the email, the
// login-used flag (with it, the frame is created at start, R-FRAME-1), the last email-login time, the last used chain,
// the social username, the smart-account-enabled networks as a comma list and the preferred account type per
// namespace (a JSON object, as AppKit keeps it; R-PROD-5's default where none was chosen). Read through zod; a corrupt value is
// dropped, never thrown. Loaded with the embedded wallet's code, not in the first click (its schemas are lazySchemas.ts's,
// which the start-up sweep shares).
import * as z from '../../core/zod'
import { defaultAccountType, type AccountType } from '../../core/accountTypes'
import { ACCOUNT_STORAGE_KEYS } from '../../core/storageKeys'
import { createKeyValueStore, type StorageLike } from './keyValue'
import { accountTypesText as accountTypes, chainIdListText as chainIds, emailText as email, loginTimeText as time, loginUsedText as flag, shortText as anyText } from './lazySchemas'

export function createEmbeddedLoginCache(storage: StorageLike | undefined, now: () => number = Date.now) {
  const store = createKeyValueStore(storage)
  function read(key: string, schema: z.ZodMiniType<string>): string | undefined {
    const text = store.get(key)
    if (text === null) return undefined
    if (z.safeParse(schema, text).success) return text
    store.remove(key)
    return undefined
  }
  // The writer's side of read(): only what read() would take back is stored; a refused value leaves the last good one.
  function write(key: string, schema: z.ZodMiniType<string>, text: string): boolean {
    if (!z.safeParse(schema, text).success) return false
    store.set(key, text)
    return true
  }
  const K = ACCOUNT_STORAGE_KEYS
  function readAccountTypes(): Record<string, AccountType> {
    const text = store.get(K.PREFERRED_ACCOUNT_TYPES)
    if (text === null) return {}
    const parsed = z.safeParse(accountTypes, text)
    if (parsed.success) return parsed.data
    store.remove(K.PREFERRED_ACCOUNT_TYPES)
    return {}
  }

  return {
    getEmail: () => read(K.EMAIL, email),
    /** R-FRAME-1, R-AUTH-2: without the flag the embedded wallet is not connected, and nothing loads at start. */
    isLoginUsed: () => read(K.EMAIL_LOGIN_USED, flag) !== undefined,
    getLastEmailLoginTime: () => {
      const text = read(K.LAST_EMAIL_LOGIN_TIME, time)
      return text === undefined ? undefined : Number(text)
    },
    /** When an email was last sent (the frame's own throttle reads it back after a reload). */
    setLastEmailLoginTime: () => store.set(K.LAST_EMAIL_LOGIN_TIME, String(now())),
    /** R-EMAIL-2: success stores the email, sets the login-used flag and clears the last-email-login time. */
    rememberLogin(address: string) {
      if (!z.safeParse(email, address).success) return false
      store.set(K.EMAIL, address)
      store.set(K.EMAIL_LOGIN_USED, 'true')
      store.remove(K.LAST_EMAIL_LOGIN_TIME)
      return true
    },
    /** R-EMAIL-3: the new email after an update. */
    setEmail: (address: string) => write(K.EMAIL, email, address),
    getLastUsedChain: () => read(K.LAST_USED_CHAIN, anyText),
    setLastUsedChain: (chainId: string) => write(K.LAST_USED_CHAIN, anyText, chainId),
    getSocialUsername: () => read(K.SOCIAL_USERNAME, anyText),
    setSocialUsername: (name: string) => write(K.SOCIAL_USERNAME, anyText, name),
    /** R-SA-1: the smart-account-enabled networks as a comma list; empty on error. */
    getSmartAccountEnabledNetworks: (): number[] => {
      const text = read(K.SMART_ACCOUNT_ENABLED_NETWORKS, chainIds)
      return text ? text.split(',').map(Number) : []
    },
    setSmartAccountEnabledNetworks: (networks: readonly number[] | undefined) =>
      store.set(K.SMART_ACCOUNT_ENABLED_NETWORKS, (networks ?? []).filter((id) => Number.isSafeInteger(id) && id >= 0).join(',')),
    /** The account type the person chose for a namespace, else the namespace's default (R-PROD-5). */
    getPreferredAccountType(namespace: string): AccountType {
      return readAccountTypes()[namespace] ?? defaultAccountType(namespace)
    },
    setPreferredAccountType(namespace: string, type: AccountType) {
      store.set(K.PREFERRED_ACCOUNT_TYPES, JSON.stringify({ ...readAccountTypes(), [namespace]: type }))
    },
    /** R-AUTH-1, R-AUTH-2: the login cache (flag, email, last chain, social username) cleared on disconnect. */
    clear() {
      for (const key of [K.EMAIL_LOGIN_USED, K.EMAIL, K.LAST_USED_CHAIN, K.SOCIAL_USERNAME]) store.remove(key)
    },
  }
}

export type EmbeddedLoginCache = ReturnType<typeof createEmbeddedLoginCache>
