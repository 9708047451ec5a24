// Latch installed from its tarball (issue 17): tests/consumer, an app outside the repository built by the `package`
// layer of `npm test` (scripts/packageLayer.ts) for this devstack's ports, served here as static files. The wallet
// is reached only through Latch (wagmi's own EIP-6963 discovery is off): wagmi's connect() with latchConnector(latch)
// opens Latch's modal, the test wallet is chosen in it, and wagmi's hooks then show the account, sign and disconnect.
import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { serveStatic, type StaticServer } from '../../bench/serve'
import { fixtureDist, REACT18, REACT18_DIR } from '../../scripts/consumerFixture'
import { initialJs } from '../../scripts/packageSize'
import { CHAIN_URL, installTestWallet, TEST_WALLET_ADDRESS } from './support/testWallet'
import { packageLayerDone } from './support/packageLayer'
import { STACK } from './support/stack'

// The fixtures' builds name stack 0's URLs (scripts/consumerFixture.ts); playwright.config.ts runs these specs last,
// alone, so in slot 0 and against stack 0. Under npm test the package layer building them may still be running.
test.beforeAll(async () => {
  expect(STACK, 'the consumer specs run against stack 0').toBe(0)
  test.setTimeout(11 * 60_000)
  await packageLayerDone()
})

const BUILT_BY = 'built by the package layer of `npm test` (npx tsx scripts/packageLayer.ts)'
const dialog = (page: Page) => page.locator('#latch-dialog-content')
// One row whatever the modal was opened for: EVM (wagmi's connect) lists its EVM side, none its EVM and Solana sides as one.
const testWalletIn = (page: Page) => dialog(page).getByRole('button', { name: /^Latch Test Wallet/ })
const wagmi = (page: Page, what: 'status' | 'address' | 'chain') => page.getByTestId(`wagmi-${what}`)

/** Serves a build of the fixture for the whole file; a missing build fails the tests that need it, saying why. */
function serve(dist: string): { url: () => string } {
  let server: StaticServer | undefined
  test.beforeAll(async () => {
    if (existsSync(join(dist, 'index.html'))) server = await serveStatic(dist)
  })
  test.afterAll(async () => {
    await server?.close()
  })
  return {
    url: () => {
      if (!server) throw new Error(`${dist} does not exist: the consumer fixture is ${BUILT_BY}`)
      return `${server.origin}/`
    },
  }
}

/** Uncaught exceptions of the page, to be none at the end of each test. */
function recordErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

test.describe('consumer app with React 19 (tests/consumer)', () => {
  const site = serve(fixtureDist())

  test('before the first click the page loads exactly the JS the size gate counts (issue 17)', async ({ page }) => {
    const origin = new URL(site.url()).origin
    const SENTINEL = '/latch-e2e-sentinel.js'
    const asked: string[] = []
    page.on('request', (request) => {
      const url = new URL(request.url())
      if (url.origin === origin && url.pathname.endsWith('.js') && url.pathname !== SENTINEL) asked.push(url.pathname.slice(1))
    })
    // The page's clock, so that anything set to load later (a timer, an idle callback) can be made due below.
    await page.clock.install()
    await installTestWallet(page)
    await page.goto(site.url())
    // wagmi has set up Latch's connector and asked it for accounts (its reconnect): nobody is connected.
    await expect(wagmi(page, 'status')).toHaveText('disconnected')
    await page.waitForLoadState('networkidle')
    // A minute of the page's time: every timer and idle callback due by then has run, whatever it started loading.
    await page.clock.fastForward('01:00')
    // Then one more script asked for, the way a chunk is: a load started before it was asked for before it, so once
    // it has been asked for, every load the page started is in the list (not just those quicker than a sleep).
    const sentinel = page.waitForRequest((request) => new URL(request.url()).pathname === SENTINEL)
    await page.evaluate((path) => import(path).catch(() => undefined), SENTINEL)
    await sentinel
    expect(asked.sort()).toEqual(initialJs(fixtureDist(), 'index.html').files.sort())
  })

  test('wagmi connects through the Latch modal, signs (message, typed data), sends, switches chain, reconnects after a reload and disconnects', async ({ page }) => {
    const errors = recordErrors(page)
    await installTestWallet(page)
    await page.goto(site.url())
    await expect(wagmi(page, 'status')).toHaveText('disconnected')

    // wagmi's connect({ connector: latchConnector(latch) }) asks the Latch provider for accounts: the modal opens.
    await page.getByRole('button', { name: 'Connect with wagmi' }).click()
    await expect(dialog(page)).toBeVisible()
    await testWalletIn(page).click()
    await expect(dialog(page)).toHaveCount(0)
    await expect(wagmi(page, 'status')).toHaveText('connected')
    await expect(wagmi(page, 'address')).toHaveText(new RegExp(`^${TEST_WALLET_ADDRESS}$`, 'i'))
    await expect(wagmi(page, 'chain')).toHaveText('31337')
    await expect(page.getByTestId('latch-status')).toHaveText('connected')

    // useSignMessage, through Latch to the test wallet's dev key; checked with viem.
    await page.getByRole('button', { name: 'Sign message' }).click()
    await expect(page.getByTestId('signature')).toHaveText(/^0x[0-9a-f]{130}$/i)
    const message = (await page.getByTestId('message').textContent()) ?? ''
    const signature = ((await page.getByTestId('signature').textContent()) ?? '') as Hex
    expect(await verifyMessage({ address: TEST_WALLET_ADDRESS, message, signature })).toBe(true)

    // useSignTypedData (eth_signTypedData_v4 to the wallet), checked with viem against the same data.
    await page.getByRole('button', { name: 'Sign typed data' }).click()
    await expect(page.getByTestId('typed-signature')).toHaveText(/^0x[0-9a-f]{130}$/i)
    const typedSignature = ((await page.getByTestId('typed-signature').textContent()) ?? '') as Hex
    expect(
      await verifyTypedData({
        address: TEST_WALLET_ADDRESS,
        domain: { name: 'Latch consumer', version: '1', chainId: 31337 },
        types: { Greeting: [{ name: 'text', type: 'string' }] },
        primaryType: 'Greeting',
        message: { text: message },
        signature: typedSignature,
      }),
    ).toBe(true)

    // useSendTransaction: wagmi prepares it through Latch's provider (reads to the chain's RPC), the wallet sends
    // it; the chain has it, from the test wallet.
    await page.getByRole('button', { name: 'Send 1 wei to myself' }).click()
    await expect(page.getByTestId('transaction')).toHaveText(/^0x[0-9a-f]{64}$/i)
    const hash = ((await page.getByTestId('transaction').textContent()) ?? '') as Hex
    const chain = createPublicClient({ transport: http(CHAIN_URL) })
    const receipt = await chain.waitForTransactionReceipt({ hash, timeout: 10_000 })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(TEST_WALLET_ADDRESS.toLowerCase())

    // useSwitchChain: Latch's network flow asks the wallet; wagmi and Latch are both on chain B.
    await page.getByRole('button', { name: 'Switch to chain B' }).click()
    await expect(wagmi(page, 'chain')).toHaveText('31338')
    expect(await page.evaluate(() => (window as unknown as { latch: { getProvider(): { request(a: { method: string }): Promise<unknown> } } }).latch.getProvider().request({ method: 'eth_chainId' }))).toBe('0x7a6a')

    // wagmi's reconnect after a reload: connected again, with no modal.
    await page.reload()
    await expect(wagmi(page, 'status')).toHaveText('connected')
    await expect(wagmi(page, 'address')).toHaveText(new RegExp(`^${TEST_WALLET_ADDRESS}$`, 'i'))
    await expect(dialog(page)).toHaveCount(0)

    // useDisconnect lets go of wagmi's and Latch's connection; a reload stays disconnected.
    await page.getByRole('button', { name: 'Disconnect wagmi' }).click()
    await expect(wagmi(page, 'status')).toHaveText('disconnected')
    await expect(page.getByTestId('latch-status')).toHaveText('disconnected')
    await page.reload()
    await expect(page.getByRole('button', { name: 'Connect with wagmi' })).toBeVisible()
    await expect(wagmi(page, 'status')).toHaveText('disconnected')
    await expect(page.getByTestId('errors')).toHaveText('')
    expect(errors).toEqual([])
  })
})

test.describe(`consumer app with React ${REACT18} (a copy of tests/consumer)`, () => {
  const site = serve(fixtureDist(REACT18_DIR))

  test('mounts and opens the modal', async ({ page }) => {
    const errors = recordErrors(page)
    await installTestWallet(page)
    await page.goto(site.url())
    expect(await page.evaluate(() => (window as unknown as { reactVersion: string }).reactVersion)).toBe(REACT18)
    await page.locator('button[aria-haspopup="dialog"]').click()
    await expect(dialog(page)).toBeVisible()
    await expect(testWalletIn(page)).toHaveCount(1)
    expect(errors).toEqual([])
  })
})
