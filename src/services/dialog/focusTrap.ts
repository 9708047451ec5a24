// Focus moves into the dialog, Tab cycles inside it (inputs included), and focus returns to whatever had it
// before opening (the trigger) when the trap is released. The trap (armedTrap.ts, with focus-trap doing the tabbable
// bookkeeping) is loaded when a dialog first opens, so it is not part of the JS shipped before the first click.
import { whenMounted } from './whenMounted'

export function trapFocus(doc: Document, contentId: string): () => void {
  const returnTo = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
  const stop = whenMounted(doc, contentId, (content) => {
    let released = false
    let deactivate: (() => void) | undefined
    // Until the trap is armed, focus still moves in at once.
    content.focus({ preventScroll: true })
    void import('../later').then((later) => later.armedTrap()).then(({ armTrap }) => {
      if (!released && content.isConnected) deactivate = armTrap(doc, content)
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
