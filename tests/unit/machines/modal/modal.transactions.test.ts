// The transaction stack (R-NAV-4): each request stacks its callbacks and its approval view; an answer runs its own
// callback, then the view goes back one; closing cancels every request left, newest first.
import { describe, expect, it } from 'vitest'
import { startModal } from './modal.harness'

// A callback runs within the transition, so what it could read of the modal is the snapshot before it: only the
// order of the calls is observable.
function recorder() {
  const calls: string[] = []
  const record = (call: string) => () => calls.push(call)
  const callbacks = (name: string) => ({ onSuccess: record(`${name} success`), onError: record(`${name} error`), onCancel: record(`${name} cancel`) })
  return { calls, callbacks }
}

function twoRequests(settings = {}) {
  const modal = startModal({ settings })
  const { calls, callbacks } = recorder()
  modal.send({ type: 'modal.open' })
  modal.send({ type: 'transaction.push', view: 'ApproveTransaction', data: { summary: 'Send 1 ETH' }, ...callbacks('first') })
  modal.send({ type: 'transaction.push', view: 'ApproveTransaction', data: { summary: 'Sign the order' }, ...callbacks('second') })
  return { ...modal, calls }
}

describe('the transaction stack (R-NAV-4)', () => {
  it('two pushes: each an approval view naming its request, ids 1 and 2, the next id 3; nothing runs yet', () => {
    const { snapshot, state, calls } = twoRequests()
    expect(state()).toBe('ApproveTransaction')
    expect(snapshot().context.stack).toEqual([
      { view: 'Connect' },
      { view: 'ApproveTransaction', data: { summary: 'Send 1 ETH' }, transaction: 1 },
      { view: 'ApproveTransaction', data: { summary: 'Sign the order' }, transaction: 2 },
    ])
    expect(snapshot().context.transactions.map((transaction) => transaction.id)).toEqual([1, 2])
    expect(snapshot().context.nextTransaction).toBe(3)
    expect(calls).toEqual([])
  })

  it('R-NAV-4: success settles the request on top: its onSuccess runs, it leaves the requests, then back one view', () => {
    const { send, state, views, calls, snapshot } = twoRequests()
    send({ type: 'transaction.succeeded' })
    expect(calls).toEqual(['second success'])
    expect(snapshot().context.transactions.map((transaction) => transaction.id)).toEqual([1])
    expect([state(), views()]).toEqual(['ApproveTransaction', ['Connect', 'ApproveTransaction']])
    send({ type: 'transaction.succeeded' })
    expect(calls).toEqual(['second success', 'first success'])
    expect([state(), views()]).toEqual(['Connect', ['Connect']])
  })

  it('R-NAV-4: error runs onError only and goes back one view', () => {
    const { send, views, calls, snapshot } = twoRequests()
    send({ type: 'transaction.failed' })
    expect(calls).toEqual(['second error'])
    expect(snapshot().context.transactions.map((transaction) => transaction.id)).toEqual([1])
    expect(views()).toEqual(['Connect', 'ApproveTransaction'])
    expect(snapshot().context.stack.at(-1)).toEqual({ view: 'ApproveTransaction', data: { summary: 'Send 1 ETH' }, transaction: 1 })
  })

  it('R-NAV-4: cancel runs onCancel only and goes back one view', () => {
    const { send, views, calls } = twoRequests()
    send({ type: 'transaction.cancelled' })
    send({ type: 'transaction.failed' })
    expect(calls).toEqual(['second cancel', 'first error'])
    expect(views()).toEqual(['Connect'])
  })

  it('R-NAV-4: the only view being the approval, its answer closes the modal (back with no earlier view)', () => {
    const { send, snapshot, calls } = twoRequests()
    send({ type: 'transaction.succeeded' })
    send({ type: 'modal.back' })
    expect(calls).toEqual(['second success', 'first cancel'])
    send({ type: 'modal.back' })
    expect(snapshot().value).toBe('closing')
  })

  it('R-NAV-4: back from a waiting request cancels it and only it', () => {
    const { send, calls, views, snapshot } = twoRequests()
    send({ type: 'modal.back' })
    expect(calls).toEqual(['second cancel'])
    expect(views()).toEqual(['Connect', 'ApproveTransaction'])
    expect(snapshot().context.transactions.map((transaction) => transaction.id)).toEqual([1])
  })

  it('R-NAV-4: a view pushed over a request hides it: answers wait, and back returns to the request still waiting', () => {
    const { send, state, calls, snapshot } = twoRequests()
    send({ type: 'router.push', view: 'Networks' })
    send({ type: 'transaction.succeeded' })
    expect([state(), calls]).toEqual(['Networks', []])
    send({ type: 'modal.back' })
    expect(state()).toBe('ApproveTransaction')
    expect(snapshot().context.transactions.map((transaction) => transaction.id)).toEqual([1, 2])
    send({ type: 'transaction.cancelled' })
    expect(calls).toEqual(['second cancel'])
  })

  it('R-NAV-4: back onto Connect while connected still cancels the request popped', () => {
    const modal = startModal()
    const { calls, callbacks } = recorder()
    modal.send({ type: 'modal.open' })
    modal.send({ type: 'transaction.push', view: 'ApproveTransaction', ...callbacks('only') })
    modal.send({ type: 'connection.changed', account: { namespace: 'eip155', address: '0x01', caipAddress: 'eip155:1:0x01' } })
    modal.send({ type: 'modal.back' })
    expect(modal.state()).toBe('Account')
    expect(calls).toEqual(['only cancel'])
    expect([modal.views(), modal.snapshot().context.transactions]).toEqual([['Account'], []])
  })

  it('R-NAV-4: closing with two requests waiting cancels both, newest first, once each', () => {
    const { send, clock, calls, snapshot } = twoRequests()
    send({ type: 'modal.close' })
    expect(calls).toEqual(['second cancel', 'first cancel'])
    expect(snapshot().context.transactions).toEqual([])
    clock.increment(150)
    expect(calls).toHaveLength(2)
  })

  it('R-NAV-4, R-NAV-6: the embedded close cancels both too, newest first, and shows Connect', () => {
    const { send, calls, state, snapshot } = twoRequests({ embedded: true })
    send({ type: 'modal.close' })
    expect(calls).toEqual(['second cancel', 'first cancel'])
    expect([state(), snapshot().context.transactions]).toEqual(['Connect', []])
  })

  it('R-NAV-4: the account gone from a view over a waiting request: the modal closes and the request hears a cancel', () => {
    const modal = startModal({ account: { namespace: 'eip155', address: '0x01', caipAddress: 'eip155:1:0x01' } })
    const { calls, callbacks } = recorder()
    modal.send({ type: 'modal.open' })
    modal.send({ type: 'transaction.push', view: 'ApproveTransaction', ...callbacks('only') })
    modal.send({ type: 'router.push', view: 'RegisterAccountName' })
    modal.send({ type: 'connection.changed', account: null })
    expect(modal.snapshot().value).toBe('closing')
    expect(calls).toEqual(['only cancel'])
  })

  it('a request without callbacks settles quietly', () => {
    const { send, state } = startModal()
    send({ type: 'modal.open' })
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    send({ type: 'transaction.succeeded' })
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    send({ type: 'transaction.failed' })
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    send({ type: 'transaction.cancelled' })
    send({ type: 'transaction.push', view: 'ApproveTransaction' })
    send({ type: 'modal.back' })
    expect(state()).toBe('Connect')
  })
  it('requests without callbacks are cancelled quietly when the dialog closes, in embedded mode too', () => {
    for (const embedded of [false, true]) {
      const { send, snapshot } = startModal({ settings: { embedded } })
      send({ type: 'modal.open' })
      send({ type: 'transaction.push', view: 'ApproveTransaction' })
      send({ type: 'transaction.push', view: 'ApproveTransaction' })
      send({ type: 'modal.close' })
      expect([snapshot().status, snapshot().value === 'closing' || snapshot().matches({ open: { view: 'Connect' } }), snapshot().context.transactions]).toEqual(['active', true, []])
    }
  })
})

describe("issue 31: the embedded wallet's request is decided in its frame", () => {
  const REQUEST_ID = '0b7c4f7e-64a4-4c1e-9c0b-2f1d8f9a6b11'

  it('the frame is laid over the slot exactly while its request is the view on top: hidden under a pushed view, shown again after back, gone once answered', () => {
    const shown: string[] = []
    const modal = startModal({
      approvalFrame: {
        present(requestId, slotId) {
          shown.push(`show ${requestId} over ${slotId}`)
          return () => shown.push(`hide ${requestId}`)
        },
      },
    })
    modal.send({ type: 'modal.open' })
    modal.send({ type: 'transaction.push', view: 'ApproveTransaction', data: { frameRequest: REQUEST_ID } })
    expect(shown).toEqual([`show ${REQUEST_ID} over latch-approval-slot`])
    modal.send({ type: 'router.push', view: 'Networks' })
    expect(shown.at(-1)).toBe(`hide ${REQUEST_ID}`)
    modal.send({ type: 'modal.back' })
    expect(shown.at(-1)).toBe(`show ${REQUEST_ID} over latch-approval-slot`)
    modal.send({ type: 'transaction.cancelled' })
    expect(shown).toEqual([`show ${REQUEST_ID} over latch-approval-slot`, `hide ${REQUEST_ID}`, `show ${REQUEST_ID} over latch-approval-slot`, `hide ${REQUEST_ID}`])
  })

  it("an app's own request (no frame) shows no frame", () => {
    const shown: string[] = []
    const modal = startModal({ approvalFrame: { present: (requestId) => (shown.push(requestId), () => {}) } })
    modal.send({ type: 'modal.open' })
    modal.send({ type: 'transaction.push', view: 'ApproveTransaction', data: { summary: 'Send 1 ETH' } })
    expect(modal.state()).toBe('ApproveTransaction')
    expect(shown).toEqual([])
  })
})
