// Issue 31, tried as an attacker would on the real stack: what the person approves is what is signed, shown whole in
// the embedded wallet's own frame, and only the person can approve. The app's own page code (the laboratory exposes
// its Latch as window.latch, as any app's code can reach its own), a page on another port of the same host and a
// page on another origin each try what worked before, and each is refused: checked on the chain, not on screen.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { expect, test, type Locator, type Page } from '@playwright/test'
import { createPublicClient, encodeFunctionData, erc20Abi, http, maxUint256, type Address } from 'viem'
import { EIP712_DOMAIN_FIELDS, PERMIT_FIELDS } from '../unit/devstack/approval/permitTypes'
import { ModalModel } from './models/modal.model'
import { expectNoAxeViolations } from './support/axe'
import { decideInFrame, logInByEmail, uniqueEmail, walletFrame } from './support/embeddedWallet'
import { CHAIN_URL } from './support/testWallet'
import { stackPort } from './support/stack'

const chain = createPublicClient({ transport: http(CHAIN_URL) })
const FRAME_ORIGIN = `http://127.0.0.1:${stackPort('LATCH_FRAME_PORT')}`
// The devstack's ERC-20 (devstack/chain/devTokens.ts: same address on every fresh anvil).
const LTD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35' as Address
const RECIPIENT = '0x90F79bf6EB2c4f870365E785982E1f101E93b906' as Address
const SPENDER = '0x15d34AAf54267DB7D7c367839AAf71A00a2C6A65' as Address

type Failure = { code: number; message: string }
declare global {
  interface Window {
    latch: { getProvider(namespace?: 'eip155'): { request(args: { method: string; params?: unknown }): Promise<unknown> }; modal: { send(event: { type: string }): void } }
  }
}

/** The app's request through Latch's provider, as the app's own code makes it; a refusal comes back as its code. */
function appRequest(page: Page, method: string, params: unknown): Promise<unknown> {
  return page.evaluate(
    async ({ method, params }) => {
      try {
        return await window.latch.getProvider('eip155').request({ method, params })
      } catch (error) {
        const { code, message } = error as Failure
        return { code, message }
      }
    },
    { method, params },
  )
}

const accountOf = async (page: Page) => ((await page.evaluate(() => window.latch.getProvider('eip155').request({ method: 'eth_accounts' }))) as Address[])[0]!

async function loggedIn(page: Page, request: Parameters<typeof logInByEmail>[1]): Promise<{ modal: ModalModel; account: Address }> {
  const modal = new ModalModel(page)
  await logInByEmail(modal, request, uniqueEmail('victim'), { theme: 'light' })
  return { modal, account: await accountOf(page) }
}

/** The app asks the embedded wallet to sign `text`; resolves once the frame shows it and its Approve counts. */
async function askedToSign(page: Page, modal: ModalModel, account: Address, text: string): Promise<{ asked: Promise<unknown>; approve: Locator }> {
  const asked = appRequest(page, 'personal_sign', ['0x' + Buffer.from(text).toString('hex'), account])
  await modal.expectView('ApproveTransaction')
  const approve = walletFrame(page).getByRole('button', { name: 'Approve', exact: true })
  await expect(approve).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 })
  return { asked, approve }
}

test.describe("the app's own page code", () => {
  test('cannot read the frame, approve with the modal’s success event, or get a request the frame received straight signed', async ({ page, request }) => {
    test.setTimeout(60_000)
    const { modal, account } = await loggedIn(page, request)
    const before = await chain.getBalance({ address: RECIPIENT })
    const asked = appRequest(page, 'eth_sendTransaction', [{ from: account, to: RECIPIENT, value: '0xde0b6b3a7640000' }])
    await modal.expectView('ApproveTransaction')
    await expect(walletFrame(page).getByRole('heading', { name: 'Send a transaction' })).toBeVisible()
    // The frame's document is closed to the page: its buttons cannot be clicked by script.
    expect(await page.evaluate(() => document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]')!.contentDocument)).toBeNull()
    // What the old Approve button sent: now it only withdraws the request.
    await page.evaluate(() => window.latch.modal.send({ type: 'transaction.succeeded' }))
    expect(await asked).toEqual({ code: 4001, message: 'User rejected the request' })

    // A request posted to the frame by the page itself waits in the frame for a click that never comes; withdrawn,
    // it ends rejected.
    const direct = await page.evaluate(
      async ({ frameOrigin, from, to }) => {
        const frame = document.querySelector<HTMLIFrameElement>('iframe[title="Embedded wallet"]')!.contentWindow!
        const id = crypto.randomUUID()
        const heard: string[] = []
        const answer = new Promise<{ type: string; payload: { message: string } }>((resolve) =>
          window.addEventListener('message', (event: MessageEvent<{ type: string; id?: string; payload: { message: string } }>) => {
            if (event.origin !== frameOrigin || event.data?.id !== id) return
            heard.push(event.data.type)
            if (event.data.type === '@latch-frame/APPROVAL') frame.postMessage({ type: '@latch-app/CANCEL_APPROVAL', id: crypto.randomUUID(), payload: { requestId: id } }, frameOrigin)
            else resolve(event.data)
          }),
        )
        frame.postMessage({ type: '@latch-app/RPC_REQUEST', id, payload: { method: 'eth_sendTransaction', params: [{ from, to, value: '0xde0b6b3a7640000' }] } }, frameOrigin)
        return { heard, answer: await answer }
      },
      { frameOrigin: FRAME_ORIGIN, from: account, to: RECIPIENT },
    )
    expect(direct.heard).toEqual(['@latch-frame/APPROVAL', '@latch-frame/RPC_REQUEST_ERROR'])
    expect(direct.answer.payload.message).toBe('User rejected the request')
    expect(await chain.getBalance({ address: RECIPIENT })).toBe(before)
  })

  test('cannot click through a cover laid over the frame: its buttons count only while it is fully visible', async ({ page, request }) => {
    test.setTimeout(60_000)
    const { modal, account } = await loggedIn(page, request)
    const { asked, approve } = await askedToSign(page, modal, account, 'cover me')
    // A nearly transparent layer that lets the pointer through (the clickjacker's trick): the frame is covered.
    await page.evaluate(() => {
      const cover = document.createElement('div')
      cover.id = 'cover'
      cover.style.cssText = 'position:fixed;inset:0;z-index:2147483647;pointer-events:none;background:rgba(255,255,255,0.02)'
      document.body.append(cover)
    })
    await expect(approve).toHaveAttribute('aria-disabled', 'true')
    const box = (await page.locator('iframe[title="Embedded wallet"]').boundingBox())!
    const inFrame = (await approve.boundingBox())!
    expect(inFrame.y).toBeGreaterThanOrEqual(box.y)
    await page.mouse.click(inFrame.x + inFrame.width / 2, inFrame.y + inFrame.height / 2)
    // Uncovered, the person rejects: had the covered click counted, the request would already have its signature.
    await page.evaluate(() => document.getElementById('cover')!.remove())
    await decideInFrame(page, 'Reject')
    expect(await asked).toEqual({ code: 4001, message: 'User rejected the request' })
  })
})

test.describe('in the dark theme', () => {
  test("the frame's approval takes the app's theme, and axe finds nothing", async ({ page, request }) => {
    test.setTimeout(60_000)
    const modal = new ModalModel(page)
    await logInByEmail(modal, request, uniqueEmail('dark'), { theme: 'dark' })
    const account = await accountOf(page)
    const { asked } = await askedToSign(page, modal, account, 'in the dark')
    await expect(walletFrame(page).locator('html')).toHaveAttribute('data-theme', 'dark')
    await expectNoAxeViolations(page)
    await decideInFrame(page, 'Reject')
    expect(await asked).toEqual({ code: 4001, message: 'User rejected the request' })
  })
})

test.describe('by keyboard', () => {
  test('focus moves into the frame with its request; Tab reaches Reject and Approve there, and Enter on Reject answers 4001', async ({ page, request }) => {
    test.setTimeout(60_000)
    const { modal, account } = await loggedIn(page, request)
    const { asked, approve } = await askedToSign(page, modal, account, 'by keyboard')
    const reject = walletFrame(page).getByRole('button', { name: 'Reject', exact: true })
    await expect(page.locator('iframe[title="Embedded wallet"]')).toBeFocused()
    // In the frame: the details (a scrollable region), then Reject, then Approve.
    await page.keyboard.press('Tab')
    await page.keyboard.press('Tab')
    await expect(reject).toBeFocused()
    await page.keyboard.press('Tab')
    await expect(approve).toBeFocused()
    await page.keyboard.press('Shift+Tab')
    await expect(reject).toBeFocused()
    await page.keyboard.press('Enter')
    expect(await asked).toEqual({ code: 4001, message: 'User rejected the request' })
  })
})

test.describe('a page that embeds the frame itself', () => {
  let server: Server
  let port = 0
  test.beforeAll(async () => {
    // The attacker's page: embeds the frame and asks it what the app would.
    server = createServer((_, res) => {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      res.end(`<!doctype html><html lang="en"><head><title>Not the app</title></head><body><script>
const origin = ${JSON.stringify(FRAME_ORIGIN)}
const frame = document.createElement('iframe')
frame.src = origin + '/frame?projectId=attacker&chainId=31337&version=1&enableLogger=false'
document.body.append(frame)
const pending = new Map()
let ready
window.ready = new Promise((resolve) => (ready = resolve))
window.addEventListener('message', (event) => {
  if (event.origin !== origin) return
  if (event.data?.type === '@latch-frame/READY') ready()
  const answer = pending.get(event.data?.id)
  if (answer) (pending.delete(event.data.id), answer(event.data))
})
window.ask = (name, payload) => new Promise((resolve) => {
  const id = crypto.randomUUID()
  pending.set(id, resolve)
  frame.contentWindow.postMessage({ type: '@latch-app/' + name, id, payload }, origin)
})
</script></body></html>`)
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    port = (server.address() as AddressInfo).port
  })
  test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

  test('the app itself may be framed by nobody else (its own frame-ancestors)', async ({ request }) => {
    expect((await request.get('/')).headers()['content-security-policy']).toBe("frame-ancestors 'self'")
  })

  for (const host of ['127.0.0.1', 'localhost'] as const) {
    test(`on ${host === '127.0.0.1' ? 'another port of the same host' : 'another origin'}: signed out — no user, no signature, no transfer, and the person stays signed in`, async ({ page, context, request }) => {
      test.setTimeout(60_000)
      const { modal, account } = await loggedIn(page, request)
      const before = await chain.getBalance({ address: RECIPIENT })
      const attacker = await context.newPage()
      await attacker.goto(`http://${host}:${port}/`)
      await attacker.evaluate(() => (window as unknown as { ready: Promise<void> }).ready)
      const ask = (name: string, payload?: unknown) =>
        attacker.evaluate(([name, payload]) => (window as unknown as { ask(name: string, payload: unknown): Promise<{ type: string; payload?: unknown }> }).ask(name as string, payload), [name, payload] as const)
      expect(await ask('IS_CONNECTED')).toMatchObject({ type: '@latch-frame/IS_CONNECTED_SUCCESS', payload: { isConnected: false } })
      expect(await ask('GET_USER')).toMatchObject({ type: '@latch-frame/GET_USER_ERROR', payload: { message: 'Not signed in' } })
      expect(await ask('RPC_REQUEST', { method: 'personal_sign', params: ['0x6869', account] })).toMatchObject({ type: '@latch-frame/RPC_REQUEST_ERROR', payload: { message: 'Not signed in' } })
      expect(await ask('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: account, to: RECIPIENT, value: '0xde0b6b3a7640000' }] })).toMatchObject({
        payload: { message: 'Not signed in' },
      })
      expect(await ask('SIGN_OUT')).toMatchObject({ type: '@latch-frame/SIGN_OUT_SUCCESS' })
      expect(await chain.getBalance({ address: RECIPIENT })).toBe(before)
      await attacker.close()
      // The person's session is untouched by any of it.
      await page.reload()
      await expect(modal.trigger).toHaveText(`${account.slice(0, 6)}…${account.slice(-4)}`, { timeout: 20_000 })
    })
  }
})

test.describe('what is shown is what is signed', () => {
  test('each request the old view showed wrong is shown whole in the frame (screenshots attached), axe clean', async ({ page, request }, testInfo) => {
    test.setTimeout(90_000)
    const { modal, account } = await loggedIn(page, request)
    // A long domain name used to push the spender and the amount past the old view's 500 characters.
    const permit = {
      domain: { name: `Latch Test Dollar ${'x'.repeat(600)}`, version: '1', chainId: 31337, verifyingContract: LTD },
      types: { EIP712Domain: EIP712_DOMAIN_FIELDS, Permit: PERMIT_FIELDS },
      primaryType: 'Permit',
      message: { owner: account, spender: SPENDER, value: maxUint256.toString(), nonce: '0', deadline: '4102444800' },
    }
    const cases: { name: string; method: string; params: unknown; shows: (string | RegExp)[] }[] = [
      { name: 'value-as-number', method: 'eth_sendTransaction', params: [{ from: account, to: RECIPIENT, value: 1e15 }], shows: ['0.001 ETH', RECIPIENT] },
      {
        name: 'transfer-in-input',
        method: 'eth_sendTransaction',
        params: [{ from: account, to: LTD, input: encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [RECIPIENT, 12_500_000_000_000_000_000n] }) }],
        shows: [RECIPIENT, '12.5', 'LTD'],
      },
      { name: 'long-permit', method: 'eth_signTypedData_v4', params: [account, JSON.stringify(permit)], shows: [SPENDER, /Unlimited/] },
      {
        name: 'send-calls',
        method: 'wallet_sendCalls',
        params: [{ version: '2.0.0', from: account, chainId: '0x7a69', calls: [{ to: RECIPIENT, value: '0x38d7ea4c68000' }, { to: SPENDER, value: '0x71afd498d0000' }] }],
        shows: [RECIPIENT, SPENDER, '0.001 ETH', '0.002 ETH'],
      },
      { name: 'non-utf8-message', method: 'personal_sign', params: ['0xff00fe', account], shows: ['0xff00fe'] },
    ]
    for (const each of cases) {
      await test.step(each.name, async () => {
        const asked = appRequest(page, each.method, each.params)
        await modal.expectView('ApproveTransaction')
        const shown = walletFrame(page).getByRole('main')
        for (const text of each.shows) await expect(shown).toContainText(text)
        await expect(walletFrame(page).getByRole('button', { name: 'Approve', exact: true })).toHaveAttribute('aria-disabled', 'false', { timeout: 10_000 })
        const screenshot = testInfo.outputPath(`${each.name}.png`)
        await page.screenshot({ path: screenshot })
        await testInfo.attach(`${each.name}.png`, { path: screenshot, contentType: 'image/png' })
        if (each.name === 'long-permit') await expectNoAxeViolations(page)
        await decideInFrame(page, 'Reject')
        expect(await asked).toEqual({ code: 4001, message: 'User rejected the request' })
      })
    }
  })
})
