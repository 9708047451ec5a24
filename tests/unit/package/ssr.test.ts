// Issue 17, SSR: on a server (Node, no window, no document) every public entry imports without throwing, a Latch
// can be created, and rendering the provider with the connect button gives the button; the modal is not rendered
// until the browser's Latch opens it.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'

let stop: (() => void) | undefined
afterEach(() => stop?.())

describe('server-side rendering', () => {
  it('runs where there is no window or document', () => {
    expect(typeof window).toBe('undefined')
    expect(typeof document).toBe('undefined')
  })

  it('imports every entry, creates a Latch and renders the connect button', async () => {
    const { createLatch } = await import('../../../src/index')
    const { LatchProvider, ConnectButton } = await import('../../../src/react/index')
    await import('../../../src/wagmi/index')
    const latch = createLatch({ projectId: 'ssr', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' } })
    stop = latch.stop
    const html = renderToString(createElement(LatchProvider, { latch }, createElement(ConnectButton)))
    // Issue 33: a server cannot know whether the browser holds a session, so the button is its restoring
    // placeholder (its size, its label unseen, not clickable) until the browser's Latch knows.
    expect(html).toContain('<button type="button" class="latch-connect-button" aria-haspopup="dialog" aria-expanded="false" aria-busy="true" disabled="">Connect Wallet</button>')
    expect(html).not.toContain('role="dialog"')
    expect(latch.status).not.toBe('connected')
  })
})
