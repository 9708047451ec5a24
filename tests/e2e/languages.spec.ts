// Issue 35 in Chromium, on the laboratory with the devstack: the Connect view in German, Japanese and Arabic (right
// to left, mirrored: checked by where the header's buttons are and by a screenshot), a switch while the modal is
// open, the system theme following an emulated change while open, reduced motion, and axe in right to left.
// The expected words are the catalogues' translations, written here.
import { expect, test, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations, settleAnimations } from './support/axe'

const CONNECT = {
  de: { title: 'Wallet verbinden', allWallets: /^Alle Wallets/, close: 'Schließen', qr: 'QR-Code' },
  ja: { title: 'ウォレットを接続', allWallets: /^すべてのウォレット/, close: '閉じる', qr: 'QRコード' },
  ar: { title: 'ربط المحفظة', allWallets: /^كل المحافظ/, close: 'إغلاق', qr: 'رمز QR' },
} as const

const backgroundOf = (page: Page) => page.locator('#latch-dialog-content').evaluate((element) => getComputedStyle(element).backgroundColor)

for (const [locale, words] of Object.entries(CONNECT)) {
  test(`the connect button and the Connect view speak ${locale}`, async ({ page }) => {
    const modal = new ModalModel(page)
    await page.goto(`/?locale=${locale}`)
    await expect(modal.trigger).toHaveText(words.title)
    await modal.open()
    await expect(modal.title).toHaveText(words.title)
    await expect(modal.dialog.getByRole('button', { name: words.close, exact: true })).toBeVisible()
    await expect(modal.dialog.getByRole('button', { name: words.allWallets })).toBeVisible()
    await expect(modal.dialog.locator('[data-connector-id="walletConnect"] .latch-badge')).toHaveText(words.qr)
    await expect(page.locator('[data-latch-portal]')).toHaveAttribute('lang', locale)
    await expect(page.locator('[data-latch-portal]')).toHaveAttribute('dir', locale === 'ar' ? 'rtl' : 'ltr')
  })
}

test('right to left: the header is mirrored (back on the right, close on the left), axe finds nothing, and the view looks as it did', async ({ page }) => {
  const modal = new ModalModel(page)
  await page.goto('/?locale=ar')
  await modal.open()
  await expect(modal.title).toHaveText(CONNECT.ar.title)
  await modal.dialog.getByRole('button', { name: CONNECT.ar.allWallets }).click()
  await modal.expectView('AllWallets')
  const back = await modal.dialog.locator('.latch-header .latch-icon-button').first().boundingBox()
  const close = await modal.dialog.getByRole('button', { name: CONNECT.ar.close, exact: true }).boundingBox()
  expect(back!.x).toBeGreaterThan(close!.x)
  // The back arrow points right, the way back in a right-to-left page.
  await expect(modal.dialog.locator('.latch-back-glyph')).toHaveCSS('transform', 'matrix(-1, 0, 0, 1, 0, 0)')
  await modal.dialog.getByRole('button', { name: 'رجوع', exact: true }).click()
  await modal.expectView('Connect')
  await settleAnimations(page)
  await expectNoAxeViolations(page)
  await expect(modal.dialog).toHaveScreenshot('connect-ar.png', { animations: 'disabled', maxDiffPixelRatio: 0.01 })
})

test('setLocale while the modal is open: it stays open and speaks the new locale', async ({ page }) => {
  const modal = new ModalModel(page)
  await page.goto('/?locale=de')
  await modal.open()
  await expect(modal.title).toHaveText(CONNECT.de.title)
  // The app's own code switches it (the page behind the open modal is inert to a person).
  await page.evaluate(() => (window as unknown as { latch: { setLocale(locale: string): void } }).latch.setLocale('ja'))
  await expect(modal.title).toHaveText(CONNECT.ja.title)
  await expect(modal.dialog).toBeVisible()
  await expect(page.locator('[data-latch-portal]')).toHaveAttribute('lang', 'ja')
})

test("themeMode 'system' follows the person's setting while the modal is open", async ({ page }) => {
  const modal = new ModalModel(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await page.goto('/?theme=system')
  await modal.open()
  await settleAnimations(page)
  expect(await backgroundOf(page)).toBe('rgb(255, 255, 255)')
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect.poll(() => backgroundOf(page)).toBe('rgb(24, 25, 27)')
  await expectNoAxeViolations(page)
  await page.emulateMedia({ colorScheme: 'light' })
  await expect.poll(() => backgroundOf(page)).toBe('rgb(255, 255, 255)')
})

test('reduced motion: the modal opens, changes view and shakes without moving anything', async ({ page }) => {
  const modal = new ModalModel(page)
  await page.emulateMedia({ reducedMotion: 'reduce' })
  await page.goto('/')
  const moving = () =>
    page.evaluate(() =>
      document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.getKeyframes().some((frame) => 'transform' in frame || 'translate' in frame))
        .map((animation) => (animation as CSSAnimation).animationName ?? 'a transition'),
    )
  await modal.open()
  expect(await moving()).toEqual([])
  await modal.allWalletsButton.click()
  expect(await moving()).toEqual([])
  await page.evaluate(() => (window as unknown as { latch: { actor: { send(event: { type: string }): void } } }).latch.actor.send({ type: 'modal.shake' }))
  await expect(modal.dialog).toHaveAttribute('data-shaking', '')
  expect(await moving()).toEqual([])
})
