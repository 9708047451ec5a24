// One toast at a time (R-ENT-4). A new toast while one shows waits the swap delay so the old one can leave.
import { assertEvent, assign, setup } from 'xstate'
import { TOAST_AUTO_CLOSE_MS, TOAST_SWAP_DELAY_MS } from '../../core/constants'

export type ToastVariant = 'success' | 'error' | 'loading'
/** Issue 35: a text of the catalogue (its key and values), which the toast view says in the locale spoken. */
export type Phrase = { key: string; values?: Record<string, string | number> }
/** `phrase` for Latch's own texts; `message` for words that come from elsewhere (a wallet's, a server's). */
export type Toast = { message?: string; phrase?: Phrase; variant: ToastVariant; autoClose: boolean }
export type ToastEvent = ({ type: 'toast.show' } & Pick<Toast, 'message' | 'phrase' | 'variant'> & { autoClose?: boolean }) | { type: 'toast.dismiss' }
export type ToastContext = { toast: Toast | undefined; next: Toast | undefined }

function toToast(event: Extract<ToastEvent, { type: 'toast.show' }>): Toast {
  // A loading toast stays until it is replaced or dismissed; the others close by themselves unless told not to.
  return { message: event.message, phrase: event.phrase, variant: event.variant, autoClose: event.autoClose ?? event.variant !== 'loading' }
}

export const toastMachine = setup({
  types: { context: {} as ToastContext, events: {} as ToastEvent },
  delays: { autoClose: TOAST_AUTO_CLOSE_MS, swap: TOAST_SWAP_DELAY_MS },
  guards: { isAutoClose: ({ context }) => context.toast?.autoClose === true },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, 'toast.show')
      return { toast: toToast(event) }
    }),
    queue: assign(({ event }) => {
      assertEvent(event, 'toast.show')
      return { next: toToast(event) }
    }),
    promote: assign(({ context }) => ({ toast: context.next, next: undefined })),
    clear: assign({ toast: undefined, next: undefined }),
  },
}).createMachine({
  id: 'toast',
  context: { toast: undefined, next: undefined },
  initial: 'hidden',
  states: {
    hidden: { on: { 'toast.show': { target: 'visible', actions: 'show' } } },
    visible: {
      tags: ['open'],
      after: { autoClose: { guard: 'isAutoClose', target: 'hidden', actions: 'clear' } },
      on: {
        'toast.show': { target: 'swapping', actions: 'queue' },
        'toast.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
    // R-CONST-1: toast swap delay.
    swapping: {
      after: { swap: { target: 'visible', actions: 'promote' } },
      on: {
        'toast.show': { actions: 'queue' },
        'toast.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
  },
})
