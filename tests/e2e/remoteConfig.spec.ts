// R-API-5, R-VAL-12 in a real page: when the project's allowed origins (the devstack's /__admin/project switch)
// do not include the page's origin, opening the modal shows 'Invalid App Configuration' / 'verify the domain is
// allowed', once; with the page on the list (the devstack's default, by wildcard) there is no alert.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { API_URL } from './support/devstack'
import { labModuleLoaded } from './support/labModules'

let modal: ModalModel

/** PUT /__admin/project: the project settings the devstack answers (allowed origins, features, analytics). */
async function setProject(request: APIRequestContext, patch: Record<string, unknown>): Promise<void> {
  const response = await request.put(`${API_URL}/__admin/project`, { data: patch })
  if (!response.ok()) throw new Error(`set project: ${response.status()} ${await response.text()}`)
}

const REMOTE_CONFIG_ROUTES = ['/appkit/v1/config', '/projects/v1/origins']

/** Counts, in the page, every call of fetch for the remote configuration as it is made (not when it is answered). */
async function countRemoteConfigAsks(page: Page): Promise<void> {
  await page.addInitScript((routes) => {
    const asked: string[] = []
    const fetchOfPage = window.fetch.bind(window)
    Object.assign(window, { remoteConfigAsks: asked })
    window.fetch = (input, init) => {
      const path = new URL(input instanceof Request ? input.url : String(input), location.href).pathname
      if (routes.includes(path)) asked.push(path)
      return fetchOfPage(input, init)
    }
  }, REMOTE_CONFIG_ROUTES)
}

const remoteConfigAsks = (page: Page) => page.evaluate(() => [...(window as unknown as { remoteConfigAsks: string[] }).remoteConfigAsks].sort())

/** Past the step after which an opening asks for the remote configuration: the next frame painted and the task after
 * it run (what Latch's afterPaint waits for), and the module the ask runs in loaded and run (support/labModules.ts). An ask started there has called fetch by then; the first opening
 * below shows it (calibrated), so no ask after this means none was made, not that one was slower than a sleep. */
const pastThePaint = async (page: Page) => {
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0))))
  // The built laboratory has it in the first opening's chunk (src/system/firstOpening.ts).
  await labModuleLoaded(page, '/src/services/api/remoteConfig.ts', 'firstOpening')
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)))
}

test.beforeEach(async ({ page, request }) => {
  await request.delete(`${API_URL}/__admin/project`)
  modal = new ModalModel(page)
})

test.afterEach(async ({ request }) => {
  await request.delete(`${API_URL}/__admin/project`)
})

test('a page origin the project does not allow shows verify the domain is allowed, once (R-API-5, R-VAL-12)', async ({ page, request }) => {
  // Analytics off on the server: a 403 from POST /e would raise R-PERM-2's alert, which shares the title.
  await setProject(request, { allowedOrigins: ['https://*.example.com'], isAnalyticsEnabled: false })
  await countRemoteConfigAsks(page)
  await modal.goto()
  await modal.open()
  const alert = modal.dialog.locator('.latch-alert[role="alert"]')
  await expect(alert).toContainText('Invalid App Configuration')
  await expect(alert).toContainText('verify the domain is allowed')
  await pastThePaint(page)
  expect(await remoteConfigAsks(page), 'asked once the first opening was painted').toEqual(REMOTE_CONFIG_ROUTES)

  await alert.getByRole('button', { name: 'Dismiss alert' }).click()
  await expect(alert).toHaveCount(0)
  await modal.close()
  await modal.expectClosed()
  await modal.open()
  await expect(modal.featuredWallets).toHaveCount(4)
  // The second opening is painted and past the step where the first one asked: nothing was asked again, so
  // nothing can bring the alert back.
  await pastThePaint(page)
  expect(await remoteConfigAsks(page), 'nothing asked on the second opening').toEqual(REMOTE_CONFIG_ROUTES)
  await expect(alert).toHaveCount(0)
})

test('the page on the allow-list by wildcard: no alert (R-VAL-12)', async ({ page, request }) => {
  // The devstack's default list holds http://127.0.0.1:*, the page's origin here. Email is switched off remotely so
  // that the step deciding about the alert shows: it applies the remote features and raises the alert together.
  await setProject(request, { features: [{ id: 'email', isEnabled: false, config: null }] })
  await modal.goto()
  const origins = page.waitForResponse((response) => response.url().includes('/projects/v1/origins'))
  const emailFeature = () => page.evaluate(() => (window as unknown as { latch: { config: { features: { email: boolean } } } }).latch.config.features.email)
  expect(await emailFeature()).toBe(true)
  await modal.open()
  await expect(modal.featuredWallets).toHaveCount(4)
  expect((await (await origins).json()) as unknown).toEqual({ allowedOrigins: expect.arrayContaining(['http://127.0.0.1:*']) })
  await expect.poll(emailFeature, { message: 'the remote features applied: the alert was decided' }).toBe(false)
  await expect(modal.dialog.locator('.latch-alert[role="alert"]')).toHaveCount(0)
})
