// Hand-written journeys for what generated paths do not assert: which callback ran, and how often.
import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import type { ModalSettings } from '../../src/machines/modal/modal.types'
import { ACCOUNT, CATALOGUE, settings } from './modal/modal.fixtures'

function start(overrides: Partial<ModalSettings> = {}) {
  const clock = new SimulatedClock()
  const actors = createCatalogueActors({ loadConnectWallets: () => new Promise(() => {}) })
  const actor = createActor(modalMachine.provide({ actors }), { input: { settings: settings(overrides) }, clock }).start()
  return { actor, clock }
}

function pushTransaction(actor: ReturnType<typeof start>['actor']) {
  const callbacks = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
  actor.send({ type: 'modal.open' })
  actor.send({ type: 'transaction.push', view: 'ApproveTransaction', ...callbacks })
  return callbacks
}

const view = (actor: ReturnType<typeof start>['actor']) => actor.getSnapshot().context.stack.at(-1)?.view

describe('modal journeys', () => {
  it('R-NAV-4: closing the approval view with the request pending runs onCancel once', () => {
    const { actor } = start({ signInRequired: false })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closing')).toBe(true)
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1)
    expect(callbacks.onSuccess).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.transactions).toEqual([])
  })

  it('R-NAV-4: a failed transaction runs onError only and goes back one view', () => {
    const { actor } = start()
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'transaction.failed' })
    expect(callbacks.onError).toHaveBeenCalledTimes(1)
    expect(callbacks.onCancel).not.toHaveBeenCalled()
    expect(view(actor)).toBe('Connect')
  })

  it('R-NAV-4: success runs onSuccess and the settled request leaves the view; nothing is cancelled later', () => {
    const { actor } = start({ signInRequired: false })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'transaction.succeeded' })
    expect(view(actor)).toBe('Connect')
    actor.send({ type: 'modal.close' })
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1)
    expect(callbacks.onCancel).not.toHaveBeenCalled()
    expect(callbacks.onError).not.toHaveBeenCalled()
  })

  it('R-NAV-9, R-NAV-8: while sign-in is required and no session exists, close and Escape shake for 500 ms; back still leads out', () => {
    const { actor, clock } = start({ signInRequired: true })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'modal.close' })
    expect(view(actor)).toBe('ApproveTransaction')
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(499)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(false)
    // R-NAV-3: back is not blocked; leaving the pending request cancels it.
    actor.send({ type: 'modal.back' })
    expect(view(actor)).toBe('Connect')
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1)
    // Off the approval view, close closes.
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closing')).toBe(true)
  })

  it('R-NAV-9: an approved request leaves the view, so close works again', () => {
    const { actor } = start({ signInRequired: true })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'transaction.succeeded' })
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1)
    expect(view(actor)).toBe('Connect')
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closing')).toBe(true)
  })

  it('R-NAV-9: with a session reported by the app, close on the approval view closes (and cancels the request)', () => {
    const { actor } = start({ signInRequired: true })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'siwx.sessionsChanged', count: 1 })
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches('closing')).toBe(true)
    expect(callbacks.onCancel).toHaveBeenCalledTimes(1)
  })

  it('R-NAV-4: a second request stacks over the first; each settles only itself and the view shows the one on top', () => {
    const { actor } = start({ signInRequired: false })
    const first = pushTransaction(actor)
    const second = { onSuccess: vi.fn(), onError: vi.fn(), onCancel: vi.fn() }
    actor.send({ type: 'transaction.push', view: 'ApproveTransaction', data: { summary: 'second' }, ...second })
    expect(first.onCancel).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.stack.map((entry) => entry.view)).toEqual(['Connect', 'ApproveTransaction', 'ApproveTransaction'])
    expect(actor.getSnapshot().context.stack.at(-1)?.data).toEqual({ summary: 'second' })
    // Rejecting the second pops only its own entry; the first is on screen, still waiting.
    actor.send({ type: 'transaction.cancelled' })
    expect(second.onCancel).toHaveBeenCalledTimes(1)
    expect(first.onCancel).not.toHaveBeenCalled()
    expect(actor.getSnapshot().context.stack.map((entry) => entry.view)).toEqual(['Connect', 'ApproveTransaction'])
    expect(actor.getSnapshot().context.transactions).toHaveLength(1)
    // Back from the first cancels it and lands on Connect: no dead Back.
    actor.send({ type: 'modal.back' })
    expect(first.onCancel).toHaveBeenCalledTimes(1)
    expect(view(actor)).toBe('Connect')
    expect(actor.getSnapshot().context.transactions).toEqual([])
    expect([...Object.values(first), ...Object.values(second)].map((callback) => callback.mock.calls.length)).toEqual([0, 0, 1, 0, 0, 1])
  })

  it('R-NAV-4: approving the second, then the first, runs each success once, in that order', () => {
    const { actor } = start({ signInRequired: false })
    const calls: string[] = []
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'transaction.push', view: 'ApproveTransaction', onSuccess: () => calls.push('first') })
    actor.send({ type: 'transaction.push', view: 'ApproveTransaction', onSuccess: () => calls.push('second') })
    actor.send({ type: 'transaction.succeeded' })
    expect(view(actor)).toBe('ApproveTransaction')
    actor.send({ type: 'transaction.succeeded' })
    expect(calls).toEqual(['second', 'first'])
    expect(view(actor)).toBe('Connect')
  })

  it('R-NAV-4: closing with two requests pending cancels both, newest first', () => {
    const { actor } = start({ signInRequired: false })
    const calls: string[] = []
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'transaction.push', view: 'ApproveTransaction', onCancel: () => calls.push('first') })
    actor.send({ type: 'transaction.push', view: 'ApproveTransaction', onCancel: () => calls.push('second') })
    actor.send({ type: 'modal.close' })
    expect(calls).toEqual(['second', 'first'])
  })

  it('R-NAV-6: in embedded mode close shows Connect whatever view the modal was opened on, and Account when connected', () => {
    const { actor } = start({ signInRequired: false, embedded: true })
    actor.send({ type: 'modal.open', view: 'AllWallets' })
    actor.send({ type: 'router.push', view: 'WalletDetails' })
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches({ open: { view: 'Connect' } })).toBe(true)
    expect(actor.getSnapshot().context.stack).toEqual([{ view: 'Connect' }])
    actor.send({ type: 'connection.changed', account: ACCOUNT })
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'modal.close' })
    expect(actor.getSnapshot().matches({ open: { view: 'Account' } })).toBe(true)
    expect(actor.getSnapshot().context.stack).toEqual([{ view: 'Account' }])
  })

  it('R-NAV-6: in embedded basic mode close leaves the QR view for Connect, and a loaded catalogue stays loaded (no loading flag)', () => {
    const { actor } = start({ signInRequired: false, embedded: true, basic: true })
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'xstate.done.actor.loadConnectWallets', output: { ok: true, value: CATALOGUE } } as never)
    expect(view(actor)).toBe('ConnectingWalletConnectBasic')
    actor.send({ type: 'modal.close' })
    expect(view(actor)).toBe('Connect')
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
  })

  it('R-NAV-2: opened for a namespace the app has no network of, nothing is fetched and no list loads', () => {
    const loads: unknown[] = []
    const actors = createCatalogueActors({ loadConnectWallets: (settings) => (loads.push(settings), new Promise(() => {})) })
    const actor = createActor(modalMachine.provide({ actors }), { input: { settings: settings({ networks: ['eip155:1'] }) } }).start()
    actor.send({ type: 'modal.open', namespace: 'solana' })
    expect(actor.getSnapshot().matches({ open: { catalogue: 'unavailable' } })).toBe(true)
    actor.send({ type: 'router.push', view: 'AllWallets' })
    expect(actor.getSnapshot().matches({ open: { walletList: 'unloaded' } })).toBe(true)
    expect(loads).toEqual([])
    actor.send({ type: 'modal.close' })
    // The same app opened for its own namespace fetches its wallets.
    const again = createActor(modalMachine.provide({ actors }), { input: { settings: settings({ networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }) } }).start()
    again.send({ type: 'modal.open', namespace: 'solana' })
    expect(loads).toHaveLength(1)
  })

  it('R-NAV-6: closing wipes the history; the catalogue already fetched is kept for the next open', () => {
    const { actor, clock } = start()
    actor.send({ type: 'modal.open' })
    actor.send({ type: 'xstate.done.actor.loadConnectWallets', output: { ok: true, value: CATALOGUE } } as never)
    actor.send({ type: 'router.push', view: 'AllWallets' })
    actor.send({ type: 'modal.close' })
    clock.increment(1_000)
    expect(actor.getSnapshot().matches('closed')).toBe(true)
    expect(actor.getSnapshot().context.stack).toEqual([])
    actor.send({ type: 'modal.open' })
    expect(view(actor)).toBe('Connect')
    expect(actor.getSnapshot().context.catalogue).toEqual(CATALOGUE)
  })
})
