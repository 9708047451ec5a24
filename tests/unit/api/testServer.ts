// Test support: the real provider API devstack, started in-process on a free port, plus small helpers for its
// admin routes. No mocks: the client under test talks HTTP to the same server the lab page uses.
import { afterAll, afterEach, beforeAll, expect } from 'vitest'
import { startProviderApi, type FaultInput, type ProviderApiServer, type StoredEvent } from '../../../devstack/providerApi'
import { LatchError, type ErrorCode } from '../../../src/core/errors'
import { createProviderApi, type ProviderApiOptions } from '../../../src/services/api'

/** Small retry timings so fault tests stay fast (2 retries, 5 ms base backoff), with a deadline generous enough
 * that a busy CI machine never times out a healthy answer. */
export const FAST_TRANSPORT = { timeoutMs: 2_000, retries: 2, baseDelayMs: 5 } as const
/** For the tests about timeouts: a 100 ms deadline against faults that delay 600 ms or more. */
export const SHORT_TIMEOUT = { ...FAST_TRANSPORT, timeoutMs: 100 } as const

export type TestServer = {
  readonly url: string
  api(options?: Partial<ProviderApiOptions>): ReturnType<typeof createProviderApi>
  fault(input: FaultInput): Promise<{ id: number }>
  faults(): Promise<(FaultInput & { id: number; hits: number })[]>
  events(projectId?: string): Promise<StoredEvent[]>
  admin(path: string, init?: RequestInit): Promise<Response>
}

let projectCounter = 0
/** A project id no other test uses, so events can be told apart in the shared sink. */
export function uniqueProjectId(): string {
  projectCounter += 1
  return `test-project-${process.pid}-${projectCounter}`
}

/** Starts the devstack for the test file, clears faults and project settings after each test. */
export function useProviderApiServer(): TestServer {
  let server: ProviderApiServer | undefined
  beforeAll(async () => {
    server = await startProviderApi({ port: 0 })
  })
  afterEach(async () => {
    await fetch(`${url()}/__faults`, { method: 'DELETE' })
    await fetch(`${url()}/__admin/project`, { method: 'DELETE' })
  })
  afterAll(async () => {
    await server?.close()
  })
  const url = (): string => {
    if (!server) throw new Error('server not started')
    return server.url
  }
  return {
    get url() {
      return url()
    },
    api: (options = {}) =>
      createProviderApi({ baseUrl: url(), projectId: uniqueProjectId(), transport: FAST_TRANSPORT, page: () => ({ url: 'http://127.0.0.1/lab', domain: '127.0.0.1' }), ...options }),
    async fault(input) {
      const response = await fetch(`${url()}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(input) })
      if (response.status !== 201) throw new Error(`fault not added: ${response.status} ${await response.text()}`)
      return (await response.json()) as { id: number }
    },
    async faults() {
      return (await (await fetch(`${url()}/__faults`)).json()) as (FaultInput & { id: number; hits: number })[]
    },
    async events(projectId) {
      const all = (await (await fetch(`${url()}/__events`)).json()) as StoredEvent[]
      return projectId === undefined ? all : all.filter((event) => event.projectId === projectId)
    },
    admin: (path, init) => fetch(`${url()}${path}`, init),
  }
}

/** The error a promise rejects with (fails the test if it resolves). */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise
  } catch (error) {
    return error
  }
  throw new Error('expected a rejection')
}

/** Asserts `error` is a LatchError with this code and, when given, this status and catalogue text (the message
 * starts with the text a person sees; a developer detail may follow it). */
export function expectLatchError(error: unknown, code: ErrorCode, expected: { status?: number; message?: string } = {}): LatchError {
  expect(error).toBeInstanceOf(LatchError)
  const latch = error as LatchError
  expect(latch.code).toBe(code)
  if (expected.status !== undefined) expect(latch.status).toBe(expected.status)
  if (expected.message !== undefined) expect(latch.message.startsWith(expected.message), latch.message).toBe(true)
  return latch
}
