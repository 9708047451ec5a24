// The page behind the dialog is hidden from assistive technology while it is open (aria-hidden on siblings).
// aria-hidden is loaded when a dialog first opens (its effects run once the dialog's first frame is painted, and
// the dialog is aria-modal meanwhile), so it is not part of the JS shipped before the first click.
import { whenMounted } from './whenMounted'

export function hideContentBelow(doc: Document, contentId: string): () => void {
  return whenMounted(doc, contentId, (content) => {
    let shown = false
    let undo: (() => void) | undefined
    void Promise.all([import('aria-hidden'), import('./dialogParts')]).then(([{ hideOthers }, { watchDialogParts }]) => {
      if (shown || !content.isConnected) return
      const dialog = content.closest<HTMLElement>('[data-latch-portal]') ?? content
      // Parts of the dialog outside it (the embedded wallet's approval) stay visible to assistive technology.
      let hidden: (() => void) | undefined
      const stopParts = watchDialogParts(doc, (parts) => {
        hidden?.()
        hidden = hideOthers([dialog, ...parts])
      })
      undo = () => {
        stopParts()
        hidden?.()
      }
    })
    return () => {
      shown = true
      undo?.()
    }
  })
}
