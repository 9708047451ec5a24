// The modal as a dialog, to Radix's bar: opening, naming, focus, dismissal, and the page behind it.
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'

let modal: ModalModel

test.beforeEach(async ({ page }) => {
  modal = new ModalModel(page)
  await modal.goto()
})

test.describe('dialog', () => {
  test.describe('opening', () => {
    test('opens on click, on Connect (R-NAV-1)', async () => {
      await modal.open()
      await expect(modal.dialog).toHaveAttribute('data-state', 'open')
      await modal.expectView('Connect')
      await expect(modal.trigger).toHaveAttribute('aria-expanded', 'true')
    })

    test('opens from the keyboard with Enter', async () => {
      await modal.openByKeyboard('Enter')
      await modal.expectView('Connect')
    })

    test('opens from the keyboard with Space', async () => {
      await modal.openByKeyboard('Space')
      await modal.expectView('Connect')
    })

    test('opens from the keyboard after tabbing to the trigger', async ({ page }) => {
      // Tab from the top of the page until the Connect Wallet button has focus, then Enter.
      for (let i = 0; i < 5 && !(await modal.trigger.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab')
      await expect(modal.trigger).toBeFocused()
      await page.keyboard.press('Enter')
      await expect(modal.dialog).toBeVisible()
    })
  })

  test.describe('naming', () => {
    test('is a modal dialog labelled by its title and described by its description', async ({ page }) => {
      await modal.open()
      await expect(modal.dialog).toHaveAttribute('role', 'dialog')
      await expect(modal.dialog).toHaveAttribute('aria-modal', 'true')
      await expect(modal.title).toHaveText('Connect Wallet')
      await expect(page.getByRole('dialog', { name: 'Connect Wallet' })).toBeVisible()
      await expect(modal.dialog).toHaveAccessibleName('Connect Wallet')
      await expect(modal.dialog).toHaveAccessibleDescription('Choose a wallet to connect to this app.')
    })

    test('the name follows the view', async ({ page }) => {
      await modal.open()
      await modal.allWalletsButton.click()
      await expect(page.getByRole('dialog', { name: 'All Wallets' })).toBeVisible()
      await expect(modal.dialog).toHaveAccessibleDescription('Every wallet you can connect with.')
    })
  })

  test.describe('focus', () => {
    test('moves inside the dialog on open', async () => {
      await modal.open()
      await expect.poll(() => modal.focusedInside()).toBe(true)
    })

    test('is trapped on All wallets: Tab and Shift+Tab never leave the dialog and reach the search input', async ({ page }) => {
      await modal.open()
      await modal.allWalletsButton.click()
      await expect(modal.allWallets.first()).toBeVisible()
      for (const key of ['Tab', 'Shift+Tab']) {
        let reachedInput = false
        // 40 wallets, the search input and the header's buttons: 50 presses go all the way round.
        for (let i = 0; i < 50; i++) {
          await page.keyboard.press(key)
          const focus = await modal.dialog.evaluate((dialog) => ({
            inside: dialog.contains(document.activeElement),
            onInput: document.activeElement?.matches('input[type="search"]') ?? false,
          }))
          expect(focus.inside, `${key} #${i + 1} left the dialog`).toBe(true)
          reachedInput ||= focus.onInput
        }
        expect(reachedInput, `${key} never reached the search input`).toBe(true)
      }
    })
  })

  test.describe('dismissing', () => {
    test('Escape closes, and focus returns to the trigger', async () => {
      await modal.openByKeyboard('Enter')
      await expect.poll(() => modal.focusedInside()).toBe(true)
      await modal.pressEscape()
      await modal.expectClosed()
      await expect(modal.trigger).toHaveAttribute('aria-expanded', 'false')
      await expect(modal.trigger).toBeFocused()
    })

    test('a press on the overlay closes', async () => {
      await modal.open()
      await expect(modal.overlay).toBeVisible()
      await modal.clickOutside()
      await modal.expectClosed()
      await expect(modal.trigger).toHaveAttribute('aria-expanded', 'false')
    })

    test('after a press on the overlay, focus returns to the trigger', async () => {
      await modal.open()
      await expect.poll(() => modal.focusedInside()).toBe(true)
      await modal.clickOutside()
      await modal.expectClosed()
      await expect(modal.trigger).toBeFocused({ timeout: 1_000 })
    })

    test('a press inside the dialog does not close', async () => {
      await modal.open()
      await modal.title.click()
      await expect(modal.dialog).toHaveAttribute('data-state', 'open')
    })

    test('the close button closes, and focus returns to the trigger', async () => {
      await modal.open()
      // Connect's wallets are in: the dialog has its height (modal.close waits for the growing to end).
      await expect(modal.featuredWallets).toHaveCount(4)
      await modal.close()
      await modal.expectClosed()
      await expect(modal.trigger).toBeFocused()
    })
  })

  test.describe('the page behind', () => {
    test('is hidden from screen readers while open and not after close', async () => {
      await expect(modal.root).not.toHaveAttribute('aria-hidden', 'true')
      await modal.open()
      await expect(modal.root).toHaveAttribute('aria-hidden', 'true')
      await modal.pressEscape()
      await modal.expectClosed()
      await expect(modal.root).not.toHaveAttribute('aria-hidden', 'true')
    })

    test('does not scroll while open', async ({ page }) => {
      await modal.open()
      await expect(page.locator('body')).toHaveCSS('overflow', 'hidden')
      await modal.pressEscape()
      await modal.expectClosed()
      await expect(page.locator('body')).not.toHaveCSS('overflow', 'hidden')
    })
  })
})
