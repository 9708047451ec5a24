// The WalletConnect test wallet's page (GET /__wallet + /__wallet.js, served by the provider API) in Debian's
// Chromium, paired with a dapp-side sign-client in Node over the devstack relay: a wc: deep link, clicks on
// Approve / Reject, auto mode, disconnect; the dapp's text shown as text; nothing fetched beyond 127.0.0.1.
// It starts a stack of its own (chain, relay, API on free ports) and runs with the browser suites, one at a time:
// beside the unit layer's parallel files it was starved of CPU.
import { chromium, expect, test, type Browser, type Page } from '@playwright/test'
import { getSdkError } from '@walletconnect/utils'
import { recoverMessageAddress } from 'viem'
import { startChain, type Chain } from '../../devstack/chain/anvil'
import { DEV_ACCOUNTS } from '../../devstack/chain/devAccounts'
import { startProviderApi, type ProviderApiServer } from '../../devstack/providerApi'
import { startRelay, type Relay } from '../../devstack/relay'
import { buildWcWalletScript } from '../../devstack/wcWallet/build'
import { CHAIN, closeClient, createClient, type Client } from '../unit/devstack/relay/signClients'

const ACCOUNT = DEV_ACCOUNTS[0]!
const NAMESPACES = { eip155: { chains: [CHAIN], methods: ['personal_sign'], events: ['accountsChanged'] } }

let chain: Chain
let relay: Relay
let api: ProviderApiServer
let browser: Browser
const dapps: Client[] = []
/** Every URL a page asked for beyond loopback. */
const outside: string[] = []

async function walletPage(query: string): Promise<Page> {
  const page = await browser.newPage()
  page.on('request', (request) => {
    if (!/^(https?|wss?):\/\/127\.0\.0\.1[:/]/.test(request.url()) && !request.url().startsWith('data:')) outside.push(request.url())
  })
  await page.goto(`${api.url}/__wallet${query}`)
  return page
}

async function dappClient(name?: string): Promise<Client> {
  const dapp = await createClient(relay.url, 'dapp', name)
  dapps.push(dapp)
  return dapp
}

test.beforeAll(async () => {
  const script = buildWcWalletScript()
  ;[chain, relay, browser] = await Promise.all([
    startChain({ port: 0 }),
    startRelay({ port: 0 }),
    chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] }),
  ])
  api = await startProviderApi({ port: 0, relay, chainUrl: chain.url, wcWalletScript: () => script })
})
test.afterEach(async () => {
  await Promise.all(dapps.splice(0).map(closeClient))
  for (const context of browser.contexts()) await context.close()
})
test.afterAll(async () => {
  await browser.close()
  await Promise.all([api.close(), relay.close(), chain.close()])
})

test.describe('WalletConnect test wallet page', () => {
  test.describe.configure({ timeout: 60_000 })
  test('pairs from a wc: deep link, approves and rejects by click, and disconnects', async () => {
    const dapp = await dappClient('Dapp <img src=x onerror="window.pwned=1">')
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    const page = await walletPage(`?uri=${encodeURIComponent(uri!)}`)

    await expect.poll(() => page.getByTestId('wallet-status').textContent()).toBe('proposal')
    expect(await page.getByTestId('wallet-proposal-name').textContent()).toBe('Dapp <img src=x onerror="window.pwned=1">')
    expect(await page.locator('img').count()).toBe(0)
    expect(await page.getByTestId('wallet-proposal-chains').textContent()).toBe(CHAIN)
    await page.getByRole('button', { name: 'Approve' }).first().click()
    const session = await approval()
    await expect.poll(() => page.getByTestId('wallet-status').textContent()).toBe('connected')
    expect(await page.getByTestId('wallet-session').textContent()).toContain(ACCOUNT.address)

    const message = '0x4c61746368'
    const signing = dapp.request<`0x${string}`>({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: [message, ACCOUNT.address] } })
    await page.getByTestId('wallet-approve-request').waitFor({ state: 'visible' })
    expect(await page.getByTestId('wallet-request-method').textContent()).toBe('personal_sign')
    expect(await page.getByTestId('wallet-request-params').textContent()).toContain(message)
    await page.getByTestId('wallet-approve-request').click()
    const signature = await signing
    expect(await recoverMessageAddress({ message: { raw: message }, signature })).toBe(ACCOUNT.address)
    await expect.poll(() => page.getByTestId('wallet-last-result').textContent()).toBe(signature)

    const refused = dapp.request({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: ['0x01', ACCOUNT.address] } }).catch((error: unknown) => error)
    await page.getByTestId('wallet-reject-request').click({ timeout: 15_000 })
    expect(await refused).toMatchObject({ code: 4001 })

    const deleted = new Promise<{ topic: string }>((resolve) => dapp.on('session_delete', resolve))
    await page.getByTestId('wallet-disconnect').click()
    expect((await deleted).topic).toBe(session.topic)
    await expect.poll(() => page.getByTestId('wallet-status').textContent()).toBe('disconnected')
    expect(await page.evaluate(() => (window as { pwned?: number }).pwned)).toBeUndefined()
    expect(outside).toEqual([])
  })

  test('autoApprove=1: a URI pasted and paired settles and signs with no other click', async () => {
    const page = await walletPage('?autoApprove=1')
    await expect.poll(() => page.getByTestId('wallet-status').textContent()).toBe('idle')
    expect(await page.getByTestId('wallet-auto-approve').isChecked()).toBe(true)
    const dapp = await dappClient()
    const { uri, approval } = await dapp.connect({ optionalNamespaces: NAMESPACES })
    await page.getByLabel('Pairing URI').fill(uri!)
    await page.getByRole('button', { name: 'Pair' }).click()
    const session = await approval()
    const signature = await dapp.request<string>({ topic: session.topic, chainId: CHAIN, request: { method: 'personal_sign', params: ['0x4c', ACCOUNT.address] } })
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    await dapp.disconnect({ topic: session.topic, reason: getSdkError('USER_DISCONNECTED') })
    await expect.poll(() => page.getByTestId('wallet-status').textContent()).toBe('disconnected')
    expect(outside).toEqual([])
  })
})
