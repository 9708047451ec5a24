// R-CONST-8: the HTTP transport (timeout 10 s, 3 retries, 150 ms base backoff) against the real devstack server,
// its faults standing in for a failing network.
import { describe, expect, it, vi } from 'vitest'
import { TRANSPORT_BASE_DELAY_MS, TRANSPORT_RETRIES } from '../../src/core/constants'
import { LatchError } from '../../src/core/errors'
import { createTransport } from '../../src/services/transport'
import { rejection, useProviderApiServer } from './api/testServer'

const server = useProviderApiServer()

/** Real fetch, counted: how many attempts reached the wire. */
function countingFetch() {
  const calls: string[] = []
  const counted: typeof fetch = (input, init) => {
    calls.push(String(input))
    return fetch(input, init)
  }
  return { fetch: counted, calls }
}

const health = (): string => `${server.url}/__health`
const wallets = (): string => `${server.url}/getWallets?projectId=p&st=appkit&sv=1&page=1&entries=1`

describe('transport (R-CONST-8)', () => {
  it('R-CONST-8: defaults to 3 retries with 150 ms exponential backoff on 5xx, then hands back the last answer', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 503 })
    const { fetch, calls } = countingFetch()
    const slept: number[] = []
    const request = createTransport({ fetch, sleep: async (ms) => void slept.push(ms) })
    const response = await request(wallets())
    expect(response.status).toBe(503)
    expect(calls).toHaveLength(TRANSPORT_RETRIES + 1)
    expect(slept).toEqual([TRANSPORT_BASE_DELAY_MS, TRANSPORT_BASE_DELAY_MS * 2, TRANSPORT_BASE_DELAY_MS * 4])
  })

  it('R-CONST-8: a transient 5xx followed by success resolves with the success', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 500, times: 2 })
    const { fetch, calls } = countingFetch()
    const response = await createTransport({ fetch, baseDelayMs: 1 })(wallets())
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(3)
  })

  it('R-CONST-8: 429 is retried', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 429, times: 1 })
    const { fetch, calls } = countingFetch()
    const response = await createTransport({ fetch, baseDelayMs: 1 })(wallets())
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(2)
  })

  it.each([400, 401, 403, 404])('R-CONST-8: %i is never retried', async (status) => {
    await server.fault({ route: '/getWallets', mode: 'status', status })
    const { fetch, calls } = countingFetch()
    const response = await createTransport({ fetch, baseDelayMs: 1 })(wallets())
    expect(response.status).toBe(status)
    expect(calls).toHaveLength(1)
  })

  it('R-CONST-8: an attempt slower than the timeout is cut and retried', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 400, times: 1 })
    const { fetch, calls } = countingFetch()
    const started = Date.now()
    const response = await createTransport({ fetch, timeoutMs: 80, baseDelayMs: 1 })(wallets())
    expect(response.status).toBe(200)
    expect(calls).toHaveLength(2)
    expect(Date.now() - started).toBeLessThan(400)
  })

  it('R-CONST-8: when every attempt times out the request fails with a typed error', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 300 })
    const { fetch, calls } = countingFetch()
    const error = await rejection(createTransport({ fetch, timeoutMs: 40, retries: 1, baseDelayMs: 1 })(wallets()))
    expect(error).toBeInstanceOf(LatchError)
    expect((error as LatchError).code).toBe('SOMETHING_WENT_WRONG')
    expect((error as LatchError).detail).toMatch(/timed out after 40 ms, 2 attempts/)
    expect(calls).toHaveLength(2)
  })

  it('R-CONST-8: network errors are retried, then fail with a typed error', async () => {
    // A port nobody listens on: connection refused on every attempt.
    const { startProviderApi } = await import('../../devstack/providerApi')
    const closed = await startProviderApi()
    await closed.close()
    const { fetch, calls } = countingFetch()
    const error = await rejection(createTransport({ fetch, retries: 2, baseDelayMs: 1 })(`${closed.url}/__health`))
    expect((error as LatchError).code).toBe('SOMETHING_WENT_WRONG')
    expect((error as LatchError).detail).toMatch(/network error, 3 attempts/)
    expect(calls).toHaveLength(3)
  })

  it('an abort while the request is in flight rejects at once with REQUEST_ABORTED', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 2_000 })
    const controller = new AbortController()
    const started = Date.now()
    const pending = createTransport({ timeoutMs: 5_000 })(wallets(), { signal: controller.signal })
    setTimeout(() => controller.abort(), 30)
    const error = await rejection(pending)
    expect((error as LatchError).code).toBe('REQUEST_ABORTED')
    expect((error as LatchError).message).toBe('Request was aborted')
    expect(Date.now() - started).toBeLessThan(500)
  })

  it('an abort during the backoff wait rejects at once, without another attempt', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 500 })
    const { fetch, calls } = countingFetch()
    const controller = new AbortController()
    const started = Date.now()
    const pending = createTransport({ fetch, baseDelayMs: 10_000 })(wallets(), { signal: controller.signal })
    setTimeout(() => controller.abort(), 100)
    const error = await rejection(pending)
    expect((error as LatchError).code).toBe('REQUEST_ABORTED')
    expect(calls).toHaveLength(1)
    expect(Date.now() - started).toBeLessThan(1_000)
  })

  it('an abort is honoured even when the injected sleep ignores the signal', async () => {
    await server.fault({ route: '/getWallets', mode: 'status', status: 500 })
    const controller = new AbortController()
    const pending = createTransport({ sleep: () => new Promise(() => undefined) })(wallets(), { signal: controller.signal })
    setTimeout(() => controller.abort(), 50)
    expect(((await rejection(pending)) as LatchError).code).toBe('REQUEST_ABORTED')
  })

  it('an already aborted signal never reaches the network', async () => {
    const { fetch, calls } = countingFetch()
    const controller = new AbortController()
    controller.abort()
    const error = await rejection(createTransport({ fetch })(wallets(), { signal: controller.signal }))
    expect((error as LatchError).code).toBe('REQUEST_ABORTED')
    expect(calls).toHaveLength(0)
  })

  it('timeout and abort hold even for a fetch that ignores its signal', async () => {
    let attempts = 0
    const hanging: typeof fetch = () => {
      attempts += 1
      return new Promise<Response>(() => undefined)
    }
    const timedOut = await rejection(createTransport({ fetch: hanging, timeoutMs: 20, retries: 1, baseDelayMs: 1 })(wallets()))
    expect((timedOut as LatchError).code).toBe('SOMETHING_WENT_WRONG')
    expect(attempts).toBe(2)

    const controller = new AbortController()
    const pending = createTransport({ fetch: hanging, timeoutMs: 10_000 })(wallets(), { signal: controller.signal })
    setTimeout(() => controller.abort(), 20)
    expect(((await rejection(pending)) as LatchError).code).toBe('REQUEST_ABORTED')
  })

  it('an abort after the answer arrived cancels reading its body', async () => {
    const controller = new AbortController()
    const response = await createTransport()(health(), { signal: controller.signal })
    controller.abort()
    await expect(response.json()).rejects.toThrow()
  })

  it('an abort during the last attempt is still REQUEST_ABORTED, carrying the reason', async () => {
    await server.fault({ route: '/getWallets', mode: 'slow', delayMs: 2_000 })
    const controller = new AbortController()
    const reason = new Error('person closed the modal')
    const pending = createTransport({ retries: 0, timeoutMs: 5_000 })(wallets(), { signal: controller.signal })
    setTimeout(() => controller.abort(reason), 30)
    const error = (await rejection(pending)) as LatchError
    expect(error.code).toBe('REQUEST_ABORTED')
    expect(error.cause).toBe(reason)
  })

  it('a network failure out of retries keeps the last failure as its cause', async () => {
    const refused = new TypeError('fetch failed')
    const error = (await rejection(createTransport({ fetch: () => Promise.reject(refused), retries: 1, baseDelayMs: 1 })(wallets()))) as LatchError
    expect(error.code).toBe('SOMETHING_WENT_WRONG')
    expect(error.cause).toBe(refused)
  })

  it('an answer that arrived in time is not cut when its timeout would have passed (its body is still to be read)', async () => {
    let signal: AbortSignal | undefined
    const quick: typeof fetch = (_input, init) => {
      signal = init?.signal ?? undefined
      return Promise.resolve(new Response('{}', { status: 200 }))
    }
    // Fake timers: every timer the request left behind is run, however late it was set for. Its deadline must
    // have been cleared with the answer, or running it aborts the signal the body is read through.
    vi.useFakeTimers()
    try {
      await createTransport({ fetch: quick, timeoutMs: 20 })(wallets())
      await vi.runAllTimersAsync()
      expect(signal?.aborted).toBe(false)
    } finally {
      vi.useRealTimers()
    }
  })

  it('a retried 5xx body is cancelled to free its connection; the last one is handed back unread', async () => {
    const cancelled: number[] = []
    let attempt = 0
    const failing: typeof fetch = () => {
      const index = attempt++
      const body = new ReadableStream({ start: (stream) => stream.enqueue(new TextEncoder().encode(`busy ${index}`)), cancel: () => void cancelled.push(index) })
      return Promise.resolve(new Response(body, { status: 503 }))
    }
    const response = await createTransport({ fetch: failing, retries: 2, baseDelayMs: 1 })(wallets())
    expect(response.status).toBe(503)
    expect(cancelled).toEqual([0, 1])
    expect(response.bodyUsed).toBe(false)
  })
})
