// axe on every view the laboratory reaches, in both themes: the dialog and the page behind it (STYLE: axe on
// each). One walk per theme and flow, axe at every stop, so each view is checked without a page load of its own.
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'

let modal: ModalModel

for (const theme of ['light', 'dark'] as const) {
  test.describe(`axe, ${theme} theme`, () => {
    test.beforeEach(async ({ page }) => {
      modal = new ModalModel(page)
      await modal.goto({ theme })
    })

    test('the page, Connect, All wallets and wallet details', async ({ page }) => {
      await test.step('the laboratory page with the modal closed', () => expectNoAxeViolations(page))

      await test.step('Connect', async () => {
        await modal.open()
        await expect(modal.featuredWallets).toHaveCount(4)
        await expectNoAxeViolations(page)
      })

      await test.step('All wallets', async () => {
        await modal.allWalletsButton.click()
        await expect(modal.allWallets).toHaveCount(40)
        await expectNoAxeViolations(page)
      })

      await test.step('wallet details', async () => {
        await modal.searchInput.fill('coinbase')
        await modal.wallet('Coinbase Wallet').click()
        await modal.expectView('WalletDetails')
        await expect(modal.dialog.getByRole('link').first()).toBeVisible()
        await expectNoAxeViolations(page)
      })
    })

    test('Account, and Approve transaction with its toast', async ({ page }) => {
      await test.step('Account (R-NAV-1)', async () => {
        await modal.labControl('Report connected (dev account)').click()
        await modal.open()
        await modal.expectView('Account')
        await expect(modal.dialog.getByTestId('account-view')).toBeVisible()
        await expectNoAxeViolations(page)
        await modal.close()
        await modal.expectClosed()
      })

      await test.step('Approve transaction', async () => {
        await modal.labControl('Approve a transaction').click()
        await modal.expectView('ApproveTransaction')
        await expect(modal.dialog.getByRole('button', { name: 'Approve' })).toBeVisible()
        await expectNoAxeViolations(page)
      })

      await test.step('the success toast after approving', async () => {
        await modal.dialog.getByRole('button', { name: 'Approve' }).click()
        await expect(modal.toastRegion).toHaveText('Transaction approved')
        await expectNoAxeViolations(page)
      })
    })
  })
}
