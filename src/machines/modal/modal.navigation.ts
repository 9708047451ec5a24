// The modal's navigation tables: one guarded transition per view (DESIGN), generated from the view list so
// adding a view adds its ways in and out. Guards and actions are named here and implemented in modal.machine.ts.
import { BACK_TARGETS, NAVIGABLE_VIEWS, REPLACING_VIEWS } from './modal.types'

// R-NAV-3: back pops the history; with no earlier view it closes; back onto Connect while connected shows
// Account. One guarded transition per view, so the graph shows every way back. Popping a view that still asks for
// an approval cancels that request (R-NAV-4: the dapp hears back).
export const goBack = [
  { guard: 'hasNoEarlierView', target: '#modal.closing' },
  { guard: 'isBackToConnectWhileConnected', target: '.Account', actions: 'popOntoAccount' },
  ...BACK_TARGETS.map((view) => ({ guard: { type: 'isBackTo', params: { view } }, target: `.${view}`, actions: 'pop' }) as const),
] as const

// One guarded transition per view for pushes, and for the start view (R-NAV-2: a requested view wins).
export const pushTo = NAVIGABLE_VIEWS.map((view) => ({ guard: { type: 'isPushTo', params: { view } }, target: `.${view}`, actions: 'push' }) as const)
// A flow's view gives way to the next (R-NAME-2: the registration form to its success).
export const replaceTo = REPLACING_VIEWS.map((view) => ({ guard: { type: 'isReplaceBy', params: { view } }, target: `.${view}`, actions: 'replace' }) as const)
// The email login's and email update's steps follow an email sent from a view; the modal is never opened on them.
const NOT_START_VIEWS: readonly string[] = ['EmailVerifyOtp', 'EmailVerifyDevice', 'UpdateEmail', 'UpdateEmailPrimaryOtp', 'UpdateEmailSecondaryOtp', 'RegisterAccountNameSuccess']
const START_VIEWS = NAVIGABLE_VIEWS.filter((view) => !NOT_START_VIEWS.includes(view))
export const startOnRequested = START_VIEWS.map(
  (view) => ({ guard: { type: 'isRequestedView', params: { view } }, target: view, actions: { type: 'startAt', params: { view } } }) as const,
)

