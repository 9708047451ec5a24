// The devstack's embedded-wallet frame (issue 14), driven the way its page script drives it: the JSON API with a
// device id and a session token, against real mail (SMTP + mailbox) and a real anvil. Every answer is read with the
// app's own parseFrameMessage, so what passes here is what the app would accept. Then the page script's relay with a
// fake window: who it hears, where it posts, and the fault switch.
import { randomUUID } from 'node:crypto'
import { createPublicClient, getAddress, http, isAddress, parseEther, verifyMessage, verifyTypedData, type Address, type Hex } from 'viem'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import {
  APP_PREFIX,
  FRAME_PREFIX,
  parseFrameMessage,
  REQUEST_PAYLOADS,
  type EmbeddedUser,
  type FrameMessage,
  type RequestName,
  type RequestPayload,
} from '../../../src/services/frame/frameMessages'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { deploySmartAccountContracts, ENTRY_POINT_ADDRESS, SMART_ACCOUNT_FACTORY_ADDRESS } from '../../../devstack/chain/smartAccountDeployment'
import { DEFAULT_ALLOWED_ANCESTORS, parseAllowedOrigins, startFrame, type FrameServer } from '../../../devstack/frame'
import type { ApiAnswer } from '../../../devstack/frame/apiSchemas'
import { MAX_API_BODY_BYTES, MAX_FAULT_BODY_BYTES } from '../../../devstack/frame/server'
import type { ChainId } from '../../../devstack/frame/chainIds'
import { createFrameRelay, DEVICE_KEY, sessionKey, type ApprovalUi, type IncomingMessageEvent } from '../../../devstack/frame/frameRelay'
import { malformedAnswer } from '../../../devstack/frame/replyFaults'
import { startMail, type MailServer } from '../../../devstack/mail'
import { latestMail as latestMailIn } from './mailboxReader'

const CONFIGURED_ORIGIN = 'https://app.example.test'
const DEVICE_WAIT_MS = 1_500
const TEN_MINUTES = 10 * 60_000

let mail: MailServer
let chain: Chain
let frame: FrameServer
let clock = Date.now()

beforeAll(async () => {
  ;[mail, chain] = await Promise.all([startMail({ smtpPort: 0, httpPort: 0 }), startChain({ port: 0 })])
  await deploySmartAccountContracts({ url: chain.url, chainId: chain.chainId })
  frame = await startFrame({
    port: 0,
    chainUrl: chain.url,
    chainId: chain.chainId,
    smartAccounts: { entryPoint: ENTRY_POINT_ADDRESS, factory: SMART_ACCOUNT_FACTORY_ADDRESS },
    smtpUrl: mail.smtpUrl,
    allowedOrigins: [CONFIGURED_ORIGIN],
    now: () => clock,
    deviceWaitMs: DEVICE_WAIT_MS,
  })
})
afterEach(async () => {
  clock = Date.now()
  await Promise.all([setSmtp('up'), fetch(`${frame.url}/__faults`, { method: 'DELETE' })])
})
afterAll(async () => {
  await Promise.allSettled([frame?.close(), mail?.close(), chain?.close()])
})

function setSmtp(smtp: 'up' | 'down'): Promise<Response> {
  return fetch(`${mail.mailboxUrl}/__faults/smtp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ smtp }) })
}

const latestMail = (to: string) => latestMailIn(mail.mailboxUrl, to)

async function codeMailedTo(to: string): Promise<string> {
  const message = await latestMail(to)
  expect(message.subject).toBe('Your Latch login code')
  const code = /\b(\d{6})\b/.exec(message.text)?.[1]
  expect(code, message.text).toBeDefined()
  expect(message.html).toContain(`<strong>${code}</strong>`)
  return code!
}

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`

type Asked = { status: number; body: ApiAnswer; message: FrameMessage | undefined }

/** The app that embeds the frame in these tests (the browser names it to the page as location.ancestorOrigins[0]). */
const APP_ORIGIN = 'http://127.0.0.1:5173'

/** One frame page's state (its localStorage and chain) and its calls to the API, as page.ts makes them. An approval
 * the server asks the person for is answered with `decision` (the person's click, issue 31) unless it is 'leave'. */
function device(deviceId: string = randomUUID(), parentOrigin: string = APP_ORIGIN) {
  const state: { session: string | null; chainId: ChainId; decision: 'approve' | 'reject' | 'leave'; shown: ApiAnswer['approval'][] } = {
    session: null,
    chainId: '31337',
    decision: 'approve',
    shown: [],
  }

  async function post(body: Record<string, unknown>): Promise<{ status: number; body: ApiAnswer }> {
    const response = await fetch(`${frame.url}/api/request`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ deviceId, session: state.session, parentOrigin, ...body }),
    })
    const answer = (await response.json()) as ApiAnswer
    if (answer.session !== undefined) state.session = answer.session
    if (answer.chainId !== undefined) state.chainId = answer.chainId
    return { status: response.status, body: answer }
  }

  async function ask<N extends RequestName>(name: N, payload?: RequestPayload<N>): Promise<Asked> {
    const id = randomUUID()
    let { status, body } = await post({ chainId: state.chainId, request: { type: `${APP_PREFIX}${name}`, id, payload } })
    if (body.approval) {
      state.shown.push(body.approval)
      if (state.decision !== 'leave') ({ status, body } = await post({ decide: { approval: body.approval.id, decision: state.decision } }))
    }
    const message = status === 200 && body.answer ? parseFrameMessage(body.answer) : undefined
    if (message && (message.kind === 'success' || message.kind === 'error')) {
      expect(message.id).toBe(id)
      expect(message.name).toBe(name)
    }
    return { status, body, message }
  }

  return {
    deviceId,
    state,
    ask,
    post,
    async ok<N extends RequestName>(name: N, payload?: RequestPayload<N>): Promise<unknown> {
      const { message, body } = await ask(name, payload)
      if (message?.kind !== 'success') throw new Error(`${name} did not succeed: ${JSON.stringify(body.answer)}`)
      return message.payload
    },
    async error<N extends RequestName>(name: N, payload?: RequestPayload<N>): Promise<string> {
      const { message, body } = await ask(name, payload)
      if (message?.kind !== 'error') throw new Error(`${name} did not fail: ${JSON.stringify(body.answer)}`)
      return message.message
    },
  }
}

type Device = ReturnType<typeof device>

/** A full first login: new email, code from the mailbox, signed in. */
async function signIn(email: string, on: Device = device()): Promise<{ on: Device; user: EmbeddedUser }> {
  expect(await on.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  await on.ok('CONNECT_OTP', { otp: await codeMailedTo(email) })
  return { on, user: (await on.ok('GET_USER')) as EmbeddedUser }
}

describe('devstack frame: the page and its policy', { timeout: 10_000 }, () => {
  it('serves /frame with SPEC §9 allowed ancestors and the configured origin in frame-ancestors, and its script', async () => {
    const page = await fetch(`${frame.url}/frame?projectId=p&chainId=31337&version=1&enableLogger=false`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toContain('text/html')
    expect(page.headers.get('content-security-policy')).toBe(
      'frame-ancestors http://localhost:* http://127.0.0.1:* https://*.pages.dev https://*.vercel.app https://*.ngrok-free.app https://app.example.test',
    )
    const html = await page.text()
    expect(html).toContain('<title>Latch embedded wallet</title>')
    expect(html).toContain('<script src="/frame.js" defer></script>')
    expect(html).toContain(JSON.stringify({ allowedAncestors: [...DEFAULT_ALLOWED_ANCESTORS, CONFIGURED_ORIGIN] }))

    const script = await fetch(`${frame.url}/frame.js`)
    expect(script.status).toBe(200)
    expect(script.headers.get('content-type')).toContain('text/javascript')
    const text = await script.text()
    expect(text).toContain('@latch-frame/')
    expect(text).toContain('/api/request')
    expect(text).not.toMatch(/\brequire\(["']node:/)
  })

  it('reads LATCH_FRAME_ALLOWED_ORIGINS and refuses an origin that would break the policy', async () => {
    expect(parseAllowedOrigins(' https://A.example.test, ,http://*.lan:*,')).toEqual(['https://a.example.test', 'http://*.lan:*'])
    expect(parseAllowedOrigins(undefined)).toEqual([])
    await expect(startFrame({ port: 0, chainUrl: chain.url, chainId: 31337, smtpUrl: mail.smtpUrl, allowedOrigins: ["https://ok.test; script-src 'unsafe-inline'"] })).rejects.toThrow(
      /allowed origins/,
    )
  })

  it("validates the page's fault switch: GET, POST either switch, 400 for anything else, 413 over its limit, DELETE /__faults puts it back", async () => {
    const url = `${frame.url}/__faults/frame`
    const post = (body: unknown) => fetch(url, { method: 'POST', headers: { 'content-type': 'application/json' }, body: typeof body === 'string' ? body : JSON.stringify(body) })
    expect(await (await fetch(url)).json()).toEqual({ ready: 'normal', replies: 'normal' })
    const slow = await post({ ready: 'slow' })
    expect(slow.status).toBe(200)
    expect(await slow.json()).toEqual({ ready: 'slow', replies: 'normal' })
    expect(await (await post({ replies: 'foreign' })).json()).toEqual({ ready: 'slow', replies: 'foreign' })
    for (const bad of [{ ready: 'sometimes' }, { replies: 'error', extra: 1 }, { replies: 42 }, 'never', null]) {
      const refused = await post(JSON.stringify(bad))
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(((await refused.json()) as { message: string }).message).toBeTruthy()
    }
    expect(await (await fetch(url)).json()).toEqual({ ready: 'slow', replies: 'foreign' })
    // Issue 34: a body over the switch's limit is a 413 with a { message }, as everywhere else (it was a 500), and
    // one of exactly the limit is read.
    const padded = (size: number) => `{"ready":"never"}`.padEnd(size, ' ')
    const over = await post(padded(MAX_FAULT_BODY_BYTES + 1))
    expect([over.status, await over.json()]).toEqual([413, { message: `Body over ${MAX_FAULT_BODY_BYTES} bytes` }])
    expect(await (await fetch(url)).json()).toEqual({ ready: 'slow', replies: 'foreign' })
    expect(await (await post(padded(MAX_FAULT_BODY_BYTES))).json()).toEqual({ ready: 'never', replies: 'foreign' })
    const cleared = await fetch(`${frame.url}/__faults`, { method: 'DELETE' })
    expect(cleared.status).toBe(200)
    expect(await (await fetch(url)).json()).toEqual({ ready: 'normal', replies: 'normal' })
    expect((await fetch(`${frame.url}/__faults/reset`, { method: 'POST' })).status).toBe(404)
  })

  it('opens both fault switches to any origin, and the API and pages to none; nothing is cached', async () => {
    const preflight = (path: string) =>
      fetch(`${frame.url}${path}`, { method: 'OPTIONS', headers: { origin: 'http://127.0.0.1:5173', 'access-control-request-method': 'POST', 'access-control-request-headers': 'content-type' } })
    for (const path of ['/__faults', '/__faults/frame']) {
      const answer = await preflight(path)
      expect(answer.headers.get('access-control-allow-origin'), path).toBe('http://127.0.0.1:5173')
      expect(answer.headers.get('access-control-allow-headers'), path).toContain('content-type')
    }
    expect((await preflight('/api/request')).headers.get('access-control-allow-origin')).toBeNull()
    for (const path of ['/frame', '/frame.js', '/api/request', '/nowhere']) {
      const answer = await fetch(`${frame.url}${path}`, { headers: { origin: 'http://127.0.0.1:5173' } })
      expect(answer.headers.get('access-control-allow-origin'), path).toBeNull()
      expect(answer.headers.get('cache-control'), path).toBe('no-store')
    }
    expect((await fetch(`${frame.url}/__faults/frame`)).headers.get('cache-control')).toBe('no-store')
  })

  it("answers the devstack's HTTP faults on its routes: POST /api/request a 503 with its { message }, once", async () => {
    const fault = await fetch(`${frame.url}/__faults`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ route: '/api/request', method: 'POST', mode: 'status', status: 503, message: 'Wallet down', times: 1 }),
    })
    expect(fault.status).toBe(201)
    const refused = await device().ask('HEARTBEAT')
    expect([refused.status, refused.body]).toEqual([503, { message: 'Wallet down' }])
    expect((await device().ask('HEARTBEAT')).message).toMatchObject({ kind: 'success', name: 'HEARTBEAT' })
  })

  it('answers 413 with a { message } at one byte over the API body limit, and reads a body of exactly the limit', async () => {
    const request = JSON.stringify({ deviceId: randomUUID(), parentOrigin: APP_ORIGIN, request: { type: `${APP_PREFIX}HEARTBEAT`, id: randomUUID() } })
    const post = (size: number) => fetch(`${frame.url}/api/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: request.padEnd(size, ' ') })
    const over = await post(MAX_API_BODY_BYTES + 1)
    expect([over.status, await over.json()]).toEqual([413, { message: `Body over ${MAX_API_BODY_BYTES} bytes` }])
    expect((await post(MAX_API_BODY_BYTES)).status).toBe(200)
  })

  it('lets only the frame page call its API: same origin, JSON, a known request', async () => {
    const post = (body: string, headers: Record<string, string>) => fetch(`${frame.url}/api/request`, { method: 'POST', headers, body })
    const request = JSON.stringify({ deviceId: randomUUID(), parentOrigin: APP_ORIGIN, request: { type: `${APP_PREFIX}HEARTBEAT`, id: randomUUID() } })
    expect((await post(request, { 'content-type': 'application/json' })).status).toBe(200)
    expect((await post(request, { 'content-type': 'application/json', origin: frame.url })).status).toBe(200)
    const foreign = await post(request, { 'content-type': 'application/json', origin: 'http://127.0.0.1:1' })
    expect(foreign.status).toBe(403)
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull()
    expect((await post(request, { 'content-type': 'text/plain' })).status).toBe(415)
    expect((await post('{not json', { 'content-type': 'application/json' })).status).toBe(400)
    expect((await post(JSON.stringify({ deviceId: 'x', request: {} }), { 'content-type': 'application/json' })).status).toBe(400)
    const unknown = JSON.stringify({ deviceId: randomUUID(), parentOrigin: APP_ORIGIN, request: { type: `${APP_PREFIX}STEAL_KEYS`, id: randomUUID() } })
    expect((await post(unknown, { 'content-type': 'application/json' })).status).toBe(400)
    // Issue 31: a session belongs to one embedding origin, so every call names it.
    const noParent = JSON.stringify({ deviceId: randomUUID(), request: { type: `${APP_PREFIX}HEARTBEAT`, id: randomUUID() } })
    expect((await post(noParent, { 'content-type': 'application/json' })).status).toBe(400)
    expect((await post(unknown, { 'content-type': 'application/json' })).status).toBe(400)
    expect((await fetch(`${frame.url}/api/request`)).status).toBe(405)
  })
})

describe('devstack frame: email login', { timeout: 10_000 }, () => {
  it('signs a new email in with the mailed code: wrong code refused, user created with a funded EOA and smart account (SPEC §1: eip155 defaults to the smart account)', async () => {
    const email = uniqueEmail('Alice').replace('alice', 'ALICE')
    const on = device()
    expect(await on.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    expect(await on.error('GET_USER')).toBe('Not signed in')
    expect(await on.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
    const code = await codeMailedTo(email)
    const wrong = code === '000000' ? '000001' : '000000'
    expect(await on.error('CONNECT_OTP', { otp: wrong })).toBe('Invalid code')

    const signedIn = await on.ask('CONNECT_OTP', { otp: code })
    expect(signedIn.message).toMatchObject({ kind: 'success' })
    expect(signedIn.body.session).toMatch(/^[0-9a-f]{64}$/)
    expect(on.state.session).toBe(signedIn.body.session)
    expect(await on.ok('IS_CONNECTED')).toEqual({ isConnected: true })

    const user = (await on.ok('GET_USER')) as EmbeddedUser
    expect(signedIn.body.accountsChanged).toEqual(user)
    expect(isAddress(user.address, { strict: true })).toBe(true)
    expect(user.address).toBe(getAddress(user.address))
    expect(user.address).not.toBe(user.address.toLowerCase())
    const eoa = user.accounts?.[0]?.address as Address
    expect(user).toEqual({
      email: email.toLowerCase(),
      address: user.address,
      chainId: 31337,
      accounts: [
        { address: eoa, type: 'eoa' },
        { address: user.address, type: 'smartAccount' },
      ],
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
    expect(eoa).not.toBe(user.address)
    expect(eoa).toBe(getAddress(eoa))
    const client = createPublicClient({ transport: http(chain.url) })
    for (const address of [eoa, user.address as Address]) expect(await client.getBalance({ address })).toBe(parseEther('100'))

    // Single use: the same code again signs nobody in.
    expect(await device(on.deviceId).error('CONNECT_OTP', { otp: code })).toBe('Invalid code')
  })

  it('voids a code after 10 minutes, after 5 wrong tries, and on another device', async () => {
    const email = uniqueEmail('codes')
    const on = device()
    await on.ok('CONNECT_EMAIL', { email })
    const code = await codeMailedTo(email)
    expect(await device().error('CONNECT_OTP', { otp: code })).toBe('Invalid code')
    clock += TEN_MINUTES + 1
    expect(await on.error('CONNECT_OTP', { otp: code })).toBe('Code expired')

    clock = Date.now()
    await on.ok('CONNECT_EMAIL', { email })
    const fresh = await codeMailedTo(email)
    expect(fresh).toMatch(/^\d{6}$/)
    const wrong = fresh === '999999' ? '999998' : '999999'
    for (let attempt = 0; attempt < 5; attempt++) expect(await on.error('CONNECT_OTP', { otp: wrong })).toBe('Invalid code')
    expect(await on.error('CONNECT_OTP', { otp: fresh })).toBe('Code expired')
    expect(await on.ok('IS_CONNECTED')).toEqual({ isConnected: false })
  })

  it('asks a known email on a new device to approve it by mail, waits for the link, then mails a code', async () => {
    const email = uniqueEmail('bob')
    const { user } = await signIn(email)
    const laptop = device()
    expect(await laptop.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_DEVICE' })
    const approval = await latestMail(email)
    expect(approval.subject).toBe('Approve this device')
    const link = /(http:\/\/\S+\/verify-device\?token=[0-9a-f]{64})/.exec(approval.text)?.[1]
    expect(link, approval.text).toBeDefined()
    expect(approval.html).toContain(link!)
    // No code yet: the device must be approved first.
    expect(await laptop.error('CONNECT_OTP', { otp: '123456' })).toBe('Invalid code')

    const started = Date.now()
    expect(await laptop.error('CONNECT_DEVICE')).toBe('Device not approved')
    expect(Date.now() - started).toBeGreaterThanOrEqual(DEVICE_WAIT_MS - 50)

    const waiting = laptop.ask('CONNECT_DEVICE')
    await new Promise((resolve) => setTimeout(resolve, 100))
    const openedAt = Date.now()
    const opened = await fetch(link!)
    expect(opened.status).toBe(200)
    expect(await opened.text()).toContain('Device approved, you can return to the app')
    expect((await waiting).message).toMatchObject({ kind: 'success' })
    // Woken by the approval, not by the end of the wait.
    expect(Date.now() - openedAt).toBeLessThan(DEVICE_WAIT_MS / 2)
    await laptop.ok('CONNECT_OTP', { otp: await codeMailedTo(email) })
    expect(((await laptop.ok('GET_USER')) as EmbeddedUser).address).toBe(user.address)

    // The link is single use; the approved device goes straight to a code next time.
    const again = await fetch(link!)
    expect(again.status).toBe(400)
    expect(await again.text()).toContain('not valid')
    await laptop.ok('SIGN_OUT')
    expect(await laptop.ok('CONNECT_EMAIL', { email })).toEqual({ action: 'VERIFY_OTP' })
  })

  it("answers 'Could not send email' while SMTP is down, and mails again once it is up", async () => {
    const email = uniqueEmail('carol')
    const on = device()
    expect((await setSmtp('down')).status).toBe(200)
    expect(await on.error('CONNECT_EMAIL', { email })).toBe('Could not send email')
    expect((await fetch(`${mail.mailboxUrl}/messages/latest?to=${email}`)).status).toBe(404)
    await setSmtp('up')
    await signIn(email, on)
  })

  it('signs out: the session ends, ACCOUNTS_CHANGED null, the old token is forgotten', async () => {
    const { on } = await signIn(uniqueEmail('dave'))
    const token = on.state.session
    const out = await on.ask('SIGN_OUT')
    expect(out.message).toMatchObject({ kind: 'success' })
    expect(out.body).toMatchObject({ session: null, accountsChanged: null })
    expect(await on.ok('IS_CONNECTED')).toEqual({ isConnected: false })
    on.state.session = token
    const stale = await on.ask('IS_CONNECTED')
    expect(stale.message).toMatchObject({ kind: 'success', payload: { isConnected: false } })
    expect(stale.body.session).toBeNull()
    on.state.session = token
    expect(await on.error('RPC_REQUEST', { method: 'eth_accounts' })).toBe('Not signed in')
  })

  it('changes the email after codes to the current and then the new address', async () => {
    const email = uniqueEmail('erin')
    const newEmail = uniqueEmail('erin-new')
    const { on, user } = await signIn(email)
    const other = uniqueEmail('taken')
    await signIn(other)
    expect(await on.error('UPDATE_EMAIL', { email: other })).toBe('Email already in use')

    expect(await on.ok('UPDATE_EMAIL', { email: newEmail })).toEqual({ action: 'VERIFY_PRIMARY_OTP' })
    const primary = await codeMailedTo(email)
    expect(await on.error('UPDATE_EMAIL_SECONDARY_OTP', { otp: primary })).toBe('Invalid code')
    expect(await on.error('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary === '000000' ? '000001' : '000000' })).toBe('Invalid code')
    await on.ok('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary })
    const secondary = await codeMailedTo(newEmail)
    const changed = await on.ask('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary })
    expect(changed.message).toMatchObject({ kind: 'success', payload: { newEmail } })
    expect(changed.body.accountsChanged).toMatchObject({ email: newEmail, address: user.address })
    expect(await on.ok('GET_USER')).toMatchObject({ email: newEmail, address: user.address })

    // The old address is free again: it starts a new user.
    const { user: fresh } = await signIn(email)
    expect(fresh.address).not.toBe(user.address)
  })
})

describe('devstack frame: requests of a signed-in user', { timeout: 10_000 }, () => {
  let on: Device
  let user: EmbeddedUser

  beforeAll(async () => {
    ;({ on } = await signIn(uniqueEmail('frank')))
    // These are the EOA's answers; the smart account's have their own block below.
    user = (await on.ok('GET_USER', { preferredAccountType: 'eoa' })) as EmbeddedUser
    expect(user.preferredAccountType).toBe('eoa')
  })

  it('signs personal_sign and eth_signTypedData_v4 with the user key', async () => {
    const address = user.address as Address
    const text = await on.ok('RPC_REQUEST', { method: 'personal_sign', params: ['Hello from Latch', address] })
    expect(await verifyMessage({ address, message: 'Hello from Latch', signature: text as Hex })).toBe(true)
    const raw = await on.ok('RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', address] })
    expect(await verifyMessage({ address, message: { raw: '0x68656c6c6f' }, signature: raw as Hex })).toBe(true)
    expect(await verifyMessage({ address, message: 'Hello', signature: text as Hex })).toBe(false)
    expect(await on.error('RPC_REQUEST', { method: 'personal_sign', params: ['hi', chain.accounts[0]!.address] })).toMatch(/not the signed-in account/)

    const typedData = {
      domain: { name: 'Latch', version: '1', chainId: 31337 },
      types: { Mail: [{ name: 'contents', type: 'string' }] },
      primaryType: 'Mail' as const,
      message: { contents: 'typed hello' },
    }
    const typed = await on.ok('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [address, JSON.stringify(typedData)] })
    expect(await verifyTypedData({ address, ...typedData, signature: typed as Hex })).toBe(true)
    expect(await on.error('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [address, '{not json'] })).toBe(
      'Invalid params: typed data (whole): typed data is a JSON object (or its JSON text) with types, primaryType, domain and message',
    )
  })

  it('issue 31: an approval request alone signs nothing; it is decided once, by its session and origin only', async () => {
    on.state.decision = 'leave'
    const asked = await on.ask('RPC_REQUEST', { method: 'personal_sign', params: ['Only once', user.address] })
    on.state.decision = 'approve'
    expect(asked.body.answer).toBeUndefined()
    const approval = asked.body.approval!
    expect(approval.id).toMatch(/^[0-9a-f]{64}$/)
    expect(approval.summary.title).toBe('Sign a message')
    // The same token under another embedding origin, and another device: no such approval.
    for (const other of [device(on.deviceId, 'http://127.0.0.1:9999'), device()]) {
      other.state.session = on.state.session
      const refused = await other.post({ decide: { approval: approval.id, decision: 'approve' } })
      expect(refused.status).toBe(400)
      expect(refused.body).toEqual({ message: 'No such request to approve' })
    }
    const decided = await on.post({ decide: { approval: approval.id, decision: 'approve' } })
    expect(decided.status).toBe(200)
    const message = parseFrameMessage(decided.body.answer)
    expect(message).toMatchObject({ kind: 'success', name: 'RPC_REQUEST' })
    expect(await verifyMessage({ address: user.address as Address, message: 'Only once', signature: (message as { payload: Hex }).payload })).toBe(true)
    const again = await on.post({ decide: { approval: approval.id, decision: 'approve' } })
    expect([again.status, again.body]).toEqual([400, { message: 'No such request to approve' }])
  })

  it('sends a transaction that the chain mines from the user account', async () => {
    const to = chain.accounts[1]!.address
    const hash = (await on.ok('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: user.address, to, value: '0xde0b6b3a7640000' }] })) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)
    const receipt = await createPublicClient({ transport: http(chain.url) }).waitForTransactionReceipt({ hash, pollingInterval: 50, timeout: 5_000 })
    expect(receipt.status).toBe('success')
    expect(getAddress(receipt.from)).toBe(user.address)
    expect(getAddress(receipt.to!)).toBe(to)
  })

  it('answers accounts and the chain itself, forwards the safe reads to the chain with its errors, and refuses the rest', async () => {
    expect(await on.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([user.address])
    expect(await on.ok('RPC_REQUEST', { method: 'eth_requestAccounts', params: [] })).toEqual([user.address])
    expect(await on.ok('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69')
    expect(await on.ok('RPC_REQUEST', { method: 'eth_getBalance', params: [user.address, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
    expect(await on.error('RPC_REQUEST', { method: 'eth_getBalance', params: ['not an address', 'latest'] })).toBe('invalid string length')
    // SPEC §6, R-PERM-4: only the safe reads reach the chain.
    expect(await on.error('RPC_REQUEST', { method: 'eth_noSuchMethod', params: [] })).toBe('Requested RPC call is not allowed')
    expect(await on.error('RPC_REQUEST', { method: 'anvil_setBalance', params: [user.address, '0x0'] })).toBe('Requested RPC call is not allowed')
  })

  it('keeps the chain per session: GET_CHAIN_ID, SWITCH_NETWORK, and off chain A only chain-free answers', async () => {
    const second = device(on.deviceId)
    second.state.session = on.state.session
    second.state.chainId = 1 // the page's own idea loses to the session's
    expect(await second.ok('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await device().ok('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await on.ok('SWITCH_NETWORK', { chainId: 'eip155:31338' })).toEqual({ chainId: 31338 })
    expect(on.state.chainId).toBe(31338)
    expect(await second.ok('GET_CHAIN_ID')).toEqual({ chainId: 31338 })
    expect(await on.ok('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a6a')
    expect(await on.ok('GET_USER')).toMatchObject({ chainId: 31338 })
    expect(await on.error('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ to: user.address }] })).toBe('Unsupported chain')
    expect(await on.ok('GET_USER', { chainId: '0x7a69' })).toMatchObject({ chainId: 31337 })
    expect(await second.ok('GET_CHAIN_ID')).toEqual({ chainId: 31337 })
    expect(await on.ok('RPC_REQUEST', { method: 'eth_chainId' })).toBe('0x7a69')
    expect(await on.ok('SWITCH_NETWORK', { chainId: '31338' })).toEqual({ chainId: 31338 })
    expect(await on.ok('SWITCH_NETWORK', { chainId: 31337 })).toEqual({ chainId: 31337 })
  })

  it('says yes to theme, dapp data, reload and heartbeat, and not yet to social logins', async () => {
    await on.ok('SYNC_THEME', { themeMode: 'dark' })
    await on.ok('SYNC_DAPP_DATA', { sdkVersion: '1', sdkType: 'latch', projectId: 'p' })
    await on.ok('RELOAD')
    await on.ok('HEARTBEAT')
    const later = [
      on.error('CONNECT_SOCIAL', { uri: 'https://example.test/callback' }),
      on.error('GET_SOCIAL_REDIRECT_URI', { provider: 'github' }),
      on.error('GET_FARCASTER_URI'),
      on.error('CONNECT_FARCASTER'),
    ]
    expect(await Promise.all(later)).toEqual(Array(4).fill('Not supported by this frame yet'))
  })
})

describe('devstack frame: smart accounts (SPEC §4, R-SA-1, R-SA-2)', { timeout: 20_000 }, () => {
  const client = () => createPublicClient({ transport: http(chain.url) })

  it('names chain A as the one network with smart accounts, signed in or not', async () => {
    expect(await device().ok('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toEqual({ smartAccountEnabledNetworks: [31337] })
  })

  it('signs as the smart account: ERC-6492 before deployment, INIT_SMART_ACCOUNT deploys it, ERC-1271 after', async () => {
    const { on, user } = await signIn(uniqueEmail('sam'))
    const account = user.address as Address
    expect(await on.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([account])
    const before = (await on.ok('RPC_REQUEST', { method: 'personal_sign', params: ['Hello from a smart account', account] })) as Hex
    expect(await client().verifyMessage({ address: account, message: 'Hello from a smart account', signature: before })).toBe(true)
    // Not the owner's plain signature: the EOA alone does not verify it.
    expect(await verifyMessage({ address: user.accounts![0]!.address as Address, message: 'Hello from a smart account', signature: before }).catch(() => false)).toBe(false)

    expect(await on.ok('INIT_SMART_ACCOUNT')).toEqual({ address: account, isDeployed: true })
    expect(await on.ok('GET_USER')).toMatchObject({ address: account, smartAccountDeployed: true })
    const typedData = { domain: { name: 'Latch', version: '1', chainId: 31337 }, types: { Mail: [{ name: 'contents', type: 'string' }] }, primaryType: 'Mail' as const, message: { contents: 'typed hello' } }
    const typed = (await on.ok('RPC_REQUEST', { method: 'eth_signTypedData_v4', params: [account, JSON.stringify(typedData)] })) as Hex
    expect(await client().verifyTypedData({ address: account, ...typedData, signature: typed })).toBe(true)
  })

  it('sends a transaction from the smart account as a user operation', async () => {
    const { on, user } = await signIn(uniqueEmail('ursula'))
    const to = chain.accounts[2]!.address
    const start = await client().getBalance({ address: to })
    const hash = (await on.ok('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: user.address, to, value: '0xde0b6b3a7640000' }] })) as Hex
    expect((await client().getTransactionReceipt({ hash })).status).toBe('success')
    expect(await client().getBalance({ address: to })).toBe(start + parseEther('1'))
    expect(await client().getBalance({ address: user.address as Address })).toBeLessThan(parseEther('99'))
    expect(await on.ok('GET_USER')).toMatchObject({ smartAccountDeployed: true })
  })

  it('wallet_sendCalls (EIP-5792): from the smart account one atomic operation, from the EOA one transaction per call; wallet_getCallsStatus from the receipts', async () => {
    const { on, user } = await signIn(uniqueEmail('batch'))
    const [a, b] = [chain.accounts[5]!.address, chain.accounts[6]!.address]
    const start = await Promise.all([a, b].map((address) => client().getBalance({ address })))
    const calls = [
      { to: a, value: '0xde0b6b3a7640000' },
      { to: b, value: '0x1bc16d674ec80000', data: '0x' },
    ]
    const { id } = (await on.ok('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: user.address, chainId: '0x7a69', atomicRequired: true, calls }] })) as { id: string }
    expect(id).toMatch(/^0x[0-9a-f]{64}$/)
    expect(await Promise.all([a, b].map((address) => client().getBalance({ address })))).toEqual([start[0]! + parseEther('1'), start[1]! + parseEther('2')])
    const status = (await on.ok('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [id] })) as { status: number; atomic: boolean; chainId: string; receipts: { status: string }[] }
    expect(status).toMatchObject({ version: '2.0.0', id, chainId: '0x7a69', atomic: true, status: 200 })
    expect(status.receipts).toHaveLength(1)

    const eoa = (await on.ok('SET_PREFERRED_ACCOUNT', { type: 'eoa' })) as { address: string }
    const { id: second } = (await on.ok('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ version: '2.0.0', from: eoa.address, calls }] })) as { id: string }
    const eoaStatus = (await on.ok('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [second] })) as { status: number; atomic: boolean; receipts: { status: string; transactionHash: string }[] }
    expect(eoaStatus).toMatchObject({ atomic: false, status: 200 })
    expect(eoaStatus.receipts.map((receipt) => receipt.status)).toEqual(['0x1', '0x1'])
    expect(await Promise.all([a, b].map((address) => client().getBalance({ address })))).toEqual([start[0]! + parseEther('2'), start[1]! + parseEther('4')])

    // SPEC §5: a batched call's target and data start with 0x; an unknown batch id is not one.
    expect(await on.error('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBe('Invalid params: calls: calls holds 1 to 50 calls')
    expect(await on.error('RPC_REQUEST', { method: 'wallet_sendCalls', params: [{ from: user.address, calls }] })).toBe('The address is not the signed-in account')
    expect(await on.error('RPC_REQUEST', { method: 'wallet_getCallsStatus', params: [`0x${'0'.repeat(64)}`] })).toBe('Invalid params')
  })

  it('switches the account in use with SET_PREFERRED_ACCOUNT, and off chain A the EOA answers (R-SA-2)', async () => {
    const { on, user } = await signIn(uniqueEmail('pat'))
    const [eoa, smart] = [user.accounts![0]!.address, user.address]
    const toEoa = await on.ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' })
    expect(toEoa.message).toMatchObject({ kind: 'success', payload: { type: 'eoa', address: eoa } })
    expect(toEoa.body.accountsChanged).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await on.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([eoa])
    expect(await on.ok('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toEqual({ type: 'smartAccount', address: smart })

    // Chain B has no EntryPoint: the smart account cannot be the one in use there, and asking for it is refused.
    const toB = await on.ask('SWITCH_NETWORK', { chainId: 31338 })
    expect(toB.body.accountsChanged).toMatchObject({ address: eoa, preferredAccountType: 'eoa', accounts: [{ address: eoa, type: 'eoa' }] })
    expect(await on.ok('RPC_REQUEST', { method: 'eth_accounts' })).toEqual([eoa])
    expect(await on.error('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' })).toBe('Smart accounts are not enabled on this network')
    expect(await on.error('INIT_SMART_ACCOUNT')).toBe('Smart accounts are not enabled on this network')
    // Back on A the kept preference brings the smart account back.
    const toA = await on.ask('SWITCH_NETWORK', { chainId: 31337 })
    expect(toA.body.accountsChanged).toMatchObject({ address: smart, preferredAccountType: 'smartAccount' })
    // GET_USER's preferredAccountType is the app's preference, kept by the session.
    expect(await on.ok('GET_USER', { preferredAccountType: 'eoa' })).toMatchObject({ address: eoa, preferredAccountType: 'eoa' })
    expect(await on.ok('GET_USER')).toMatchObject({ address: eoa })
  })

  it('asks for a signed-in user to init or choose an account', async () => {
    expect(await device().error('INIT_SMART_ACCOUNT')).toBe('Not signed in')
    expect(await device().error('SET_PREFERRED_ACCOUNT', { type: 'eoa' })).toBe('Not signed in')
  })
})

describe('devstack frame: the page script relay', { timeout: 10_000 }, () => {
  const PARENT_ORIGIN = APP_ORIGIN
  const SESSION_KEY = sessionKey(PARENT_ORIGIN)

  function fakePage(options: { chainId?: ChainId; parentOrigin?: string; storage?: Map<string, string> } = {}) {
    const parentOrigin = options.parentOrigin ?? PARENT_ORIGIN
    const parent = { posted: [] as { message: unknown; targetOrigin: string }[], postMessage: (message: unknown, targetOrigin: string) => void parent.posted.push({ message, targetOrigin }) }
    const foreign: unknown[] = []
    const waits: number[] = []
    /** The ids of the page's requests the relay took to the frame API, in the order it did. */
    const asked: string[] = []
    const storage = options.storage ?? new Map<string, string>()
    let handler: ((event: IncomingMessageEvent) => void) | undefined
    // The approval on screen in the frame, as approvalView.ts would show it; the test clicks for the person.
    const screen: { shown: Parameters<ApprovalUi['show']>[]; removed: number; themes: string[] } = { shown: [], removed: 0, themes: [] }
    const approvals: ApprovalUi = {
      show(view, on) {
        screen.shown.push([view, on])
        on.height(312)
        return () => void screen.removed++
      },
      theme: (mode) => void screen.themes.push(mode),
    }
    const relay = createFrameRelay({
      parent,
      parentOrigin,
      approvals,
      listen(next) {
        handler = next
        return () => (handler = undefined)
      },
      api: async (body) => {
        const { request } = body as { request?: { id?: string } }
        if (request?.id) asked.push(request.id)
        return (await fetch(`${frame.url}/api/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<unknown>
      },
      faults: async () => (await fetch(`${frame.url}/__faults/frame`)).json() as Promise<unknown>,
      storage: { get: (key) => storage.get(key) ?? null, set: (key, value) => void storage.set(key, value), remove: (key) => void storage.delete(key) },
      chainId: options.chainId ?? '31337',
      postForeign: (message) => void foreign.push(message),
      newDeviceId: () => randomUUID(),
      wait: async (ms) => void waits.push(ms),
    })
    const messages = () => parent.posted.map((post) => parseFrameMessage(post.message))
    /** Delivers a message as the browser would, then waits until the parent (or the foreign poster) got `count` more. */
    async function deliver(event: Partial<IncomingMessageEvent> & { data: unknown }, expectPosts = 1): Promise<void> {
      const before = parent.posted.length + foreign.length
      handler?.({ source: parent, origin: parentOrigin, ...event })
      const deadline = Date.now() + 5_000
      while (parent.posted.length + foreign.length < before + expectPosts) {
        if (Date.now() > deadline) throw new Error('no answer posted')
        await new Promise((resolve) => setTimeout(resolve, 10))
      }
    }
    const request = <N extends RequestName>(name: N, payload?: RequestPayload<N>) => ({ type: `${APP_PREFIX}${name}`, id: randomUUID(), payload })
    return { relay, parent, foreign, waits, asked, storage, messages, deliver, request, screen }
  }

  it('posts READY, hears only its parent at its origin, and answers to that origin only', async () => {
    const page = fakePage()
    await page.relay.start()
    expect(page.parent.posted).toEqual([{ message: { type: `${FRAME_PREFIX}READY` }, targetOrigin: PARENT_ORIGIN }])

    const heartbeat = page.request('HEARTBEAT')
    await page.deliver({ data: heartbeat })
    expect(page.messages()[1]).toEqual({ kind: 'success', name: 'HEARTBEAT', id: heartbeat.id, payload: undefined })
    expect(page.parent.posted.every((post) => post.targetOrigin === PARENT_ORIGIN)).toBe(true)

    // Another window, another origin, or not a request: nothing is relayed. A request from the parent sent after
    // them is relayed and answered; by then each of them would have gone to the frame API before it (a message is
    // relayed as it arrives), so the API having been asked for that one alone shows they were dropped, however
    // slowly a relayed one would have been answered.
    page.deliver({ data: page.request('HEARTBEAT'), source: {} }).catch(() => undefined)
    page.deliver({ data: page.request('HEARTBEAT'), origin: 'https://evil.example.test' }).catch(() => undefined)
    page.deliver({ data: { type: `${APP_PREFIX}HEARTBEAT`, id: 'not-a-uuid' } }).catch(() => undefined)
    page.deliver({ data: { type: `${APP_PREFIX}CONNECT_EMAIL`, id: randomUUID(), payload: { email: 'nope' } } }).catch(() => undefined)
    const after = page.request('HEARTBEAT')
    await page.deliver({ data: after })
    expect(page.asked).toEqual([heartbeat.id, after.id])
    expect(page.parent.posted).toHaveLength(3)
    expect(page.messages()[2]).toEqual({ kind: 'success', name: 'HEARTBEAT', id: after.id, payload: undefined })
    page.relay.stop()
  })

  it('keeps the session in storage and announces the user with ACCOUNTS_CHANGED, then null on sign-out', async () => {
    const page = fakePage()
    await page.relay.start()
    const email = uniqueEmail('gina')
    await page.deliver({ data: page.request('CONNECT_EMAIL', { email }) })
    expect(page.messages().at(-1)).toMatchObject({ kind: 'success', payload: { action: 'VERIFY_OTP' } })
    await page.deliver({ data: page.request('CONNECT_OTP', { otp: await codeMailedTo(email) }) }, 2)
    const [answer, changed] = page.messages().slice(-2)
    expect(answer).toMatchObject({ kind: 'success', name: 'CONNECT_OTP' })
    expect(changed).toMatchObject({ kind: 'accountsChanged', user: { email } })
    expect(page.storage.get(SESSION_KEY)).toMatch(/^[0-9a-f]{64}$/)
    await page.deliver({ data: page.request('SIGN_OUT') }, 2)
    expect(page.messages().at(-1)).toEqual({ kind: 'accountsChanged', user: null })
    expect(page.storage.has(SESSION_KEY)).toBe(false)
    page.relay.stop()
  })

  it('follows the fault switch: READY never or after 3 s, answers as errors, malformed or from a foreign window', async () => {
    const post = (body: unknown) => fetch(`${frame.url}/__faults/frame`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })
    await post({ ready: 'never' })
    const silent = fakePage()
    await silent.relay.start()
    expect(silent.parent.posted).toEqual([])
    silent.relay.stop()

    await post({ ready: 'slow', replies: 'error' })
    const page = fakePage()
    await page.relay.start()
    expect(page.waits).toEqual([3_000])
    expect(page.messages()).toEqual([{ kind: 'ready' }])
    const heartbeat = page.request('HEARTBEAT')
    await page.deliver({ data: heartbeat })
    expect(page.messages().at(-1)).toEqual({ kind: 'error', name: 'HEARTBEAT', id: heartbeat.id, message: 'Frame fault' })

    await post({ replies: 'malformed' })
    await page.deliver({ data: page.request('IS_CONNECTED') })
    expect(page.parent.posted.at(-1)?.message).toMatchObject({ type: `${FRAME_PREFIX}IS_CONNECTED_SUCCESS` })
    expect(page.messages().at(-1)).toBeUndefined()

    await post({ replies: 'foreign' })
    const before = page.parent.posted.length
    const foreignOne = page.request('GET_CHAIN_ID')
    await page.deliver({ data: foreignOne })
    expect(page.parent.posted).toHaveLength(before)
    expect(page.foreign).toEqual([{ type: `${FRAME_PREFIX}GET_CHAIN_ID_SUCCESS`, id: foreignOne.id, payload: { chainId: 31337 } }])
    page.relay.stop()
  })

  it('issue 31: an approval method is shown in the frame and answered only after the person decides there', async () => {
    const page = fakePage()
    await page.relay.start()
    const email = uniqueEmail('olga')
    await page.deliver({ data: page.request('CONNECT_EMAIL', { email }) })
    await page.deliver({ data: page.request('CONNECT_OTP', { otp: await codeMailedTo(email) }) }, 2)
    const user = (page.messages().at(-1) as { user: EmbeddedUser }).user
    const sign = page.request('RPC_REQUEST', { method: 'personal_sign', params: ['Pay Olga', user.address] })
    // The request alone posts only the frame's wish for room, under the app's request id: no answer, no signature.
    await page.deliver({ data: sign })
    expect(page.messages().at(-1)).toEqual({ kind: 'approval', requestId: sign.id, height: 312 })
    const [view, on] = page.screen.shown[0]!
    expect(view.summary.sections.flatMap((section) => section.rows.map((row) => row.value))).toContain('Pay Olga')
    // A read meanwhile (the app refreshing a balance) is answered and leaves the approval on screen.
    const read = page.request('RPC_REQUEST', { method: 'eth_chainId' })
    await page.deliver({ data: read })
    expect(page.messages().at(-1)).toMatchObject({ kind: 'success', name: 'RPC_REQUEST', id: read.id, payload: '0x7a69' })
    expect(page.screen.removed).toBe(0)
    const before = page.parent.posted.length
    on.decide('approve')
    await vi.waitFor(() => expect(page.parent.posted.length).toBe(before + 1))
    const answer = page.messages().at(-1)
    expect(answer).toMatchObject({ kind: 'success', name: 'RPC_REQUEST', id: sign.id })
    expect(await createPublicClient({ transport: http(chain.url) }).verifyMessage({ address: user.address as Address, message: 'Pay Olga', signature: (answer as { payload: Hex }).payload })).toBe(true)
    expect(page.screen.removed).toBe(1)
    // A second decision on the same screen does nothing: the approval was decided once.
    on.decide('approve')
    on.decide('reject')
    const again = page.request('HEARTBEAT')
    await page.deliver({ data: again })
    expect(page.messages().at(-1)).toMatchObject({ kind: 'success', name: 'HEARTBEAT', id: again.id })
    page.relay.stop()
  })

  it("issue 31: SYNC_THEME gives the approval the app's theme", async () => {
    const page = fakePage()
    await page.relay.start()
    await page.deliver({ data: page.request('SYNC_THEME', { themeMode: 'dark' }) })
    expect(page.messages().at(-1)).toMatchObject({ kind: 'success', name: 'SYNC_THEME' })
    expect(page.screen.themes).toEqual(['dark'])
    page.relay.stop()
  })

  it('issue 31: the app can withdraw an approval (CANCEL_APPROVAL): it is rejected, never signed', async () => {
    const page = fakePage()
    await page.relay.start()
    const email = uniqueEmail('pia')
    await page.deliver({ data: page.request('CONNECT_EMAIL', { email }) })
    await page.deliver({ data: page.request('CONNECT_OTP', { otp: await codeMailedTo(email) }) }, 2)
    const user = (page.messages().at(-1) as { user: EmbeddedUser }).user
    const send = page.request('RPC_REQUEST', { method: 'eth_sendTransaction', params: [{ from: user.address, to: chain.accounts[3]!.address, value: '0x1' }] })
    await page.deliver({ data: send })
    const cancel = page.request('CANCEL_APPROVAL', { requestId: send.id })
    await page.deliver({ data: cancel }, 2)
    expect(page.messages().slice(-2)).toEqual([
      { kind: 'error', name: 'RPC_REQUEST', id: send.id, message: 'User rejected the request' },
      { kind: 'success', name: 'CANCEL_APPROVAL', id: cancel.id, payload: undefined },
    ])
    expect(page.screen.removed).toBe(1)
    page.relay.stop()
  })

  it('issue 31: a frame embedded by another origin (another port of the same host) shares storage but not the session', async () => {
    const storage = new Map<string, string>()
    const page = fakePage({ storage })
    await page.relay.start()
    const email = uniqueEmail('quinn')
    await page.deliver({ data: page.request('CONNECT_EMAIL', { email }) })
    await page.deliver({ data: page.request('CONNECT_OTP', { otp: await codeMailedTo(email) }) }, 2)
    const token = storage.get(SESSION_KEY)
    expect(token).toMatch(/^[0-9a-f]{64}$/)
    // The attacker's page, same browser (same frame storage, same device id), another port.
    const attacker = fakePage({ storage, parentOrigin: 'http://127.0.0.1:9999' })
    await attacker.relay.start()
    await attacker.deliver({ data: attacker.request('IS_CONNECTED') })
    expect(attacker.messages().at(-1)).toMatchObject({ kind: 'success', payload: { isConnected: false } })
    await attacker.deliver({ data: attacker.request('GET_USER') })
    expect(attacker.messages().at(-1)).toMatchObject({ kind: 'error', message: 'Not signed in' })
    await attacker.deliver({ data: attacker.request('RPC_REQUEST', { method: 'personal_sign', params: ['steal', '0x0000000000000000000000000000000000000001'] }) })
    expect(attacker.messages().at(-1)).toMatchObject({ kind: 'error', message: 'Not signed in' })
    expect(attacker.screen.shown).toEqual([])
    await attacker.deliver({ data: attacker.request('SIGN_OUT') })
    // Even a sign-out under the other origin leaves the person's session as it was.
    expect(storage.get(SESSION_KEY)).toBe(token)
    await page.deliver({ data: page.request('IS_CONNECTED') })
    expect(page.messages().at(-1)).toMatchObject({ kind: 'success', payload: { isConnected: true } })
    // The token itself, handed to the server under the other origin, names no session there.
    const stolen = device(storage.get(DEVICE_KEY)!, 'http://127.0.0.1:9999')
    stolen.state.session = token!
    expect(await stolen.error('GET_USER')).toBe('Not signed in')
    attacker.relay.stop()
    page.relay.stop()
  })

  it('makes a malformed answer that the app drops, for every request name', () => {
    for (const name of Object.keys(REQUEST_PAYLOADS) as RequestName[]) {
      expect(parseFrameMessage(malformedAnswer(name, randomUUID())), name).toBeUndefined()
    }
  })
})
