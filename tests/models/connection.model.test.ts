// Model-based test of the connection machine (R-CONN-1, R-NAV-1): every path from page load, through restore,
// connect, failure, provider events and disconnect. At every step the status the app was last told must match
// the state: connected exactly when a session exists, and never while the wallet fails. R-ERR-3: a disconnect the
// wallet could not complete is 'Failed to disconnect', and the session ends here all the same.
import { describe, expect, it, vi } from 'vitest'
import type { SnapshotFrom } from 'xstate'
import { SESSION_RESTORE_TIMEOUT_MS, WALLET_CONNECT_TIMEOUT_MS } from '../../src/core/constants'
import { createConnectionActions, createConnectionActors } from '../../src/machines/connection/connection.actors'
import { connectionMachine } from '../../src/machines/connection/connection.machine'
import type { ConnectionEvent, Session } from '../../src/machines/connection/connection.types'
import type { ConnectedAccount } from '../../src/machines/modal/modal.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const SESSION: Session = {
  connectorId: 'dev.latch.testwallet',
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  chainId: '31337',
  walletName: 'Latch Test Wallet',
}
const OTHER_ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const FAILURE = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }

type OutcomeEvent = { type: string; output?: unknown; error?: unknown }
const EVENTS: (ConnectionEvent | OutcomeEvent)[] = [
  { type: 'connection.connect', connectorId: SESSION.connectorId, walletName: SESSION.walletName },
  { type: 'connection.cancel' },
  { type: 'connection.retry' },
  { type: 'connection.disconnect' },
  { type: 'provider.accountsChanged', accounts: [] },
  { type: 'provider.accountsChanged', accounts: [OTHER_ADDRESS] },
  { type: 'provider.chainChanged', chainId: '1' },
  { type: 'provider.disconnected' },
  { type: 'xstate.done.actor.restoreSession', output: { ok: true, session: SESSION } },
  { type: 'xstate.done.actor.restoreSession', output: { ok: true, session: null } },
  { type: 'xstate.done.actor.restoreSession', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.restoreSession', error: new Error('boom') },
  { type: 'xstate.after.restoreTimeout.connection.restoring' },
  { type: 'xstate.done.actor.connectWallet', output: { ok: true, session: SESSION } },
  { type: 'xstate.done.actor.connectWallet', output: { ok: false, error: { reason: 'rejected' } } },
  { type: 'xstate.done.actor.connectWallet', output: { ok: false, error: { reason: 'error', error: FAILURE } } },
  { type: 'xstate.error.actor.connectWallet', error: new Error('boom') },
  { type: 'xstate.after.connectTimeout.connection.connecting' },
  { type: 'connection.signMessage', requestId: 'r1', message: 'Sign in to Latch' },
  { type: 'xstate.done.actor.signMessage', output: { ok: true, signature: '0xabcd' } },
  { type: 'xstate.done.actor.signMessage', output: { ok: false, declined: true, error: FAILURE } },
  { type: 'xstate.done.actor.signMessage', output: { ok: false, declined: false, error: FAILURE } },
  { type: 'xstate.error.actor.signMessage', error: new Error('boom') },
  // Issue 32: whoever asked withdraws it (a cancelled sign-in); another request's id withdraws nothing.
  { type: 'connection.cancelSign', requestId: 'r1' },
  { type: 'connection.cancelSign', requestId: 'r2' },
  { type: 'xstate.after.signTimeout.connection.connected.signing' },
  { type: 'xstate.done.actor.disconnectWallet', output: { ok: true } },
  { type: 'xstate.done.actor.disconnectWallet', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.disconnectWallet', error: new Error('boom') },
  { type: 'xstate.after.disconnectTimeout.connection.disconnecting' },
]
const DELAYS = {
  'xstate.after.restoreTimeout.connection.restoring': SESSION_RESTORE_TIMEOUT_MS,
  'xstate.after.connectTimeout.connection.connecting': WALLET_CONNECT_TIMEOUT_MS,
  // R-AUTH-1: a sign-out waits at most 3 s (SPEC §9), written here from the spec.
  'xstate.after.disconnectTimeout.connection.disconnecting': 3_000,
  // Issue 32: Latch's own choice, as long as a connection request (120 s).
  'xstate.after.signTimeout.connection.connected.signing': 120_000,
}

// Promises that never settle: the path delivers every outcome as an event.
const forgotten: string[] = []
const machine = connectionMachine.provide({
  actors: createConnectionActors({
    restore: () => new Promise(() => {}),
    connect: () => new Promise(() => {}),
    disconnect: () => new Promise(() => {}),
    signMessage: () => new Promise(() => {}),
    forget: () => {},
    watch: () => () => {},
  }),
  actions: createConnectionActions({
    restore: () => new Promise(() => {}),
    connect: () => new Promise(() => {}),
    disconnect: () => new Promise(() => {}),
    signMessage: () => new Promise(() => {}),
    forget: (namespace) => forgotten.push(namespace),
    watch: () => () => {},
  }),
})

type Snapshot = SnapshotFrom<typeof connectionMachine>
const graph = buildModelGraph(machine, {
  input: { namespace: 'eip155' },
  events: EVENTS as ConnectionEvent[],
  serializeState: (s: Snapshot) =>
    JSON.stringify([s.value, s.context.session?.address ?? null, s.context.session?.chainId ?? null, s.context.failure?.reason ?? null, s.context.pending !== null, s.context.signing !== null]),
})
const coverage = new CoverageRecorder()

describe('connection model', () => {
  it(`walks ${graph.paths.length} paths; the app is told connected exactly when a session exists`, async () => {
    for (const path of graph.paths) {
      let told: ConnectedAccount | null | undefined
      const toasts: string[] = []
      const asked = path.filter((event) => event.type === 'connection.signMessage').length
      const answered: { requestId: string; message: string | undefined }[] = []
      // check() runs once before the first event, then once after each: step -1 is the start.
      let step = -2
      let wasSigning = false
      await walkPath(machine, path, coverage, {
        input: { namespace: 'eip155' },
        delays: DELAYS,
        mount: (actor) => {
          const status = actor.on('status', (fact) => (told = fact.account))
          const toast = actor.on('toast', (fact) => toasts.push(fact.code))
          const signed = actor.on('signed', (fact) => answered.push({ requestId: fact.requestId, message: fact.outcome.ok ? undefined : fact.outcome.error.message }))
          return () => {
            status.unsubscribe()
            toast.unsubscribe()
            signed.unsubscribe()
          }
        },
        check: (snapshot: Snapshot) => {
          step += 1
          const { session, failure } = snapshot.context
          const event = step >= 0 ? (path[step] as OutcomeEvent | undefined) : undefined
          const disconnectEnded = event?.type === 'xstate.done.actor.disconnectWallet' || event?.type === 'xstate.error.actor.disconnectWallet'
          // R-CONN-1: a wallet chosen during the sign-out (and not cancelled) connects once it ends; else disconnected.
          const signOut = path.slice(0, step + 1).findLastIndex((e) => e.type === 'connection.disconnect')
          const chosen = path.slice(signOut + 1, step + 1).findLast((e) => e.type === 'connection.connect' || e.type === 'connection.cancel')?.type === 'connection.connect'
          const after = chosen ? 'connecting' : 'disconnected'
          // R-AUTH-1: a wallet that does not answer the sign-out within 3 s leaves the person disconnected.
          if (event?.type === 'xstate.after.disconnectTimeout.connection.disconnecting') expect(snapshot.matches(after)).toBe(true)
          if (disconnectEnded) {
            // R-CONN-1, R-ERR-3: whatever the wallet answered, the app is disconnected and told so; only a wallet
            // that let go cleanly goes without the 'Failed to disconnect' toast.
            expect(snapshot.matches(after)).toBe(true)
            expect(told ?? null).toBeNull()
            const clean = event?.output !== undefined && (event.output as { ok: boolean }).ok
            expect(toasts.at(-1) === 'DISCONNECT_FAILED').toBe(!clean)
          }
          // A session exists while connected and while it is being disconnected, never otherwise.
          expect(session !== null).toBe(snapshot.matches('connected') || snapshot.matches('disconnecting'))
          if (snapshot.matches('connected')) {
            // R-NAV-1: the modal knows the connected account, with its CAIP address.
            expect(told?.address).toBe(session!.address)
            expect(told?.caipAddress).toBe(`eip155:${session!.chainId}:${session!.address}`)
          }
          if (snapshot.matches('disconnected')) {
            expect(session).toBeNull()
            expect(told ?? null).toBeNull()
          }
          // While connecting or failed, nothing says connected (the wallet has not agreed).
          if (snapshot.matches('connecting') || snapshot.matches('failed')) expect(told ?? null).toBeNull()
          expect(failure !== null).toBe(snapshot.matches('failed'))
          if (snapshot.matches('failed')) expect(snapshot.context.pending).not.toBeNull()
          // A sign request is pending exactly while the wallet is asked.
          expect(snapshot.context.signing !== null).toBe(snapshot.matches({ connected: 'signing' }))
          // Issue 32: withdrawn or timed out, the request is answered 'Request was aborted' and the next may go.
          const withdrawn = event?.type === 'connection.cancelSign' ? (event as { requestId?: string }).requestId : undefined
          if (wasSigning && (event?.type === 'xstate.after.signTimeout.connection.connected.signing' || withdrawn === 'r1')) {
            expect(snapshot.matches({ connected: 'idle' })).toBe(true)
            expect(answered.at(-1)).toEqual({ requestId: 'r1', message: 'Request was aborted' })
          }
          if (wasSigning && withdrawn === 'r2') expect(snapshot.matches({ connected: 'signing' })).toBe(true)
          wasSigning = snapshot.matches({ connected: 'signing' })
        },
      })
      for (const code of toasts) expect(['DISCONNECT_FAILED', 'SIGNATURE_DECLINED']).toContain(code)
      // Every sign request is answered once, unless the path ends while the wallet is still asked.
      expect(answered.length).toBeGreaterThanOrEqual(asked - 1)
      expect(answered.length).toBeLessThanOrEqual(asked)
    }
  })

  it('R-CONN-1: another wallet chosen while connected lets the current account go (the app hears null) and connects the new one', async () => {
    const { createActor } = await import('xstate')
    const told: (string | null)[] = []
    const actor = createActor(
      connectionMachine.provide({
        actors: createConnectionActors({
          restore: async () => ({ ok: true, session: SESSION }),
          connect: async (request) => ({ ok: true, session: { ...SESSION, connectorId: request.connectorId, namespace: 'solana', address: 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP', chainId: '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL' } }),
          disconnect: () => new Promise(() => {}),
          signMessage: () => new Promise(() => {}),
          forget: () => {},
          watch: () => () => {},
        }),
      }),
      { input: { namespace: 'eip155' } },
    )
    actor.on('status', (fact) => told.push(fact.account?.caipAddress ?? null))
    actor.start()
    await vi.waitFor(() => expect(actor.getSnapshot().matches('connected')).toBe(true))
    actor.send({ type: 'connection.connect', connectorId: 'wallet-standard:Latch Test Wallet', walletName: 'Latch Test Wallet' })
    await vi.waitFor(() => expect(told.at(-1)).toBe('solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL:DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'))
    expect(told).toEqual([`eip155:${SESSION.chainId}:${SESSION.address}`, null, 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL:DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'])
    actor.stop()
  })

  it('R-CONN-1: a failed restore or an ended session forgets what was stored', () => {
    expect(forgotten.length).toBeGreaterThan(0)
    expect(new Set(forgotten)).toEqual(new Set(['eip155']))
  })

  it('R-ERR-3, R-CONN-1: a failed disconnect toasts Failed to disconnect, tells the app null and forgets the stored session', async () => {
    for (const outcome of [
      { type: 'xstate.done.actor.disconnectWallet', output: { ok: false, error: { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' } } },
      { type: 'xstate.error.actor.disconnectWallet', error: new Error('boom') },
    ]) {
      let forgottenBefore = -1
      const told: (ConnectedAccount | null)[] = []
      const toasts: string[] = []
      const path = [
        { type: 'xstate.done.actor.restoreSession', output: { ok: true, session: null } },
        { type: 'connection.connect', connectorId: SESSION.connectorId, walletName: SESSION.walletName },
        { type: 'xstate.done.actor.connectWallet', output: { ok: true, session: SESSION } },
        { type: 'connection.disconnect' },
        outcome,
        // Disconnected for real: the same wallet can be connected again.
        { type: 'connection.connect', connectorId: SESSION.connectorId, walletName: SESSION.walletName },
      ]
      const states: string[] = []
      await walkPath(machine, path, coverage, {
        input: { namespace: 'eip155' },
        delays: DELAYS,
        mount: (actor) => {
          const status = actor.on('status', (fact) => told.push(fact.account))
          const toast = actor.on('toast', (fact) => toasts.push(fact.code))
          return () => {
            status.unsubscribe()
            toast.unsubscribe()
          }
        },
        check: (snapshot: Snapshot) => {
          states.push(typeof snapshot.value === 'string' ? snapshot.value : Object.keys(snapshot.value)[0]!)
          if (snapshot.matches('disconnecting')) forgottenBefore = forgotten.length
        },
      })
      expect(states.slice(-3)).toEqual(['disconnecting', 'disconnected', 'connecting'])
      expect(toasts).toEqual(['DISCONNECT_FAILED'])
      expect(told.at(-1)).toBeNull()
      expect(forgotten.length).toBe(forgottenBefore + 1)
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(connectionMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(connectionMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
