// The devstack's mailbox (devstack/mail): the embedded wallet's codes and device links are read from real mail.
import { expect, type APIRequestContext } from '@playwright/test'
import { stackPort } from './stack'

export const MAILBOX_URL = `http://127.0.0.1:${stackPort('LATCH_MAILBOX_PORT')}`
export const FRAME_ORIGIN = `http://127.0.0.1:${stackPort('LATCH_FRAME_PORT')}`

type Mail = { id: number; subject: string; text: string; receivedAt: number }

/** The newest mail to `to` received after `since` (ms), waited for. */
export async function latestMail(request: APIRequestContext, to: string, since: number): Promise<Mail> {
  let mail: Mail | undefined
  await expect
    .poll(
      async () => {
        const response = await request.get(`${MAILBOX_URL}/messages/latest?to=${encodeURIComponent(to)}`)
        mail = response.ok() ? ((await response.json()) as Mail) : undefined
        return mail !== undefined && mail.receivedAt >= since
      },
      { timeout: 10_000 },
    )
    .toBe(true)
  return mail!
}

/** The six-digit code in the newest login mail to `to`. */
export async function latestCode(request: APIRequestContext, to: string, since: number): Promise<string> {
  const mail = await latestMail(request, to, since)
  const code = /\b(\d{6})\b/.exec(mail.text)?.[1]
  if (!code) throw new Error(`no code in: ${mail.text}`)
  return code
}

/** The frame page's fault switch (devstack/frame/faults.ts); 'reset' clears it, and the frame's HTTP faults too. */
export async function setFrameFaults(request: APIRequestContext, faults: Record<string, string> | 'reset'): Promise<void> {
  const response = faults === 'reset' ? await request.delete(`${FRAME_ORIGIN}/__faults`) : await request.post(`${FRAME_ORIGIN}/__faults/frame`, { data: faults })
  if (!response.ok()) throw new Error(`frame faults: ${response.status()} ${await response.text()}`)
}
