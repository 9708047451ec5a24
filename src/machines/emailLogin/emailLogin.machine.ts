// Email login through the embedded-wallet frame (SPEC §4, R-EMAIL-1, R-EMAIL-2, R-EMAIL-4, R-ERR-6): the email is
// sent; the frame answers with a device to approve (a link in the mailbox), a one-time code to type, or a connection
// at once; then the user is fetched and the login remembered. Every frame request has 30 s; one email may be sent
// per 30 s, and a second try inside that window says how long is left. The code and the email are context for the
// views only: the frame flow's glue keeps them out of the inspector, logs and analytics.
import { and, assertEvent, assign, emit, fromPromise, not, raise, setup, stateIn } from 'xstate'
import { EMAIL_LOGIN_COOLDOWN_MS, FRAME_REQUEST_TIMEOUT_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import type { ShownError } from '../../core/walletCard'
import type { EmailLoginContext, EmailLoginEmitted, EmailLoginEvent, EmbeddedLoginUser, LoginAction, StepOutcome } from './emailLogin.types'

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the email login flow`))
const outputOf = <T>(event: unknown) => (event as { output: T }).output
const COOLDOWN_SECONDS = Math.ceil(EMAIL_LOGIN_COOLDOWN_MS / 1000)
const UNEXPECTED: ShownError = shownError('SOMETHING_WENT_WRONG')
const TIMED_OUT: ShownError = shownError('FRAME_REQUEST_TIMEOUT')

// Each frame step ends the same ways: its answer, a failure it says why, or the 30 s limit (R-ERR-6).
const failedStep = (target: string) => ({ target, actions: 'setStepFailure' }) as const
// R-EMAIL-4: an email goes out only outside the cooldown; inside it the person is told how long is left.
const submitEmail = [
  { guard: 'coolingDown', actions: 'toastCooldown' },
  { target: '#emailLogin.flow.sendingEmail', actions: ['setEmail', 'startCooldown'] },
] as const
const timedOut = (target: string) => ({ requestTimeout: { target, actions: ['setTimedOut', 'abortRequests', 'alertTimedOut'] } }) as const

export const emailLoginMachine = setup({
  types: { context: {} as EmailLoginContext, events: {} as EmailLoginEvent, emitted: {} as EmailLoginEmitted },
  actors: {
    sendEmail: fromPromise<StepOutcome<{ action: LoginAction }>, { email: string }>(provided('sendEmail')),
    verifyDevice: fromPromise<StepOutcome<unknown>>(provided('verifyDevice')),
    verifyOtp: fromPromise<StepOutcome<unknown>, { otp: string }>(provided('verifyOtp')),
    fetchUser: fromPromise<StepOutcome<EmbeddedLoginUser>>(provided('fetchUser')),
  },
  delays: { requestTimeout: FRAME_REQUEST_TIMEOUT_MS, second: 1_000 },
  guards: {
    coolingDown: stateIn({ cooldown: 'cooling' }),
    stepOk: ({ event }) => outputOf<StepOutcome<unknown>>(event).ok,
    asksForDevice: ({ event }) => actionOf(event) === 'VERIFY_DEVICE',
    asksForOtp: ({ event }) => actionOf(event) === 'VERIFY_OTP',
    connectsAtOnce: ({ event }) => actionOf(event) === 'CONNECT',
    lastSecond: ({ context }) => context.cooldownLeft <= 1,
  },
  actions: {
    setEmail: assign(({ event }) => {
      assertEvent(event, 'email.submit')
      return { email: event.email.trim(), failure: null }
    }),
    clearFailure: assign({ failure: null }),
    setStepFailure: assign(({ event }) => {
      const output = (event as { output?: StepOutcome<unknown> }).output
      return { failure: output && !output.ok ? output.error : UNEXPECTED }
    }),
    setTimedOut: assign({ failure: TIMED_OUT }),
    // R-ERR-6: iframe_request_timeout is the 'Embedded Wallet Request Timed Out' alert.
    alertTimedOut: emit({ type: 'alert' as const, code: 'FRAME_REQUEST_TIMEOUT' as const }),
    // R-ERR-6: a timed-out request is aborted with everything else waiting on the frame.
    abortRequests: () => {},
    // R-EMAIL-4: one email per 30 s.
    startCooldown: raise({ type: 'email.cooldown' }),
    setCooldown: assign({ cooldownLeft: COOLDOWN_SECONDS }),
    countDown: assign(({ context }) => ({ cooldownLeft: context.cooldownLeft - 1 })),
    clearCooldown: assign({ cooldownLeft: 0 }),
    toastCooldown: emit(({ context }) => ({ type: 'toast' as const, code: 'EMAIL_COOLDOWN' as const, seconds: context.cooldownLeft })),
    // Behind stepOk: the frame described the user.
    setUser: assign(({ event }) => ({ user: outputOf<Extract<StepOutcome<EmbeddedLoginUser>, { ok: true }>>(event).value })),
    // R-EMAIL-2: the email stored, the login-used flag set, the last-email-login time cleared (the glue's storage).
    rememberLogin: () => {},
    // The email was kept when it was submitted, before any step that ends here.
    reportConnected: emit(({ context }) => ({ type: 'connected' as const, user: context.user!, email: context.email! })),
    // 'A problem occurred while trying initialize authentication': disconnects and resets to Connect.
    reportAuthFailed: emit({ type: 'authFailed' as const }),
    forget: assign({ email: null, failure: null, user: null }),
    // The modal shows the step the frame asked for (EmailVerifyDevice, EmailVerifyOtp).
    reportStep: emit((_, params: { step: 'device' | 'otp' }) => ({ type: 'step' as const, step: params.step })),
  },
}).createMachine({
  id: 'emailLogin',
  context: { email: null, failure: null, cooldownLeft: 0, user: null },
  type: 'parallel',
  states: {
    flow: {
      initial: 'idle',
      states: {
        idle: { on: { 'email.submit': submitEmail } },
        // R-EMAIL-1: the frame decides what proves the email: a device approval, a code, or nothing more.
        sendingEmail: {
          tags: ['busy'],
          invoke: {
            id: 'sendEmail',
            src: 'sendEmail',
            input: ({ context }) => ({ email: context.email! }),
            onDone: [
              { guard: and(['stepOk', 'asksForDevice']), target: 'verifyingDevice', actions: { type: 'reportStep', params: { step: 'device' } } },
              { guard: and(['stepOk', 'asksForOtp']), target: 'awaitingOtp', actions: { type: 'reportStep', params: { step: 'otp' } } },
              { guard: and(['stepOk', 'connectsAtOnce']), target: 'connecting' },
              failedStep('idle'),
            ],
            onError: failedStep('idle'),
          },
          after: timedOut('idle'),
          on: { 'email.cancel': { target: 'idle', actions: 'clearFailure' } },
        },
        // The mailbox holds a link that approves this device; the frame answers once it is followed.
        verifyingDevice: {
          tags: ['busy'],
          invoke: {
            id: 'verifyDevice',
            src: 'verifyDevice',
            onDone: [{ guard: 'stepOk', target: 'awaitingOtp', actions: { type: 'reportStep', params: { step: 'otp' } } }, failedStep('idle')],
            onError: failedStep('idle'),
          },
          after: timedOut('idle'),
          on: { 'email.cancel': { target: 'idle', actions: 'clearFailure' } },
        },
        awaitingOtp: {
          on: {
            // Back on the email field, another email (under the same cooldown).
            'email.submit': submitEmail,
            'email.otp': { target: 'verifyingOtp', actions: 'clearFailure' },
            // Another email, under the same one-per-30-s rule (R-EMAIL-4).
            'email.resend': [{ guard: 'coolingDown', actions: 'toastCooldown' }, { target: 'sendingEmail', actions: ['clearFailure', 'startCooldown'] }],
            // Back on the email field, which shows the flow's failure: a wrong code's reason is not the field's.
            'email.cancel': { target: 'idle', actions: 'clearFailure' },
          },
        },
        // A wrong code says why and lets the person type another or ask for a new one.
        verifyingOtp: {
          tags: ['busy'],
          invoke: {
            id: 'verifyOtp',
            src: 'verifyOtp',
            input: ({ event }) => ({ otp: event.type === 'email.otp' ? event.otp : '' }),
            onDone: [{ guard: 'stepOk', target: 'connecting' }, failedStep('awaitingOtp')],
            onError: failedStep('awaitingOtp'),
          },
          after: timedOut('awaitingOtp'),
        },
        connecting: {
          tags: ['busy'],
          invoke: {
            id: 'fetchUser',
            src: 'fetchUser',
            onDone: [
              { guard: 'stepOk', target: 'connected', actions: ['setUser', 'rememberLogin', 'reportConnected'] },
              { target: 'idle', actions: ['setStepFailure', 'reportAuthFailed'] },
            ],
            onError: { target: 'idle', actions: ['setStepFailure', 'reportAuthFailed'] },
          },
          after: timedOut('idle'),
        },
        connected: {
          // Signed out (or the account gone): the next login starts afresh.
          on: { 'email.reset': { target: 'idle', actions: 'forget' } },
        },
      },
    },
    // R-EMAIL-4: the seconds until another email may be sent, counted down for 'Please try again after N seconds'.
    cooldown: {
      initial: 'ready',
      states: {
        ready: { on: { 'email.cooldown': { target: 'cooling', actions: 'setCooldown' } } },
        cooling: {
          after: {
            second: [
              { guard: 'lastSecond', target: 'ready', actions: 'clearCooldown' },
              { guard: not('lastSecond'), target: 'cooling', reenter: true, actions: 'countDown' },
            ],
          },
        },
      },
    },
  },
})

function actionOf(event: unknown): LoginAction | undefined {
  const output = outputOf<StepOutcome<{ action: LoginAction }> | undefined>(event)
  return output?.ok ? output.value.action : undefined
}

export type EmailLoginMachine = typeof emailLoginMachine
