// The devstack's SMTP server (smtp-server): on loopback, no TLS, no authentication required (credentials, when a
// client sends some, are accepted whatever they are), every recipient accepted. Each message is parsed with
// mailparser and stored once per envelope recipient (mailStore.ts). While the fault switch says down, MAIL FROM is
// answered with a 421, which also closes the connection, as real servers do.
import type { AddressInfo } from 'node:net'
import { simpleParser, type AddressObject } from 'mailparser'
import { SMTPServer, type SMTPServerDataStream, type SMTPServerSession } from 'smtp-server'
import type { MailFaultSwitch } from './faults'
import type { MailStore } from './mailStore'

/** Bigger messages are refused (552): the devstack's mail is one-time codes and links. */
export const MAX_MESSAGE_BYTES = 5 * 1024 * 1024

export type SmtpServerOptions = { host: string; port: number; store: MailStore; faults: MailFaultSwitch }

export type LocalSmtpServer = { port: number; close(): Promise<void> }

function smtpError(message: string, responseCode: number): Error {
  return Object.assign(new Error(message), { responseCode })
}

function addressText(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return ''
  return (Array.isArray(value) ? value : [value]).map((address) => address.text).join(', ')
}

function recipients(session: SMTPServerSession): string[] {
  return [...new Set(session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()))]
}

export async function startSmtpServer(options: SmtpServerOptions): Promise<LocalSmtpServer> {
  const { store, faults } = options

  async function receive(stream: SMTPServerDataStream, session: SMTPServerSession): Promise<void> {
    const parsed = await simpleParser(stream)
    // The stream is fully read by now; an oversized message was cut short and must not be stored.
    if (stream.sizeExceeded) return
    const envelopeFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : ''
    const message = {
      from: addressText(parsed.from) || envelopeFrom,
      subject: parsed.subject ?? '',
      text: parsed.text ?? '',
      html: parsed.html === false || parsed.html === undefined ? null : parsed.html,
      receivedAt: Date.now(),
    }
    for (const to of recipients(session)) store.add({ ...message, to })
  }

  const server = new SMTPServer({
    name: 'latch-devstack',
    banner: 'Latch devstack mail (local only)',
    logger: false,
    authOptional: true,
    allowInsecureAuth: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    size: MAX_MESSAGE_BYTES,
    closeTimeout: 1_000,
    onAuth(auth, _session, callback) {
      callback(null, { user: auth.username ?? 'anyone' })
    },
    onMailFrom(_address, _session, callback) {
      if (faults.smtpDown()) return callback(smtpError('Mail service temporarily unavailable (devstack fault switch), try again later', 421))
      callback()
    },
    onData(stream, session, callback) {
      receive(stream, session).then(
        () => callback(stream.sizeExceeded ? smtpError(`Message exceeds ${MAX_MESSAGE_BYTES} bytes`, 552) : null),
        (error: unknown) => {
          stream.resume() // drain whatever the parser left, so the transaction can end
          callback(smtpError(`Message not stored: ${error instanceof Error ? error.message : String(error)}`, 451))
        },
      )
    },
  })
  // A client that drops the connection mid-transaction is not the server's failure.
  server.on('error', () => undefined)

  const listening = server.listen(options.port, options.host)
  await new Promise<void>((resolve, reject) => {
    listening.once('error', reject)
    listening.once('listening', () => {
      listening.off('error', reject)
      resolve()
    })
  })
  let closed: Promise<void> | undefined
  return {
    port: (listening.address() as AddressInfo).port,
    close() {
      closed ??= new Promise<void>((resolve) => {
        server.close(() => resolve())
        // Idle clients (a pooled sender) would otherwise hold the close for smtp-server's grace period.
        for (const connection of server.connections) connection.close()
      })
      return closed
    },
  }
}
