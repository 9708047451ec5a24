// @vitest-environment jsdom
// The approval inside the frame (issue 31): shown as text, whole; its buttons count only for a person's click, once
// the frame has been fully visible for 500 ms, and never while it is covered; Escape rejects; its height is reported.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createApprovalUi } from '../../../../devstack/frame/approvalView'
import { isClickAccepted, isFullyVisible } from '../../../../devstack/frame/clickGuard'

afterEach(() => {
  vi.useRealTimers()
  document.body.replaceChildren()
})

const VIEW = {
  id: 'a'.repeat(64),
  summary: {
    title: 'Send a transaction',
    sections: [{ heading: 'Token approval (ERC-20)', rows: [{ label: 'Spender', value: '<img src=x onerror=alert(1)>' }, { label: 'Amount', value: 'Unlimited', warning: true }] }],
  },
}

/** An IntersectionObserver the test drives: `see(visible)` reports the actions row as v2 would. */
function fakeObserver() {
  let report: ((entries: { isVisible: boolean; intersectionRatio: number }[]) => void) | undefined
  class Observer {
    constructor(callback: (entries: never[]) => void) {
      report = callback as never
    }
    observe() {}
    disconnect() {}
  }
  return { Observer: Observer as unknown as typeof IntersectionObserver, see: (visible: boolean) => report?.([{ isVisible: visible, intersectionRatio: 1 }]) }
}

function show(observer = fakeObserver()) {
  vi.useFakeTimers()
  let now = 0
  const decided: string[] = []
  const heights: number[] = []
  // jsdom cannot make a trusted event (a person's): the buttons' and the document's own handlers are called with one.
  const handlers = new Map<EventTarget, (event: { isTrusted: boolean; key?: string }) => void>()
  for (const target of [HTMLButtonElement.prototype, Document.prototype]) {
    const original = target.addEventListener
    vi.spyOn(target, 'addEventListener').mockImplementation(function (this: EventTarget, type: string, handler: never, options?: never) {
      if (type === 'click' || type === 'keydown') handlers.set(this, handler)
      return original.call(this, type, handler, options)
    } as never)
  }
  const ui = createApprovalUi({ doc: document, now: () => now, IntersectionObserver: observer.Observer })
  const remove = ui.show(VIEW, { decide: (decision) => decided.push(decision), height: (px) => heights.push(px) })
  vi.restoreAllMocks()
  const button = (name: string) => [...document.querySelectorAll('button')].find((each) => each.textContent === name)!
  const trustedClick = (name: string) => handlers.get(button(name))!({ isTrusted: true })
  const trustedKey = (key: string) => handlers.get(document)!({ isTrusted: true, key })
  const pass = (ms: number) => {
    now += ms
    vi.advanceTimersByTime(ms)
  }
  return { decided, heights, remove, button, trustedClick, trustedKey, pass, see: observer.see }
}

describe('the approval in the frame (issue 31)', () => {
  it('shows the summary as text, never HTML, with a warning said in words', () => {
    show()
    expect(document.querySelector('h1')!.textContent).toBe('Send a transaction')
    expect(document.querySelector('img')).toBeNull()
    expect(document.body.textContent).toContain('<img src=x onerror=alert(1)>')
    expect([...document.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual(['Spender', '⚠ Amount'])
  })

  it('counts a click only once fully visible for 500 ms, only while still visible, only when trusted', () => {
    const { decided, button, trustedClick, pass, see } = show()
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    trustedClick('Approve')
    see(true)
    pass(499)
    trustedClick('Approve')
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    pass(1)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('false')
    button('Approve').click() // untrusted: page script
    expect(decided).toEqual([])
    // Covered: disarmed at once, and armed again only 500 ms after it is uncovered.
    see(false)
    expect(button('Approve').getAttribute('aria-disabled')).toBe('true')
    trustedClick('Approve')
    see(true)
    pass(300)
    trustedClick('Approve')
    expect(decided).toEqual([])
    pass(200)
    trustedClick('Approve')
    expect(decided).toEqual(['approve'])
  })

  it('Escape rejects; Reject needs the same trusted, armed click', () => {
    const { decided, trustedClick, trustedKey, pass, see } = show()
    see(true)
    pass(500)
    trustedClick('Reject')
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape' })) // untrusted: page script
    trustedKey('Enter')
    trustedKey('Escape')
    expect(decided).toEqual(['reject', 'reject'])
  })

  it('reports its height and removes itself', () => {
    const { heights, remove } = show()
    expect(heights).toHaveLength(1)
    remove()
    expect(document.querySelector('main')).toBeNull()
  })

  it("issue 35: takes the app's theme on <html>, and drops a variable the app no longer sends", () => {
    const ui = createApprovalUi({ doc: document, now: () => 0 })
    const root = document.documentElement
    ui.theme('dark', { '--latch-accent': '#0a7d5a', '--latch-font': "'Inter', sans-serif" })
    expect(root.dataset['theme']).toBe('dark')
    // The browser's CSSOM writes the family back in its own quotes.
    expect([root.style.getPropertyValue('--primary'), root.style.getPropertyValue('font-family')]).toEqual(['#0a7d5a', '"Inter", sans-serif'])
    ui.theme('light')
    expect(root.dataset['theme']).toBe('light')
    expect(root.getAttribute('style')).toBeFalsy()
  })

  it('the guard alone: v2 visibility where known, else all of it in view (v1)', () => {
    expect(isClickAccepted({ isTrusted: true }, { visibleSince: undefined }, 10_000)).toBe(false)
    expect(isClickAccepted({ isTrusted: true }, { visibleSince: 1_000 }, 1_499)).toBe(false)
    expect(isClickAccepted({ isTrusted: true }, { visibleSince: 1_000 }, 1_500)).toBe(true)
    expect(isClickAccepted({ isTrusted: false }, { visibleSince: 1_000 }, 9_000)).toBe(false)
    expect([isFullyVisible({ isVisible: false, intersectionRatio: 1 }), isFullyVisible({ intersectionRatio: 1 }), isFullyVisible({ intersectionRatio: 0.99 })]).toEqual([false, true, false])
  })
})
