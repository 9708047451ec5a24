// What the views read from the modal (modal.selectors.ts), at the points a person meets each value.
import { describe, expect, it } from 'vitest'
import { selectAccount, selectIsLoading, selectLife, selectProfile, selectView } from '../../../../src/machines/modal/modal.selectors'
import { selectCanGoBack, selectCatalogue, selectCatalogueError, selectCatalogueLoading, selectCloseBlocked, selectIsShaking, selectNamespaceWithoutNetwork, selectViewData, selectWalletList, selectWalletListFailed } from '../../../../src/machines/modal/modal.contentSelectors'
import { ACCOUNT, CATALOGUE, fakeWalletList, settle, startModal } from './modal.harness'

describe('modal selectors', () => {
  it('life and view: closed (no view), open on its view, closing (no view), closed again after 150 ms', () => {
    const { send, snapshot, clock } = startModal()
    expect([selectLife(snapshot()), selectView(snapshot())]).toEqual(['closed', undefined])
    send({ type: 'modal.open', view: 'Networks' })
    expect([selectLife(snapshot()), selectView(snapshot())]).toEqual(['open', 'Networks'])
    send({ type: 'modal.close' })
    expect([selectLife(snapshot()), selectView(snapshot())]).toEqual(['closing', undefined])
    clock.increment(150)
    expect(selectLife(snapshot())).toBe('closed')
  })

  it('back is possible from the second view on; the data shown is the top view\'s', () => {
    const { send, snapshot } = startModal()
    send({ type: 'modal.open', view: 'WalletDetails', data: { n: 1 } })
    expect([selectCanGoBack(snapshot()), selectViewData(snapshot())]).toEqual([false, { n: 1 }])
    send({ type: 'router.push', view: 'AllWallets', data: { n: 2 } })
    expect([selectCanGoBack(snapshot()), selectViewData(snapshot())]).toEqual([true, { n: 2 }])
    send({ type: 'router.push', view: 'Networks' })
    expect(selectViewData(snapshot())).toBeUndefined()
  })

  it('R-NAV-9: close blocked and the shake, as the close button reads them', () => {
    const { send, snapshot, clock } = startModal({ settings: { signInRequired: true } })
    send({ type: 'modal.open', view: 'SIWXSignMessage' })
    expect([selectCloseBlocked(snapshot()), selectIsShaking(snapshot())]).toEqual([true, false])
    send({ type: 'modal.close' })
    expect(selectIsShaking(snapshot())).toBe(true)
    clock.increment(500)
    expect(selectIsShaking(snapshot())).toBe(false)
    send({ type: 'siwx.sessionsChanged', count: 1 })
    expect(selectCloseBlocked(snapshot())).toBe(false)
  })

  it('the catalogue: loading, then its wallets; an error only while failed', async () => {
    const { send, snapshot, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    expect([selectIsLoading(snapshot()), selectCatalogueLoading(snapshot()), selectCatalogue(snapshot()), selectCatalogueError(snapshot())]).toEqual([true, true, undefined, undefined])
    catalogueCalls[0]!.resolve({ ok: false, error: { code: 'HTTP_STATUS', message: 'HTTP status code: 500' } })
    await settle()
    expect([selectIsLoading(snapshot()), selectCatalogueLoading(snapshot()), selectCatalogueError(snapshot())]).toEqual([false, false, { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }])
    send({ type: 'catalogue.retry' })
    expect(selectCatalogueError(snapshot())).toBeUndefined()
    catalogueCalls[1]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    expect([selectCatalogueLoading(snapshot()), selectCatalogue(snapshot())]).toEqual([false, CATALOGUE])
  })

  it('the account, and its profile only while that very account is shown', () => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    expect(selectProfile(snapshot())).toBeNull()
    send({ type: 'account.profile', caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001', name: 'bob', image: null })
    expect([selectAccount(snapshot()), selectProfile(snapshot())]).toEqual([ACCOUNT, null])
    send({ type: 'account.profile', caipAddress: ACCOUNT.caipAddress, name: 'alice', image: null })
    expect(selectProfile(snapshot())).toEqual({ caipAddress: ACCOUNT.caipAddress, name: 'alice', image: null })
  })

  it('SPEC §3: a profile found for an account that has since gone is not shown (no account: no profile)', () => {
    const { send, snapshot } = startModal({ account: ACCOUNT })
    send({ type: 'account.profile', caipAddress: ACCOUNT.caipAddress, name: 'alice', image: null })
    send({ type: 'connection.changed', account: null })
    expect([selectAccount(snapshot()), selectProfile(snapshot())]).toEqual([null, null])
  })

  it('closed, the dialog\'s reads are empty: no data, no back, close not blocked (sign-in required too)', () => {
    const { snapshot } = startModal({ settings: { signInRequired: true } })
    expect([selectViewData(snapshot()), selectCanGoBack(snapshot()), selectCloseBlocked(snapshot())]).toEqual([undefined, false, false])
  })

  it('the wallet list: none, then the spawned list; failed when its code did not load', async () => {
    const loaded = startModal()
    loaded.send({ type: 'modal.open', view: 'AllWallets' })
    expect([selectWalletList(loaded.snapshot()), selectWalletListFailed(loaded.snapshot())]).toEqual([undefined, false])
    loaded.walletListLoads[0]!.resolve(fakeWalletList)
    const failed = startModal()
    failed.send({ type: 'modal.open', view: 'AllWallets' })
    failed.walletListLoads[0]!.reject(new Error('chunk failed'))
    await settle()
    expect(selectWalletList(loaded.snapshot())).toBe(loaded.snapshot().children['walletList'])
    expect(selectWalletList(loaded.snapshot())).toBeDefined()
    expect([selectWalletList(failed.snapshot()), selectWalletListFailed(failed.snapshot())]).toEqual([undefined, true])
  })

  it('R-NAV-2: the namespace without a network, only when the app has none of it', () => {
    const without = startModal()
    without.send({ type: 'modal.open', namespace: 'bip122' })
    const withNetwork = startModal()
    withNetwork.send({ type: 'modal.open', namespace: 'solana' })
    const plain = startModal()
    plain.send({ type: 'modal.open' })
    expect([selectNamespaceWithoutNetwork(without.snapshot()), selectNamespaceWithoutNetwork(withNetwork.snapshot()), selectNamespaceWithoutNetwork(plain.snapshot())]).toEqual([
      'bip122',
      undefined,
      undefined,
    ])
  })
})
