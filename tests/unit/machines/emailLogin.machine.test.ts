// Email login with answering actors (R-EMAIL-1, R-EMAIL-2, R-EMAIL-4, R-ERR-6, R-VAL-2), each expected value written
// out: what each frame step is asked (the trimmed email, the code), what each answer, refusal, throw or 30 s silence
// leaves in context and which step follows, the facts told to the modal, the 30-second cooldown second by second,
// and what cancel and reset leave. The model test walks every path by handing the machine its outcomes; here the
// actors really run, so their inputs, the clock's boundaries and the states after them are real.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { emailLoginMachine } from '../../../src/machines/emailLogin/emailLogin.machine'
import type { EmailLoginEmitted } from '../../../src/machines/emailLogin/emailLogin.types'
import { pending, settle } from './support/promises'

const EMAIL = 'ana@example.com'
const USER = { email: EMAIL, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 }
const NOT_SENT = { code: 'FRAME_ERROR', message: 'Could not send email' }
const NOT_APPROVED = { code: 'FRAME_ERROR', message: 'Device not approved' }
const WRONG_CODE = { code: 'FRAME_ERROR', message: 'Invalid code' }
const NO_USER = { code: 'FRAME_ERROR', message: 'No user' }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
// SPEC §8: iframe_request_timeout is the alert 'Embedded Wallet Request Timed Out'.
const TIMED_OUT = { code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' }
const boom = () => Promise.reject(new Error('boom'))

type Step = 'sendEmail' | 'verifyDevice' | 'verifyOtp' | 'fetchUser'
type Answers = Partial<Record<Step, (input: unknown) => Promise<unknown>>>
const asks = (action: string): Answers => ({ sendEmail: async () => ({ ok: true, value: { action } }) })

function start(answers: Answers = {}) {
  const asked: { id: Step; input: unknown }[] = []
  const signals: { id: Step; signal: AbortSignal }[] = []
  const actors = Object.fromEntries(
    (['sendEmail', 'verifyDevice', 'verifyOtp', 'fetchUser'] as const).map((id) => [
      id,
      fromPromise(({ input, signal }) => {
        asked.push({ id, input })
        signals.push({ id, signal })
        return (answers[id] ?? pending)(input)
      }),
    ]),
  )
  const remembered: (string | null)[] = []
  let aborts = 0
  const clock = new SimulatedClock()
  const actor = createActor(
    emailLoginMachine.provide({
      actors: actors as never,
      actions: { rememberLogin: ({ context }) => void remembered.push(context.email), abortRequests: () => void aborts++ },
    }),
    { clock },
  )
  const facts: EmailLoginEmitted[] = []
  for (const type of ['toast', 'alert', 'connected', 'authFailed', 'step'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  const flow = () => (snapshot().value as { flow: string }).flow
  const cooldown = () => (snapshot().value as { cooldown: string }).cooldown
  // Time passes a second at a time: each tick of the countdown schedules the next one from its own moment.
  const advance = (ms: number) => {
    for (let left = ms; left > 0; left -= Math.min(1_000, left)) clock.increment(Math.min(1_000, left))
  }
  const aborted = () => signals.filter((entry) => entry.signal.aborted).map((entry) => entry.id)
  const submit = async (email = EMAIL) => {
    actor.send({ type: 'email.submit', email })
    await settle()
  }
  return { actor, asked, facts, remembered, clock, advance, aborted, submit, flow, cooldown, snapshot, context: () => snapshot().context, aborts: () => aborts }
}

describe('email login: at rest', () => {
  it('starts idle and ready, with no email, no failure, no cooldown and no user; nothing is asked', () => {
    const { asked, facts, snapshot, context } = start()
    expect(snapshot().value).toEqual({ flow: 'idle', cooldown: 'ready' })
    expect(context()).toEqual({ email: null, failure: null, cooldownLeft: 0, user: null })
    expect([snapshot().hasTag('busy'), asked, facts]).toEqual([false, [], []])
  })

  it.each(['email.otp', 'email.resend', 'email.cancel', 'email.reset'] as const)('idle ignores %s', (type) => {
    const { actor, asked, facts, snapshot } = start()
    actor.send(type === 'email.otp' ? { type, otp: '123456' } : { type })
    expect([snapshot().value, snapshot().context, asked, facts]).toEqual([{ flow: 'idle', cooldown: 'ready' }, { email: null, failure: null, cooldownLeft: 0, user: null }, [], []])
  })
})

describe('email login: sending the email (R-EMAIL-1, R-EMAIL-4)', () => {
  it('the email goes out without the spaces around it, busy, and the 30-second cooldown starts', () => {
    const { actor, asked, facts, flow, cooldown, snapshot, context } = start()
    actor.send({ type: 'email.submit', email: '  ana@example.com ' })
    expect([flow(), cooldown(), snapshot().hasTag('busy')]).toEqual(['sendingEmail', 'cooling', true])
    expect(context()).toEqual({ email: 'ana@example.com', failure: null, cooldownLeft: 30, user: null })
    expect(asked).toEqual([{ id: 'sendEmail', input: { email: 'ana@example.com' } }])
    expect(Object.keys(snapshot().children)).toEqual(['sendEmail'])
    expect(facts).toEqual([])
  })

  it('R-EMAIL-1: the frame asks for a device approval: the modal is told, and the frame is asked to verify the device', async () => {
    const { asked, facts, flow, snapshot, submit } = start(asks('VERIFY_DEVICE'))
    await submit()
    expect([flow(), snapshot().hasTag('busy'), snapshot().context.failure]).toEqual(['verifyingDevice', true, null])
    expect(asked).toEqual([
      { id: 'sendEmail', input: { email: EMAIL } },
      { id: 'verifyDevice', input: undefined },
    ])
    expect(facts).toEqual([{ type: 'step', step: 'device' }])
  })

  it('R-EMAIL-1: the frame asks for a code: the modal is told, and nothing more is asked until one is typed', async () => {
    const { asked, facts, flow, snapshot, submit } = start(asks('VERIFY_OTP'))
    await submit()
    expect([flow(), snapshot().hasTag('busy'), Object.keys(snapshot().children)]).toEqual(['awaitingOtp', false, []])
    expect(asked.map((entry) => entry.id)).toEqual(['sendEmail'])
    expect(facts).toEqual([{ type: 'step', step: 'otp' }])
  })

  it('R-EMAIL-1: the frame connects at once: no step is shown, the user is fetched', async () => {
    const { asked, facts, flow, snapshot, submit } = start(asks('CONNECT'))
    await submit()
    expect([flow(), snapshot().hasTag('busy')]).toEqual(['connecting', true])
    expect(asked).toEqual([
      { id: 'sendEmail', input: { email: EMAIL } },
      { id: 'fetchUser', input: undefined },
    ])
    expect(facts).toEqual([])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: NOT_SENT }), NOT_SENT],
    // R-VAL-2: the connect-email action is VERIFY_DEVICE, VERIFY_OTP or CONNECT; anything else is not understood.
    ['answered with an action outside §5 (R-VAL-2)', async () => ({ ok: true, value: { action: 'SIGN_IN' } }), SOMETHING_WENT_WRONG],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('an email %s goes back to the field with the failure; the cooldown still runs', async (_case, sendEmail, failure) => {
    const { asked, facts, flow, cooldown, snapshot, submit } = start({ sendEmail })
    await submit()
    expect([flow(), cooldown(), snapshot().hasTag('busy')]).toEqual(['idle', 'cooling', false])
    expect(snapshot().context).toEqual({ email: EMAIL, failure, cooldownLeft: 30, user: null })
    expect([asked.map((entry) => entry.id), facts]).toEqual([['sendEmail'], []])
  })

  it('R-ERR-6: no answer for 30 s: nothing at 29 999 ms; at 30 000 ms the field, "Embedded Wallet Request Timed Out", the alert, requests aborted', async () => {
    const { advance, clock, aborted, facts, flow, context, submit, aborts } = start()
    await submit()
    advance(29_999)
    expect([flow(), context().failure, facts, aborts(), aborted()]).toEqual(['sendingEmail', null, [], 0, []])
    clock.increment(1)
    expect([flow(), context().failure, facts, aborts(), aborted()]).toEqual(['idle', TIMED_OUT, [{ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' }], 1, ['sendEmail']])
  })

  it('cancel while sending goes back to the field and stops the request; the email counted for the cooldown', async () => {
    const { actor, aborted, facts, flow, cooldown, context, submit, aborts } = start()
    await submit()
    actor.send({ type: 'email.cancel' })
    await settle()
    expect([flow(), cooldown(), context().failure, context().cooldownLeft, aborted(), aborts(), facts]).toEqual(['idle', 'cooling', null, 30, ['sendEmail'], 0, []])
  })

  it.each([
    ['email.submit', { type: 'email.submit', email: 'bob@example.org' }],
    ['email.otp', { type: 'email.otp', otp: '123456' }],
    ['email.resend', { type: 'email.resend' }],
    ['email.reset', { type: 'email.reset' }],
  ] as const)('sending ignores %s: one request, the same email', async (_case, event) => {
    const { actor, asked, facts, flow, context, submit } = start()
    await submit()
    actor.send(event)
    await settle()
    expect([flow(), context().email, asked.length, facts]).toEqual(['sendingEmail', EMAIL, 1, []])
  })
})

describe('email login: cancel after a failed email', () => {
  // The field shows the flow's failure: a second email after a refused one clears the first one's reason as it goes
  // out, and a cancel while it is sent or while the device approval is awaited brings none back.
  it.each([
    ['while the second email is sent', 'sendingEmail', () => new Promise<never>(() => undefined)],
    ['while the device approval is awaited', 'verifyingDevice', async () => ({ ok: true, value: { action: 'VERIFY_DEVICE' } })],
  ])('R-EMAIL-4: cancel %s leaves the field without the first email\'s reason', async (_case, waitingIn, second) => {
    let sent = 0
    const sendEmail = (_input: unknown) => (sent++ === 0 ? Promise.resolve({ ok: false, error: NOT_SENT }) : second())
    const { actor, advance, flow, context, submit } = start({ sendEmail: sendEmail as (input: unknown) => Promise<unknown> })
    await submit()
    expect([flow(), context().failure]).toEqual(['idle', NOT_SENT])
    advance(30_000)
    await submit()
    expect([flow(), context().failure]).toEqual([waitingIn, null])
    actor.send({ type: 'email.cancel' })
    expect([flow(), context().failure]).toEqual(['idle', null])
  })
})

describe('email login: device approval (R-EMAIL-1)', () => {
  it('an approved device moves on to the code, and the modal is told', async () => {
    const { asked, facts, flow, context, submit } = start({ ...asks('VERIFY_DEVICE'), verifyDevice: async () => ({ ok: true, value: {} }) })
    await submit()
    expect([flow(), context().failure]).toEqual(['awaitingOtp', null])
    expect(asked.map((entry) => entry.id)).toEqual(['sendEmail', 'verifyDevice'])
    expect(facts).toEqual([
      { type: 'step', step: 'device' },
      { type: 'step', step: 'otp' },
    ])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: NOT_APPROVED }), NOT_APPROVED],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('a device approval %s goes back to the field with the failure', async (_case, verifyDevice, failure) => {
    const { facts, flow, context, submit } = start({ ...asks('VERIFY_DEVICE'), verifyDevice })
    await submit()
    expect([flow(), context().failure, context().email]).toEqual(['idle', failure, EMAIL])
    expect(facts).toEqual([{ type: 'step', step: 'device' }])
  })

  it('R-ERR-6: no approval for 30 s: nothing at 29 999 ms; at 30 000 ms the field, the timeout, the alert, requests aborted', async () => {
    const { advance, clock, aborted, facts, flow, context, submit, aborts } = start(asks('VERIFY_DEVICE'))
    await submit()
    advance(29_999)
    expect([flow(), context().failure, aborts(), aborted()]).toEqual(['verifyingDevice', null, 0, []])
    clock.increment(1)
    expect([flow(), context().failure, aborts(), aborted()]).toEqual(['idle', TIMED_OUT, 1, ['verifyDevice']])
    expect(facts).toEqual([
      { type: 'step', step: 'device' },
      { type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' },
    ])
  })

  it('cancel while waiting for the approval goes back to the field and stops the request', async () => {
    const { actor, aborted, flow, context, submit, aborts } = start(asks('VERIFY_DEVICE'))
    await submit()
    actor.send({ type: 'email.cancel' })
    expect([flow(), context().failure, aborted(), aborts()]).toEqual(['idle', null, ['verifyDevice'], 0])
  })

  it('waiting for the approval ignores a code and a resend', async () => {
    const { actor, asked, flow, submit } = start(asks('VERIFY_DEVICE'))
    await submit()
    actor.send({ type: 'email.otp', otp: '123456' })
    actor.send({ type: 'email.resend' })
    await settle()
    expect([flow(), asked.map((entry) => entry.id)]).toEqual(['verifyingDevice', ['sendEmail', 'verifyDevice']])
  })
})

describe('email login: the code (R-EMAIL-1)', () => {
  it('the code typed is sent as typed; a wrong one keeps the person on the code with the frame’s reason; the next one clears it', async () => {
    let call = 0
    const verifyOtp = async () => [{ ok: false, error: WRONG_CODE }][call++] ?? pending()
    const { actor, asked, flow, snapshot, context, submit } = start({ ...asks('VERIFY_OTP'), verifyOtp })
    await submit()
    actor.send({ type: 'email.otp', otp: '111111' })
    expect([flow(), snapshot().hasTag('busy'), context().failure]).toEqual(['verifyingOtp', true, null])
    await settle()
    expect([flow(), snapshot().hasTag('busy'), context().failure]).toEqual(['awaitingOtp', false, WRONG_CODE])
    actor.send({ type: 'email.otp', otp: '654321' })
    expect([flow(), context().failure]).toEqual(['verifyingOtp', null])
    expect(asked.filter((entry) => entry.id === 'verifyOtp')).toEqual([
      { id: 'verifyOtp', input: { otp: '111111' } },
      { id: 'verifyOtp', input: { otp: '654321' } },
    ])
  })

  it('a check of the code that throws keeps the person on the code with "Something went wrong"', async () => {
    const { actor, flow, context, submit } = start({ ...asks('VERIFY_OTP'), verifyOtp: boom })
    await submit()
    actor.send({ type: 'email.otp', otp: '123456' })
    await settle()
    expect([flow(), context().failure]).toEqual(['awaitingOtp', SOMETHING_WENT_WRONG])
  })

  it('the right code fetches the user', async () => {
    const { actor, asked, flow, submit } = start({ ...asks('VERIFY_OTP'), verifyOtp: async () => ({ ok: true, value: {} }) })
    await submit()
    actor.send({ type: 'email.otp', otp: '123456' })
    await settle()
    expect(flow()).toBe('connecting')
    expect(asked.map((entry) => entry.id)).toEqual(['sendEmail', 'verifyOtp', 'fetchUser'])
  })

  it('R-ERR-6: a code unanswered for 30 s: nothing at 29 999 ms; at 30 000 ms back on the code, the timeout, the alert, requests aborted', async () => {
    const { actor, advance, clock, aborted, facts, flow, context, submit, aborts } = start(asks('VERIFY_OTP'))
    await submit()
    advance(5_000)
    actor.send({ type: 'email.otp', otp: '123456' })
    advance(29_999)
    expect([flow(), context().failure, aborts()]).toEqual(['verifyingOtp', null, 0])
    clock.increment(1)
    expect([flow(), context().failure, aborts(), aborted()]).toEqual(['awaitingOtp', TIMED_OUT, 1, ['verifyOtp']])
    expect(facts.at(-1)).toEqual({ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' })
  })

  it.each([
    ['email.cancel', { type: 'email.cancel' }],
    ['email.otp', { type: 'email.otp', otp: '999999' }],
    ['email.resend', { type: 'email.resend' }],
    ['email.submit', { type: 'email.submit', email: 'bob@example.org' }],
  ] as const)('checking a code ignores %s, even after the cooldown', async (_case, event) => {
    const { actor, advance, asked, aborted, flow, context, submit } = start(asks('VERIFY_OTP'))
    await submit()
    advance(30_000)
    actor.send({ type: 'email.otp', otp: '123456' })
    actor.send(event)
    await settle()
    expect([flow(), context().email, asked.map((entry) => entry.id), aborted()]).toEqual(['verifyingOtp', EMAIL, ['sendEmail', 'verifyOtp'], []])
  })

  it('cancel on the code goes back to the field, without the wrong code’s reason (the field shows the flow’s failure)', async () => {
    const { actor, flow, context, submit } = start({ ...asks('VERIFY_OTP'), verifyOtp: async () => ({ ok: false, error: WRONG_CODE }) })
    await submit()
    actor.send({ type: 'email.otp', otp: '111111' })
    await settle()
    expect(context().failure).toEqual(WRONG_CODE)
    actor.send({ type: 'email.cancel' })
    expect([flow(), context().failure]).toEqual(['idle', null])
  })
})

describe('email login: another email (R-EMAIL-4)', () => {
  it('R-EMAIL-4: a resend inside 30 s says "Please try again after N seconds" with the seconds left and sends nothing', async () => {
    const { actor, advance, asked, facts, flow, context, submit } = start(asks('VERIFY_OTP'))
    await submit()
    actor.send({ type: 'email.resend' })
    advance(12_000)
    actor.send({ type: 'email.resend' })
    expect([flow(), context().cooldownLeft, asked.length]).toEqual(['awaitingOtp', 18, 1])
    expect(facts).toEqual([
      { type: 'step', step: 'otp' },
      { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 30 },
      { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 18 },
    ])
  })

  it('R-EMAIL-4: a resend after 30 s sends the same email again, clears the failure and starts another 30 s', async () => {
    let call = 0
    const verifyOtp = async () => [{ ok: false, error: WRONG_CODE }][call++] ?? pending()
    const { actor, advance, asked, flow, cooldown, context, submit } = start({ ...asks('VERIFY_OTP'), verifyOtp })
    await submit()
    actor.send({ type: 'email.otp', otp: '111111' })
    await settle()
    advance(30_000)
    expect([context().failure, cooldown()]).toEqual([WRONG_CODE, 'ready'])
    actor.send({ type: 'email.resend' })
    expect([flow(), cooldown(), context()]).toEqual(['sendingEmail', 'cooling', { email: EMAIL, failure: null, cooldownLeft: 30, user: null }])
    expect(asked.filter((entry) => entry.id === 'sendEmail')).toEqual([
      { id: 'sendEmail', input: { email: EMAIL } },
      { id: 'sendEmail', input: { email: EMAIL } },
    ])
  })

  it('R-EMAIL-4: another email from the code view: refused inside 30 s, the email kept; afterwards the new one goes out', async () => {
    const { actor, advance, asked, facts, flow, context, submit } = start(asks('VERIFY_OTP'))
    await submit()
    actor.send({ type: 'email.submit', email: 'bob@example.org' })
    expect([flow(), context().email, facts.at(-1)]).toEqual(['awaitingOtp', EMAIL, { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 30 }])
    advance(30_000)
    actor.send({ type: 'email.submit', email: ' bob@example.org ' })
    expect([flow(), context().email, context().cooldownLeft]).toEqual(['sendingEmail', 'bob@example.org', 30])
    expect(asked.filter((entry) => entry.id === 'sendEmail').map((entry) => entry.input)).toEqual([{ email: EMAIL }, { email: 'bob@example.org' }])
  })

  it('R-EMAIL-4: from the field, the seconds count down one per 1 000 ms; the last is refused at 29 999 ms, and at 30 000 ms an email goes out', async () => {
    const { actor, clock, advance, asked, facts, flow, cooldown, context, submit } = start({ sendEmail: async () => ({ ok: false, error: NOT_SENT }) })
    await submit()
    const refusal = () => {
      actor.send({ type: 'email.submit', email: 'bob@example.org' })
      return facts.at(-1)
    }
    clock.increment(999)
    expect([context().cooldownLeft, refusal()]).toEqual([30, { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 30 }])
    clock.increment(1)
    expect([context().cooldownLeft, refusal()]).toEqual([29, { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 29 }])
    clock.increment(1_000)
    expect(context().cooldownLeft).toBe(28)
    advance(27_999)
    expect([cooldown(), context().cooldownLeft, refusal()]).toEqual(['cooling', 1, { type: 'toast', code: 'EMAIL_COOLDOWN', seconds: 1 }])
    // Refused emails are neither sent nor kept, and the failure of the last one stays on the field.
    expect([flow(), context().email, context().failure, asked.length]).toEqual(['idle', EMAIL, NOT_SENT, 1])
    clock.increment(1)
    expect([cooldown(), context().cooldownLeft]).toEqual(['ready', 0])
    actor.send({ type: 'email.submit', email: 'bob@example.org' })
    expect([flow(), cooldown(), context().email, context().failure, context().cooldownLeft]).toEqual(['sendingEmail', 'cooling', 'bob@example.org', null, 30])
    expect(asked.map((entry) => entry.input)).toEqual([{ email: EMAIL }, { email: 'bob@example.org' }])
    expect(facts.filter((fact) => fact.type === 'toast')).toHaveLength(3)
  })

  it('R-EMAIL-4: the cooldown ends once: nothing more happens after it, however long one waits', async () => {
    const { advance, cooldown, context, submit } = start({ sendEmail: async () => ({ ok: false, error: NOT_SENT }) })
    await submit()
    advance(45_000)
    expect([cooldown(), context().cooldownLeft]).toEqual(['ready', 0])
  })
})

describe('email login: connecting (R-EMAIL-2)', () => {
  it('R-EMAIL-2: the user fetched: connected with the user, the login remembered once with the email, the modal told', async () => {
    const { asked, facts, remembered, flow, snapshot, context, submit } = start({ ...asks('CONNECT'), fetchUser: async () => ({ ok: true, value: USER }) })
    await submit()
    expect([flow(), snapshot().hasTag('busy')]).toEqual(['connected', false])
    expect(context()).toEqual({ email: EMAIL, failure: null, cooldownLeft: 30, user: USER })
    expect(remembered).toEqual([EMAIL])
    expect(facts).toEqual([{ type: 'connected', user: USER, email: EMAIL }])
    expect(asked.map((entry) => entry.id)).toEqual(['sendEmail', 'fetchUser'])
  })

  it.each([
    ['refused with its reason', async () => ({ ok: false, error: NO_USER }), NO_USER],
    ['thrown', boom, SOMETHING_WENT_WRONG],
  ])('a user fetch %s: back to the field with the failure, authentication reported failed, nothing remembered', async (_case, fetchUser, failure) => {
    const { facts, remembered, flow, context, submit } = start({ ...asks('CONNECT'), fetchUser })
    await submit()
    expect([flow(), context().failure, context().user, remembered]).toEqual(['idle', failure, null, []])
    expect(facts).toEqual([{ type: 'authFailed' }])
  })

  it('R-ERR-6: no user for 30 s: nothing at 29 999 ms; at 30 000 ms the field, the timeout, the alert, requests aborted, no authFailed', async () => {
    const { advance, clock, aborted, facts, remembered, flow, context, submit, aborts } = start(asks('CONNECT'))
    await submit()
    advance(29_999)
    expect([flow(), context().failure, aborts()]).toEqual(['connecting', null, 0])
    clock.increment(1)
    expect([flow(), context().failure, aborts(), aborted(), remembered]).toEqual(['idle', TIMED_OUT, 1, ['fetchUser'], []])
    expect(facts).toEqual([{ type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' }])
  })

  it.each([
    ['email.cancel', { type: 'email.cancel' }],
    ['email.submit', { type: 'email.submit', email: 'bob@example.org' }],
    ['email.otp', { type: 'email.otp', otp: '123456' }],
    ['email.resend', { type: 'email.resend' }],
  ] as const)('connecting ignores %s', async (_case, event) => {
    const { actor, advance, asked, aborted, flow, submit } = start(asks('CONNECT'))
    await submit()
    advance(29_000)
    actor.send(event)
    await settle()
    expect([flow(), asked.map((entry) => entry.id), aborted()]).toEqual(['connecting', ['sendEmail', 'fetchUser'], []])
  })

  it.each([
    ['email.cancel', { type: 'email.cancel' }],
    ['email.submit', { type: 'email.submit', email: 'bob@example.org' }],
    ['email.otp', { type: 'email.otp', otp: '123456' }],
    ['email.resend', { type: 'email.resend' }],
  ] as const)('connected ignores %s, even after the cooldown', async (_case, event) => {
    const { actor, advance, asked, facts, flow, context, submit } = start({ ...asks('CONNECT'), fetchUser: async () => ({ ok: true, value: USER }) })
    await submit()
    advance(30_000)
    actor.send(event)
    await settle()
    expect([flow(), context(), asked.length, facts.length]).toEqual(['connected', { email: EMAIL, failure: null, cooldownLeft: 0, user: USER }, 2, 1])
  })

  it('signed out (reset): the email, the failure and the user forgotten; the next login starts afresh', async () => {
    const { actor, advance, asked, flow, context, submit } = start({ ...asks('CONNECT'), fetchUser: async () => ({ ok: true, value: USER }) })
    await submit()
    actor.send({ type: 'email.reset' })
    expect([flow(), context()]).toEqual(['idle', { email: null, failure: null, cooldownLeft: 30, user: null }])
    advance(30_000)
    actor.send({ type: 'email.submit', email: 'bob@example.org' })
    expect(asked.filter((entry) => entry.id === 'sendEmail').map((entry) => entry.input)).toEqual([{ email: EMAIL }, { email: 'bob@example.org' }])
  })
})

describe('email login: the steps left unprovided', () => {
  it('each frame step fails until the flow provides it: handled as a thrown step', async () => {
    const answered = (answers: Partial<Record<Step, unknown>>) =>
      emailLoginMachine.provide({ actors: Object.fromEntries(Object.entries(answers).map(([id, output]) => [id, fromPromise(async () => output)])) as never })
    const run = async (machine: typeof emailLoginMachine, otp: boolean) => {
      const actor = createActor(machine)
      const facts: EmailLoginEmitted[] = []
      actor.on('authFailed', (fact) => facts.push(fact))
      actor.start()
      actor.send({ type: 'email.submit', email: EMAIL })
      await settle()
      if (otp) actor.send({ type: 'email.otp', otp: '123456' })
      await settle()
      const snapshot = actor.getSnapshot()
      return [snapshot.status, (snapshot.value as { flow: string }).flow, snapshot.context.failure, facts.length]
    }
    const ok = (action: string) => ({ ok: true, value: { action } })
    expect(await run(emailLoginMachine, false)).toEqual(['active', 'idle', SOMETHING_WENT_WRONG, 0])
    expect(await run(answered({ sendEmail: ok('VERIFY_DEVICE') }), false)).toEqual(['active', 'idle', SOMETHING_WENT_WRONG, 0])
    expect(await run(answered({ sendEmail: ok('VERIFY_OTP') }), true)).toEqual(['active', 'awaitingOtp', SOMETHING_WENT_WRONG, 0])
    expect(await run(answered({ sendEmail: ok('CONNECT') }), false)).toEqual(['active', 'idle', SOMETHING_WENT_WRONG, 1])
  })
})
