// R-API-5, R-VAL-12 in a real page: when the project's allowed origins (the devstack's /__admin/project switch)
// do not include the page's origin, opening the modal shows 'Invalid App Configuration' / 'verify the domain is
// allowed', once; with the page on the list (the devstack's default, by wildcard) there is no alert.
import { expect, test, type APIRequestContext } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { API_URL } from './support/devstack'

let modal: ModalModel

/** PUT /__admin/project: the project settings the devstack answers (allowed origins, features, analytics). */
async function setProject(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const response = await request.put(`${API_URL}/__admin/project`, { data: patch })
  if (!response.ok()) throw new Error(`set project: ${response.status()} ${await response.text()}`)
}

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${API_URL}/__admin/project`)
  modal = new ModalModel(page)
})

test.afterEach(async ({ request }) => {
  await request.delete(`${API_URL}/__admin/project`)
})

test('a page origin the project does not allow shows verify the domain is allowed, once (R-API-5, R-VAL-12)', async ({ request }) => {
  // Analytics off on the server: a 403 from POST /e would raise R-PERM-2's alert, which shares the title.
  await setProject(request, { allowedOrigins: ['https://*.example.com'], isAnalyticsEnabled: false })
  await modal.goto()
  await modal.open()
  const alert = modal.dialog.locator('.latch-alert[role="alert"]')
  await expect(alert).toContainText('Invalid App Configuration')
  await expect(alert).toContainText('verify the domain is allowed')

  await alert.getByRole('button', { name: 'Dismiss alert' }).click()
  await expect(alert).toHaveCount(0)
  await modal.close()
  await modal.expectClosed()
  await modal.open()
  await expect(modal.featuredWallets).toHaveCount(4)
  await modal.page.waitForTimeout(500)
  await expect(alert).toHaveCount(0)
})

test('the page on the allow-list by wildcard: no alert (R-VAL-12)', async ({ page }) => {
  // The devstack's default list holds http://127.0.0.1:*, the page's origin here.
  await modal.goto()
  const origins = page.waitForResponse((response) => response.url().includes('/projects/v1/origins'))
  await modal.open()
  await expect(modal.featuredWallets).toHaveCount(4)
  expect((await (await origins).json()) as unknown).toEqual({ allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*']) })
  await page.waitForTimeout(300)
  await expect(modal.dialog.locator('.latch-alert[role="alert"]')).toHaveCount(0)
})
