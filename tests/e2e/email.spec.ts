// Email login in Chromium on the real stack (issue 14): the embedded-wallet frame on its own origin, codes and device
// links read from real mail (the devstack's SMTP server and mailbox), keys held by the frame, signatures verified.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, type Address, type Hex } from 'viem'
import { ModalModel, type LabKnobs } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { codeDigits, decideInFrame, emailField, logInByEmail, submitEmail as submitEmailTo, uniqueEmail, walletFrame } from './support/embeddedWallet'
import { latestCode, latestMail, setFrameFaults } from './support/mailbox'
import { CHAIN_URL } from './support/testWallet'
import { stackPort } from './support/stack'

let modal: ModalModel
// Signatures are checked on the chain: the account in use is a smart account (SPEC §1), so verifying means ERC-6492
// (not deployed yet) or ERC-1271, which only the chain can answer.
const chain = createPublicClient({ transport: http(CHAIN_URL) })
const digits = codeDigits
const logIn = (_page: Page, request: APIRequestContext, email: string, knobs: LabKnobs = {}) => logInByEmail(modal, request, email, knobs)
const submitEmail = (_page: Page, email: string, knobs: LabKnobs = {}) => submitEmailTo(modal, email, knobs)

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
  // The frame holds the keys: the request is shown and decided in the frame (issue 31); nothing is signed before
  // Approve there, and the modal itself has no Approve.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await modal.expectView('ApproveTransaction')
  const signature = page.getByTestId('lab-signature')
  await expect(walletFrame(page).getByRole('heading', { name: 'Sign a message' })).toBeVisible()
  await expect(walletFrame(page).getByText((await signature.getAttribute('data-message'))!)).toBeVisible()
  await expect(modal.dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0)
  await expectNoAxeViolations(page)
  await decideInFrame(page, 'Reject')
  await expect(modal.toastRegion).toContainText('Signature declined')
  // Issue 32: the request found the modal closed and leaves it closed again, declined or not (a press on Close here
  // raced that closing, and lost on a loaded machine).
  await expect(modal.dialog).toHaveCount(0)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await modal.expectView('ApproveTransaction')
  await decideInFrame(page, 'Approve')
  await expect(signature).toHaveText(/^0x[0-9a-f]{130,}$/, { timeout: 15_000 })
  // Issue 32 (SPEC §2 transaction stack): the request found the modal closed, and leaves it closed again.
  await expect(modal.dialog).toHaveCount(0)
  await modal.open()
  await modal.expectView('Account')
  const address = (await modal.dialog.locator('.latch-address').getAttribute('title'))!
  expect(await chain.verifyMessage({ address: address as Address, message: (await signature.getAttribute('data-message'))!, signature: (await signature.textContent()) as Hex })).toBe(true)
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
  // Three views looked at on the way (support/viewLooks.ts): more than the default 30 s.
  test.setTimeout(60_000)
  await submitEmail(page, email, { theme: 'system' })
  await modal.expectView('EmailVerifyOtp')
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, email, since))
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 15_000 })
  await modal.open()
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Update email' }).click()
  await modal.expectView('UpdateEmail')
  await expectViewLooks(page, 'update-email')
  since = Date.now() - 1_000
  await modal.dialog.getByLabel('New email').fill(next)
  await modal.dialog.getByRole('button', { name: 'Continue' }).click()
  await modal.expectView('UpdateEmailPrimaryOtp')
  await expect(modal.dialog).toContainText(`Enter the code sent to ${email}`)
  await expectViewLooks(page, 'update-email-primary-otp', { varying: 'strong' })
  await digits(page).first().click()
  await page.keyboard.type(await latestCode(request, email, since))
  await modal.expectView('UpdateEmailSecondaryOtp')
  await expect(modal.dialog).toContainText(`Enter the code sent to ${next}`)
  await expectNoAxeViolations(page)
  await expectViewLooks(page, 'update-email-secondary-otp', { varying: 'strong' })
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
  await submitEmail(page, email, { theme: 'system' })
  await modal.expectView('EmailVerifyDevice')
  await expect(modal.dialog).toContainText(`Approve the login from the email sent to ${email}`)
  await expectViewLooks(page, 'email-verify-device', { varying: 'strong' })
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
  await submitEmail(page, uniqueEmail('cooldown'), { theme: 'system' })
  await modal.expectView('EmailVerifyOtp')
  await expectViewLooks(page, 'email-verify-otp', { varying: 'strong' })
  // Right to left, the code's first digit is still the leftmost (found by looking, issue 35).
  await page.evaluate(() => (window as unknown as { latch: { setLocale(locale: string): void } }).latch.setLocale('ar'))
  await expect(page.locator('[data-latch-portal]')).toHaveAttribute('dir', 'rtl')
  const boxes = modal.dialog.locator('.latch-otp-digit')
  const [first, last] = await Promise.all([boxes.first().boundingBox(), boxes.last().boundingBox()])
  expect(first!.x).toBeLessThan(last!.x)
  await page.evaluate(() => (window as unknown as { latch: { setLocale(locale: string): void } }).latch.setLocale('en'))
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

test('smart account (SPEC §1, §4): the account in use; it signs (verified on chain), sends a transaction from itself, is switched to the EOA and back (deployed on the way), and off the smart accounts\' chain it falls over to the EOA with the toast (R-SA-2)', async ({ page, request }) => {
  test.setTimeout(60_000) // a login, a signature, a transaction, two switches and a network change
  modal = new ModalModel(page)
  await logIn(page, request, uniqueEmail('sam'))
  await modal.open()
  await modal.expectView('Account')
  const typeLine = modal.dialog.getByTestId('account-type')
  await expect(typeLine).toContainText('Account type: Smart account')
  await expectNoAxeViolations(page)
  const smart = (await modal.dialog.locator('.latch-address').getAttribute('title')) as Address
  expect(await chain.getCode({ address: smart })).toBeUndefined() // counterfactual until needed
  // R-SA-1: the frame's smart-account networks, stored as a comma list.
  await expect.poll(() => page.evaluate(() => localStorage.getItem('@appkit/SMART_ACCOUNT_ENABLED_NETWORKS'))).toBe('31337')
  await modal.close()

  // A signature of the smart account, not of its owner: verified through ERC-6492 on the chain.
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await decideInFrame(page, 'Approve')
  const signature = page.getByTestId('lab-signature')
  await expect(signature).toHaveText(/^0x[0-9a-f]{131,}$/, { timeout: 15_000 })
  expect(await chain.verifyMessage({ address: smart, message: (await signature.getAttribute('data-message'))!, signature: (await signature.textContent()) as Hex })).toBe(true)
  // The approval found the modal closed and closes it again (issue 32); a press on Close raced that closing, and lost
  // on a loaded machine (the button went with the dialog while the press waited).
  await expect(modal.dialog).toHaveCount(0)

  // A transaction from the smart account: shown for approval, sent as a user operation, the value arrives.
  const transaction = page.getByTestId('lab-transaction')
  const recipient = (await transaction.getAttribute('data-to')) as Address
  const before = await chain.getBalance({ address: recipient })
  await page.getByRole('button', { name: 'Send 0.01 ETH' }).click()
  await modal.expectView('ApproveTransaction')
  await expect(walletFrame(page).getByText('0.01 ETH')).toBeVisible()
  await decideInFrame(page, 'Approve')
  await expect(transaction).toHaveText(/^0x[0-9a-f]{64}$/, { timeout: 20_000 })
  expect((await chain.getTransactionReceipt({ hash: (await transaction.textContent()) as Hex })).status).toBe('success')
  expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.01'))
  expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]+$/) // deployed with its first operation

  // The EOA and back: the address on screen and on the button follows, and the choice is stored. (The approval
  // found the modal closed and closed it again, issue 32.)
  await expect(modal.dialog).toHaveCount(0)
  await modal.open()
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Switch to EOA' }).click()
  await expect(typeLine).toContainText('Account type: EOA', { timeout: 10_000 })
  const eoa = (await modal.dialog.locator('.latch-address').getAttribute('title')) as Address
  expect(eoa.toLowerCase()).not.toBe(smart.toLowerCase())
  await expect(modal.trigger).toHaveText(`${eoa.slice(0, 6)}…${eoa.slice(-4)}`)
  expect(JSON.parse((await page.evaluate(() => localStorage.getItem('@appkit/preferred_account_types'))) ?? 'null')).toEqual({ eip155: 'eoa' })
  await modal.dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(typeLine).toContainText('Account type: Smart account', { timeout: 10_000 })
  await expect(modal.dialog.locator('.latch-address')).toHaveAttribute('title', smart)

  // Chain B has no EntryPoint: there the EOA answers, and asking for the smart account fails over to it (R-SA-2).
  await modal.dialog.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Local chain B/ }).click()
  await modal.expectView('Account')
  await expect(typeLine).toContainText('Account type: EOA', { timeout: 10_000 })
  await expect(modal.dialog.locator('.latch-address')).toHaveAttribute('title', eoa)
  await modal.dialog.getByRole('button', { name: 'Switch to smart account' }).click()
  await expect(modal.toastRegion).toContainText('This application might not support Smart Accounts')
  await expect(typeLine).toContainText('Account type: EOA')
  await expect.poll(async () => JSON.parse((await page.evaluate(() => localStorage.getItem('@appkit/preferred_account_types'))) ?? 'null')).toEqual({ eip155: 'eoa' })
})

test('sign in with X through the embedded wallet: the smart account signs the sign-in message (approved in the modal), the server verifies it on chain', async ({ page, request }) => {
  test.setTimeout(45_000)
  modal = new ModalModel(page)
  const since = Date.now() - 1_000
  const email = uniqueEmail('siwx')
  await submitEmail(page, email, { siwx: true, signInRequired: true })
  await digits(page).first().fill(await latestCode(request, email, since))
  await modal.expectView('SIWXSignMessage')
  const view = page.getByTestId('siwx-view')
  await view.getByRole('button', { name: 'Sign' }).click()
  // The frame holds the keys: its signature is asked for in the modal too.
  await modal.expectView('ApproveTransaction')
  await decideInFrame(page, 'Approve')
  await expect(modal.dialog).toHaveCount(0, { timeout: 15_000 })
  const [key] = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('@appkit/siwx_sessions') ?? '{}')))
  const [chainId, address] = (key ?? '').split('|')
  expect(chainId).toBe('eip155:31337')
  // A smart account (SPEC §1) not deployed yet: an ERC-6492 signature, which the server checked through the chain.
  const siwxUrl = `http://127.0.0.1:${stackPort('LATCH_SIWX_PORT')}`
  // Sessions are listed only to the client that holds them (issue 31): this browser's token.
  const token = await page.evaluate(() => localStorage.getItem('@appkit/siwx-auth-token'))
  const sessions = (await (await request.get(`${siwxUrl}/sessions?chainId=eip155:31337&address=${address}`, { headers: { authorization: `Bearer ${token}` } })).json()) as { signature: string }[]
  expect(sessions).toHaveLength(1)
  expect(sessions[0]!.signature.endsWith('6492'.repeat(16))).toBe(true)
})
