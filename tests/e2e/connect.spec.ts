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
    // The page's clock is Playwright's from here, so the gaps between keys are the page's own time, whatever the
    // machine's load (a real 60 ms gap once stretched past 300 ms under CI's load and sent 'ze').
    await page.clock.install()
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 1_000)
    // The first search of all: 'zerion', 300 ms after its last key. A wait shorter than 300 ms would send a part of
    // the word in the 299 ms between keys; a longer one, nothing by then (this times out).
    const firstSearch = page.waitForRequest((request) => new URL(request.url()).searchParams.get('search') !== null, { timeout: 7_000 })
    for (const key of 'zerion') {
      await modal.searchInput.press(key)
      await page.clock.runFor(299)
    }
    await expect(modal.searchInput).toHaveValue('zerion')
    await page.clock.runFor(1)
    expect(new URL((await firstSearch).url()).searchParams.get('search')).toBe('zerion')
    await page.clock.resume()
    await expect(modal.wallet('Zerion')).toBeVisible()
    await expect(modal.allWallets).toHaveCount(1)
    // The whole word's answer is in; a search for a part of it would have gone out before it.
    expect(searches.map((search) => new URL(search.url()).searchParams.get('search'))).toEqual(['zerion'])
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
