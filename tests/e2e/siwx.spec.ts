// Sign in with X in Chromium on the real stack (issue 15): the test browser wallet, the devstack's sign-in server
// (nonces, sessions verified against the local chain), the SIWXSignMessage view. The server shows and revokes a
// session only for the browser that signed it in (the token it keeps under '@appkit/siwx-auth-token'), so every
// test's fresh browser context starts with no session, and the helpers below ask the server as the page's browser.
import { expect, test, type Page } from '@playwright/test'
import type { FaultInput } from '../../devstack/http/faultSwitch'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { expectViewLooks } from './support/viewLooks'
import { scanWithPhoneWallet } from './support/phoneWallet'
import { installTestWallet, type TestWalletKnobs } from './support/testWallet'
import { stackPort } from './support/stack'

const SIWX_URL = `http://127.0.0.1:${stackPort('LATCH_SIWX_PORT')}`
const DEV_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let modal: ModalModel

const setBehaviour = (page: Page, behaviour: Partial<TestWalletKnobs>) =>
  page.evaluate((b) => (window as unknown as { latchTestWallet: { setBehaviour(b: unknown): void } }).latchTestWallet.setBehaviour(b), behaviour)
/** The page's browser as the server knows it: the bearer token the page keeps, if it signed in. */
const asBrowserOf = async (page: Page): Promise<Record<string, string>> => {
  const token = await page.evaluate(() => localStorage.getItem('@appkit/siwx-auth-token'))
  return token ? { authorization: `Bearer ${token}` } : {}
}
const sessionsOnServer = async (page: Page, chainId = 'eip155:31337', address = DEV_ADDRESS) =>
  (await (await page.request.get(`${SIWX_URL}/sessions?chainId=${chainId}&address=${address}`, { headers: await asBrowserOf(page) })).json()) as { id: string; message: string; signature: string }[]
const revokeOnServer = async (page: Page, id: string) => page.request.delete(`${SIWX_URL}/sessions/${id}`, { headers: await asBrowserOf(page) })
/** The server's HTTP fault switch (devstack/http/faultSwitch.ts): a refused sign-in is a 401 on POST /sessions, a
 * server down a 503 on every route. */
const setSiwxFault = async (page: Page, fault: FaultInput) => {
  const response = await page.request.post(`${SIWX_URL}/__faults`, { data: fault })
  if (!response.ok()) throw new Error(`sign-in server fault: ${response.status()} ${await response.text()}`)
}

async function connect(page: Page, query: string) {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto(`/${query}`)
  // No clean-up: the context's storage is empty, so the server shows it none of the sessions earlier tests left.
  await modal.open()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet EVM Solana$/ }).click()
}

test.afterEach(async ({ request }) => {
  await request.delete(`${SIWX_URL}/__faults`)
})

test('R-SIWX-1, R-SIWX-2, R-NAV-9: sign-in required after connecting — close shakes; Sign → the server keeps the session, the modal closes; its nonce cannot be used again', async ({ page }) => {
  await connect(page, '?siwx&signInRequired')
  await modal.expectView('SIWXSignMessage')
  const view = page.getByTestId('siwx-view')
  await expect(view).toContainText('Latch laboratory asks you to sign in with 0xf39F…2266 on Local chain')
  await expect(view.getByRole('button', { name: 'Sign' })).toBeEnabled()
  await expectNoAxeViolations(page)
  const shake = await modal.watchNextShake()
  await modal.pressClose('pointer')
  await expect(modal.dialog).toHaveAttribute('data-shaking', '')
  expect(await shake()).toBeGreaterThan(0)
  await modal.expectView('SIWXSignMessage')
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  const [session, ...others] = await sessionsOnServer(page)
  expect(others).toEqual([])
  expect(session?.message).toMatch(/^127\.0\.0\.1:\d+ wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n/)
  // A replay of the very message and signature: its nonce is spent.
  const replay = await page.request.post(`${SIWX_URL}/sessions`, { data: { chainId: 'eip155:31337', message: session!.message, signature: session!.signature } })
  expect(replay.status()).toBe(401)
  // R-NAV-9: with a session, an approval can be closed again.
  await page.reload()
  await expect(modal.trigger).toHaveText('0xf39F…2266', { timeout: 10_000 })
  await expect(page.getByTestId('siwx-view')).toHaveCount(0)
})

test('R-SIWX-3: a rejected signature says "Signature declined"; Try again signs in', async ({ page }) => {
  await connect(page, '?siwx&signInRequired&theme=system')
  await modal.expectView('SIWXSignMessage')
  // The stack's port in the domain, and the expiry's time.
  await expectViewLooks(page, 'siwx-sign-message', { varying: '.latch-siwx-app .latch-muted, [data-testid="siwx-view"] > p.latch-muted', oneLine: '[data-testid="siwx-view"] > p.latch-muted' })
  await setBehaviour(page, { sign: 'reject' })
  const view = page.getByTestId('siwx-view')
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view.getByRole('alert')).toHaveText('Signature declined')
  await setBehaviour(page, { sign: 'approve' })
  // Issue 32: one press — Try again makes a fresh message and asks the wallet at once.
  await view.getByRole('button', { name: 'Try again' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  expect(await sessionsOnServer(page)).toHaveLength(1)
})

test('R-SIWX-3: the server refusing the signature shows its reason; the server down shows an error and Try again works once it is back', async ({ page }) => {
  await connect(page, '?siwx&signInRequired')
  await modal.expectView('SIWXSignMessage')
  const view = page.getByTestId('siwx-view')
  await setSiwxFault(page, { route: '/sessions$', method: 'POST', mode: 'status', status: 401, message: 'Sign-in verification failed' })
  await view.getByRole('button', { name: 'Sign' }).click()
  await expect(view.getByRole('alert')).toHaveText('Sign-in verification failed')
  await page.request.delete(`${SIWX_URL}/__faults`)
  await setSiwxFault(page, { route: '*', mode: 'status', status: 503, message: 'Service unavailable' })
  await view.getByRole('button', { name: 'Try again' }).click()
  await expect(view.getByRole('alert')).toHaveText('Service unavailable')
  await page.request.delete(`${SIWX_URL}/__faults`)
  await view.getByRole('button', { name: 'Try again' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
})

test('R-SIWX-4: Cancel when sign-in is required disconnects', async ({ page }) => {
  await connect(page, '?siwx&signInRequired')
  await modal.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Cancel' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  await expect(modal.trigger).toHaveText('Connect Wallet')
  expect(await sessionsOnServer(page)).toEqual([])
})

test('R-SIWX-4: Cancel when sign-in is optional closes the modal and stays connected; close works too', async ({ page }) => {
  await connect(page, '?siwx')
  await modal.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Cancel' }).click()
  await expect(modal.dialog).toHaveCount(0)
  await expect(modal.trigger).toHaveText('0xf39F…2266')
  expect(await sessionsOnServer(page)).toEqual([])
})

test('another chain asks again where it has no session; revoking one session leaves the other', async ({ page }) => {
  await connect(page, '?siwx&signInRequired')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  // Chain B: no session for the account there yet.
  await page.getByRole('button', { name: 'Network: Local chain. Switch network' }).click()
  await modal.expectView('Networks')
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Local chain B/ }).click()
  await modal.expectView('SIWXSignMessage')
  await expect(page.getByTestId('siwx-view')).toContainText('on Local chain B')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  const onB = () => sessionsOnServer(page, 'eip155:31338')
  const [a] = await sessionsOnServer(page)
  expect(await onB()).toHaveLength(1)
  // Back on chain A the session there still stands: nothing is asked.
  await page.getByRole('button', { name: 'Network: Local chain B. Switch network' }).click()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Local chain(?! B)/ }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  expect((await revokeOnServer(page, a!.id)).status()).toBe(200)
  expect(await sessionsOnServer(page)).toEqual([])
  expect(await onB()).toHaveLength(1)
})

test('over WalletConnect: the phone wallet signs the sign-in message, the server keeps the session', async ({ page, context }) => {
  modal = new ModalModel(page)
  await page.goto('/?siwx&signInRequired')
  const wallet = await scanWithPhoneWallet(page, context, modal)
  await modal.expectView('SIWXSignMessage')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
  await expect(wallet.getByTestId('wallet-status')).toHaveText('request', { timeout: 10_000 })
  await wallet.getByTestId('wallet-approve-request').click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  expect(await sessionsOnServer(page)).toHaveLength(1)
})

test('with a Solana wallet: the CAIP-122 message signed with ed25519, verified by the server', async ({ page }) => {
  await installTestWallet(page)
  modal = new ModalModel(page)
  await page.goto('/?siwx&signInRequired')
  // Opened for Solana: the wallet's Solana side is the one listed (R-NAV-2).
  await page.getByRole('button', { name: 'Open for Solana' }).click()
  await page.locator('#latch-dialog-content').getByRole('button', { name: /^Latch Test Wallet Installed Solana$/ }).click()
  await modal.expectView('SIWXSignMessage')
  await expect(page.getByTestId('siwx-view')).toContainText('on Local Solana')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  const chain = await page.evaluate(() => Object.keys(JSON.parse(localStorage.getItem('@appkit/siwx_sessions') ?? '{}'))[0] ?? '')
  expect(chain).toMatch(/^solana:[1-9A-HJ-NP-Za-km-z]+\|DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP$/)
  const [chainId, address] = chain.split('|')
  const sessions = await sessionsOnServer(page, chainId, address)
  expect(sessions.at(-1)?.message).toContain('wants you to sign in with your Solana account:\nDBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP\n')
})

test('R-SIWX-1: signed in here, a fresh browser (empty storage) connecting the same address is asked to sign in again; each sees only its own session', async ({ page, browser }) => {
  await connect(page, '?siwx&signInRequired')
  await page.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
  await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
  const [mine] = await sessionsOnServer(page)
  expect(mine).toBeDefined()

  const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin })
  try {
    const other = await fresh.newPage()
    await connect(other, '?siwx&signInRequired')
    await modal.expectView('SIWXSignMessage')
    await expect(other.getByTestId('siwx-view')).toContainText('Latch laboratory asks you to sign in with 0xf39F…2266 on Local chain')
    // Asked as that browser, the server shows none of the first one's sessions, and will not revoke them.
    expect(await sessionsOnServer(other)).toEqual([])
    expect((await revokeOnServer(other, mine!.id)).status()).toBe(401)
    await other.getByTestId('siwx-view').getByRole('button', { name: 'Sign' }).click()
    await expect(modal.dialog).toHaveCount(0, { timeout: 10_000 })
    const theirs = await sessionsOnServer(other)
    expect(theirs).toHaveLength(1)
    expect(theirs[0]!.id).not.toBe(mine!.id)
    expect((await revokeOnServer(other, mine!.id)).status()).toBe(404)
  } finally {
    await fresh.close()
  }
  // The first browser's session is untouched by all that.
  expect((await sessionsOnServer(page)).map(({ id }) => id)).toEqual([mine!.id])
})
