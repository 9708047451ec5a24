// Latch in a Next.js App Router app (issue 33): tests/consumer-next, installed from the tarball and built with
// `next build` by the package layer of `npm test` (scripts/packageLayer.ts) for this devstack's ports, served here by
// `next start`. The page is rendered on the server, then hydrated: every visit must hydrate with no console error and
// no hydration mismatch (React 19 reports one as a console error or an uncaught "Hydration failed…", minified as
// error #418, #423 or #425), whatever the browser holds (nothing, a session, a session ended).
import { expect, test, type Page } from '@playwright/test'
import { startNext, type NextServer } from '../../scripts/nextFixture'
import { installTestWallet, TEST_WALLET_ADDRESS } from './support/testWallet'
import { packageLayerDone } from './support/packageLayer'
import { STACK } from './support/stack'

const dialog = (page: Page) => page.locator('#latch-dialog-content')
const testWalletIn = (page: Page) => dialog(page).getByRole('button', { name: /^Latch Test Wallet/ })
const wagmi = (page: Page, what: 'status' | 'address') => page.getByTestId(`wagmi-${what}`)
const latchStatus = (page: Page) => page.getByTestId('latch-status')
const connectButton = (page: Page) => page.locator('button[aria-haspopup="dialog"]')

const HYDRATION = /hydrat|error #(?:418|423|425)\b|errors\/(?:418|423|425)\b/i

/** What the page reports that it must not: console errors, any message about hydration, uncaught exceptions. */
function recordProblems(page: Page): string[] {
  const problems: string[] = []
  page.on('console', (message) => {
    const where = message.location().url
    if (message.type() === 'error' || HYDRATION.test(message.text())) problems.push(`console.${message.type()}: ${message.text()}${where ? ` (${where})` : ''}`)
  })
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`))
  return problems
}

/** Until React has hydrated the server's HTML, a click on it does nothing: wait for the connect button to carry
 * its React props (set on each element React hydrates), then let the effects after hydration settle. */
async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const button = document.querySelector('button[aria-haspopup="dialog"]')
    return !!button && Object.keys(button).some((key) => key.startsWith('__reactProps$'))
  })
  await page.waitForLoadState('networkidle')
}

// The fixtures' builds name stack 0's URLs (scripts/consumerFixture.ts); playwright.config.ts runs these specs last,
// alone, so in slot 0 and against stack 0. Under npm test the package layer building them may still be running.
test.beforeAll(async () => {
  expect(STACK, 'the consumer specs run against stack 0').toBe(0)
  test.setTimeout(11 * 60_000)
  await packageLayerDone()
})

let server: NextServer | undefined
let startError: unknown

test.beforeAll(async () => {
  test.setTimeout(60_000)
  try {
    server = await startNext()
  } catch (error) {
    startError = error // each test fails with it, rather than the file erroring in a hook
  }
})

test.afterAll(async () => {
  await server?.stop()
})

function origin(): string {
  if (!server) throw startError instanceof Error ? startError : new Error(String(startError))
  return server.origin
}

/** A visit as a person makes it: the test wallet installed, the page loaded and hydrated. */
async function visit(page: Page): Promise<void> {
  await installTestWallet(page)
  const response = await page.goto(`${origin()}/`)
  expect(response?.status()).toBe(200)
  await hydrated(page)
}

/** wagmi's connect() with Latch's connector opens Latch's modal; the test wallet is chosen in it. */
async function connect(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Connect with wagmi', exact: true }).click()
  await expect(dialog(page)).toBeVisible()
  await testWalletIn(page).click()
  await expect(dialog(page)).toHaveCount(0)
  await expect(wagmi(page, 'status')).toHaveText('connected')
  await expect(wagmi(page, 'address')).toHaveText(new RegExp(`^${TEST_WALLET_ADDRESS}$`, 'i'))
  await expect(latchStatus(page)).toHaveText('connected')
}

test.describe('Next.js App Router app (tests/consumer-next, next start)', () => {
  test('first visit: the server renders the button, the page hydrates with no console error, the button opens the modal', async ({ page }) => {
    const problems = recordProblems(page)
    await installTestWallet(page)
    const response = await page.goto(`${origin()}/`)
    // Server-rendered: the button is in the HTML, before any script runs.
    const main = /<main>.*<\/main>/s.exec((await response?.text()) ?? '')?.[0]
    expect(main).toContain('>Connect Wallet</button>')
    await hydrated(page)
    await expect(latchStatus(page)).toHaveText('disconnected')
    await expect(wagmi(page, 'status')).toHaveText('disconnected')

    await connectButton(page).click()
    await expect(page.getByRole('dialog')).toBeVisible()
    await expect(dialog(page)).toBeVisible()
    await expect(testWalletIn(page)).toHaveCount(1)
    expect(problems).toEqual([])
  })

  // The first visit is the first test's to judge: each test below judges its own step only.
  test('connect: wagmi connects through the Latch modal to the test wallet, with no console error', async ({ page }) => {
    await visit(page)
    const problems = recordProblems(page)
    await connect(page)
    expect(problems).toEqual([])
  })

  test('reload with a session: hydrates with no console error or hydration mismatch, the session restored', async ({ page }) => {
    await visit(page)
    await connect(page)

    const problems = recordProblems(page)
    await page.reload()
    await hydrated(page)
    await expect(latchStatus(page)).toHaveText('connected')
    await expect(wagmi(page, 'status')).toHaveText('connected')
    await expect(wagmi(page, 'address')).toHaveText(new RegExp(`^${TEST_WALLET_ADDRESS}$`, 'i'))
    await expect(dialog(page)).toHaveCount(0)
    expect(problems).toEqual([])
  })

  test('disconnect, reload: no console error, still disconnected', async ({ page }) => {
    await visit(page)
    await connect(page)
    await page.getByRole('button', { name: 'Disconnect', exact: true }).click()
    await expect(wagmi(page, 'status')).toHaveText('disconnected')
    await expect(latchStatus(page)).toHaveText('disconnected')

    const problems = recordProblems(page)
    await page.reload()
    await hydrated(page)
    await expect(page.getByRole('button', { name: 'Connect with wagmi', exact: true })).toBeVisible()
    await expect(wagmi(page, 'status')).toHaveText('disconnected')
    await expect(latchStatus(page)).toHaveText('disconnected')
    await expect(page.getByTestId('errors')).toHaveText('')
    expect(problems).toEqual([])
  })
})
