// The names registered with the devstack, in SQLite (sql.js, in memory, like the sign-in server's sessionStore.ts:
// nothing survives a restart). One row per name, lowercase, with the account that signed for it, the signed message
// and signature kept as evidence, and the server's time of registration; reads answer the cloud's profile record
// (GET /v1/profile/account/{name}). An account may hold several names; its newest comes first.
import initSqlJs, { type SqlValue } from 'sql.js'

/** The cloud's profile record: times in unix seconds, addresses keyed by coin type (decimal). */
export type NameRecord = {
  name: string
  registered: number
  updated: number
  addresses: Record<string, { address: string; created: number }>
  attributes: Record<string, string>
}

export type Registration = {
  /** Lowercase, already checked against the name rule. */
  name: string
  address: string
  coinType: number
  message: string
  signature: string
  /** Unix seconds. */
  registeredAt: number
}

const SCHEMA = `
CREATE TABLE registrations (name TEXT PRIMARY KEY, address TEXT NOT NULL, coin_type INTEGER NOT NULL, message TEXT NOT NULL,
  signature TEXT NOT NULL, registered_at INTEGER NOT NULL);
CREATE INDEX registrations_by_address ON registrations (lower(address));
`
const COLUMNS = 'name, address, coin_type, registered_at'
// Newest first; rowid breaks ties within one second in the order of registration.
const NEWEST_FIRST = 'ORDER BY registered_at DESC, rowid DESC'

const toRecord = ([name, address, coinType, registeredAt]: SqlValue[]): NameRecord => ({
  name: String(name),
  registered: Number(registeredAt),
  updated: Number(registeredAt),
  addresses: { [String(coinType)]: { address: String(address), created: Number(registeredAt) } },
  attributes: {},
})

export async function createNameStore() {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run(SCHEMA)
  const rows = (sql: string, params: SqlValue[] = []) => db.exec(sql, params)[0]?.values ?? []

  return {
    /** The stored record, or false when someone holds the name already (nothing is stored then). */
    register(registration: Registration): NameRecord | false {
      db.run('INSERT OR IGNORE INTO registrations (name, address, coin_type, message, signature, registered_at) VALUES (?, ?, ?, ?, ?, ?)', [
        registration.name,
        registration.address,
        registration.coinType,
        registration.message,
        registration.signature,
        registration.registeredAt,
      ])
      if (db.getRowsModified() === 0) return false
      const [row] = rows(`SELECT ${COLUMNS} FROM registrations WHERE name = ?`, [registration.name])
      if (!row) throw new Error('registration not stored')
      return toRecord(row)
    },
    /** `name` lowercase. */
    byName(name: string): NameRecord | undefined {
      const [row] = rows(`SELECT ${COLUMNS} FROM registrations WHERE name = ?`, [name])
      return row ? toRecord(row) : undefined
    },
    isTaken: (name: string): boolean => rows('SELECT 1 FROM registrations WHERE name = ?', [name]).length > 0,
    /** Every name the address holds (any case, any coin type), newest first. */
    byAddress: (address: string): NameRecord[] => rows(`SELECT ${COLUMNS} FROM registrations WHERE lower(address) = lower(?) ${NEWEST_FIRST}`, [address]).map(toRecord),
    /** How many there were. */
    clear(): number {
      const [row] = rows('SELECT count(*) FROM registrations')
      db.run('DELETE FROM registrations')
      return Number(row?.[0] ?? 0)
    },
    close: () => db.close(),
  }
}

export type NameStore = Awaited<ReturnType<typeof createNameStore>>
