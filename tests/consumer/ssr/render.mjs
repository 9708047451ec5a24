// Issue 17, SSR from the installed package: Node, no window or document. Every entry imports, createLatch starts,
// and renderToString gives the connect button and no dialog. Prints the HTML; exits non-zero on any failure.
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'

if (typeof window !== 'undefined' || typeof document !== 'undefined') throw new Error('expected no window or document')
const { createLatch } = await import('latch')
const { LatchProvider, ConnectButton } = await import('latch/react')
const { latchConnector } = await import('latch/wagmi')
if (typeof latchConnector !== 'function') throw new Error('latch/wagmi has no latchConnector')
const latch = createLatch({ projectId: 'ssr', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' } })
const html = renderToString(createElement(LatchProvider, { latch }, createElement(ConnectButton)))
latch.stop()
if (!html.includes('>Connect Wallet</button>')) throw new Error(`no connect button in: ${html}`)
if (html.includes('role="dialog"')) throw new Error(`a dialog was rendered on the server: ${html}`)
console.log(html)
