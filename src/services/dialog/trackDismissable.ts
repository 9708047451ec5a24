// Escape anywhere, or a pointer press outside the dialog content, asks to dismiss. Whether that closes is the
// modal machine's decision (close may be blocked), so this only reports.
import { whenMounted } from './whenMounted'

export type DismissReason = 'escape' | 'outside'

export function trackDismissable(doc: Document, contentId: string, onDismiss: (reason: DismissReason) => void): () => void {
  return whenMounted(doc, contentId, (content) => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return
      event.preventDefault()
      onDismiss('escape')
    }
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target
      if (target instanceof Node && !content.contains(target)) onDismiss('outside')
    }
    doc.addEventListener('keydown', onKeyDown)
    doc.addEventListener('pointerdown', onPointerDown)
    return () => {
      doc.removeEventListener('keydown', onKeyDown)
      doc.removeEventListener('pointerdown', onPointerDown)
    }
  })
}
