// The frame page's script (GET /frame.js, bundled by build.ts): wires the real window into the relay
// (frameRelay.ts). It stays silent unless it is framed (window.parent !== window) by an allowed origin, read from
// location.ancestorOrigins[0] (Chromium and WebKit; where it is missing the page does nothing, which the app meets
// as a frame that never gets ready). The device id and session token live in the frame's own localStorage (in
// memory when storage is blocked). ?enableLogger=true logs request names and answer types, never payloads.
import { z } from 'zod/mini'
import { isAllowedAncestor } from './ancestors'
import { API_PATH, FRAME_FAULTS_PATH } from './apiSchemas'
import { createApprovalUi } from './approvalView'
import { chainIdSchema } from './chainIds'
import { CONFIG_ELEMENT_ID } from './framePages'
import { createFrameRelay, type FrameRelayOptions } from './frameRelay'

const configSchema = z.object({ allowedAncestors: z.array(z.string()) })

function pageConfig(): z.infer<typeof configSchema> | undefined {
  try {
    const parsed = z.safeParse(configSchema, JSON.parse(document.getElementById(CONFIG_ELEMENT_ID)?.textContent ?? 'null'))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}

function frameStorage(): FrameRelayOptions['storage'] {
  const memory = new Map<string, string>()
  const attempt = <T>(use: () => T, fallback: () => T): T => {
    try {
      return use()
    } catch {
      return fallback()
    }
  }
  return {
    get: (key) => attempt(() => localStorage.getItem(key), () => memory.get(key) ?? null),
    set: (key, value) => attempt(() => localStorage.setItem(key, value), () => void memory.set(key, value)),
    remove: (key) => attempt(() => localStorage.removeItem(key), () => void memory.delete(key)),
  }
}

async function jsonOf(response: Promise<Response>): Promise<unknown> {
  return (await response).json() as Promise<unknown>
}

/** One hidden about:blank child whose own Function posts: the message's source is then the child, not this window. */
function foreignPoster(): (message: unknown) => void {
  let child: HTMLIFrameElement | undefined
  return (message) => {
    if (!child?.isConnected) {
      child = document.createElement('iframe')
      child.hidden = true
      document.body.appendChild(child)
    }
    const childWindow = child.contentWindow as (Window & { Function: FunctionConstructor }) | null
    if (!childWindow) return
    const post = new childWindow.Function('target', 'message', 'target.postMessage(message, "*")') as (target: Window, message: unknown) => void
    post(window.parent, message)
  }
}

function start(): void {
  if (window.parent === window) return
  const config = pageConfig()
  const ancestor = location.ancestorOrigins?.[0]
  if (!config || !isAllowedAncestor(ancestor, config.allowedAncestors)) return
  const query = new URLSearchParams(location.search)
  const chainParam = z.safeParse(chainIdSchema, query.get('chainId') ?? undefined)
  const logging = query.get('enableLogger') === 'true'
  const relay = createFrameRelay({
    parent: window.parent,
    parentOrigin: ancestor,
    listen(handler) {
      const listener = (event: MessageEvent) => handler({ source: event.source, origin: event.origin, data: event.data as unknown })
      window.addEventListener('message', listener)
      return () => window.removeEventListener('message', listener)
    },
    api: (body) => jsonOf(fetch(API_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body), cache: 'no-store' })),
    faults: () => jsonOf(fetch(FRAME_FAULTS_PATH, { cache: 'no-store' })),
    storage: frameStorage(),
    chainId: chainParam.success ? chainParam.data : undefined,
    postForeign: foreignPoster(),
    newDeviceId: () => crypto.randomUUID(),
    wait: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
    approvals: createApprovalUi({ doc: document, now: () => performance.now(), IntersectionObserver: window.IntersectionObserver, ResizeObserver: window.ResizeObserver }),
    ...(logging ? { log: (text: string) => console.debug(`[latch frame] ${text}`) } : {}),
  })
  void relay.start()
}

start()
