// Hand-written journeys for what generated paths do not assert: which callback ran, and how often.
import { describe, expect, it, vi } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { SHAKE_MS } from '../../src/core/constants'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import type { ModalSettings } from '../../src/machines/modal/modal.types'
import { CATALOGUE, settings } from './modal/modal.fixtures'

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

  it('R-NAV-4: success runs onSuccess and stays; leaving later cancels nothing', () => {
    const { actor } = start({ signInRequired: false })
    const callbacks = pushTransaction(actor)
    actor.send({ type: 'transaction.succeeded' })
    expect(view(actor)).toBe('ApproveTransaction')
    actor.send({ type: 'modal.back' })
    expect(view(actor)).toBe('Connect')
    expect(callbacks.onSuccess).toHaveBeenCalledTimes(1)
    expect(callbacks.onCancel).not.toHaveBeenCalled()
  })

  it('R-NAV-9, R-NAV-8: while sign-in is required, back and close shake for 500 ms; a session lifts the block', () => {
    const { actor, clock } = start({ signInRequired: true })
    pushTransaction(actor)
    actor.send({ type: 'modal.back' })
    actor.send({ type: 'modal.close' })
    expect(view(actor)).toBe('ApproveTransaction')
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(SHAKE_MS - 1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(false)
    actor.send({ type: 'siwx.sessionsChanged', count: 1 })
    actor.send({ type: 'modal.back' })
    expect(view(actor)).toBe('Connect')
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
