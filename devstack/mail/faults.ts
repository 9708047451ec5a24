// The SMTP server's fault switch, on the mailbox at POST /__faults/smtp (SMTP is not HTTP, so the HTTP base's
// /__faults cannot reach it): { "smtp": "down" } makes the SMTP server answer every message with a 421 (a temporary
// failure, as a real server says when it is overloaded or shutting down) while still accepting the connection, so the
// sender's error path can be reached on purpose; { "smtp": "up" }, or DELETE /__faults, undoes it.
import { z } from 'zod/mini'

export const mailFaultInputSchema = z.object({ smtp: z.enum(['up', 'down'], { error: "smtp: 'up' or 'down'" }) })
export type MailFaultInput = z.infer<typeof mailFaultInputSchema>
export type MailFaults = MailFaultInput

export function createMailFaults() {
  let state: MailFaults = { smtp: 'up' }
  return {
    get: (): MailFaults => ({ ...state }),
    set(input: MailFaultInput): MailFaults {
      state = { ...input }
      return { ...state }
    },
    smtpDown: (): boolean => state.smtp === 'down',
  }
}

export type MailFaultSwitch = ReturnType<typeof createMailFaults>
