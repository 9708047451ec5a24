// Model-based test of the email update (SPEC §4, R-EMAIL-3, R-ERR-6): every path through the new email, the code to
// the current address, the code to the new one, wrong codes, cancels and the 30 s limits. At every step: the
// secondary code is reached only after the primary one was accepted; the update is reported exactly once per
// accepted secondary code, with the new email; a timeout says so, raises the alert and aborts what waits.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { emailUpdateMachine, type EmailUpdateEmitted } from '../../src/machines/emailUpdate/emailUpdate.machine'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const WRONG = { code: 'FRAME_ERROR', message: 'Invalid code' }
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const EVENTS = [
  { type: 'update.submit', email: ' new@example.org ' },
  { type: 'update.otp', otp: '123456' },
  { type: 'update.cancel' },
  ...['sendUpdate', 'verifyPrimary', 'verifySecondary'].flatMap((id) => [
    done(id, { ok: true, value: {} }),
    done(id, { ok: false, error: WRONG }),
    { type: `xstate.error.actor.${id}`, error: new Error('boom') },
  ]),
  { type: 'xstate.after.requestTimeout.emailUpdate.sending' },
  { type: 'xstate.after.requestTimeout.emailUpdate.verifyingPrimary' },
  { type: 'xstate.after.requestTimeout.emailUpdate.verifyingSecondary' },
] as const
const never = () => new Promise<never>(() => {})
const SILENT = { sendUpdate: fromPromise(never), verifyPrimary: fromPromise(never), verifySecondary: fromPromise(never) }

type Snapshot = SnapshotFrom<typeof emailUpdateMachine>
const graph = buildModelGraph(emailUpdateMachine, { input: undefined, events: EVENTS as never, serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]) })
const coverage = new CoverageRecorder()

describe('email update model', () => {
  it(`walks ${graph.paths.length} paths; the two codes in order, one report per update, timeouts said`, async () => {
    for (const path of graph.paths) {
      const facts: EmailUpdateEmitted[] = []
      let aborted = 0
      let primaryAccepted = false
      let step = -1
      const machine = emailUpdateMachine.provide({ actors: SILENT as never, actions: { abortRequests: () => void aborted++ } })
      await walkPath(machine, path as never, coverage, {
        delays: {},
        mount: (actor) => {
          const subscriptions = (['step', 'updated', 'alert'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? (path[step] as { type: string; output?: { ok: boolean } }) : undefined
          step++
          if (event?.type === 'xstate.done.actor.verifyPrimary' && event.output?.ok) primaryAccepted = true
          if (event?.type === 'update.submit' || event?.type === 'update.cancel') primaryAccepted = false
          // R-EMAIL-3: the new address's code only after the current address's.
          if (snapshot.matches('awaitingSecondary') || snapshot.matches('verifyingSecondary')) expect(primaryAccepted).toBe(true)
          if (event?.type === 'xstate.done.actor.verifySecondary' && event.output?.ok) expect(facts.at(-1)).toEqual({ type: 'updated', email: 'new@example.org' })
          const accepted = path.slice(0, step).filter((e) => e.type === 'xstate.done.actor.verifySecondary' && (e as unknown as { output: { ok: boolean } }).output.ok).length
          expect(facts.filter((fact) => fact.type === 'updated')).toHaveLength(accepted)
          if (event?.type.startsWith('xstate.after.requestTimeout')) {
            expect(snapshot.context.failure).toEqual({ code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' })
            expect(facts.at(-1)).toEqual({ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' })
          }
          expect(aborted).toBe(path.slice(0, step).filter((e) => e.type.startsWith('xstate.after.requestTimeout')).length)
          if (event?.type === 'xstate.done.actor.verifyPrimary' && !event.output?.ok) expect(snapshot.context.failure).toEqual(WRONG)
        },
      })
    }
  })

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(emailUpdateMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(emailUpdateMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })

  it('R-ERR-6: a code that gets no answer for 30 s times out, not at 29 999 ms', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(emailUpdateMachine.provide({ actors: { sendUpdate: fromPromise(async () => ({ ok: true, value: {} })), verifyPrimary: fromPromise(never) } as never }), { clock }).start()
    actor.send({ type: 'update.submit', email: 'new@example.org' })
    await new Promise((resolve) => setTimeout(resolve, 0))
    actor.send({ type: 'update.otp', otp: '123456' })
    clock.increment(29_999)
    expect(actor.getSnapshot().matches('verifyingPrimary')).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches('awaitingPrimary')).toBe(true)
  })
})
