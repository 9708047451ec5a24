// The frame's accounts in SQLite (sql.js, WebAssembly, in memory: node:sqlite is not in Node 20 and better-sqlite3
// has no prebuilt binary here): users (a unique lower-cased email and the EOA's private key — dev only, never real
// value), the devices approved for each, device-approval links, one-time codes and sessions. Nothing survives a
// restart, as a dev wallet should not. The rules (who may sign in, when a code counts) live in the callers; this
// file only keeps rows.
import initSqlJs, { type Database, type SqlValue } from 'sql.js'
import type { Address, Hex } from 'viem'
import type { AccountType } from '../../src/services/frame/frameMessages'
import type { ChainId } from './chainIds'

export type StoredUser = { id: number; email: string; privateKey: Hex; address: Address }

/** What a code was mailed for: a login, or either step of an email change. */
export type CodePurpose = 'login' | 'update-primary' | 'update-secondary'

export type StoredCode = { id: number; userId: number | null; email: string; code: string; expiresAt: number; tries: number; used: boolean }

export type DeviceLink = { userId: number; deviceId: string; expiresAt: number; used: boolean }

/** preferredAccountType: the account the person wants (SPEC §1: the smart account on EVM unless they chose otherwise).
 * parentOrigin: the app that logged in; the frame embedded by any other origin does not see this session (issue 31). */
export type StoredSession = { token: string; userId: number; deviceId: string; parentOrigin: string; chainId: ChainId; preferredAccountType: AccountType }

const SCHEMA = `
CREATE TABLE users (id INTEGER PRIMARY KEY AUTOINCREMENT, email TEXT NOT NULL UNIQUE, private_key TEXT NOT NULL, address TEXT NOT NULL,
  created_at INTEGER NOT NULL);
CREATE TABLE devices (user_id INTEGER NOT NULL, device_id TEXT NOT NULL, approved_at INTEGER NOT NULL, PRIMARY KEY (user_id, device_id));
CREATE TABLE device_links (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, device_id TEXT NOT NULL, created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE codes (id INTEGER PRIMARY KEY AUTOINCREMENT, device_id TEXT NOT NULL, purpose TEXT NOT NULL, user_id INTEGER, email TEXT NOT NULL,
  code TEXT NOT NULL, expires_at INTEGER NOT NULL, tries INTEGER NOT NULL DEFAULT 0, used INTEGER NOT NULL DEFAULT 0);
CREATE TABLE sessions (token TEXT PRIMARY KEY, user_id INTEGER NOT NULL, device_id TEXT NOT NULL, parent_origin TEXT NOT NULL, chain_id TEXT NOT NULL,
  account_type TEXT NOT NULL DEFAULT 'smartAccount', created_at INTEGER NOT NULL);
CREATE INDEX codes_by_device ON codes (device_id, purpose);
CREATE INDEX links_by_device ON device_links (device_id, created_at);
`

export type WalletStore = {
  userByEmail(email: string): StoredUser | undefined
  userById(id: number): StoredUser | undefined
  addUser(user: { email: string; privateKey: Hex; address: Address }, now: number): StoredUser
  /** False when another user has that email already. */
  setEmail(userId: number, email: string): boolean
  isApproved(userId: number, deviceId: string): boolean
  approve(userId: number, deviceId: string, now: number): void
  addDeviceLink(token: string, link: Omit<DeviceLink, 'used'>, now: number): void
  deviceLink(token: string): DeviceLink | undefined
  useDeviceLink(token: string): void
  /** The newest link mailed for this device, used or not. */
  latestDeviceLink(deviceId: string): DeviceLink | undefined
  /** Replaces whatever code this device had for this purpose. */
  addCode(deviceId: string, purpose: CodePurpose, code: Omit<StoredCode, 'id' | 'tries' | 'used'>): void
  code(deviceId: string, purpose: CodePurpose): StoredCode | undefined
  setTries(id: number, tries: number): void
  useCode(id: number): void
  dropCodes(deviceId: string, purpose: CodePurpose): void
  addSession(session: Omit<StoredSession, 'preferredAccountType'>, now: number): void
  session(token: string): StoredSession | undefined
  setSessionChain(token: string, chainId: ChainId): void
  setSessionAccountType(token: string, type: AccountType): void
  /** True when there was one. */
  dropSession(token: string): boolean
  close(): void
}

function rows(db: Database, sql: string, params: SqlValue[] = []): SqlValue[][] {
  return db.exec(sql, params)[0]?.values ?? []
}

function toUser([id, email, privateKey, address]: SqlValue[]): StoredUser {
  return { id: Number(id), email: String(email), privateKey: String(privateKey) as Hex, address: String(address) as Address }
}

function toLink([userId, deviceId, expiresAt, used]: SqlValue[]): DeviceLink {
  return { userId: Number(userId), deviceId: String(deviceId), expiresAt: Number(expiresAt), used: used === 1 }
}

export async function createWalletStore(): Promise<WalletStore> {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run(SCHEMA)
  const user = (where: string, params: SqlValue[]) => {
    const [row] = rows(db, `SELECT id, email, private_key, address FROM users WHERE ${where}`, params)
    return row ? toUser(row) : undefined
  }

  return {
    userByEmail: (email) => user('email = ?', [email.toLowerCase()]),
    userById: (id) => user('id = ?', [id]),
    addUser({ email, privateKey, address }, now) {
      db.run('INSERT INTO users (email, private_key, address, created_at) VALUES (?, ?, ?, ?)', [email.toLowerCase(), privateKey, address, now])
      const created = user('email = ?', [email.toLowerCase()])
      if (!created) throw new Error('user not stored')
      return created
    },
    setEmail(userId, email) {
      const taken = user('email = ? AND id != ?', [email.toLowerCase(), userId])
      if (taken) return false
      db.run('UPDATE users SET email = ? WHERE id = ?', [email.toLowerCase(), userId])
      return true
    },
    isApproved: (userId, deviceId) => rows(db, 'SELECT 1 FROM devices WHERE user_id = ? AND device_id = ?', [userId, deviceId]).length > 0,
    approve(userId, deviceId, now) {
      db.run('INSERT OR IGNORE INTO devices (user_id, device_id, approved_at) VALUES (?, ?, ?)', [userId, deviceId, now])
    },
    addDeviceLink(token, link, now) {
      db.run('INSERT INTO device_links (token, user_id, device_id, created_at, expires_at) VALUES (?, ?, ?, ?, ?)', [token, link.userId, link.deviceId, now, link.expiresAt])
    },
    deviceLink(token) {
      const [row] = rows(db, 'SELECT user_id, device_id, expires_at, used FROM device_links WHERE token = ?', [token])
      return row ? toLink(row) : undefined
    },
    useDeviceLink(token) {
      db.run('UPDATE device_links SET used = 1 WHERE token = ?', [token])
    },
    latestDeviceLink(deviceId) {
      const [row] = rows(db, 'SELECT user_id, device_id, expires_at, used FROM device_links WHERE device_id = ? ORDER BY created_at DESC, rowid DESC LIMIT 1', [deviceId])
      return row ? toLink(row) : undefined
    },
    addCode(deviceId, purpose, code) {
      db.run('DELETE FROM codes WHERE device_id = ? AND purpose = ?', [deviceId, purpose])
      db.run('INSERT INTO codes (device_id, purpose, user_id, email, code, expires_at) VALUES (?, ?, ?, ?, ?, ?)', [
        deviceId,
        purpose,
        code.userId,
        code.email.toLowerCase(),
        code.code,
        code.expiresAt,
      ])
    },
    code(deviceId, purpose) {
      const [row] = rows(db, 'SELECT id, user_id, email, code, expires_at, tries, used FROM codes WHERE device_id = ? AND purpose = ? ORDER BY id DESC LIMIT 1', [
        deviceId,
        purpose,
      ])
      if (!row) return undefined
      const [id, userId, email, code, expiresAt, tries, used] = row
      return { id: Number(id), userId: userId === null ? null : Number(userId), email: String(email), code: String(code), expiresAt: Number(expiresAt), tries: Number(tries), used: used === 1 }
    },
    setTries(id, tries) {
      db.run('UPDATE codes SET tries = ? WHERE id = ?', [tries, id])
    },
    useCode(id) {
      db.run('UPDATE codes SET used = 1 WHERE id = ?', [id])
    },
    dropCodes(deviceId, purpose) {
      db.run('DELETE FROM codes WHERE device_id = ? AND purpose = ?', [deviceId, purpose])
    },
    addSession(session, now) {
      db.run('INSERT INTO sessions (token, user_id, device_id, parent_origin, chain_id, created_at) VALUES (?, ?, ?, ?, ?, ?)', [
        session.token,
        session.userId,
        session.deviceId,
        session.parentOrigin,
        JSON.stringify(session.chainId),
        now,
      ])
    },
    session(token) {
      const [row] = rows(db, 'SELECT token, user_id, device_id, parent_origin, chain_id, account_type FROM sessions WHERE token = ?', [token])
      if (!row) return undefined
      const chainId = JSON.parse(String(row[4])) as ChainId
      const preferredAccountType: AccountType = row[5] === 'eoa' ? 'eoa' : 'smartAccount'
      return { token: String(row[0]), userId: Number(row[1]), deviceId: String(row[2]), parentOrigin: String(row[3]), chainId, preferredAccountType }
    },
    setSessionChain(token, chainId) {
      db.run('UPDATE sessions SET chain_id = ? WHERE token = ?', [JSON.stringify(chainId), token])
    },
    setSessionAccountType(token, type) {
      db.run('UPDATE sessions SET account_type = ? WHERE token = ?', [type, token])
    },
    dropSession(token) {
      const had = rows(db, 'SELECT 1 FROM sessions WHERE token = ?', [token]).length > 0
      db.run('DELETE FROM sessions WHERE token = ?', [token])
      return had
    },
    close() {
      db.close()
    },
  }
}
