// @vitest-environment node
// The embedded-wallet frame fake (support/frame.ts) against the devstack's frame: its page's relay
// (devstack/frame/frameRelay.ts, as page.ts runs it in the iframe) in front of its server (startFrame, with real mail
// and a real anvil). One script of SPEC §7 messages from the app, and of what the person does in the mailbox and in
// the frame, runs on both; every message the frame posts back is read with the app's own parseFrameMessage and
// compared: the same kinds, names and payload shapes, the same values where the script fixes them (actions,
// isConnected, chain ids, account types), the same error messages word for word, and issue 31's approvals alike
// (APPROVAL with its height, answered only by the person's decision in the frame, or rejected by CANCEL_APPROVAL or a
// newer approval). The fake is driven through a real jsdom page: Latch's iframe, its window's postMessage, the
// page's message events.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { startFrame, type FrameServer } from '../../../devstack/frame'
import { createFrameRelay, type ApprovalUi } from '../../../devstack/frame/frameRelay'
import { startMail, type MailServer } from '../../../devstack/mail'
import { APP_PREFIX, parseFrameMessage, type FrameMessage, type RequestName, type RequestPayload } from '../../../src/services/frame/frameMessages'
import { FakeFrame } from '../support/frame'
import { createLedger } from '../support/ledger'

const APP_ORIGIN = 'http://localhost:3000'
const CHAIN_ID = 31337
let mail: MailServer
let chain: Chain
let server: FrameServer

beforeAll(async () => {
  ;[mail, chain] = await Promise.all([startMail({ smtpPort: 0, httpPort: 0 }), startChain({ port: 0 })])
  server = await startFrame({ port: 0, chainUrl: chain.url, chainId: CHAIN_ID, smtpUrl: mail.smtpUrl, allowedOrigins: [APP_ORIGIN], deviceWaitMs: 3_000, script: async () => '' })
}, 30_000)
afterAll(async () => {
  await Promise.allSettled([server?.close(), mail?.close(), chain?.close()])
})

/** A frame as the app meets it: requests posted in, messages posted back; and what the person does. */
type Side = {
  posted: unknown[]
  send(name: RequestName, payload?: unknown, id?: string): string
  /** The person, in the frame's approval. */
  decide(decision: 'approve' | 'reject'): void
  /** The person reads the code last mailed to `email`. */
  otp(email: string): Promise<string>
  /** The person opens the device-approval link mailed to `email`. */
  approveDevice(email: string): Promise<void>
  /** The person comes back in another browser (a new device, no session). */
  newDevice(): Promise<void>
}

async function mailboxText(to: string): Promise<string> {
  const response = await fetch(`${mail.mailboxUrl}/messages/latest?to=${encodeURIComponent(to)}`)
  return ((await response.json()) as { text: string }).text
}

async function devstackFrame(): Promise<Side> {
  const posted: unknown[] = []
  let deciding: ((decision: 'approve' | 'reject') => void) | undefined
  const approvals: ApprovalUi = {
    show(_view, on) {
      deciding = on.decide
      // The frame's approval asks for its room at once (the page measures; the fake answers 320).
      on.height(320)
      return () => (deciding = undefined)
    },
    theme: () => undefined,
  }
  const parent = { postMessage: (message: unknown) => void posted.push(message) }
  let heard: ((event: { source: unknown; origin: string; data: unknown }) => void) | undefined
  const start = async () => {
    const storage = new Map<string, string>()
    const relay = createFrameRelay({
      parent,
      parentOrigin: APP_ORIGIN,
      listen: (handler) => ((heard = handler), () => (heard = undefined)),
      api: async (body) => (await fetch(`${server.url}/api/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json(),
      faults: async () => (await fetch(`${server.url}/__faults/frame`)).json(),
      storage: { get: (key) => storage.get(key) ?? null, set: (key, value) => void storage.set(key, value), remove: (key) => void storage.delete(key) },
      chainId: CHAIN_ID,
      postForeign: () => undefined,
      newDeviceId: () => randomUUID(),
      wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
      approvals,
    })
    await relay.start()
    return relay
  }
  let relay = await start()
  return {
    posted,
    send(name, payload, id = randomUUID()) {
      heard?.({ source: parent, origin: APP_ORIGIN, data: { type: `${APP_PREFIX}${name}`, id, payload } })
      return id
    },
    decide: (decision) => deciding?.(decision),
    otp: async (email) => /\b(\d{6})\b/.exec(await mailboxText(email))![1]!,
    async approveDevice(email) {
      const link = /(http:\/\/\S+\/verify-device\?token=[0-9a-f]{64})/.exec(await mailboxText(email))![1]!
      expect((await fetch(link)).status).toBe(200)
    },
    async newDevice() {
      relay.stop()
      relay = await start()
    },
  }
}

async function fakeFrame(): Promise<Side> {
  // A page of its own (this file runs in Node, beside the devstack's servers): jsdom, as the world's page is.
  const { JSDOM } = (await import('jsdom' as string)) as { JSDOM: new (html: string, options: { url: string }) => { window: unknown } }
  const dom = new JSDOM('<!DOCTYPE html><body></body>', { url: APP_ORIGIN })
  const win = dom.window as unknown as Window & typeof globalThis
  const frame = new FakeFrame({
    url: 'http://frame.latch.test/frame',
    ledger: createLedger([`eip155:${CHAIN_ID}`]),
    now: () => Date.now(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    onActivity: () => undefined,
  })
  frame.install(win.document)
  const posted: unknown[] = []
  win.addEventListener('message', (event) => {
    if (event.origin === frame.origin) posted.push(event.data)
  })
  // Latch's hidden iframe, as embeddedFrame.ts creates it.
  const load = () => {
    const iframe = win.document.createElement('iframe')
    iframe.src = `${frame.origin}/frame?projectId=p&chainId=${CHAIN_ID}&version=1&enableLogger=false`
    win.document.body.append(iframe)
    return iframe
  }
  let iframe = load()
  await new Promise((resolve) => setTimeout(resolve, 0))
  return {
    posted,
    send(name, payload, id = randomUUID()) {
      iframe.contentWindow!.postMessage({ type: `${APP_PREFIX}${name}`, id, payload }, frame.origin)
      return id
    },
    decide: (decision) => void (decision === 'approve' ? frame.approve() : frame.reject()),
    otp: async (email) => frame.otp(email)!,
    approveDevice: async () => void frame.approveDevice(),
    async newDevice() {
      iframe.remove()
      frame.pageGone()
      frame.newDevice()
      iframe = load()
    },
  }
}

/** A message as compared: its kind and name, the payload's shape, the values the script fixes, error words exactly. */
function normalized(message: FrameMessage | undefined): unknown {
  if (!message) return 'unparseable'
  if (message.kind === 'ready') return { kind: 'ready' }
  if (message.kind === 'approval') return { kind: 'approval', height: message.height }
  if (message.kind === 'error') return { kind: 'error', name: message.name, message: message.message }
  if (message.kind === 'accountsChanged') return { kind: 'accountsChanged', user: message.user && describeUser(message.user) }
  return { kind: 'success', name: message.name, payload: describePayload(message.payload) }
}
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SIGNATURE = /^0x[0-9a-fA-F]{130}$/
function describePayload(payload: unknown): unknown {
  if (typeof payload === 'string') return ADDRESS.test(payload) ? '<address>' : SIGNATURE.test(payload) ? '<signature>' : payload
  if (Array.isArray(payload)) return payload.map(describePayload)
  if (payload && typeof payload === 'object') {
    if ('address' in payload && 'accounts' in payload) return describeUser(payload as never)
    return Object.fromEntries(Object.entries(payload).map(([key, value]) => [key, describePayload(value)]))
  }
  return payload
}
function describeUser(user: { email?: string; address: string; chainId: string | number; accounts?: { type: string }[]; preferredAccountType?: string }) {
  return { email: user.email, address: ADDRESS.test(user.address) ? '<address>' : user.address, chainId: user.chainId, accounts: user.accounts?.map((account) => account.type), preferredAccountType: user.preferredAccountType }
}

/** Waits until the frame has said something about request `id` (its answer or its approval), then a moment more. */
async function answered(side: Side, id: string | undefined, from: number): Promise<unknown[]> {
  const deadline = Date.now() + 8_000
  const done = () =>
    id === undefined
      ? side.posted.length > from
      : side.posted.slice(from).some((message) => {
          const parsed = parseFrameMessage(message)
          return parsed !== undefined && (parsed.kind === 'success' || parsed.kind === 'error' || parsed.kind === 'approval') && ('id' in parsed ? parsed.id : parsed.kind === 'approval' ? parsed.requestId : '') === id
        })
  while (!done() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 5))
  await new Promise((resolve) => setTimeout(resolve, 15))
  return side.posted.slice(from).map((message) => normalized(parseFrameMessage(message)))
}

/** The script, run on one side: each step's messages. */
async function script(side: Side, email: string, newEmail: string): Promise<Record<string, unknown[]>> {
  const log: Record<string, unknown[]> = {}
  const step = async (label: string, act: () => string | undefined | Promise<string | undefined>) => {
    const from = side.posted.length
    const started = Date.now()
    const id = await act()
    log[label] = await answered(side, id, from)
    if (process.env.FRAME_TIMING) console.log(label, Date.now() - started)
  }
  const ask = <N extends RequestName>(name: N, payload?: RequestPayload<N>) => side.send(name, payload)
  const rpc = (method: string, params: unknown[]) => ask('RPC_REQUEST', { method, params })
  log.ready = await answered(side, undefined, 0)
  await step('is connected, fresh', () => ask('IS_CONNECTED'))
  await step('user, signed out', () => ask('GET_USER'))
  await step('theme', () => ask('SYNC_THEME', { themeMode: 'dark' }))
  await step('chain id', () => ask('GET_CHAIN_ID'))
  await step('social', () => ask('CONNECT_SOCIAL', { uri: 'https://example.test' }))
  await step('email', () => ask('CONNECT_EMAIL', { email }))
  await step('wrong code', () => ask('CONNECT_OTP', { otp: '000000' }))
  const code = await side.otp(email)
  await step('code', () => ask('CONNECT_OTP', { otp: code }))
  await step('is connected', () => ask('IS_CONNECTED'))
  await step('user as EOA', () => ask('GET_USER', { chainId: CHAIN_ID, preferredAccountType: 'eoa' }))
  await step('smart account networks', () => ask('GET_SMART_ACCOUNT_ENABLED_NETWORKS'))
  await step('smart account refused', () => ask('SET_PREFERRED_ACCOUNT', { type: 'smartAccount' }))
  await step('eoa preferred', () => ask('SET_PREFERRED_ACCOUNT', { type: 'eoa' }))
  await step('read chain', () => rpc('eth_chainId', []))
  let address = ''
  await step('read accounts', () => rpc('eth_accounts', []))
  {
    const from = side.posted.length
    const id = rpc('eth_accounts', [])
    await answered(side, id, from)
    const parsed = side.posted.slice(from).map((message) => parseFrameMessage(message)).find((message) => message?.kind === 'success')
    address = ((parsed as { payload: string[] } | undefined)?.payload ?? [])[0] ?? ''
  }
  await step('not allowed', () => rpc('anvil_mine', []))
  await step('sign, shown', () => rpc('personal_sign', ['0x68656c6c6f', address]))
  await step('sign, approved', () => (side.decide('approve'), undefined))
  await step('sign again, shown', () => rpc('personal_sign', ['0x68656c6c6f', address]))
  await step('sign again, rejected', () => (side.decide('reject'), undefined))
  const beforeWithdrawn = side.posted.length
  const withdrawn = rpc('personal_sign', ['0x6869', address])
  log['shown, to be withdrawn'] = await answered(side, withdrawn, beforeWithdrawn)
  await step('withdrawn', () => ask('CANCEL_APPROVAL', { requestId: withdrawn }))
  await step('another account', () => rpc('personal_sign', ['0x6869', '0x000000000000000000000000000000000000dEaD']))
  await step('first of two', () => rpc('personal_sign', ['0x01', address]))
  await step('second replaces it', () => rpc('personal_sign', ['0x02', address]))
  await step('second approved', () => (side.decide('approve'), undefined))
  await step('same email', () => ask('UPDATE_EMAIL', { email }))
  await step('new email', () => ask('UPDATE_EMAIL', { email: newEmail }))
  const primary = await side.otp(email)
  await step('primary code', () => ask('UPDATE_EMAIL_PRIMARY_OTP', { otp: primary }))
  const secondary = await side.otp(newEmail)
  await step('secondary code', () => ask('UPDATE_EMAIL_SECONDARY_OTP', { otp: secondary }))
  await step('switch network', () => ask('SWITCH_NETWORK', { chainId: 1 }))
  await step('read chain after switch', () => rpc('eth_chainId', []))
  await step('read balance off the chain', () => rpc('eth_getBalance', [address, 'latest']))
  await step('sign out', () => ask('SIGN_OUT'))
  await step('is connected after', () => ask('IS_CONNECTED'))
  const beforeNewDevice = side.posted.length
  await side.newDevice()
  log.readyAgain = await answered(side, undefined, beforeNewDevice)
  await step('known email, new device', () => ask('CONNECT_EMAIL', { email: newEmail }))
  {
    const from = side.posted.length
    const id = ask('CONNECT_DEVICE')
    await new Promise((resolve) => setTimeout(resolve, 50))
    await side.approveDevice(newEmail)
    log['device approved'] = await answered(side, id, from)
  }
  const deviceCode = await side.otp(newEmail)
  await step('code on the new device', () => ask('CONNECT_OTP', { otp: deviceCode }))
  const beforeThirdDevice = side.posted.length
  await side.newDevice()
  log.readyOnceMore = await answered(side, undefined, beforeThirdDevice)
  await step('device without a link', () => ask('CONNECT_DEVICE'))
  return log
}

describe('embedded-wallet frame fake ≡ devstack frame (relay + server)', () => {
  it('the same messages for the same script: login, reads, approvals, email update, sign-out, a new device', async () => {
    const id = randomUUID().slice(0, 8)
    const [email, newEmail] = [`ada-${id}@example.test`, `bea-${id}@example.test`]
    const real = await script(await devstackFrame(), email, newEmail)
    const faked = await script(await fakeFrame(), `fake-${email}`, `fake-${newEmail}`)
    const withoutEmails = (log: Record<string, unknown[]>) => JSON.parse(JSON.stringify(log).replaceAll('fake-', '')) as unknown
    if (process.env.FRAME_LOG) console.log(JSON.stringify(withoutEmails(real)))
    expect(withoutEmails(faked)).toEqual(withoutEmails(real))
    // What the script proves, spelled out.
    expect(faked['sign, shown']).toEqual([{ kind: 'approval', height: 320 }])
    expect(faked['sign, approved']).toEqual([{ kind: 'success', name: 'RPC_REQUEST', payload: '<signature>' }])
    expect(faked['withdrawn']).toEqual([
      { kind: 'error', name: 'RPC_REQUEST', message: 'User rejected the request' },
      { kind: 'success', name: 'CANCEL_APPROVAL', payload: undefined },
    ])
  }, 30_000)
})
