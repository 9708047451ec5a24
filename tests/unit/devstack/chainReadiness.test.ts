// Issue 33: start-up waits for a slow chain instead of dying on the first timeout (devstack/chain/waitUntilReady.ts):
// it tries again with growing pauses and growing patience, says once that the chain is slow, and still fails with a
// clear message when the overall deadline passes. Fake chains are tiny node:http servers; the deadline's arithmetic
// runs on a fake clock.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, afterEach, describe, expect, it } from 'vitest'
import { startChain } from '../../../devstack/chain/anvil'
import { chainIdProbe, waitUntilReady, type ReadinessClock } from '../../../devstack/chain/waitUntilReady'
import { fakeAnvils } from './fakeAnvil'

/** A fake chain: `answer(n)` for its n-th request (1-based) says what it does. */
type Answer = { status: 503 } | { chainId: string; afterMs?: number } | { hang: true }

async function fakeChain(answer: (n: number) => Answer): Promise<{ url: string; requests: () => number; close(): Promise<void> }> {
  let count = 0
  const timers = new Set<ReturnType<typeof setTimeout>>()
  const server: Server = createServer((_req: IncomingMessage, res: ServerResponse) => {
    count += 1
    const what = answer(count)
    if ('hang' in what) return
    if ('status' in what) {
      res.writeHead(what.status).end()
      return
    }
    const reply = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ jsonrpc: '2.0', id: 1, result: what.chainId }))
    if (!what.afterMs) return reply()
    const timer = setTimeout(() => {
      timers.delete(timer)
      reply()
    }, what.afterMs)
    timers.add(timer)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests: () => count,
    close: () =>
      new Promise((resolve) => {
        timers.forEach(clearTimeout)
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

const servers: { close(): Promise<void> }[] = []
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()))
})

async function chain(answer: (n: number) => Answer) {
  const made = await fakeChain(answer)
  servers.push(made)
  return made
}

describe('waitUntilReady against a chain over HTTP', () => {
  it('a chain that answers at once: one try, no pause, no slow line', async () => {
    const fast = await chain(() => ({ chainId: '0x7a69' }))
    const lines: string[] = []
    const outcome = await waitUntilReady({ what: `chain A at ${fast.url}`, probe: chainIdProbe(fast.url, 31337), deadlineMs: 60_000, log: (line) => lines.push(line) })
    expect(outcome).toMatchObject({ ready: true, attempts: 1 })
    expect(fast.requests()).toBe(1)
    expect(lines).toEqual([])
  })

  it('a chain that answers only on the 3rd request: tried again, ready, and the slow line said once', async () => {
    const slow = await chain((n) => (n < 3 ? { status: 503 } : { chainId: '0x7a69' }))
    const lines: string[] = []
    const outcome = await waitUntilReady({ what: `chain A at ${slow.url}`, probe: chainIdProbe(slow.url, 31337), deadlineMs: 60_000, slowAfterMs: 0, log: (line) => lines.push(line) })
    expect(outcome).toMatchObject({ ready: true, attempts: 3 })
    expect(slow.requests()).toBe(3)
    expect(lines).toEqual([`chain A at ${slow.url} is slow to answer, still waiting… (up to 60 s)`])
  })

  it("a chain slower than the first try's patience: each try waits longer, until one is long enough", async () => {
    const sluggish = await chain(() => ({ chainId: '0x7a69', afterMs: 150 }))
    const outcome = await waitUntilReady({ what: 'chain A', probe: chainIdProbe(sluggish.url, 31337), deadlineMs: 10_000, firstTryTimeoutMs: 50, log: () => undefined })
    // Patience 50 ms, then 100 ms (both too short for a 150 ms answer), then 200 ms.
    expect(outcome).toMatchObject({ ready: true, attempts: 3 })
  })

  it('the wrong chain answering is not ready', async () => {
    const other = await chain(() => ({ chainId: '0x1' }))
    const outcome = await waitUntilReady({ what: 'chain A', probe: chainIdProbe(other.url, 31337), deadlineMs: 1_000, log: () => undefined })
    expect(outcome).toMatchObject({ ready: false, lastError: 'eth_chainId answered "0x1", not 0x7a69' })
  })

  it('a chain that never answers: the overall deadline ends the wait, each try cut to what is left of it', async () => {
    const silent = await chain(() => ({ hang: true }))
    const started = Date.now()
    const outcome = await waitUntilReady({ what: 'chain A', probe: chainIdProbe(silent.url, 31337), deadlineMs: 300, firstTryTimeoutMs: 5_000, log: () => undefined })
    expect(outcome).toMatchObject({ ready: false, attempts: 1, lastError: 'timed out' })
    // Not the first try's 5 s: the deadline bounds the wait.
    expect(Date.now() - started).toBeLessThan(2_500)
  })
})

describe('waitUntilReady on a fake clock', () => {
  function fakeClock(): ReadinessClock & { pauses: number[] } {
    let now = 0
    const pauses: number[] = []
    return {
      pauses,
      now: () => now,
      sleep: async (ms) => {
        pauses.push(ms)
        now += ms
      },
    }
  }

  it('pauses grow from 25 ms to 250 ms, patience from 1 s to 10 s, and the deadline still ends it with what went wrong', async () => {
    const clock = fakeClock()
    const patience: number[] = []
    const lines: string[] = []
    const outcome = await waitUntilReady({
      what: 'chain B at http://127.0.0.1:8546',
      probe: async (timeoutMs) => {
        patience.push(timeoutMs)
        throw Object.assign(new Error('fetch failed'), { cause: { code: 'ECONNREFUSED' } })
      },
      deadlineMs: 60_000,
      log: (line) => lines.push(line),
      clock,
    })
    expect(outcome).toMatchObject({ ready: false, attempts: patience.length, lastError: 'ECONNREFUSED' })
    // Until the deadline, not past it: the last pause would have left no time for a try.
    expect(clock.now()).toBeGreaterThan(59_750)
    expect(clock.now()).toBeLessThanOrEqual(60_000)
    expect(clock.pauses.slice(0, 6)).toEqual([25, 50, 100, 200, 250, 250])
    expect(clock.pauses.every((ms) => ms <= 250)).toBe(true)
    expect(patience.slice(0, 6)).toEqual([1_000, 2_000, 4_000, 8_000, 10_000, 10_000])
    expect(lines).toEqual(['chain B at http://127.0.0.1:8546 is slow to answer, still waiting… (up to 60 s)'])
  })

  it('a try never outlasts the deadline: its patience is what is left', async () => {
    const clock = fakeClock()
    const patience: number[] = []
    await waitUntilReady({
      what: 'chain A',
      probe: async (timeoutMs) => {
        patience.push(timeoutMs)
        throw new Error('no')
      },
      deadlineMs: 1_500,
      log: () => undefined,
      clock,
    })
    // 1 s, then 2 s cut to the 1 475 ms left after the first pause, and so on.
    expect(patience.slice(0, 2)).toEqual([1_000, 1_475])
    expect(patience.every((ms, i) => ms <= 1_500 - (clock.pauses.slice(0, i).reduce((sum, pause) => sum + pause, 0)))).toBe(true)
    expect(clock.now()).toBeLessThanOrEqual(1_500)
  })

  it("stops at once when the chain's process gave up", async () => {
    const clock = fakeClock()
    let tries = 0
    const outcome = await waitUntilReady({
      what: 'chain A',
      probe: async () => {
        tries += 1
        throw new Error('ECONNREFUSED')
      },
      deadlineMs: 60_000,
      gaveUp: () => (tries >= 2 ? 'exited (code 1)' : undefined),
      clock,
    })
    expect(outcome).toMatchObject({ ready: false, attempts: 2, gaveUp: 'exited (code 1)' })
  })
})

describe('startChain waits for a slow anvil', () => {
  const anvils = fakeAnvils()
  const fakeAnvil = anvils.binary
  afterEach(() => {
    delete process.env.LATCH_ANVIL_BIN
  })
  afterAll(() => anvils.remove())

  it('an anvil that answers on its 3rd request: started, not failed', async () => {
    process.env.LATCH_ANVIL_BIN = fakeAnvil(2)
    const started = await startChain({ port: 0, chainId: 31338, label: 'chain B', log: () => undefined })
    try {
      expect(started.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(started.chainId).toBe(31338)
    } finally {
      await started.close()
    }
  })

  it('an anvil that never answers: fails at the deadline, naming the chain, its URL, the tries and the last error', async () => {
    process.env.LATCH_ANVIL_BIN = fakeAnvil('never')
    await expect(startChain({ port: 0, label: 'chain A', readyTimeoutMs: 400, log: () => undefined })).rejects.toThrow(
      /^chain A \(anvil\) did not answer eth_chainId 31337 on http:\/\/127\.0\.0\.1:\d+ within 400 ms \(\d+ tries?, the last: [^)]+\)$/,
    )
  })
})
