// The focus trap itself, loaded when a dialog first opens (focusTrap.ts keeps only what must run at once): Tab
// cycles inside the dialog's content and its parts outside it (the embedded wallet's approval, issue 31), and a part
// that joins takes focus, for it is what the person is asked about now. Returns the release.
import { createFocusTrap } from 'focus-trap'
import { watchDialogParts } from './dialogParts'

export function armTrap(doc: Document, content: HTMLElement): () => void {
  const trap = createFocusTrap(content, {
    document: doc,
    escapeDeactivates: false,
    clickOutsideDeactivates: false,
    allowOutsideClick: true,
    returnFocusOnDeactivate: false,
    fallbackFocus: content,
    tabbableOptions: { displayCheck: 'none' },
  })
  trap.activate()
  let known: HTMLElement[] = []
  const stopParts = watchDialogParts(doc, (parts) => {
    trap.updateContainerElements([content, ...parts])
    const joined = parts.find((part) => !known.includes(part))
    known = parts
    joined?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true })
  })
  return () => {
    stopParts()
    trap.deactivate()
  }
}
