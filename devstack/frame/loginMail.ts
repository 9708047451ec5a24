// What the frame mails: a one-time code (for a login or either step of an email change) and a device-approval link.
// Both go through the devstack's SMTP (devstack/mail/sendMail.ts, which never throws); a refused or unreachable
// server becomes the one answer the app shows for it, 'Could not send email'. The code and the link appear in the
// text and the HTML alike, so a test reading either (or a person reading the mailbox page) finds them.
import { escapeHtml } from '../providerApi/eventsPage'
import type { MailSender } from '../mail/sendMail'
import { CODE_TTL_MS } from './oneTimeCodes'

export const COULD_NOT_SEND_EMAIL = 'Could not send email'
export const CODE_SUBJECT = 'Your Latch login code'
export const DEVICE_SUBJECT = 'Approve this device'

export type CodeReason = 'login' | 'confirm-current' | 'confirm-new'

const REASONS: Readonly<Record<CodeReason, string>> = {
  login: 'Use it to sign in to your Latch wallet.',
  'confirm-current': 'Use it to confirm you want to change the email of your Latch wallet.',
  'confirm-new': 'Use it to confirm this new email for your Latch wallet.',
}

const MINUTES = CODE_TTL_MS / 60_000

export function createLoginMail(sender: MailSender) {
  return {
    /** True once the server took the message. */
    async code(to: string, code: string, reason: CodeReason): Promise<boolean> {
      const why = REASONS[reason]
      const sent = await sender.sendMail({
        to,
        subject: CODE_SUBJECT,
        text: `Your Latch code is ${code}.\n\n${why} It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this email.\n`,
        html: `<p>Your Latch code is <strong>${escapeHtml(code)}</strong>.</p><p>${escapeHtml(why)} It is valid for ${MINUTES} minutes. If you did not ask for it, ignore this email.</p>`,
      })
      return sent.ok
    },
    async deviceLink(to: string, link: string): Promise<boolean> {
      const sent = await sender.sendMail({
        to,
        subject: DEVICE_SUBJECT,
        text: `Someone is signing in to your Latch wallet on a new device. If it is you, approve the device:\n\n${link}\n\nThe link is valid for ${MINUTES} minutes. If it was not you, ignore this email.\n`,
        html: `<p>Someone is signing in to your Latch wallet on a new device. If it is you, approve the device:</p><p><a href="${escapeHtml(link)}">Approve this device</a></p><p>${escapeHtml(link)}</p><p>The link is valid for ${MINUTES} minutes. If it was not you, ignore this email.</p>`,
      })
      return sent.ok
    },
  }
}

export type LoginMail = ReturnType<typeof createLoginMail>
