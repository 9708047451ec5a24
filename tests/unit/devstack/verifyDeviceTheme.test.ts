// Issue 35, the frame's own pages follow the theme: a known email on a new device is mailed an approval link that
// carries the theme the frame was last synced with (SYNC_THEME, relayed with CONNECT_EMAIL by the page script), and
// GET /verify-device renders in it. Against the real frame server, mail (SMTP + mailbox) and anvil, with the page
// script's relay on a fake window, as frame.test.ts drives them.
import { randomUUID } from 'node:crypto'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { APP_PREFIX, parseFrameMessage, type RequestName, type RequestPayload } from '../../../src/services/frame/frameMessages'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { startFrame, type FrameServer } from '../../../devstack/frame'
import type { ApiRequest } from '../../../devstack/frame/apiSchemas'
import { createFrameRelay, type ApprovalUi, type IncomingMessageEvent } from '../../../devstack/frame/frameRelay'
import { startMail, type MailServer } from '../../../devstack/mail'
import { latestMail as latestMailIn } from './mailboxReader'

const APP_ORIGIN = 'http://127.0.0.1:5173'
const DEVICE_WAIT_MS = 1_500

let mail: MailServer
let chain: Chain
let frame: FrameServer

beforeAll(async () => {
  ;[mail, chain] = await Promise.all([startMail({ smtpPort: 0, httpPort: 0 }), startChain({ port: 0 })])
  frame = await startFrame({ port: 0, chainUrl: chain.url, chainId: chain.chainId, smtpUrl: mail.smtpUrl, deviceWaitMs: DEVICE_WAIT_MS, script: async () => '/* the page script */' })
}, 60_000)
afterAll(async () => {
  await Promise.allSettled([frame?.close(), mail?.close(), chain?.close()])
})

const uniqueEmail = (name: string) => `${name}-${randomUUID().slice(0, 8)}@example.test`

const latestMail = (to: string) => latestMailIn(mail.mailboxUrl, to)

async function codeMailedTo(to: string): Promise<string> {
  const message = await latestMail(to)
  expect(message.subject).toBe('Your Latch login code')
  return /\b(\d{6})\b/.exec(message.text)![1]!
}

/** The approval link in the device mail, whole (its query included), checked to be the same in the text and the HTML. */
async function deviceLinkMailedTo(to: string): Promise<string> {
  const message = await latestMail(to)
  expect(message.subject).toBe('Approve this device')
  const link = /(http:\/\/\S+\/verify-device\?\S+)/.exec(message.text)?.[1]
  expect(link, message.text).toBeDefined()
  expect(message.html).toContain(`<a href="${link!.replace(/&/g, '&#38;').replace(/'/g, '&#39;')}">`)
  return link!
}

/** The page's <html> start tag, whole. */
const rootTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]

/** The frame page script's relay on a fake window (its own device), talking to the real frame server. */
function fakePage() {
  const posted: unknown[] = []
  const bodies: ApiRequest[] = []
  const themes: Parameters<ApprovalUi['theme']>[] = []
  const storage = new Map<string, string>()
  let handler: ((event: IncomingMessageEvent) => void) | undefined
  const parent = { postMessage: (message: unknown) => void posted.push(message) }
  const relay = createFrameRelay({
    parent,
    parentOrigin: APP_ORIGIN,
    approvals: { show: () => () => undefined, theme: (...args) => void themes.push(args) },
    listen(next) {
      handler = next
      return () => (handler = undefined)
    },
    api: async (body) => {
      bodies.push(body)
      return (await fetch(`${frame.url}/api/request`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) })).json() as Promise<unknown>
    },
    faults: async () => (await fetch(`${frame.url}/__faults/frame`)).json() as Promise<unknown>,
    storage: { get: (key) => storage.get(key) ?? null, set: (key, value) => void storage.set(key, value), remove: (key) => void storage.delete(key) },
    chainId: '31337',
    postForeign: () => undefined,
    newDeviceId: () => randomUUID(),
    wait: async () => undefined,
  })
  /** The app's request, delivered as the browser would; resolves with the message posted back for it. */
  async function ask<N extends RequestName>(name: N, payload?: RequestPayload<N>, posts = 1) {
    const before = posted.length
    handler?.({ source: parent, origin: APP_ORIGIN, data: { type: `${APP_PREFIX}${name}`, id: randomUUID(), payload } })
    const deadline = Date.now() + 5_000
    while (posted.length < before + posts) {
      if (Date.now() > deadline) throw new Error(`no answer posted for ${name}`)
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return parseFrameMessage(posted[before])
  }
  return { relay, bodies, themes, ask }
}

/** A first login on a page of its own: the email is then known, and a new device must be approved by mail. */
async function knownEmail(name: string): Promise<string> {
  const email = uniqueEmail(name)
  const first = fakePage()
  await first.relay.start()
  expect(await first.ask('CONNECT_EMAIL', { email })).toMatchObject({ kind: 'success', payload: { action: 'VERIFY_OTP' } })
  expect(await first.ask('CONNECT_OTP', { otp: await codeMailedTo(email) }, 2)).toMatchObject({ kind: 'success', name: 'CONNECT_OTP' })
  first.relay.stop()
  return email
}

describe('devstack frame: the device-approval page in the app theme (issue 35)', { timeout: 20_000 }, () => {
  it('mails a link that carries the theme the frame was synced with, and the page renders dark with the accent', async () => {
    const email = await knownEmail('tess')
    const page = fakePage()
    await page.relay.start()
    await page.ask('SYNC_THEME', { themeMode: 'light' })
    // The last sync counts; the variables the frame does not use, or with unsafe values, are left out.
    const synced = await page.ask('SYNC_THEME', {
      themeMode: 'dark',
      themeVariables: { '--latch-accent': '#0a7d5a', '--latch-font': "'Inter', sans-serif", '--latch-radius': 12, '--latch-bg': 'red;background:url(https://evil.example.test/x)' },
    })
    expect(synced).toMatchObject({ kind: 'success', name: 'SYNC_THEME' })
    expect(page.themes.at(-1)).toEqual(['dark', { '--latch-accent': '#0a7d5a', '--latch-font': "'Inter', sans-serif" }])

    expect(await page.ask('CONNECT_EMAIL', { email })).toMatchObject({ kind: 'success', payload: { action: 'VERIFY_DEVICE' } })
    // Only the login request carries the theme to the server.
    expect(page.bodies.filter((body) => 'theme' in body).map((body) => ('request' in body ? (body.request as { type: string }).type : undefined))).toEqual([`${APP_PREFIX}CONNECT_EMAIL`])
    const link = await deviceLinkMailedTo(email)
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-device\?token=[0-9a-f]{64}&theme=dark&accent=%230a7d5a&font=%27Inter%27%2C%20sans-serif$/)

    const waiting = page.ask('CONNECT_DEVICE')
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    expect(opened.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'")
    const html = await opened.text()
    expect(rootTag(html)).toBe('<html lang="en" data-theme="dark" style="--primary:#0a7d5a;font-family:&#39;Inter&#39;, sans-serif">')
    expect(html).toContain(':root[data-theme=dark]{color-scheme:dark;--bg:#1b1b1b;--fg:#f2f2f2;')
    expect(html).toContain('<h1>Device approved</h1>')
    expect(await waiting).toMatchObject({ kind: 'success', name: 'CONNECT_DEVICE' })
    page.relay.stop()
  })

  it('a link with no theme parameters still approves the device, in the default light look', async () => {
    const email = await knownEmail('uma')
    const page = fakePage()
    await page.relay.start()
    // Never synced: the login goes without a theme, and the link is the token alone.
    expect(await page.ask('CONNECT_EMAIL', { email })).toMatchObject({ kind: 'success', payload: { action: 'VERIFY_DEVICE' } })
    expect(page.bodies.some((body) => 'theme' in body)).toBe(false)
    const link = await deviceLinkMailedTo(email)
    expect(link).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/verify-device\?token=[0-9a-f]{64}$/)

    const waiting = page.ask('CONNECT_DEVICE')
    const opened = await fetch(link)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(rootTag(html)).toBe('<html lang="en" data-theme="light">')
    expect(html).toContain('<p>Device approved, you can return to the app.</p>')
    expect(await waiting).toMatchObject({ kind: 'success', name: 'CONNECT_DEVICE' })
    expect(await page.ask('CONNECT_OTP', { otp: await codeMailedTo(email) }, 2)).toMatchObject({ kind: 'success', name: 'CONNECT_OTP' })
    page.relay.stop()
  })

  it('bad or hostile theme parameters give the default look, inject nothing, and never cost the approval', async () => {
    const email = await knownEmail('vera')
    const page = fakePage()
    await page.relay.start()
    await page.ask('CONNECT_EMAIL', { email })
    const link = await deviceLinkMailedTo(email)
    const hostile = new URLSearchParams({
      theme: '"><script>alert(1)</script>',
      accent: 'red;background:url(https://evil.example.test/x)',
      accentFg: 'url(https://evil.example.test/x)',
      bg: '#fff" onload="alert(2)',
      fg: '</style><script>alert(3)</script>',
      font: "x'}</style><script>alert(4)</script>",
    })
    const waiting = page.ask('CONNECT_DEVICE')
    const opened = await fetch(`${link}&${hostile.toString()}&accent=%E0%A4%A`)
    expect(opened.status).toBe(200)
    const html = await opened.text()
    expect(rootTag(html)).toBe('<html lang="en" data-theme="light">')
    expect(html).toContain('<h1>Device approved</h1>')
    expect(html).not.toContain('<script')
    expect(html).not.toContain('alert(')
    expect(html).not.toContain('evil.example.test')
    expect(await waiting).toMatchObject({ kind: 'success', name: 'CONNECT_DEVICE' })

    // A spent link in a good theme: still the page that says so (the token's 400), dark as asked.
    const again = await fetch(`${link}&theme=dark`)
    expect(again.status).toBe(400)
    const spent = await again.text()
    expect(rootTag(spent)).toBe('<html lang="en" data-theme="dark">')
    expect(spent).toContain('<h1>Link not valid</h1>')
    page.relay.stop()
  })

  it('the server checks the theme on its own: unsafe parts left out of the link, no object no theme, never a 400', async () => {
    const email = await knownEmail('wren')
    const deviceId = randomUUID()
    const connect = (theme: unknown) =>
      fetch(`${frame.url}/api/request`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ deviceId, parentOrigin: APP_ORIGIN, theme, request: { type: `${APP_PREFIX}CONNECT_EMAIL`, id: randomUUID(), payload: { email } } }),
      })
    const unsafe = await connect({ mode: 'dark', variables: { '--latch-accent': '#0a7d5a', '--latch-fg': '#fff"><script>alert(1)</script>', '--latch-width': '400px' } })
    expect(unsafe.status).toBe(200)
    expect(await deviceLinkMailedTo(email)).toMatch(/\/verify-device\?token=[0-9a-f]{64}&theme=dark&accent=%230a7d5a$/)
    const notObject = await connect('dark')
    expect(notObject.status).toBe(200)
    expect(await deviceLinkMailedTo(email)).toMatch(/\/verify-device\?token=[0-9a-f]{64}$/)
  })
})
