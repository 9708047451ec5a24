// When a click on the frame's Approve or Reject counts (issue 31, against clickjacking): only a person's click (the
// browser marks synthetic events untrusted), not in the first 500 ms after the approval became visible (a page that
// slips the frame under the pointer just before a click gets nothing), and only while the frame is fully visible
// (IntersectionObserver v2's isVisible where the browser has it: nothing covers it, no opacity or transform games).
// No Node imports: bundled into the page.

/** How long a freshly shown (or freshly uncovered) approval ignores clicks. */
export const APPROVAL_ARMING_MS = 500

export type ClickGuardState = {
  /** When the approval was last shown or became visible again (ms, the page's clock). */
  visibleSince: number | undefined
}

export function isClickAccepted(event: { isTrusted: boolean }, state: ClickGuardState, now: number): boolean {
  return event.isTrusted && state.visibleSince !== undefined && now - state.visibleSince >= APPROVAL_ARMING_MS
}

type VisibilityEntry = { isVisible?: boolean; intersectionRatio: number }

/** Fully visible: v2's verdict where it exists, else all of the element inside the viewport (v1). */
export function isFullyVisible(entry: VisibilityEntry): boolean {
  return entry.isVisible ?? entry.intersectionRatio >= 1
}
