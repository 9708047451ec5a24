// The history stack and the requests waiting on it (R-NAV-3, R-NAV-4), as plain functions of the context: the
// machine's actions (modal.machine.ts) apply what they return. Each answers with the context to assign and the
// dapp callbacks to run, kept apart so the callbacks run as actions of the same step. (A callback that reads the
// modal's snapshot still sees the one before the step: xstate publishes the new one when the step ends.)
import { BACK_TARGETS, type HistoryEntry, type ModalContext, type ModalEvent, type TransactionEntry } from './modal.types'

type StackChange = { assign: Partial<ModalContext>; callbacks: (() => void)[] }
type Stacked = Pick<ModalContext, 'stack' | 'transactions'>

// Issue 32 (found by the system test): a view back cannot land on (ConnectingWallet, whose request ended when a view
// was pushed over it) is passed over, to the one under it; back that found none did nothing, a trap while close is
// disabled (R-NAV-9).
const landsBack = (entry: HistoryEntry) => (BACK_TARGETS as readonly string[]).includes(entry.view)
/** How many entries back removes: the top, and the entries under it back passes over. */
const poppedCount = (stack: readonly HistoryEntry[]) => {
  let count = 1
  while (count < stack.length && !landsBack(stack[stack.length - 1 - count]!)) count++
  return count
}
export const previousView = (stack: readonly HistoryEntry[]) => stack[stack.length - 1 - poppedCount(stack)]?.view
/** Back leaves the modal: no view under the top that back can land on. */
export const hasNoEarlierView = (stack: readonly HistoryEntry[]) => previousView(stack) === undefined
export const topEntry = (stack: readonly HistoryEntry[]) => stack[stack.length - 1]

// R-NAV-4: the request the popped view was asking about, if still pending, is cancelled and its dapp hears so.
function withoutRequestOf(entry: HistoryEntry | undefined, stack: HistoryEntry[], transactions: readonly TransactionEntry[]): StackChange {
  const pending = entry?.transaction === undefined ? undefined : transactions.find((transaction) => transaction.id === entry.transaction)
  if (!pending) return { assign: { stack }, callbacks: [] }
  return { assign: { stack, transactions: transactions.filter((transaction) => transaction !== pending) }, callbacks: [() => pending.onCancel?.()] }
}

// R-NAV-3: back pops the history.
export function popped({ stack, transactions }: Stacked): StackChange {
  return withoutRequestOf(topEntry(stack), stack.slice(0, -poppedCount(stack)), transactions)
}

// R-NAV-3: back onto Connect while connected shows Account in its place.
export function poppedOntoAccount({ stack, transactions }: Stacked): StackChange {
  return withoutRequestOf(topEntry(stack), [...stack.slice(0, -poppedCount(stack) - 1), { view: 'Account' }], transactions)
}

// R-NAV-4: each request stacks its own callbacks and its own approval view, over whatever was on screen (another
// request included, which keeps waiting underneath).
export function withTransaction(context: Pick<ModalContext, 'stack' | 'transactions' | 'nextTransaction'>, event: Extract<ModalEvent, { type: 'transaction.push' }>): Partial<ModalContext> {
  const { onSuccess, onError, onCancel, view, data } = event
  const id = context.nextTransaction
  return {
    transactions: [...context.transactions, { id, onSuccess, onError, onCancel }],
    stack: [...context.stack, { view, data, transaction: id }],
    nextTransaction: id + 1,
  }
}

// R-NAV-4: the request on screen is answered: it leaves the stack and its own callback runs.
export function settled({ stack, transactions }: Stacked, event: ModalEvent): StackChange {
  const id = topEntry(stack)?.transaction
  const entry = transactions.find((transaction) => transaction.id === id)
  if (!entry) return { assign: {}, callbacks: [] }
  const answer = { 'transaction.succeeded': () => entry.onSuccess?.(), 'transaction.failed': () => entry.onError?.(), 'transaction.cancelled': () => entry.onCancel?.() }
  const callback = event.type in answer ? answer[event.type as keyof typeof answer] : undefined
  return { assign: { transactions: transactions.filter((transaction) => transaction !== entry) }, callbacks: callback ? [callback] : [] }
}

// R-NAV-4: the dialog closed (or reset, in embedded mode) with requests unanswered: each dapp hears a cancel,
// the newest first.
export function allCancelled({ transactions }: Pick<ModalContext, 'transactions'>): StackChange {
  if (transactions.length === 0) return { assign: {}, callbacks: [] }
  return { assign: { transactions: [] }, callbacks: [...transactions].reverse().map((entry) => () => entry.onCancel?.()) }
}

// R-NAV-4: the request on screen is still waiting for its answer.
export const isShownRequestPending = ({ stack, transactions }: Stacked) => transactions.some((transaction) => transaction.id === topEntry(stack)?.transaction)
