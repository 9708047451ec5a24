// The page behind the dialog is hidden from assistive technology while it is open (aria-hidden on siblings).
// aria-hidden is loaded when a dialog first opens (its effects run once the dialog's first frame is painted, and
// the dialog is aria-modal meanwhile), so it is not part of the JS shipped before the first click.
import { whenMounted } from './whenMounted'

export function hideContentBelow(doc: Document, contentId: string): () => void {
  return whenMounted(doc, contentId, (content) => {
    let shown = false
    let undo: (() => void) | undefined
    void import('../later').then((later) => later.pageHider()).then(({ hidePage }) => {
      if (!shown && content.isConnected) undo = hidePage(doc, content)
    })
    return () => {
      shown = true
      undo?.()
    }
  })
}
