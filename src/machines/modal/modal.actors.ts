// The modal's I/O, built on two ports: what it needs from the wallet catalogue and from the page's DOM.
// This file imports no service: system.ts hands real ports in, tests hand fakes.
import { fromCallback, fromPromise, type EventObject } from 'xstate'
import type { walletListMachine } from '../walletList/walletList.machine'
import type { ConnectCatalogue, ModalSettings, Outcome } from './modal.types'

export interface CataloguePort {
  /** R-NAV-7: featured and recommended wallets with their images prefetched. */
  loadConnectWallets(settings: ModalSettings, signal: AbortSignal): Promise<Outcome<ConnectCatalogue>>
}

type Cleanup = () => void
export type DismissReason = 'escape' | 'outside'

/** Effects that belong to the open dialog (zag's dialog effects); each returns its cleanup. */
export interface DialogDomPort {
  trapFocus(contentId: string): Cleanup
  hideContentBelow(contentId: string): Cleanup
  preventScroll(): Cleanup
  trackDismissable(contentId: string, onDismiss: (reason: DismissReason) => void): Cleanup
  /** R-NAV-12: the dialog's height follows its content, animated (none under reduced motion). */
  animateHeight(contentId: string): Cleanup
}

export const DIALOG_CONTENT_ID = 'latch-dialog-content'
/** Where the ApproveTransaction view makes room for the embedded wallet's frame (issue 31). */
export const APPROVAL_SLOT_ID = 'latch-approval-slot'

/** The embedded wallet's frame, shown over the view's slot while it asks the person about request `requestId`. */
export interface ApprovalFramePort {
  present(requestId: string, slotId: string): Cleanup
}

export function createApprovalFrameActors(port: ApprovalFramePort) {
  return {
    // Issue 31: the frame is on screen exactly while its request's view is (a view pushed on top hides it again).
    presentApprovalFrame: fromCallback<EventObject, { requestId: string | undefined }>(({ input }) =>
      input.requestId === undefined ? undefined : port.present(input.requestId, APPROVAL_SLOT_ID),
    ),
  }
}

export function createCatalogueActors(port: CataloguePort) {
  return {
    loadConnectWallets: fromPromise<Outcome<ConnectCatalogue>, { settings: ModalSettings }>(({ input, signal }) =>
      port.loadConnectWallets(input.settings, signal),
    ),
  }
}

/** The All wallets list's logic, with its I/O provided, from code loaded when the list is first needed. */
export function createWalletListLoader(load: () => Promise<typeof walletListMachine>) {
  return { loadWalletList: fromPromise<typeof walletListMachine>(() => load()) }
}

export function createDialogActors(port: DialogDomPort) {
  return {
    trapFocus: fromCallback(() => port.trapFocus(DIALOG_CONTENT_ID)),
    hideContentBelow: fromCallback(() => port.hideContentBelow(DIALOG_CONTENT_ID)),
    preventScroll: fromCallback(() => port.preventScroll()),
    trackDismissable: fromCallback(({ sendBack }) =>
      port.trackDismissable(DIALOG_CONTENT_ID, () => sendBack({ type: 'modal.close' })),
    ),
    animateHeight: fromCallback(() => port.animateHeight(DIALOG_CONTENT_ID)),
  }
}

/** Stand-ins that do nothing, for setup() defaults; system.ts always provides the real ones. */
export const inertApprovalFrameActors = createApprovalFrameActors({ present: () => () => {} })
export const inertDialogActors = createDialogActors({
  trapFocus: () => () => {},
  hideContentBelow: () => () => {},
  preventScroll: () => () => {},
  trackDismissable: () => () => {},
  animateHeight: () => () => {},
})
