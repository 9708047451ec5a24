// Issue 36's bench rows, in a fresh browser context on the account page with the test wallet injected (dev account
// 0 on chain A): Account → Send; the amount's last key typed (a receiver already typed) → Review enabled; Review, then
// Send clicked (the test wallet signs without asking) → the view saying the transfer is confirmed on the local
// chain; and Account → Buy; the amount's last key → the quote shown (the app waits QUOTE_PAUSE_MS after the last key
// before it asks, so the row is reported less that pause, and raw). Timed inside the page, from the event's timeStamp
// to the first animation frame that shows the result (timedInteraction.ts).
import type { Browser, Page } from '@playwright/test'
import type { AccountStack } from './accountStack'
import { timedInteraction } from './timedInteraction'
import { connectTestWallet } from './connectTestWallet'

/** The pause after the last key before the quote is asked (src/machines/onRamp ONRAMP_QUOTE_DEBOUNCE_MS). */
export const QUOTE_PAUSE_MS = 500

export type WalletFeaturesSample = { amountToReviewMs: number; sendToConfirmedMs: number; keyToQuoteMs: number; keyToQuoteRawMs: number }

const DIALOG = '#latch-dialog-content'
const SEND = `${DIALOG} [data-testid="send-view"]`
const BUY = `${DIALOG} [data-testid="on-ramp-view"]`
/** A dev account no other load sends from (devstack/chain/devAccounts.ts: account 4). */
const RECEIVER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65'

async function openFeature(page: Page, name: 'Send' | 'Buy'): Promise<void> {
  await page.locator(DIALOG).getByRole('group', { name: 'Wallet features' }).getByRole('button', { name, exact: true }).click()
}

export async function measureWalletFeatures(browser: Browser, stack: AccountStack, url: string): Promise<WalletFeaturesSample> {
  const context = await browser.newContext()
  await context.addInitScript({ content: stack.walletScript })
  const page = await context.newPage()
  try {
    await page.goto(url)
    const timed = timedInteraction(page)
    await connectTestWallet(page)

    await openFeature(page, 'Send')
    const amount = page.locator(SEND).getByRole('textbox', { name: 'Amount' })
    await amount.waitFor()
    await page.locator(SEND).getByRole('textbox', { name: 'To' }).fill(RECEIVER)
    await amount.fill('0.00')
    const reviewEnabled = `() => { const button = [...document.querySelectorAll('${SEND} button')].find((b) => b.textContent === 'Review'); return button !== undefined && !button.disabled }`
    const amountToReviewMs = await timed('keydown', reviewEnabled, () => page.keyboard.type('1'))
    await page.locator(SEND).getByRole('button', { name: 'Review', exact: true }).click()
    const send = page.locator(SEND).getByRole('button', { name: 'Send', exact: true })
    await page.waitForFunction(`() => !document.querySelector('${SEND} [data-testid="send-review"] button.latch-primary')?.disabled`)
    const sendToConfirmedMs = await timed('click', `() => document.querySelector('${SEND} [data-testid="send-confirmed"]') !== null`, () => send.click())
    await page.locator(SEND).getByRole('button', { name: 'Done', exact: true }).click()

    await openFeature(page, 'Buy')
    const payment = page.locator(BUY).getByRole('textbox', { name: 'Amount' })
    await payment.waitFor()
    await payment.fill('2')
    const quoted = `() => document.querySelector('${BUY} [data-testid="on-ramp-purchase-amount"]') !== null`
    const keyToQuoteRawMs = await timed('keydown', quoted, () => page.keyboard.type('0'))
    return { amountToReviewMs, sendToConfirmedMs, keyToQuoteMs: keyToQuoteRawMs - QUOTE_PAUSE_MS, keyToQuoteRawMs }
  } finally {
    await context.close()
  }
}
