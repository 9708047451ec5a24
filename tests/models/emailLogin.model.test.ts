// Model-based test of email login (SPEC §4, R-EMAIL-1, R-EMAIL-2, R-EMAIL-4, R-ERR-6) on a SimulatedClock: every path
// through sending the email, the frame's three answers, device approval, codes right and wrong, resends, the 30 s
// request limit and the 30 s cooldown. At every step: a second email inside 30 s is refused with 'Please try again
// after N seconds' and N the seconds left; a step that ran out of time says 'Embedded Wallet Request Timed Out',
// raises the alert and aborts what waits; connected means the user was fetched and the login remembered once.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate'
import { emailLoginMachine } from '../../src/machines/emailLogin/emailLogin.machine'
import type { EmailLoginEmitted } from '../../src/machines/emailLogin/emailLogin.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

// SPEC §9, written out: request timeout 30 000 ms (the journeys' 29 999 + 1); email login cooldown 30 s.
const USER = { email: 'ana@example.com', address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }
const WRONG = { code: 'FRAME_ERROR', message: 'Invalid code' }
const TIMED_OUT = { code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' }

const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output })
const EVENTS = [
  { type: 'email.submit', email: ' ana@example.com ' },
  { type: 'email.otp', otp: '123456' },
  { type: 'email.resend' },
  { type: 'email.cancel' },
  { type: 'email.reset' },
  done('sendEmail', { ok: true, value: { action: 'VERIFY_DEVICE' } }),
  done('sendEmail', { ok: true, value: { action: 'VERIFY_OTP' } }),
  done('sendEmail', { ok: true, value: { action: 'CONNECT' } }),
  done('sendEmail', { ok: false, error: { code: 'FRAME_ERROR', message: 'Could not send email' } }),
  { type: 'xstate.error.actor.sendEmail', error: new Error('boom') },
  done('verifyDevice', { ok: true, value: {} }),
  done('verifyDevice', { ok: false, error: { code: 'FRAME_ERROR', message: 'Device not approved' } }),
  { type: 'xstate.error.actor.verifyDevice', error: new Error('boom') },
  done('verifyOtp', { ok: true, value: {} }),
  done('verifyOtp', { ok: false, error: WRONG }),
  { type: 'xstate.error.actor.verifyOtp', error: new Error('boom') },
  done('fetchUser', { ok: true, value: USER }),
  done('fetchUser', { ok: false, error: { code: 'FRAME_ERROR', message: 'No user' } }),
  { type: 'xstate.error.actor.fetchUser', error: new Error('boom') },
  { type: 'xstate.after.requestTimeout.emailLogin.flow.sendingEmail' },
  { type: 'xstate.after.requestTimeout.emailLogin.flow.verifyingDevice' },
  { type: 'xstate.after.requestTimeout.emailLogin.flow.verifyingOtp' },
  { type: 'xstate.after.requestTimeout.emailLogin.flow.connecting' },
  { type: 'xstate.after.second.emailLogin.cooldown.cooling' },
] as const
// The walk delivers the delayed events themselves: the two regions' timers (30 s per request, 1 s per cooldown
// tick) run side by side, and moving one clock for either would fire the other. The journeys below move the clock.

const never = () => new Promise<never>(() => {})
// In the model walk the frame never answers on its own: the paths deliver every answer.
const SILENT = { sendEmail: fromPromise(never), verifyDevice: fromPromise(never), verifyOtp: fromPromise(never), fetchUser: fromPromise(never) }

type Snapshot = SnapshotFrom<typeof emailLoginMachine>
// The cooldown's seconds are part of the state: a path must be able to wait all 30 of them out.
const graph = buildModelGraph(emailLoginMachine, {
  input: undefined,
  events: EVENTS as never,
  serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context.cooldownLeft, s.context.failure?.message ?? null, s.context.user !== null]),
})
const coverage = new CoverageRecorder()

describe('email login model', () => {
  it(`walks ${graph.paths.length} paths; cooldown, timeouts and the remembered login follow the spec at every step`, async () => {
    for (const path of graph.paths) {
      const facts: EmailLoginEmitted[] = []
      const counts = { remembered: 0, aborted: 0 }
      const machine = emailLoginMachine.provide({
        actors: SILENT as never,
        actions: { rememberLogin: () => void counts.remembered++, abortRequests: () => void counts.aborted++ },
      })
      let step = -1
      let before: Snapshot | undefined
      let abortedBefore = 0
      await walkPath(machine, path as never, coverage, {
        delays: {},
        mount: (actor) => {
          const subscriptions = (['toast', 'alert', 'connected', 'authFailed', 'step'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? path[step] : undefined
          step++
          const { context } = snapshot
          // R-EMAIL-4: an email while cooling down goes nowhere and says how many seconds are left.
          if (event && (event.type === 'email.submit' || event.type === 'email.resend') && before?.matches({ cooldown: 'cooling' })) {
            expect(facts.at(-1)).toEqual({ type: 'toast', code: 'EMAIL_COOLDOWN', seconds: before.context.cooldownLeft })
            expect(snapshot.value).toEqual(before.value)
          }
          // R-EMAIL-4: an email that goes out starts 30 seconds of cooldown.
          if (snapshot.matches({ flow: 'sendingEmail' }) && !before?.matches({ flow: 'sendingEmail' })) expect(context.cooldownLeft).toBe(30)
          expect(context.cooldownLeft > 0).toBe(snapshot.matches({ cooldown: 'cooling' }))
          expect(context.cooldownLeft).toBeLessThanOrEqual(30)
          // R-ERR-6: 30 s without an answer: the timeout text, the alert, the pending requests aborted.
          if (event && String(event.type).startsWith('xstate.after.requestTimeout')) {
            expect(context.failure).toEqual(TIMED_OUT)
            expect(facts.at(-1)).toEqual({ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' })
            expect(counts.aborted).toBe(abortedBefore + 1)
          }
          // R-EMAIL-1: the modal is told which proof the frame asked for.
          const output = (event as unknown as { output?: { ok: boolean; value?: { action?: string } } } | undefined)?.output
          if (event?.type === 'xstate.done.actor.sendEmail' && output?.ok && output.value?.action !== 'CONNECT') {
            expect(facts.at(-1)).toEqual({ type: 'step', step: output.value?.action === 'VERIFY_DEVICE' ? 'device' : 'otp' })
          }
          if (event?.type === 'xstate.done.actor.verifyDevice' && output?.ok) expect(facts.at(-1)).toEqual({ type: 'step', step: 'otp' })
          // A wrong code keeps the person on the code, with the frame's reason.
          if (event?.type === 'xstate.done.actor.verifyOtp' && !(event as unknown as { output: { ok: boolean } }).output.ok) {
            expect(snapshot.matches({ flow: 'awaitingOtp' })).toBe(true)
            expect(context.failure).toEqual(WRONG)
          }
          // R-EMAIL-2: connected exactly when the user was fetched, the login remembered once per connection.
          if (snapshot.matches({ flow: 'connected' })) {
            expect(context.user).toEqual(USER)
            expect(facts.at(-1)?.type === 'connected' || !String(event?.type).startsWith('xstate.done.actor.fetchUser')).toBe(true)
          }
          expect(counts.remembered).toBe(facts.filter((fact) => fact.type === 'connected').length)
          // The email as the person meant it, without the spaces around it.
          if (context.email !== null) expect(context.email).toBe('ana@example.com')
          abortedBefore = counts.aborted
          before = snapshot
        },
      })
    }
  }, 120_000)

  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(emailLoginMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(emailLoginMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})

describe('email login journeys (SimulatedClock)', () => {
  function start(answers: { action?: 'VERIFY_DEVICE' | 'VERIFY_OTP' | 'CONNECT'; otps?: Record<string, boolean> } = {}) {
    const clock = new SimulatedClock()
    const sent: string[] = []
    const actor = createActor(
      emailLoginMachine.provide({
        actors: {
          sendEmail: fromAnswer(async ({ email }: { email: string }) => (sent.push(email), { ok: true as const, value: { action: answers.action ?? 'VERIFY_OTP' } })),
          verifyDevice: fromAnswer(async () => ({ ok: true as const, value: {} })),
          verifyOtp: fromAnswer(async ({ otp }: { otp: string }) => (answers.otps?.[otp] ? { ok: true as const, value: {} } : { ok: false as const, error: WRONG })),
          fetchUser: fromAnswer(async () => ({ ok: true as const, value: USER })),
        },
      }),
      { clock },
    )
    const facts: EmailLoginEmitted[] = []
    for (const type of ['toast', 'alert', 'connected', 'authFailed'] as const) actor.on(type, (fact) => facts.push(fact))
    actor.start()
    return { actor, clock, facts, sent }
  }
  // Real time passes a second at a time: each tick of the countdown schedules the next.
  const advance = (clock: SimulatedClock, ms: number) => {
    for (let left = ms; left > 0; left -= Math.min(1_000, left)) clock.increment(Math.min(1_000, left))
  }
  const settle = async () => {
    for (let i = 0; i < 5; i++) await new Promise((resolve) => setTimeout(resolve, 0))
  }

  it('R-EMAIL-1, R-EMAIL-2: email → code (a wrong one first) → connected with the user', async () => {
    const { actor, facts, sent } = start({ otps: { '654321': true } })
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    expect(actor.getSnapshot().matches({ flow: 'awaitingOtp' })).toBe(true)
    actor.send({ type: 'email.otp', otp: '111111' })
    await settle()
    expect(actor.getSnapshot().context.failure).toEqual(WRONG)
    actor.send({ type: 'email.otp', otp: '654321' })
    await settle()
    expect(actor.getSnapshot().matches({ flow: 'connected' })).toBe(true)
    expect(facts.at(-1)).toEqual({ type: 'connected', user: USER, email: 'ana@example.com' })
    expect(sent).toEqual(['ana@example.com'])
  })

  it('R-EMAIL-1: a new device is approved from the mailbox first, then the code', async () => {
    const { actor } = start({ action: 'VERIFY_DEVICE' })
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    expect(actor.getSnapshot().matches({ flow: 'awaitingOtp' })).toBe(true)
  })

  it('R-EMAIL-4: one email per 30 s; the refusal counts the seconds down, and at 30 s another may go', async () => {
    const { actor, clock, facts, sent } = start()
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    actor.send({ type: 'email.resend' })
    expect(facts.at(-1)).toEqual({ type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 30 })
    advance(clock, 12_000)
    actor.send({ type: 'email.resend' })
    expect(facts.at(-1)).toEqual({ type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 18 })
    advance(clock, 17_000)
    actor.send({ type: 'email.resend' })
    expect(facts.at(-1)).toEqual({ type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 1 })
    clock.increment(999)
    actor.send({ type: 'email.resend' })
    expect(facts.filter((fact) => fact.type === 'toast')).toHaveLength(4)
    clock.increment(1)
    actor.send({ type: 'email.resend' })
    await settle()
    expect(sent).toEqual(['ana@example.com', 'ana@example.com'])
  })

  it('R-ERR-6: a code that gets no answer for 30 s times out, not at 29 999 ms', async () => {
    const clock = new SimulatedClock()
    const actor = createActor(
      emailLoginMachine.provide({
        actors: { sendEmail: fromAnswer(async () => ({ ok: true as const, value: { action: 'VERIFY_OTP' as const } })), verifyOtp: fromAnswer(() => never()) },
      }),
      { clock },
    ).start()
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    actor.send({ type: 'email.otp', otp: '123456' })
    clock.increment(29_999)
    expect(actor.getSnapshot().matches({ flow: 'verifyingOtp' })).toBe(true)
    clock.increment(1)
    expect(actor.getSnapshot().matches({ flow: 'awaitingOtp' })).toBe(true)
    expect(actor.getSnapshot().context.failure).toEqual(TIMED_OUT)
  })
})

/** A frame step answering as the test says (typed loosely: each test's answers are the step's own outcomes). */
function fromAnswer<TInput>(answer: (input: TInput) => Promise<unknown>): never {
  return fromPromise<unknown, TInput>(({ input }) => answer(input)) as never
}
