// The local mailbox: every message the SMTP server accepted, in SQLite (sql.js, WebAssembly, in memory: node:sqlite
// is not in Node 20 and better-sqlite3 has no prebuilt binary here). A message sent to several recipients is stored
// once per envelope recipient, so "the latest mail for this address" is one indexed lookup. Addresses are stored
// lowercase (mail is case-insensitive in practice). When a file is named the database is loaded from it on start and
// written back after every change, like the analytics sink (devstack/providerApi/eventStore.ts).
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import initSqlJs, { type Database, type SqlValue } from 'sql.js'

export type NewMessage = { to: string; from: string; subject: string; text: string; html: string | null; receivedAt: number }

export type StoredMessage = NewMessage & { id: number }

/** What the list shows: everything but the HTML body. */
export type MessageSummary = Omit<StoredMessage, 'html'>

export type MailStore = {
  add(message: NewMessage): StoredMessage
  /** Newest first; every address when `to` is absent. */
  list(to?: string): MessageSummary[]
  get(id: number): StoredMessage | undefined
  latest(to: string): StoredMessage | undefined
  /** How many messages were removed. */
  clear(): number
  /** Resolves when every change so far is on disk (immediately without a file). */
  flush(): Promise<void>
  close(): Promise<void>
}

const SCHEMA = `
CREATE TABLE IF NOT EXISTS messages (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  recipient TEXT NOT NULL,
  sender TEXT NOT NULL,
  subject TEXT NOT NULL,
  text TEXT NOT NULL,
  html TEXT,
  received_at INTEGER NOT NULL
);
CREATE INDEX IF NOT EXISTS messages_by_recipient ON messages (recipient, id);
`

const COLUMNS = 'id, recipient, sender, subject, text, html, received_at'

function toMessage([id, to, from, subject, text, html, receivedAt]: SqlValue[]): StoredMessage {
  return { id: Number(id), to: String(to), from: String(from), subject: String(subject), text: String(text), html: html === null ? null : String(html), receivedAt: Number(receivedAt) }
}

function summary({ html: _, ...rest }: StoredMessage): MessageSummary {
  return rest
}

function rows(db: Database, sql: string, params: SqlValue[] = []): SqlValue[][] {
  return db.exec(sql, params)[0]?.values ?? []
}

export async function createMailStore(file?: string): Promise<MailStore> {
  const SQL = await initSqlJs()
  const db = file && existsSync(file) ? new SQL.Database(await readFile(file)) : new SQL.Database()
  db.run(SCHEMA)
  let saving: Promise<void> = Promise.resolve()

  function save(): void {
    if (!file) return
    const bytes = db.export()
    saving = saving.then(async () => {
      await mkdir(dirname(file), { recursive: true })
      await writeFile(file, bytes)
    })
  }

  function one(where: string, params: SqlValue[]): StoredMessage | undefined {
    const [row] = rows(db, `SELECT ${COLUMNS} FROM messages ${where} ORDER BY id DESC LIMIT 1`, params)
    return row ? toMessage(row) : undefined
  }

  return {
    add(message) {
      db.run('INSERT INTO messages (recipient, sender, subject, text, html, received_at) VALUES (?, ?, ?, ?, ?, ?)', [
        message.to.toLowerCase(),
        message.from,
        message.subject,
        message.text,
        message.html,
        message.receivedAt,
      ])
      const id = Number(rows(db, 'SELECT last_insert_rowid()')[0]?.[0] ?? 0)
      save()
      const stored = one('WHERE id = ?', [id])
      if (!stored) throw new Error('message not stored')
      return stored
    },
    list(to) {
      const where = to === undefined ? '' : 'WHERE recipient = ?'
      return rows(db, `SELECT ${COLUMNS} FROM messages ${where} ORDER BY id DESC`, to === undefined ? [] : [to.toLowerCase()]).map((row) => summary(toMessage(row)))
    },
    get: (id) => one('WHERE id = ?', [id]),
    latest: (to) => one('WHERE recipient = ?', [to.toLowerCase()]),
    clear() {
      const count = Number(rows(db, 'SELECT COUNT(*) FROM messages')[0]?.[0] ?? 0)
      db.run('DELETE FROM messages')
      save()
      return count
    },
    flush: () => saving,
    async close() {
      await saving
      db.close()
    },
  }
}
