// Connecting starts from the devstack's real catalogue: the Connect view, All wallets with its search, and a
// wallet's details. R-NAV-3 (back), R-VAL-6 (trimmed search), R-CONST-4 (4 featured, 4 recommended, 40 a page).
import { expect, test, type Locator, type Request } from '@playwright/test'
import { ModalModel } from './models/modal.model'

let modal: ModalModel

test.beforeEach(async ({ page }) => {
  modal = new ModalModel(page)
  await modal.goto()
})

/** Every wallet picture in `scope` is served by the devstack's image route and actually decoded. */
async function expectWalletImagesLoaded(scope: Locator, count: number): Promise<void> {
  const images = scope.locator('img')
  await expect(images).toHaveCount(count)
  for (const image of await images.all()) {
    await expect(image).toHaveAttribute('src', /getWalletImage/)
    await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true)
  }
}

test.describe('Connect view', () => {
  test('shows 4 featured and 4 recommended wallets with their images (R-CONST-4, R-NAV-7)', async () => {
    await modal.open()
    await expect(modal.featuredWallets).toHaveCount(4)
    await expect(modal.recommendedWallets).toHaveCount(4)
    await expectWalletImagesLoaded(modal.dialog.getByRole('list', { name: 'Featured wallets' }), 4)
    await expectWalletImagesLoaded(modal.dialog.getByRole('list', { name: 'Recommended wallets' }), 4)
  })

  test('offers All wallets with the catalogue count, over 500', async () => {
    await modal.open()
    await expect(modal.allWalletsButton).toBeVisible()
    const badge = modal.allWalletsButton.locator('.latch-badge')
    const count = Number(await badge.textContent())
    expect(count).toBeGreaterThan(500)
    await expect(badge).toHaveAttribute('aria-label', `${count} wallets`)
  })
})

test.describe('All wallets view', () => {
  test('lists a page of 40 (R-CONST-4)', async () => {
    await modal.open()
    await modal.allWalletsButton.click()
    await modal.expectView('AllWallets')
    await expect(modal.title).toHaveText('All Wallets')
    await expect(modal.allWallets).toHaveCount(40)
    await expect(modal.dialog.getByText(/^Showing 40 of \d+ wallets$/)).toBeVisible()
  })

  test('typing waits 300 ms after the last key: one search request for a whole word (R-CONST-4)', async ({ page }) => {
    await modal.open()
    await modal.allWalletsButton.click()
    await expect(modal.allWallets).toHaveCount(40)
    const searches: Request[] = []
    page.on('request', (request) => {
      if (new URL(request.url()).searchParams.get('search') !== null) searches.push(request)
    })
    // The page's own clock for the last keystroke: the test runner's clock lags behind it under load.
    await modal.searchInput.evaluate((input) => {
      input.addEventListener('input', () => ((window as unknown as { lastInputAt: number }).lastInputAt = Date.now()))
    })
    await modal.searchInput.pressSequentially('zerion', { delay: 60 })
    await expect(modal.wallet('Zerion')).toBeVisible()
    await expect(modal.allWallets).toHaveCount(1)
    expect(searches.map((search) => new URL(search.url()).searchParams.get('search'))).toEqual(['zerion'])
    // Timing is known once the request has finished (startTime is wall-clock ms, like the page's Date.now()).
    await searches[0]!.response()
    const lastInputAt = await page.evaluate(() => (window as unknown as { lastInputAt: number }).lastInputAt)
    expect(searches[0]!.timing().startTime - lastInputAt).toBeGreaterThanOrEqual(290)
  })

  test('search text is trimmed before it is sent (R-VAL-6)', async ({ page }) => {
    await modal.open()
    await modal.allWalletsButton.click()
    await expect(modal.allWallets).toHaveCount(40)
    const searched = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') !== null)
    await modal.searchInput.fill('  zerion  ')
    expect(new URL((await searched).url()).searchParams.get('search')).toBe('zerion')
    await expect(modal.wallet('Zerion')).toBeVisible()
    await expect(modal.allWallets).toHaveCount(1)
  })

  test('back returns to Connect (R-NAV-3)', async () => {
    await modal.open()
    await modal.allWalletsButton.click()
    await modal.expectView('AllWallets')
    await expect(modal.backButton).toBeVisible()
    await modal.back()
    await modal.expectView('Connect')
    await expect(modal.title).toHaveText('Connect Wallet')
    await expect(modal.featuredWallets).toHaveCount(4)
  })

  test('opened directly on All wallets, back closes: there is no earlier view (R-NAV-3, R-NAV-2)', async () => {
    await modal.openOnAllWallets()
    await modal.expectView('AllWallets')
    // The back button is hidden (nothing to go back to), so the machine's back is reached the way a screen
    // reader or a script would: the button is still in the DOM and still sends modal.back.
    await expect(modal.dialog.locator('button[aria-label="Back"]')).toBeHidden()
    await modal.dialog.locator('button[aria-label="Back"]').dispatchEvent('click')
    await modal.expectClosed()
  })
})

test.describe('wallet details view', () => {
  test('clicking a featured wallet shows its details with its install links', async () => {
    await modal.open()
    await expect(modal.featuredWallets).toHaveCount(4)
    // Coinbase Wallet is certified and lists web and mobile links in the devstack catalogue.
    await modal.wallet('Coinbase Wallet').click()
    await modal.expectView('WalletDetails')
    await expect(modal.title).toHaveText('Coinbase Wallet')
    await expect(modal.dialog.getByText('Coinbase Wallet is not installed in this browser.')).toBeVisible()
    await expect(modal.dialog.locator('img[src*="getWalletImage"]')).toBeVisible()
    const links = modal.dialog.getByRole('link')
    await expect(links.filter({ hasText: 'Open Coinbase Wallet on the web' })).toHaveAttribute('href', /^https:\/\//)
    await expect(links.filter({ hasText: 'Get Coinbase Wallet for mobile' })).toHaveAttribute('href', /^https:\/\//)
    for (const link of await links.all()) {
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', /noopener/)
    }
    await modal.back()
    await modal.expectView('Connect')
  })

  test('a wallet found by search opens its details, and back returns to All wallets (R-NAV-3)', async () => {
    await modal.open()
    await modal.allWalletsButton.click()
    await modal.searchInput.fill('zerion')
    await expect(modal.allWallets).toHaveCount(1)
    await modal.wallet('Zerion').click()
    await modal.expectView('WalletDetails')
    await expect(modal.title).toHaveText('Zerion')
    await expect(modal.dialog.getByText('Zerion is not installed in this browser.')).toBeVisible()
    await modal.back()
    await modal.expectView('AllWallets')
  })
})
