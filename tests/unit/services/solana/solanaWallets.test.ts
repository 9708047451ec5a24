// Solana discovery over the Wallet Standard registry: what counts as a Solana wallet, one connector per name (the
// first registered), a wallet that unregisters leaves the list, a listener that stopped hears nothing, and waitFor
// (a stored session's wallet registering a moment after the page loads): it waits for that wallet only, gives up
// on the signal and leaves no abort listener behind.
import type { Wallet } from '@wallet-standard/base'
import { describe, expect, it, vi } from 'vitest'
import { createSolanaWallets, isSolanaWallet } from '../../../../src/services/solana/solanaWallets'
import { fakeRegistry, fakeSolanaWallet, ICON, LOCAL_CLUSTER } from './fakeSolanaWallet'

const PNG_ICON = 'data:image/png;base64,iVBORw0KGgo='

async function discovery(initial: Wallet[] = []) {
  const fake = fakeRegistry(initial)
  const wallets = createSolanaWallets(async () => fake.registry)
  await wallets.start()
  return { ...fake, wallets }
}

/** An AbortSignal whose add/removeEventListener calls are recorded. */
function watchedSignal() {
  const controller = new AbortController()
  const added = vi.spyOn(controller.signal, 'addEventListener')
  const removed = vi.spyOn(controller.signal, 'removeEventListener')
  return { controller, signal: controller.signal, added, removed }
}

/** What the promise has settled to once every pending microtask ran: `{ value }`, or undefined while it waits. */
const settled = async <T>(promise: Promise<T>) => {
  let outcome: { value: T } | undefined
  void promise.then((value) => (outcome = { value }))
  await new Promise((resolve) => setTimeout(resolve, 0))
  return outcome
}

describe('what counts as a Solana wallet (Wallet Standard; R-ENT-2 connector fields)', () => {
  it('a wallet serving eip155 and solana chains is a Solana wallet: one solana: chain is enough', () => {
    const { wallet } = fakeSolanaWallet({ chains: ['eip155:1', LOCAL_CLUSTER] })
    expect(isSolanaWallet(wallet)).toBe(true)
  })

  it('the icon must be a data: image URI from its first character; one merely containing it is refused', () => {
    const { wallet } = fakeSolanaWallet()
    expect(isSolanaWallet({ ...wallet, icon: PNG_ICON })).toBe(true)
    expect(isSolanaWallet({ ...wallet, icon: `https://evil.example/?${PNG_ICON}` })).toBe(false)
    expect(isSolanaWallet({ ...wallet, icon: ` ${ICON}` })).toBe(false)
  })
})

describe('the Solana wallets of the page (R-ENT-2)', () => {
  // R-ENT-2: the connector list is de-duplicated by id (the wallet's name); the first registered keeps it.
  it('R-ENT-2: two wallets of one name give one connector, the first registered; non-Solana wallets are not listed', async () => {
    const first = fakeSolanaWallet({ name: 'Alpha' }).wallet
    const impostor = { ...fakeSolanaWallet({ name: 'Alpha' }).wallet, icon: PNG_ICON } as Wallet
    const evmOnly = { ...fakeSolanaWallet({ name: 'Ethereum only' }).wallet, chains: ['eip155:1'] } as Wallet
    const { wallets } = await discovery([first, impostor, evmOnly])
    expect(wallets.connectors()).toEqual([{ connectorId: 'wallet-standard:Alpha', name: 'Alpha', imageUrl: ICON }])
    expect(wallets.wallet('wallet-standard:Alpha')).toBe(first)
    expect(wallets.wallet('wallet-standard:Ethereum only')).toBeUndefined()
  })

  it('wallet(connectorId) is the wallet of that id, or none', async () => {
    const alpha = fakeSolanaWallet({ name: 'Alpha' }).wallet
    const beta = fakeSolanaWallet({ name: 'Beta' }).wallet
    const { wallets } = await discovery([alpha, beta])
    expect(wallets.wallet('wallet-standard:Beta')).toBe(beta)
    expect(wallets.wallet('wallet-standard:Alpha')).toBe(alpha)
    expect(wallets.wallet('wallet-standard:Nobody')).toBeUndefined()
  })

  it('a wallet that unregisters leaves the list and its listeners hear it', async () => {
    const alpha = fakeSolanaWallet({ name: 'Alpha' }).wallet
    const beta = fakeSolanaWallet({ name: 'Beta' }).wallet
    const { wallets, unregister } = await discovery([alpha, beta])
    const seen: string[][] = []
    wallets.watch((connectors) => seen.push(connectors.map((connector) => connector.name)))
    unregister(alpha)
    expect(seen).toEqual([['Alpha', 'Beta'], ['Beta']])
    expect(wallets.wallet('wallet-standard:Alpha')).toBeUndefined()
  })

  it('a listener that stopped hears no later registration; the others still do', async () => {
    const { wallets, register } = await discovery()
    const stopped: string[][] = []
    const kept: string[][] = []
    const stop = wallets.watch((connectors) => stopped.push(connectors.map((connector) => connector.name)))
    wallets.watch((connectors) => kept.push(connectors.map((connector) => connector.name)))
    stop()
    register(fakeSolanaWallet({ name: 'Late' }).wallet)
    expect(stopped).toEqual([[]])
    expect(kept).toEqual([[], ['Late']])
  })
})

describe('waitFor: a stored session wallet that registers a moment after the page loads (R-CONN-1 restore)', () => {
  it('a wallet already registered is given at once; another id is not given in its place', async () => {
    const alpha = fakeSolanaWallet({ name: 'Alpha' }).wallet
    const { wallets } = await discovery([alpha])
    expect(await wallets.waitFor('wallet-standard:Alpha', new AbortController().signal)).toBe(alpha)
    expect(await wallets.waitFor('wallet-standard:Nobody', AbortSignal.abort())).toBeUndefined()
  })

  it('waits for that wallet: another registering does not end the wait; it registering gives it, and the abort listener is removed', async () => {
    const { wallets, register } = await discovery()
    const { signal, added, removed } = watchedSignal()
    const waiting = wallets.waitFor('wallet-standard:Beta', signal)
    expect(await settled(waiting)).toBeUndefined()
    register(fakeSolanaWallet({ name: 'Alpha' }).wallet)
    expect(await settled(waiting)).toBeUndefined()
    const beta = fakeSolanaWallet({ name: 'Beta' }).wallet
    register(beta)
    expect(await settled(waiting)).toEqual({ value: beta })
    expect(added).toHaveBeenCalledWith('abort', expect.any(Function))
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1])
  })

  it('the signal aborting ends the wait with no wallet, and its listener is removed', async () => {
    const { wallets } = await discovery([fakeSolanaWallet({ name: 'Alpha' }).wallet])
    const { controller, signal, added, removed } = watchedSignal()
    const waiting = wallets.waitFor('wallet-standard:Beta', signal)
    expect(await settled(waiting)).toBeUndefined()
    controller.abort()
    expect(await settled(waiting)).toEqual({ value: undefined })
    expect(removed).toHaveBeenCalledWith('abort', added.mock.calls[0]![1])
  })
})
