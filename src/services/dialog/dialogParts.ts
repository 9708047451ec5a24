// Elements outside the dialog's content that belong to the open dialog (issue 31: the embedded wallet's frame while
// it shows an approval, laid over the content but living elsewhere in the page so it never reloads). The focus trap
// counts them among its containers and the hidden page leaves them visible; both follow them as they come and go.
// Loaded with focus-trap and aria-hidden, not before the first click.

/** Set on such an element while it belongs to the dialog. */
export const DIALOG_PART_ATTRIBUTE = 'data-latch-dialog-part'

/** Calls `onChange` with the parts now, and again whenever an element gains or loses the attribute. */
export function watchDialogParts(doc: Document, onChange: (parts: HTMLElement[]) => void): () => void {
  const read = () => [...doc.querySelectorAll<HTMLElement>(`[${DIALOG_PART_ATTRIBUTE}]`)]
  const MutationObserverOf = doc.defaultView?.MutationObserver
  onChange(read())
  if (!MutationObserverOf) return () => {}
  const observer = new MutationObserverOf(() => onChange(read()))
  observer.observe(doc.body, { attributes: true, attributeFilter: [DIALOG_PART_ATTRIBUTE], subtree: true })
  return () => observer.disconnect()
}
