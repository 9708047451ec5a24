// @vitest-environment jsdom
// The frame in the page (R-FRAME-2): a hidden, unreachable iframe whose URL carries projectId, chainId, version and
// enableLogger; its ready message counts only from its own window and origin; removing it ends what waited.
import { describe, expect, it } from 'vitest'
import { createEmbeddedFrame } from '../../../../src/services/frame/embeddedFrame'

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
