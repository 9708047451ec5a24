// axe on the page as a person sees it: the dialog and the page behind it, once animations have settled (a view
// fading in has no final colours yet, so contrast would be measured on a half-transparent frame).
import AxeBuilder from '@axe-core/playwright'
import { expect, type Page } from '@playwright/test'

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>

export function formatViolations(violations: AxeResults['violations']): string {
  return violations
    .map((violation) => {
      const nodes = violation.nodes.map((node) => `    - ${node.target.join(' ')}\n      ${node.failureSummary?.replace(/\n/g, '\n      ') ?? ''}`)
      return `[${violation.impact ?? 'unknown'}] ${violation.id}: ${violation.help}\n  ${violation.helpUrl}\n${nodes.join('\n')}`
    })
    .join('\n\n')
}

/**
 * Waits until the screen is still: no lazy view still loading (its skeleton reads "Loading view" until its code
 * arrives), and no finite CSS animation or transition running (the skeleton's
 * endless pulse aside), checked again after two frames in case a view mounted meanwhile and started its own.
 */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))
    const deadline = performance.now() + 5_000
    while (performance.now() < deadline) {
      const loadingView = [...document.querySelectorAll('.latch-skeleton')].some((element) => element.textContent?.includes('Loading view'))
      const running = document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
      if (!loadingView && running.length === 0) {
        await frame()
        const again = document.getAnimations().some((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().iterations !== Infinity)
        if (!again) return
        continue
      }
      await Promise.race([Promise.all(running.map((animation) => animation.finished.catch(() => undefined))), new Promise((resolve) => setTimeout(resolve, 100))])
    }
  })
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page)
  // The whole document: the laboratory page (#root) and the dialog's portal beside it under <body>.
  let results = await new AxeBuilder({ page }).analyze()
  // A part that arrived while axe read the page (a list whose data came late, fading in) is measured half-transparent.
  // What the person ends up seeing is what counts: the still screen is read once more, and a real fault is there again.
  if (results.violations.length > 0) {
    await settleAnimations(page)
    results = await new AxeBuilder({ page }).analyze()
  }
  expect(results.violations, `axe found ${results.violations.length} violation(s):\n\n${formatViolations(results.violations)}`).toEqual([])
}
