// The devstack's mail (issue 14): an SMTP server that catches every message (smtpServer.ts) and a mailbox over HTTP
// to read them (mailboxServer.ts), both on loopback, sharing one store and one fault switch. Start it in-process
// (tests, devstack/start.ts); send through it with sendMail.ts.
import { createMailFaults } from './faults'
import { startMailboxServer } from './mailboxServer'
import { createMailStore } from './mailStore'
import { startSmtpServer } from './smtpServer'
import { assertLoopback } from '../http/loopback'

export { createMailSender, sendMail, DEFAULT_FROM, type MailMessage, type MailSender, type MailSenderOptions, type SendResult } from './sendMail'
export type { MessageSummary, StoredMessage } from './mailStore'
export type { MailFaultInput } from './faults'

export type MailOptions = {
  /** Loopback only (DESIGN: the devstack never listens beyond this machine). */
  host?: string
  /** 0 picks a free port. */
  smtpPort?: number
  /** 0 picks a free port. */
  httpPort?: number
  /** Keep the mailbox (SQLite) in this file across restarts; in memory only when absent. */
  file?: string
}

export type MailServer = {
  /** smtp://host:port: what LATCH_SMTP_URL is set to. */
  smtpUrl: string
  /** http://host:port of the mailbox. */
  mailboxUrl: string
  smtpPort: number
  httpPort: number
  close(): Promise<void>
}


export async function startMail(options: MailOptions = {}): Promise<MailServer> {
  const host = options.host ?? '127.0.0.1'
  assertLoopback(host, 'the mail devstack')
  const store = await createMailStore(options.file)
  const faults = createMailFaults()
  const started: { close(): Promise<void> }[] = []
  try {
    const smtp = await startSmtpServer({ host, port: options.smtpPort ?? 0, store, faults })
    started.push(smtp)
    const mailbox = await startMailboxServer({ host, port: options.httpPort ?? 0, store, faults })
    started.push(mailbox)
    const urlHost = host.includes(':') ? `[${host}]` : host
    let closed: Promise<void> | undefined
    return {
      smtpUrl: `smtp://${urlHost}:${smtp.port}`,
      mailboxUrl: `http://${urlHost}:${mailbox.port}`,
      smtpPort: smtp.port,
      httpPort: mailbox.port,
      close() {
        closed ??= (async () => {
          await Promise.allSettled(started.map((server) => server.close()))
          await store.close()
        })()
        return closed
      },
    }
  } catch (error) {
    await Promise.allSettled(started.map((server) => server.close()))
    await store.close()
    throw new Error(`mail: cannot listen on ${host} (${error instanceof Error ? error.message : String(error)})`, { cause: error })
  }
}
