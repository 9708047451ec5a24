// The email login's loads (issue 14's bench rows), in a fresh browser context on the account page with the devstack's
// frame and mail: Connect opened → the email field enabled (the frame created, loaded and ready); Continue clicked →
// the code view shown; the code pasted → the account on the connect button. Each is timed inside the page from the
// event's timeStamp to the first animation frame that shows the result.
import type { Browser } from '@playwright/test'
import type { AccountStack } from './accountStack'
import { timedInteraction } from './timedInteraction'

export type EmailLoginSample = { frameReadyMs: number; emailToCodeViewMs: number; codeToConnectedMs: number }

const DIALOG = '#latch-dialog-content'

export async function measureEmailLogin(browser: Browser, stack: AccountStack, url: string): Promise<EmailLoginSample> {
  const context = await browser.newContext()
  const page = await context.newPage()
  await page.goto(url)
  const timed = timedInteraction(page)
  const field = `document.querySelector('${DIALOG} input[type="email"]')`
  const frameReadyMs = await timed('click', `() => !!${field} && !${field}.disabled`, () => page.locator('button[aria-haspopup="dialog"]').click())
  const email = `bench-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
  await page.locator(DIALOG).getByLabel('Email', { exact: true }).fill(email)
  const sentAt = Date.now()
  const emailToCodeViewMs = await timed('click', `() => document.querySelector('${DIALOG}')?.getAttribute('data-view') === 'EmailVerifyOtp' && !!document.querySelector('${DIALOG} .latch-otp-digit')`, () =>
    page.locator(DIALOG).getByRole('button', { name: 'Continue' }).click(),
  )
  const code = await readCode(stack.mailboxUrl, email, sentAt)
  const first = page.locator(`${DIALOG} .latch-otp-digit`).first()
  await first.focus()
  const codeToConnectedMs = await timed('paste', `() => document.querySelector('button[aria-haspopup="dialog"]')?.textContent?.startsWith('0x')`, () =>
    page.evaluate((text) => {
      const data = new DataTransfer()
      data.setData('text', text)
      document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
    }, code),
  )
  await context.close()
  return { frameReadyMs, emailToCodeViewMs, codeToConnectedMs }
}

async function readCode(mailboxUrl: string, to: string, since: number): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const response = await fetch(`${mailboxUrl}/messages/latest?to=${encodeURIComponent(to)}`)
    if (response.ok) {
      const mail = (await response.json()) as { text: string; receivedAt: number }
      const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
      if (code && mail.receivedAt >= since - 1_000) return code
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error(`no code mailed to ${to}`)
}
