// The embedded-wallet frame in the page: a hidden iframe on the frame's own origin, loaded with projectId, chainId,
// version and enableLogger as query parameters (R-FRAME-2), and the bridge that is the only way to talk to it. It
// implements the frame flow's port: create (and remove) the iframe, a heartbeat, aborting what waits.
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

export function createEmbeddedFrame(options: EmbeddedFrameOptions): { bridge: FrameBridge; port: import('../../machines/frame/frame.actors').FramePort } {
  const { doc } = options
  const src = frameSrc(options)
  let iframe: HTMLIFrameElement | undefined
  const bridge = createFrameBridge({ win: doc.defaultView ?? window, frameOrigin: src.origin, frameWindow: () => iframe?.contentWindow })
  return {
    bridge,
    port: {
      create(ready) {
        const frame = doc.createElement('iframe')
        frame.src = src.href
        frame.title = 'Embedded wallet'
        // Nothing to see or reach by keyboard: the frame holds keys, the modal shows everything a person reads.
        frame.setAttribute('aria-hidden', 'true')
        frame.tabIndex = -1
        frame.style.cssText = 'position:absolute;width:0;height:0;border:0;opacity:0;pointer-events:none'
        iframe = frame
        const stop = bridge.on((event) => {
          if (event.kind === 'ready') ready()
        })
        doc.body.appendChild(frame)
        return () => {
          stop()
          frame.remove()
          if (iframe === frame) iframe = undefined
        }
      },
      beat: async (signal) => (await bridge.request('HEARTBEAT', undefined, signal)).ok,
      abortRequests: () => bridge.abortAll(),
    },
  }
}
