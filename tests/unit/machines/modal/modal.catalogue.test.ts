// What opening prefetches (R-NAV-7) and the All wallets list (R-CONST-4): what each loader is asked, what an answer,
// an answered failure and a thrown one leave, retry, and R-NAV-2's namespace without a network loading nothing.
import { describe, expect, it } from 'vitest'
import { CATALOGUE, fakeWalletList, SETTINGS, settle, SOLANA, startModal } from './modal.harness'

const FAILURE = { code: 'HTTP_STATUS', message: 'HTTP status code: 503' }

describe('the Connect catalogue (R-NAV-7)', () => {
  it('R-NAV-7: opening asks for the wallets with the app\'s settings, all of them', () => {
    const { send, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    expect(catalogueCalls.map((call) => call.settings)).toEqual([
      {
        embedded: false,
        signInRequired: false,
        basic: false,
        mobile: false,
        featuredWalletIds: ['featured-1'],
        includeWalletIds: ['include-1'],
        excludeWalletIds: ['exclude-1'],
        networks: ['eip155:1', 'eip155:137', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'],
      },
    ])
  })

  it('R-NAV-2: opened for a namespace, it asks for that namespace\'s networks only', () => {
    const { send, catalogueCalls } = startModal()
    send({ type: 'modal.open', namespace: 'eip155' })
    expect(catalogueCalls.map((call) => call.settings)).toEqual([{ ...SETTINGS, networks: ['eip155:1', 'eip155:137'] }])
  })

  it('R-NAV-7: the wallets answered: ready, kept, no longer loading', async () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    expect([snapshot().hasTag('loading'), snapshot().value]).toEqual([true, { open: { view: 'Connect', catalogue: 'loading', walletList: 'unloaded', shake: 'still' } }])
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'ready' } })
    expect([snapshot().hasTag('loading'), snapshot().context.catalogue, snapshot().context.catalogueError]).toEqual([false, CATALOGUE, undefined])
  })

  it('an answered failure: failed, with that error; retry asks again, and an answer clears the error', async () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: false, error: FAILURE })
    await settle()
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'failed' } })
    expect([snapshot().hasTag('loading'), snapshot().context.catalogueError, snapshot().context.catalogue]).toEqual([false, FAILURE, undefined])
    send({ type: 'catalogue.retry' })
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'loading' } })
    expect(catalogueCalls).toHaveLength(2)
    catalogueCalls[1]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'ready' } })
    expect([snapshot().context.catalogueError, snapshot().context.catalogue]).toEqual([undefined, CATALOGUE])
  })

  it('R-NAV-6: after a failure, an embedded close shows Connect afresh: the wallets are asked for again, loading, no stale error', async () => {
    const { send, snapshot, catalogueCalls, view } = startModal({ settings: { embedded: true } })
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: false, error: FAILURE })
    await settle()
    send({ type: 'modal.close' })
    expect(view()).toBe('Connect')
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'loading' } })
    expect([snapshot().hasTag('loading'), snapshot().context.catalogueError, catalogueCalls.length]).toEqual([true, undefined, 2])
    catalogueCalls[1]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    expect([snapshot().context.catalogue, snapshot().context.catalogueError]).toEqual([CATALOGUE, undefined])
  })

  it('R-NAV-6: an embedded close with the wallets in hand asks for nothing again', async () => {
    const { send, snapshot, catalogueCalls } = startModal({ settings: { embedded: true } })
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    send({ type: 'modal.close' })
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'ready' } })
    expect(catalogueCalls).toHaveLength(1)
  })

  it('SPEC §8: a thrown failure reads "Something went wrong"', async () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    catalogueCalls[0]!.reject(new Error('socket hang up'))
    await settle()
    expect(snapshot().value).toMatchObject({ open: { catalogue: 'failed' } })
    expect(snapshot().context.catalogueError).toEqual({ code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' })
  })

  it('a failure after an earlier answer keeps the wallets already shown, beside the error', async () => {
    const { send, snapshot, catalogueCalls, clock } = startModal()
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    send({ type: 'modal.close' })
    clock.increment(150)
    send({ type: 'modal.open' })
    expect(catalogueCalls).toHaveLength(2)
    catalogueCalls[1]!.resolve({ ok: false, error: FAILURE })
    await settle()
    expect([snapshot().context.catalogue, snapshot().context.catalogueError]).toEqual([CATALOGUE, FAILURE])
  })

  it('retry is only for a failure: while loading or ready nothing is asked again', async () => {
    const { send, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'catalogue.retry' })
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    send({ type: 'catalogue.retry' })
    expect(catalogueCalls).toHaveLength(1)
  })

  it('closing abandons a fetch still running (its signal is aborted)', () => {
    const { send, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    expect(catalogueCalls[0]!.signal.aborted).toBe(false)
    send({ type: 'modal.close' })
    expect(catalogueCalls[0]!.signal.aborted).toBe(true)
  })
})

describe('the All wallets list (R-CONST-4)', () => {
  it('its code loads on the first visit; the list is spawned with the app\'s settings and shown', async () => {
    const { send, snapshot, walletListLoads, walletList } = startModal()
    send({ type: 'modal.open' })
    expect(walletListLoads).toHaveLength(0)
    send({ type: 'router.push', view: 'AllWallets' })
    expect(snapshot().value).toMatchObject({ open: { walletList: 'loading' } })
    expect(walletListLoads).toHaveLength(1)
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    expect(snapshot().value).toMatchObject({ open: { walletList: 'ready' } })
    expect(walletList()!.getSnapshot().context).toEqual({ input: { settings: SETTINGS }, shows: 1 })
  })

  it('R-NAV-2: opened for a namespace, the list is given that namespace\'s networks only', async () => {
    const { send, walletListLoads, walletList } = startModal()
    send({ type: 'modal.open', view: 'AllWallets', namespace: 'solana' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    expect(walletList()!.getSnapshot().context.input).toEqual({ settings: { ...SETTINGS, networks: [SOLANA] } })
  })

  it('a later visit shows the same list again without loading its code again', async () => {
    const { send, walletListLoads, walletList } = startModal()
    send({ type: 'modal.open', view: 'AllWallets' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    const list = walletList()!
    send({ type: 'router.push', view: 'WalletDetails' })
    send({ type: 'modal.back' })
    expect(walletListLoads).toHaveLength(1)
    expect(walletList()).toBe(list)
    expect(list.getSnapshot().context.shows).toBe(2)
  })

  it('a visit that ends while the code loads still gets its list', async () => {
    const { send, walletListLoads, state, walletList } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'modal.back' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    expect([state(), walletList()?.getSnapshot().context.shows]).toEqual(['Connect', 1])
  })

  it('the code not loaded: failed; the next ask loads it again', async () => {
    const { send, snapshot, walletListLoads } = startModal()
    send({ type: 'modal.open', view: 'AllWallets' })
    walletListLoads[0]!.reject(new Error('chunk failed'))
    await settle()
    expect(snapshot().value).toMatchObject({ open: { walletList: 'failed' } })
    send({ type: 'walletList.load' })
    expect(snapshot().value).toMatchObject({ open: { walletList: 'loading' } })
    expect(walletListLoads).toHaveLength(2)
  })

  it('R-NAV-2: opened for a namespace the app has no network of, All wallets loads nothing', () => {
    const { send, snapshot, walletListLoads } = startModal()
    send({ type: 'modal.open', view: 'AllWallets', namespace: 'bip122' })
    send({ type: 'router.push', view: 'WalletDetails' })
    send({ type: 'modal.back' })
    expect(snapshot().value).toMatchObject({ open: { walletList: 'unloaded' } })
    expect(walletListLoads).toEqual([])
  })

  it('R-NAV-6: closing stops the list; the next opening loads it afresh', async () => {
    const { send, snapshot, walletListLoads, clock } = startModal()
    send({ type: 'modal.open', view: 'AllWallets' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    const list = snapshot().children['walletList']!
    send({ type: 'modal.close' })
    expect(snapshot().children['walletList']).toBeUndefined()
    expect(list.getSnapshot().status).toBe('stopped')
    clock.increment(150)
    send({ type: 'modal.open', view: 'AllWallets' })
    expect(walletListLoads).toHaveLength(2)
  })
})
