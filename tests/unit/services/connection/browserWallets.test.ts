// The wallets this browser has (EIP-6963): a wallet that announces itself again after the page stopped and started
// listening is still one wallet (R-ENT-2), and a stored session's wait for its wallet leaves nothing listening on
// the caller's signal once it has settled.
import { getEventListeners } from 'node:events'
import { describe, expect, it } from 'vitest'
import { createBrowserWallets } from '../../../../src/services/connection/browserWallets'
import type { Connector } from '../../../../src/services/connectors/connectorList'
import { announcement, FakeProvider, FakeWindow } from '../../connectors/fakes'

const ids = (list: Connector[]) => list.map((connector) => connector.id)

describe('EIP-6963 announcements (R-ENT-2)', () => {
  it('R-ENT-2: an rdns already announced, announced again after listening restarted, is ignored: no second wallet, no new report', () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const provider = new FakeProvider()
    const first: Connector[][] = []
    const stopFirst = wallets.watch((list) => first.push(list))
    win.announce(announcement('dev.latch.one', { provider }))
    stopFirst()

    const second: Connector[][] = []
    wallets.watch((list) => second.push(list))
    // The wallet answers the new eip6963:requestProvider with a fresh announcement (a new uuid, the same rdns).
    win.announce(announcement('dev.latch.one', { provider: new FakeProvider() }))
    expect(second.map(ids)).toEqual([['dev.latch.one']])
    expect(ids(wallets.connectors())).toEqual(['dev.latch.one'])
    expect(wallets.provider('dev.latch.one')).toBe(provider)
    // A wallet not announced before is still heard.
    win.announce(announcement('dev.latch.two'))
    expect(second.map(ids)).toEqual([['dev.latch.one'], ['dev.latch.one', 'dev.latch.two']])
  })

  it('R-ENT-2: the same rdns in other capitals, announced after listening restarted, is still the one wallet', () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const provider = new FakeProvider()
    const stopFirst = wallets.watch(() => undefined)
    win.announce(announcement('dev.latch.one', { provider }))
    stopFirst()

    const second: Connector[][] = []
    wallets.watch((list) => second.push(list))
    win.announce(announcement('DEV.latch.One', { provider: new FakeProvider() }))
    expect(second.map(ids)).toEqual([['dev.latch.one']])
    expect(wallets.provider('dev.latch.one')).toBe(provider)
  })
})

describe('waiting for a stored wallet', () => {
  it('once the wallet has announced itself the wait is over: it no longer listens to the signal', async () => {
    const win = new FakeWindow()
    const wallets = createBrowserWallets(win as unknown as Window)
    const provider = new FakeProvider()
    const controller = new AbortController()
    const waiting = wallets.waitForProvider('dev.latch.late', controller.signal)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1)
    win.announce(announcement('dev.latch.late', { provider }))
    expect(await waiting).toBe(provider)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
    controller.abort()
  })

  it('a wallet already there settles the wait at once and leaves no listener on the signal', async () => {
    const provider = new FakeProvider()
    const wallets = createBrowserWallets(new FakeWindow() as unknown as Window, { walletConnect: provider })
    const controller = new AbortController()
    expect(await wallets.waitForProvider('walletConnect', controller.signal)).toBe(provider)
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('an abort settles the wait with no wallet and leaves no listener behind', async () => {
    const wallets = createBrowserWallets(new FakeWindow() as unknown as Window)
    const controller = new AbortController()
    const waiting = wallets.waitForProvider('dev.latch.never', controller.signal)
    controller.abort()
    expect(await waiting).toBeUndefined()
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })
})
