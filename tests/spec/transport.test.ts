// R-CONST-8 by behaviour: the real transport with nothing overridden but fetch, on vitest's fake timers (its own
// sleep and deadline timers run on them), so the spec's 10 s, 3 retries and 150 ms base delay are observed on
// the wire. Expected numbers come from ./spec.table.ts, never from src/.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createTransport } from '../../src/services/transport'
import { SPEC } from './spec.table'

const URL_ = 'http://provider.invalid/getWallets?page=1&entries=1'
const TIMEOUT = SPEC.transportTimeoutMs.value
const RETRIES = SPEC.transportRetries.value
const BASE = SPEC.transportBaseDelayMs.value

/** A fetch that answers `status` every time and records when (fake time) each attempt was made. */
function answering(status: number) {
  const started = Date.now()
  const attempts: number[] = []
  const doFetch: typeof fetch = async () => {
    attempts.push(Date.now() - started)
    return new Response('{}', { status })
  }
  return { fetch: doFetch, attempts }
}

/** A fetch that never answers, recording each attempt's time and its signal. */
function hanging() {
  const started = Date.now()
  const attempts: { at: number; signal: AbortSignal | undefined }[] = []
  const doFetch: typeof fetch = (_input, init) => {
    attempts.push({ at: Date.now() - started, signal: init?.signal ?? undefined })
    return new Promise<Response>(() => {})
  }
  return { fetch: doFetch, attempts }
}

/** Exponential backoff as SPEC's transport has it: base, 2·base, 4·base … before retry 1, 2, 3 … */
const backoffBefore = (retry: number) => BASE * 2 ** (retry - 1)

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('R-CONST-8: transport defaults', () => {
  it(`a server that keeps answering 503 is tried 1 + ${RETRIES} times, then its answer is handed back`, async () => {
    const server = answering(503)
    const pending = createTransport({ fetch: server.fetch })(URL_)
    await vi.runAllTimersAsync()
    const response = await pending
    expect(response.status).toBe(503)
    expect(server.attempts).toHaveLength(1 + RETRIES)
  })

  it(`the retries wait ${BASE} ms, then twice as long each time (exponential backoff from the ${BASE} ms base)`, async () => {
    const server = answering(503)
    const pending = createTransport({ fetch: server.fetch })(URL_)
    // Step through time: each retry goes out exactly when its wait ends, not 1 ms sooner.
    let expectedAt = 0
    for (let retry = 1; retry <= RETRIES; retry += 1) {
      await vi.advanceTimersByTimeAsync(backoffBefore(retry) - 1)
      expect(server.attempts, `retry ${retry} not before ${expectedAt + backoffBefore(retry)} ms`).toHaveLength(retry)
      await vi.advanceTimersByTimeAsync(1)
      expectedAt += backoffBefore(retry)
      expect(server.attempts[retry], `retry ${retry}`).toBe(expectedAt)
    }
    await vi.runAllTimersAsync()
    await pending
    expect(server.attempts).toEqual([0, BASE, BASE + 2 * BASE, BASE + 2 * BASE + 4 * BASE])
  })

  it(`an attempt is cut ${TIMEOUT} ms after it started, not 1 ms sooner, and the next one follows the backoff`, async () => {
    const server = hanging()
    const pending = createTransport({ fetch: server.fetch })(URL_)
    pending.catch(() => undefined)
    await vi.advanceTimersByTimeAsync(TIMEOUT - 1)
    expect(server.attempts).toHaveLength(1)
    expect(server.attempts[0]?.signal?.aborted, `still waiting ${TIMEOUT - 1} ms in`).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(server.attempts[0]?.signal?.aborted, `cut at ${TIMEOUT} ms`).toBe(true)
    await vi.advanceTimersByTimeAsync(backoffBefore(1))
    expect(server.attempts.map((attempt) => attempt.at)).toEqual([0, TIMEOUT + backoffBefore(1)])
    await vi.runAllTimersAsync()
    await expect(pending).rejects.toThrow()
    expect(server.attempts).toHaveLength(1 + RETRIES)
  })
})
