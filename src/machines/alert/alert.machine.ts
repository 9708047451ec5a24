// Alerts of SPEC §8 (R-ERR-1): a title and a description from the catalogue, shown until dismissed.
// An alert already on screen is not shown again; "shown once" rules live with whoever raises them.
import { assertEvent, assign, setup } from 'xstate'
import { alertContent, type AlertContent, type ErrorCode } from '../../core/errors'

export type AlertEvent = { type: 'alert.show'; code: ErrorCode } | { type: 'alert.dismiss' }
export type AlertContext = { alert: AlertContent | undefined }

export const alertMachine = setup({
  types: { context: {} as AlertContext, events: {} as AlertEvent },
  actions: {
    show: assign(({ event }) => {
      assertEvent(event, 'alert.show')
      return { alert: alertContent(event.code) }
    }),
    clear: assign({ alert: undefined }),
  },
}).createMachine({
  id: 'alert',
  context: { alert: undefined },
  initial: 'hidden',
  states: {
    hidden: { on: { 'alert.show': { target: 'shown', actions: 'show' } } },
    shown: {
      on: {
        'alert.show': { actions: 'show' },
        'alert.dismiss': { target: 'hidden', actions: 'clear' },
      },
    },
  },
})
