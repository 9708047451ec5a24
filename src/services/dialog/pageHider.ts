// Hiding the page behind the dialog from assistive technology, loaded when a dialog first opens
// (hideContentBelow.ts keeps only what must run at once): everything but the dialog and its parts outside it (the
// embedded wallet's approval, issue 31) gets aria-hidden and inert, again each time a part comes or goes. Returns
// the undo.
import { hideOthers } from 'aria-hidden'
import { watchDialogParts } from './dialogParts'

export function hidePage(doc: Document, content: HTMLElement): () => void {
  const dialog = content.closest<HTMLElement>('[data-latch-portal]') ?? content
  let hidden: (() => void) | undefined
  const stopParts = watchDialogParts(doc, (parts) => {
    hidden?.()
    // Hidden from assistive technology, and inert (issue 35): no click, focus or find-in-page reaches the page
    // behind the modal either.
    // (aria-hidden's own inertOthers shares its counts with hideOthers: used together, inert would outlive the
    // dialog.) The nodes hideOthers marked, and no others, are made inert here.
    const undoHidden = hideOthers([dialog, ...parts])
    const inerted = [...doc.querySelectorAll('[data-aria-hidden]')].filter((node) => !node.hasAttribute('inert'))
    for (const node of inerted) node.setAttribute('inert', '')
    hidden = () => {
      for (const node of inerted) node.removeAttribute('inert')
      undoHidden()
    }
  })
  return () => {
    stopParts()
    hidden?.()
  }
}
