// @vitest-environment jsdom
// The frame in the page (R-FRAME-2): a hidden, unreachable iframe whose URL carries projectId, chainId, version and
// enableLogger; its ready message counts only from its own window and origin; removing it ends what waited.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedFrame } from '../../../../src/services/frame/embeddedFrame'

// A test that fails before its own clean-up must not leave iframes for the next one to find.
afterEach(() => {
  vi.restoreAllMocks()
  document.body.replaceChildren()
})

const OPTIONS = { frameUrl: 'http://127.0.0.1:5278/frame', projectId: 'latch-dev', chainId: 31337, version: 'latch-react-0.1.0', enableLogger: false }

describe('the embedded frame', () => {
  it('creates one hidden iframe with the four query parameters, and removes it', () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    const remove = port.create(() => {})
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(1)
    const url = new URL(frames[0]!.src)
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:5278/frame')
    expect(Object.fromEntries(url.searchParams)).toEqual({ projectId: 'latch-dev', chainId: '31337', version: 'latch-react-0.1.0', enableLogger: 'false' })
    expect(frames[0]!.getAttribute('aria-hidden')).toBe('true')
    expect(frames[0]!.tabIndex).toBe(-1)
    remove()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it("hears ready only from the frame's window on the frame's origin", () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    let ready = 0
    const remove = port.create(() => ready++)
    const frame = document.querySelector('iframe')!
    const post = (origin: string, source: Window | null) => window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/READY' }, origin, source }))
    post('http://127.0.0.1:5279', frame.contentWindow)
    post('http://127.0.0.1:5278', window)
    expect(ready).toBe(0)
    post('http://127.0.0.1:5278', frame.contentWindow)
    expect(ready).toBe(1)
    remove()
    post('http://127.0.0.1:5278', frame.contentWindow)
    expect(ready).toBe(1)
  })

  it('with no frame the heartbeat fails; abortRequests answers what waited', async () => {
    const { port, bridge } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    expect(await port.beat(new AbortController().signal)).toBe(false)
    const remove = port.create(() => {})
    const waiting = bridge.request('GET_USER')
    port.abortRequests()
    expect(await waiting).toMatchObject({ ok: false, error: { message: 'Request was aborted' } })
    remove()
  })
})

const ORIGIN = 'http://127.0.0.1:5278'
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('the embedded frame, in detail', () => {
  it('the iframe is titled for assistive tech; its host takes no room, shows nothing and catches no pointer', () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    const remove = port.create(() => {})
    const frame = document.querySelector('iframe')!
    const host = frame.parentElement!
    expect(frame.title).toBe('Embedded wallet')
    expect(host.parentElement).toBe(document.body)
    expect({
      position: host.style.position,
      width: host.style.width,
      height: host.style.height,
      opacity: host.style.opacity,
      pointerEvents: host.style.pointerEvents,
      visibility: host.style.visibility,
    }).toEqual({ position: 'absolute', width: '0px', height: '0px', opacity: '0', pointerEvents: 'none', visibility: 'hidden' })
    remove()
    expect(document.body.children).toHaveLength(0)
  })

  it('issue 31: presented for an approval, the frame lies over the slot at the height it asked for, reachable; hidden again after', async () => {
    const { port, present } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    const remove = port.create(() => {})
    const frame = document.querySelector('iframe')!
    const host = frame.parentElement!
    const slot = document.createElement('div')
    slot.id = 'latch-approval-slot'
    document.body.appendChild(slot)
    vi.spyOn(slot, 'getBoundingClientRect').mockReturnValue({ left: 10, top: 20, width: 360, height: 240 } as DOMRect)
    const requestId = '0b7c4f7e-64a4-4c1e-9c0b-2f1d8f9a6b11'
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/APPROVAL', id: requestId, payload: { height: 240 } }, origin: ORIGIN, source: frame.contentWindow }))
    const hide = present(requestId, 'latch-approval-slot')
    await vi.waitFor(() => expect(host.style.position).toBe('fixed'))
    expect(slot.style.height).toBe('240px')
    expect({ left: host.style.left, top: host.style.top, width: host.style.width, height: host.style.height }).toEqual({ left: '10px', top: '20px', width: '360px', height: '240px' })
    expect(host.hasAttribute('data-latch-dialog-part')).toBe(true)
    expect(frame.getAttribute('aria-hidden')).toBeNull()
    expect(frame.tabIndex).toBe(0)
    hide()
    expect(host.style.visibility).toBe('hidden')
    expect(host.hasAttribute('data-latch-dialog-part')).toBe(false)
    expect(frame.getAttribute('aria-hidden')).toBe('true')
    expect(frame.tabIndex).toBe(-1)
    expect(slot.style.height).toBe('')
    remove()
  })

  it("R-FRAME-1: only the frame's ready message counts as ready, not its account change", () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    let ready = 0
    const remove = port.create(() => ready++)
    const frame = document.querySelector('iframe')!
    const post = (data: unknown) => window.dispatchEvent(new MessageEvent('message', { data, origin: ORIGIN, source: frame.contentWindow }))
    post({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } })
    post({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: null })
    expect(ready).toBe(0)
    post({ type: '@latch-frame/READY' })
    expect(ready).toBe(1)
    remove()
  })

  it('removing an earlier iframe after a newer one was created leaves the newer one the frame', () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    let ready = 0
    const removeOld = port.create(() => {})
    const removeNew = port.create(() => ready++)
    const frames = document.querySelectorAll('iframe')
    expect(frames).toHaveLength(2)
    const newer = frames[1]!.contentWindow
    removeOld()
    window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/READY' }, origin: ORIGIN, source: newer }))
    expect(ready).toBe(1)
    removeNew()
    expect(document.querySelectorAll('iframe')).toHaveLength(0)
  })

  it("the heartbeat asks the frame (HEARTBEAT, to the frame's origin) and is true when it answers", async () => {
    const { port } = createEmbeddedFrame({ doc: document, ...OPTIONS })
    const remove = port.create(() => {})
    const frameWindow = document.querySelector('iframe')!.contentWindow!
    const posted: { message: { type: string; id: string }; targetOrigin: string }[] = []
    vi.spyOn(frameWindow, 'postMessage').mockImplementation(((message: { type: string; id: string }, targetOrigin: string) => {
      posted.push({ message, targetOrigin })
      queueMicrotask(() =>
        window.dispatchEvent(new MessageEvent('message', { data: { type: '@latch-frame/HEARTBEAT_SUCCESS', id: message.id }, origin: ORIGIN, source: frameWindow })),
      )
    }) as never)
    expect(await port.beat(new AbortController().signal)).toBe(true)
    expect(posted).toEqual([{ message: { type: '@latch-app/HEARTBEAT', id: expect.stringMatching(UUID) }, targetOrigin: ORIGIN }])
    remove()
  })

  it("listens on the window of the document it was given, not on whichever window loaded the code", () => {
    const host = document.createElement('iframe')
    document.body.appendChild(host)
    const doc = host.contentDocument!
    const ownWindow = doc.defaultView!
    expect(ownWindow).not.toBe(window)
    const { port } = createEmbeddedFrame({ doc, ...OPTIONS })
    let ready = 0
    const remove = port.create(() => ready++)
    const frameWindow = doc.querySelector('iframe')!.contentWindow
    const readyEvent = () => new MessageEvent('message', { data: { type: '@latch-frame/READY' }, origin: ORIGIN, source: frameWindow })
    window.dispatchEvent(readyEvent())
    expect(ready).toBe(0)
    ownWindow.dispatchEvent(readyEvent())
    expect(ready).toBe(1)
    remove()
    host.remove()
  })
})
