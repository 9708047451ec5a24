// The analytics sink behind POST /e (R-API-7): events land in SQLite (sql.js, WebAssembly, in memory), and when a
// file is named the database is loaded from it on start and written back after every change, so a devstack
// restart keeps what the lab page sent. Writes are chained so two saves never interleave.
import { existsSync } from 'node:fs'
import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import initSqlJs from 'sql.js'
import type { AnalyticsEvent } from '../../src/services/api'

export type EventMeta = { origin: string | null; projectId: string; sdkType: string; sdkVersion: string; receivedAt: number }

export type StoredEvent = EventMeta & {
  id: number
  eventId: string
  type: string
  event: string
  url: string
  domain: string
  timestamp: number
  props: Record<string, unknown>
}

export type EventStore = {
  add(event: AnalyticsEvent, meta: EventMeta): StoredEvent
  list(): StoredEvent[]
  clear(): void
  /** Resolves when every change so far is on disk (immediately without a file). */
  flush(): Promise<void>
  close(): Promise<void>
}

const SCHEMA = `CREATE TABLE IF NOT EXISTS events (
  id INTEGER PRIMARY KEY AUTOINCREMENT,
  received_at INTEGER NOT NULL,
  origin TEXT,
  project_id TEXT NOT NULL,
  sdk_type TEXT NOT NULL,
  sdk_version TEXT NOT NULL,
  event_id TEXT NOT NULL,
  type TEXT NOT NULL,
  event TEXT NOT NULL,
  url TEXT NOT NULL,
  domain TEXT NOT NULL,
  timestamp INTEGER NOT NULL,
  props TEXT NOT NULL
)`

type Row = [number, number, string | null, string, string, string, string, string, string, string, string, number, string]

export async function createEventStore(file?: string): Promise<EventStore> {
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

  function select(where = '', params: (string | number)[] = []): StoredEvent[] {
    const result = db.exec(
      `SELECT id, received_at, origin, project_id, sdk_type, sdk_version, event_id, type, event, url, domain, timestamp, props FROM events ${where} ORDER BY id`,
      params,
    )
    const rows = (result[0]?.values ?? []) as unknown as Row[]
    return rows.map(([id, receivedAt, origin, projectId, sdkType, sdkVersion, eventId, type, event, url, domain, timestamp, props]) => ({
      id,
      receivedAt,
      origin,
      projectId,
      sdkType,
      sdkVersion,
      eventId,
      type,
      event,
      url,
      domain,
      timestamp,
      props: JSON.parse(props) as Record<string, unknown>,
    }))
  }

  return {
    add(event, meta) {
      db.run(
        'INSERT INTO events (received_at, origin, project_id, sdk_type, sdk_version, event_id, type, event, url, domain, timestamp, props) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
        [meta.receivedAt, meta.origin, meta.projectId, meta.sdkType, meta.sdkVersion, event.eventId, event.props.type, event.props.event, event.url, event.domain, event.timestamp, JSON.stringify(event.props)],
      )
      const id = Number(db.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0)
      save()
      const stored = select('WHERE id = ?', [id])[0]
      if (!stored) throw new Error('event not stored')
      return stored
    },
    list: () => select(),
    clear() {
      db.run('DELETE FROM events')
      save()
    },
    flush: () => saving,
    async close() {
      await saving
      db.close()
    },
  }
}
