// Reads of the modal snapshot for the dialog's views, which load after the first click. Apart from
// modal.selectors.ts (the button, the hooks and the dialog's shell) so that the first click does not carry them.
import type { ActorRefFrom, SnapshotFrom } from 'xstate'
import type { walletListMachine } from '../walletList/walletList.machine'
import type { modalMachine } from './modal.machine'
import { isCloseBlocked, namespaceWithoutNetwork } from './modal.rules'

type ModalSnapshot = SnapshotFrom<typeof modalMachine>

export const selectCanGoBack = (snapshot: ModalSnapshot) => snapshot.context.stack.length > 1
export const selectIsShaking = (snapshot: ModalSnapshot) => snapshot.hasTag('shaking')
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
