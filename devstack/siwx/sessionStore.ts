// The sign-in server's rows in SQLite (sql.js, in memory, like the frame's: nothing survives a restart): nonces it
// issued (each good once, for 10 minutes) and the sessions it verified, per chain (CAIP-2) and address.
import initSqlJs, { type SqlValue } from 'sql.js'

export type StoredSignIn = {
  id: number
  chainId: string
  address: string
  message: string
  signature: string
  /** The sign-in message's fields as JSON (SPEC §3 session data). */
  data: string
  createdAt: number
}

const SCHEMA = `
CREATE TABLE nonces (nonce TEXT PRIMARY KEY, issued_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions (id INTEGER PRIMARY KEY AUTOINCREMENT, chain_id TEXT NOT NULL, address TEXT NOT NULL, message TEXT NOT NULL,
  signature TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX sessions_by_account ON sessions (chain_id, address);
`

export async function createSessionStore() {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run(SCHEMA)
  const rows = (sql: string, params: SqlValue[] = []) => db.exec(sql, params)[0]?.values ?? []
  const toSession = ([id, chainId, address, message, signature, data, createdAt]: SqlValue[]): StoredSignIn => ({
    id: Number(id),
    chainId: String(chainId),
    address: String(address),
    message: String(message),
    signature: String(signature),
    data: String(data),
    createdAt: Number(createdAt),
  })
  const COLUMNS = 'id, chain_id, address, message, signature, data, created_at'

  return {
    addNonce(nonce: string, now: number) {
      db.run('INSERT INTO nonces (nonce, issued_at) VALUES (?, ?)', [nonce, now])
    },
    /** True once for a nonce issued here within `maxAgeMs`; it is used up either way. */
    useNonce(nonce: string, now: number, maxAgeMs: number): boolean {
      const [row] = rows('SELECT issued_at, used FROM nonces WHERE nonce = ?', [nonce])
      if (!row) return false
      db.run('UPDATE nonces SET used = 1 WHERE nonce = ?', [nonce])
      return row[1] === 0 && now - Number(row[0]) <= maxAgeMs
    },
    addSession(session: Omit<StoredSignIn, 'id'>): StoredSignIn {
      db.run('INSERT INTO sessions (chain_id, address, message, signature, data, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        session.chainId,
        session.address,
        session.message,
        session.signature,
        session.data,
        session.createdAt,
      ])
      const [row] = rows(`SELECT ${COLUMNS} FROM sessions WHERE id = last_insert_rowid()`)
      if (!row) throw new Error('session not stored')
      return toSession(row)
    },
    sessions: (chainId: string, address: string) => rows(`SELECT ${COLUMNS} FROM sessions WHERE chain_id = ? AND address = ? ORDER BY id`, [chainId, address]).map(toSession),
    /** True when there was one. */
    dropSession(id: number): boolean {
      const had = rows('SELECT 1 FROM sessions WHERE id = ?', [id]).length > 0
      db.run('DELETE FROM sessions WHERE id = ?', [id])
      return had
    },
    close: () => db.close(),
  }
}

export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>
