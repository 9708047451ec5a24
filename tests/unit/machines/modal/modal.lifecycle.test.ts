// Closing (R-NAV-6, R-NAV-12: 150 ms), the blocked close and its shake (R-NAV-9, R-NAV-8: 500 ms), reopening during
// the exit animation, embedded mode's close, and the dialog's effects while open. Numbers are SPEC §2's, written out.
import { describe, expect, it } from 'vitest'
import type { DialogDomPort } from '../../../../src/machines/modal/modal.actors'
import { ACCOUNT, CATALOGUE, fakeWalletList, settle, startModal } from './modal.harness'

describe('close (R-NAV-6)', () => {
  it('R-NAV-12: closing lasts the 150 ms view transition, then closed wipes what the views showed', async () => {
    const { send, snapshot, clock, facts, catalogueCalls } = startModal()
    send({ type: 'modal.open', view: 'WalletDetails', data: { n: 1 }, namespace: 'eip155' })
    catalogueCalls[0]!.resolve({ ok: true, value: CATALOGUE })
    await settle()
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'modal.close' })
    expect(snapshot().value).toBe('closing')
    expect(snapshot().hasTag('visible')).toBe(false)
    expect(facts.at(-1)).toEqual({ type: 'analytics', event: 'MODAL_CLOSE', properties: { connected: false } })
    clock.increment(149)
    expect(snapshot().value).toBe('closing')
    clock.increment(1)
    expect(snapshot().value).toBe('closed')
    expect(snapshot().context).toMatchObject({
      stack: [],
      requested: { view: undefined, data: undefined },
      namespace: undefined,
      transactions: [],
      catalogueError: undefined,
      // The catalogue is public data: kept for the next opening.
      catalogue: CATALOGUE,
    })
  })

  it('R-NAV-6: a catalogue error is not kept past the close', async () => {
    const { send, snapshot, clock, catalogueCalls } = startModal()
    send({ type: 'modal.open' })
    catalogueCalls[0]!.resolve({ ok: false, error: { code: 'HTTP_STATUS', message: 'HTTP status code: 500' } })
    await settle()
    send({ type: 'modal.close' })
    clock.increment(150)
    expect(snapshot().context.catalogueError).toBeUndefined()
  })

  it('R-NAV-6: closed resets the pairing URI; MODAL_CLOSE says connected', () => {
    const { send, clock, requests, facts } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open' })
    requests.length = 0
    send({ type: 'modal.close' })
    expect(requests).toEqual([])
    clock.increment(150)
    expect(requests).toEqual([{ flow: 'pairing', event: { type: 'pairing.reset' } }])
    expect(facts).toEqual([
      { type: 'analytics', event: 'MODAL_OPEN', properties: { connected: true } },
      { type: 'analytics', event: 'MODAL_CLOSE', properties: { connected: true } },
    ])
  })

  it('reopening during the exit animation opens again on the start view, and the close delay no longer applies', () => {
    const { send, snapshot, clock, facts, state } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'router.push', view: 'AllWallets' })
    send({ type: 'modal.close' })
    clock.increment(100)
    send({ type: 'modal.open', view: 'Networks', data: { n: 2 } })
    expect(state()).toBe('Networks')
    expect(snapshot().context.stack).toEqual([{ view: 'Networks', data: { n: 2 } }])
    expect(facts.map((fact) => fact.type === 'analytics' && fact.event)).toEqual(['MODAL_OPEN', 'MODAL_CLOSE', 'MODAL_OPEN'])
    clock.increment(100)
    expect(state()).toBe('Networks')
  })

  it('reopening during the exit animation without a view: Account when connected', () => {
    const { send, clock, state } = startModal({ account: ACCOUNT })
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'modal.close' })
    clock.increment(149)
    send({ type: 'modal.open' })
    expect(state()).toBe('Account')
  })

  it('modal.close while closed or closing does nothing', () => {
    const { send, snapshot, facts, clock } = startModal()
    send({ type: 'modal.close' })
    expect([snapshot().value, facts]).toEqual(['closed', []])
    send({ type: 'modal.open' })
    send({ type: 'modal.close' })
    send({ type: 'modal.close' })
    expect(facts).toHaveLength(2)
    clock.increment(150)
    expect(snapshot().value).toBe('closed')
  })
})

describe('close blocked (R-NAV-9) and the shake (R-NAV-8)', () => {
  it.each(['SIWXSignMessage', 'ApproveTransaction'] as const)(
    'R-NAV-9: on %s while sign-in is required and no session exists, close stays and shakes for exactly 500 ms',
    (view) => {
      const { send, snapshot, clock, state } = startModal({ settings: { signInRequired: true } })
      send({ type: 'modal.open' })
      if (view === 'ApproveTransaction') send({ type: 'transaction.push', view })
      else send({ type: 'router.push', view })
      send({ type: 'modal.close' })
      expect(state()).toBe(view)
      expect(snapshot().value).toMatchObject({ open: { shake: 'shaking' } })
      expect(snapshot().hasTag('shaking')).toBe(true)
      clock.increment(499)
      expect(snapshot().hasTag('shaking')).toBe(true)
      clock.increment(1)
      expect(snapshot().hasTag('shaking')).toBe(false)
      expect(snapshot().value).toMatchObject({ open: { shake: 'still' } })
    },
  )

  it('R-NAV-8: a shake during a shake starts the 500 ms again', () => {
    const { send, snapshot, clock } = startModal({ settings: { signInRequired: true } })
    send({ type: 'modal.open', view: 'SIWXSignMessage' })
    send({ type: 'modal.close' })
    clock.increment(300)
    send({ type: 'modal.close' })
    clock.increment(499)
    expect(snapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(snapshot().hasTag('shaking')).toBe(false)
  })

  it('R-NAV-8: a shake asked for directly lasts 500 ms too', () => {
    const { send, snapshot, clock } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'modal.shake' })
    clock.increment(499)
    expect(snapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(snapshot().hasTag('shaking')).toBe(false)
  })

  it('R-NAV-9: with a session, or sign-in not required, close on the sign view closes', () => {
    const withSession = startModal({ settings: { signInRequired: true } })
    withSession.send({ type: 'siwx.sessionsChanged', count: 1 })
    withSession.send({ type: 'modal.open', view: 'SIWXSignMessage' })
    withSession.send({ type: 'modal.close' })
    const notRequired = startModal({ settings: { signInRequired: false } })
    notRequired.send({ type: 'modal.open', view: 'SIWXSignMessage' })
    notRequired.send({ type: 'modal.close' })
    expect([withSession.snapshot().value, notRequired.snapshot().value]).toEqual(['closing', 'closing'])
  })

  it('R-NAV-9: off the sign and approve views close is never blocked', () => {
    const { send, snapshot } = startModal({ settings: { signInRequired: true } })
    send({ type: 'modal.open', view: 'Networks' })
    send({ type: 'modal.close' })
    expect([snapshot().value, snapshot().hasTag('shaking')]).toEqual(['closing', false])
  })

  it('R-NAV-9: embedded mode too: the blocked close shakes and resets nothing, the wallet list included', async () => {
    const { send, snapshot, state, walletListLoads } = startModal({ settings: { signInRequired: true, embedded: true } })
    send({ type: 'modal.open', view: 'AllWallets' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    send({ type: 'router.push', view: 'SIWXSignMessage' })
    send({ type: 'modal.close' })
    expect(state()).toBe('SIWXSignMessage')
    expect(snapshot().context.stack).toEqual([{ view: 'AllWallets' }, { view: 'SIWXSignMessage' }])
    expect(snapshot().value).toMatchObject({ open: { walletList: 'ready', shake: 'shaking' } })
  })
})

describe('embedded close (R-NAV-6)', () => {
  it('not connected: Connect afresh; the request and namespace are forgotten; the pairing URI reset', () => {
    const { send, snapshot, state, requests, facts } = startModal({ settings: { embedded: true } })
    send({ type: 'modal.open', view: 'WalletDetails', data: { n: 1 }, namespace: 'eip155' })
    send({ type: 'router.push', view: 'AllWallets' })
    requests.length = 0
    send({ type: 'modal.close' })
    expect(state()).toBe('Connect')
    expect(snapshot().context).toMatchObject({ stack: [{ view: 'Connect' }], requested: { view: undefined, data: undefined }, namespace: undefined })
    expect(requests).toEqual([{ flow: 'pairing', event: { type: 'pairing.reset' } }])
    // The dialog stays: no close is reported.
    expect(facts.map((fact) => fact.type === 'analytics' && fact.event)).toEqual(['MODAL_OPEN'])
  })

  it('R-NAV-4: connected: Account afresh; a waiting request hears a cancel; request and namespace forgotten; the pairing URI reset', () => {
    const { send, snapshot, state, requests, facts } = startModal({ settings: { embedded: true }, account: ACCOUNT })
    const calls: string[] = []
    send({ type: 'modal.open', view: 'Networks', data: { n: 1 }, namespace: 'eip155' })
    send({ type: 'transaction.push', view: 'ApproveTransaction', onCancel: () => calls.push('cancel'), onSuccess: () => calls.push('success') })
    send({ type: 'router.push', view: 'AllWallets' })
    requests.length = 0
    send({ type: 'modal.close' })
    expect([state(), calls]).toEqual(['Account', ['cancel']])
    expect(snapshot().context).toMatchObject({ stack: [{ view: 'Account' }], requested: { view: undefined, data: undefined }, namespace: undefined, transactions: [] })
    expect(requests).toEqual([{ flow: 'pairing', event: { type: 'pairing.reset' } }])
    expect(facts).toHaveLength(1)
  })

  it('the wallet list is dropped as a real close would drop it', async () => {
    const { send, snapshot, walletListLoads } = startModal({ settings: { embedded: true } })
    send({ type: 'modal.open', view: 'AllWallets' })
    walletListLoads[0]!.resolve(fakeWalletList)
    await settle()
    expect(snapshot().children['walletList']).toBeDefined()
    send({ type: 'modal.close' })
    expect(snapshot().value).toMatchObject({ open: { walletList: 'unloaded' } })
    expect(snapshot().children['walletList']).toBeUndefined()
  })
})

describe("the dialog's effects while open", () => {
  function port() {
    const calls: string[] = []
    let dismiss: (() => void) | undefined
    const effect = (name: string) => (id?: string) => {
      calls.push(id === undefined ? name : `${name} ${id}`)
      return () => calls.push(`undo ${name}`)
    }
    const dialog: DialogDomPort = {
      trapFocus: effect('trapFocus'),
      hideContentBelow: effect('hideContentBelow'),
      preventScroll: effect('preventScroll'),
      trackDismissable: (id, onDismiss) => {
        dismiss = () => onDismiss('escape')
        return effect('trackDismissable')(id)
      },
      animateHeight: effect('animateHeight'),
    }
    return { calls, dialog, dismiss: () => dismiss?.() }
  }

  it('R-NAV-12: each effect runs on the dialog content while open and is undone when the dialog closes', () => {
    const { calls, dialog } = port()
    const { send } = startModal({ dialog })
    expect(calls).toEqual([])
    send({ type: 'modal.open' })
    expect(calls).toEqual([
      'trapFocus latch-dialog-content',
      'hideContentBelow latch-dialog-content',
      'preventScroll',
      'trackDismissable latch-dialog-content',
      'animateHeight latch-dialog-content',
    ])
    calls.length = 0
    send({ type: 'modal.close' })
    expect([...calls].sort()).toEqual(['undo animateHeight', 'undo hideContentBelow', 'undo preventScroll', 'undo trackDismissable', 'undo trapFocus'])
  })

  it('Escape or a press outside closes the modal as close does', () => {
    const { dialog, dismiss } = port()
    const { send, snapshot } = startModal({ dialog })
    send({ type: 'modal.open' })
    dismiss()
    expect(snapshot().value).toBe('closing')
  })
})
