// The header's back and close buttons, as a person and a screen reader meet them. Apart from modal.connect.ts (the
// dialog's frame, in the first click): only the lazily loaded header uses these.
/** `labels`: the buttons' names in the locale spoken (issue 35). */
export function headerProps(state: { canGoBack: boolean; closeBlocked: boolean }, labels: { back: string; close: string }) {
  return {
    // R-NAV-9 disables close only: back still leads out of a view whose close is blocked.
    back: { type: 'button', 'aria-label': labels.back, hidden: !state.canGoBack } as const,
    // R-NAV-9: a blocked close stays focusable and says why it does nothing (the modal shakes).
    close: { type: 'button', 'aria-label': labels.close, 'aria-disabled': state.closeBlocked || undefined } as const,
  }
}
