// The devstack's mail (issue 14): messages sent through sendMail (nodemailer, real SMTP) land in the mailbox, are
// read back by address, show escaped on the mailbox page, and the SMTP switch (/__faults/smtp) makes the SMTP server
// refuse them; the mailbox's own routes fail through the HTTP base's /__faults, whose DELETE clears both.
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createMailSender, startMail, type MailSender, type MailServer, type MessageSummary, type StoredMessage } from '../../../devstack/mail'

let mail: MailServer
let sender: MailSender

async function getJson<T>(path: string): Promise<{ status: number; body: T; cors: string | null }> {
  const response = await fetch(`${mail.mailboxUrl}${path}`)
  return { status: response.status, body: (await response.json()) as T, cors: response.headers.get('access-control-allow-origin') }
}

function setSmtp(smtp: 'up' | 'down' | 'sideways'): Promise<Response> {
  return fetch(`${mail.mailboxUrl}/__faults/smtp`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ smtp }) })
}

beforeAll(async () => {
  mail = await startMail({ smtpPort: 0, httpPort: 0 })
  sender = createMailSender({ smtpUrl: mail.smtpUrl, timeoutMs: 2_000 })
})
afterEach(async () => {
  await fetch(`${mail.mailboxUrl}/__faults`, { method: 'DELETE' })
  await fetch(`${mail.mailboxUrl}/messages`, { method: 'DELETE' })
})
afterAll(async () => {
  sender.close()
  await mail.close()
})

describe('devstack mail', { timeout: 5_000 }, () => {
  it('starts on free ports and says where', () => {
    expect(mail.smtpPort).toBeGreaterThan(0)
    expect(mail.httpPort).toBeGreaterThan(0)
    expect(mail.smtpUrl).toBe(`smtp://127.0.0.1:${mail.smtpPort}`)
    expect(mail.mailboxUrl).toBe(`http://127.0.0.1:${mail.httpPort}`)
  })

  it('stores a sent code and serves it by address, case-insensitively, newest first', async () => {
    const first = await sender.sendMail({ to: 'Alice@Example.test', subject: 'Your Latch code', text: 'Your code is 482913.', html: '<p>Your code is <b>482913</b>.</p>' })
    expect(first).toMatchObject({ ok: true })
    const second = await sender.sendMail({ to: 'alice@example.test', subject: 'Your new Latch code', text: 'Your code is 105772.', html: '<p>Your code is <b>105772</b>.</p>' })
    expect(second.ok).toBe(true)
    await sender.sendMail({ to: 'bob@example.test', subject: 'Not for Alice', text: 'Code 999999.' })

    const latest = await getJson<StoredMessage>('/messages/latest?to=ALICE@example.TEST')
    expect(latest.status).toBe(200)
    expect(latest.cors).toBe('*')
    expect(latest.body).toMatchObject({ to: 'alice@example.test', subject: 'Your new Latch code', html: '<p>Your code is <b>105772</b>.</p>' })
    expect(latest.body.text.trim()).toBe('Your code is 105772.')
    expect(latest.body.text.match(/\b(\d{6})\b/)?.[1]).toBe('105772')
    expect(latest.body.from).toContain('no-reply@latch.localhost')
    expect(Math.abs(latest.body.receivedAt - Date.now())).toBeLessThan(5_000)

    const list = await getJson<MessageSummary[]>('/messages?to=alice@EXAMPLE.test')
    expect(list.cors).toBe('*')
    expect(list.body.map((message) => message.subject)).toEqual(['Your new Latch code', 'Your Latch code'])
    expect(list.body.every((message) => !('html' in message))).toBe(true)
    expect(list.body[1]?.text.trim()).toBe('Your code is 482913.')

    const one = await getJson<StoredMessage>(`/messages/${list.body[1]?.id ?? 0}`)
    expect(one.status).toBe(200)
    expect(one.body).toMatchObject({ subject: 'Your Latch code', html: '<p>Your code is <b>482913</b>.</p>', to: 'alice@example.test' })
  })

  it('shows the mailbox page with every field escaped and no message HTML', async () => {
    const subject = '<script>alert(1)</script>'
    const sent = await sender.sendMail({ to: 'carol@example.test', subject, text: 'a <img src=x onerror=alert(2)> & 123456', html: '<img src=x onerror=alert(3)><p>html body</p>' })
    expect(sent.ok).toBe(true)
    const response = await fetch(`${mail.mailboxUrl}/`)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('text/html')
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'")
    const page = await response.text()
    expect(page).toContain('&#60;script&#62;alert(1)&#60;/script&#62;')
    expect(page).toContain('&#60;img src=x onerror=alert(2)&#62; &#38; 123456')
    expect(page).toContain('carol@example.test')
    expect(page).not.toMatch(/<script/i)
    expect(page).not.toMatch(/<img/i)
    expect(page).not.toContain('html body')
  })

  it('refuses mail with a 421 while the fault switch says down, and takes it again once up', async () => {
    const down = await setSmtp('down')
    expect(down.status).toBe(200)
    expect(await down.json()).toEqual({ smtp: 'down' })
    const refused = await sender.sendMail({ to: 'dave@example.test', subject: 'Code', text: 'Your code is 111111.' })
    expect(refused.ok).toBe(false)
    expect(refused.ok ? '' : refused.error).toMatch(/421/)
    expect((await getJson<MessageSummary[]>('/messages')).body).toEqual([])
    expect((await getJson<unknown>('/messages/latest?to=dave@example.test')).status).toBe(404)

    expect((await setSmtp('sideways')).status).toBe(400)
    expect((await getJson<unknown>('/__faults/smtp')).body).toEqual({ smtp: 'down' })

    expect((await setSmtp('up')).status).toBe(200)
    const accepted = await sender.sendMail({ to: 'dave@example.test', subject: 'Code', text: 'Your code is 222222.' })
    expect(accepted).toMatchObject({ ok: true, messageId: expect.stringMatching(/^<.+@.+>$/) })
    const latest = await getJson<StoredMessage>('/messages/latest?to=dave@example.test')
    expect(latest.body.text.trim()).toBe('Your code is 222222.')
  })

  it('DELETE /__faults puts the SMTP server back up, and clears the HTTP faults on the mailbox routes', async () => {
    await setSmtp('down')
    const add = await fetch(`${mail.mailboxUrl}/__faults`, { method: 'POST', body: JSON.stringify({ route: '/messages', mode: 'status', status: 503, message: 'Mailbox down' }) })
    expect(add.status).toBe(201)
    expect(await getJson<unknown>('/messages')).toMatchObject({ status: 503, body: { message: 'Mailbox down' } })
    // The switches themselves are never faulted.
    expect((await getJson<unknown>('/__health')).body).toEqual({ ok: true, faults: { smtp: 'down' } })
    expect(await (await fetch(`${mail.mailboxUrl}/__faults`, { method: 'DELETE' })).json()).toEqual({ cleared: 1 })
    expect((await getJson<unknown>('/__faults/smtp')).body).toEqual({ smtp: 'up' })
    expect((await getJson<unknown>('/messages')).status).toBe(200)
    expect(await sender.sendMail({ to: 'ivy@example.test', subject: 'Code', text: 'Your code is 333333.' })).toMatchObject({ ok: true })
  })

  it('clears the mailbox with DELETE /messages', async () => {
    await sender.sendMail({ to: 'erin@example.test', subject: 'One', text: '1' })
    await sender.sendMail({ to: 'frank@example.test', subject: 'Two', text: '2' })
    expect((await getJson<MessageSummary[]>('/messages')).body).toHaveLength(2)
    const cleared = await fetch(`${mail.mailboxUrl}/messages`, { method: 'DELETE' })
    expect(await cleared.json()).toEqual({ cleared: 2 })
    expect((await getJson<MessageSummary[]>('/messages')).body).toEqual([])
    expect((await getJson<unknown>('/messages/latest?to=erin@example.test')).status).toBe(404)
  })

  it('answers 404 for an unknown id and 400 for a missing address', async () => {
    await sender.sendMail({ to: 'gina@example.test', subject: 'Hi', text: 'hello' })
    const [only] = (await getJson<MessageSummary[]>('/messages')).body
    expect(only).toBeDefined()
    expect((await getJson<StoredMessage>(`/messages/${only?.id ?? 0}`)).status).toBe(200)
    expect((await getJson<unknown>(`/messages/${(only?.id ?? 0) + 1000}`)).status).toBe(404)
    expect((await getJson<unknown>('/messages/not-a-number')).status).toBe(404)
    expect(await getJson<unknown>('/messages/latest')).toMatchObject({ status: 400, body: { message: 'to: an email address is required' } })
    expect((await fetch(`${mail.mailboxUrl}/messages`, { method: 'POST' })).status).toBe(405)
    expect((await getJson<unknown>('/nowhere')).status).toBe(404)
  })

  it('answers ok:false instead of throwing when the server cannot be reached or the message is bad', async () => {
    const nowhere = createMailSender({ smtpUrl: 'smtp://127.0.0.1:1', timeoutMs: 1_000 })
    const unreachable = await nowhere.sendMail({ to: 'hal@example.test', subject: 'x', text: 'x' })
    nowhere.close()
    expect(unreachable.ok).toBe(false)
    const badUrl = await createMailSender({ smtpUrl: 'http://127.0.0.1:1' }).sendMail({ to: 'hal@example.test', subject: 'x', text: 'x' })
    expect(badUrl).toEqual({ ok: false, error: 'smtpUrl: an smtp:// or smtps:// URL' })
    const badTo = await sender.sendMail({ to: 'not an address', subject: 'x', text: 'x' })
    expect(badTo).toEqual({ ok: false, error: 'to: one email address' })
    expect((await getJson<MessageSummary[]>('/messages')).body).toEqual([])
  })
})
