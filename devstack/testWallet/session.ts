// The wallet's memory of a site it is connected to, like MetaMask's permission: which dev account the page may see.
// Kept in the page's localStorage under a key of its own, so a reload stays "authorized" and a fresh browser
// context starts disconnected.
export const SESSION_KEY = 'latch-test-wallet:session'

export type SessionStore = { load(): number | undefined; save(accountIndex: number): void; clear(): void }

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>

export function createSessionStore(storage: StorageLike | undefined): SessionStore {
  return {
    load() {
      try {
        const stored = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as { account?: unknown } | null
        return typeof stored?.account === 'number' && Number.isInteger(stored.account) ? stored.account : undefined
      } catch {
        return undefined // blocked storage or a value someone else wrote
      }
    },
    save(accountIndex) {
      try {
        storage?.setItem(SESSION_KEY, JSON.stringify({ account: accountIndex }))
      } catch {
        // storage blocked: the connection lasts as long as the page
      }
    },
    clear() {
      try {
        storage?.removeItem(SESSION_KEY)
      } catch {
        // as above
      }
    },
  }
}
