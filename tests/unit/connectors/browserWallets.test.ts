// The wallets this browser has (EIP-6963 announcements and the injected provider) and the lazy connection port in
// front of the browser connection: what is reported when, what a stored session waits for, what loads when.
import { describe, expect, it } from 'vitest'
import { createBrowserWallets } from '../../../src/services/connection/browserWallets'
import { createLazySolanaWallets } from '../../../src/services/solana/lazySolanaWallets'
import { createLazyBrowserConnection } from '../../../src/services/connection/lazyBrowserConnection'
import type { Connector } from '../../../src/services/connectors/connectorList'
import { createLatchStorage } from '../../../src/services/storage'
import { memoryStorage } from '../storage/fakeStorage'
import { announcement, FakeProvider, FakeWindow } from './fakes'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ids = (list: Connector[] | undefined) => (list ?? []).map((connector) => connector.id)

describe('browser wallets (EIP-6963)', () => {
  it('reports the list at once and on each new announcement; a wallet announcing twice is listed once', () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const reports: Connector[][] = []
    const stop = wallets.watch((list) => reports.push(list))
    expect(reports).toHaveLength(1)
    win.announce(announcement('dev.latch.one'))
    win.announce(announcement('dev.latch.one'))
    win.announce(announcement('dev.latch.two'))
    expect(reports.map(ids)).toEqual([[], ['dev.latch.one'], ['dev.latch.one', 'dev.latch.two']])
    stop()
  })

  it('every watcher hears of a new wallet; with the last one gone the page is no longer listened to', () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const first: Connector[][] = []
    const second: Connector[][] = []
    const stopFirst = wallets.watch((list) => first.push(list))
    const stopSecond = wallets.watch((list) => second.push(list))
    expect(win.requests).toBe(1)
    win.announce(announcement('dev.latch.one'))
    expect([first.length, second.length]).toEqual([2, 2])
    stopFirst()
    win.announce(announcement('dev.latch.two'))
    expect([first.length, second.length]).toEqual([2, 3])
    stopSecond()
    win.announce(announcement('dev.latch.three'))
    expect(ids(wallets.connectors())).toEqual(['dev.latch.one', 'dev.latch.two'])
    // Watching again asks the wallets to announce themselves again.
    wallets.watch(() => {})()
    expect(win.requests).toBe(2)
  })

  it('without a window there is nothing to listen to, and nothing breaks', () => {
    const wallets = createBrowserWallets(undefined)
    const reports: Connector[][] = []
    wallets.watch((list) => reports.push(list))()
    expect(reports).toEqual([[]])
  })

  it('a stored session waits for its wallet to announce itself, and stops waiting on abort', async () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const provider = new FakeProvider()
    const waiting = wallets.waitForProvider('dev.latch.late', new AbortController().signal)
    win.announce(announcement('dev.latch.other'))
    win.announce(announcement('dev.latch.late', { provider }))
    expect(await waiting).toBe(provider)
    // Found at once when already there.
    expect(await wallets.waitForProvider('dev.latch.late', new AbortController().signal)).toBe(provider)

    const controller = new AbortController()
    const abandoned = wallets.waitForProvider('dev.latch.never', controller.signal)
    controller.abort()
    expect(await abandoned).toBeUndefined()
    const aborted = new AbortController()
    aborted.abort()
    expect(await wallets.waitForProvider('dev.latch.late', aborted.signal)).toBeUndefined()
    // Nothing is left listening once every wait has ended: a later announcement reaches no one.
    win.announce(announcement('dev.latch.after'))
    expect(ids(wallets.connectors())).not.toContain('dev.latch.after')
  })

  it("finds a connector that is not the browser's own (WalletConnect) by id, without listing it", async () => {
    const walletConnect = new FakeProvider()
    const wallets = createBrowserWallets(new FakeWindow() as unknown as Window, { walletConnect })
    expect(wallets.provider('walletConnect')).toBe(walletConnect)
    expect(await wallets.waitForProvider('walletConnect', new AbortController().signal)).toBe(walletConnect)
    expect(ids(wallets.connectors())).toEqual([])
  })
})

describe('the lazy browser connection', () => {
  it("with nothing stored, restore answers no session; forget clears that namespace's session and no other's", async () => {
    const storage = createLatchStorage(memoryStorage())
    const connection = createLazyBrowserConnection(createBrowserWallets(undefined), storage, createLazySolanaWallets(), [])
    expect(await connection.restore('eip155', new AbortController().signal)).toEqual({ ok: true, session: null })
    storage.setConnection('eip155', { connectorId: 'dev.latch.one', address: ADDRESS, chainId: '1' })
    storage.setConnection('solana', { connectorId: 'wallet-standard:One', address: 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    connection.forget('eip155')
    expect(storage.getConnection('eip155')).toBeUndefined()
    // Several namespaces can be connected at once: the Solana session outlives the EVM one.
    expect(storage.getConnection('solana')).toEqual({ connectorId: 'wallet-standard:One', address: 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP', chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' })
    connection.forget('solana')
    expect(storage.getConnection('solana')).toBeUndefined()
  })

  it("watches the wallet once the connection code has loaded, and not at all when stopped before", async () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    wallets.watch(() => {})
    const provider = new FakeProvider()
    win.announce(announcement('dev.latch.one', { provider }))
    const connection = createLazyBrowserConnection(wallets, createLatchStorage(memoryStorage()), createLazySolanaWallets(), [])
    const session = { connectorId: 'dev.latch.one', namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'One' }
    const facts: unknown[] = []
    const stop = connection.watch(session, (fact) => facts.push(fact))
    connection.watch(session, () => facts.push('never'))()
    await expect.poll(() => provider.listenerCount()).toBe(3)
    provider.emit('chainChanged', '0x1')
    expect(facts).toEqual([{ type: 'provider.chainChanged', chainId: '1' }])
    stop()
    expect(provider.listenerCount()).toBe(0)
  })
})
