// R-PAIR-1, R-NAV-8 and R-CONST-1 (toast swap) by behaviour, on XState's SimulatedClock: the real pairing machine
// with the real pairing service over a fake sign client, the real modal machine, the real toast machine. The
// expected numbers come from ./spec.table.ts, never from src/.
import { describe, expect, it } from 'vitest'
import { createActor, SimulatedClock } from 'xstate'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { createPairingActors } from '../../src/machines/pairing/pairing.actors'
import { pairingMachine } from '../../src/machines/pairing/pairing.machine'
import { toastMachine } from '../../src/machines/toast/toast.machine'
import { createPairingService } from '../../src/services/walletconnect/pairingService'
import type { SignClient } from '../../src/services/walletconnect/signClient'
import { createWalletConnectProvider } from '../../src/services/walletconnect/walletConnectProvider'
import { settings } from '../models/modal/modal.fixtures'
import { SPEC } from './spec.table'
import { settle } from './support/world'

// ── R-PAIR-1 ───────────────────────────────────────────────────────────────────────────────────────────
/** Wall-clock time at the SimulatedClock's 0 (a whole second, so URI expiry timestamps in seconds are exact). */
const EPOCH_MS = 1_700_000_000_000
const SYM_KEY = 'b'.repeat(64)
/** What WalletConnect's sign client stamps on a new pairing URI: it expires 5 minutes after it was made. */
const SIGN_CLIENT_URI_EXPIRY_S = 5 * 60

/** The pairing flow as system.ts builds it: the machine on the real pairing service, whose sign client is a fake
 * that hands out a fresh URI each time (expiring `expiresInS` seconds after it was made, or without an expiry). */
function pairingFlow(expiresInS: number | undefined) {
  const clock = new SimulatedClock()
  const now = () => EPOCH_MS + clock.now()
  /** When (on the simulated clock) each pairing URI was asked of the sign client. */
  const created: number[] = []
  const client = {
    connect: async () => {
      created.push(clock.now())
      const topic = created.length.toString(16).padStart(64, '0')
      const expiry = expiresInS === undefined ? '' : `&expiryTimestamp=${Math.floor(now() / 1000) + expiresInS}`
      return { uri: `wc:${topic}@2?relay-protocol=irn&symKey=${SYM_KEY}${expiry}`, approval: () => new Promise<never>(() => {}) }
    },
    core: { relayer: { on: () => undefined, off: () => undefined } },
  } as unknown as SignClient
  const loadClient = async () => client
  const provider = createWalletConnectProvider({ loadClient, rpcUrl: () => undefined, fetch })
  const service = createPairingService({ loadClient, provider, chains: ['eip155:1'], now })
  const actor = createActor(pairingMachine.provide({ actors: createPairingActors(service) }), { clock }).start()
  return { actor, clock, created }
}

async function shownPairing(expiresInS: number | undefined) {
  const flow = pairingFlow(expiresInS)
  flow.actor.send({ type: 'pairing.start' })
  await settle()
  expect(flow.actor.getSnapshot().matches('showingUri')).toBe(true)
  return flow
}

describe(`R-PAIR-1: a pairing lives ${SPEC.pairingExpiryMs.value / 60_000} minutes; under ${SPEC.pairingExpiryMarginMs.value / 1000} s left counts as expired (SimulatedClock)`, () => {
  const LIFE = SPEC.pairingExpiryMs.value
  const MARGIN = SPEC.pairingExpiryMarginMs.value

  for (const [label, expiresInS] of [
    ['a URI the sign client says expires in 5 minutes', SIGN_CLIENT_URI_EXPIRY_S],
    ['a URI without an expiry', undefined],
  ] as const) {
    it(`${label}: on screen, it is replaced ${(LIFE - MARGIN) / 1000} s after it was made, not 1 ms sooner`, async () => {
      const { actor, clock, created } = await shownPairing(expiresInS)
      clock.increment(LIFE - MARGIN - 1)
      await settle()
      expect(created, 'one pairing only, 1 ms before its life minus the margin').toEqual([0])
      clock.increment(1)
      await settle()
      expect(created).toEqual([0, LIFE - MARGIN])
      expect(actor.getSnapshot().matches('showingUri')).toBe(true)
      actor.stop()
    })
  }

  it(`off screen, the pairing ends as expired ${(LIFE - MARGIN) / 1000} s after it was made`, async () => {
    const { actor, clock, created } = await shownPairing(SIGN_CLIENT_URI_EXPIRY_S)
    actor.send({ type: 'pairing.leave' })
    clock.increment(LIFE - MARGIN - 1)
    await settle()
    expect(actor.getSnapshot().matches('showingUri')).toBe(true)
    clock.increment(1)
    await settle()
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(actor.getSnapshot().context.pairing).toBeUndefined()
    expect(created).toHaveLength(1)
    actor.stop()
  })

  it(`a URI that arrives with exactly ${MARGIN / 1000} s left counts as expired`, async () => {
    const { actor } = pairingFlow(MARGIN / 1000)
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(actor.getSnapshot().context.pairing).toBeUndefined()
    actor.stop()
  })

  it(`a URI that arrives with ${MARGIN / 1000 + 1} s left is shown, and replaced 1 s later`, async () => {
    const { actor, clock, created } = await shownPairing(MARGIN / 1000 + 1)
    clock.increment(999)
    await settle()
    expect(created).toEqual([0])
    clock.increment(1)
    await settle()
    expect(created).toEqual([0, 1_000])
    actor.stop()
  })
})

// ── R-NAV-8 ────────────────────────────────────────────────────────────────────────────────────────────
const SETTINGS = settings({ signInRequired: false })

function openModal() {
  const clock = new SimulatedClock()
  const machine = modalMachine.provide({ actors: createCatalogueActors({ loadConnectWallets: () => new Promise(() => {}) }) })
  const actor = createActor(machine, { input: { settings: SETTINGS }, clock }).start()
  actor.send({ type: 'modal.open' })
  return { actor, clock }
}

describe(`R-NAV-8: the modal shakes for ${SPEC.shakeMs.value} ms (SimulatedClock)`, () => {
  const SHAKE = SPEC.shakeMs.value

  it(`shaking from the shake until ${SHAKE} ms later, still 1 ms before`, () => {
    const { actor, clock } = openModal()
    expect(actor.getSnapshot().hasTag('shaking')).toBe(false)
    actor.send({ type: 'modal.shake' })
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(SHAKE - 1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(false)
    actor.stop()
  })

  it(`a shake during a shake lasts ${SHAKE} ms from the second one`, () => {
    const { actor, clock } = openModal()
    actor.send({ type: 'modal.shake' })
    clock.increment(SHAKE - 100)
    actor.send({ type: 'modal.shake' })
    clock.increment(SHAKE - 1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('shaking')).toBe(false)
    actor.stop()
  })
})

// ── R-CONST-1: toast swap delay ────────────────────────────────────────────────────────────────────────
describe(`R-CONST-1: a new toast replaces the one on screen after the ${SPEC.toastSwapDelayMs.value} ms swap delay (SimulatedClock)`, () => {
  it(`the second toast shows ${SPEC.toastSwapDelayMs.value} ms after it was asked for, not 1 ms sooner`, () => {
    const clock = new SimulatedClock()
    const actor = createActor(toastMachine, { clock }).start()
    actor.send({ type: 'toast.show', message: 'first', variant: 'success', autoClose: false })
    expect(actor.getSnapshot().context.toast?.message).toBe('first')
    actor.send({ type: 'toast.show', message: 'second', variant: 'error', autoClose: false })
    clock.increment(SPEC.toastSwapDelayMs.value - 1)
    expect(actor.getSnapshot().context.toast?.message).not.toBe('second')
    clock.increment(1)
    expect(actor.getSnapshot().hasTag('open')).toBe(true)
    expect(actor.getSnapshot().context.toast?.message).toBe('second')
    actor.stop()
  })
})
