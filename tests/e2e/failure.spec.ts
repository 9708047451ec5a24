// The provider API failing, through the devstack's fault switch: never an empty list, always the catalogue's
// text (R-ERR-3 "HTTP status code: N", R-ERR-4 "An error occurred") and a Retry that works.
import { expect, test } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { clearEvents, clearFaults, listEvents, setFault } from './support/devstack'
import { labModule } from './support/labModules'

let modal: ModalModel

test.beforeEach(async ({ page, request }) => {
  await clearFaults(request)
  modal = new ModalModel(page)
  await modal.goto()
})

test.afterEach(async ({ request }) => {
  await clearFaults(request)
})

test.describe('provider API down', () => {
  test('Connect shows "HTTP status code: 500" and Retry, never an empty list (R-ERR-3)', async ({ page, request }) => {
    await setFault(request, { route: '/getWallets', mode: 'status', status: 500 })
    await modal.open()
    await modal.expectView('Connect')
    await expect(modal.errorNotice).toContainText('HTTP status code: 500')
    await expect(modal.retryButton).toBeVisible()
    await expect(modal.featuredWallets).toHaveCount(0)
    await expect(modal.allWalletsButton).toHaveCount(0)
    await expectNoAxeViolations(page)

    await clearFaults(request)
    await modal.retryButton.click()
    await expect(modal.featuredWallets).toHaveCount(4)
    await expect(modal.recommendedWallets).toHaveCount(4)
    await expect(modal.errorNotice).toHaveCount(0)
  })

  test('All wallets shows the error and Retry, and recovers', async ({ request }) => {
    await modal.open()
    await expect(modal.featuredWallets).toHaveCount(4)
    await setFault(request, { route: '/getWallets', mode: 'status', status: 500 })
    await modal.allWalletsButton.click()
    await modal.expectView('AllWallets')
    await expect(modal.errorNotice).toContainText('HTTP status code: 500')
    await expect(modal.allWallets).toHaveCount(0)

    await clearFaults(request)
    await modal.retryButton.click()
    await expect(modal.allWallets).toHaveCount(40)
  })
})

test.describe('provider API answers a malformed body', () => {
  test('Connect shows "An error occurred" and Retry recovers (R-ERR-4)', async ({ request }) => {
    await setFault(request, { route: '/getWallets', mode: 'wrong-shape' })
    await modal.open()
    await expect(modal.errorNotice).toContainText('An error occurred')
    await expect(modal.retryButton).toBeVisible()
    await expect(modal.featuredWallets).toHaveCount(0)

    await clearFaults(request)
    await modal.retryButton.click()
    await expect(modal.featuredWallets).toHaveCount(4)
    await expect(modal.errorNotice).toHaveCount(0)
  })

  test('a body that is not JSON at all reads the same', async ({ request }) => {
    await setFault(request, { route: '/getWallets', mode: 'malformed' })
    await modal.open()
    await expect(modal.errorNotice).toContainText('An error occurred')
    await clearFaults(request)
    await modal.retryButton.click()
    await expect(modal.featuredWallets).toHaveCount(4)
  })
})

test.describe('view code that does not load', () => {
  test('the dialog says "Something went wrong" with a Retry, reports it (R-ERR-7), and back still works', async ({ page, request }) => {
    await clearEvents(request)
    // The dev server serves each view as its own module; refusing it is what a dropped chunk looks like.
    await page.route(labModule('/src/views/AllWalletsView.tsx', 'AllWalletsView'), (route) => route.abort())
    await modal.open()
    await modal.expectView('Connect')
    await modal.allWalletsButton.click()
    await expect(modal.errorNotice).toContainText('Something went wrong')
    await expect.poll(async () => (await listEvents(request)).some((event) => event.props.event === 'ERROR')).toBe(true)

    await expect(modal.retryButton).toBeVisible()
    await expectNoAxeViolations(page)

    await modal.back()
    await modal.expectView('Connect')
    await expect(modal.featuredWallets).toHaveCount(4)
  })

  test('the All wallets list whose code does not load says "Something went wrong" with a Retry, never a spinner forever', async ({ page }) => {
    // The list's machine loads with the first visit to All wallets (R-CONST-4); refusing it is a dropped chunk.
    await page.route(labModule('/src/machines/walletList/walletList.actors.ts', 'walletList.actors'), (route) => route.abort())
    await modal.open()
    await modal.expectView('Connect')
    await modal.allWalletsButton.click()
    await modal.expectView('AllWallets')
    await expect(modal.errorNotice).toContainText('Something went wrong')
    await expect(modal.retryButton).toBeVisible()
    await expectNoAxeViolations(page)

    await modal.back()
    await modal.expectView('Connect')
  })
})
