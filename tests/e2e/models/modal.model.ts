// zag's dialog.model.ts for Latch: every gesture a test makes on the modal, and every part it looks at, named once.
import { expect, type Locator, type Page } from '@playwright/test'

export type LabKnobs = { theme?: 'light' | 'dark' | 'system'; embedded?: boolean; signInRequired?: boolean; siwx?: boolean; inspect?: boolean; basic?: boolean }

export function labPath(knobs: LabKnobs = {}): string {
  const params: string[] = []
  if (knobs.theme) params.push(`theme=${knobs.theme}`)
  if (knobs.embedded) params.push('embedded')
  if (knobs.signInRequired) params.push('signInRequired')
  if (knobs.siwx) params.push('siwx')
  if (knobs.inspect) params.push('inspect')
  if (knobs.basic) params.push('basic')
  return params.length > 0 ? `/?${params.join('&')}` : '/'
}

export class ModalModel {
  constructor(readonly page: Page) {}

  // ── the laboratory page ──────────────────────────────────────────────────────────────────────────────
  /** The dapp's ConnectButton (its label becomes the address once connected). */
  get trigger(): Locator {
    return this.page.locator('button[aria-haspopup="dialog"]')
  }
  /** The page behind the dialog: the laboratory's <main>. */
  get labMain(): Locator {
    return this.page.locator('main.lab')
  }
  get root(): Locator {
    return this.page.locator('#root')
  }
  /** A laboratory control by its text (by CSS, not role: while a modal is open the page is aria-hidden). */
  labControl(name: string): Locator {
    return this.page.locator('section.lab-controls button').getByText(name, { exact: true })
  }

  async goto(knobs: LabKnobs = {}): Promise<void> {
    await this.page.goto(labPath(knobs))
    await expect(this.trigger).toBeVisible()
  }

  // ── the dialog ───────────────────────────────────────────────────────────────────────────────────────
  get dialog(): Locator {
    return this.page.locator('#latch-dialog-content')
  }
  get title(): Locator {
    return this.dialog.locator('#latch-dialog-title')
  }
  get description(): Locator {
    return this.dialog.locator('#latch-dialog-description')
  }
  get overlay(): Locator {
    return this.page.locator('.latch-overlay')
  }
  get closeButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Close', exact: true })
  }
  get backButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Back', exact: true })
  }
  get toastRegion(): Locator {
    return this.dialog.locator('.latch-toast-region [role="status"]')
  }
  /** The view on screen, as the dialog's data-view says (`loading` until the machine picks one). */
  async expectView(view: string): Promise<void> {
    await expect(this.dialog).toHaveAttribute('data-view', view)
  }

  // ── Connect ──────────────────────────────────────────────────────────────────────────────────────────
  get featuredWallets(): Locator {
    return this.dialog.getByRole('list', { name: 'Featured wallets' }).getByRole('listitem')
  }
  get recommendedWallets(): Locator {
    return this.dialog.getByRole('list', { name: 'Recommended wallets' }).getByRole('listitem')
  }
  get allWalletsButton(): Locator {
    return this.dialog.getByRole('button', { name: /^All wallets/ })
  }
  get retryButton(): Locator {
    return this.dialog.getByRole('button', { name: 'Retry' })
  }
  get errorNotice(): Locator {
    return this.dialog.locator('.latch-error[role="alert"]')
  }

  // ── All wallets ──────────────────────────────────────────────────────────────────────────────────────
  get searchInput(): Locator {
    return this.dialog.getByRole('searchbox', { name: 'Search wallet' })
  }
  get allWallets(): Locator {
    return this.dialog.getByRole('list', { name: 'All wallets' }).getByRole('listitem')
  }
  wallet(name: string | RegExp): Locator {
    return this.dialog.locator('button.latch-wallet-button[data-wallet-id]').filter({ hasText: name })
  }

  // ── gestures ─────────────────────────────────────────────────────────────────────────────────────────
  async open(): Promise<void> {
    await this.trigger.click()
    await expect(this.dialog).toBeVisible()
  }
  async openByKeyboard(key: 'Enter' | 'Space' = 'Enter'): Promise<void> {
    await this.trigger.focus()
    await expect(this.trigger).toBeFocused()
    await this.page.keyboard.press(key)
    await expect(this.dialog).toBeVisible()
  }
  async openOnAllWallets(): Promise<void> {
    await this.labControl('Open on All wallets').click()
    await expect(this.dialog).toBeVisible()
  }
  async close(): Promise<void> {
    await this.expectSteady()
    await this.closeButton.click()
  }
  /** Waits until what the view was loading has arrived (nothing says aria-busy) and the dialog has stopped growing:
   * the moment a person's press lands where it was aimed. */
  async expectSettled(): Promise<void> {
    await expect(this.dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 15_000 })
    await this.expectSteady()
  }
  /** A button of Account's "Wallet features" (Send, Receive, Buy), pressed once the balances above it have arrived. */
  async pressFeature(name: 'Send' | 'Receive' | 'Buy'): Promise<void> {
    await this.expectSettled()
    await this.dialog.getByRole('group', { name: 'Wallet features' }).getByRole('button', { name }).click()
  }
  /**
   * Waits until nothing in the dialog is moving: no height transition (R-NAV-12) and no entry animation (endless ones,
   * a skeleton's shimmer or a spinner, never end and are left out). The dialog is centred, so its header moves while
   * the body grows; a press whose down and up land on different elements is no click, and Playwright checks only
   * where it went down (under CI's load a press on Close, and one on Receive, missed this way).
   */
  async expectSteady(): Promise<void> {
    await expect
      .poll(() => this.dialog.evaluate((dialog) => dialog.getAnimations({ subtree: true }).filter((animation) => animation.effect?.getTiming().iterations !== Infinity).length))
      .toBe(0)
  }
  /**
   * The close button as a person presses it even when it says aria-disabled (R-NAV-9 keeps it focusable):
   * Playwright's click refuses aria-disabled elements, a pointer does not.
   */
  async pressClose(how: 'pointer' | 'keyboard'): Promise<void> {
    if (how === 'pointer') {
      await this.closeButton.click({ force: true })
      return
    }
    await this.closeButton.focus()
    await expect(this.closeButton).toBeFocused()
    await this.page.keyboard.press('Enter')
  }
  async back(): Promise<void> {
    await this.backButton.click()
  }
  async pressEscape(): Promise<void> {
    await this.page.keyboard.press('Escape')
  }
  /** A press on the overlay, in the page's top-left corner, far from the centred dialog. */
  async clickOutside(): Promise<void> {
    await this.page.mouse.click(5, 5)
  }
  async expectClosed(): Promise<void> {
    await expect(this.dialog).toHaveCount(0)
  }
  /**
   * Starts watching the dialog's data-shaking attribute (R-NAV-8) and returns a function that resolves with how
   * long the next shake lasted, in ms. Await this before the gesture that shakes, call the result after.
   */
  async watchNextShake(): Promise<() => Promise<number>> {
    await this.dialog.evaluate((dialog) => {
      const slot = window as unknown as { latchNextShake?: Promise<number> }
      slot.latchNextShake = new Promise<number>((resolve) => {
        let start = 0
        const observer = new MutationObserver(() => {
          if (dialog.hasAttribute('data-shaking')) start = performance.now()
          else if (start > 0) {
            observer.disconnect()
            resolve(performance.now() - start)
          }
        })
        observer.observe(dialog, { attributes: true, attributeFilter: ['data-shaking'] })
      })
    })
    return () => this.page.evaluate(() => (window as unknown as { latchNextShake: Promise<number> }).latchNextShake)
  }
  /** True while focus is on the dialog or inside it. */
  async focusedInside(): Promise<boolean> {
    return this.dialog.evaluate((dialog) => dialog.contains(document.activeElement))
  }
}
