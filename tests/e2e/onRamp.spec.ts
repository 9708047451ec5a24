// Buy (on-ramp) in Chromium on the real stack (issue 36): the blockchain API's options and quote (R-API-10), the
// amount held to the payment method's limits (SPEC §9: card 10.00 to 7500.00), then each stand-in provider's page in
// a popup: Coinbase's tells the opener it is paid, Meld's just closes (R-RAMP-1's parameters read on its page); in
// both, the purchase is minted on chain A and Latch shows the new USDC balance. A popup the person closes has its own
// state and a retry. R-RAMP-1, R-RAMP-2, R-API-10.
import { expect, test, type Page } from '@playwright/test'
import { encodeFunctionData, erc20Abi } from 'viem'
import { SPEC, SPEC_TEXT } from '../spec/spec.table'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { openAccountWithTestWallet } from './support/connected'
import { CHAIN_URL, installTestWallet, TEST_WALLET_ADDRESS } from './support/testWallet'

let modal: ModalModel
// A purchase is a login, a quote, a provider's page, a payout on chain and Latch's balance checks every 3 s.
test.describe.configure({ timeout: 60_000 })
const view = (page: Page) => page.getByTestId('on-ramp-view')
const amount = (page: Page) => view(page).getByRole('textbox', { name: 'Amount' })

/** Connected with the test wallet (dev account 0), on the Buy view (the system theme, for expectViewLooks). */
async function openBuy(page: Page) {
  modal = await openAccountWithTestWallet(page, { theme: 'system' })
  await modal.pressFeature('Buy')
  await modal.expectView('OnRamp')
  await expect(amount(page)).toBeVisible({ timeout: 10_000 })
}

/** The devstack's test USDC on chain A (devstack/chain/devTokens.ts), written here as the stack's spec. */
const USDC = '0xef11D1c2aA48826D4c41e54ab82D1Ff5Ad8A64Ca'
async function usdcBalance(): Promise<bigint> {
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'balanceOf', args: [TEST_WALLET_ADDRESS] })
  const response = await fetch(CHAIN_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_call', params: [{ to: USDC, data }, 'latest'] }) })
  return BigInt(((await response.json()) as { result: string }).result)
}
/** USDC's 6 decimals, as the view shows a balance (cut to 3 decimals, grouped). */
const shown = (units: bigint) => `${new Intl.NumberFormat('en', { maximumFractionDigits: 3 }).format(Number(units / 1000n) / 1000)} USDC`

/** 20 USD typed and quoted (19.6 USDC after the card's 2 %). */
async function quoted(page: Page) {
  await amount(page).fill('20')
  await expect(view(page).getByTestId('on-ramp-purchase-amount')).toHaveText('You get about 19.6 USDC')
}

/** Chooses the provider inside the click, and hands back the popup it opened. */
async function choose(page: Page, provider: 'Coinbase' | 'Meld') {
  const [popup] = await Promise.all([page.waitForEvent('popup'), view(page).getByRole('button', { name: provider }).click()])
  await popup.waitForLoadState()
  return popup
}

// SPEC §9 (R-CONST-5) on the real stack, its numbers and texts from the spec table (tests/spec/spec.table.ts), never
// from src/: tests/spec/coverage.test.ts counts this test as their proof.
const usd = (amount: string) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(amount as `${number}`)
const limitsOf = (row: { value: string }) => {
  const [min = '', max = ''] = row.value.split(' to ')
  return { min, max }
}
/** The provider fee a quote shows, in cents. */
async function feeCents(page: Page): Promise<number> {
  const text = (await view(page).getByText(/^Provider fee /).textContent()) ?? ''
  return Math.round(Number(text.replace(/[^0-9.]/g, '')) * 100)
}

test('R-API-10, R-CONST-5: USDC and USD by default, each method\'s limits said and kept, quotes after the pause with a 1–2 % fee, Coinbase and Meld', async ({ page }) => {
  await openBuy(page)
  const card = limitsOf(SPEC_TEXT.onrampCardLimits)
  const bank = limitsOf(SPEC_TEXT.onrampBankTransferLimits)
  const [purchase] = SPEC_TEXT.onrampDefaultPurchaseCurrency.value.split(' ')
  await expect(view(page).getByRole('combobox', { name: 'Buy' }).locator('option:checked')).toHaveText(`USD Coin (${purchase})`)
  await expect(view(page).getByRole('combobox', { name: 'Pay with' })).toHaveValue(SPEC_TEXT.onrampDefaultPaymentCurrency.value)
  // The providers offered by default, and what they charge.
  expect(await view(page).locator('button[data-provider]').evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-provider')))).toEqual(SPEC_TEXT.onrampProviders.value.split(' and '))
  await expect(view(page)).toContainText(`Fees \u2068${SPEC.onrampFeeMinPercent.value}%\u2069 to \u2068${SPEC.onrampFeeMaxPercent.value}%\u2069`)
  // Card (the first method): its limits said, and refused a cent outside them.
  await expect(view(page)).toContainText(`From ${usd(card.min)} to ${usd(card.max)}`)
  await amount(page).fill('9.99')
  await expect(view(page).getByRole('alert')).toHaveText(`The least you can pay this way is ${usd(card.min)}.`)
  await amount(page).fill((Number(card.max) + 0.01).toFixed(2))
  await expect(view(page).getByRole('alert')).toHaveText(`The most you can pay this way is ${usd(card.max)}.`)
  await amount(page).fill('20')
  await expect(view(page).getByTestId('on-ramp-purchase-amount')).toHaveText('You get about 19.6 USDC')
  const cardFee = await feeCents(page)
  expect(cardFee).toBeGreaterThanOrEqual(20 * SPEC.onrampFeeMinPercent.value)
  expect(cardFee).toBeLessThanOrEqual(20 * SPEC.onrampFeeMaxPercent.value)
  await expectNoAxeViolations(page)
  await expectViewLooks(page, 'on-ramp')
  // Bank transfer: its own limits; the card's maximum is within them.
  await view(page).getByRole('combobox', { name: 'Payment method' }).selectOption({ label: 'Bank transfer' })
  await expect(view(page)).toContainText(`From ${usd(bank.min)} to ${usd(bank.max)}`)
  await amount(page).fill((Number(bank.max) + 0.01).toFixed(2))
  await expect(view(page).getByRole('alert')).toHaveText(`The most you can pay this way is ${usd(bank.max)}.`)
  await amount(page).fill(bank.max)
  await expect(view(page).getByTestId('on-ramp-purchase-amount')).toBeVisible()
  const bankFee = await feeCents(page)
  const cents = Number(bank.max) * 100
  expect(bankFee).toBeGreaterThanOrEqual((cents * SPEC.onrampFeeMinPercent.value) / 100)
  expect(bankFee).toBeLessThanOrEqual((cents * SPEC.onrampFeeMaxPercent.value) / 100)
})

test("Coinbase's page: it gets the purchase's parameters, Pay mints the USDC on chain A and tells the opener; Latch shows the new balance", async ({ page }) => {
  await openBuy(page)
  const before = await usdcBalance()
  await quoted(page)
  const popup = await choose(page, 'Coinbase')
  await expect(view(page)).toContainText('Finish the purchase in the Coinbase window.')
  await expect(popup.getByTestId('param-appId')).toHaveText('latch-local')
  await expect(popup.getByTestId('param-presetFiatAmount')).toHaveText('20')
  await expect(popup.getByTestId('param-fiatCurrency')).toHaveText('USD')
  await expect(popup.getByTestId('param-addresses')).toHaveText(JSON.stringify({ [TEST_WALLET_ADDRESS]: ['eip155:31337'] }))
  await expect(popup.getByTestId('param-assets')).toHaveText('["USDC"]')
  // Listening before Pay: the page may close before a listener added after the click.
  await Promise.all([popup.waitForEvent('close'), popup.getByTestId('pay').click()])
  await expect(view(page).getByTestId('on-ramp-purchased')).toBeVisible({ timeout: 20_000 })
  const after = await usdcBalance()
  expect(after - before).toBe(19_600_000n)
  await expect(view(page).getByTestId('on-ramp-new-balance')).toHaveText(`Balance: ${shown(after)}`)
  await expectNoAxeViolations(page)
})

test("R-RAMP-1: Meld's page gets publicKey, destinationCurrencyCode USDC, the wallet address and the project id; it just closes, and Latch finds the purchase", async ({ page }) => {
  await openBuy(page)
  const before = await usdcBalance()
  await quoted(page)
  const popup = await choose(page, 'Meld')
  await expect(popup.getByTestId('param-publicKey')).toHaveText(/.+/)
  await expect(popup.getByTestId('param-destinationCurrencyCode')).toHaveText('USDC')
  await expect(popup.getByTestId('param-walletAddress')).toHaveText(TEST_WALLET_ADDRESS)
  await expect(popup.getByTestId('param-externalCustomerId')).toHaveText('latch-local')
  // Listening before Pay: the page may close before a listener added after the click.
  await Promise.all([popup.waitForEvent('close'), popup.getByTestId('pay').click()])
  await expect(view(page).getByTestId('on-ramp-purchased')).toBeVisible({ timeout: 20_000 })
  expect((await usdcBalance()) - before).toBe(19_600_000n)
})

test('a provider window closed before paying: Latch says so and offers it again; paid the second time, the purchase shows', async ({ page }) => {
  await openBuy(page)
  await quoted(page)
  const first = await choose(page, 'Coinbase')
  await first.close()
  await expect(view(page).getByTestId('on-ramp-awaiting')).toContainText('The Coinbase window was closed.')
  await expectNoAxeViolations(page)
  const [second] = await Promise.all([page.waitForEvent('popup'), view(page).getByRole('button', { name: 'Open Coinbase again' }).click()])
  // Listening before Pay: the page may close before a listener added after the click.
  await Promise.all([second.waitForEvent('close'), second.getByTestId('pay').click()])
  await expect(view(page).getByTestId('on-ramp-purchased')).toBeVisible({ timeout: 20_000 })
})

test('R-RAMP-1 on Solana: Meld is asked for SOL for the Solana address, and the SOL it sends shows as the new balance', async ({ page }) => {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open for Solana' }).click()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet Installed Solana$/ }).click()
  await expect(modal.trigger).toHaveText('DBr2Fn…ShMP', { timeout: 10_000 })
  await modal.open()
  await modal.pressFeature('Buy')
  await modal.expectView('OnRamp')
  await quoted(page)
  const popup = await choose(page, 'Meld')
  await expect(popup.getByTestId('param-destinationCurrencyCode')).toHaveText('SOL')
  await expect(popup.getByTestId('param-walletAddress')).toHaveText('DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP')
  // Listening before Pay: the page may close before a listener added after the click.
  await Promise.all([popup.waitForEvent('close'), popup.getByTestId('pay').click()])
  await expect(view(page).getByTestId('on-ramp-new-balance')).toHaveText(/^Balance: [\d,]+(\.\d{1,3})? SOL$/, { timeout: 20_000 })
})
