// Send's form (issue 36), as regions of the send machine's `editing` state (send.machine.ts names their guards,
// actions and delays in setup()): the amount, judged against the chosen token (or Max, the balance less the fee on
// the native token), and the receiver. Each region starts by judging the context, so coming back from the review or
// an error shows exactly what the form says. Also the transfers the form stands for, in base units.
import { chosenTokenOf, judgeAmount, receiverOf, receiverTextOf } from './send.selectors'
import type { SendAccount, SendContext, SendToken, Transfer } from './send.types'

// Read behind the guards that proved them: a token is chosen, the amount is sendable, the receiver is known.
export const tokenOf = (context: SendContext) => chosenTokenOf(context) as SendToken
export const accountIn = (context: SendContext) => context.account as SendAccount
/** The transfer the review and the wallet are asked about, in base units (issue 36: '0.3' is 3·10^17 wei exactly). */
export function transferOf(context: SendContext): Transfer {
  const judged = judgeAmount(context)
  return { account: accountIn(context), token: tokenOf(context), amount: judged.ok ? judged.units : '0', to: receiverOf(context)?.address ?? '' }
}
/** Max asks the fee of sending the whole balance; the fee of a native transfer hardly depends on its receiver, so the
 * account's own address stands in until one is typed. */
const maxTransferOf = (context: SendContext): Transfer => ({
  account: accountIn(context),
  token: tokenOf(context),
  amount: tokenOf(context).balance,
  to: receiverOf(context)?.address ?? accountIn(context).address,
})

// The amount: empty, unreadable, over the balance or valid; Max on the native token estimates the fee first.
export const amountRegion = {
  initial: 'judging',
  on: {
    'send.amount': { target: '.judging', actions: 'setAmount' },
    // The amount is judged again against the new token's decimals and balance; an unknown id changes nothing.
    'send.token': { guard: 'isKnownToken', target: '.judging', actions: 'setToken' },
    'send.max': [
      { guard: 'isNativeChosen', target: '.maxing', actions: 'clearFailure' },
      { guard: 'isTokenChosen', target: '.judging', actions: 'setWholeBalance' },
    ],
  },
  states: {
    judging: {
      always: [
        { guard: 'isAmountEmpty', target: 'empty' },
        // notANumber, negative, tooManyDecimals (parseAmount's reasons; with no token, only as text).
        { guard: 'isAmountUnreadable', target: 'invalid' },
        // More than the chosen token's balance, compared in base units.
        { guard: 'isOverBalance', target: 'tooMuch' },
        { target: 'valid' },
      ],
    },
    empty: {},
    invalid: {},
    tooMuch: {},
    valid: {},
    // Max on the native token: the balance less the estimated fee of sending it.
    maxing: {
      tags: ['busy'],
      invoke: {
        id: 'estimateMax',
        src: 'estimateFee',
        input: ({ context }: { context: SendContext }) => maxTransferOf(context),
        onDone: [
          { guard: 'succeeded', target: 'judging', actions: 'setMaxAmount' },
          { target: 'maxFailed', actions: 'setFailure' },
        ],
        onError: { target: 'maxFailed', actions: 'setFailure' },
      },
    },
    // The fee could not be estimated: the amount typed stays; typing or Max again are the ways on.
    maxFailed: {},
  },
} as const

// R-VAL-4, R-VAL-1: the receiver, an address or a name resolved once typing pauses.
export const receiverRegion = {
  initial: 'judging',
  on: { 'send.receiver': { target: '.judging', actions: 'setReceiver' } },
  states: {
    judging: {
      always: [
        { guard: 'isReceiverEmpty', target: 'empty' },
        // R-VAL-4: eip155 40 hex characters with optional 0x; solana 32–44 base58 characters.
        { guard: 'isReceiverAddress', target: 'address' },
        { guard: 'isResolvedName', target: 'named' },
        // R-VAL-1: a name on a namespace with names waits for the pause (each key restarts it).
        { guard: 'isNameLike', target: 'waiting' },
        { target: 'invalid' },
      ],
    },
    empty: {},
    invalid: {},
    address: {},
    waiting: { after: { nameDebounce: 'resolving' } },
    resolving: {
      tags: ['busy'],
      invoke: {
        id: 'resolveName',
        src: 'resolveName',
        input: ({ context }: { context: SendContext }) => receiverTextOf(context),
        onDone: [
          { guard: 'isNameFound', target: 'named', actions: 'setResolved' },
          // Nobody holds the name: said beside the field, Review stays disabled.
          { guard: 'succeeded', target: 'unknownName' },
          { target: 'resolveFailed', actions: 'setNameFailure' },
        ],
        onError: { target: 'resolveFailed', actions: 'setNameFailure' },
      },
    },
    named: {},
    unknownName: {},
    resolveFailed: { on: { 'send.retry': { target: 'resolving', actions: 'clearNameFailure' } } },
  },
} as const
