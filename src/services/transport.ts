// The one way Latch talks HTTP: every attempt has a deadline, transient failures are retried with exponential
// backoff, and a caller's AbortSignal ends the request at once, wherever it is (in flight or between attempts).
// Plain TypeScript: fetch and sleep are injected so tests run it in Node with a real server and short delays.
import { TRANSPORT_BASE_DELAY_MS, TRANSPORT_RETRIES, TRANSPORT_TIMEOUT_MS } from '../core/constants'
import { LatchError } from '../core/errors'
import { untilAborted } from './untilAborted'

export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>

export type TransportOptions = {
  fetch?: typeof fetch
  /** R-CONST-8: deadline of one attempt, until the response headers arrive. */
  timeoutMs?: number
  /** R-CONST-8: attempts after the first one. */
  retries?: number
  /** R-CONST-8: wait before retry n (0-based) is baseDelayMs * 2^n. */
  baseDelayMs?: number
  sleep?: Sleep
}

export type TransportInit = RequestInit & { signal?: AbortSignal }

export type Transport = (url: string, init?: TransportInit) => Promise<Response>

/** Why one attempt failed in a way worth another try. */
type Transient = { kind: 'timeout' } | { kind: 'network'; cause: unknown } | { kind: 'status'; response: Response }

function aborted(cause?: unknown): LatchError {
  return new LatchError('REQUEST_ABORTED', { cause })
}

// R-CONST-8: 5xx and 429 are the server saying "not now"; any other 4xx is our request being wrong, and will stay so.
function isRetryableStatus(status: number): boolean {
  return status >= 500 || status === 429
}

// The caller's abort ends the wait through untilAborted; the timer left behind only resolves a promise nobody awaits.
const defaultSleep: Sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

export function createTransport(options: TransportOptions = {}): Transport {
  // Called as a plain function, never as `options.fetch(...)`: a browser's window.fetch throws "Illegal invocation"
  // when its `this` is some other object.
  const doFetch: typeof fetch = options.fetch ?? ((input, init) => globalThis.fetch(input, init))
  const timeoutMs = options.timeoutMs ?? TRANSPORT_TIMEOUT_MS
  const retries = options.retries ?? TRANSPORT_RETRIES
  const baseDelayMs = options.baseDelayMs ?? TRANSPORT_BASE_DELAY_MS
  const sleep = options.sleep ?? defaultSleep

  /** One attempt: a response that is final (ok or a 4xx), or the transient reason to try again. */
  async function attempt(url: string, init: TransportInit): Promise<{ final: Response } | { transient: Transient }> {
    const callerSignal = init.signal
    const controller = new AbortController()
    // The caller's abort reaches fetch through our controller, and stays wired after the headers arrive so that
    // reading the body is cancelled too.
    const forwardAbort = (): void => controller.abort(callerSignal?.reason)
    callerSignal?.addEventListener('abort', forwardAbort, { once: true })
    let timedOut = false
    let final = false
    let timer: ReturnType<typeof setTimeout> | undefined
    const deadline = new Promise<never>((_, reject) => {
      timer = setTimeout(() => {
        timedOut = true
        controller.abort()
        reject(new Error('timeout'))
      }, timeoutMs)
    })
    try {
      const response = await untilAborted(Promise.race([doFetch(url, { ...init, signal: controller.signal }), deadline]), callerSignal)
      if (response.ok || !isRetryableStatus(response.status)) {
        final = true
        return { final: response }
      }
      return { transient: { kind: 'status', response } }
    } catch (error) {
      if (callerSignal?.aborted) throw aborted(callerSignal.reason)
      if (timedOut) return { transient: { kind: 'timeout' } }
      return { transient: { kind: 'network', cause: error } }
    } finally {
      clearTimeout(timer)
      // Only a final response keeps the caller's abort wired (its body is still to be read).
      if (!final) callerSignal?.removeEventListener('abort', forwardAbort)
    }
  }

  return async function request(url, init = {}) {
    const signal = init.signal
    // Assigned by the first attempt: the loop runs at least once (retries >= 0).
    let last!: Transient
    for (let index = 0; index <= retries; index += 1) {
      if (signal?.aborted) throw aborted(signal.reason)
      if (index > 0) {
        // R-CONST-8: exponential backoff, base * 2^(retry index); an abort ends the wait at once.
        await untilAborted(sleep(baseDelayMs * 2 ** (index - 1), signal), signal)
      }
      const outcome = await attempt(url, init)
      if ('final' in outcome) return outcome.final
      last = outcome.transient
      // A retried 5xx body is never read: free its connection before waiting.
      if (last.kind === 'status' && index < retries) void last.response.body?.cancel().catch(() => undefined)
    }
    // Out of retries: a status is still an answer the caller maps (HTTP_STATUS, alerts); a timeout or a network
    // failure has no answer to show, so it becomes a typed error with what happened in its detail.
    if (last.kind === 'status') return last.response
    // The detail names the route without its query: the project id has no business in a console or a report.
    const route = url.split('?')[0]
    if (last.kind === 'timeout') {
      throw new LatchError('SOMETHING_WENT_WRONG', { detail: `${route}: timed out after ${timeoutMs} ms, ${retries + 1} attempts` })
    }
    throw new LatchError('SOMETHING_WENT_WRONG', { detail: `${route}: network error, ${retries + 1} attempts`, cause: last.cause })
  }
}
