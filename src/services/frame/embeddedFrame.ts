// The embedded-wallet frame in the page: a hidden iframe on the frame's own origin, loaded with projectId, chainId,
// version and enableLogger as query parameters (R-FRAME-2), and the bridge that is the only way to talk to it. It
// implements the frame flow's port: create (and remove) the iframe, a heartbeat, aborting what waits; and it lays the
// frame over the modal's ApproveTransaction slot while the person decides a request there (issue 31).
import { whenMounted } from '../dialog/whenMounted'
import { hostFrame, placeFrameOver } from './approvalPlacement'
import { createFrameBridge, type FrameBridge } from './frameBridge'

export type EmbeddedFrameOptions = {
  doc: Document
  /** The frame page's URL (the devstack serves one on its own origin). */
  frameUrl: string
  projectId: string
  chainId: string | number
  version: string
  enableLogger: boolean
}

export function frameSrc({ frameUrl, projectId, chainId, version, enableLogger }: Omit<EmbeddedFrameOptions, 'doc'>): URL {
  const url = new URL(frameUrl)
  url.searchParams.set('projectId', projectId)
  url.searchParams.set('chainId', String(chainId))
  url.searchParams.set('version', version)
  url.searchParams.set('enableLogger', String(enableLogger))
  return url
}

/** What the frame flow asks of the frame (its FramePort, by shape: a service imports no machine). */
export type FrameLife = {
  /** Creates the iframe and calls `ready` when the frame says it is; returns the removal. */
  create(ready: () => void): () => void
  /** One heartbeat: whether the frame answered. */
  beat(signal: AbortSignal): Promise<boolean>
  /** R-ERR-6: answers every request still waiting with 'Request was aborted'. */
  abortRequests(): void
}

export type EmbeddedFrame = {
  bridge: FrameBridge
  port: FrameLife
  /** Shows the frame over the element `slotId` for the approval of `requestId`; returns the hiding. */
  present(requestId: string, slotId: string): () => void
}

export function createEmbeddedFrame(options: EmbeddedFrameOptions): EmbeddedFrame {
  const { doc } = options
  const src = frameSrc(options)
  let iframe: HTMLIFrameElement | undefined
  const bridge = createFrameBridge({ win: doc.defaultView ?? window, frameOrigin: src.origin, frameWindow: () => iframe?.contentWindow })
  // The height the frame last asked for: it may ask before the modal's view is there to take it.
  let asked: { requestId: string; height: number } | undefined
  bridge.on((event) => {
    if (event.kind === 'approval') asked = { requestId: event.requestId, height: event.height }
  })
  return {
    bridge,
    present(requestId, slotId) {
      const frame = iframe
      if (!frame) return () => {}
      return whenMounted(doc, slotId, (slot) => placeFrameOver(frame, slot, () => (asked?.requestId === requestId ? asked.height : undefined)))
    },
    port: {
      create(ready) {
        const frame = doc.createElement('iframe')
        frame.src = src.href
        frame.title = 'Embedded wallet'
        // Nothing to see or reach by keyboard until it shows an approval (present).
        const host = hostFrame(doc, frame)
        iframe = frame
        bridge.listen()
        const stop = bridge.on((event) => {
          if (event.kind === 'ready') ready()
        })
        doc.body.appendChild(host)
        // Removed (a failed load, or Latch stopped with the flow): the page's messages are no longer heard.
        return () => {
          stop()
          host.remove()
          if (iframe === frame) {
            iframe = undefined
            bridge.stop()
          }
        }
      },
      beat: async (signal) => (await bridge.request('HEARTBEAT', undefined, signal)).ok,
      abortRequests: () => bridge.abortAll(),
    },
  }
}
