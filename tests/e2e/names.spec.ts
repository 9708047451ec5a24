// Names in Chromium on the real stack (issue 16): the test browser wallet signs, the devstack's names service (in the
// blockchain API) verifies the signature against the local chain and registers; the Account view and the connect
// button then show the name and its avatar. R-NAME-1, R-NAME-2, R-VAL-1, R-PROD-6.
import { expect, test, type Page } from '@playwright/test'
import { privateKeyToAccount } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../../devstack/chain/devAccounts'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { BLOCKCHAIN_API_URL, clearBlockchainFaults, setBlockchainFault } from './support/devstack'
import { openAccountWithTestWallet } from './support/connected'
import { type TestWalletKnobs } from './support/testWallet'

let modal: ModalModel
const view = (page: Page) => page.getByTestId('register-name-view')
const nameField = (page: Page) => view(page).getByRole('textbox', { name: 'Name' })
const register = (page: Page) => view(page).getByRole('button', { name: 'Register' })
const setBehaviour = (page: Page, behaviour: Partial<TestWalletKnobs>) =>
  page.evaluate((b) => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour(b), behaviour)

/** Connected with the test wallet (dev account 0 on chain A), on the RegisterAccountName view. */
async function openNameForm(page: Page) {
  // The system theme, so expectViewLooks can show the views dark too.
  modal = await openAccountWithTestWallet(page, { theme: 'system' })
  await modal.dialog.getByRole('button', { name: 'Choose a name' }).click()
  await modal.expectView('RegisterAccountName')
}

/** Another account registers a name directly with the service, as someone else would have. */
async function takenByAnother(page: Page, name: string) {
  const other = privateKeyToAccount(DEV_ACCOUNTS[1]!.privateKey)
  const message = JSON.stringify({ name, attributes: {}, timestamp: Math.floor(Date.now() / 1000) })
  const response = await page.request.post(`${BLOCKCHAIN_API_URL}/v1/profile/account?projectId=e2e`, {
    data: { coin_type: 2147514985, address: other.address, message, signature: await other.signMessage({ message }) },
  })
  expect(response.status()).toBe(200)
}

test.beforeEach(async ({ request }) => {
  await request.delete(`${BLOCKCHAIN_API_URL}/__admin/names`)
})
test.afterEach(async ({ request }) => {
  await clearBlockchainFaults(request)
})

test('R-NAME-1, R-NAME-2: register a name — signed, registered, the success view; Account and the button show it, also after a reload', async ({ page }) => {
  await openNameForm(page)
  await expect(view(page)).toContainText('Letters, digits and hyphens only, at least 4 characters.')
  await nameField(page).fill('ana-e2e')
  await expect(view(page).getByRole('status')).toHaveText('ana-e2e is available.')
  await expectNoAxeViolations(page)
  await expectViewLooks(page, 'register-name')
  await register(page).click()
  await modal.expectView('RegisterAccountNameSuccess')
  await expect(page.getByTestId('register-name-success-view').getByRole('status')).toHaveText("ana-e2e is now your account's name.")
  await expectNoAxeViolations(page)
  await expectViewLooks(page, 'register-name-success')
  // The service holds it for the dev account, under chain A's coin type (0x80000000 | 31337).
  const record = (await (await page.request.get(`${BLOCKCHAIN_API_URL}/v1/profile/account/ana-e2e?projectId=e2e`)).json()) as { addresses: Record<string, { address: string }> }
  expect(record.addresses['2147514985']?.address.toLowerCase()).toBe('0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266')
  // Done: back to Account (the success took the form's place), the name above the address, with its avatar.
  await page.getByTestId('register-name-success-view').getByRole('button', { name: 'Done' }).click()
  await modal.expectView('Account')
  await expect(page.getByTestId('account-view')).toContainText('ana-e2e')
  await expect(modal.dialog.getByRole('button', { name: 'Register another name' })).toBeVisible()
  await expect(page.getByTestId('account-view').locator('img[src$="/v1/profile/avatar/ana-e2e"]')).toBeVisible()
  await modal.close()
  await expect(modal.trigger).toHaveText('ana-e2e')
  // A reload: the name at once from the identity cache, then refreshed from the service.
  await page.reload()
  await expect(modal.trigger).toHaveText('ana-e2e', { timeout: 10_000 })
  const cached = await page.evaluate(() => JSON.parse(localStorage.getItem('@appkit/identity_cache') ?? '{}') as Record<string, { identity: { name: string } }>)
  expect(cached['0xf39fd6e51aad88f6f4ce6ab8827279cfffb92266']?.identity.name).toBe('ana-e2e')
  // Disconnected, Connect's recent wallet names the account it last connected: by its name.
  await modal.open()
  await modal.dialog.getByRole('button', { name: 'Disconnect' }).click()
  await expect(modal.trigger).toHaveText('Connect Wallet')
  await modal.open()
  const recent = modal.dialog.getByRole('list', { name: 'Recent wallets' })
  await expect(recent.getByRole('button', { name: /^Latch Test Wallet/ })).toContainText('ana-e2e')
})

test('a taken name shows free suggestions; picking one registers it', async ({ page }) => {
  await takenByAnother(page, 'bob-e2e')
  await openNameForm(page)
  await nameField(page).fill('bob-e2e')
  await expect(view(page).getByRole('status')).toHaveText('bob-e2e is taken.')
  await expect(register(page)).toBeDisabled()
  const suggestions = view(page).getByRole('list', { name: 'Name suggestions' }).getByRole('button')
  await expect(suggestions.first()).toBeVisible()
  const picked = (await suggestions.first().textContent())!
  expect(picked).toMatch(/^[a-z0-9-]{4,}$/)
  expect(picked).not.toBe('bob-e2e')
  await suggestions.first().click()
  await expect(nameField(page)).toHaveValue(picked)
  await expect(view(page).getByRole('status')).toHaveText(`${picked} is available.`)
  await register(page).click()
  await modal.expectView('RegisterAccountNameSuccess')
  await expect(page.getByTestId('register-name-success-view')).toContainText(picked)
})

test('R-VAL-1: names against the rule — the rule is marked and Register stays disabled', async ({ page }) => {
  await openNameForm(page)
  // Too short, a space, an underscore, a Cyrillic look-alike of "a".
  for (const name of ['abc', 'al ice', 'ali_ce', '\u0430lice']) {
    await nameField(page).fill(name)
    await expect(nameField(page)).toHaveAttribute('aria-invalid', 'true')
    await expect(register(page)).toBeDisabled()
    await expect(view(page).getByRole('status')).toHaveCount(0)
  }
})

test('R-NAME-2: a declined signature says "Signature declined" and stays on the form; the name is not registered', async ({ page }) => {
  await openNameForm(page)
  await setBehaviour(page, { sign: 'reject' })
  await nameField(page).fill('cleo-e2e')
  await expect(view(page).getByRole('status')).toHaveText('cleo-e2e is available.')
  await register(page).click()
  await expect(view(page).getByRole('alert')).toHaveText('Signature declined')
  await modal.expectView('RegisterAccountName')
  expect((await page.request.get(`${BLOCKCHAIN_API_URL}/v1/profile/account/cleo-e2e?projectId=e2e`)).status()).toBe(404)
})

test('names service down: "Error resolving name" with a Retry that works once it is back; a failed registration says "Error registering name …"', async ({ page, request }) => {
  await openNameForm(page)
  await setBlockchainFault(request, { route: '/v1/profile/*', mode: 'status', status: 503 })
  await nameField(page).fill('dora-e2e')
  await expect(view(page).getByRole('alert')).toHaveText(/Error resolving name|Error fetching name suggestions/)
  await clearBlockchainFaults(request)
  await view(page).getByRole('button', { name: 'Retry' }).click()
  await expect(view(page).getByRole('status')).toHaveText('dora-e2e is available.')
  // Only the registration itself fails now.
  await setBlockchainFault(request, { route: '/v1/profile/account$', mode: 'status', status: 503 })
  await register(page).click()
  await expect(view(page).getByRole('alert')).toHaveText('Error registering name dora-e2e')
  await modal.expectView('RegisterAccountName')
})
