// The devstack's test wallet (devstack/testWallet) on the laboratory page: a real EIP-1193 provider announced over
// EIP-6963, signing with the first anvil dev key through viem, forwarding reads to the local chain, with knobs to
// approve, reject or never answer. The injected wallet every later e2e test of the connection flow stands on.
import { expect, test, type Page } from '@playwright/test'
import { createPublicClient, http, parseEther, verifyMessage, verifyTypedData, type Hex } from 'viem'
import { DEV_ACCOUNTS } from '../../devstack/chain/devAccounts'
import type { TestWallet } from '../../devstack/testWallet/provider'
import { CHAIN_URL, installTestWallet, TEST_WALLET_ADDRESS, TEST_WALLET_NAME, TEST_WALLET_RDNS, type TestWalletBehaviour } from './support/testWallet'

type WalletWindow = Window & { latchTestWallet: TestWallet; ethereum?: unknown; announced: { rdns: string; name: string }[]; events: [string, unknown][] }
type Outcome = { ok: true; value: unknown } | { ok: false; code: unknown; message: unknown }

async function openLab(page: Page, behaviour: Partial<TestWalletBehaviour> = {}): Promise<void> {
  // Registered before the wallet, so it hears the announcement the wallet makes as it loads.
  await page.addInitScript(() => {
    const win = window as unknown as WalletWindow
    win.announced = []
    window.addEventListener('eip6963:announceProvider', (event) => {
      const { info } = (event as CustomEvent<{ info: { rdns: string; name: string } }>).detail
      win.announced.push({ rdns: info.rdns, name: info.name })
    })
  })
  await installTestWallet(page, behaviour)
  await page.goto('/')
}

/** provider.request in the page, its failure as a value (code and message survive). */
function request(page: Page, method: string, params?: unknown[]): Promise<Outcome> {
  return page.evaluate(
    async ([method, params]) => {
      try {
        return { ok: true, value: await (window as unknown as WalletWindow).latchTestWallet.provider.request({ method, params }) }
      } catch (error) {
        const { code, message } = error as { code?: unknown; message?: unknown }
        return { ok: false, code, message }
      }
    },
    [method, params] as const,
  )
}

async function value(page: Page, method: string, params?: unknown[]): Promise<unknown> {
  const outcome = await request(page, method, params)
  if (!outcome.ok) throw new Error(`${method} failed: ${String(outcome.code)} ${String(outcome.message)}`)
  return outcome.value
}

/** Records the provider's events in window.events. */
function recordEvents(page: Page): Promise<void> {
  return page.evaluate(() => {
    const win = window as unknown as WalletWindow
    win.events = []
    for (const name of ['connect', 'disconnect', 'accountsChanged', 'chainChanged']) {
      // An Error crosses page.evaluate without its code: keep the fields that matter.
      const record = (payload: unknown) => win.events.push([name, payload instanceof Error ? { code: (payload as Error & { code?: unknown }).code, message: payload.message } : payload])
      win.latchTestWallet.provider.on(name, record as never)
    }
  })
}

test.describe('test wallet', () => {
  test('announces itself over EIP-6963 on load and on request, and is window.ethereum', async ({ page }) => {
    await openLab(page)
    expect(await page.evaluate(() => (window as unknown as WalletWindow).announced)).toContainEqual({ rdns: TEST_WALLET_RDNS, name: TEST_WALLET_NAME })
    const answer = await page.evaluate(
      () =>
        new Promise<{ rdns: string; uuid: string; icon: string; frozen: boolean; isOurs: boolean; isEthereum: boolean }>((resolve) => {
          const win = window as unknown as WalletWindow
          window.addEventListener(
            'eip6963:announceProvider',
            (event) => {
              const detail = (event as CustomEvent<{ info: { rdns: string; uuid: string; icon: string }; provider: unknown }>).detail
              const isOurs = detail.provider === win.latchTestWallet.provider
              resolve({ ...detail.info, frozen: Object.isFrozen(detail), isOurs, isEthereum: win.ethereum === detail.provider })
            },
            { once: true },
          )
          window.dispatchEvent(new Event('eip6963:requestProvider'))
        }),
    )
    expect(answer).toMatchObject({ rdns: TEST_WALLET_RDNS, frozen: true, isOurs: true, isEthereum: true })
    expect(answer.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/)
    expect(answer.icon).toMatch(/^data:image\/svg\+xml,/)
  })

  test('connects with the dev account, which a reload keeps authorized', async ({ page }) => {
    await openLab(page)
    await recordEvents(page)
    expect(await value(page, 'eth_accounts')).toEqual([])
    expect(await value(page, 'eth_requestAccounts')).toEqual([TEST_WALLET_ADDRESS])
    expect(await value(page, 'eth_chainId')).toBe('0x7a69')
    await expect.poll(() => page.evaluate(() => (window as unknown as WalletWindow).events)).toContainEqual(['accountsChanged', [TEST_WALLET_ADDRESS]])
    await page.reload()
    expect(await value(page, 'eth_accounts')).toEqual([TEST_WALLET_ADDRESS])
  })

  test('signs with the dev key: personal_sign and eth_signTypedData_v4 verify for its address', async ({ page }) => {
    await openLab(page)
    await value(page, 'eth_requestAccounts')
    const message = 'Sign in to Latch laboratory'
    const signature = (await value(page, 'personal_sign', [`0x${Buffer.from(message).toString('hex')}`, TEST_WALLET_ADDRESS])) as Hex
    expect(await verifyMessage({ address: TEST_WALLET_ADDRESS, message, signature })).toBe(true)

    const typed = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Login: [{ name: 'who', type: 'address' }, { name: 'nonce', type: 'uint256' }] },
      primaryType: 'Login' as const,
      message: { who: TEST_WALLET_ADDRESS, nonce: '7' },
    }
    // As dapps send it: JSON with the EIP712Domain type spelled out.
    const json = JSON.stringify({ ...typed, types: { EIP712Domain: [{ name: 'name', type: 'string' }, { name: 'version', type: 'string' }, { name: 'chainId', type: 'uint256' }], ...typed.types } })
    const typedSignature = (await value(page, 'eth_signTypedData_v4', [TEST_WALLET_ADDRESS, json])) as Hex
    expect(await verifyTypedData({ address: TEST_WALLET_ADDRESS, ...typed, message: { who: TEST_WALLET_ADDRESS, nonce: 7n }, signature: typedSignature })).toBe(true)
  })

  test('forwards reads to anvil and sends transactions that are mined there', async ({ page }) => {
    await openLab(page)
    expect(BigInt((await value(page, 'eth_getBalance', [TEST_WALLET_ADDRESS, 'latest'])) as string)).toBeGreaterThan(0n)
    await value(page, 'eth_requestAccounts')
    const to = DEV_ACCOUNTS[1]!.address
    const hash = (await value(page, 'eth_sendTransaction', [{ from: TEST_WALLET_ADDRESS, to, value: `0x${parseEther('0.001').toString(16)}` }])) as Hex
    const receipt = await createPublicClient({ transport: http(CHAIN_URL) }).waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 5_000 })
    expect(receipt).toMatchObject({ status: 'success', from: TEST_WALLET_ADDRESS.toLowerCase(), to: to.toLowerCase() })
  })

  test("connect: 'reject' fails with 4001, and sign: 'reject' too", async ({ page }) => {
    await openLab(page, { connect: 'reject' })
    expect(await request(page, 'eth_requestAccounts')).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
    expect(await value(page, 'eth_accounts')).toEqual([])
    await page.evaluate(() => (window as unknown as WalletWindow).latchTestWallet.setBehaviour({ connect: 'approve', sign: 'reject' }))
    await value(page, 'eth_requestAccounts')
    expect(await request(page, 'personal_sign', ['0x68690a', TEST_WALLET_ADDRESS])).toEqual({ ok: false, code: 4001, message: 'User rejected the request.' })
  })

  test("connect: 'never' leaves eth_requestAccounts pending", async ({ page }) => {
    // The page's clock: whatever could still settle the request (a timer, however long) is made due below, so the
    // request is seen pending after that, not merely slower than a fixed wait.
    await page.clock.install()
    await openLab(page, { connect: 'never' })
    await page.evaluate(() => {
      const win = window as unknown as WalletWindow & { settled: string }
      win.settled = 'pending'
      win.latchTestWallet.provider.request({ method: 'eth_requestAccounts' }).then(
        () => (win.settled = 'resolved'),
        () => (win.settled = 'rejected'),
      )
    })
    await page.clock.fastForward(60 * 60_000)
    // A round trip through the page after the timers ran: their callbacks, and what they settled, have run.
    expect(await page.evaluate(() => new Promise((resolve) => setTimeout(() => resolve((window as unknown as { settled: string }).settled), 0)))).toBe('pending')
    expect(await value(page, 'eth_accounts')).toEqual([])
  })

  test('disconnect() emits accountsChanged [] and disconnect; switchAccount and an unknown chain behave like MetaMask', async ({ page }) => {
    await openLab(page)
    await value(page, 'eth_requestAccounts')
    await recordEvents(page)
    await page.evaluate(() => (window as unknown as WalletWindow).latchTestWallet.switchAccount(2))
    expect(await value(page, 'eth_accounts')).toEqual([DEV_ACCOUNTS[2]!.address])
    expect(await request(page, 'wallet_switchEthereumChain', [{ chainId: '0x1' }])).toMatchObject({ ok: false, code: 4902 })
    expect(await value(page, 'wallet_switchEthereumChain', [{ chainId: '0x7a69' }])).toBeNull()
    await page.evaluate(() => (window as unknown as WalletWindow).latchTestWallet.disconnect())
    const events = await page.evaluate(() => (window as unknown as WalletWindow).events)
    expect(events).toEqual([
      ['accountsChanged', [DEV_ACCOUNTS[2]!.address]],
      ['accountsChanged', []],
      ['disconnect', { code: 4900, message: 'The provider is disconnected from all chains.' }],
    ])
    expect(await value(page, 'eth_accounts')).toEqual([])
    await page.reload()
    expect(await value(page, 'eth_accounts')).toEqual([])
  })

  test('the laboratory toggle loads the wallet from the devstack, pointed at the local chain', async ({ page }) => {
    await page.goto('/')
    const toggle = page.locator('section.lab-controls button').getByText('Inject test wallet', { exact: true })
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'true')
    await page.waitForFunction(() => (window as unknown as WalletWindow).latchTestWallet !== undefined)
    expect(await value(page, 'eth_chainId')).toBe('0x7a69')
    expect(BigInt((await value(page, 'eth_blockNumber')) as string)).toBeGreaterThanOrEqual(0n)
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-pressed', 'false')
    expect(await page.evaluate(() => 'latchTestWallet' in window)).toBe(false)
  })
})
