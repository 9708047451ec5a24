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

/** Waits for finite CSS animations and transitions (not the skeleton's endless pulse) to finish. */
export async function settleAnimations(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity)
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)))
  })
}

export async function expectNoAxeViolations(page: Page): Promise<void> {
  await settleAnimations(page)
  // The whole document: the laboratory page (#root) and the dialog's portal beside it under <body>.
  const results = await new AxeBuilder({ page }).analyze()
  expect(results.violations, `axe found ${results.violations.length} violation(s):\n\n${formatViolations(results.violations)}`).toEqual([])
}
