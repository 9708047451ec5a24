// Send (issue 36; SPEC §5 R-VAL-4, R-VAL-5, R-VAL-1): a person sends a token from the connected account. The tokens
// are loaded (native first); the form picks a token, an amount (or Max) and a receiver (an address, or on eip155 a
// registered name, looked up once typing pauses); Review estimates the fee; Confirm asks the wallet; the transfer is
// pending with its hash until the chain confirms it. Amounts stay decimal strings in the context and are turned into
// base units with parseAmount, never a float. The actors are the send flow's: no RPC or wallet here.
import { and, assign, emit, fromPromise, not, or, setup, stateIn } from 'xstate'
import { caipAddressParts, type ChainNamespace } from '../../core/caip'
import { shownError } from '../../core/errors'
import { isValidName, supportsNames } from '../../core/names'
import { formatUnits } from '../../core/units'
import { chosenTokenOf, isReceiverAddress, isResolvedName, judgeAmount, receiverTextOf } from './send.selectors'
import { accountIn, amountRegion, receiverRegion, tokenOf, transferOf } from './send.form'
import type { ConfirmResult, FeeResult, NameResult, SendAccount, SendContext, SendEmitted, SendEvent, SentResult, TokensResult, Transfer } from './send.types'

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the send flow`))
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
const outputOf = <T>(event: unknown) => (event as { output?: T }).output
/** How long typing pauses before a name is resolved (not a SPEC §9 number: a feel, like the names form's). */
export const NAME_DEBOUNCE_MS = 300
/** How long a sent transfer is awaited before it is shown as sent but not confirmed yet (not a SPEC §9 number: a
 * minute outlasts a few blocks on every supported chain; the person can wait again). */
export const CONFIRMATION_WAIT_MS = 60_000

const NAMESPACES: readonly ChainNamespace[] = ['eip155', 'solana', 'polkadot', 'bip122']
const isChainNamespace = (namespace: string): namespace is ChainNamespace => (NAMESPACES as readonly string[]).includes(namespace)

/** The CAIP-10 account a send.start names; null when it does not parse (R-VAL-3) or names no known namespace. */
function accountOf(event: SendEvent): SendAccount | null {
  const parts = event.type === 'send.start' ? caipAddressParts(event.caipAddress) : null
  if (!parts || !isChainNamespace(parts.namespace)) return null
  return { caipAddress: `${parts.namespace}:${parts.chainId}:${parts.address}`, namespace: parts.namespace, chainId: parts.chainId, address: parts.address }
}
const failureOf = (event: unknown) => {
  const result = outputOf<{ ok: boolean; error?: SendContext['failure'] }>(event)
  return result && !result.ok && result.error ? result.error : UNEXPECTED
}
const EMPTY_FORM = { tokenId: null, amount: '', receiverText: '', resolved: null, fee: null, hash: null, failure: null, nameFailure: null }

export const sendMachine = setup({
  types: { context: {} as SendContext, events: {} as SendEvent, emitted: {} as SendEmitted },
  actors: {
    loadTokens: fromPromise<TokensResult, SendAccount>(provided('loadTokens')),
    resolveName: fromPromise<NameResult, string>(provided('resolveName')),
    estimateFee: fromPromise<FeeResult, Transfer>(provided('estimateFee')),
    sendTransfer: fromPromise<SentResult, Transfer>(provided('sendTransfer')),
    // The transfer too: a reverted one is replayed for its reason.
    awaitConfirmation: fromPromise<ConfirmResult, { account: SendAccount; hash: string; transfer: Transfer }>(provided('awaitConfirmation')),
  },
  delays: { nameDebounce: NAME_DEBOUNCE_MS, confirmationWait: CONFIRMATION_WAIT_MS },
  guards: {
    isAccount: ({ event }) => accountOf(event) !== null,
    // R-VAL-3: exactly 3 non-empty colon-separated parts.
    isCaipAddress: ({ event }) => event.type === 'send.start' && caipAddressParts(event.caipAddress) !== null,
    succeeded: ({ event }) => outputOf<{ ok: boolean }>(event)?.ok === true,
    isUnsupportedChain: ({ event }) => {
      const result = outputOf<TokensResult>(event)
      return result?.ok === false && result.unsupported
    },
    wasDeclined: ({ event }) => {
      const result = outputOf<SentResult>(event)
      return result?.ok === false && result.declined
    },
    isNameFound: ({ event }) => {
      const result = outputOf<NameResult>(event)
      return result?.ok === true && result.address !== null
    },
    isKnownToken: ({ context, event }) => event.type === 'send.token' && context.tokens.some((token) => token.id === event.id),
    isNativeChosen: ({ context }) => chosenTokenOf(context)?.id === 'native',
    isTokenChosen: ({ context }) => chosenTokenOf(context) !== null,
    hasNoToken: ({ context }) => chosenTokenOf(context) === null,
    isAmountEmpty: ({ context }) => {
      const judged = judgeAmount(context)
      return !judged.ok && judged.problem === 'empty'
    },
    isAmountUnreadable: ({ context }) => {
      const judged = judgeAmount(context)
      return !judged.ok && judged.problem !== 'tooMuch'
    },
    isOverBalance: ({ context }) => {
      const judged = judgeAmount(context)
      return !judged.ok && judged.problem === 'tooMuch'
    },
    isReceiverEmpty: ({ context }) => receiverTextOf(context) === '',
    isReceiverAddress: ({ context }) => isReceiverAddress(context),
    isResolvedName: ({ context }) => context.account !== null && supportsNames(context.account.namespace) && isResolvedName(context),
    // R-VAL-1: only what could be a name is looked up, and only where names exist (eip155).
    isNameLike: ({ context }) => context.account !== null && supportsNames(context.account.namespace) && isValidName(receiverTextOf(context)),
    isSendable: and([stateIn('#send.editing.amount.valid'), or([stateIn('#send.editing.receiver.address'), stateIn('#send.editing.receiver.named')])]),
    // R-VAL-5: an empty amount or receiver is what 'An amount and receiver address are required' is for (not while Max
    // is still estimating: the amount is on its way).
    isDetailMissing: and([not(stateIn('#send.editing.amount.maxing')), or([stateIn('#send.editing.amount.empty'), stateIn('#send.editing.receiver.empty')])]),
  },
  actions: {
    start: assign(({ event }) => ({ account: accountOf(event), tokens: [], ...EMPTY_FORM })),
    clear: assign({ account: null, tokens: [], ...EMPTY_FORM }),
    // Another transfer from the refreshed balances: the token stays chosen if it is still listed.
    again: assign({ amount: '', receiverText: '', resolved: null, fee: null, hash: null, failure: null, nameFailure: null }),
    // The token chosen before stays chosen if it is still listed; else the first (the native one comes first); with
    // nothing to send, none ('A token is required').
    setTokens: assign(({ context, event }) => {
      const tokens = (outputOf<TokensResult>(event) as Extract<TokensResult, { ok: true }>).tokens
      return { tokens, tokenId: tokens.some((token) => token.id === context.tokenId) ? context.tokenId : (tokens[0]?.id ?? null), failure: null }
    }),
    // R-VAL-5: 'Unsupported chain'.
    setUnsupported: assign({ failure: shownError('UNSUPPORTED_CHAIN') }),
    setFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    clearFailure: assign({ failure: null }),
    setToken: assign(({ event }) => ({ tokenId: event.type === 'send.token' ? event.id : null, failure: null })),
    setAmount: assign(({ event }) => ({ amount: event.type === 'send.amount' ? event.value : '', failure: null })),
    // Max of a token other than the native one: its whole balance (the fee is paid in the native token).
    setWholeBalance: assign(({ context }) => ({ amount: formatUnits(BigInt(tokenOf(context).balance), tokenOf(context).decimals), failure: null })),
    // Max of the native token leaves the fee: balance − fee, never below 0, in integers of base units.
    setMaxAmount: assign(({ context, event }) => {
      const fee = BigInt((outputOf<FeeResult>(event) as Extract<FeeResult, { ok: true }>).fee.units)
      const balance = BigInt(tokenOf(context).balance)
      return { amount: formatUnits(balance > fee ? balance - fee : 0n, tokenOf(context).decimals), failure: null }
    }),
    setReceiver: assign(({ event }) => ({ receiverText: event.type === 'send.receiver' ? event.value : '', nameFailure: null })),
    setResolved: assign(({ context, event }) => ({ resolved: { address: (outputOf<NameResult>(event) as { address: string }).address, name: receiverTextOf(context) } })),
    setNameFailure: assign(({ event }) => ({ nameFailure: failureOf(event) })),
    clearNameFailure: assign({ nameFailure: null }),
    // R-VAL-5: the two texts a send without its details raises.
    requireToken: assign({ failure: shownError('SEND_TOKEN_REQUIRED') }),
    requireDetails: assign({ failure: shownError('SEND_AMOUNT_AND_RECEIVER_REQUIRED') }),
    setFee: assign(({ event }) => ({ fee: (outputOf<FeeResult>(event) as Extract<FeeResult, { ok: true }>).fee, failure: null })),
    // Back to the form: what was being reviewed or sent is forgotten, what was typed is not.
    leaveStep: assign({ fee: null, hash: null, failure: null }),
    setHash: assign(({ event }) => ({ hash: (outputOf<SentResult>(event) as Extract<SentResult, { ok: true }>).hash, failure: null })),
    setDeclined: assign({ failure: shownError('SIGNATURE_DECLINED') }),
    reportSent: emit(({ context }) => ({ type: 'sent' as const, caipAddress: accountIn(context).caipAddress, hash: context.hash as string })),
  },
}).createMachine({
  id: 'send',
  context: { account: null, tokens: [], ...EMPTY_FORM },
  initial: 'idle',
  on: {
    // From anywhere: the Send view opened for this account starts afresh; one that does not parse shows nothing.
    'send.start': [
      { guard: 'isAccount', target: '.loading', actions: 'start' },
      // R-VAL-5: an account on a namespace Latch cannot send on is told so at once, without asking for tokens.
      { guard: 'isCaipAddress', target: '.unsupportedChain', actions: ['clear', 'setUnsupported'] },
      { target: '.idle', actions: 'clear' },
    ],
    // The view left: every request stops (the invoked actors with their states), nothing typed is kept.
    'send.reset': { target: '.idle', actions: 'clear' },
  },
  states: {
    idle: {},
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'loadTokens',
        src: 'loadTokens',
        input: ({ context }) => accountIn(context),
        onDone: [
          { guard: 'succeeded', target: 'editing', actions: 'setTokens' },
          { guard: 'isUnsupportedChain', target: 'unsupportedChain', actions: 'setUnsupported' },
          { target: 'loadFailed', actions: 'setFailure' },
        ],
        onError: { target: 'loadFailed', actions: 'setFailure' },
      },
    },
    loadFailed: { on: { 'send.retry': { target: 'loading', actions: 'clearFailure' } } },
    // R-VAL-5: 'Unsupported chain' (the tokens service's answer, or a namespace Latch does not know); only another
    // account (send.start) or leaving helps.
    unsupportedChain: {},
    // Each region starts by judging the context, so coming back from the review or an error shows exactly what the
    // form says (no history states: the context is the memory).
    editing: {
      type: 'parallel',
      on: {
        'send.review': [
          // R-VAL-5: 'A token is required'.
          { guard: 'hasNoToken', target: 'tokenRequired', actions: 'requireToken' },
          { guard: 'isSendable', target: 'review' },
          // R-VAL-5: 'An amount and receiver address are required'. Anything else unsendable is shown beside its field
          // already (the amount's problem, the name being resolved or unknown), and Review does nothing.
          { guard: 'isDetailMissing', target: 'detailsRequired', actions: 'requireDetails' },
        ],
      },
      states: {
        amount: amountRegion,
        receiver: receiverRegion,
      },
    },
    tokenRequired: { on: { 'send.edit': { target: 'editing', actions: 'clearFailure' } } },
    detailsRequired: { on: { 'send.edit': { target: 'editing', actions: 'clearFailure' } } },
    review: {
      initial: 'estimating',
      on: { 'send.edit': { target: 'editing', actions: 'leaveStep' } },
      states: {
        estimating: {
          tags: ['busy'],
          invoke: {
            id: 'estimateFee',
            src: 'estimateFee',
            input: ({ context }) => transferOf(context),
            onDone: [
              { guard: 'succeeded', target: 'ready', actions: 'setFee' },
              { target: 'estimateFailed', actions: 'setFailure' },
            ],
            onError: { target: 'estimateFailed', actions: 'setFailure' },
          },
        },
        estimateFailed: { on: { 'send.retry': { target: 'estimating', actions: 'clearFailure' } } },
        // Token, amount, receiver, network and the estimated fee are shown; Confirm asks the wallet.
        ready: { on: { 'send.confirm': '#send.sending' } },
      },
    },
    // From here the transfer is the account's it was reviewed for ('accountBound': the Send view does not start
    // again for another account shown, system/featureFollow.ts).
    sending: {
      tags: ['busy', 'accountBound'],
      invoke: {
        id: 'sendTransfer',
        src: 'sendTransfer',
        input: ({ context }) => transferOf(context),
        onDone: [
          { guard: 'succeeded', target: 'pending', actions: 'setHash' },
          { guard: 'wasDeclined', target: 'declined', actions: 'setDeclined' },
          { target: 'failed', actions: 'setFailure' },
        ],
        onError: { target: 'failed', actions: 'setFailure' },
      },
    },
    // 'Signature declined': the person may ask the wallet again, or change the form.
    declined: {
      on: {
        'send.confirm': { target: 'sending', actions: 'clearFailure' },
        'send.edit': { target: 'editing', actions: 'leaveStep' },
      },
    },
    failed: { on: { 'send.edit': { target: 'editing', actions: 'leaveStep' } } },
    pending: {
      tags: ['accountBound'],
      invoke: {
        id: 'awaitConfirmation',
        src: 'awaitConfirmation',
        input: ({ context }) => ({ account: accountIn(context), hash: context.hash as string, transfer: transferOf(context) }),
        onDone: [
          { guard: 'succeeded', target: 'confirmed' },
          // Reverted or failed on chain: its reason is shown.
          { target: 'failed', actions: 'setFailure' },
        ],
        // The transfer is sent: a broken check must not call it failed (a second send would pay twice).
        onError: 'unconfirmed',
      },
      after: { confirmationWait: 'unconfirmed' },
    },
    // Sent but not confirmed yet: the hash stays shown; the person can wait again.
    unconfirmed: { tags: ['accountBound'], on: { 'send.retry': 'pending' } },
    confirmed: {
      tags: ['accountBound'],
      entry: 'reportSent',
      on: { 'send.again': { target: 'loading', actions: 'again' } },
    },
  },
})
