// @vitest-environment jsdom
// Model-based test of the pairing flow (R-PAIR-1, R-NAV-6): paths generated from the machine, walked on a live
// actor with a SimulatedClock and rendered by the real PairingPanel; after every step the pairing must be in a
// state a person can act on, the URI must exist exactly where a QR or a deep link can use it, and the screen
// must say so (a QR only for a live URI, every end with its Retry). The guard fails on any unvisited state or
// transition. Journeys by hand prove the 4-minute expiry, the under-10-s rule and the refresh.
import { cleanup, render, screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { createActor, fromCallback, setup, SimulatedClock, type SnapshotFrom } from 'xstate'
import { PAIRING_COUNTDOWN_TICK_MS, PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, RELAY_CONNECT_TIMEOUT_MS } from '../../src/core/constants'
import { createPairingActors, type PairingPort } from '../../src/machines/pairing/pairing.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { pairingMachine } from '../../src/machines/pairing/pairing.machine'
import { LatchContext } from '../../src/instance/latchContext'
import type { LatchInstance as Latch } from '../../src/system/createLatch'
import { PairingFlowPanel } from '../../src/views/components/PairingPanel'
import { settings } from './modal/modal.fixtures'
import type { PairingEmitted } from '../../src/machines/pairing/pairing.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { ALL_EVENTS, APPROVAL, DELAYS, FRESH, NEARLY_EXPIRED, PHONE_WALLET, type PairingModelEvent } from './pairing/pairing.fixtures'
import { englishLocaleActor } from '../unit/support/englishLocale'

type Snapshot = SnapshotFrom<typeof pairingMachine>
const never = () => new Promise<never>(() => {})
const machine = pairingMachine.provide({ actors: createPairingActors({ createPairing: never, awaitApproval: never }) })

// Countdown ticks and copies change nothing a path could branch on; whether a refresh happened does.
const serialize = (s: Snapshot) =>
  JSON.stringify([s.value, s.context.onScreen, s.context.pairing?.topic ?? null, s.context.refreshes > 0, s.context.failure?.reason ?? null])
// The gestures of a person where the screen offers them: leave, copy and tick while a URI waits; reset (the
// modal closing) from where a pairing is under way or has ended.
const allow = (s: Snapshot, event: PairingModelEvent) => {
  switch (event.type) {
    case 'pairing.tick':
      return s.context.secondsLeft > 228
    case 'pairing.leave':
    case 'pairing.copy':
      return s.matches({ showingUri: 'qr' })
    case 'pairing.start':
      return !s.context.onScreen || s.matches('idle')
    default:
      return true
  }
}

const graph = buildModelGraph(machine, { input: undefined, events: ALL_EVENTS, allow, serializeState: serialize })
const coverage = new CoverageRecorder()

describe('pairing model', () => {
  it(`walks ${graph.paths.length} paths; a URI exists exactly where it can be used, and every end offers a way on`, async () => {
    for (const path of graph.paths) {
      const links: PairingEmitted[] = []
      await walkPath(machine, path, coverage, {
        delays: DELAYS,
        mount: (actor) => {
          const subscriptions = (['openLink', 'deeplinkChosen', 'copyLink'] as const).map((type) => actor.on(type, (fact) => links.push(fact)))
          const modal = createActor(modalMachine, { input: { settings: settings() } }).start()
          render(
            <LatchContext.Provider value={{ modal, localeActor: englishLocaleActor() } as unknown as Latch}>
              <PairingFlowPanel pairing={actor} wallet={PHONE_WALLET} />
            </LatchContext.Provider>,
          )
          return () => {
            cleanup()
            modal.stop()
            subscriptions.forEach((subscription) => subscription.unsubscribe())
          }
        },
        check: (s: Snapshot) => {
          const { pairing, failure } = s.context
          if (s.matches('showingUri')) {
            expect(pairing).toBeDefined()
            expect(s.context.secondsLeft).toBeLessThanOrEqual((PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS) / 1000)
          }
          // An expired, rejected or unreachable pairing leaves no URI to scan (no dead QR).
          for (const end of ['expired', 'rejected', 'relayUnreachable', 'failed'] as const) {
            if (s.matches(end)) {
              expect(pairing).toBeUndefined()
              expect(s.can({ type: 'pairing.retry' })).toBe(true)
              expect(failure).toBeDefined()
            }
          }
          if (s.matches('relayUnreachable')) expect(failure?.reason).toBe('unreachable')
          // R-NAV-6: reset leaves nothing of the pairing.
          if (s.matches('idle')) expect([pairing, s.context.wallet, s.context.approval]).toEqual([undefined, undefined, undefined])
          if (s.matches('approved') || s.matches('connected')) expect(s.context.approval).toEqual(APPROVAL)
          // The screen: a QR exactly while a live URI is shown, the fallback's ways out, every end with its action.
          const qr = screen.queryByTestId('pairing-qr')
          expect(qr?.getAttribute('data-uri') ?? null).toBe(s.matches({ showingUri: 'qr' }) ? (pairing?.uri ?? null) : null)
          if (s.matches({ showingUri: 'fallback' })) expect(screen.getByRole('button', { name: 'Show QR code' })).toBeTruthy()
          if (s.matches({ showingUri: 'deeplinking' })) expect(screen.getByRole('status').textContent).toBe('Opening Phone Wallet…')
          if ((['expired', 'rejected', 'relayUnreachable', 'failed'] as const).some((end) => s.matches(end))) {
            expect(screen.getByRole('button', { name: s.matches('expired') ? 'New code' : 'Retry' })).toBeTruthy()
          }
        },
      })
      for (const link of links) {
        if (link.type === 'openLink') expect(link.href).toBe(`phonewallet://wc?uri=${encodeURIComponent(FRESH.uri)}`)
        if (link.type === 'deeplinkChosen') expect(link).toEqual({ type: 'deeplinkChosen', href: 'phonewallet://', name: PHONE_WALLET.name })
      }
    }
  }, 120_000)

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(pairingMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(pairingMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})

/** A live pairing flow on a SimulatedClock whose port answers at once with the given pairings, in turn. */
function start(pairings: (typeof FRESH)[], approval: Parameters<PairingPort['awaitApproval']> extends never ? never : ReturnType<PairingPort['awaitApproval']> = never()) {
  const clock = new SimulatedClock()
  const created: string[] = []
  const port: PairingPort = {
    createPairing: async () => {
      const pairing = pairings[Math.min(created.length, pairings.length - 1)]!
      created.push(pairing.topic)
      return { ok: true, pairing }
    },
    awaitApproval: () => approval,
  }
  const actor = createActor(pairingMachine.provide({ actors: createPairingActors(port) }), { clock }).start()
  return { actor, clock, created }
}
const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('pairing journeys (SimulatedClock)', () => {
  it('R-PAIR-1: on screen, a pairing is replaced when 10 s are left of its 4 minutes, not before', async () => {
    const { actor, clock, created } = start([FRESH, { ...FRESH, topic: 'topic-fresh-2' }])
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('showingUri')).toBe(true)
    clock.increment(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS - 1)
    expect(actor.getSnapshot().context.pairing?.topic).toBe('topic-1')
    clock.increment(1)
    await settle()
    expect(actor.getSnapshot().matches('showingUri')).toBe(true)
    expect(actor.getSnapshot().context.pairing?.topic).toBe('topic-fresh-2')
    expect(actor.getSnapshot().context.refreshes).toBe(1)
    expect(created).toEqual(['topic-1', 'topic-fresh-2'])
    actor.stop()
  })

  it('R-PAIR-1: off screen, the same moment ends the pairing as expired; Retry makes a new one', async () => {
    const { actor, clock, created } = start([FRESH])
    actor.send({ type: 'pairing.start' })
    await settle()
    actor.send({ type: 'pairing.leave' })
    clock.increment(PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS)
    expect(actor.getSnapshot().matches('expired')).toBe(true)
    expect(actor.getSnapshot().context.pairing).toBeUndefined()
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('showingUri')).toBe(true)
    expect(created).toHaveLength(2)
    actor.stop()
  })

  it('R-PAIR-1: a pairing that arrives with under 10 s left counts as expired', async () => {
    const { actor } = start([NEARLY_EXPIRED])
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('expired')).toBe(true)
  })

  it('a pairing with 10 s and 1 ms left is shown, and replaced 1 ms later', async () => {
    const { actor, clock, created } = start([{ ...FRESH, ttlMs: PAIRING_EXPIRY_MARGIN_MS + 1 }, FRESH])
    actor.send({ type: 'pairing.start' })
    await settle()
    expect(actor.getSnapshot().matches('showingUri')).toBe(true)
    clock.increment(1)
    await settle()
    expect(created).toHaveLength(2)
  })

  it('the countdown under the QR moves once a second', async () => {
    const { actor, clock } = start([FRESH])
    actor.send({ type: 'pairing.start' })
    await settle()
    const before = actor.getSnapshot().context.secondsLeft
    expect(before).toBe((PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS) / 1000)
    for (let i = 0; i < 5; i++) clock.increment(PAIRING_COUNTDOWN_TICK_MS)
    expect(actor.getSnapshot().context.secondsLeft).toBe(before - 5)
  })

  // The lifetime is not a whole number of seconds, so the refresh falls between two ticks: re-entering the QR
  // state must not leave the old tick running beside the new one.
  for (const ttlMs of [239_500, 200_300]) {
    it(`R-PAIR-1: after an automatic refresh of a ${ttlMs} ms pairing, the countdown still moves one second per second`, async () => {
      const { actor, clock } = start([{ ...FRESH, ttlMs }, { ...FRESH, topic: 'topic-fresh-2', ttlMs }])
      actor.send({ type: 'pairing.start' })
      await settle()
      // Up to the refresh, one tick a second (the 10 s margin of R-PAIR-1 counts as expired).
      clock.increment(ttlMs - 10_000)
      await settle()
      expect(actor.getSnapshot().context.refreshes).toBe(1)
      const after = actor.getSnapshot().context.secondsLeft
      expect(after).toBe(Math.ceil((ttlMs - 10_000) / 1000))
      for (let second = 1; second <= 10; second++) {
        clock.increment(1000)
        expect(actor.getSnapshot().context.secondsLeft).toBe(after - second)
      }
      actor.stop()
    })
  }

  it('a relay that never answers is said to be unreachable after the relay timeout', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(pairingMachine.provide({ actors: createPairingActors({ createPairing: never, awaitApproval: never }) }), { clock }).start()
    actor.send({ type: 'pairing.start' })
    clock.increment(RELAY_CONNECT_TIMEOUT_MS - 1)
    expect(actor.getSnapshot().matches('creatingUri')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('relayUnreachable')).toBe(true)
  })

  it('R-NAV-6: reset drops the URI whatever the state', async () => {
    const { actor } = start([FRESH])
    actor.send({ type: 'pairing.start', wallet: PHONE_WALLET })
    await settle()
    actor.send({ type: 'pairing.reset' })
    expect(actor.getSnapshot().matches('idle')).toBe(true)
    expect(actor.getSnapshot().context.pairing).toBeUndefined()
  })
})

describe('the approved session is handed to each namespace it granted (SPEC §3: several namespaces at once)', () => {
  /** The pairing flow beside two connection flows that only record what they are asked. */
  function handOver(namespaces: ('eip155' | 'solana')[], walletImageUrl?: string) {
    const asked: { flow: string; event: unknown }[] = []
    const topics: string[] = []
    const recorder = (flow: string) => fromCallback(({ receive }) => receive((event) => void asked.push({ flow, event })))
    const pairing = pairingMachine.provide({
      actors: createPairingActors({
        createPairing: async () => ({ ok: true, pairing: FRESH }),
        awaitApproval: async (topic) => (topics.push(topic), { ok: true, approval: { ...APPROVAL, namespaces, walletImageUrl } }),
      }),
    })
    const system = setup({ actors: { pairing, evm: recorder('connection'), solana: recorder('connection.solana') } }).createMachine({
      invoke: [
        { src: 'evm', systemId: 'connection' },
        { src: 'solana', systemId: 'connection.solana' },
        { src: 'pairing', id: 'pairing' },
      ],
    })
    const actor = createActor(system).start()
    ;(actor.getSnapshot().children as Record<string, { send(event: { type: string }): void }>)['pairing']!.send({ type: 'pairing.start' })
    return { asked, topics, actor }
  }
  const connect = { type: 'connection.connect', connectorId: 'walletConnect', walletName: APPROVAL.walletName, walletImageUrl: undefined }

  it('an EVM and a Solana account: the EVM flow connects as chosen, the Solana flow beside it', async () => {
    const { asked, topics, actor } = handOver(['eip155', 'solana'], 'https://wallet.example/icon.png')
    await vi.waitFor(() => expect(asked).toHaveLength(2))
    // The wallet is awaited on the pairing it was shown; its image goes with the session.
    expect(topics).toEqual(['topic-1'])
    const withImage = { ...connect, walletImageUrl: 'https://wallet.example/icon.png' }
    expect(asked).toEqual([
      { flow: 'connection', event: withImage },
      { flow: 'connection.solana', event: { ...withImage, beside: true } },
    ])
    actor.stop()
  })

  it('only a Solana account: the Solana flow connects it as chosen; the EVM flow is not asked', async () => {
    const { asked, actor } = handOver(['solana'])
    await vi.waitFor(() => expect(asked).toHaveLength(1))
    await settle()
    expect(asked).toEqual([{ flow: 'connection.solana', event: connect }])
    actor.stop()
  })
})
