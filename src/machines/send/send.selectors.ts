// Narrow reads of the send flow for its view (DESIGN: values and tags, never the whole snapshot), and the judgements
// of the form the machine's guards share with them, so the view and the machine never disagree. Pure: no bigint
// leaves these functions, no floating point enters them (issue 36: '0.1' + '0.2' is sent as exactly '0.3').
import type { SnapshotFrom } from 'xstate'
import { parseAmount } from '../../core/amounts'
import { isAddressOf } from '../../core/caip'
import type { sendMachine } from './send.machine'
import type { AmountProblem, Receiver, SendContext, SendToken } from './send.types'

type SendSnapshot = SnapshotFrom<typeof sendMachine>

/** With no token chosen the amount is judged only as text: as many decimals as any token has, and no balance. */
export const TEXT_ONLY_DECIMALS = 36

export function chosenTokenOf(context: SendContext): SendToken | null {
  return context.tokens.find((token) => token.id === context.tokenId) ?? null
}

/** The typed amount in the chosen token's base units (a decimal string), or why it cannot be sent. */
export function judgeAmount(context: SendContext): { ok: true; units: string } | { ok: false; problem: AmountProblem } {
  const token = chosenTokenOf(context)
  const parsed = parseAmount(context.amount, token?.decimals ?? TEXT_ONLY_DECIMALS)
  if (!parsed.ok) return parsed
  // Compared as integers of base units: a balance beyond 2^53 keeps every digit.
  if (token && parsed.units > BigInt(token.balance)) return { ok: false, problem: 'tooMuch' }
  return { ok: true, units: parsed.units.toString() }
}

export const amountProblemOf = (context: SendContext): AmountProblem | null => {
  const judged = judgeAmount(context)
  return judged.ok ? null : judged.problem
}

/** The receiver as typed, without the spaces a paste brings. */
export const receiverTextOf = (context: SendContext) => context.receiverText.trim()

/** R-VAL-4: the typed receiver is an address of the account's namespace. */
export const isReceiverAddress = (context: SendContext) => context.account !== null && isAddressOf(context.account.namespace, receiverTextOf(context))

/** A name typed again after it was resolved needs no second lookup. */
export const isResolvedName = (context: SendContext) => context.resolved !== null && context.resolved.name === receiverTextOf(context)

/** Who receives, as far as the form knows: an address typed, or a name and the address it resolved to. */
export function receiverOf(context: SendContext): Receiver | null {
  if (isReceiverAddress(context)) return { address: receiverTextOf(context), name: null }
  if (isResolvedName(context)) return context.resolved
  return null
}

export const selectToken = (snapshot: SendSnapshot) => chosenTokenOf(snapshot.context)
export const selectTokens = (snapshot: SendSnapshot) => snapshot.context.tokens
/** Why the amount cannot be sent (null: it can), shown beside the field. */
export const selectAmountProblem = (snapshot: SendSnapshot) => amountProblemOf(snapshot.context)
/** The receiver shown: the address typed, or the name with its address; null while nothing is known. */
export const selectReceiver = (snapshot: SendSnapshot) => receiverOf(snapshot.context)
/** Review is enabled when the amount can be sent and the machine acts on it: a complete, sendable form, or no receiver
 * yet (R-VAL-5: 'An amount and receiver address are required', said when Review is pressed). Issue 36: an empty,
 * negative, unreadable or too large amount keeps it disabled, as does a receiver that is no address (each shown
 * beside its field) or a request under way. */
export const selectCanReview = (snapshot: SendSnapshot) => snapshot.matches({ editing: { amount: 'valid' } }) && snapshot.can({ type: 'send.review' })
export const selectIsBusy = (snapshot: SendSnapshot) => snapshot.hasTag('busy')
export const selectFailure = (snapshot: SendSnapshot) => snapshot.context.failure
export const selectFee = (snapshot: SendSnapshot) => snapshot.context.fee
export const selectHash = (snapshot: SendSnapshot) => snapshot.context.hash
