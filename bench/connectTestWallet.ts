// The start of the bench's account loads: the test wallet connected through the modal, and the modal opened again
// on Account.
import type { Page } from '@playwright/test'

const DIALOG = '#latch-dialog-content'

export async function connectTestWallet(page: Page): Promise<void> {
  const trigger = page.locator('button[aria-haspopup="dialog"]')
  await trigger.click()
  await page.locator(DIALOG).getByRole('button', { name: /^Latch Test Wallet/ }).click()
  await page.waitForFunction(`document.querySelector('button[aria-haspopup="dialog"]')?.textContent?.startsWith('0x')`)
  await page.locator(DIALOG).waitFor({ state: 'detached' })
  await trigger.click()
}
