// Narrow reads of the locale flow, shared by the connect button, the dialog's frame and the public hook.
import type { SnapshotFrom } from 'xstate'
import type { localeMachine } from './locale.machine'

export type LocaleSnapshot = SnapshotFrom<typeof localeMachine>

export const selectLocale = (snapshot: LocaleSnapshot) => snapshot.context.locale
export const selectDirection = (snapshot: LocaleSnapshot) => snapshot.context.dir
export const selectMessages = (snapshot: LocaleSnapshot) => snapshot.context.messages
/** No catalogue could load (none is on screen to fall back on). */
export const selectCatalogueFailed = (snapshot: LocaleSnapshot) => snapshot.matches('failed') && snapshot.context.messages === null
