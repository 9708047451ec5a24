// The app's end of the embedded-wallet frame (SPEC §7, R-FRAME-3, R-VAL-2): requests leave for the frame's exact
// origin with unpredictable ids, answers are matched by id and name, and only messages from the frame's origin and
// window in a declared shape count. Property: 10 000 generated foreign or malformed messages are all dropped and the
// bridge keeps working.
import { getEventListeners } from 'node:events'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { createFrameBridge } from '../../../../src/services/frame/frameBridge'

const FRAME_ORIGIN = 'http://127.0.0.1:5278'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** The page's window and the frame's: what the frame was sent, and a way to make either side post. */
function harness() {
  const listeners = new Set<(event: { origin: string; source: unknown; data: unknown }) => void>()
  const win = {
    addEventListener: (_type: string, listener: never) => void listeners.add(listener),
    removeEventListener: (_type: string, listener: never) => void listeners.delete(listener),
  }
  const posted: { message: { type: string; id: string; payload?: unknown }; targetOrigin: string }[] = []
  const frame = { postMessage: (message: never, targetOrigin: string) => void posted.push({ message, targetOrigin }) }
  const stranger = { postMessage: () => {} }
  const bridge = createFrameBridge({ win: win as never, frameOrigin: FRAME_ORIGIN, frameWindow: () => frame as never })
  const deliver = (data: unknown, origin = FRAME_ORIGIN, source: unknown = frame) => listeners.forEach((listener) => listener({ origin, source, data }))
  return { bridge, posted, deliver, frame, stranger, listeners }
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the frame bridge', () => {
  it('posts a checked request to the frame origin only, with a UUID id, and takes the answer under that id', async () => {
    const { bridge, posted, deliver } = harness()
    const answer = bridge.request('CONNECT_EMAIL', { email: 'ana@example.com' })
    expect(posted).toHaveLength(1)
    const [{ message, targetOrigin }] = posted as [(typeof posted)[number]]
    expect(targetOrigin).toBe(FRAME_ORIGIN)
    expect(message).toEqual({ type: '@latch-app/CONNECT_EMAIL', id: expect.stringMatching(UUID), payload: { email: 'ana@example.com' } })
    deliver({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: message.id, payload: { action: 'VERIFY_OTP' } })
    expect(await answer).toEqual({ ok: true, payload: { action: 'VERIFY_OTP' } })
    expect(bridge.pending).toBe(0)
  })

  it('an error answer carries the frame’s message', async () => {
    const { bridge, posted, deliver } = harness()
    const answer = bridge.request('CONNECT_OTP', { otp: '123456' })
    deliver({ type: '@latch-frame/CONNECT_OTP_ERROR', id: posted[0]!.message.id, payload: { message: 'Invalid code' } })
    expect(await answer).toEqual({ ok: false, error: { code: 'FRAME_ERROR', message: 'Invalid code' } })
  })

  it('two requests never share an id', () => {
    const { bridge, posted } = harness()
    void bridge.request('GET_CHAIN_ID')
    void bridge.request('GET_CHAIN_ID')
    expect(new Set(posted.map((entry) => entry.message.id)).size).toBe(2)
  })

  it('an answer from another origin, another window, for another id or under another name is dropped and counted', async () => {
    const { bridge, posted, deliver, stranger } = harness()
    const answer = bridge.request('CONNECT_EMAIL', { email: 'ana@example.com' })
    const id = posted[0]!.message.id
    const success = { type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id, payload: { action: 'CONNECT' } }
    deliver(success, 'http://evil.example')
    deliver(success, FRAME_ORIGIN, stranger)
    deliver({ ...success, id: '00000000-0000-4000-8000-000000000000' })
    deliver({ ...success, type: '@latch-frame/CONNECT_OTP_SUCCESS', payload: {} })
    deliver({ ...success, payload: { action: 'STEAL' } })
    await settle()
    expect(bridge.dropped).toBe(5)
    expect(bridge.pending).toBe(1)
    deliver(success)
    expect(await answer).toEqual({ ok: true, payload: { action: 'CONNECT' } })
  })

  it('a request the frame would refuse is never posted (R-VAL-2)', async () => {
    const { bridge, posted } = harness()
    expect(await bridge.request('CONNECT_EMAIL', { email: 'not an email' })).toEqual({ ok: false, error: { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' } })
    expect(posted).toEqual([])
  })

  it('R-ERR-6: an abort, or every pending request at once, answers "Request was aborted"; a late answer is dropped', async () => {
    const { bridge, posted, deliver } = harness()
    const controller = new AbortController()
    const one = bridge.request('CONNECT_DEVICE', undefined, controller.signal)
    const two = bridge.request('GET_USER')
    const three = bridge.request('IS_CONNECTED')
    controller.abort()
    expect(await one).toEqual({ ok: false, error: { code: 'REQUEST_ABORTED', message: 'Request was aborted' } })
    bridge.abortAll()
    expect(await two).toEqual({ ok: false, error: { code: 'REQUEST_ABORTED', message: 'Request was aborted' } })
    expect(await three).toEqual({ ok: false, error: { code: 'REQUEST_ABORTED', message: 'Request was aborted' } })
    deliver({ type: '@latch-frame/IS_CONNECTED_SUCCESS', id: posted[2]!.message.id, payload: { isConnected: true } })
    expect(bridge.dropped).toBe(1)
  })

  it('the frame’s own events (ready, account changed) reach listeners only from the frame', () => {
    const { bridge, deliver, stranger } = harness()
    const heard: unknown[] = []
    bridge.on((event) => heard.push(event))
    deliver({ type: '@latch-frame/READY' }, 'http://evil.example')
    deliver({ type: '@latch-frame/READY' }, FRAME_ORIGIN, stranger)
    deliver({ type: '@latch-frame/READY' })
    deliver({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } })
    deliver({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: null })
    expect(heard).toEqual([
      { kind: 'ready' },
      { kind: 'accountsChanged', user: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } },
      { kind: 'accountsChanged', user: null },
    ])
  })

  it('stopped, it hears nothing more and answers what waited', async () => {
    const { bridge, listeners } = harness()
    const waiting = bridge.request('SIGN_OUT')
    bridge.stop()
    expect(listeners.size).toBe(0)
    expect(await waiting).toMatchObject({ ok: false, error: { code: 'REQUEST_ABORTED' } })
  })
})

describe('the frame bridge, what it leaves behind', () => {
  it('R-ERR-6: a request whose signal is already aborted answers "Request was aborted" at once and is never posted', async () => {
    const { bridge, posted } = harness()
    const controller = new AbortController()
    controller.abort()
    expect(await bridge.request('GET_USER', undefined, controller.signal)).toEqual({ ok: false, error: { code: 'REQUEST_ABORTED', message: 'Request was aborted' } })
    expect(posted).toEqual([])
    expect(bridge.pending).toBe(0)
  })

  it("a settled request, answered or aborted, leaves no listener on the caller's signal (one signal can serve many)", async () => {
    const { bridge, posted, deliver } = harness()
    const controller = new AbortController()
    for (let round = 0; round < 3; round++) {
      const answer = bridge.request('GET_CHAIN_ID', undefined, controller.signal)
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(1)
      deliver({ type: '@latch-frame/GET_CHAIN_ID_SUCCESS', id: posted[round]!.message.id, payload: { chainId: 31337 } })
      expect(await answer).toEqual({ ok: true, payload: { chainId: 31337 } })
      expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
    }
    const aborted = bridge.request('GET_CHAIN_ID', undefined, controller.signal)
    controller.abort()
    expect(await aborted).toMatchObject({ ok: false, error: { code: 'REQUEST_ABORTED' } })
    expect(getEventListeners(controller.signal, 'abort')).toHaveLength(0)
  })

  it('a listener that unsubscribed hears the frame no more; the others still do', () => {
    const { bridge, deliver } = harness()
    const first: unknown[] = []
    const second: unknown[] = []
    const stop = bridge.on((event) => first.push(event))
    bridge.on((event) => second.push(event))
    deliver({ type: '@latch-frame/READY' })
    stop()
    deliver({ type: '@latch-frame/READY' })
    expect(first).toEqual([{ kind: 'ready' }])
    expect(second).toEqual([{ kind: 'ready' }, { kind: 'ready' }])
  })

  it("stopped, it no longer listens for the window's messages at all (not even to count them)", () => {
    // A window that keeps listeners per event type, as a real one does.
    const byType = new Map<string, Set<(event: unknown) => void>>()
    const win = {
      addEventListener: (type: string, listener: (event: unknown) => void) => void (byType.get(type) ?? byType.set(type, new Set()).get(type)!).add(listener),
      removeEventListener: (type: string, listener: (event: unknown) => void) => void byType.get(type)?.delete(listener),
    }
    const frame = { postMessage: () => {} }
    const bridge = createFrameBridge({ win: win as never, frameOrigin: FRAME_ORIGIN, frameWindow: () => frame as never })
    const post = (data: unknown) => byType.get('message')?.forEach((listener) => listener({ origin: 'http://evil.example', source: frame, data }))
    post({ type: '@latch-frame/READY' })
    expect(bridge.dropped).toBe(1)
    bridge.stop()
    expect(byType.get('message')?.size ?? 0).toBe(0)
    post({ type: '@latch-frame/READY' })
    expect(bridge.dropped).toBe(1)
  })
})

describe('10 000 foreign or malformed messages (security)', () => {
  const knownTypes = ['READY', 'ACCOUNTS_CHANGED', 'CONNECT_EMAIL_SUCCESS', 'CONNECT_EMAIL_ERROR', 'GET_USER_SUCCESS', 'RPC_REQUEST_SUCCESS', 'SIGN_OUT_SUCCESS']
  // Right-looking messages from the wrong origin or window, and anything at all from the right ones that is not a
  // declared message answering a pending request.
  const foreign = fc.record({
    origin: fc.oneof(fc.constant(FRAME_ORIGIN), fc.webUrl().map((url) => new URL(url).origin), fc.constantFrom('null', 'http://127.0.0.1:5279', 'https://127.0.0.1:5278', '')),
    source: fc.constantFrom('frame', 'stranger', 'none'),
    data: fc.oneof(
      fc.anything(),
      fc.record({ type: fc.constantFrom(...knownTypes).map((type) => `@latch-frame/${type}`), id: fc.oneof(fc.uuid(), fc.string()), payload: fc.anything() }, { requiredKeys: ['type'] }),
      fc.record({ type: fc.string(), id: fc.uuid(), payload: fc.object() }),
    ),
  })

  it('drops every one, acts on none, and still answers the real frame afterwards', async () => {
    const { bridge, posted, deliver, frame, stranger } = harness()
    const heard: unknown[] = []
    bridge.on((event) => heard.push(event))
    const waiting = bridge.request('CONNECT_EMAIL', { email: 'ana@example.com' })
    const realId = posted[0]!.message.id
    let sent = 0
    fc.assert(
      fc.property(foreign, ({ origin, source, data }) => {
        const genuine = origin === FRAME_ORIGIN && source === 'frame'
        const answersReal = typeof data === 'object' && data !== null && (data as { id?: unknown }).id === realId
        const isEvent = typeof data === 'object' && data !== null && /^@latch-frame\/(READY|ACCOUNTS_CHANGED)$/.test(String((data as { type?: unknown }).type))
        // A genuine frame event is allowed through; everything else must be dropped.
        fc.pre(!(genuine && (answersReal || isEvent)))
        const before = bridge.dropped
        deliver(data, origin, source === 'frame' ? frame : source === 'stranger' ? stranger : null)
        sent++
        expect(bridge.dropped).toBe(before + 1)
      }),
      { numRuns: 10_000 },
    )
    expect(sent).toBeGreaterThanOrEqual(10_000)
    expect(heard).toEqual([])
    expect(bridge.pending).toBe(1)
    deliver({ type: '@latch-frame/CONNECT_EMAIL_SUCCESS', id: realId, payload: { action: 'VERIFY_DEVICE' } })
    expect(await waiting).toEqual({ ok: true, payload: { action: 'VERIFY_DEVICE' } })
  })
})
