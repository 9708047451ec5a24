// The small services every flow leans on, each pinned on its own: an abort ends a wait at once, a loader runs
// once and forgets failures, a phone is recognised, an image preload gives up after SPEC's 2 s (R-CONST-1), a copy
// without the Clipboard API answers false, and "after paint" is the task after the next frame.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { LatchError } from '../../../src/core/errors'
import { copyText } from '../../../src/services/clipboard/copyText'
import { isMobile } from '../../../src/services/device/isMobile'
import { preloadImage, type ImageLoader } from '../../../src/services/images/preloadImage'
import { loadOnce } from '../../../src/services/loadOnce'
import { afterPaint } from '../../../src/services/scheduling/afterPaint'
import { untilAborted } from '../../../src/services/untilAborted'

afterEach(() => {
  vi.useRealTimers()
})

describe('untilAborted', () => {
  it('passes the work’s value and error through when nothing aborts, and without a signal', async () => {
    await expect(untilAborted(Promise.resolve(7), new AbortController().signal)).resolves.toBe(7)
    await expect(untilAborted(Promise.reject(new Error('wallet said no')), new AbortController().signal)).rejects.toThrow('wallet said no')
    const work = Promise.resolve('as is')
    expect(untilAborted(work, undefined)).toBe(work)
  })

  it('rejects with "Request was aborted" the moment the signal aborts, or at once when it already has', async () => {
    const controller = new AbortController()
    const never = new Promise<never>(() => {})
    const waiting = untilAborted(never, controller.signal)
    controller.abort('closed')
    const error = await waiting.catch((caught: unknown) => caught)
    expect(error).toBeInstanceOf(LatchError)
    expect((error as LatchError).message).toBe('Request was aborted')
    expect((error as LatchError).cause).toBe('closed')
    await expect(untilAborted(never, controller.signal)).rejects.toThrow('Request was aborted')
  })

  it('stops listening once the work settled', async () => {
    const controller = new AbortController()
    const remove = vi.spyOn(controller.signal, 'removeEventListener')
    await untilAborted(Promise.resolve(1), controller.signal)
    await untilAborted(Promise.reject(new Error('x')), controller.signal).catch(() => undefined)
    expect(remove).toHaveBeenCalledTimes(2)
  })
})

describe('loadOnce', () => {
  it('runs the work once for every caller, and again after a failure', async () => {
    const work = vi.fn<() => Promise<string>>().mockRejectedValueOnce(new Error('chunk failed')).mockResolvedValue('loaded')
    const load = loadOnce(work)
    await expect(load()).rejects.toThrow('chunk failed')
    const [first, second] = [load(), load()]
    expect(first).toBe(second)
    await expect(first).resolves.toBe('loaded')
    await expect(load()).resolves.toBe('loaded')
    expect(work).toHaveBeenCalledTimes(2)
  })
})

describe('isMobile', () => {
  const win = (userAgent: string, coarseNarrow = false) => ({
    navigator: { userAgent } as Navigator,
    matchMedia: ((query: string) => ({ matches: coarseNarrow && query === '(pointer: coarse) and (max-width: 1024px)' })) as unknown as Window['matchMedia'],
  })

  it('knows phones and tablets by their user agent, or by a coarse pointer on a narrow screen', () => {
    expect(isMobile(win('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) Mobile/15E148'))).toBe(true)
    expect(isMobile(win('Mozilla/5.0 (Linux; Android 14; Pixel 8)'))).toBe(true)
    expect(isMobile(win('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7)', true))).toBe(true)
    expect(isMobile(win('Mozilla/5.0 (X11; Linux x86_64) Chrome/130'))).toBe(false)
    expect(isMobile(undefined)).toBe(false)
    expect(isMobile({ navigator: { userAgent: 'Mozilla/5.0 (X11; Linux x86_64)' } as Navigator } as Parameters<typeof isMobile>[0])).toBe(false)
  })
})

describe('preloadImage', () => {
  class FakeImage {
    static made: FakeImage[] = []
    onload: (() => void) | null = null
    onerror: (() => void) | null = null
    src = ''
    constructor() {
      FakeImage.made.push(this)
    }
  }
  const Image = FakeImage as unknown as ImageLoader

  it('answers true when the image loads and false when it fails, asking for the URL once', async () => {
    FakeImage.made = []
    const loaded = preloadImage('https://img.example/a.png', Image)
    FakeImage.made[0]!.onload?.()
    await expect(loaded).resolves.toBe(true)
    // A minute's timeout: only the error itself can settle it within the test.
    const failed = preloadImage('https://img.example/b.png', Image, 60_000)
    FakeImage.made[1]!.onerror?.()
    await expect(failed).resolves.toBe(false)
    expect(FakeImage.made.map((image) => image.src)).toEqual(['https://img.example/a.png', 'https://img.example/b.png'])
    expect(FakeImage.made[0]!.onload).toBeNull()
  })

  it('R-CONST-1: gives up after 2000 ms, not before', async () => {
    vi.useFakeTimers()
    FakeImage.made = []
    let settled: boolean | undefined
    void preloadImage('https://img.example/slow.png', Image).then((value) => (settled = value))
    await vi.advanceTimersByTimeAsync(1_999)
    expect(settled).toBeUndefined()
    await vi.advanceTimersByTimeAsync(1)
    expect(settled).toBe(false)
  })
})

describe('copyText', () => {
  it('copies through the Clipboard API, and answers false without one or when it refuses', async () => {
    const writeText = vi.fn(async () => {})
    await expect(copyText({ clipboard: { writeText } as unknown as Clipboard }, '0xabc')).resolves.toBe(true)
    expect(writeText).toHaveBeenCalledWith('0xabc')
    await expect(copyText({ clipboard: { writeText: async () => Promise.reject(new Error('denied')) } as unknown as Clipboard }, 'x')).resolves.toBe(false)
    await expect(copyText(undefined, 'x')).resolves.toBe(false)
    await expect(copyText({} as Navigator, 'x')).resolves.toBe(false)
  })
})

describe('afterPaint', () => {
  it('resolves in the task after the next animation frame, or at once without a window', async () => {
    const order: string[] = []
    let frame: (() => void) | undefined
    const win = {
      requestAnimationFrame: (callback: FrameRequestCallback) => ((frame = () => callback(0)), 1),
      setTimeout: ((callback: () => void) => (order.push('task queued'), setTimeout(callback, 0))) as unknown as Window['setTimeout'],
    }
    const painted = afterPaint(win).then(() => order.push('resolved'))
    await Promise.resolve()
    expect(order).toEqual([])
    frame?.()
    await painted
    expect(order).toEqual(['task queued', 'resolved'])
    await expect(afterPaint(undefined)).resolves.toBeUndefined()
  })
})
