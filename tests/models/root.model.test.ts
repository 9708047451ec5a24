// Model-based test of the root system machine: every event it routes reaches the flow it concerns
// (found by systemId), and nothing else changes. The pairing flow's code loads on the first request for it: what
// was asked meanwhile reaches it in order, and code that did not load can be loaded again.
import { createActor, type AnyActorRef, type EventObject } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { createPairingActors } from '../../src/machines/pairing/pairing.actors'
import { pairingMachine } from '../../src/machines/pairing/pairing.machine'
import { createPairingLoader } from '../../src/machines/root/root.actors'
import { rootMachine, type RootEvent } from '../../src/machines/root/root.machine'
import { selectPairingFlow, selectPairingLoadFailed } from '../../src/machines/root/root.selectors'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { ACCOUNT, INSTALLED, settings, wallet } from './modal/modal.fixtures'

const pendingModal = modalMachine.provide({
  actors: createCatalogueActors({ loadConnectWallets: () => new Promise(() => {}) }),
})
const never = () => new Promise<never>(() => {})
// The pairing flow's code arrives (or fails) when the path says so; loaded, its relay never answers.
const machine = rootMachine.provide({ actors: { modal: pendingModal, ...createPairingLoader(never) } })
const PAIRING_LOGIC = pairingMachine.provide({ actors: createPairingActors({ createPairing: never, awaitApproval: never }) })

// One fixture per routed event type, and what the receiving flow must show afterwards.
const ROUTES: { event: RootEvent; flow: 'modal' | 'toast' | 'alert'; shows: (flow: ReturnType<AnyActorRef['getSnapshot']>) => boolean }[] = [
  { event: { type: 'modal.open', view: 'AllWallets' }, flow: 'modal', shows: (s) => s.matches({ open: { view: 'AllWallets' } }) },
  { event: { type: 'modal.close' }, flow: 'modal', shows: (s) => !s.matches('open') },
  { event: { type: 'modal.back' }, flow: 'modal', shows: (s) => !s.matches('open') },
  { event: { type: 'router.back' }, flow: 'modal', shows: (s) => !s.matches('open') },
  { event: { type: 'modal.shake' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'router.push', view: 'AllWallets' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'transaction.push', view: 'ApproveTransaction' }, flow: 'modal', shows: (s) => s.context.transactions.length === 0 },
  { event: { type: 'transaction.succeeded' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'transaction.failed' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'transaction.cancelled' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'catalogue.retry' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'connection.changed', account: ACCOUNT }, flow: 'modal', shows: (s) => s.context.account?.address === ACCOUNT.address },
  { event: { type: 'connectors.changed', installed: [INSTALLED] }, flow: 'modal', shows: (s) => s.context.installed.length === 1 },
  { event: { type: 'wallet.connect', wallet: INSTALLED }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'account.copyAddress' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'account.disconnect' }, flow: 'modal', shows: (s) => s.matches('closed') },
  { event: { type: 'siwx.sessionsChanged', count: 2 }, flow: 'modal', shows: (s) => s.context.siwxSessions === 2 },
  { event: { type: 'toast.show', message: 'Copied', variant: 'success' }, flow: 'toast', shows: (s) => s.context.toast?.message === 'Copied' },
  { event: { type: 'toast.dismiss' }, flow: 'toast', shows: (s) => s.matches('hidden') },
  { event: { type: 'alert.show', code: 'SESSION_EXPIRED' }, flow: 'alert', shows: (s) => s.context.alert?.code === 'SESSION_EXPIRED' },
  { event: { type: 'alert.dismiss' }, flow: 'alert', shows: (s) => s.matches('hidden') },
]

const input = { settings: settings() }
const graph = buildModelGraph(machine, { input, events: ROUTES.map((route) => route.event), serializeState: (s) => JSON.stringify(s.value) })
const coverage = new CoverageRecorder()

describe('root model', () => {
  it.each(ROUTES)('routes $event.type to the $flow flow', async (route) => {
    const path = graph.paths.find((candidate) => candidate.at(-1) === route.event) ?? [route.event]
    let flows: Record<string, AnyActorRef | undefined> = {}
    await walkPath(machine, path, coverage, {
      input,
      delays: {},
      mount: (actor) => {
        flows = { modal: actor.system.get('modal'), toast: actor.system.get('toast'), alert: actor.system.get('alert') }
        return () => {}
      },
      check: () => {
        for (const id of ['modal', 'toast', 'alert']) expect(flows[id], `${id} is spawned with its systemId`).toBeDefined()
      },
    })
    expect(route.shows(flows[route.flow]!.getSnapshot())).toBe(true)
  })

  // Every request the root may have to keep or forward, and the two ends of loading the code.
  const PAIRING_EVENTS: (EventObject & Record<string, unknown>)[] = [
    { type: 'pairing.start', wallet: wallet(1) },
    { type: 'pairing.prepare' },
    { type: 'pairing.leave' },
    { type: 'pairing.deeplink', wallet: wallet(1) },
    { type: 'pairing.showQr' },
    { type: 'pairing.copy' },
    { type: 'pairing.retry' },
    { type: 'pairing.reset' },
    { type: 'pairing.connected' },
    { type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC },
    { type: 'xstate.error.actor.loadPairing', error: new Error('chunk did not load') },
  ]
  const pairingGraph = buildModelGraph(machine, {
    input,
    events: PAIRING_EVENTS,
    serializeState: (s) => JSON.stringify({ value: s.value, pending: Math.min(s.context.pendingPairing.length, 2) }),
  })

  it(`pairing flow: walks ${pairingGraph.paths.length} paths; the flow runs exactly when loaded, with nothing left waiting`, async () => {
    for (const path of pairingGraph.paths) {
      let root: AnyActorRef | undefined
      await walkPath(machine, path, coverage, {
        input,
        delays: {},
        mount: (actor) => {
          root = actor
          return () => {}
        },
        check: (s) => {
          const flow = selectPairingFlow(s)
          expect(flow !== undefined, 'spawned exactly when ready').toBe(s.matches({ pairing: 'ready' }))
          expect(root?.getSnapshot().children['pairing'], 'the root’s child').toBe(flow)
          expect(selectPairingLoadFailed(s)).toBe(s.matches({ pairing: 'failed' }))
          if (flow) expect(s.context.pendingPairing).toEqual([])
        },
      })
    }
  })

  it('pairing flow: a start asked while the code loads reaches the flow when it arrives; facts are announced once', () => {
    const actor = createActor(machine, { input }).start()
    const started: unknown[] = []
    actor.on('flowStarted', (fact) => started.push(fact))
    actor.send({ type: 'pairing.start', wallet: wallet(1) })
    actor.send({ type: 'pairing.copy' })
    expect(actor.getSnapshot().matches({ pairing: 'loading' })).toBe(true)
    actor.send({ type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC } as never)
    const flow = selectPairingFlow(actor.getSnapshot())
    expect(flow?.getSnapshot().matches('creatingUri')).toBe(true)
    expect(flow?.getSnapshot().context.wallet?.id).toBe(wallet(1).id)
    expect(started).toEqual([{ type: 'flowStarted', flow: 'pairing' }])
    // Loaded, requests are forwarded as they come: a reset ends the pairing.
    actor.send({ type: 'pairing.reset' })
    expect(flow?.getSnapshot().matches('idle')).toBe(true)
    actor.stop()
  })

  it('pairing flow: code that did not load is loaded again by Retry, and the start asked before still arrives', () => {
    const actor = createActor(machine, { input }).start()
    actor.send({ type: 'pairing.start', wallet: wallet(2) })
    actor.send({ type: 'xstate.error.actor.loadPairing', error: new Error('offline') } as never)
    expect(selectPairingLoadFailed(actor.getSnapshot())).toBe(true)
    actor.send({ type: 'pairing.retry' })
    actor.send({ type: 'xstate.done.actor.loadPairing', output: PAIRING_LOGIC } as never)
    expect(selectPairingFlow(actor.getSnapshot())?.getSnapshot().context.wallet?.id).toBe(wallet(2).id)
    actor.stop()
  })

  it('pairing flow: until something asks for a pairing, nothing loads and what is sent is dropped', () => {
    const actor = createActor(machine, { input }).start()
    for (const type of ['pairing.leave', 'pairing.reset', 'pairing.connected', 'pairing.copy'] as const) actor.send({ type })
    expect(actor.getSnapshot().matches({ pairing: 'unloaded' })).toBe(true)
    expect(actor.getSnapshot().context.pendingPairing).toEqual([])
    actor.stop()
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(machine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(machine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
