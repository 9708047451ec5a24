// The embedded wallet's account types (SPEC §4 smart accounts, preferred account): which networks have smart
// accounts (R-SA-1), and the person's choice between the smart account and the EOA, with the fail-over to the EOA
// when the smart account cannot be had (R-SA-2). The frame decides which account answers; this flow asks it, keeps
// what it said for the Account view, and reports the choice so the glue stores it. Every request has 30 s.
import { and, assertEvent, assign, emit, fromPromise, setup } from 'xstate'
import { FRAME_REQUEST_TIMEOUT_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import type { ShownError } from '../../core/walletCard'
import type { EmbeddedLoginUser, StepOutcome } from '../emailLogin/emailLogin.types'

export type EmbeddedAccountType = 'eoa' | 'smartAccount'
export type EmbeddedAccount = { address: string; type: EmbeddedAccountType }

export type SmartAccountContext = {
  accounts: EmbeddedAccount[]
  deployed: boolean
  /** R-SA-1: the chain ids the frame has smart accounts on (empty on error). */
  enabledNetworks: number[]
  /** Why the last switch did not happen. */
  failure: ShownError | null
}

export type SmartAccountEvent =
  /** A login, or a restored session: the user as the frame described it. */
  | { type: 'account.signedIn'; user: EmbeddedLoginUser }
  /** The frame announced the user again (another chain, another account in use, a new email). */
  | { type: 'account.userChanged'; user: EmbeddedLoginUser }
  | { type: 'account.signedOut' }
  /** The person's choice in the Account view. */
  | { type: 'account.setPreferred'; accountType: EmbeddedAccountType }

export type SmartAccountEmitted =
  | { type: 'enabledNetworks'; networks: number[] }
  | { type: 'preferred'; accountType: EmbeddedAccountType }
  | { type: 'toast'; code: 'SMART_ACCOUNTS_UNSUPPORTED' }
  | { type: 'alert'; code: 'FRAME_REQUEST_TIMEOUT' }

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the embedded wallet flow`))
const outcome = (event: unknown) => (event as { output?: StepOutcome<unknown> }).output
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
// R-ERR-6: iframe_request_timeout (30 s) aborts the request and is the 'Embedded Wallet Request Timed Out' alert.
const TIMED_OUT = shownError('FRAME_REQUEST_TIMEOUT')
const accountsOf = (user: EmbeddedLoginUser): EmbeddedAccount[] => user.accounts ?? [{ address: user.address, type: user.preferredAccountType ?? 'eoa' }]

// Asking the frame for the EOA: its answer is stored when accepted; a refusal or a silent frame leaves the reason.
const TO_EOA = {
  tags: ['busy'],
  invoke: {
    id: 'setPreferred',
    src: 'setPreferred',
    input: { accountType: 'eoa' },
    onDone: [
      { guard: 'succeeded', target: 'ready', actions: { type: 'reportPreferred', params: { accountType: 'eoa' } } },
      { target: 'ready', actions: 'setFailure' },
    ],
    onError: { target: 'ready', actions: 'setFailure' },
  },
  after: { requestTimeout: { target: 'ready', actions: ['setTimedOut', 'abortRequests', 'alertTimedOut'] } },
} as const

export const smartAccountMachine = setup({
  types: { context: {} as SmartAccountContext, events: {} as SmartAccountEvent, emitted: {} as SmartAccountEmitted },
  actors: {
    fetchEnabledNetworks: fromPromise<StepOutcome<number[]>>(provided('fetchEnabledNetworks')),
    setPreferred: fromPromise<StepOutcome<{ address: string }>, { accountType: EmbeddedAccountType }>(provided('setPreferred')),
    initSmartAccount: fromPromise<StepOutcome<{ isDeployed: boolean }>>(provided('initSmartAccount')),
  },
  delays: { requestTimeout: FRAME_REQUEST_TIMEOUT_MS },
  guards: {
    succeeded: ({ event }) => outcome(event)?.ok === true,
    deployed: ({ context }) => context.deployed,
    wantsSmartAccount: ({ event }) => event.type === 'account.setPreferred' && event.accountType === 'smartAccount',
  },
  actions: {
    setUser: assign(({ event }) => {
      assertEvent(event, ['account.signedIn', 'account.userChanged'])
      return { accounts: accountsOf(event.user), deployed: event.user.smartAccountDeployed === true }
    }),
    forget: assign({ accounts: [], deployed: false, enabledNetworks: [], failure: null }),
    // R-SA-1: what the frame said, or nothing at all when it could not say.
    setNetworks: assign(({ event }) => {
      const answer = outcome(event) as StepOutcome<number[]> | undefined
      return { enabledNetworks: answer?.ok ? answer.value : [] }
    }),
    clearNetworks: assign({ enabledNetworks: [] }),
    reportNetworks: emit(({ context }) => ({ type: 'enabledNetworks' as const, networks: context.enabledNetworks })),
    setFailure: assign(({ event }) => {
      const answer = outcome(event)
      return { failure: answer && !answer.ok ? answer.error : UNEXPECTED }
    }),
    clearFailure: assign({ failure: null }),
    // Behind succeeded: the frame says whether the account is now deployed.
    setDeployed: assign(({ event }) => ({ deployed: (outcome(event) as { value: { isDeployed: boolean } }).value.isDeployed })),
    setTimedOut: assign({ failure: TIMED_OUT }),
    alertTimedOut: emit({ type: 'alert' as const, code: 'FRAME_REQUEST_TIMEOUT' as const }),
    reportPreferred: emit((_, params: { accountType: EmbeddedAccountType }) => ({ type: 'preferred' as const, accountType: params.accountType })),
    // R-SA-2: the smart account could not be had; the EOA is used, and the person is told why.
    toastUnsupported: emit({ type: 'toast' as const, code: 'SMART_ACCOUNTS_UNSUPPORTED' as const }),
    abortRequests: () => {},
  },
}).createMachine({
  id: 'smartAccount',
  context: { accounts: [], deployed: false, enabledNetworks: [], failure: null },
  initial: 'signedOut',
  on: {
    'account.signedOut': { target: '.signedOut', actions: 'forget' },
    'account.userChanged': { actions: 'setUser' },
  },
  states: {
    signedOut: { on: { 'account.signedIn': { target: 'loadingNetworks', actions: 'setUser' } } },
    // R-SA-1: asked once per sign-in; stored by the glue as a comma list, empty on error.
    loadingNetworks: {
      invoke: {
        id: 'fetchEnabledNetworks',
        src: 'fetchEnabledNetworks',
        onDone: { target: 'ready', actions: ['setNetworks', 'reportNetworks'] },
        onError: { target: 'ready', actions: ['clearNetworks', 'reportNetworks'] },
      },
      after: { requestTimeout: { target: 'ready', actions: ['clearNetworks', 'reportNetworks', 'abortRequests', 'alertTimedOut'] } },
    },
    ready: {
      on: {
        'account.signedIn': { actions: 'setUser' },
        'account.setPreferred': [
          { guard: 'wantsSmartAccount', target: 'toSmartAccount', actions: 'clearFailure' },
          { target: 'toEoa', actions: 'clearFailure' },
        ],
      },
    },
    toSmartAccount: {
      tags: ['busy'],
      invoke: {
        id: 'setPreferred',
        src: 'setPreferred',
        input: { accountType: 'smartAccount' },
        onDone: [
          { guard: and(['succeeded', 'deployed']), target: 'ready', actions: { type: 'reportPreferred', params: { accountType: 'smartAccount' } } },
          { guard: 'succeeded', target: 'deploying', actions: { type: 'reportPreferred', params: { accountType: 'smartAccount' } } },
          // R-SA-2: setting the preferred account fails over to EOA.
          { target: 'failingOver' },
        ],
        onError: { target: 'failingOver' },
      },
      after: { requestTimeout: { target: 'failingOver', actions: ['abortRequests', 'alertTimedOut'] } },
    },
    // "Init smart account deploys it" (SPEC §7): chosen, it is deployed now rather than with its first transaction.
    deploying: {
      tags: ['busy'],
      invoke: { id: 'initSmartAccount', src: 'initSmartAccount', onDone: [{ guard: 'succeeded', target: 'ready', actions: 'setDeployed' }, { target: 'ready' }], onError: { target: 'ready' } },
      after: { requestTimeout: { target: 'ready', actions: ['setTimedOut', 'abortRequests', 'alertTimedOut'] } },
    },
    // R-SA-2: the fail-over asks for the EOA exactly as the person's own choice of it does, and says why first.
    failingOver: { ...TO_EOA, entry: 'toastUnsupported' },
    toEoa: TO_EOA,
  },
})
