// What the indexer learned from the chains' blocks, in SQLite (sql.js, WebAssembly, in memory: node:sqlite is not in
// Node 20 and better-sqlite3 has no prebuilt binary here). Addresses are stored lowercase. Transactions are listed
// per account newest first by (minedAt, chain, block, index): a total order, so a cursor is just the last key seen.
import initSqlJs, { type Database, type SqlValue } from 'sql.js'

export type TxStatus = 'confirmed' | 'failed'

export type StoredTx = {
  chain: string
  hash: string
  block: number
  index: number
  /** Unix seconds (the block's timestamp). */
  minedAt: number
  from: string
  /** The recipient, or the contract a creation made. */
  to: string
  status: TxStatus
  nonce: number
}

/** A value moved by a transaction: native (token null) or an ERC-20 Transfer log. Amount in base units. */
export type StoredTransfer = { seq: number; token: string | null; from: string; to: string; amount: string }

export type StoredToken = { name: string; symbol: string; decimals: number }

export type IndexedTx = { tx: StoredTx; transfers: readonly StoredTransfer[] }

/** Sorts after every real key: the first page. */
export type PageKey = readonly [minedAt: number, chain: string, block: number, index: number]

const SCHEMA = `
CREATE TABLE blocks (chain TEXT NOT NULL, number INTEGER NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (chain, number));
CREATE TABLE txs (chain TEXT NOT NULL, hash TEXT NOT NULL, block INTEGER NOT NULL, idx INTEGER NOT NULL, mined_at INTEGER NOT NULL,
  sender TEXT NOT NULL, recipient TEXT NOT NULL, status TEXT NOT NULL, nonce INTEGER NOT NULL, PRIMARY KEY (chain, hash));
CREATE TABLE transfers (chain TEXT NOT NULL, hash TEXT NOT NULL, seq INTEGER NOT NULL, token TEXT, sender TEXT NOT NULL,
  recipient TEXT NOT NULL, amount TEXT NOT NULL, PRIMARY KEY (chain, hash, seq));
CREATE TABLE involved (chain TEXT NOT NULL, address TEXT NOT NULL, hash TEXT NOT NULL, PRIMARY KEY (chain, address, hash));
CREATE TABLE tokens (chain TEXT NOT NULL, address TEXT NOT NULL, fungible INTEGER NOT NULL, name TEXT, symbol TEXT, decimals INTEGER,
  PRIMARY KEY (chain, address));
CREATE INDEX involved_by_address ON involved (address, chain);
CREATE INDEX txs_order ON txs (mined_at, chain, block, idx);
`

export type HistoryStore = {
  lastBlock(chain: string): { number: number; hash: string } | undefined
  /** One block's transactions, all or nothing. */
  addBlock(chain: string, block: { number: number; hash: string }, txs: readonly IndexedTx[]): void
  /** Forgets a chain (it was reset or reverted under us). */
  wipe(chain: string): void
  /** undefined: never looked up; null: not a fungible token. */
  token(chain: string, address: string): StoredToken | null | undefined
  saveToken(chain: string, address: string, token: StoredToken | null): void
  /** Fungible token contracts `address` ever sent or received on `chain`. */
  tokensOf(chain: string, address: string): string[]
  /** Up to `limit` of `address`'s transactions on `chains` after `after` (newest first), each with its transfers. */
  page(address: string, chains: readonly string[], after: PageKey | undefined, limit: number): IndexedTx[]
  close(): void
}

function rows(db: Database, sql: string, params: SqlValue[]): SqlValue[][] {
  return db.exec(sql, params)[0]?.values ?? []
}

export async function createHistoryStore(): Promise<HistoryStore> {
  const SQL = await initSqlJs()
  const db = new SQL.Database()
  db.run(SCHEMA)

  function transfersOf(chain: string, hash: string): StoredTransfer[] {
    return rows(db, 'SELECT seq, token, sender, recipient, amount FROM transfers WHERE chain = ? AND hash = ? ORDER BY seq', [chain, hash]).map(
      ([seq, token, from, to, amount]) => ({ seq: Number(seq), token: token === null ? null : String(token), from: String(from), to: String(to), amount: String(amount) }),
    )
  }

  return {
    lastBlock(chain) {
      const [row] = rows(db, 'SELECT number, hash FROM blocks WHERE chain = ? ORDER BY number DESC LIMIT 1', [chain])
      return row ? { number: Number(row[0]), hash: String(row[1]) } : undefined
    },
    addBlock(chain, block, txs) {
      db.run('BEGIN')
      try {
        db.run('INSERT INTO blocks (chain, number, hash) VALUES (?, ?, ?)', [chain, block.number, block.hash])
        for (const { tx, transfers } of txs) {
          db.run('INSERT INTO txs (chain, hash, block, idx, mined_at, sender, recipient, status, nonce) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
            chain,
            tx.hash,
            tx.block,
            tx.index,
            tx.minedAt,
            tx.from,
            tx.to,
            tx.status,
            tx.nonce,
          ])
          const involved = new Set([tx.from, tx.to])
          for (const transfer of transfers) {
            db.run('INSERT INTO transfers (chain, hash, seq, token, sender, recipient, amount) VALUES (?, ?, ?, ?, ?, ?, ?)', [
              chain,
              tx.hash,
              transfer.seq,
              transfer.token,
              transfer.from,
              transfer.to,
              transfer.amount,
            ])
            involved.add(transfer.from).add(transfer.to)
          }
          for (const address of involved) db.run('INSERT OR IGNORE INTO involved (chain, address, hash) VALUES (?, ?, ?)', [chain, address, tx.hash])
        }
        db.run('COMMIT')
      } catch (error) {
        db.run('ROLLBACK')
        throw error
      }
    },
    wipe(chain) {
      for (const table of ['blocks', 'txs', 'transfers', 'involved', 'tokens']) db.run(`DELETE FROM ${table} WHERE chain = ?`, [chain])
    },
    token(chain, address) {
      const [row] = rows(db, 'SELECT fungible, name, symbol, decimals FROM tokens WHERE chain = ? AND address = ?', [chain, address])
      if (!row) return undefined
      if (row[0] !== 1) return null
      return { name: String(row[1]), symbol: String(row[2]), decimals: Number(row[3]) }
    },
    saveToken(chain, address, token) {
      db.run('INSERT OR REPLACE INTO tokens (chain, address, fungible, name, symbol, decimals) VALUES (?, ?, ?, ?, ?, ?)', [
        chain,
        address,
        token ? 1 : 0,
        token?.name ?? null,
        token?.symbol ?? null,
        token?.decimals ?? null,
      ])
    },
    tokensOf(chain, address) {
      return rows(
        db,
        'SELECT DISTINCT token FROM transfers WHERE chain = ? AND token IS NOT NULL AND (sender = ? OR recipient = ?) ORDER BY token',
        [chain, address, address],
      ).map(([token]) => String(token))
    },
    page(address, chains, after, limit) {
      if (chains.length === 0) return []
      const inChains = chains.map(() => '?').join(', ')
      const afterClause = after ? 'AND (t.mined_at, t.chain, t.block, t.idx) < (?, ?, ?, ?)' : ''
      const found = rows(
        db,
        `SELECT t.chain, t.hash, t.block, t.idx, t.mined_at, t.sender, t.recipient, t.status, t.nonce
         FROM involved i JOIN txs t ON t.chain = i.chain AND t.hash = i.hash
         WHERE i.address = ? AND i.chain IN (${inChains}) ${afterClause}
         ORDER BY t.mined_at DESC, t.chain DESC, t.block DESC, t.idx DESC LIMIT ?`,
        [address, ...chains, ...(after ?? []), limit],
      )
      return found.map(([chain, hash, block, index, minedAt, from, to, status, nonce]) => ({
        tx: {
          chain: String(chain),
          hash: String(hash),
          block: Number(block),
          index: Number(index),
          minedAt: Number(minedAt),
          from: String(from),
          to: String(to),
          status: status === 'failed' ? 'failed' : 'confirmed',
          nonce: Number(nonce),
        },
        transfers: transfersOf(String(chain), String(hash)),
      }))
    },
    close() {
      db.close()
    },
  }
}
