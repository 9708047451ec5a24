// What the spec tests put around Latch's real code: the devstack provider API on a free port, a fetch that
// records every request it carries, and an image loader that records what is preloaded. No expectation lives
// here: those come from ../spec.table.ts.
import { afterAll, afterEach, beforeAll } from 'vitest'
import { startProviderApi, type FaultInput, type ProviderApiServer } from '../../../devstack/providerApi'

export type Devstack = {
  readonly url: string
  fault(input: FaultInput): Promise<void>
  /** The project's settings the devstack answers (allowed origins, remote features): PUT /__admin/project. */
  project(patch: Record<string, unknown>): Promise<void>
}

/** The real provider API devstack for this test file; faults and project settings are cleared after each test. */
export function useDevstack(): Devstack {
  let server: ProviderApiServer | undefined
  const url = (): string => {
    if (!server) throw new Error('devstack not started')
    return server.url
  }
  beforeAll(async () => {
    server = await startProviderApi({ port: 0 })
  })
  afterEach(async () => {
    if (!server) return
    await fetch(`${url()}/__faults`, { method: 'DELETE' })
    await fetch(`${url()}/__admin/project`, { method: 'DELETE' })
  })
  afterAll(async () => {
    await server?.close()
  })
  return {
    get url() {
      return url()
    },
    async fault(input) {
      const response = await fetch(`${url()}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
      if (response.status !== 201) throw new Error(`fault not added: ${response.status}`)
    },
    async project(patch) {
      const response = await fetch(`${url()}/__admin/project`, { method: 'PUT', headers: { 'content-type': 'application/json' }, body: JSON.stringify(patch) })
      if (!response.ok) throw new Error(`project not set: ${response.status}`)
    },
  }
}

/** The real fetch, with every request URL (and method) it carried recorded. */
export function recordingFetch() {
  const requests: { url: URL; method: string }[] = []
  const record: typeof fetch = (input, init) => {
    requests.push({ url: new URL(String(input instanceof Request ? input.url : input)), method: init?.method ?? 'GET' })
    return fetch(input, init)
  }
  return {
    fetch: record,
    requests,
    /** The /getWallets requests so far, as their query parameters. */
    walletRequests: () => requests.filter((request) => request.url.pathname === '/getWallets').map((request) => request.url.searchParams),
  }
}

/** An image loader for preloadImage: records each src it is given; loads at once unless told to never load. */
export function imageLoader(behaviour: 'load' | 'never' = 'load') {
  const sources: string[] = []
  class RecordingImage {
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    set src(value: string) {
      sources.push(value)
      if (behaviour === 'load') queueMicrotask(() => this.onload?.())
    }
  }
  return { Image: RecordingImage as unknown as new () => HTMLImageElement, sources }
}

/** Lets promises and I/O callbacks already due run (a real macrotask turn). */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

/** Polls until `check` passes (real time, for HTTP round trips to the in-process devstack). */
export async function eventually(check: () => void, timeoutMs = 5_000): Promise<void> {
  const started = Date.now()
  for (;;) {
    try {
      check()
      return
    } catch (error) {
      if (Date.now() - started > timeoutMs) throw error
      await new Promise((resolve) => setTimeout(resolve, 5))
    }
  }
}
