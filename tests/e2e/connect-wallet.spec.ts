// Connecting a browser wallet for real: the devstack's test wallet (EIP-6963, signing with a dev key on the local
// anvil chain) is injected like an extension; Latch lists it, connects, restores it on reload and disconnects.
import { expect, test, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { DEV_ACCOUNTS } from '../../devstack/chain/devAccounts'
import { installTestWallet, TEST_WALLET_ADDRESS } from './support/testWallet'

const SHORT_ADDRESS = `${TEST_WALLET_ADDRESS.slice(0, 6)}…${TEST_WALLET_ADDRESS.slice(-4)}`
let modal: ModalModel

// Installed (one row for its EVM and Solana sides, the app's EVM side connecting), or recent once it has connected:
// either way one button, which connects it.
const installedWallet = (page: Page) => page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet/ })
const setBehaviour = (page: Page, behaviour: Record<string, string>) =>
  page.evaluate((b) => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour(b), behaviour)

async function connect(page: Page) {
  await modal.open()
  await installedWallet(page).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
}

test.beforeEach(async ({ page }) => {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await modal.goto()
})

test('the announced wallet is listed once, first, as installed (R-ENT-2)', async ({ page }) => {
  await modal.open()
  await expect(installedWallet(page)).toHaveCount(1)
  await expectNoAxeViolations(page)
})

test('connect: Continue in the wallet, then the modal closes and the button shows the account (R-CONN-1)', async ({ page }) => {
  await setBehaviour(page, { connect: 'never' })
  await modal.open()
  await installedWallet(page).click()
  await modal.expectView('ConnectingWallet')
  await expect(modal.dialog.getByText('Continue in Latch Test Wallet')).toBeVisible()
  await expectNoAxeViolations(page)
  // Cancel withdraws the request and goes back to the list.
  await modal.dialog.getByRole('button', { name: 'Cancel' }).click()
  await modal.expectView('Connect')

  await setBehaviour(page, { connect: 'approve' })
  await installedWallet(page).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
})

test('a rejected connection says so and Retry connects (EIP-1193 4001)', async ({ page }) => {
  await setBehaviour(page, { connect: 'reject' })
  await modal.open()
  await installedWallet(page).click()
  await expect(modal.dialog.getByRole('alert')).toHaveText('You declined the connection in Latch Test Wallet.')
  await expectNoAxeViolations(page)
  await setBehaviour(page, { connect: 'approve' })
  await modal.dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
})

test('reload restores the session from storage once the wallet confirms it (restoring → connected)', async ({ page }) => {
  await connect(page)
  const stored = await page.evaluate(() => window.localStorage.getItem('@appkit/connections'))
  expect(stored).toContain(TEST_WALLET_ADDRESS)
  await page.reload()
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.dialog.getByText('Latch Test Wallet')).toBeVisible()
})

test('disconnect clears the account and the stored session; a reload stays disconnected', async ({ page }) => {
  await connect(page)
  await modal.open()
  await modal.expectView('Account')
  await expectNoAxeViolations(page)
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText('Connect Wallet')
  expect(await page.evaluate(() => window.localStorage.getItem('@appkit/eip155:connected_connector_id'))).toBeNull()
  await page.reload()
  await expect(modal.trigger).toHaveText('Connect Wallet')
})

test('the wallet ending the session reaches the app as disconnected', async ({ page }) => {
  await connect(page)
  await page.evaluate(() => (window as unknown as { latchTestWallet: { disconnect(): void } }).latchTestWallet.disconnect())
  await expect(modal.trigger).toHaveText('Connect Wallet')
})

test.describe('signing a message through Latch', () => {
  const signature = (page: Page) => page.getByTestId('lab-signature')

  test('personal_sign on the connected wallet; the signature verifies with viem for the dev account', async ({ page }) => {
    await connect(page)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(signature(page)).toHaveText(/^0x[0-9a-f]{130}$/)
    const message = (await signature(page).getAttribute('data-message'))!
    const valid = await verifyMessage({ address: TEST_WALLET_ADDRESS as `0x${string}`, message, signature: (await signature(page).textContent()) as `0x${string}` })
    expect(valid).toBe(true)
  })

  test('a declined signature says "Signature declined" (R-ERR-3)', async ({ page }) => {
    await connect(page)
    await setBehaviour(page, { sign: 'reject' })
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(signature(page)).toHaveText('not signed: Signature declined')
  })

  test('without a connected account the dapp hears "No ActiveCaipAddress found" at once', async ({ page }) => {
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await expect(signature(page)).toHaveText('not signed: No ActiveCaipAddress found')
  })
})

test('switching accounts in the wallet updates the app (accountsChanged), and a reload restores the new one', async ({ page }) => {
  await connect(page)
  const second = DEV_ACCOUNTS[1]!.address
  await page.evaluate(() => (window as unknown as { latchTestWallet: { switchAccount(index: number): void } }).latchTestWallet.switchAccount(1))
  await expect(modal.trigger).toHaveText(`${second.slice(0, 6)}…${second.slice(-4)}`)
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.dialog.locator('.latch-address')).toHaveAttribute('title', second)
  expect(await page.evaluate(() => window.localStorage.getItem('@appkit/connections'))).toContain(second)
  await page.reload()
  await expect(modal.trigger).toHaveText(`${second.slice(0, 6)}…${second.slice(-4)}`)
})

test('the wallet last connected with comes first as Recent, also after a reload (R-CONST-3)', async ({ page }) => {
  await connect(page)
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.trigger).toHaveText('Connect Wallet')
  await page.reload()
  await modal.open()
  const recent = modal.dialog.getByRole('list', { name: 'Recent wallets' })
  await expect(recent.getByRole('button', { name: /^Latch Test Wallet/ })).toContainText('Recent')
  // Not listed again among the installed ones, neither side of it: the recent row is its one row.
  await expect(modal.dialog.getByRole('button', { name: /^Latch Test Wallet/ })).toHaveCount(1)
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/recent_wallets') ?? '[]') as { id: string }[])
  expect(stored.map((wallet) => wallet.id)).toEqual(['dev.latch.testwallet'])
  await recent.getByRole('button', { name: /^Latch Test Wallet/ }).click()
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
})
