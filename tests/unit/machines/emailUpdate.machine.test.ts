// The email update with answering actors (R-EMAIL-3, R-ERR-6), each expected value written out: what each frame step
// is asked (the trimmed new email, each code as typed), what each answer, refusal, throw or 30 s silence leaves in
// context and which step follows, the facts told to the modal, and what cancel leaves. The model test walks every
// path by handing the machine its outcomes; here the actors really run, so their inputs and the clock are real.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { emailUpdateMachine, type EmailUpdateEmitted } from '../../../src/machines/emailUpdate/emailUpdate.machine'
import { pending, settle } from './support/promises'

const NEW_EMAIL = 'new@example.org'
const NOT_SENT = { code: 'FRAME_ERROR', message: 'Email already in use' }
const WRONG_CODE = { code: 'FRAME_ERROR', message: 'Invalid code' }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
// SPEC §8: iframe_request_timeout is the alert 'Embedded Wallet Request Timed Out'.
const TIMED_OUT = { code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' }
const boom = () => Promise.reject(new Error('boom'))
const accepted = async () => ({ ok: true, value: {} })

type Step = 'sendUpdate' | 'verifyPrimary' | 'verifySecondary'
type Answers = Partial<Record<Step, (input: unknown) => Promise<unknown>>>

function start(answers: Answers = {}) {
  const asked: { id: Step; input: unknown }[] = []
  const signals: { id: Step; signal: AbortSignal }[] = []
  const actors = Object.fromEntries(
    (['sendUpdate', 'verifyPrimary', 'verifySecondary'] as const).map((id) => [
      id,
      fromPromise(({ input, signal }) => {
        asked.push({ id, input })
        signals.push({ id, signal })
        return (answers[id] ?? pending)(input)
      }),
    ]),
  )
  let aborts = 0
  const clock = new SimulatedClock()
  const actor = createActor(emailUpdateMachine.provide({ actors: actors as never, actions: { abortRequests: () => void aborts++ } }), { clock })
  const facts: EmailUpdateEmitted[] = []
  for (const type of ['step', 'updated', 'alert'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  const send = async (event: Parameters<typeof actor.send>[0]) => {
    actor.send(event)
    await settle()
  }
  const aborted = () => signals.filter((entry) => entry.signal.aborted).map((entry) => entry.id)
  return { actor, asked, facts, clock, send, aborted, snapshot, state: () => snapshot().value, context: () => snapshot().context, aborts: () => aborts }
}

describe('email update: at rest', () => {
  it('starts idle, with no email and no failure; nothing is asked', () => {
    const { asked, facts, snapshot } = start()
    expect([snapshot().value, snapshot().context, snapshot().hasTag('busy'), asked, facts]).toEqual(['idle', { email: null, failure: null }, false, [], []])
  })

  it.each([
    ['update.otp', { type: 'update.otp', otp: '123456' }],
    ['update.cancel', { type: 'update.cancel' }],
  ] as const)('idle ignores %s', (_case, event) => {
    const { actor, asked, facts, state, context } = start()
    actor.send(event)
    expect([state(), context(), asked, facts]).toEqual(['idle', { email: null, failure: null }, [], []])
  })
})

describe('email update: the new email (R-EMAIL-3)', () => {
  it('the new email goes out without the spaces around it, busy', () => {
    const { actor, asked, facts, snapshot } = start()
    actor.send({ type: 'update.submit', email: '  new@example.org ' })
    expect([snapshot().value, snapshot().hasTag('busy'), snapshot().context]).toEqual(['sending', true, { email: NEW_EMAIL, failure: null }])
    expect(asked).toEqual([{ id: 'sendUpdate', input: { email: NEW_EMAIL } }])
    expect(Object.keys(snapshot().children)).toEqual(['sendUpdate'])
    expect(facts).toEqual([])
  })

  it('R-EMAIL-3: accepted, the code sent to the current address is asked for, and the modal is told', async () => {
    const { send, asked, facts, snapshot } = start({ sendUpdate: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    expect([snapshot().value, snapshot().hasTag('busy'), snapshot().context]).toEqual(['awaitingPrimary', false, { email: NEW_EMAIL, failure: null }])
    expect([asked.length, facts]).toEqual([1, [{ type: 'step', step: 'primary' }]])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: NOT_SENT }), NOT_SENT],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('an update %s goes back to the field with the failure; the next email clears it and is sent', async (_case, sendUpdate, failure) => {
    let call = 0
    const { send, actor, asked, facts, snapshot } = start({ sendUpdate: () => (call++ === 0 ? sendUpdate() : pending()) as Promise<unknown> })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    expect([snapshot().value, snapshot().hasTag('busy'), snapshot().context, facts]).toEqual(['idle', false, { email: NEW_EMAIL, failure }, []])
    actor.send({ type: 'update.submit', email: 'other@example.org' })
    expect([snapshot().value, snapshot().context]).toEqual(['sending', { email: 'other@example.org', failure: null }])
    expect(asked.map((entry) => entry.input)).toEqual([{ email: NEW_EMAIL }, { email: 'other@example.org' }])
  })

  it('R-ERR-6: no answer for 30 s: nothing at 29 999 ms; at 30 000 ms the field, the timeout, the alert, requests aborted', () => {
    const { actor, clock, aborted, facts, state, context, aborts } = start()
    actor.send({ type: 'update.submit', email: NEW_EMAIL })
    clock.increment(29_999)
    expect([state(), context().failure, facts, aborts(), aborted()]).toEqual(['sending', null, [], 0, []])
    clock.increment(1)
    expect([state(), context().failure, facts, aborts(), aborted()]).toEqual(['idle', TIMED_OUT, [{ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' }], 1, ['sendUpdate']])
  })

  it.each([
    ['update.submit', { type: 'update.submit', email: 'other@example.org' }],
    ['update.otp', { type: 'update.otp', otp: '123456' }],
  ] as const)('sending ignores %s', async (_case, event) => {
    const { send, asked, state, context } = start()
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send(event)
    expect([state(), context().email, asked.length]).toEqual(['sending', NEW_EMAIL, 1])
  })
})

describe('email update: the two codes (R-EMAIL-3)', () => {
  it('R-EMAIL-3: the current address’s code, then the new address’s, each sent as typed; both right, the new email reported once', async () => {
    const { send, actor, asked, facts, snapshot } = start({ sendUpdate: accepted, verifyPrimary: accepted, verifySecondary: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    actor.send({ type: 'update.otp', otp: '111111' })
    expect([snapshot().value, snapshot().hasTag('busy')]).toEqual(['verifyingPrimary', true])
    await settle()
    expect([snapshot().value, snapshot().hasTag('busy'), snapshot().context.failure]).toEqual(['awaitingSecondary', false, null])
    actor.send({ type: 'update.otp', otp: '222222' })
    expect([snapshot().value, snapshot().hasTag('busy')]).toEqual(['verifyingSecondary', true])
    await settle()
    expect([snapshot().value, snapshot().context.failure]).toEqual(['idle', null])
    expect(asked).toEqual([
      { id: 'sendUpdate', input: { email: NEW_EMAIL } },
      { id: 'verifyPrimary', input: { otp: '111111' } },
      { id: 'verifySecondary', input: { otp: '222222' } },
    ])
    expect(facts).toEqual([
      { type: 'step', step: 'primary' },
      { type: 'step', step: 'secondary' },
      { type: 'updated', email: NEW_EMAIL },
    ])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: WRONG_CODE }), WRONG_CODE],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('a primary code %s keeps the person on it with the failure; the next code clears it', async (_case, answer, failure) => {
    let call = 0
    const { send, actor, asked, facts, snapshot } = start({ sendUpdate: accepted, verifyPrimary: () => (call++ === 0 ? answer() : pending()) as Promise<unknown> })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send({ type: 'update.otp', otp: '111111' })
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['awaitingPrimary', failure, [{ type: 'step', step: 'primary' }]])
    actor.send({ type: 'update.otp', otp: '333333' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['verifyingPrimary', null])
    expect(asked.filter((entry) => entry.id === 'verifyPrimary').map((entry) => entry.input)).toEqual([{ otp: '111111' }, { otp: '333333' }])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: WRONG_CODE }), WRONG_CODE],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('a secondary code %s keeps the person on it with the failure, nothing updated; the next code clears it', async (_case, answer, failure) => {
    let call = 0
    const { send, actor, asked, facts, snapshot } = start({ sendUpdate: accepted, verifyPrimary: accepted, verifySecondary: () => (call++ === 0 ? answer() : pending()) as Promise<unknown> })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send({ type: 'update.otp', otp: '111111' })
    await send({ type: 'update.otp', otp: '222222' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['awaitingSecondary', failure])
    expect(facts).toEqual([
      { type: 'step', step: 'primary' },
      { type: 'step', step: 'secondary' },
    ])
    actor.send({ type: 'update.otp', otp: '444444' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['verifyingSecondary', null])
    expect(asked.filter((entry) => entry.id === 'verifySecondary').map((entry) => entry.input)).toEqual([{ otp: '222222' }, { otp: '444444' }])
  })

  it('R-ERR-6: a primary code unanswered for 30 s: nothing at 29 999 ms; at 30 000 ms back on it, the timeout, the alert, requests aborted', async () => {
    const { send, actor, clock, aborted, facts, state, context, aborts } = start({ sendUpdate: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    clock.increment(10_000)
    actor.send({ type: 'update.otp', otp: '111111' })
    clock.increment(29_999)
    expect([state(), context().failure, aborts()]).toEqual(['verifyingPrimary', null, 0])
    clock.increment(1)
    expect([state(), context().failure, aborts(), aborted()]).toEqual(['awaitingPrimary', TIMED_OUT, 1, ['verifyPrimary']])
    expect(facts).toEqual([
      { type: 'step', step: 'primary' },
      { type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' },
    ])
  })

  it('R-ERR-6: a secondary code unanswered for 30 s: nothing at 29 999 ms; at 30 000 ms back on it, the timeout, the alert, requests aborted', async () => {
    const { send, actor, clock, aborted, facts, state, context, aborts } = start({ sendUpdate: accepted, verifyPrimary: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send({ type: 'update.otp', otp: '111111' })
    clock.increment(10_000)
    actor.send({ type: 'update.otp', otp: '222222' })
    clock.increment(29_999)
    expect([state(), context().failure, aborts()]).toEqual(['verifyingSecondary', null, 0])
    clock.increment(1)
    expect([state(), context().failure, aborts(), aborted()]).toEqual(['awaitingSecondary', TIMED_OUT, 1, ['verifySecondary']])
    expect(facts.map((fact) => fact.type)).toEqual(['step', 'step', 'alert'])
    expect(facts.at(-1)).toEqual({ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' })
  })

  it('checking a code ignores another code and another email: one request each', async () => {
    const { send, asked, state } = start({ sendUpdate: accepted, verifyPrimary: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send({ type: 'update.otp', otp: '111111' })
    await send({ type: 'update.otp', otp: '222222' })
    await send({ type: 'update.otp', otp: '999999' })
    await send({ type: 'update.submit', email: 'other@example.org' })
    expect([state(), asked.map((entry) => entry.id)]).toEqual(['verifyingSecondary', ['sendUpdate', 'verifyPrimary', 'verifySecondary']])
  })

  it('waiting for a code ignores another email', async () => {
    const { send, asked, state, context } = start({ sendUpdate: accepted })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    await send({ type: 'update.submit', email: 'other@example.org' })
    expect([state(), context().email, asked.length]).toEqual(['awaitingPrimary', NEW_EMAIL, 1])
  })
})

describe('email update: cancel', () => {
  const refused = async () => ({ ok: false, error: WRONG_CODE })
  it.each([
    ['sending', { sendUpdate: pending }, [], null, ['sendUpdate']],
    ['awaitingPrimary', { sendUpdate: accepted, verifyPrimary: refused }, ['000000'], WRONG_CODE, []],
    ['verifyingPrimary', { sendUpdate: accepted }, ['111111'], null, ['verifyPrimary']],
    ['awaitingSecondary', { sendUpdate: accepted, verifyPrimary: accepted, verifySecondary: refused }, ['111111', '000000'], WRONG_CODE, []],
    ['verifyingSecondary', { sendUpdate: accepted, verifyPrimary: accepted }, ['111111', '222222'], null, ['verifySecondary']],
  ] as [string, Answers, string[], unknown, Step[]][])('cancel from %s goes back to the field, the failure cleared, the pending request stopped', async (at, answers, otps, failure, stopped) => {
    const { send, actor, aborted, facts, state, context, aborts } = start(answers)
    await send({ type: 'update.submit', email: NEW_EMAIL })
    for (const otp of otps) await send({ type: 'update.otp', otp })
    expect([state(), context().failure]).toEqual([at, failure])
    actor.send({ type: 'update.cancel' })
    expect([state(), context().failure, aborted(), aborts()]).toEqual(['idle', null, stopped, 0])
    expect(facts.filter((fact) => fact.type === 'updated')).toEqual([])
  })

  it('cancel on the field clears the failure shown there', async () => {
    const { send, actor, state, context } = start({ sendUpdate: async () => ({ ok: false, error: NOT_SENT }) })
    await send({ type: 'update.submit', email: NEW_EMAIL })
    expect(context().failure).toEqual(NOT_SENT)
    actor.send({ type: 'update.cancel' })
    expect([state(), context().failure]).toEqual(['idle', null])
  })
})

describe('email update: the steps left unprovided', () => {
  it('each frame step fails until the flow provides it: handled as a thrown step', async () => {
    const run = async (provided: Partial<Record<Step, unknown>>, otps: string[]) => {
      const actor = createActor(emailUpdateMachine.provide({ actors: Object.fromEntries(Object.entries(provided).map(([id, output]) => [id, fromPromise(async () => output)])) as never }))
      actor.start()
      actor.send({ type: 'update.submit', email: NEW_EMAIL })
      await settle()
      for (const otp of otps) {
        actor.send({ type: 'update.otp', otp })
        await settle()
      }
      const snapshot = actor.getSnapshot()
      return [snapshot.status, snapshot.value, snapshot.context.failure]
    }
    const ok = { ok: true, value: {} }
    expect(await run({}, [])).toEqual(['active', 'idle', SOMETHING_WENT_WRONG])
    expect(await run({ sendUpdate: ok }, ['111111'])).toEqual(['active', 'awaitingPrimary', SOMETHING_WENT_WRONG])
    expect(await run({ sendUpdate: ok, verifyPrimary: ok }, ['111111', '222222'])).toEqual(['active', 'awaitingSecondary', SOMETHING_WENT_WRONG])
  })
})
