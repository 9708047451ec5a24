// What the pairing views read, state by state: the phase each state shows as, the URI only while it can be used,
// the countdown and the failure's words.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createPairingActors, type PairingPort } from '../../../src/machines/pairing/pairing.actors'
import { pairingMachine } from '../../../src/machines/pairing/pairing.machine'
import { selectFailureMessage, selectPhase, selectSecondsLeft, selectUri } from '../../../src/machines/pairing/pairing.selectors'
import { APPROVAL, FRESH, PHONE_WALLET, URI } from '../../models/pairing/pairing.fixtures'
import { settle } from './support/promises'

const never = <T>() => new Promise<T>(() => {})

function start(port: Partial<PairingPort> = {}) {
  const clock = new SimulatedClock()
  const full: PairingPort = { createPairing: async () => ({ ok: true, pairing: FRESH }), awaitApproval: () => never(), ...port }
  const actor = createActor(pairingMachine.provide({ actors: createPairingActors(full) }), { clock })
  actor.start()
  const read = () => {
    const snapshot = actor.getSnapshot()
    return { phase: selectPhase(snapshot), uri: selectUri(snapshot), seconds: selectSecondsLeft(snapshot), failure: selectFailureMessage(snapshot) }
  }
  return { actor, clock, read }
}

describe('pairing selectors', () => {
  it('before and while the code is made: creating, no URI, no countdown', () => {
    const { actor, read } = start({ createPairing: () => never() })
    expect(read()).toEqual({ phase: 'creating', uri: undefined, seconds: 0, failure: undefined })
    actor.send({ type: 'pairing.start' })
    expect(read()).toEqual({ phase: 'creating', uri: undefined, seconds: 0, failure: undefined })
  })

  it('the QR: its URI and the seconds left before the 10 s margin, counting down once a second', async () => {
    const { actor, clock, read } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    // R-PAIR-1: a 4-minute pairing ends 10 s early, 230 s after it arrives.
    expect(read()).toEqual({ phase: 'qr', uri: URI, seconds: 230, failure: undefined })
    clock.increment(1_000)
    expect(read().seconds).toBe(229)
  })

  it('a deep link opened, then its ways out: the URI stays usable', async () => {
    const { actor, clock, read } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.deeplink', wallet: PHONE_WALLET })
    expect(read()).toMatchObject({ phase: 'deeplinking', uri: URI })
    clock.increment(3_000)
    expect(read()).toMatchObject({ phase: 'fallback', uri: URI })
    actor.send({ type: 'pairing.showQr' })
    expect(read()).toMatchObject({ phase: 'qr', uri: URI })
  })

  it('approved and connected both read as connecting, with no URI left to scan', async () => {
    const { actor, read } = start({ awaitApproval: async () => ({ ok: true, approval: APPROVAL }) })
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('approved')).toBe(true)
    expect(read()).toMatchObject({ phase: 'connecting', uri: undefined })
    actor.send({ type: 'pairing.connected' })
    expect(actor.getSnapshot().matches('connected')).toBe(true)
    expect(read()).toMatchObject({ phase: 'connecting', uri: undefined })
  })

  it.each([
    ['rejected', { ok: false, failure: { reason: 'rejected' } }, undefined],
    ['expired', { ok: false, failure: { reason: 'expired' } }, undefined],
    ['unreachable', { ok: false, failure: { reason: 'unreachable' } }, undefined],
    ['failed', { ok: false, failure: { reason: 'error', error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } } }, 'Something went wrong'],
  ] as const)('the wallet ends it: %s, no URI, and the failure words only when there are some', async (phase, outcome, failure) => {
    const { actor, read } = start({ awaitApproval: async () => outcome })
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(read()).toMatchObject({ phase, uri: undefined, failure })
  })

  it('a code that cannot be made: unreachable or failed with its words', async () => {
    const unreachable = start({ createPairing: async () => ({ ok: false, failure: { reason: 'unreachable' } }) })
    unreachable.actor.send({ type: 'pairing.start' })
    await settle()
    expect(unreachable.read()).toEqual({ phase: 'unreachable', uri: undefined, seconds: 0, failure: undefined })
    const failed = start({ createPairing: () => Promise.reject(new Error('boom')) })
    failed.actor.send({ type: 'pairing.start' })
    await settle()
    expect(failed.read()).toEqual({ phase: 'failed', uri: undefined, seconds: 0, failure: 'Something went wrong' })
  })
})
