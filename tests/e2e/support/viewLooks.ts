// Issue 35, "every view, looked at": the open dialog compared with its committed screenshot in each look a person
// may see it in — light and dark, right to left (Arabic), a 360 px wide screen and a phone's — so a layout break in
// any view turns something red. The looks are switched on the page as it stands (the laboratory loaded with
// ?theme=system, so the emulated colour scheme is the theme; the locale by the app's own latch.setLocale), so each
// view is reached once, by the flow of the test it is in. Baselines: `npx playwright test <spec> --update-snapshots`
// in the Chromium CI runs (Debian's, on this machine).
import { expect, type Page } from '@playwright/test'
import { settleAnimations } from './axe'

/** Playwright's 'Desktop Chrome', where every test starts. */
const DESKTOP = { width: 1280, height: 720 }
/** The narrowest phones in use (SPEC §9's modal width: the dialog fills it). */
const NARROW = { width: 360, height: 740 }
/** A common phone (iPhone 12 to 15). */
const PHONE = { width: 390, height: 844 }

type Look = { name: string; scheme: 'light' | 'dark'; viewport: { width: number; height: number }; locale?: string }

const LOOKS: readonly Look[] = [
  { name: 'light', scheme: 'light', viewport: DESKTOP },
  { name: 'dark', scheme: 'dark', viewport: DESKTOP },
  { name: 'rtl', scheme: 'light', viewport: DESKTOP, locale: 'ar' },
  { name: '360', scheme: 'light', viewport: NARROW },
  { name: 'phone', scheme: 'dark', viewport: PHONE },
]

const setLocale = (page: Page, locale: string) =>
  page.evaluate((tag) => (window as unknown as { latch: { setLocale(locale: string): void } }).latch.setLocale(tag), locale)

export type Looks = {
  /** CSS selector of the parts that differ from run to run (a pairing code's QR and countdown, a balance other tests
   * spend from, a unique email, a time, the stack's port): masked. */
  varying?: string
  /** Of those, the ones whose length varies (a time): kept to one line, so they cannot move what is around them. */
  oneLine?: string
}

/** Compares the open dialog with `<name>-<look>.png` in every look, then puts the page back as it was (light,
 * desktop, English). The page must have been loaded with ?theme=system. */
export async function expectViewLooks(page: Page, name: string, options: Looks = {}): Promise<void> {
  const portal = page.locator('[data-latch-portal]')
  const dialog = page.locator('#latch-dialog-content')
  await expect(portal, 'the laboratory is loaded with ?theme=system').toHaveAttribute('data-theme', 'system')
  const view = await dialog.getAttribute('data-view')
  const steady = options.oneLine
    ? await page.addStyleTag({ content: `#latch-dialog-content :is(${options.oneLine}){white-space:nowrap!important;overflow:hidden!important}` })
    : undefined
  for (const look of LOOKS) {
    await page.emulateMedia({ colorScheme: look.scheme })
    await page.setViewportSize(look.viewport)
    if (look.locale) {
      await setLocale(page, look.locale)
      await expect(portal).toHaveAttribute('lang', look.locale)
    }
    await expect(dialog).toHaveAttribute('data-view', view!)
    await settleAnimations(page)
    await expect(dialog, `${name} in the ${look.name} look`).toHaveScreenshot(`${name}-${look.name}.png`, {
      animations: 'disabled',
      caret: 'hide',
      mask: options.varying ? [dialog.locator(options.varying)] : [],
      maxDiffPixelRatio: 0.01,
    })
    if (look.locale) {
      await setLocale(page, 'en')
      await expect(portal).toHaveAttribute('lang', 'en')
    }
  }
  await steady?.evaluate((style) => (style as Element).remove())
  await page.emulateMedia({ colorScheme: 'light' })
  await page.setViewportSize(DESKTOP)
  await settleAnimations(page)
}
