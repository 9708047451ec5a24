// Issue 35, "every view, looked at": the views the laboratory reaches on its own, each compared with its committed
// screenshots in light, dark, right to left, 360 px and a phone (support/viewLooks.ts). The views only a flow reaches
// (the mailed codes and updating an email, sign-in, a name, an unsupported chain) are looked at in the specs of those flows.
import { expect, test, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectViewLooks } from './support/viewLooks'
import { installTestWallet } from './support/testWallet'

let modal: ModalModel

const setBehaviour = (page: Page, behaviour: Record<string, string>) =>
  page.evaluate((b) => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour(b), behaviour)

test.beforeEach(({ page }) => {
  modal = new ModalModel(page)
})

test('Connect, All wallets, a wallet’s details, and connecting a browser wallet', async ({ page }) => {
  await installTestWallet(page)
  await modal.goto({ theme: 'system' })
  await setBehaviour(page, { connect: 'never' })
  await modal.open()
  await expect(modal.featuredWallets).toHaveCount(4)
  await expectViewLooks(page, 'connect')

  await modal.allWalletsButton.click()
  await expect(modal.allWallets).toHaveCount(40)
  await expectViewLooks(page, 'all-wallets')

  await modal.searchInput.fill('coinbase')
  await modal.wallet('Coinbase Wallet').click()
  await modal.expectView('WalletDetails')
  await expectViewLooks(page, 'wallet-details')

  await modal.back()
  await modal.back()
  await modal.expectView('Connect')
  await modal.dialog.getByRole('button', { name: /^Latch Test Wallet/ }).click()
  await modal.expectView('ConnectingWallet')
  await expectViewLooks(page, 'connecting-wallet')
})

test('the WalletConnect QR, and basic mode’s QR beside the list', async ({ page }) => {
  // A pairing code is new each time: its QR, its link and its countdown are masked.
  const pairingCode = { varying: '.latch-qr, [data-testid="pairing-countdown"]' }
  await modal.goto({ theme: 'system' })
  await modal.open()
  await modal.dialog.getByRole('button', { name: /WalletConnect/ }).click()
  await modal.expectView('ConnectingWalletConnect')
  await expect(modal.dialog.getByTestId('pairing-countdown')).toBeVisible()
  await expectViewLooks(page, 'connecting-walletconnect', pairingCode)

  await modal.goto({ theme: 'system', basic: true })
  await modal.open()
  await modal.expectView('ConnectingWalletConnectBasic')
  await expect(modal.dialog.getByTestId('pairing-countdown')).toBeVisible()
  await expectViewLooks(page, 'connecting-walletconnect-basic', pairingCode)
})

test('Account, Networks, and approving a transaction', async ({ page }) => {
  await modal.goto({ theme: 'system' })
  await modal.labControl('Report connected (dev account)').click()
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('button', { name: 'Disconnect' })).toBeVisible()
  // The laboratory's account is the one other tests spend from: its amounts are masked, their places are not.
  await expect(modal.dialog.getByTestId('native-balance')).toHaveAttribute('aria-busy', 'false')
  await expectViewLooks(page, 'account', { varying: '.latch-balance, .latch-token-quantity, .latch-token-value' })

  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await expectViewLooks(page, 'networks')


  await modal.close()
  await modal.expectClosed()
  await modal.labControl('Approve a transaction').click()
  await modal.expectView('ApproveTransaction')
  await expectViewLooks(page, 'approve-transaction')
})
