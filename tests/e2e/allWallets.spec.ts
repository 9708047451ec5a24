// The All wallets list against the devstack's 538-wallet catalogue: pages of 40 loaded as the end of the list
// scrolls into view (R-CONST-4), a failed page with its Retry at the end, the grid by keyboard (arrows, Home,
// End, Enter), and the list kept as it was when a person comes back from a wallet's details.
import { expect, test, type Request } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { clearFaults, setFault } from './support/devstack'

let modal: ModalModel

test.beforeEach(async ({ page }) => {
  modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await modal.allWalletsButton.click()
  await expect(modal.allWallets).toHaveCount(40)
})

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

const pageOf = (request: Request) => new URL(request.url()).searchParams.get('page')
const isWalletPage = (request: Request) => new URL(request.url()).pathname.endsWith('/getWallets') && !new URL(request.url()).searchParams.has('search')

test('infinite scroll: the end of the list coming into view loads the next 40, in order (R-CONST-4)', async ({ page }) => {
  const pages: string[] = []
  page.on('request', (request) => {
    if (isWalletPage(request)) pages.push(pageOf(request) ?? '')
  })
  await modal.dialog.getByTestId('wallet-list-end').scrollIntoViewIfNeeded()
  await expect(modal.allWallets).toHaveCount(80)
  await expect(modal.dialog.getByText(/^Showing 80 of \d+ wallets$/)).toBeVisible()
  await modal.dialog.getByTestId('wallet-list-end').scrollIntoViewIfNeeded()
  await expect(modal.allWallets).toHaveCount(120)
  expect(pages).toEqual(['2', '3'])
  // Each wallet once, whatever the scrolling did.
  const ids = await modal.dialog.locator('.latch-grid button[data-wallet-id]').evaluateAll((buttons) => buttons.map((b) => b.getAttribute('data-wallet-id')))
  expect(new Set(ids).size).toBe(ids.length)
})

test('a page that fails keeps the wallets shown and puts the error and Retry at the end', async ({ page, request }) => {
  await setFault(request, { route: '/getWallets', mode: 'status', status: 500 })
  await modal.dialog.getByTestId('wallet-list-end').scrollIntoViewIfNeeded()
  await expect(modal.errorNotice).toContainText('HTTP status code: 500')
  await expect(modal.allWallets).toHaveCount(40)
  await expectNoAxeViolations(page)
  await clearFaults(request)
  await modal.retryButton.click()
  await expect(modal.allWallets).toHaveCount(80)
  await expect(modal.errorNotice).toHaveCount(0)
})

test('keyboard: one tab stop in the grid, arrows and Home/End move it, Enter opens the wallet', async ({ page }) => {
  const focusedWallet = () => page.evaluate(() => document.activeElement?.getAttribute('data-wallet-id'))
  const idAt = (index: number) => modal.dialog.locator('.latch-grid button[data-wallet-id]').nth(index).getAttribute('data-wallet-id')
  await modal.searchInput.focus()
  await page.keyboard.press('Tab')
  expect(await focusedWallet()).toBe(await idAt(0))
  const columns = await modal.dialog.locator('.latch-grid').evaluate((grid) => getComputedStyle(grid).gridTemplateColumns.split(' ').length)
  await page.keyboard.press('ArrowRight')
  expect(await focusedWallet()).toBe(await idAt(1))
  await page.keyboard.press('ArrowDown')
  expect(await focusedWallet()).toBe(await idAt(1 + columns))
  await page.keyboard.press('End')
  expect(await focusedWallet()).toBe(await idAt(39))
  await page.keyboard.press('Home')
  expect(await focusedWallet()).toBe(await idAt(0))
  // Only the active wallet is in the tab order: Tab leaves the grid.
  await expect(modal.dialog.locator('.latch-grid button[tabindex="0"]')).toHaveCount(1)
  await page.keyboard.press('ArrowRight')
  const name = await modal.dialog.locator('.latch-grid button[data-wallet-id]').nth(1).locator('.latch-wallet-name').textContent()
  await page.keyboard.press('Enter')
  await modal.expectView('WalletDetails')
  await expect(modal.title).toHaveText(name ?? '')
})

test('ArrowDown from the search box enters the grid', async ({ page }) => {
  await modal.searchInput.focus()
  await page.keyboard.press('ArrowDown')
  await expect(modal.dialog.locator('.latch-grid button[data-wallet-id]').first()).toBeFocused()
})

test('back from a wallet found by search finds the search and its results as they were, asked once', async ({ page }) => {
  const searches: string[] = []
  page.on('request', (request) => {
    const search = new URL(request.url()).searchParams.get('search')
    if (search !== null) searches.push(search)
  })
  await modal.searchInput.fill('zerion')
  await expect(modal.allWallets).toHaveCount(1)
  await modal.wallet('Zerion').click()
  await modal.expectView('WalletDetails')
  await modal.back()
  await modal.expectView('AllWallets')
  await expect(modal.searchInput).toHaveValue('zerion')
  await expect(modal.allWallets).toHaveCount(1)
  expect(searches).toEqual(['zerion'])
})

test('a search that finds nothing says so; clearing it shows the pages already loaded', async () => {
  await modal.searchInput.fill('no such wallet anywhere')
  await expect(modal.dialog.getByText('No wallet found.')).toBeVisible()
  await modal.searchInput.fill('')
  await expect(modal.allWallets).toHaveCount(40)
})
