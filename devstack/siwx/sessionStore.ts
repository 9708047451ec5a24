// The sign-in server's rows in SQLite (sql.js, in memory, like the frame's: nothing survives a restart): nonces it
// issued (each good once, for 10 minutes), the clients it gave a token to (kept as the token's SHA-256, so the rows
// alone let nobody act as a client), and the sessions it verified, each a client's, per chain (CAIP-2) and address.
// Session ids are random (server.ts), so the table knows no order of its own: rows come back in insertion order.
import initSqlJs, { type SqlValue } from 'sql.js'

export type StoredSignIn = {
  /** Random, 128 bits in base64url: not a counter anyone can step through. */
  id: string
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
CREATE TABLE clients (token_hash TEXT PRIMARY KEY, created_at INTEGER NOT NULL);
CREATE TABLE sessions (id TEXT PRIMARY KEY, client TEXT NOT NULL REFERENCES clients (token_hash), chain_id TEXT NOT NULL,
  address TEXT NOT NULL, message TEXT NOT NULL, signature TEXT NOT NULL, data TEXT NOT NULL, created_at INTEGER NOT NULL);
CREATE INDEX sessions_by_client_account ON sessions (client, chain_id, address);
`

export async function createSessionStore() {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run(SCHEMA)
  const rows = (sql: string, params: SqlValue[] = []) => db.exec(sql, params)[0]?.values ?? []
  const toSession = ([id, chainId, address, message, signature, data, createdAt]: SqlValue[]): StoredSignIn => ({
    id: String(id),
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
    addClient(tokenHash: string, now: number) {
      db.run('INSERT INTO clients (token_hash, created_at) VALUES (?, ?)', [tokenHash, now])
    },
    hasClient: (tokenHash: string) => rows('SELECT 1 FROM clients WHERE token_hash = ?', [tokenHash]).length > 0,
    addSession(client: string, session: StoredSignIn): StoredSignIn {
      db.run('INSERT INTO sessions (id, client, chain_id, address, message, signature, data, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
        session.id,
        client,
        session.chainId,
        session.address,
        session.message,
        session.signature,
        session.data,
        session.createdAt,
      ])
      return session
    },
    /** Only the client's own sessions for the account. */
    sessions: (client: string, chainId: string, address: string) =>
      rows(`SELECT ${COLUMNS} FROM sessions WHERE client = ? AND chain_id = ? AND address = ? ORDER BY rowid`, [client, chainId, address]).map(toSession),
    /** True when the client had that session; another client's session is left alone and answers false. */
    dropSession(client: string, id: string): boolean {
      const had = rows('SELECT 1 FROM sessions WHERE id = ? AND client = ?', [id, client]).length > 0
      if (had) db.run('DELETE FROM sessions WHERE id = ? AND client = ?', [id, client])
      return had
    },
    close: () => db.close(),
  }
}

export type SessionStore = Awaited<ReturnType<typeof createSessionStore>>
