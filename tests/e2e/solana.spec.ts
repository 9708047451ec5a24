// Solana in Chromium on the real stack: the devstack's test wallet registers a Solana side through the Wallet
// Standard (signing with the first dev key), the local cluster is litesvm behind JSON-RPC, the blockchain API reads
// SOL and the SPL token from it, and the WalletConnect test wallet page answers the solana namespace.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { expect, test, type BrowserContext, type Locator, type Page } from '@playwright/test'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { scanWithPhoneWallet } from './support/phoneWallet'
import { installTestWallet, type TestWalletKnobs } from './support/testWallet'

// The devstack's first Solana dev key (devstack/solana/devKeys.ts), written out: a test pins it.
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const SHORT = `${SOLANA_ADDRESS.slice(0, 6)}…${SOLANA_ADDRESS.slice(-4)}`
let modal: ModalModel

// The test wallet serves both namespaces: opened for none, one row names both and connects the app's EVM side; opened
// for Solana (R-NAV-2), its Solana side is the row.
const bothSides = (page: Page) => page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet EVM Solana$/ })
const solanaEntry = (page: Page) => page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet Installed Solana$/ })
const anyTestWallet = (page: Page) => page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet/ })

/** The wallet's name is not cut by its badges (issue 32): it shows whole, and every badge stays inside the row. */
async function expectNameInFull(row: Locator) {
  const name = row.locator('.latch-wallet-name')
  await expect(name).toHaveText('Latch Test Wallet')
  expect(await name.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true)
  // Measured in one go in the page: the list may render the row again between two separate reads (a box of null,
  // once the built laboratory made the page quicker).
  const overflowing = await row.evaluate((element) => {
    const right = element.getBoundingClientRect().right
    return [...element.querySelectorAll('.latch-badge')].filter((badge) => badge.getBoundingClientRect().right > right).map((badge) => badge.textContent)
  })
  expect(overflowing, 'badges past the row’s end').toEqual([])
}

async function pairPhoneWallet(page: Page, context: BrowserContext, query: string): Promise<Page> {
  modal = new ModalModel(page)
  await modal.goto()
  return scanWithPhoneWallet(page, context, modal, query)
}

async function connectSolana(page: Page, knobs: TestWalletKnobs = {}) {
  await installTestWallet(page, knobs)
  modal = new ModalModel(page)
  await page.goto('/')
  await page.getByRole('button', { name: 'Open for Solana' }).click()
  await solanaEntry(page).click()
}

test('a wallet serving EVM and Solana is listed once, with both namespaces; opened for Solana, only its Solana side (R-NAV-2); its name in full at 360 px either way', async ({ page }) => {
  await installTestWallet(page)
  await page.setViewportSize({ width: 360, height: 740 })
  modal = new ModalModel(page)
  for (const theme of ['light', 'dark'] as const) {
    await modal.goto({ theme })
    await modal.open()
    await expect(bothSides(page)).toBeVisible()
    await expect(anyTestWallet(page)).toHaveCount(1)
    await expectNameInFull(bothSides(page))
    await expectNoAxeViolations(page)
    await modal.close()
  }
  await page.getByRole('button', { name: 'Open for Solana' }).click()
  await expect(solanaEntry(page)).toBeVisible()
  await expect(anyTestWallet(page)).toHaveCount(1)
  await expectNameInFull(solanaEntry(page))
})

test('connect a Solana wallet (Wallet Standard): its address, SOL and the SPL token on the local cluster', async ({ page }) => {
  await connectSolana(page)
  await expect(modal.trigger).toHaveText(SHORT)
  await expect(page.getByRole('button', { name: 'Network: Local Solana. Switch network' })).toBeVisible()
  await modal.open()
  await modal.expectView('Account')
  await expect(modal.dialog.getByTestId('native-balance')).toHaveText(/^\d[\d,]*(\.\d{1,3})? SOL$/)
  await expect(modal.dialog.getByRole('list', { name: 'Tokens' })).toContainText('LSD')
  // R-PROD-6: names exist on eip155 only; a Solana account is offered none.
  await expect(modal.dialog.getByRole('button', { name: /^(Choose a name|Register another name)$/ })).toHaveCount(0)
  await expectNoAxeViolations(page)
})

test('sign a message with the Solana wallet: the signature verifies for its address (Ed25519)', async ({ page }) => {
  await connectSolana(page)
  await expect(modal.trigger).toHaveText(SHORT)
  await page.getByRole('button', { name: 'Sign a message' }).click()
  const signature = page.getByTestId('lab-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/)
  const message = (await signature.getAttribute('data-message'))!
  const valid = ed25519.verify(base58.decode((await signature.textContent())!), new TextEncoder().encode(message), base58.decode(SOLANA_ADDRESS))
  expect(valid).toBe(true)
})

test('a declined Solana connection says so; a reload restores a connected one', async ({ page }) => {
  await connectSolana(page, { connect: 'reject' })
  await expect(modal.dialog).toContainText('You declined the connection in Latch Test Wallet.')
  await page.evaluate(() => (window as unknown as { latchTestWallet: { solana: { setBehaviour(b: object): void } } }).latchTestWallet.solana.setBehaviour({ connect: 'approve' }))
  await modal.dialog.getByRole('button', { name: 'Retry' }).click()
  await expect(modal.trigger).toHaveText(SHORT)
  await page.reload()
  await expect(modal.trigger).toHaveText(SHORT)
})

test('Solana over WalletConnect: a Solana-only phone wallet approves the solana namespace, connects on its Solana account and signs (solana_signMessage)', async ({ page, context }) => {
  const wallet = await pairPhoneWallet(page, context, 'only=solana&')
  await expect(modal.trigger).toHaveText(SHORT, { timeout: 10_000 })
  await page.bringToFront()
  await page.getByRole('button', { name: 'Sign a message' }).click()
  await expect(wallet.getByTestId('wallet-status')).toHaveText('request', { timeout: 10_000 })
  await wallet.getByTestId('wallet-approve-request').click()
  const signature = page.getByTestId('lab-signature')
  await expect(signature).toHaveText(/^[1-9A-HJ-NP-Za-km-z]{86,88}$/, { timeout: 10_000 })
  const message = (await signature.getAttribute('data-message'))!
  expect(ed25519.verify(base58.decode((await signature.textContent())!), new TextEncoder().encode(message), base58.decode(SOLANA_ADDRESS))).toBe(true)
})

test('across namespaces: connected on an EVM chain, choosing Local Solana asks for a Solana wallet and switches to its account (R-CONN-2)', async ({ page }) => {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto('/')
  await modal.open()
  // Opened for no namespace, the one row connects the EVM side: the app has eip155 networks.
  await bothSides(page).click()
  await expect(modal.trigger).toHaveText(/^0x/)
  await page.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await modal.dialog.getByRole('button', { name: /^Local Solana/ }).click()
  // The Connect view for Solana: only the Solana side is offered.
  await modal.expectView('Connect')
  await expect(anyTestWallet(page)).toHaveCount(1)
  await solanaEntry(page).click()
  await expect(modal.trigger).toHaveText(SHORT)
  await expect(page.getByRole('button', { name: 'Network: Local Solana. Switch network' })).toBeVisible()
})

test('several namespaces at once: the EVM and the Solana account both stay connected, the network picks whose shows, a reload keeps both, and disconnecting one leaves the other', async ({ page }) => {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto('/')
  await modal.open()
  await bothSides(page).click()
  await expect(modal.trigger).toHaveText(/^0x/)
  await page.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.dialog.getByRole('button', { name: /^Local Solana/ }).click()
  await solanaEntry(page).click()
  await expect(modal.trigger).toHaveText(SHORT)
  // Both are connected: the EVM chain is a choice of network, not a new connection (no Connect view, no prompt).
  await page.getByRole('button', { name: 'Network: Local Solana. Switch network' }).click()
  await modal.expectView('Networks')
  await modal.dialog.getByRole('button', { name: /^Local chain(?! B)/ }).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText(/^0x/)
  // A reload restores both sessions and shows the namespace used last.
  await page.reload()
  await expect(modal.trigger).toHaveText(/^0x/)
  await page.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.dialog.getByRole('button', { name: /^Local Solana/ }).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText(SHORT)
  // Disconnecting the account shown lets go of its namespace only: the EVM account is shown again.
  await modal.open()
  await modal.expectView('Account')
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.dialog.getByTestId('account-view')).toContainText(/0x[0-9a-fA-F]{4}/)
  await expect(modal.trigger).toHaveText(/^0x/)
  await expect(page.getByRole('button', { name: 'Network: Local chain. Switch network' })).toBeVisible()
  await expectNoAxeViolations(page)
})

test('one WalletConnect session for both namespaces: the EVM account shows, the Solana one connects beside it and is a network choice away; a disconnect ends both', async ({ page, context }) => {
  const wallet = await pairPhoneWallet(page, context, '')
  await expect(modal.trigger).toHaveText(/^0x/, { timeout: 10_000 })
  await page.bringToFront()
  // The Solana account came with the session: choosing its network shows it, with no Connect view in between.
  await page.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.dialog.getByRole('button', { name: /^Local Solana/ }).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText(SHORT)
  await page.reload()
  await expect(modal.trigger).toHaveText(SHORT, { timeout: 10_000 })
  // One session: disconnecting ends it in the wallet, and with it both namespaces' accounts.
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.trigger).toHaveText('Connect Wallet', { timeout: 10_000 })
  await expect(wallet.getByTestId('wallet-status')).toHaveText('disconnected', { timeout: 10_000 })
})
