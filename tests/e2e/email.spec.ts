// Email login in Chromium on the real stack (issue 14): the embedded-wallet frame on its own origin, codes and device
// links read from real mail (the devstack's SMTP server and mailbox), keys held by the frame, signatures verified.
import { expect, test, type Page } from '@playwright/test'
import { verifyMessage } from 'viem'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { latestCode, latestMail, setFrameFaults } from './support/mailbox'

let modal: ModalModel
const uniqueEmail = (tag: string) => `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`
const emailField = (page: Page) => page.locator('#latch-dialog-content').getByLabel('Email', { exact: true })
const digits = (page: Page) => page.locator('#latch-dialog-content').getByRole('group', { name: 'One-time code' }).getByRole('textbox')

async function submitEmail(page: Page, email: string) {
  await modal.goto()
  await modal.open()
  await expect(emailField(page)).toBeEnabled({ timeout: 15_000 })
  await emailField(page).fill(email)
  await modal.dialog.getByRole('button', { name: 'Continue' }).click()
}

test.afterEach(async ({ request }) => setFrameFaults(request, 'reset'))

test('email → the code from the mailbox → connected through the frame; a signature shown for approval, rejected, then approved (verified with viem); a reload keeps it; disconnect signs out', async ({ page, request }) => {
  modal = new ModalModel(page)
  const email = uniqueEmail('ana')
  const since = Date.now() - 1_000
  await submitEmail(page, email)
  await modal.expectView('EmailVerifyOtp')
  await expect(modal.dialog).toContainText(`Enter the code sent to ${email}`)
  await expectNoAxeViolations(page)
  const code = await latestCode(request, email, since)
  // The whole code pasted at once, as a mail app's copy gives it.
  await digits(page).first().focus()
  await page.evaluate((text) => {
    const data = new DataTransfer()
    data.setData('text', text)
    document.activeElement?.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }))
  }, code)
  await expect(modal.dialog).toHaveCount(0, { timeout: 15_000 })
  await expect(modal.trigger).toHaveText(/^0x/)
  // The frame holds the keys: the modal shows what is asked and nothing is signed before Approve.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await modal.expectView('ApproveTransaction')
  const signature = page.getByTestId('lab-signature')
  await expect(modal.dialog).toContainText('Sign a message')
  await expect(modal.dialog.getByText((await signature.getAttribute('data-message'))!)).toBeVisible()
  await expectNoAxeViolations(page)
  await modal.dialog.getByRole('button', { name: 'Reject' }).click()
  await expect(modal.toastRegion).toContainText('Signature declined')
  await modal.close()
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await modal.expectView('ApproveTransaction')
  await modal.dialog.getByRole('button', { name: 'Approve' }).click()
  await expect(signature).toHaveText(/^0x[0-9a-f]{130}$/, { timeout: 15_000 })
  await modal.expectView('Account')
  const address = (await modal.dialog.locator('.latch-address').getAttribute('title'))!
  expect(await verifyMessage({ address: address as `0x${string}`, message: (await signature.getAttribute('data-message'))!, signature: (await signature.textContent()) as `0x${string}` })).toBe(true)
  await modal.close()
  await page.reload()
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 20_000 })
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.trigger).toHaveText('Connect Wallet', { timeout: 10_000 })
  expect(await page.evaluate(() => localStorage.getItem('@appkit/EMAIL_LOGIN_USED_KEY'))).toBeNull()
})

test('R-EMAIL-3: update the email from Account — a code to the current address, then one to the new — and the new email is stored', async ({ page, request }) => {
  modal = new ModalModel(page)
  const email = uniqueEmail('old')
  const next = uniqueEmail('new')
  let since = Date.now() - 1_000
  await submitEmail(page, email)
  await modal.expectView('EmailVerifyOtp')
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, email, since))
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 15_000 })
  await modal.open()
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Update email' }).click()
  await modal.expectView('UpdateEmail')
  since = Date.now() - 1_000
  await modal.dialog.getByLabel('New email').fill(next)
  await modal.dialog.getByRole('button', { name: 'Continue' }).click()
  await modal.expectView('UpdateEmailPrimaryOtp')
  await expect(modal.dialog).toContainText(`Enter the code sent to ${email}`)
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, email, since))
  await modal.expectView('UpdateEmailSecondaryOtp')
  await expect(modal.dialog).toContainText(`Enter the code sent to ${next}`)
  await expectNoAxeViolations(page)
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, next, since))
  await modal.expectView('Account')
  await expect(modal.toastRegion).toContainText('Email updated')
  expect(await page.evaluate(() => localStorage.getItem('@appkit/EMAIL'))).toBe(next)
})

test('a wrong code says so and the right one then connects', async ({ page, request }) => {
  modal = new ModalModel(page)
  const email = uniqueEmail('wrong')
  const since = Date.now() - 1_000
  await submitEmail(page, email)
  await modal.expectView('EmailVerifyOtp')
  const code = await latestCode(request, email, since)
  const wrong = code === '000000' ? '111111' : '000000'
  await digits(page).first().click()
  await page.keyboard.type(wrong)
  await expect(modal.dialog.getByRole('alert')).toContainText('Invalid code')
  await digits(page).first().click()
  await page.keyboard.type(code)
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 15_000 })
})

test('a known email on a new device: approve the device from the mail, then the code', async ({ browser, request }) => {
  const email = uniqueEmail('device')
  // First login, in one browser.
  const first = await browser.newContext()
  const firstPage = await first.newPage()
  modal = new ModalModel(firstPage)
  let since = Date.now() - 1_000
  await submitEmail(firstPage, email)
  await modal.expectView('EmailVerifyOtp')
  await digits(firstPage).first().click()
  await firstPage.keyboard.type(await latestCode(request, email, since))
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 15_000 })
  await first.close()
  // Another browser is another device.
  const second = await browser.newContext()
  const page = await second.newPage()
  modal = new ModalModel(page)
  since = Date.now() - 1_000
  await submitEmail(page, email)
  await modal.expectView('EmailVerifyDevice')
  await expect(modal.dialog).toContainText(`Approve the login from the email sent to ${email}`)
  const link = /https?:\/\/\S+verify-device\?token=[\w-]+/.exec((await latestMail(request, email, since)).text)?.[0]
  expect(link).toBeDefined()
  since = Date.now() - 1_000
  expect((await request.get(link!)).ok()).toBe(true)
  await modal.expectView('EmailVerifyOtp')
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, email, since))
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 15_000 })
  await second.close()
})

test('R-EMAIL-4: a second email within 30 s says how long to wait', async ({ page }) => {
  modal = new ModalModel(page)
  await submitEmail(page, uniqueEmail('cooldown'))
  await modal.expectView('EmailVerifyOtp')
  await modal.backButton.click()
  await emailField(page).fill(uniqueEmail('again'))
  await modal.dialog.getByRole('button', { name: 'Continue' }).click()
  await expect(modal.toastRegion).toContainText(/Please try again after (2\d|30) seconds/)
})

test('a frame that never says ready: the field stays disabled, and after 20 s the alert says why (R-ERR-6)', async ({ page, request }) => {
  await setFrameFaults(request, { ready: 'never' })
  await page.clock.install()
  modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await expect(emailField(page)).toBeDisabled()
  await expect(modal.dialog).toContainText('Preparing email login…')
  // The frame exists (its code loaded, its 20 s started) before the clock moves.
  await expect(page.locator('iframe[title="Embedded wallet"]')).toHaveCount(1)
  await page.clock.runFor(20_000)
  await expect(page.getByRole('alert').filter({ hasText: 'Network Error - Could not load embedded wallet' })).toBeVisible()
  await expect(emailField(page)).toBeDisabled()
  await expect(modal.dialog.getByRole('button', { name: 'Retry' })).toBeVisible()
})

test('messages posted by anyone but the frame change nothing', async ({ page }) => {
  modal = new ModalModel(page)
  await modal.goto()
  await modal.open()
  await expect(emailField(page)).toBeEnabled({ timeout: 15_000 })
  // The page itself (another origin than the frame's) pretends to be the frame.
  await page.evaluate(() => {
    for (let i = 0; i < 50; i++) {
      window.postMessage({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } }, '*')
      window.postMessage({ type: '@latch-frame/READY' }, '*')
    }
  })
  await emailField(page).fill('not-connected@example.com')
  await expect(modal.trigger).toHaveText('Connect Wallet')
  await expect(modal.dialog.getByRole('button', { name: 'Continue' })).toBeEnabled()
})
