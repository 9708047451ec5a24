// The toast's own rules at the points a person meets them (R-ENT-4): a loading toast stays until replaced or
// dismissed, any other closes by itself unless told not to, a dismiss clears it, and a new toast waits the swap
// delay (SPEC §9: 150 ms, written here). Time is a SimulatedClock; the machine's own delays are read from it.
import { createActor, SimulatedClock } from 'xstate'
import { describe, expect, it } from 'vitest'
import { toastMachine } from '../../../src/machines/toast/toast.machine'

function start() {
  const clock = new SimulatedClock()
  const actor = createActor(toastMachine, { clock }).start()
  return { actor, clock }
}

describe('toast', () => {
  it('a loading toast stays however long it shows; an error toast closes by itself', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toast.show', message: 'Waiting for the wallet', variant: 'loading' })
    clock.increment(60_000)
    expect(actor.getSnapshot().matches('visible')).toBe(true)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().context.toast).toEqual({ message: 'Waiting for the wallet', variant: 'loading', autoClose: false })
    actor.send({ type: 'toast.dismiss' })
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
    expect(actor.getSnapshot().context.toast).toBeUndefined()
    actor.send({ type: 'toast.show', message: 'Signature declined', variant: 'error' })
    expect(actor.getSnapshot().context.toast?.autoClose).toBe(true)
    clock.increment(60_000)
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
    expect(actor.getSnapshot().context.toast).toBeUndefined()
  })

  it('told not to, an error toast stays; a new toast replaces it after 150 ms', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toast.show', message: 'Failed to disconnect', variant: 'error', autoClose: false })
    clock.increment(60_000)
    expect(actor.getSnapshot().context.toast?.message).toBe('Failed to disconnect')
    actor.send({ type: 'toast.show', message: 'Address copied', variant: 'success' })
    clock.increment(149)
    expect(actor.getSnapshot().context.toast?.message).toBe('Failed to disconnect')
    clock.increment(1)
    expect(actor.getSnapshot().context.toast?.message).toBe('Address copied')
    actor.send({ type: 'toast.show', message: 'one', variant: 'success' })
    actor.send({ type: 'toast.dismiss' })
    expect(actor.getSnapshot().matches('hidden')).toBe(true)
    expect(actor.getSnapshot().context).toEqual({ toast: undefined, next: undefined })
  })

  it('toasts asked for during the swap: only the last one shows, 150 ms after the first of them', () => {
    const { actor, clock } = start()
    actor.send({ type: 'toast.show', message: 'Address copied', variant: 'success' })
    actor.send({ type: 'toast.show', message: 'Network switched', variant: 'success' })
    clock.increment(100)
    actor.send({ type: 'toast.show', message: 'Failed to disconnect', variant: 'error' })
    clock.increment(49)
    expect(actor.getSnapshot().context.toast?.message).toBe('Address copied')
    clock.increment(1)
    expect(actor.getSnapshot().context).toEqual({ toast: { message: 'Failed to disconnect', variant: 'error', autoClose: true }, next: undefined })
  })
})
