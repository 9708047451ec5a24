// @vitest-environment jsdom
// The open dialog's DOM effects (services/dialog) in a real DOM: each waits for the dialog to mount and for the
// first frame showing it to be painted (issue 12), then does its one job, and undoes it when the dialog closes.
// The browser-level behaviour (Tab cycling, axe) is proven end to end in Chromium; this pins each effect's contract.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createDialogDom } from '../../../src/services/dialog'
import { whenMounted } from '../../../src/services/dialog/whenMounted'

const CONTENT_ID = 'test-dialog-content'
/** Two animation frames and the task after them: long enough for any effect to have started. */
const settle = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 0))))

let page: HTMLElement
let trigger: HTMLButtonElement

function mountDialog(): { portal: HTMLElement; content: HTMLElement; inside: HTMLButtonElement } {
  const portal = document.createElement('div')
  portal.setAttribute('data-latch-portal', '')
  const content = document.createElement('div')
  content.id = CONTENT_ID
  content.tabIndex = -1
  const inside = document.createElement('button')
  inside.textContent = 'Inside'
  content.append(inside)
  portal.append(content)
  document.body.append(portal)
  return { portal, content, inside }
}

beforeEach(() => {
  document.body.innerHTML = ''
  document.body.removeAttribute('style')
  page = document.createElement('main')
  trigger = document.createElement('button')
  trigger.textContent = 'Connect Wallet'
  page.append(trigger)
  document.body.append(page)
  trigger.focus()
})

afterEach(() => {
  document.body.innerHTML = ''
})

describe('whenMounted', () => {
  it('waits for the element, then runs once the frame showing it is past, and cleans up once', async () => {
    const cleanup = vi.fn()
    const run = vi.fn(() => cleanup)
    const stop = whenMounted(document, CONTENT_ID, run)
    await settle()
    expect(run).not.toHaveBeenCalled()
    const { content } = mountDialog()
    // Not in the frame that first finds it: the effect waits for the task after it.
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(run).not.toHaveBeenCalled()
    await settle()
    expect(run).toHaveBeenCalledTimes(1)
    expect(run).toHaveBeenCalledWith(content)
    stop()
    expect(cleanup).toHaveBeenCalledTimes(1)
  })

  it('does not run when stopped before the dialog mounted, or between finding it and running', async () => {
    const run = vi.fn(() => () => {})
    whenMounted(document, CONTENT_ID, run)()
    mountDialog()
    await settle()
    expect(run).not.toHaveBeenCalled()
    const stop = whenMounted(document, CONTENT_ID, run)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    stop()
    await settle()
    expect(run).not.toHaveBeenCalled()
  })

  it('does not run for a dialog removed between the frame that found it and the task after', async () => {
    const run = vi.fn(() => () => {})
    const stop = whenMounted(document, CONTENT_ID, run)
    const { portal } = mountDialog()
    await new Promise((resolve) => requestAnimationFrame(resolve))
    portal.remove()
    await settle()
    expect(run).not.toHaveBeenCalled()
    stop()
  })

  it('in a document without a window (no frames to wait for), never runs and stops cleanly', async () => {
    const bare = document.implementation.createHTMLDocument('')
    const content = bare.createElement('div')
    content.id = CONTENT_ID
    bare.body.append(content)
    const run = vi.fn(() => () => {})
    const stop = whenMounted(bare, CONTENT_ID, run)
    await settle()
    expect(run).not.toHaveBeenCalled()
    expect(() => stop()).not.toThrow()
  })

  it('gives up after about a second of frames without the dialog', async () => {
    const frames = vi.spyOn(window, 'requestAnimationFrame')
    const run = vi.fn(() => () => {})
    const stop = whenMounted(document, CONTENT_ID, run)
    await vi.waitFor(() => expect(frames.mock.calls.length).toBeGreaterThanOrEqual(61), { timeout: 3_000 })
    const asked = frames.mock.calls.length
    await settle()
    // One frame to start, then 60 retries: once it gave up, the only new requests are settle()'s own two.
    expect(frames.mock.calls.length).toBe(asked + 2)
    expect(asked).toBe(61)
    mountDialog()
    await settle()
    expect(run).not.toHaveBeenCalled()
    stop()
    frames.mockRestore()
  })
})

describe('dialog DOM effects', () => {
  const dom = () => createDialogDom(document)

  it('moves focus into the dialog after it is painted, and gives it back to the trigger when released', async () => {
    const release = dom().trapFocus(CONTENT_ID)
    const { content } = mountDialog()
    expect(document.activeElement).toBe(trigger)
    await settle()
    expect(document.activeElement).toBe(content)
    release()
    // Returned after the event that closed the dialog has finished.
    expect(document.activeElement).not.toBe(trigger)
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(document.activeElement).toBe(trigger)
  })

  it('keeps Tab inside the dialog, through Escape and presses outside (the modal, not the trap, decides about those)', async () => {
    const release = dom().trapFocus(CONTENT_ID)
    // One tabbable control: Tab from it is Tab from the last one, which the trap turns back to the first.
    const { inside } = mountDialog()
    await settle()
    const tabFromLast = () => {
      inside.focus()
      const tab = new KeyboardEvent('keydown', { key: 'Tab', bubbles: true, cancelable: true })
      inside.dispatchEvent(tab)
      return tab
    }
    await vi.waitFor(() => expect(tabFromLast().defaultPrevented).toBe(true))
    expect(document.activeElement).toBe(inside)
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
    // A press outside goes through (the modal's own dismiss handling sees it) and does not end the trap.
    const outside = new MouseEvent('mousedown', { bubbles: true, cancelable: true })
    trigger.dispatchEvent(outside)
    expect(outside.defaultPrevented).toBe(false)
    trigger.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }))
    expect(tabFromLast().defaultPrevented).toBe(true)
    expect(document.activeElement).toBe(inside)
    release()
    expect(tabFromLast().defaultPrevented).toBe(false)
  })

  it('issue 31: a part of the dialog outside it (the embedded wallet’s approval) joins the trap, takes focus, and stays visible to assistive technology; leaving, it is hidden again', async () => {
    const release = dom().trapFocus(CONTENT_ID)
    const show = dom().hideContentBelow(CONTENT_ID)
    mountDialog()
    const host = document.createElement('div')
    const frame = document.createElement('iframe')
    frame.tabIndex = 0
    host.append(frame)
    document.body.append(host)
    await settle()
    await vi.waitFor(() => expect(page.getAttribute('aria-hidden')).toBe('true'))
    await vi.waitFor(() => expect(host.getAttribute('aria-hidden')).toBe('true'))
    host.setAttribute('data-latch-dialog-part', '')
    await vi.waitFor(() => expect(document.activeElement).toBe(frame))
    expect(host.hasAttribute('aria-hidden')).toBe(false)
    expect(page.getAttribute('aria-hidden')).toBe('true')
    host.removeAttribute('data-latch-dialog-part')
    await vi.waitFor(() => expect(host.getAttribute('aria-hidden')).toBe('true'))
    show()
    release()
    expect(host.hasAttribute('aria-hidden')).toBe(false)
  })

  it('hides everything but the dialog from assistive technology, and makes it inert, while open', async () => {
    const show = dom().hideContentBelow(CONTENT_ID)
    const { portal, content } = mountDialog()
    // The overlay sits beside the content inside the portal: hidden with the page, it would not be.
    const overlay = document.createElement('div')
    portal.prepend(overlay)
    await settle()
    await vi.waitFor(() => expect(page.getAttribute('aria-hidden')).toBe('true'))
    expect(portal.hasAttribute('aria-hidden')).toBe(false)
    expect(overlay.hasAttribute('aria-hidden')).toBe(false)
    expect(content.hasAttribute('aria-hidden')).toBe(false)
    // Issue 35: and inert, so no click or focus reaches it either; the dialog is not.
    expect(page.hasAttribute('inert')).toBe(true)
    expect(portal.hasAttribute('inert')).toBe(false)
    show()
    expect(page.hasAttribute('aria-hidden')).toBe(false)
    expect(page.hasAttribute('inert')).toBe(false)
  })

  it('stops the page scrolling at once and restores what the page had', () => {
    document.body.style.overflow = 'scroll'
    document.body.style.paddingRight = '3px'
    const restore = dom().preventScroll()
    expect(document.body.style.overflow).toBe('hidden')
    restore()
    expect(document.body.style.overflow).toBe('scroll')
    expect(document.body.style.paddingRight).toBe('3px')
  })

  it('leaves the page’s own padding alone when it has no scrollbar', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth)
    document.body.style.paddingRight = '3px'
    const restore = dom().preventScroll()
    expect(document.body.style.paddingRight).toBe('3px')
    restore()
    vi.restoreAllMocks()
  })

  it('keeps the scrollbar’s width as padding so the page does not jump', () => {
    vi.spyOn(document.documentElement, 'clientWidth', 'get').mockReturnValue(window.innerWidth - 15)
    const restore = dom().preventScroll()
    expect(document.body.style.paddingRight).toBe('15px')
    restore()
    expect(document.body.style.paddingRight).toBe('')
    vi.restoreAllMocks()
  })

  it('reports Escape and a press outside the dialog, not a press inside or another key', async () => {
    const onDismiss = vi.fn()
    const stop = dom().trackDismissable(CONTENT_ID, onDismiss)
    const { inside } = mountDialog()
    await settle()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }))
    inside.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(onDismiss).not.toHaveBeenCalled()
    const escape = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    document.dispatchEvent(escape)
    expect(onDismiss).toHaveBeenLastCalledWith('escape')
    expect(escape.defaultPrevented).toBe(true)
    page.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(onDismiss).toHaveBeenLastCalledWith('outside')
    expect(onDismiss).toHaveBeenCalledTimes(2)
    // An Escape something inside already handled (a nested control) is not a dismissal.
    const handled = new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true })
    handled.preventDefault()
    document.dispatchEvent(handled)
    expect(onDismiss).toHaveBeenCalledTimes(2)
    stop()
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }))
    page.dispatchEvent(new Event('pointerdown', { bubbles: true }))
    expect(onDismiss).toHaveBeenCalledTimes(2)
  })

  it('R-NAV-12: sets the body’s height from its content’s each time the content resizes, and lets go on close', async () => {
    const observers: { callback: () => void; observed: Element[]; disconnected: boolean }[] = []
    class FakeResizeObserver {
      entry: (typeof observers)[number]
      constructor(callback: () => void) {
        this.entry = { callback, observed: [], disconnected: false }
        observers.push(this.entry)
      }
      observe(element: Element) {
        this.entry.observed.push(element)
      }
      disconnect() {
        this.entry.disconnected = true
      }
    }
    vi.stubGlobal('ResizeObserver', FakeResizeObserver)
    const stop = dom().animateHeight(CONTENT_ID)
    const { content } = mountDialog()
    const body = document.createElement('div')
    body.className = 'latch-body'
    const inner = document.createElement('div')
    inner.className = 'latch-body-content'
    body.append(inner)
    content.append(body)
    await settle()
    expect(observers).toHaveLength(1)
    expect(observers[0]!.observed).toEqual([inner])
    vi.spyOn(inner, 'getBoundingClientRect').mockReturnValue({ height: 212.5 } as DOMRect)
    observers[0]!.callback()
    expect(body.style.height).toBe('212.5px')
    stop()
    expect(observers[0]!.disconnected).toBe(true)
    expect(body.style.height).toBe('')
    vi.unstubAllGlobals()
  })

  it('R-NAV-12: without ResizeObserver, or with a body but no content inside it, leaves the height to CSS', async () => {
    vi.stubGlobal('ResizeObserver', undefined)
    const withoutObserver = dom().animateHeight(CONTENT_ID)
    const { content } = mountDialog()
    const body = document.createElement('div')
    body.className = 'latch-body'
    body.append(Object.assign(document.createElement('div'), { className: 'latch-body-content' }))
    content.append(body)
    await settle()
    expect(() => withoutObserver()).not.toThrow()
    vi.unstubAllGlobals()
    body.replaceChildren()
    const observe = vi.fn()
    vi.stubGlobal('ResizeObserver', class { observe = observe; disconnect() {} })
    const withoutContent = dom().animateHeight(CONTENT_ID)
    await settle()
    expect(observe).not.toHaveBeenCalled()
    expect(() => withoutContent()).not.toThrow()
    vi.unstubAllGlobals()
  })

  it('R-NAV-12: without a body to measure, does nothing', async () => {
    const stop = dom().animateHeight(CONTENT_ID)
    mountDialog()
    await settle()
    expect(() => stop()).not.toThrow()
  })
})
