// The frame page's script (page.ts, with the protocol's zod schemas), served by the frame server at GET /frame.js.
import { bundleBrowserScript } from '../bundleBrowserScript'

export function buildFrameScript(): Promise<string> {
  return bundleBrowserScript(
    new URL('./page.ts', import.meta.url),
    'embedded-wallet frame',
    '/* Latch embedded-wallet frame (devstack): relays the app\'s requests to its own server. Dev keys, never real value. */',
  )
}
