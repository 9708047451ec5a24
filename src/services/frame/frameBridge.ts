// The app's end of the embedded-wallet frame (SPEC §7): requests go out to the frame's exact origin, answers come
// back matched by id. Security: a message counts only when it comes from the frame's origin, from the frame's own
// window, and parses as one of the declared messages; anything else is dropped and counted, never acted on. Every
// outcome is a value: nothing here throws, and an aborted request (a timeout, a sign-out) answers at once.
import { shownError } from '../../core/errors'
import type { ShownError } from '../../core/walletCard'
import { appRequest, parseFrameMessage, type EmbeddedUser, type RequestName, type RequestPayload, type SuccessPayload } from './frameMessages'

export type FrameOutcome<N extends RequestName> = { ok: true; payload: SuccessPayload<N> } | { ok: false; error: ShownError }

/** What the frame says on its own: it is ready, its account changed (null once signed out), or it shows the approval
 * of a request and needs that much room (issue 31). */
export type FrameEvent = { kind: 'ready' } | { kind: 'accountsChanged'; user: EmbeddedUser | null } | { kind: 'approval'; requestId: string; height: number }

type MessageTarget = Pick<Window, 'addEventListener' | 'removeEventListener'>
type Pending = { name: RequestName; answer: (outcome: FrameOutcome<RequestName>) => void }

export type FrameBridgeOptions = {
  /** The app's window, where the frame's messages arrive. */
  win: MessageTarget
  /** The frame's origin (scheme, host and port of its URL): the only targetOrigin and the only accepted origin. */
  frameOrigin: string
  /** The frame's window, once its iframe exists. */
  frameWindow: () => Window | null | undefined
  randomId?: () => string
}

export function createFrameBridge({ win, frameOrigin, frameWindow, randomId = () => crypto.randomUUID() }: FrameBridgeOptions) {
  const pending = new Map<string, Pending>()
  const listeners = new Set<(event: FrameEvent) => void>()
  let dropped = 0

  function onMessage(event: MessageEvent) {
    const source = frameWindow()
    const message = event.origin === frameOrigin && source && event.source === source ? parseFrameMessage(event.data) : undefined
    if (!message) return void dropped++
    if (message.kind === 'ready' || message.kind === 'accountsChanged' || message.kind === 'approval') {
      for (const listener of listeners) listener(message)
      return
    }
    // An answer nobody asked for (or under another request's name) is as foreign as any other message.
    const waiting = pending.get(message.id)
    if (!waiting || waiting.name !== message.name) return void dropped++
    pending.delete(message.id)
    waiting.answer(message.kind === 'success' ? { ok: true, payload: message.payload as SuccessPayload<RequestName> } : { ok: false, error: { code: 'FRAME_ERROR', message: message.message } })
  }
  let listening = false
  function listen() {
    if (listening) return
    listening = true
    win.addEventListener('message', onMessage as EventListener)
  }
  listen()

  return {
    /** Asks the frame; answers with its success payload or why not. An abort answers 'Request was aborted'. `id`:
     * the request's own, when the caller must recognise what the frame says about it (an approval). */
    request<N extends RequestName>(name: N, payload?: RequestPayload<N>, signal?: AbortSignal, id: string = randomId()): Promise<FrameOutcome<N>> {
      const request = appRequest(name, id, payload)
      const target = frameWindow()
      if (!request) return Promise.resolve({ ok: false, error: shownError('SOMETHING_WENT_WRONG') })
      if (!target) return Promise.resolve({ ok: false, error: shownError('FRAME_LOAD_FAILED') })
      if (signal?.aborted) return Promise.resolve({ ok: false, error: shownError('REQUEST_ABORTED') })
      return new Promise((resolve) => {
        const abort = () => {
          pending.delete(id)
          resolve({ ok: false, error: shownError('REQUEST_ABORTED') })
        }
        signal?.addEventListener('abort', abort, { once: true })
        pending.set(id, {
          name,
          answer: (outcome) => {
            signal?.removeEventListener('abort', abort)
            resolve(outcome as FrameOutcome<N>)
          },
        })
        target.postMessage(request, frameOrigin)
      })
    },
    /** Hears the frame's own events; returns the unsubscribe. */
    on(listener: (event: FrameEvent) => void): () => void {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    /** R-ERR-6: a load or request timeout aborts every request still waiting. */
    abortAll() {
      for (const [id, waiting] of pending) {
        pending.delete(id)
        waiting.answer({ ok: false, error: shownError('REQUEST_ABORTED') })
      }
    },
    /** How many messages were dropped: foreign origin, foreign window, unknown shape or unasked answer. */
    get dropped() {
      return dropped
    },
    get pending() {
      return pending.size
    },
    /** A fresh request id, as the bridge makes them. */
    newId: () => randomId(),
    /** Hears the page's messages again (a new frame was created after stop). */
    listen,
    /** Stops hearing the page's messages (the frame was removed, or Latch stopped): what waits is aborted; the
     * subscriptions of `on` stay for the next frame. */
    stop() {
      listening = false
      win.removeEventListener('message', onMessage as EventListener)
      this.abortAll()
    },
  }
}

export type FrameBridge = ReturnType<typeof createFrameBridge>
