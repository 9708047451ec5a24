// The wallet's memory of a site it is connected to, like MetaMask's permission: which dev account the page may see
// and which chain it was on. Kept in the page's localStorage under a key of its own, so a reload stays "authorized"
// on the same chain and a fresh browser context starts disconnected.
export const SESSION_KEY = 'latch-test-wallet:session'

export type SessionStore = {
  load(): number | undefined
  save(accountIndex: number): void
  clear(): void
  /** The chain the connected site was last on (stores without it keep no chain). */
  loadChainId?(): number | undefined
  saveChainId?(chainId: number): void
}

type StorageLike = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>
type Stored = { account?: unknown; chainId?: unknown }

export function createSessionStore(storage: StorageLike | undefined): SessionStore {
  function read(): Stored | undefined {
    try {
      const stored = JSON.parse(storage?.getItem(SESSION_KEY) ?? 'null') as unknown
      return typeof stored === 'object' && stored !== null ? (stored as Stored) : undefined
    } catch {
      return undefined // blocked storage or a value someone else wrote
    }
  }
  function write(value: Stored): void {
    try {
      storage?.setItem(SESSION_KEY, JSON.stringify(value))
    } catch {
      // storage blocked: the connection lasts as long as the page
    }
  }
  const integer = (value: unknown) => (typeof value === 'number' && Number.isInteger(value) ? value : undefined)

  return {
    load: () => integer(read()?.account),
    save(accountIndex) {
      write({ ...read(), account: accountIndex })
    },
    clear() {
      try {
        storage?.removeItem(SESSION_KEY)
      } catch {
        // as above
      }
    },
    loadChainId: () => integer(read()?.chainId),
    saveChainId(chainId) {
      // Only a connected site has a session to remember its chain in.
      const stored = read()
      if (stored && integer(stored.account) !== undefined) write({ ...stored, chainId })
    },
  }
}
