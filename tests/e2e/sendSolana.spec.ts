// Send on Solana in Chromium on the real stack (issue 36): the test wallet's Solana side (the first Solana dev key)
// sends SOL and the devstack's LSD (an SPL token) to a fresh address, signing and sending through the Wallet
// Standard's signAndSendTransaction; the receiver's balances are read back from the local cluster itself (LSD's
// associated token account created for it by the transfer). Receive shows the Solana address.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { expect, test, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { installTestWallet, SOLANA_URL } from './support/testWallet'

// The devstack's first Solana dev key (devstack/solana/devKeys.ts), written out.
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
let modal: ModalModel
const sendView = (page: Page) => page.getByTestId('send-view')
const field = (page: Page, name: string) => sendView(page).getByRole('textbox', { name })
const freshAddress = () => base58.encode(ed25519.getPublicKey(ed25519.utils.randomPrivateKey()))

async function rpc<T>(method: string, params: unknown[]): Promise<T> {
  const response = await fetch(SOLANA_URL, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }) })
  return ((await response.json()) as { result: T }).result
}
const lamports = async (owner: string) => BigInt((await rpc<{ value: number }>('getBalance', [owner, { commitment: 'confirmed' }])).value)
/** The owner's LSD, from its token accounts as the cluster lists them. */
async function lsd(owner: string): Promise<bigint> {
  const accounts = await rpc<{ value: { account: { data: { parsed: { info: { tokenAmount: { amount: string }; mint: string } } } } }[] }>('getTokenAccountsByOwner', [
    owner,
    { programId: 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA' },
    { encoding: 'jsonParsed', commitment: 'confirmed' },
  ])
  return accounts.value.reduce((sum, { account }) => sum + BigInt(account.data.parsed.info.tokenAmount.amount), 0n)
}

/** Connected with the test wallet's Solana side, on Send. */
async function openSolanaSend(page: Page) {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open for Solana' }).click()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet Installed Solana$/ }).click()
  await expect(modal.trigger).toHaveText(`${SOLANA_ADDRESS.slice(0, 6)}…${SOLANA_ADDRESS.slice(-4)}`, { timeout: 10_000 })
  await modal.open()
  await modal.expectView('Account')
  await modal.pressFeature('Send')
  await modal.expectView('Send')
  await expect(sendView(page).getByRole('combobox', { name: 'Token' })).toBeVisible({ timeout: 10_000 })
}

test('send SOL: exactly 0.25 SOL reaches a fresh address on the local cluster; the review shows the fee for the message', async ({ page }) => {
  await openSolanaSend(page)
  const to = freshAddress()
  await expect(sendView(page).getByRole('combobox', { name: 'Token' }).locator('option').first()).toHaveText(/^SOL, balance /)
  await field(page, 'Amount').fill('0.25')
  await field(page, 'To').fill(to)
  await sendView(page).getByRole('button', { name: 'Review' }).click()
  await expect(sendView(page).getByTestId('send-review-amount')).toHaveText('0.25 SOL')
  // The local cluster's fee: 5000 lamports a signature.
  await expect(sendView(page).getByTestId('send-review-fee')).toHaveText('0.000005 SOL')
  await expectNoAxeViolations(page)
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  expect(await lamports(to)).toBe(250_000_000n)
})

test("send LSD (SPL): the receiver's token account is created, and it holds exactly 2.5 LSD", async ({ page }) => {
  await openSolanaSend(page)
  const to = freshAddress()
  const token = sendView(page).getByRole('combobox', { name: 'Token' })
  await token.selectOption({ label: (await token.locator('option', { hasText: /^LSD, / }).textContent()) ?? '' })
  await field(page, 'Amount').fill('2.5')
  await field(page, 'To').fill(to)
  // R-VAL-4: an EVM address is no Solana address.
  await field(page, 'To').fill('0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266')
  await expect(sendView(page).getByRole('alert')).toHaveText('Not an address on this network.')
  await field(page, 'To').fill(to)
  await sendView(page).getByRole('button', { name: 'Review' }).click()
  await expect(sendView(page).getByTestId('send-review-amount')).toHaveText('2.5 LSD')
  await sendView(page).getByRole('button', { name: 'Send', exact: true }).click()
  await expect(sendView(page).getByTestId('send-confirmed')).toBeVisible({ timeout: 15_000 })
  // LSD has 6 decimals (devstack/solana/devKeys.ts).
  expect(await lsd(to)).toBe(2_500_000n)
})

test('Receive on Solana: the Solana address as it is, and the Solana networks', async ({ page }) => {
  await openSolanaSend(page)
  await modal.backButton.click()
  await modal.pressFeature('Receive')
  await expect(page.getByTestId('receive-address')).toHaveText(SOLANA_ADDRESS)
  await expect(page.getByTestId('receive-view').getByRole('list', { name: 'Send to this address only on these networks' }).locator('.latch-receive-network-name')).toHaveText(['Local Solana', 'Solana'])
})
