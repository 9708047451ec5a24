/** What has focus in the page (the dialog's trigger, at its opening): where focus returns when the dialog closes. */
export const focusedIn = (doc: Document): HTMLElement | null => (doc.activeElement instanceof HTMLElement ? doc.activeElement : null)
