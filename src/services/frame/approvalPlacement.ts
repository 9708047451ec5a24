// The frame shown in the modal for an approval (issue 31, as AppKit's approve view does): the iframe stays where it
// was created (moving an iframe in the DOM reloads it, and its session with it) and its host is laid over the view's
// slot, following it every frame while the modal animates; the slot takes the height the frame asks for, so the
// modal's body grows to fit. While shown, the host is part of the dialog (data-latch-dialog-part: the focus trap
// counts the iframe among its tabbable stops and moves focus into it, the hidden page leaves it reachable) and sits
// above the dialog.
// Hidden again, it is as it was: no size, no pointer, no focus, not in the accessibility tree.
import { DIALOG_PART_ATTRIBUTE } from '../dialog/dialogParts'
import { MAX_APPROVAL_HEIGHT } from './frameMessages'

const HIDDEN_HOST_STYLE = 'position:absolute;width:0;height:0;opacity:0;pointer-events:none;visibility:hidden;overflow:hidden'

/** The iframe inside a host element: the host is what moves and what the dialog counts as its part. */
export function hostFrame(doc: Document, frame: HTMLIFrameElement): HTMLElement {
  const host = doc.createElement('div')
  frame.style.cssText = 'display:block;width:100%;height:100%;border:0'
  host.append(frame)
  hideFrame(frame)
  return host
}

export function hideFrame(frame: HTMLIFrameElement): void {
  const host = frame.parentElement
  if (host) {
    host.style.cssText = HIDDEN_HOST_STYLE
    host.removeAttribute(DIALOG_PART_ATTRIBUTE)
  }
  frame.setAttribute('aria-hidden', 'true')
  frame.tabIndex = -1
}

/** The nearest ancestor that clips the slot (overflow other than visible), if any. */
function clippingAncestor(slot: HTMLElement, win: Window): HTMLElement | undefined {
  for (let element = slot.parentElement; element; element = element.parentElement) {
    if (win.getComputedStyle(element).overflowY !== 'visible') return element
  }
  return undefined
}

/** Lays `frame` over `slot` until the returned cleanup runs; `height()` is the frame's latest wish, if any. */
export function placeFrameOver(frame: HTMLIFrameElement, slot: HTMLElement, height: () => number | undefined): () => void {
  const win = slot.ownerDocument.defaultView
  const host = frame.parentElement
  if (!win || !host) return () => {}
  // Above the dialog (the theme's z-index is the overlay's, the dialog is one above it).
  const zIndex = (Number.parseInt(win.getComputedStyle(slot).getPropertyValue('--latch-z-index'), 10) || 999) + 2
  frame.removeAttribute('aria-hidden')
  frame.tabIndex = 0
  host.setAttribute(DIALOG_PART_ATTRIBUTE, '')
  // The page behind the dialog is inert (pageHider.ts) and the host was part of it: focusable at once, before the
  // hider's observer hears that it has become a part (the focus trap moves focus into the frame meanwhile).
  host.removeAttribute('inert')
  const clipper = clippingAncestor(slot, win)
  let frameId = 0
  const place = () => {
    const wanted = height()
    if (wanted !== undefined) slot.style.height = `${Math.min(wanted, MAX_APPROVAL_HEIGHT)}px`
    const box = slot.getBoundingClientRect()
    // Clipped where the slot is clipped (the modal's scrolling body): what is scrolled away is not shown over the
    // dialog's edge, and a cut-off Approve is not fully visible, so it does not count (the frame's own rule).
    const view = clipper?.getBoundingClientRect()
    const clip = view
      ? `;clip-path:inset(${Math.max(0, view.top - box.top)}px ${Math.max(0, box.right - view.right)}px ${Math.max(0, box.bottom - view.bottom)}px ${Math.max(0, view.left - box.left)}px)`
      : ''
    host.style.cssText = `position:fixed;left:${box.left}px;top:${box.top}px;width:${box.width}px;height:${box.height}px;z-index:${zIndex}${clip}`
    frameId = win.requestAnimationFrame(place)
  }
  place()
  return () => {
    win.cancelAnimationFrame(frameId)
    slot.style.height = ''
    hideFrame(frame)
  }
}
