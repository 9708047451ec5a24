// Updating the embedded wallet's email (SPEC §4, R-EMAIL-3): the new email is sent; a code goes to the current
// address (the primary code), then one to the new address (the secondary code); both right, the new email is the
// account's and is stored. A wrong code says why and keeps the person on it; every frame request has 30 s (R-ERR-6).
import { assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { FRAME_REQUEST_TIMEOUT_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import type { ShownError } from '../../core/walletCard'
import type { StepOutcome } from '../emailLogin/emailLogin.types'

export type EmailUpdateEvent =
  | { type: 'update.submit'; email: string }
  | { type: 'update.otp'; otp: string }
  | { type: 'update.cancel' }
export type EmailUpdateEmitted =
  | { type: 'step'; step: 'primary' | 'secondary' }
  | { type: 'updated'; email: string }
  | { type: 'alert'; code: 'FRAME_REQUEST_TIMEOUT' }
export type EmailUpdateContext = { email: string | null; failure: ShownError | null }

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the embedded wallet flow`))
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
const ok = (event: unknown) => (event as { output: StepOutcome<unknown> }).output.ok
// Each code step: its answer moves on, a refusal stays with the reason, 30 s without an answer times out.
const codeStep = (id: 'verifyPrimary' | 'verifySecondary', back: string, onOk: object) =>
  ({
    tags: ['busy'],
    invoke: {
      id,
      src: id,
      input: ({ event }: { event: EmailUpdateEvent }) => ({ otp: event.type === 'update.otp' ? event.otp : '' }),
      onDone: [{ guard: 'stepOk', ...onOk }, { target: back, actions: 'setFailure' }],
      onError: { target: back, actions: 'setFailure' },
    },
    after: { requestTimeout: { target: back, actions: ['setTimedOut', 'abortRequests', 'alertTimedOut'] } },
  }) as const

export const emailUpdateMachine = setup({
  types: { context: {} as EmailUpdateContext, events: {} as EmailUpdateEvent, emitted: {} as EmailUpdateEmitted },
  actors: {
    sendUpdate: fromPromise<StepOutcome<unknown>, { email: string }>(provided('sendUpdate')),
    verifyPrimary: fromPromise<StepOutcome<unknown>, { otp: string }>(provided('verifyPrimary')),
    verifySecondary: fromPromise<StepOutcome<unknown>, { otp: string }>(provided('verifySecondary')),
  },
  delays: { requestTimeout: FRAME_REQUEST_TIMEOUT_MS },
  guards: { stepOk: ({ event }) => ok(event) },
  actions: {
    setEmail: assign(({ event }) => {
      assertEvent(event, 'update.submit')
      return { email: event.email.trim(), failure: null }
    }),
    clearFailure: assign({ failure: null }),
    setFailure: assign(({ event }) => {
      const output = (event as { output?: StepOutcome<unknown> }).output
      return { failure: output && !output.ok ? output.error : UNEXPECTED }
    }),
    setTimedOut: assign({ failure: shownError('FRAME_REQUEST_TIMEOUT') }),
    abortRequests: () => {},
    alertTimedOut: emit({ type: 'alert' as const, code: 'FRAME_REQUEST_TIMEOUT' as const }),
    reportStep: emit((_, params: { step: 'primary' | 'secondary' }) => ({ type: 'step' as const, step: params.step })),
    // R-EMAIL-3: success stores the new email (the glue's login cache).
    // The email was kept when it was submitted, before any step that ends here.
    reportUpdated: emit(({ context }) => ({ type: 'updated' as const, email: context.email! })),
  },
}).createMachine({
  id: 'emailUpdate',
  context: { email: null, failure: null },
  initial: 'idle',
  on: { 'update.cancel': { target: '.idle', actions: 'clearFailure' } },
  states: {
    idle: { on: { 'update.submit': { target: 'sending', actions: 'setEmail' } } },
    sending: {
      tags: ['busy'],
      invoke: {
        id: 'sendUpdate',
        src: 'sendUpdate',
        input: ({ context }) => ({ email: context.email! }),
        onDone: [{ guard: 'stepOk', target: 'awaitingPrimary', actions: { type: 'reportStep', params: { step: 'primary' } } }, { target: 'idle', actions: 'setFailure' }],
        onError: { target: 'idle', actions: 'setFailure' },
      },
      after: { requestTimeout: { target: 'idle', actions: ['setTimedOut', 'abortRequests', 'alertTimedOut'] } },
    },
    // R-EMAIL-3: first the code sent to the current address.
    awaitingPrimary: { on: { 'update.otp': { target: 'verifyingPrimary', actions: 'clearFailure' } } },
    verifyingPrimary: codeStep('verifyPrimary', 'awaitingPrimary', { target: 'awaitingSecondary', actions: { type: 'reportStep', params: { step: 'secondary' } } }),
    // Then the code sent to the new one.
    awaitingSecondary: { on: { 'update.otp': { target: 'verifyingSecondary', actions: 'clearFailure' } } },
    verifyingSecondary: codeStep('verifySecondary', 'awaitingSecondary', { target: 'idle', actions: 'reportUpdated' }),
  },
})
