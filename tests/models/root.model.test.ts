// Model-based test of the root system machine: every event it routes reaches the flow it concerns
// (found by systemId), and nothing else changes.
import type { AnyActorRef } from 'xstate'
import { describe, expect, it } from 'vitest'
import { createCatalogueActors } from '../../src/machines/modal/modal.actors'
import { modalMachine } from '../../src/machines/modal/modal.machine'
import { rootMachine, type RootEvent } from '../../src/machines/root/root.machine'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'
import { ACCOUNT, INSTALLED, settings } from './modal/modal.fixtures'

const pendingModal = modalMachine.provide({
  actors: createCatalogueActors({ loadConnectWallets: () => new Promise(() => {}) }),
})
const machine = rootMachine.provide({ actors: { modal: pendingModal } })

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

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(machine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(machine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
