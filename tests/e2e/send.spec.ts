// Send and Receive in Chromium on the real stack (issue 36): the test browser wallet (dev account 0 on chain A) sends
// ETH and the devstack's LTD to fresh addresses, and the receiver's balance is read back from the chain itself; a
// name registered with the names service is sent to as the address it stands for; a refusal sends nothing; more than
// the balance is said and keeps Review disabled; Receive's QR code, decoded off the screen, is the address.
// R-VAL-4, R-VAL-5, R-VAL-1, SPEC §1, §5, §6.
import { expect, test, type Page } from '@playwright/test'
import jsQR from 'jsqr'
import { encodeFunctionData, erc20Abi, getAddress } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { BLOCKCHAIN_API_URL } from './support/devstack'
import { decideInFrame, logInByEmail, uniqueEmail } from './support/embeddedWallet'
import { openAccountWithTestWallet } from './support/connected'
import { CHAIN_URL, TEST_WALLET_ADDRESS } from './support/testWallet'

/** The devstack's LTD (devstack/chain/devTokens.ts), written here as the spec of the stack, not imported. */
const LTD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'

let modal: ModalModel
const sendView = (page: Page) => page.getByTestId('send-view')
const field = (page: Page, name: string) => sendView(page).getByRole('textbox', { name })
const review = (page: Page) => sendView(page).getByRole('button', { name: 'Review' })

async function rpc(method: string, params: unknown[]): Promise<string> {
  const response = await fetch(CHAIN_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: string }).result
}
const ethBalance = async (address: string) => BigInt(await rpc('eth_getBalance', [address, 'latest']))
const ltdBalance = async (address: string) => BigInt(await rpc('eth_call', [{ to: LTD, data: encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [address as `0x${string}`] }) }, 'latest']))
const freshAddress = () => privateKeyToAccount(generatePrivateKey()).address

/** Connected with the test wallet, on the Account view (the system theme, so expectViewLooks can show it dark too). */
async function openAccount(page: Page) {
  modal = await openAccountWithTestWallet(page, { theme: 'system' })
}

async function openSend(page: Page) {
  await openAccount(page)
  await modal.pressFeature('Send')
  await modal.expectView('Send')
  await expect(sendView(page).getByRole('combobox', { name: 'Token' })).toBeVisible({ timeout: 10_000 })
}

test('send ETH: exactly the typed amount (0.3, no float on the way) reaches the receiver on chain; the review shows what is signed', async ({ page }) => {
  await openSend(page)
  const to = freshAddress()
  // Native first (SPEC: the account's balances, native first).
  await expect(sendView(page).getByRole('combobox', { name: 'Token' }).locator('option').first()).toHaveText(/^ETH, balance /)
  await field(page, 'Amount').fill('0.3')
  await field(page, 'To').fill(to)
  await expect(review(page)).toBeEnabled()
  await expectNoAxeViolations(page)
  // Filling the receiver may have scrolled the dialog's body while its height was still growing: its top, as the
  // person sees it once the height settles.
  await page.evaluate(() => document.querySelectorAll('#latch-dialog-content *').forEach((element) => element.scrollTop > 0 && (element.scrollTop = 0)))
  // The balances are the ones other tests spend from, the receiver is new each run: masked, their places kept.
  await expectViewLooks(page, 'send', { varying: 'select, input[name="receiver"], .latch-send-balance' })
  await review(page).click()
  await expect(sendView(page).getByTestId('send-review-amount')).toHaveText('0.3 ETH')
  await expect(sendView(page).getByTestId('send-review-to')).toHaveText(to)
  await expect(sendView(page).getByTestId('send-review-fee')).toHaveText(/^0\.\d+ ETH$/)
  await expectNoAxeViolations(page)
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  await expect(sendView(page).getByTestId('send-hash')).toContainText(/0x[0-9a-f]{64}/)
  await expectNoAxeViolations(page)
  expect(await ethBalance(to)).toBe(300_000_000_000_000_000n)
  // Done: back on Account.
  await sendView(page).getByRole('button', { name: 'Done' }).click()
  await modal.expectView('Account')
})

test('send LTD (an ERC-20 transfer): the receiver holds exactly 1.5 LTD on chain', async ({ page }) => {
  await openSend(page)
  const to = freshAddress()
  const token = sendView(page).getByRole('combobox', { name: 'Token' })
  await token.selectOption({ label: (await token.locator('option', { hasText: /^LTD, / }).textContent()) ?? '' })
  await field(page, 'Amount').fill('1.5')
  await field(page, 'To').fill(to)
  await review(page).click()
  await expect(sendView(page).getByTestId('send-review-amount')).toHaveText('1.5 LTD')
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  expect(await ltdBalance(to)).toBe(1_500_000_000_000_000_000n)
})

test('send to a registered name (R-VAL-1): shown as the address it stands for before anything is signed, and that address receives', async ({ page, request }) => {
  await request.delete(`${BLOCKCHAIN_API_URL}/__admin/names`)
  const owner = privateKeyToAccount(generatePrivateKey())
  const message = JSON.stringify({ name: 'send-e2e', attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const registered = await request.post(`${BLOCKCHAIN_API_URL}/v1/profile/account?projectId=e2e`, {
    data: { coin_type: 2147514985, address: owner.address, message, signature: await owner.signMessage({ message }) },
  })
  expect(registered.status()).toBe(200)
  await openSend(page)
  await field(page, 'Amount').fill('0.01')
  await field(page, 'To').fill('send-e2e')
  await expect(sendView(page).getByTestId('send-resolved')).toHaveText(new RegExp(`^send-e2e is ${owner.address}$`, 'i'))
  await review(page).click()
  await expect(sendView(page).getByTestId('send-review-to')).toHaveText(new RegExp(`^send-e2e \\(${owner.address}\\)$`, 'i'))
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  expect(await ethBalance(owner.address)).toBe(10_000_000_000_000_000n)
})

test("a refused signature: 'Signature declined', nothing sent, and Send asks again", async ({ page }) => {
  await openSend(page)
  const to = freshAddress()
  await page.evaluate(() => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour({ sign: 'reject' }))
  await field(page, 'Amount').fill('0.2')
  await field(page, 'To').fill(to)
  await review(page).click()
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByRole('alert')).toHaveText('Signature declined')
  expect(await ethBalance(to)).toBe(0n)
  await page.evaluate(() => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour({ sign: 'approve' }))
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  expect(await ethBalance(to)).toBe(200_000_000_000_000_000n)
})

test('more than the balance, too many decimals, not an address: the view says which and Review stays disabled', async ({ page }) => {
  await openSend(page)
  await field(page, 'To').fill(freshAddress())
  await field(page, 'Amount').fill('1000000000')
  await expect(sendView(page).getByRole('alert')).toHaveText('More than your balance.')
  await expect(review(page)).toBeDisabled()
  await field(page, 'Amount').fill('0.0000000000000000001')
  await expect(sendView(page).getByRole('alert')).toHaveText('ETH has 18 decimals.')
  await expect(review(page)).toBeDisabled()
  await field(page, 'Amount').fill('0.5')
  await field(page, 'To').fill('0x1')
  await expect(sendView(page).getByRole('alert')).toHaveText('Not an address on this network.')
  await expect(review(page)).toBeDisabled()
  await expectNoAxeViolations(page)
  // Max on ETH leaves the fee: the amount is below the balance, and Review is enabled with a receiver.
  await field(page, 'To').fill(freshAddress())
  await sendView(page).getByRole('button', { name: 'Max' }).click()
  await expect(field(page, 'Amount')).not.toHaveValue('0.5')
  const max = await field(page, 'Amount').inputValue()
  expect(BigInt(max.split('.')[0]!)).toBeLessThan((await ethBalance(TEST_WALLET_ADDRESS)) / 10n ** 18n + 1n)
  await expect(review(page)).toBeEnabled()
})

test('Receive: the QR code on screen decodes to the checksummed address shown, and axe finds nothing', async ({ page }) => {
  await openAccount(page)
  await modal.pressFeature('Receive')
  await modal.expectView('Receive')
  const view = page.getByTestId('receive-view')
  await expect(view.getByTestId('receive-address')).toHaveText(getAddress(TEST_WALLET_ADDRESS))
  // The SVG drawn on a canvas in the page, its pixels decoded here.
  const pixels = await view.locator('[data-testid="receive-qr"] svg').evaluate(async (svg) => {
    const size = 400
    const image = new Image()
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(new XMLSerializer().serializeToString(svg))}`
    await image.decode()
    const canvas = document.createElement('canvas')
    canvas.width = size
    canvas.height = size
    const context = canvas.getContext('2d')!
    context.drawImage(image, 0, 0, size, size)
    return { data: Array.from(context.getImageData(0, 0, size, size).data), size }
  })
  const decoded = jsQR(Uint8ClampedArray.from(pixels.data), pixels.size, pixels.size)
  expect(decoded?.data).toBe(getAddress(TEST_WALLET_ADDRESS))
  await expectViewLooks(page, 'receive')
  await expect(view.getByRole('list', { name: 'Send to this address only on these networks' }).locator('.latch-receive-network-name')).toHaveText(['Local chain', 'Local chain B', 'Ethereum', 'Base'])
  await expectNoAxeViolations(page)
  await view.getByRole('button', { name: 'Copy address' }).click()
  await expect(modal.toastRegion).toHaveText('Address copied')
})

test('send from the embedded wallet: its approval is laid over Send (ApproveTransaction), approved in its frame, and the receiver gets exactly the amount', async ({ page, request }) => {
  test.setTimeout(60_000)
  modal = new ModalModel(page)
  await logInByEmail(modal, request, uniqueEmail('sender'))
  await modal.open()
  await modal.expectView('Account')
  await modal.pressFeature('Send')
  await modal.expectView('Send')
  const to = freshAddress()
  await field(page, 'Amount').fill('0.01')
  await field(page, 'To').fill(to)
  await review(page).click()
  await expect(sendView(page).getByTestId('send-review-fee')).toHaveText(/ ETH$/, { timeout: 10_000 })
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  // R-NAV-4: the wallet's approval on top; decided in the frame, it gives way to Send again.
  await modal.expectView('ApproveTransaction')
  await decideInFrame(page, 'Approve')
  await modal.expectView('Send')
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 20_000 })
  expect(await ethBalance(to)).toBe(10_000_000_000_000_000n)
})
