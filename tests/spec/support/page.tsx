// A dapp's page for the spec tests (jsdom): createLatch mounted as a dapp mounts it (LatchProvider, whose dialog shows
// when opened), with the page's own alert and toast bars (the real view components) beside it, and what a person
// reads off them. No expectation lives here.
import { act, cleanup, render, within } from '@testing-library/react'
import type { ReactNode } from 'react'
import { vi } from 'vitest'
import type { SimulatedClock } from 'xstate'
import { LatchProvider } from '../../../src/react/LatchProvider'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { AlertBar } from '../../../src/views/components/AlertBar'
import { ToastBar } from '../../../src/views/components/ToastBar'

type Options = Parameters<typeof createLatch>[0]
type Deps = NonNullable<Parameters<typeof createLatch>[1]>

let mounted: Latch | undefined

/** createLatch and its page; `children` are rendered inside the provider (a view the test shows on its own). */
export function mountLatch(options: Options, deps: Deps = {}, children?: ReactNode) {
  const latch = createLatch(options, deps)
  mounted = latch
  // The bars are the page's here, outside the dialog that would ask for the catalogue when it opens.
  latch.actor.send({ type: 'locale.need' })
  const view = render(
    <LatchProvider latch={latch}>
      <div data-testid="bars">
        <AlertBar />
        <ToastBar />
      </div>
      {children}
    </LatchProvider>,
  )
  return { latch, bars: within(view.getByTestId('bars')) }
}

/** Unmounts the page and stops its Latch (afterEach). */
export function unmountLatch(): void {
  cleanup()
  mounted?.stop()
  mounted = undefined
}

const text = (element: Element | null | undefined) => element?.textContent ?? undefined

/** The alert on the page, if any: its title and description. */
export function alertOnPage(): { short: string | undefined; long: string | undefined } | undefined {
  const alert = document.querySelector('[data-testid="bars"] [role="alert"]')
  return alert ? { short: text(alert.querySelector('.latch-alert-title')), long: text(alert.querySelector('.latch-alert-description')) } : undefined
}

/** The toast on the page, if any. */
export function toastOnPage(): string | undefined {
  return text(document.querySelector('[data-testid="bars"] .latch-toast'))
}

/** The alert a person sees, once one is shown. */
export function shownAlert(): Promise<{ short: string | undefined; long: string | undefined }> {
  return vi.waitFor(
    () => {
      const alert = alertOnPage()
      if (!alert) throw new Error('no alert shown')
      return alert
    },
    { timeout: 8_000 },
  )
}

/** The toast a person sees, once one is shown. */
export function shownToast(): Promise<string | undefined> {
  return vi.waitFor(
    () => {
      const toast = toastOnPage()
      if (toast === undefined) throw new Error('no toast shown')
      return toast
    },
    { timeout: 8_000 },
  )
}

/** Moves the statecharts' clock on, `step` ms at a time (a countdown schedules its next second as each one passes),
 * inside act (the page re-renders with what it made happen); after each step, what the page's fakes answered
 * meanwhile (a frame page answers a microtask after it is asked) reaches Latch before the clock moves on. */
export async function advance(clock: SimulatedClock, ms: number, step = ms): Promise<void> {
  for (let left = ms; left > 0; left -= Math.min(step, left)) {
    const by = Math.min(step, left)
    act(() => clock.increment(by))
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)))
  }
}
