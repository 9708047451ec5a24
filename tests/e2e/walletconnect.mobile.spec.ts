// WalletConnect on a phone: choosing a wallet opens its app by deep link from inside the click, the choice is
// remembered (R-ENT-3), and when the app does not open the fallback offers the QR and the link.
import { devices, expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'

test.use({ ...devices['Pixel 7'], defaultBrowserType: undefined })

test('one tap on a wallet opens its app by deep link from the click; the choice is stored; then the fallback', async ({ page }) => {
  const modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await modal.allWalletsButton.click()
  await modal.searchInput.fill('zerion')
  await expect(modal.allWallets).toHaveCount(1)
  // The phone prepared a pairing when the wallet list showed, so the tap itself can open the app.
  await modal.wallet('Zerion').click()
  await modal.expectView('ConnectingWalletConnect')
  await expect(modal.dialog.getByText('Opening Zerion…')).toBeVisible()
  const choice = await page.evaluate(() => localStorage.getItem('@appkit/deeplink_choice'))
  expect(JSON.parse(choice ?? '{}')).toEqual({ href: 'zerion://', name: 'Zerion' })
  // The wallet's app is not on this test phone: after a moment the ways out are offered.
  await expect(modal.dialog.getByText('Zerion did not open.')).toBeVisible({ timeout: 10_000 })
  await expect(modal.dialog.getByRole('button', { name: 'Copy link' })).toBeVisible()
  await expectNoAxeViolations(page)
  // Headless Chromium, with no app for zerion://, swallows the first real click after the attempt (a phone would
  // have switched apps): the button's own click event is dispatched instead.
  await modal.dialog.getByRole('button', { name: 'Show QR code' }).dispatchEvent('click')
  await expect(page.getByTestId('pairing-qr')).toHaveAttribute('data-uri', /^wc:/)
  await expect(modal.dialog.getByRole('button', { name: 'Open Zerion' })).toBeVisible()
})

test('back from a wallet\'s pairing view returns to the list as it was', async ({ page }) => {
  const modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await modal.allWalletsButton.click()
  await modal.searchInput.fill('zerion')
  await modal.wallet('Zerion').click()
  await modal.dialog.getByRole('button', { name: 'Back' }).click()
  await modal.expectView('AllWallets')
  await expect(modal.allWallets).toHaveCount(1)
})
