// What a page fetched: every JS response with its raw and gzip -9 size (and its body, for scans), and whether the
// network is quiet.
import { gzipSync } from 'node:zlib'
import type { Page, Response } from '@playwright/test'

export type JsTotals = { files: number; rawBytes: number; gzipBytes: number; urls: string[] }

type JsEntry = { url: string; body: Promise<Buffer>; size: Promise<{ raw: number; gzip: number }> }

// The same file gives the same sizes in every run: gzip each body once.
const sizeCache = new Map<string, { raw: number; gzip: number }>()

function isJs(response: Response): boolean {
  const type = response.headers()['content-type'] ?? ''
  if (/javascript|ecmascript/i.test(type)) return true
  return /\.(m?js)$/i.test(new URL(response.url()).pathname)
}

async function sizeOf(url: string, bodyPromise: Promise<Buffer>): Promise<{ raw: number; gzip: number }> {
  const body = await bodyPromise
  const key = `${url}#${body.length}`
  let size = sizeCache.get(key)
  if (!size) {
    size = { raw: body.length, gzip: gzipSync(body, { level: 9 }).length }
    sizeCache.set(key, size)
  }
  return size
}

export class NetworkLog {
  private readonly js: JsEntry[] = []
  private inflight = 0
  private lastChange = performance.now()

  constructor(page: Page) {
    page.on('request', () => this.change(+1))
    page.on('requestfinished', () => this.change(-1))
    page.on('requestfailed', () => this.change(-1))
    page.on('response', (response) => {
      if (response.status() >= 200 && response.status() < 300 && isJs(response)) {
        const body = response.body()
        const size = sizeOf(response.url(), body)
        body.catch(() => undefined)
        size.catch(() => undefined)
        this.js.push({ url: response.url(), body, size })
      }
    })
  }

  private change(delta: number): void {
    this.inflight = Math.max(0, this.inflight + delta)
    this.lastChange = performance.now()
  }

  /** Totals of the JS responses received so far (bodies are awaited, so call it once the network is quiet). */
  async jsTotals(): Promise<JsTotals> {
    const entries = this.js.slice()
    const sizes = await Promise.all(entries.map((entry) => entry.size))
    return {
      files: entries.length,
      rawBytes: sizes.reduce((sum, size) => sum + size.raw, 0),
      gzipBytes: sizes.reduce((sum, size) => sum + size.gzip, 0),
      urls: entries.map((entry) => new URL(entry.url).pathname),
    }
  }

  /** JS responses `from` .. `to` (as counted by jsTotals().files) with their bodies, in the order received. */
  async jsBodies(from: number, to: number): Promise<{ url: string; body: Buffer }[]> {
    const entries = this.js.slice(from, to)
    const bodies = await Promise.all(entries.map((entry) => entry.body))
    return entries.map((entry, index) => ({ url: new URL(entry.url).pathname, body: bodies[index] as Buffer }))
  }

  /** Resolves once no request has been in flight for quietMs, or after maxMs. */
  async quiet(quietMs = 500, maxMs = 5000): Promise<void> {
    const started = performance.now()
    while (performance.now() - started < maxMs) {
      if (this.inflight === 0 && performance.now() - this.lastChange >= quietMs) return
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
  }
}
