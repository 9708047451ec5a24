// Focus moves into the dialog, Tab cycles inside it (inputs included), and focus returns to whatever had it
// before opening (the trigger) when the trap is released. focus-trap does the tabbable bookkeeping; it is
// loaded when a dialog first opens, so it is not part of the JS shipped before the first click.
import { whenMounted } from './whenMounted'

export function trapFocus(doc: Document, contentId: string): () => void {
  const returnTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
  const stop = whenMounted(doc, contentId, (content) => {
    let released = false
    let deactivate: (() => void) | undefined
    // Until the trap is armed, focus still moves in at once.
    content.focus({ preventScroll: true })
    void Promise.all([import('focus-trap'), import('./dialogParts')]).then(([{ createFocusTrap }, { watchDialogParts }]) => {
      if (released || !content.isConnected) return
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
      // Parts of the dialog outside its content (the embedded wallet's approval) are inside the trap too, and one
      // that joins takes focus: it is what the person is asked about now.
      let known: HTMLElement[] = []
      const stopParts = watchDialogParts(doc, (parts) => {
        trap.updateContainerElements([content, ...parts])
        const joined = parts.find((part) => !known.includes(part))
        known = parts
        joined?.querySelector<HTMLElement>('[tabindex="0"]')?.focus({ preventScroll: true })
      })
      deactivate = () => {
        stopParts()
        trap.deactivate()
      }
    })
    return () => {
      released = true
      deactivate?.()
    }
  })
  return () => {
    stop()
    // After the event that closed the dialog has finished: a pointerdown outside would otherwise move focus
    // again on its way to mousedown (Radix defers the same way).
    setTimeout(() => {
      // A trigger no longer in the page takes no focus: focus() on a detached element does nothing.
      returnTo?.focus()
    })
  }
}
