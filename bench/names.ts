// Names' loads (issue 16's bench rows), in a fresh browser context on the account page with the test wallet injected:
// the wallet connected, the Account view opened, 'Choose a name' clicked (RegisterAccountName); a fresh name's last
// key typed → the view saying the name is available (the app waits NAME_PAUSE_MS after the last key before it looks
// the name up, so the row is reported less that pause, and raw); Register clicked (the test wallet signs without
// asking) → RegisterAccountNameSuccess saying the name is the account's. Both are timed inside the page, from the
// event's timeStamp to the first animation frame that shows the result (see probe.ts for why the probe is a string).
// The names service is the devstack blockchain API's (the account page's services.rpcUrl, ?rpc=).
import type { Browser } from '@playwright/test'
import type { AccountStack } from './accountStack'
import { timedInteraction } from './timedInteraction'
import { connectTestWallet } from './connectTestWallet'

/** The pause after the last key before the name is looked up (src/machines/nameRegistration NAME_CHECK_DEBOUNCE_MS). */
export const NAME_PAUSE_MS = 300

export type NamesSample = { keyToAvailableMs: number; keyToAvailableRawMs: number; registerToSuccessMs: number }

const DIALOG = '#latch-dialog-content'
const FORM_VIEW = `${DIALOG} [data-testid="register-name-view"]`
const SUCCESS_VIEW = `${DIALOG} [data-testid="register-name-success-view"]`

/** The status of `view` reads exactly `text`. */
const statusReads = (view: string, text: string) => `() => document.querySelector('${view} [role="status"]')?.textContent === ${JSON.stringify(text)}`

/** Each run starts with no names registered: the test wallet's account has none, so Account offers 'Choose a name'. */
async function forgetNames(stack: AccountStack): Promise<void> {
  const response = await fetch(`${stack.rpcUrl}/__admin/names`, { method: 'DELETE' })
  if (!response.ok) throw new Error(`DELETE ${stack.rpcUrl}/__admin/names: ${response.status}`)
}

export async function measureNames(browser: Browser, stack: AccountStack, url: string): Promise<NamesSample> {
  await forgetNames(stack)
  const context = await browser.newContext()
  await context.addInitScript({ content: stack.walletScript })
  const page = await context.newPage()
  try {
    await page.goto(url)
    const timed = timedInteraction(page)
    await connectTestWallet(page)
    await page.locator(`${DIALOG} [data-testid="account-view"]`).getByRole('button', { name: 'Choose a name', exact: true }).click()

    // A fresh name (lowercase, as the service stores it): all but its last key filled and looked up first.
    const name = `bench${Date.now().toString().slice(-8)}`
    const field = page.locator(FORM_VIEW).getByLabel('Name', { exact: true })
    await field.fill(name.slice(0, -1))
    await page.waitForFunction(statusReads(FORM_VIEW, `${name.slice(0, -1)} is available.`))
    const keyToAvailableRawMs = await timed('keydown', statusReads(FORM_VIEW, `${name} is available.`), () => page.keyboard.type(name.slice(-1)))

    const onScreen = `(document.querySelector('${SUCCESS_VIEW}')?.getBoundingClientRect().height ?? 0) > 0`
    const registerToSuccessMs = await timed('click', `() => ${onScreen} && (${statusReads(SUCCESS_VIEW, `${name} is now your account's name.`)})()`, () =>
      page.locator(FORM_VIEW).getByRole('button', { name: 'Register', exact: true }).click(),
    )
    return { keyToAvailableMs: keyToAvailableRawMs - NAME_PAUSE_MS, keyToAvailableRawMs, registerToSuccessMs }
  } finally {
    await context.close()
  }
}
