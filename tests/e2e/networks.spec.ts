// Networks and account data in Chromium on the real stack: two anvil chains (31337, 31338), the devstack's test
// wallet (which knows chain B, or not, and approves or rejects the switch), and the blockchain API reading them.
import { expect, test, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { installTestWallet, TEST_WALLET_ADDRESS, type TestWalletKnobs } from './support/testWallet'

const SHORT_ADDRESS = `${TEST_WALLET_ADDRESS.slice(0, 6)}…${TEST_WALLET_ADDRESS.slice(-4)}`
let modal: ModalModel

async function connect(page: Page, knobs: TestWalletKnobs = {}, path: { onlyChainA?: boolean } = {}) {
  await installTestWallet(page, knobs)
  modal = new ModalModel(page)
  // The system theme, so expectViewLooks can show a view dark too (light as before otherwise).
  await page.goto(path.onlyChainA ? '/?onlyChainA&theme=system' : '/?theme=system')
  await modal.open()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet EVM Solana$/ }).click()
}

const networkButton = (page: Page, name: string) => page.locator('#latch-dialog-content').getByRole('button', { name: new RegExp(`^${name}`) })

test('connected on chain A, the badge opens Networks; choosing chain B switches the wallet and closes, as Networks was the first view (R-NAV-11)', async ({ page }) => {
  await connect(page)
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
  // The badge beside the connect button names the network and leads to Networks.
  const badge = page.getByRole('button', { name: 'Network: Local chain. Switch network' })
  await expect(badge).toBeVisible()
  await badge.click()
  await modal.expectView('Networks')
  await expect(networkButton(page, 'Local chain Active')).toHaveAttribute('aria-current', 'true')
  await expectNoAxeViolations(page)
  await networkButton(page, 'Local chain B').click()
  // Back one view from the first view is a close.
  await expect(modal.dialog).toHaveCount(0)
  await expect(page.getByRole('button', { name: 'Network: Local chain B. Switch network' })).toBeVisible()
  expect(await page.evaluate(() => (window as unknown as { ethereum: { request(a: unknown): Promise<string> } }).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a6a')
})

test('from Account, Networks switches to chain B and goes back to Account (R-NAV-11)', async ({ page }) => {
  await connect(page)
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await networkButton(page, 'Local chain B').click()
  await modal.expectView('Account')
  await expect(modal.dialog.getByRole('button', { name: 'Network: Local chain B. Switch network' })).toBeVisible()
})

test('a wallet that does not know chain B is given it (4902, wallet_addEthereumChain), then switched', async ({ page }) => {
  await connect(page, { knowsChainB: false })
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await networkButton(page, 'Local chain B').click()
  await modal.expectView('Account')
  expect(await page.evaluate(() => (window as unknown as { ethereum: { request(a: unknown): Promise<string> } }).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a6a')
})

test('the wallet rejects the switch: back one view, with the reason (R-NAV-11)', async ({ page }) => {
  await connect(page, { switch: 'reject' })
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await networkButton(page, 'Local chain B').click()
  await modal.expectView('Account')
  await expect(modal.toastRegion).toContainText('Network switch declined in the wallet')
  await expect(modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' })).toBeVisible()
})

test('a wallet on a network the app does not request opens UnsupportedChain; switching closes the modal (R-NAV-10, R-NAV-11)', async ({ page }) => {
  await connect(page, { startChainId: 31338 }, { onlyChainA: true })
  await modal.expectView('UnsupportedChain')
  await expect(modal.title).toHaveText('Switch Network')
  await expectNoAxeViolations(page)
  await expectViewLooks(page, 'unsupported-chain')
  await networkButton(page, 'Local chain').click()
  await expect(modal.dialog).toHaveCount(0)
  expect(await page.evaluate(() => (window as unknown as { ethereum: { request(a: unknown): Promise<string> } }).ethereum.request({ method: 'eth_chainId' }))).toBe('0x7a69')
})

test('Account shows the balance truncated to 3 decimals, the token, and the activity of the devstack transfers', async ({ page }) => {
  await connect(page)
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.dialog.getByTestId('native-balance')).toHaveText(/^[\d,]+(\.\d{1,3})? ETH$/)
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('LTD')
  // The tabs work by keyboard: arrow right from Tokens selects NFTs, End the last, Activity.
  await modal.dialog.getByRole('tab', { name: 'Tokens' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(modal.dialog.getByRole('tab', { name: 'NFTs' })).toHaveAttribute('aria-selected', 'true')
  await page.keyboard.press('End')
  await expect(modal.dialog.getByRole('tab', { name: 'Activity' })).toHaveAttribute('aria-selected', 'true')
  await expect(modal.dialog.locator('.latch-activity').first()).toBeVisible()
  await expectNoAxeViolations(page)
})

test('a reload keeps the account and the network it was switched to', async ({ page }) => {
  await connect(page)
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await networkButton(page, 'Local chain B').click()
  await modal.expectView('Account')
  await page.reload()
  await expect(modal.trigger).toHaveText(SHORT_ADDRESS)
  await expect(page.getByRole('button', { name: 'Network: Local chain B. Switch network' })).toBeVisible()
})
