// Narrow reads of the modal snapshot for views (DESIGN: select values or tags, never the whole snapshot).
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { walletListMachine } from '../walletList/walletList.machine'
import type { modalMachine } from './modal.machine'
import { isCloseBlocked, namespaceWithoutNetwork } from './modal.rules'
import type { ModalView } from './modal.types'

type ModalSnapshot = SnapshotFrom<typeof modalMachine>
export type ModalLife = 'closed' | 'open' | 'closing'

export const selectLife = (snapshot: ModalSnapshot): ModalLife =>
  snapshot.matches('open') ? 'open' : snapshot.matches('closing') ? 'closing' : 'closed'

/** The view on screen is the child state of open.view (the stack top only mirrors it). */
export function selectView(snapshot: ModalSnapshot): ModalView | undefined {
  const value = snapshot.value
  if (typeof value !== 'object' || !('open' in value)) return undefined
  const view = (value.open as { view?: unknown }).view
  const name = typeof view === 'string' ? view : view && typeof view === 'object' ? Object.keys(view)[0] : undefined
  return name === 'starting' ? undefined : (name as ModalView | undefined)
}

export const selectCanGoBack = (snapshot: ModalSnapshot) => snapshot.context.stack.length > 1
export const selectIsShaking = (snapshot: ModalSnapshot) => snapshot.hasTag('shaking')
export const selectIsLoading = (snapshot: ModalSnapshot) => snapshot.hasTag('loading')
export const selectAccount = (snapshot: ModalSnapshot) => snapshot.context.account
/** SPEC §3: the shown account's name and avatar, when the names flow found them for that very account. */
export const selectProfile = ({ context }: ModalSnapshot) => (context.profile?.caipAddress === context.account?.caipAddress ? context.profile : null)
export const selectViewData = (snapshot: ModalSnapshot) => snapshot.context.stack[snapshot.context.stack.length - 1]?.data
export const selectCatalogue = (snapshot: ModalSnapshot) => snapshot.context.catalogue
export const selectCatalogueError = (snapshot: ModalSnapshot) =>
  snapshot.matches({ open: { catalogue: 'failed' } }) ? snapshot.context.catalogueError : undefined
export const selectCatalogueLoading = (snapshot: ModalSnapshot) => snapshot.matches({ open: { catalogue: 'loading' } })
/** The All wallets list actor: spawned once its code has loaded, alive until the dialog closes. */
export const selectWalletList = (snapshot: ModalSnapshot) =>
  snapshot.children['walletList'] as ActorRefFrom<typeof walletListMachine> | undefined
/** The All wallets list's code did not load. */
export const selectWalletListFailed = (snapshot: ModalSnapshot) => snapshot.matches({ open: { walletList: 'failed' } })
export const selectCloseBlocked = (snapshot: ModalSnapshot) => isCloseBlocked(snapshot.context)
/** R-NAV-2: the namespace the modal was opened for, when the app has no network of it (no wallet to offer). */
export const selectNamespaceWithoutNetwork = (snapshot: ModalSnapshot) => namespaceWithoutNetwork(snapshot.context)
