// The pairing flow's facts and failures, one journey each on a SimulatedClock: what it tells the page (the deep link
// it opens, the link copied), what each failure leaves in its context for the view to word, and what a new pairing
// after a connection keeps of the old one (nothing). The model test walks every path; these pin the values.
import { describe, expect, it } from 'vitest'
import { createActor, fromCallback, setup, SimulatedClock } from 'xstate'
import { createPairingActors, type PairingPort } from '../../../src/machines/pairing/pairing.actors'
import { pairingMachine } from '../../../src/machines/pairing/pairing.machine'
import type { PairingEmitted } from '../../../src/machines/pairing/pairing.types'
import { APPROVAL, FRESH, PHONE_WALLET, URI } from '../../models/pairing/pairing.fixtures'

const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))
const never = <T>() => new Promise<T>(() => {})

function start(port: Partial<PairingPort> = {}) {
  const clock = new SimulatedClock()
  const full: PairingPort = { createPairing: async () => ({ ok: true, pairing: FRESH }), awaitApproval: () => never(), ...port }
  const actor = createActor(pairingMachine.provide({ actors: createPairingActors(full) }), { clock })
  const facts: PairingEmitted[] = []
  for (const type of ['openLink', 'deeplinkChosen', 'copyLink'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  return { actor, clock, facts, context: () => actor.getSnapshot().context }
}

describe('the pairing flow', () => {
  it('a phone wallet chosen: its app opens by deep link with the URI, the choice is remembered, and after 3 s the ways out show', async () => {
    const { actor, clock, facts, context } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.deeplink', wallet: PHONE_WALLET })
    expect(facts).toEqual([
      { type: 'openLink', href: `phonewallet://wc?uri=${encodeURIComponent(URI)}`, kind: 'mobile' },
      { type: 'deeplinkChosen', href: 'phonewallet://', name: 'Phone Wallet' },
    ])
    expect(context().wallet).toEqual(PHONE_WALLET)
    expect(actor.getSnapshot().matches({ showingUri: 'deeplinking' })).toBe(true)
    clock.increment(2_999)
    expect(actor.getSnapshot().matches({ showingUri: 'deeplinking' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ showingUri: 'fallback' })).toBe(true)
    actor.send({ type: 'pairing.showQr' })
    expect(actor.getSnapshot().matches({ showingUri: 'qr' })).toBe(true)
  })

  it('a wallet with no phone link opens nothing and stays on the QR; so does any wallet before a URI exists', async () => {
    const { actor, facts } = start({ createPairing: () => never() })
    actor.send({ type: 'pairing.start' })
    actor.send({ type: 'pairing.deeplink', wallet: PHONE_WALLET })
    expect(actor.getSnapshot().matches('creatingUri')).toBe(true)
    const other = start()
    other.actor.send({ type: 'pairing.start' })
    await settle()
    other.actor.send({ type: 'pairing.deeplink', wallet: { ...PHONE_WALLET, links: { mobile: null, desktop: 'phonewallet://', webapp: null } } })
    expect(other.actor.getSnapshot().matches({ showingUri: 'qr' })).toBe(true)
    expect([...facts, ...other.facts]).toEqual([])
  })

  it('Copy link hands the page the URI on screen', async () => {
    const { actor, facts } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.copy' })
    expect(facts).toEqual([{ type: 'copyLink', uri: URI }])
  })

  it('only making the code is loading', async () => {
    const { actor } = start()
    actor.send({ type: 'pairing.start' })
    expect(actor.getSnapshot().hasTag('loading')).toBe(true)
    await settle()
    expect(actor.getSnapshot().hasTag('loading')).toBe(false)
  })

  it.each([
    ['the relay is unreachable', { ok: false, failure: { reason: 'unreachable' } }, 'relayUnreachable', { reason: 'unreachable' }],
    ['it fails with a reason', { ok: false, failure: { reason: 'error', error: SOMETHING_WENT_WRONG } }, 'failed', { reason: 'error', error: SOMETHING_WENT_WRONG }],
  ] as const)('making the code when %s ends where the view can say so, with no URI left', async (_why, outcome, state, failure) => {
    const { actor, context } = start({ createPairing: async () => outcome })
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches(state)).toBe(true)
    expect(context()).toMatchObject({ failure, pairing: undefined })
  })

  it('making the code throws: failed with "Something went wrong", no URI', async () => {
    const { actor, context } = start({ createPairing: () => Promise.reject(new Error('boom')) })
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(context()).toMatchObject({ failure: { reason: 'error', error: SOMETHING_WENT_WRONG }, pairing: undefined })
  })

  it.each([
    ['rejects the session', { ok: false, failure: { reason: 'rejected' } }, 'rejected', { reason: 'rejected' }],
    ['lets the proposal expire', { ok: false, failure: { reason: 'expired' } }, 'expired', { reason: 'expired' }],
    ['is cut off from the relay', { ok: false, failure: { reason: 'unreachable' } }, 'relayUnreachable', { reason: 'unreachable' }],
    ['fails otherwise', { ok: false, failure: { reason: 'error', error: SOMETHING_WENT_WRONG } }, 'failed', { reason: 'error', error: SOMETHING_WENT_WRONG }],
  ] as const)('the wallet %s: the URI goes and the failure says which', async (_why, outcome, state, failure) => {
    const { actor, context } = start({ awaitApproval: async () => outcome })
    actor.send({ type: 'pairing.start' })
    await settle()
    await settle()
    expect(actor.getSnapshot().matches(state)).toBe(true)
    expect(context()).toMatchObject({ failure, pairing: undefined })
  })

  it('an approval the connection never takes up fails after 5 s with "Something went wrong"', async () => {
    const { actor, clock, context } = start({ awaitApproval: async () => ({ ok: true, approval: APPROVAL }) })
    actor.send({ type: 'pairing.start' })
    await settle()
    await settle()
    expect(actor.getSnapshot().matches('approved')).toBe(true)
    expect(context().approval).toEqual(APPROVAL)
    clock.increment(4_999)
    expect(actor.getSnapshot().matches('approved')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('failed')).toBe(true)
    expect(context()).toMatchObject({ failure: { reason: 'error', error: SOMETHING_WENT_WRONG }, pairing: undefined })
  })

  it('a new pairing after a connection keeps nothing of the old one', async () => {
    let created = 0
    const { actor, context } = start({
      createPairing: async () => (++created === 1 ? { ok: true, pairing: FRESH } : never()),
      awaitApproval: async () => ({ ok: true, approval: APPROVAL }),
    })
    actor.send({ type: 'pairing.start', wallet: PHONE_WALLET })
    await settle()
    await settle()
    actor.send({ type: 'pairing.connected' })
    expect(actor.getSnapshot().matches('connected')).toBe(true)
    actor.send({ type: 'pairing.start' })
    expect(actor.getSnapshot().matches('creatingUri')).toBe(true)
    expect(context()).toEqual({ wallet: undefined, pairing: undefined, onScreen: true, secondsLeft: 0, refreshes: 0, approval: undefined, failure: undefined })
  })
})

describe('handing the approved session over', () => {
  // Both namespaces connecting, and Solana alone, are walked in tests/models/pairing.model.test.tsx.
  it('a namespace the app has no connection for is left out; the others still connect', async () => {
    const received: unknown[] = []
    const pairing = pairingMachine.provide({
      actors: createPairingActors({ createPairing: async () => ({ ok: true, pairing: FRESH }), awaitApproval: async () => ({ ok: true, approval: { ...APPROVAL, namespaces: ['eip155', 'solana'] } }) }),
    })
    const host = setup({ actors: { pairing, evm: fromCallback(({ receive }) => receive((event) => received.push(event))) } }).createMachine({
      invoke: [{ src: 'evm', systemId: 'connection' }, { src: 'pairing', id: 'pairing' }],
    })
    const errors: unknown[] = []
    const actor = createActor(host)
    actor.subscribe({ error: (error) => errors.push(error) })
    actor.start()
    actor.getSnapshot().children.pairing!.send({ type: 'pairing.start' })
    await settle()
    await settle()
    expect(received).toEqual([{ type: 'connection.connect', connectorId: 'walletConnect', walletName: 'Latch WC Wallet', walletImageUrl: undefined }])
    expect(errors).toEqual([])
    expect(actor.getSnapshot().children.pairing!.getSnapshot().value).toBe('approved')
  })
})

describe('on screen and off', () => {
  it('Copy link on a failed pairing hands over nothing; leaving the view and coming back keeps the wallet chosen', async () => {
    const { actor, facts, context } = start({ createPairing: async () => ({ ok: false, failure: { reason: 'unreachable' } }) })
    actor.send({ type: 'pairing.start', wallet: PHONE_WALLET })
    await settle()
    actor.send({ type: 'pairing.copy' })
    expect(facts).toEqual([])
    actor.send({ type: 'pairing.leave' })
    expect(context().onScreen).toBe(false)
    actor.send({ type: 'pairing.start' })
    expect(context()).toMatchObject({ onScreen: true, wallet: PHONE_WALLET })
    expect(actor.getSnapshot().matches('creatingUri')).toBe(true)
  })

  it.each(['rejected', 'expired', 'unreachable', 'error'] as const)('after "%s", Start shows the view again and makes a new code', async (reason) => {
    let calls = 0
    const { actor, context } = start({
      createPairing: async () => (++calls === 1 ? { ok: true, pairing: FRESH } : never()),
      awaitApproval: async () => ({ ok: false, failure: reason === 'error' ? { reason, error: SOMETHING_WENT_WRONG } : { reason } }),
    })
    actor.send({ type: 'pairing.start' })
    await settle()
    await settle()
    actor.send({ type: 'pairing.leave' })
    actor.send({ type: 'pairing.start' })
    expect(actor.getSnapshot().matches('creatingUri')).toBe(true)
    expect(context().onScreen).toBe(true)
    expect(calls).toBe(2)
  })

  it('while the code is being made, Start shows the view without asking for a second code', async () => {
    let calls = 0
    const { actor, context } = start({ createPairing: () => (calls++, never()) })
    actor.send({ type: 'pairing.prepare' })
    expect(context().onScreen).toBe(false)
    actor.send({ type: 'pairing.start' })
    expect(context().onScreen).toBe(true)
    expect(calls).toBe(1)
  })

  it('a deep link to a wallet with a universal link: the app opens by https and the choice is the wallet\'s own link', async () => {
    const { actor, facts } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    const universal = { ...PHONE_WALLET, links: { mobile: 'https://phone.example/app', desktop: null, webapp: null } }
    actor.send({ type: 'pairing.deeplink', wallet: universal })
    expect(facts).toEqual([
      { type: 'openLink', href: `https://phone.example/app/wc?uri=${encodeURIComponent(URI)}`, kind: 'mobile' },
      { type: 'deeplinkChosen', href: 'https://phone.example/app', name: 'Phone Wallet' },
    ])
  })
})

describe('back to the code', () => {
  it('Start while a deep link is opening, or on its ways out, shows the QR again, on screen', async () => {
    const { actor, clock, context } = start()
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.deeplink', wallet: PHONE_WALLET })
    actor.send({ type: 'pairing.leave' })
    actor.send({ type: 'pairing.start' })
    expect(actor.getSnapshot().matches({ showingUri: 'qr' })).toBe(true)
    expect(context().onScreen).toBe(true)
    actor.send({ type: 'pairing.deeplink', wallet: PHONE_WALLET })
    clock.increment(3_000)
    expect(actor.getSnapshot().matches({ showingUri: 'fallback' })).toBe(true)
    actor.send({ type: 'pairing.start' })
    expect(actor.getSnapshot().matches({ showingUri: 'qr' })).toBe(true)
  })

  it('after a reset (R-NAV-6) nothing is on screen: a pairing prepared for later ends as expired instead of being replaced', async () => {
    let created = 0
    const { actor, clock, context } = start({ createPairing: async () => (++created, { ok: true, pairing: FRESH }) })
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.reset' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(context()).toEqual({ wallet: undefined, pairing: undefined, onScreen: false, secondsLeft: 0, refreshes: 0, approval: undefined, failure: undefined })
    actor.send({ type: 'pairing.prepare' })
    await settle()
    expect(actor.getSnapshot().matches({ showingUri: 'qr' })).toBe(true)
    // R-PAIR-1: four minutes less the 10 s margin.
    clock.increment(230_000)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(created).toBe(2)
  })
})
