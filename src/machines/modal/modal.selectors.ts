// Narrow reads of the modal snapshot for views (DESIGN: select values or tags, never the whole snapshot): those the
// connect button, the hooks and the dialog's shell make at the first click (the dialog's views: modal.contentSelectors.ts).
import type { SnapshotFrom } from 'xstate'
import type { modalMachine } from './modal.machine'
import type { ModalView } from './modal.types'

type ModalSnapshot = SnapshotFrom<typeof modalMachine>
export type ModalLife = 'closed' | 'open' | 'closing'

export const selectLife = (snapshot: ModalSnapshot): ModalLife =>
  snapshot.matches('open') ? 'open' : snapshot.matches('closing') ? 'closing' : 'closed'

/** The view on screen is the child state of open.view (the stack top only mirrors it). Every view is an atomic
 * state (modal.views.ts), so the region's value is its name; `starting` never rests (its last way out is unguarded). */
export function selectView(snapshot: ModalSnapshot): ModalView | undefined {
  const value = snapshot.value
  return typeof value === 'object' && 'open' in value ? (value.open as { view: ModalView }).view : undefined
}

export const selectIsLoading = (snapshot: ModalSnapshot) => snapshot.hasTag('loading')
export const selectAccount = (snapshot: ModalSnapshot) => snapshot.context.account
/** SPEC §3: the shown account's name and avatar, when the names flow found them for that very account. */
export const selectProfile = ({ context }: ModalSnapshot) => (context.profile?.caipAddress === context.account?.caipAddress ? context.profile : null)
