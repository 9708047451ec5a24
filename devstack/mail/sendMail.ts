// How the embedded wallet's frame mails one-time codes and device-approval links: nodemailer over plain SMTP to the
// URL the caller names. In the devstack that is the local server (devstack/start.ts sets LATCH_SMTP_URL to it unless
// it is already set); point LATCH_SMTP_URL at any other SMTP server (smtp://user:pass@host:port, or smtps://…;
// nodemailer's options can ride in the query, e.g. ?ignoreTLS=false&requireTLS=true) to send real mail. STARTTLS is
// not attempted by default (ignoreTLS), since the local server speaks plain text only. sendMail never throws: a
// refused, unreachable or slow server comes back as { ok: false, error }, for the caller to show and retry.
import { createTransport } from 'nodemailer'
import { z } from 'zod/mini'

export type MailMessage = { to: string; subject: string; text: string; html?: string }

export type SendResult = { ok: true; messageId: string } | { ok: false; error: string }

export type MailSenderOptions = {
  /** smtp://host:port (or smtps://, with credentials and nodemailer options in the query). */
  smtpUrl: string
  /** The From header; the devstack's own address when absent. */
  from?: string
  /** Bounds connecting, the greeting and each reply, so a dead server fails fast. */
  timeoutMs?: number
}

export type MailSender = {
  sendMail(message: MailMessage): Promise<SendResult>
  close(): void
}

export const DEFAULT_FROM = 'Latch <no-reply@latch.localhost>'
const DEFAULT_TIMEOUT_MS = 10_000

const smtpUrlSchema = z.string().check(z.regex(/^smtps?:\/\/[^\s/]+/, 'smtpUrl: an smtp:// or smtps:// URL'))
const messageSchema = z.object({
  to: z.string().check(z.maxLength(320), z.regex(/^[^\s@<>,;]+@[^\s@<>,;]+$/, 'to: one email address')),
  subject: z.string().check(z.maxLength(998)),
  text: z.string(),
  html: z.optional(z.string()),
})

function errorText(error: unknown): string {
  if (error instanceof z.core.$ZodError) return error.issues[0]?.message ?? 'invalid message'
  return error instanceof Error ? error.message : String(error)
}

export function createMailSender(options: MailSenderOptions): MailSender {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  let transport: ReturnType<typeof createTransport> | undefined
  let setupError: string | undefined
  try {
    transport = createTransport({
      url: z.parse(smtpUrlSchema, options.smtpUrl),
      ignoreTLS: true,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    })
  } catch (error) {
    setupError = errorText(error)
  }

  return {
    async sendMail(message) {
      if (!transport) return { ok: false, error: setupError ?? 'no SMTP transport' }
      try {
        const { to, subject, text, html } = z.parse(messageSchema, message)
        const info = await transport.sendMail({ from: options.from ?? DEFAULT_FROM, to, subject, text, ...(html === undefined ? {} : { html }) })
        return { ok: true, messageId: String(info.messageId) }
      } catch (error) {
        return { ok: false, error: errorText(error) }
      }
    },
    close() {
      transport?.close()
    },
  }
}

/** One message through a sender made for it: for callers that send rarely (a login code now and then). */
export async function sendMail(smtpUrl: string, message: MailMessage, options: Omit<MailSenderOptions, 'smtpUrl'> = {}): Promise<SendResult> {
  const sender = createMailSender({ ...options, smtpUrl })
  try {
    return await sender.sendMail(message)
  } finally {
    sender.close()
  }
}
