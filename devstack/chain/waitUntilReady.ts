// Start-up's wait for a local chain to answer: a probe, tried again with growing pauses (25 ms doubling to 250 ms:
// a chain that comes up late is still seen soon after) and a growing patience for each try (1 s doubling to 10 s, cut
// to what is left of the deadline), until it answers or a generous overall deadline passes. A chain that answers at
// once costs one probe and no pause; one that is slow (a loaded machine: two anvils, esbuild and Vite starting
// together) gets a single line saying so, not an error.
export type ReadinessClock = { now(): number; sleep(ms: number): Promise<void> }

export type WaitOptions = {
  /** Names it in the slow line and the outcome: 'chain A at http://127.0.0.1:8545'. */
  what: string
  /** One try with at most `timeoutMs` for it: resolves when ready, throws why not (not listening, timed out, wrong answer). */
  probe(timeoutMs: number): Promise<void>
  /** The overall deadline, from the first try. */
  deadlineMs: number
  /** After this long without an answer, log once that it is slow (2 s). */
  slowAfterMs?: number
  /** The first try's patience (1 s), doubled at each try up to 10 s. */
  firstTryTimeoutMs?: number
  /** Checked before each try: a reason to stop waiting at once (the chain's process exited). */
  gaveUp?(): string | undefined
  log?(line: string): void
  clock?: ReadinessClock
}

export type Readiness =
  | { ready: true; attempts: number; elapsedMs: number }
  | { ready: false; attempts: number; elapsedMs: number; gaveUp?: string; lastError?: string }

export const DEFAULT_CHAIN_DEADLINE_MS = 60_000
export const SLOW_AFTER_MS = 2_000
const FIRST_PAUSE_MS = 25
const MAX_PAUSE_MS = 250
const FIRST_TRY_TIMEOUT_MS = 1_000
const MAX_TRY_TIMEOUT_MS = 10_000

const realClock: ReadinessClock = { now: () => Date.now(), sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)) }

function describe(error: unknown): string {
  if (typeof error !== 'object' || error === null) return String(error)
  const { name, message, cause } = error as { name?: unknown; message?: unknown; cause?: { code?: unknown } }
  if (name === 'TimeoutError') return 'timed out'
  // fetch's own message is 'fetch failed'; the reason (ECONNREFUSED, …) is in its cause.
  if (typeof cause?.code === 'string') return cause.code
  return typeof message === 'string' ? message : String(error)
}

export async function waitUntilReady(options: WaitOptions): Promise<Readiness> {
  const clock = options.clock ?? realClock
  const log = options.log ?? ((line: string) => console.warn(line))
  const slowAfterMs = options.slowAfterMs ?? SLOW_AFTER_MS
  const start = clock.now()
  const elapsed = () => clock.now() - start
  let pause = FIRST_PAUSE_MS
  let tryTimeout = options.firstTryTimeoutMs ?? FIRST_TRY_TIMEOUT_MS
  let attempts = 0
  let lastError: string | undefined
  let toldSlow = false
  for (;;) {
    const gaveUp = options.gaveUp?.()
    if (gaveUp) return { ready: false, attempts, elapsedMs: elapsed(), gaveUp, ...(lastError ? { lastError } : {}) }
    attempts += 1
    try {
      await options.probe(Math.max(1, Math.min(tryTimeout, options.deadlineMs - elapsed())))
      return { ready: true, attempts, elapsedMs: elapsed() }
    } catch (error) {
      lastError = describe(error)
    }
    // No pause into the deadline only to make a try with no patience left.
    if (options.deadlineMs - elapsed() <= pause) return { ready: false, attempts, elapsedMs: elapsed(), lastError }
    if (!toldSlow && elapsed() >= slowAfterMs) {
      toldSlow = true
      log(`${options.what} is slow to answer, still waiting… (up to ${Math.round(options.deadlineMs / 1000)} s)`)
    }
    await clock.sleep(pause)
    pause = Math.min(pause * 2, MAX_PAUSE_MS)
    tryTimeout = Math.min(tryTimeout * 2, MAX_TRY_TIMEOUT_MS)
  }
}

/** A probe for waitUntilReady: the EVM chain at `url` answers eth_chainId with `chainId`. */
export function chainIdProbe(url: string, chainId: number, fetchFn: typeof fetch = fetch): (timeoutMs: number) => Promise<void> {
  const expected = `0x${chainId.toString(16)}`
  return async (timeoutMs) => {
    const response = await fetchFn(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      signal: AbortSignal.timeout(timeoutMs),
    })
    if (!response.ok) throw new Error(`HTTP ${response.status}`)
    const body = (await response.json()) as { result?: unknown }
    if (body.result !== expected) throw new Error(`eth_chainId answered ${JSON.stringify(body.result)}, not ${expected}`)
  }
}
