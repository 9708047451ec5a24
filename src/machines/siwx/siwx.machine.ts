// Sign in with X (SPEC §4 sign-in flow; R-SIWX-1…4, R-PERM-1, R-NAV-9): after a connection on a supported network
// with no session for the account and chain, SIWXSignMessage asks the person to sign a standard message; the
// signature goes to the app's server; a session ends the flow. Its actors (sessions, message, signing, verifying) are
// the glue's (siwxFlow.ts), so the flow never touches HTTP or a wallet itself.
import { and, assign, emit, fromPromise, or, setup, stateIn } from 'xstate'
import { caipAddressParts } from '../../core/caip'
import { shownError } from '../../core/errors'
import type { PreparedMessage, SessionCheck, SignResult, SiwxAccount, SiwxContext, SiwxEmitted, SiwxEvent, SiwxInput, StepResult } from './siwx.types'

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the sign-in flow`))
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
const outputOf = <T>(event: unknown) => (event as { output?: T }).output
const sameAccount = (a: SiwxAccount | null, b: SiwxAccount | null) => a?.chainId === b?.chainId && a?.address.toLowerCase() === b?.address.toLowerCase()
/** A CAIP-10 account as namespace, chain (CAIP-2) and address; null for none or a malformed one. */
function accountOf(caipAddress: string | null): SiwxAccount | null {
  const parts = caipAddressParts(caipAddress)
  return parts && { namespace: parts.namespace, chainId: `${parts.namespace}:${parts.chainId}`, address: parts.address }
}
/** The event's account when the app supports its network (R-SIWX-1), else null. */
function supportedAccount(context: SiwxContext, event: SiwxEvent): SiwxAccount | null {
  const account = event.type === 'siwx.account' ? accountOf(event.caipAddress) : null
  return account && context.networks.includes(account.chainId) ? account : null
}

export const siwxMachine = setup({
  types: { context: {} as SiwxContext, events: {} as SiwxEvent, emitted: {} as SiwxEmitted, input: {} as SiwxInput },
  actors: {
    checkSessions: fromPromise<SessionCheck, SiwxAccount>(provided('checkSessions')),
    createMessage: fromPromise<StepResult<PreparedMessage>, SiwxAccount>(provided('createMessage')),
    signMessage: fromPromise<SignResult, { account: SiwxAccount; text: string }>(provided('signMessage')),
    verify: fromPromise<StepResult<{ count: number }>, { account: SiwxAccount; message: PreparedMessage; signature: string }>(provided('verify')),
  },
  guards: {
    // R-SIWX-1: a supported network's account, and not the one already being handled.
    isNewSupportedAccount: ({ context, event }) => {
      const account = supportedAccount(context, event)
      return account !== null && !sameAccount(context.account, account)
    },
    isSameAccount: ({ context, event }) => {
      const account = supportedAccount(context, event)
      return account !== null && sameAccount(context.account, account)
    },
    hasSession: ({ event }) => outputOf<SessionCheck>(event)?.state === 'valid',
    isOutOfTime: ({ event }) => outputOf<SessionCheck>(event)?.state === 'outOfTime',
    succeeded: ({ event }) => outputOf<StepResult<unknown> | SignResult>(event)?.ok === true,
    isRetrying: ({ context }) => context.retrying,
    // SIWXSignMessage is (or may still be) on screen: from the prompt until the account changes, a cancel included.
    isPrompting: or([stateIn('preparing'), stateIn('ready'), stateIn('signing'), stateIn('verifying'), stateIn('failed'), stateIn('cancelled')]),
    wasDeclined: ({ event }) => {
      const result = outputOf<SignResult>(event)
      return result?.ok === false && result.declined
    },
  },
  actions: {
    setAccount: assign(({ context, event }) => ({ account: supportedAccount(context, event), message: null, failure: null, retrying: false })),
    forget: assign({ account: null, message: null, failure: null, retrying: false }),
    startRetry: assign({ retrying: true, failure: null }),
    endRetry: assign({ retrying: false }),
    // The outputs below are read behind the guards that proved them (succeeded, hasSession).
    setMessage: assign(({ event }) => ({ message: (outputOf<StepResult<PreparedMessage>>(event) as Extract<StepResult<PreparedMessage>, { ok: true }>).value, failure: null })),
    setFailure: assign(({ event }) => {
      const result = outputOf<StepResult<unknown> | SignResult>(event)
      return { failure: result && !result.ok ? result.error : UNEXPECTED }
    }),
    // R-SIWX-3: a rejection says so in the spec's words.
    setDeclined: assign({ failure: shownError('SIGNATURE_DECLINED') }),
    prompt: emit({ type: 'prompt' as const }),
    reportWithdrawn: emit({ type: 'withdrawn' as const }),
    reportNoSessions: emit({ type: 'sessions' as const, count: 0 }),
    reportSessions: emit(({ event }) => ({ type: 'sessions' as const, count: (outputOf<SessionCheck>(event) as Extract<SessionCheck, { state: 'valid' }>).count })),
    reportVerified: emit(({ event }) => ({ type: 'sessions' as const, count: (outputOf<StepResult<{ count: number }>>(event) as Extract<StepResult<{ count: number }>, { ok: true }>).value.count })),
    reportSignedIn: emit(({ context }) => ({ type: 'signedIn' as const, account: context.account as SiwxAccount })),
    reportCancelled: emit(({ context }) => ({ type: 'cancelled' as const, required: context.required })),
    alertExpired: emit({ type: 'alert' as const, code: 'SESSION_EXPIRED' as const }),
  },
}).createMachine({
  id: 'siwx',
  context: ({ input }) => ({ networks: input.networks, account: null, required: input.required, message: null, failure: null, retrying: false }),
  initial: 'idle',
  on: {
    // A new account or chain asks again where it has no session; none (or an unsupported network) ends the flow.
    'siwx.account': [
      { guard: 'isNewSupportedAccount', target: '.checking', actions: 'setAccount' },
      { guard: 'isSameAccount' },
      // Issue 32: a prompt on screen for the account that went is withdrawn with it.
      { guard: 'isPrompting', target: '.idle', actions: ['forget', 'reportNoSessions', 'reportWithdrawn'] },
      { target: '.idle', actions: ['forget', 'reportNoSessions'] },
    ],
  },
  states: {
    idle: {},
    checking: {
      invoke: {
        id: 'checkSessions',
        src: 'checkSessions',
        input: ({ context }) => context.account as SiwxAccount,
        onDone: [
          { guard: 'hasSession', target: 'signedIn', actions: 'reportSessions' },
          // An expired or not-yet-valid session: the 'Session Expired' alert, then a fresh sign-in.
          { guard: 'isOutOfTime', target: 'preparing', actions: ['reportNoSessions', 'alertExpired'] },
          // R-SIWX-1: no session for this account and chain.
          { target: 'preparing', actions: 'reportNoSessions' },
        ],
        onError: { target: 'preparing', actions: 'reportNoSessions' },
      },
      // R-SIWX-4, issue 32: a cancel is heard in every waiting state (a slow sessions server included).
      on: { 'siwx.cancel': 'cancelled' },
    },
    // R-SIWX-1: SIWXSignMessage opens while the message is made (a fresh nonce from the server).
    preparing: {
      entry: 'prompt',
      invoke: {
        id: 'createMessage',
        src: 'createMessage',
        input: ({ context }) => context.account as SiwxAccount,
        onDone: [
          // R-SIWX-3, issue 32: after Try again, one press: the fresh message goes to the wallet at once.
          { guard: and(['succeeded', 'isRetrying']), target: 'signing', actions: ['setMessage', 'endRetry'] },
          { guard: 'succeeded', target: 'ready', actions: 'setMessage' },
          { target: 'failed', actions: ['setFailure', 'endRetry'] },
        ],
        onError: { target: 'failed', actions: ['setFailure', 'endRetry'] },
      },
      on: { 'siwx.cancel': 'cancelled' },
    },
    ready: { on: { 'siwx.sign': 'signing', 'siwx.cancel': 'cancelled' } },
    signing: {
      invoke: {
        id: 'signMessage',
        src: 'signMessage',
        input: ({ context }) => ({ account: context.account as SiwxAccount, text: (context.message as PreparedMessage).text }),
        onDone: [
          { guard: 'succeeded', target: 'verifying' },
          // R-SIWX-3: failure shows the view again with the reason.
          { guard: 'wasDeclined', target: 'failed', actions: 'setDeclined' },
          { target: 'failed', actions: 'setFailure' },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
      // R-SIWX-4, issue 32: cancel while the wallet is asked withdraws the request (the connection's own timeout
      // ends a wallet that never answers: 'Request was aborted', and Try again).
      on: { 'siwx.cancel': 'cancelled' },
    },
    verifying: {
      invoke: {
        id: 'verify',
        src: 'verify',
        // Entered only from signing's success, whose output carries the signature.
        input: ({ context, event }) => ({ account: context.account as SiwxAccount, message: context.message as PreparedMessage, signature: (outputOf<SignResult>(event) as Extract<SignResult, { ok: true }>).signature }),
        // R-SIWX-2: the session added, the modal closed, success reported.
        onDone: [{ guard: 'succeeded', target: 'signedIn', actions: ['reportVerified', 'reportSignedIn'] }, { target: 'failed', actions: 'setFailure' }],
        onError: { target: 'failed', actions: 'setFailure' },
      },
      on: { 'siwx.cancel': 'cancelled' },
    },
    // R-SIWX-3: the reason, and a retry with a fresh message (a nonce is good once).
    failed: { on: { 'siwx.retry': { target: 'preparing', actions: 'startRetry' }, 'siwx.cancel': 'cancelled' } },
    // R-SIWX-4: the glue disconnects when sign-in is required, otherwise closes the modal; this account is not asked
    // again until it changes.
    // Issue 32 (found by the system test): Cancel pressed again (the disconnect it asked for has not happened yet)
    // asks again rather than doing nothing.
    cancelled: { entry: 'reportCancelled', on: { 'siwx.cancel': { actions: 'reportCancelled' } } },
    signedIn: {},
  },
})
