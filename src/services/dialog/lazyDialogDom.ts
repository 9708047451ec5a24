// The dialog's DOM effects, loaded with the first opening rather than the first page load: they wait for the
// dialog's first painted frame anyway (whenMounted.ts), so loading them then costs the person nothing, and the first
// click carries none of them (the 110 KiB budget; a packaged app's first load, issue 17).
import type { createDialogDom } from './index'
import { focusedIn } from './focusedIn'

type DialogDom = ReturnType<typeof createDialogDom>

export function createLazyDialogDom(doc: Document | undefined): DialogDom {
  let loading: Promise<DialogDom> | undefined
  /** Starts the effect once its code is here, unless the dialog closed first; the cleanup stops either way. */
  const start = (run: (dom: DialogDom) => () => void) => {
    let cleanup: (() => void) | undefined
    let stopped = false
    void (loading ??= import('./index').then((module) => module.createDialogDom(doc as Document))).then((dom) => {
      if (!stopped) cleanup = run(dom)
    })
    return () => {
      stopped = true
      cleanup?.()
    }
  }
  return {
    // Focus returns to what had it at the opening, not to whatever has it once this code has loaded.
    trapFocus: (contentId) => {
      const returnTo = doc ? focusedIn(doc) : null
      return start((dom) => dom.trapFocus(contentId, returnTo))
    },
    hideContentBelow: (contentId) => start((dom) => dom.hideContentBelow(contentId)),
    preventScroll: () => start((dom) => dom.preventScroll()),
    trackDismissable: (contentId, onDismiss) => start((dom) => dom.trackDismissable(contentId, onDismiss)),
    animateHeight: (contentId) => start((dom) => dom.animateHeight(contentId)),
  }
}
