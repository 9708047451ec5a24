// Hiding the page behind the dialog from assistive technology, loaded when a dialog first opens
// (hideContentBelow.ts keeps only what must run at once): everything but the dialog and its parts outside it (the
// embedded wallet's approval, issue 31) gets aria-hidden, again each time a part comes or goes. Returns the undo.
import { hideOthers } from 'aria-hidden'
import { watchDialogParts } from './dialogParts'

export function hidePage(doc: Document, content: HTMLElement): () => void {
  const dialog = content.closest<HTMLElement>('[data-latch-portal]') ?? content
  let hidden: (() => void) | undefined
  const stopParts = watchDialogParts(doc, (parts) => {
    hidden?.()
    hidden = hideOthers([dialog, ...parts])
  })
  return () => {
    stopParts()
    hidden?.()
  }
}
