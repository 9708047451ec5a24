// Model-based test of sign in with X (SPEC §4 sign-in flow; R-SIWX-1…4, R-PERM-1, R-NAV-9): every path through
// accounts arriving and changing, the sessions found, the message, the signature and the server's verdict, retries
// and cancels, with sign-in required and not. At every step: the view is asked for exactly when an account on a
// supported network has no session in force (R-SIWX-1); success is reported once per accepted verification, with
// the sessions count (R-SIWX-2, R-NAV-9); a rejection reads 'Signature declined' and any failure keeps the reason
// for the retry (R-SIWX-3); a cancel reports whether sign-in was required (R-SIWX-4); an expired session alerts.
import { describe, expect, it } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { siwxMachine } from '../../src/machines/siwx/siwx.machine'
import type { SiwxEmitted } from '../../src/machines/siwx/siwx.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const ANA = { namespace: 'eip155', chainId: 'eip155:31337', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
// The app supports chains A and B; eip155:1 is not one of its networks.
const NETWORKS = ['eip155:31337', 'eip155:31338']
const caip = (chainId: string) => `${chainId}:${ANA.address}`
const REFUSED = { code: 'SERVER', message: 'The signature does not match the account' }
const MESSAGE = { fields: { domain: 'localhost', uri: 'http://localhost', chainId: ANA.chainId, accountAddress: ANA.address, issuedAt: '2026-11-25T00:00:00.000Z', nonce: 'abcdefgh12' }, text: 'localhost wants you…' }
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const EVENTS = [
  { type: 'siwx.account', caipAddress: caip('eip155:31337') },
  { type: 'siwx.account', caipAddress: caip('eip155:31338') },
  { type: 'siwx.account', caipAddress: caip('eip155:1') },
  { type: 'siwx.account', caipAddress: null },
  { type: 'siwx.sign' },
  { type: 'siwx.retry' },
  { type: 'siwx.cancel' },
  done('checkSessions', { state: 'valid', count: 2 }),
  done('checkSessions', { state: 'outOfTime' }),
  done('checkSessions', { state: 'none' }),
  { type: 'xstate.error.actor.checkSessions', error: new Error('down') },
  done('createMessage', { ok: true, value: MESSAGE }),
  done('createMessage', { ok: false, error: REFUSED }),
  { type: 'xstate.error.actor.createMessage', error: new Error('boom') },
  done('signMessage', { ok: true, signature: '0xsig' }),
  done('signMessage', { ok: false, declined: true, error: { code: '4001', message: 'User rejected' } }),
  done('signMessage', { ok: false, declined: false, error: REFUSED }),
  { type: 'xstate.error.actor.signMessage', error: new Error('boom') },
  done('verify', { ok: true, value: { count: 1 } }),
  done('verify', { ok: false, error: REFUSED }),
  { type: 'xstate.error.actor.verify', error: new Error('boom') },
] as const
const never = () => new Promise<never>(() => {})
const SILENT = { checkSessions: fromPromise(never), createMessage: fromPromise(never), signMessage: fromPromise(never), verify: fromPromise(never) }

type Snapshot = SnapshotFrom<typeof siwxMachine>
type Step = { type: string; output?: { ok?: boolean; state?: string; declined?: boolean } }
const coverage = new CoverageRecorder()

describe.each([true, false])('siwx model, sign-in required: %s', (required) => {
  const graph = buildModelGraph(siwxMachine, { input: { required, networks: NETWORKS }, events: EVENTS as never, serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]) })

  it(`walks ${graph.paths.length} paths; asked only without a session, success once per verdict, reasons kept, cancels reported`, async () => {
    for (const path of graph.paths) {
      const facts: SiwxEmitted[] = []
      let step = -1
      let previous: Snapshot | undefined
      let verified = 0
      await walkPath(siwxMachine.provide({ actors: SILENT as never }), path as never, coverage, {
        input: { required, networks: NETWORKS },
        delays: {},
        mount: (actor) => {
          const subscriptions = (['prompt', 'sessions', 'signedIn', 'cancelled', 'alert'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? (path[step] as unknown as Step) : undefined
          step++
          const from = previous
          previous = snapshot
          if (!event || !from) return
          const last = facts.at(-1)
          // R-SIWX-1: the view is asked for exactly on entering preparing (first ask, or a retry).
          if (snapshot.matches('preparing') && !from.matches('preparing')) expect(last).toEqual({ type: 'prompt' })
          if (from.matches('checking') && event.type === 'xstate.done.actor.checkSessions') {
            if (event.output?.state === 'valid') expect([snapshot.value, last]).toEqual(['signedIn', { type: 'sessions', count: 2 }])
            else expect(snapshot.matches('preparing')).toBe(true)
            if (event.output?.state === 'outOfTime') expect(facts.slice(-3)).toEqual([{ type: 'sessions', count: 0 }, { type: 'alert', code: 'SESSION_EXPIRED' }, { type: 'prompt' }])
          }
          // R-SIWX-2: one success per accepted verification, with the sessions count (R-NAV-9).
          if (from.matches('verifying') && event.type === 'xstate.done.actor.verify' && event.output?.ok) {
            verified++
            expect(facts.slice(-2)).toEqual([{ type: 'sessions', count: 1 }, { type: 'signedIn', account: from.context.account }])
          }
          expect(facts.filter((fact) => fact.type === 'signedIn')).toHaveLength(verified)
          // R-SIWX-3: a rejection in the spec's words; any other failure keeps its reason, and a retry starts afresh.
          if (from.matches('signing') && event.output?.declined) expect(snapshot.context.failure).toEqual({ code: 'SIGNATURE_DECLINED', message: 'Signature declined' })
          if (snapshot.matches('failed')) expect(snapshot.context.failure).not.toBeNull()
          // R-SIWX-4: a cancel says whether sign-in was required.
          if (snapshot.matches('cancelled') && !from.matches('cancelled')) expect(last).toEqual({ type: 'cancelled', required })
          // R-SIWX-4, issue 32: Cancel is heard in every state that waits (checking, the message, the wallet, the server).
          if (event.type === 'siwx.cancel' && (['checking', 'preparing', 'ready', 'signing', 'verifying', 'failed'] as const).some((state) => from.matches(state))) expect(snapshot.matches('cancelled')).toBe(true)
          // R-SIWX-3, issue 32: after Try again, the fresh message goes to the wallet at once: one press signs.
          if (from.matches('preparing') && from.context.retrying && event.type === 'xstate.done.actor.createMessage' && event.output?.ok) expect(snapshot.matches('signing')).toBe(true)
          if (from.matches('preparing') && !from.context.retrying && event.type === 'xstate.done.actor.createMessage' && event.output?.ok) expect(snapshot.matches('ready')).toBe(true)
          // The flow follows the account: none or an unsupported network ends it with no session counted.
          if (event.type === 'siwx.account' && (snapshot.context.account === null)) expect([snapshot.value, last]).toEqual(['idle', { type: 'sessions', count: 0 }])
        },
      })
    }
  })
})

describe('siwx: the same account again', () => {
  it('asks nothing new: no second prompt, the message in hand kept', async () => {
    const facts: SiwxEmitted[] = []
    let last: Snapshot | undefined
    const path = [EVENTS[0], done('checkSessions', { state: 'none' }), done('createMessage', { ok: true, value: MESSAGE }), EVENTS[0]]
    await walkPath(siwxMachine.provide({ actors: SILENT as never }), path as never, coverage, {
      input: { required: true, networks: NETWORKS },
      delays: {},
      mount: (actor) => {
        const subscription = actor.on('prompt', (fact) => facts.push(fact))
        return () => subscription.unsubscribe()
      },
      check: (snapshot) => void (last = snapshot as Snapshot),
    })
    expect(facts).toHaveLength(1)
    expect(last?.value).toBe('ready')
    expect(last?.context.message).toEqual(MESSAGE)
  })
})

describe('siwx coverage', () => {
  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(siwxMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(siwxMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
