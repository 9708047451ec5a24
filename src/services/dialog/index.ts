import { animateHeight } from './animateHeight'
import { hideContentBelow } from './hideContentBelow'
import { preventScroll } from './preventScroll'
import { trackDismissable, type DismissReason } from './trackDismissable'
import { trapFocus } from './focusTrap'

/** The dialog's DOM effects bound to one document: what the modal's DialogDomPort asks for. */
export function createDialogDom(doc: Document) {
  return {
    trapFocus: (contentId: string) => trapFocus(doc, contentId),
    hideContentBelow: (contentId: string) => hideContentBelow(doc, contentId),
    preventScroll: () => preventScroll(doc),
    trackDismissable: (contentId: string, onDismiss: (reason: DismissReason) => void) =>
      trackDismissable(doc, contentId, onDismiss),
    animateHeight: (contentId: string) => animateHeight(doc, contentId),
  }
}
