// The frame flow's I/O on one port: the frame service (src/services/frame) creates the iframe and owns the bridge.
import { fromCallback, fromPromise } from 'xstate'
import type { FrameEvent } from './frame.machine'

export interface FramePort {
  /** Creates the iframe and calls `ready` when the frame says it is; returns the removal. */
  create(ready: () => void): () => void
  /** One heartbeat: whether the frame answered. */
  beat(signal: AbortSignal): Promise<boolean>
  /** R-ERR-6: answers every request still waiting with 'Request was aborted'. */
  abortRequests(): void
}

export function createFrameActors(port: FramePort) {
  return {
    createFrame: fromCallback<FrameEvent>(({ sendBack }) => port.create(() => sendBack({ type: 'frame.ready' }))),
    beat: fromPromise<boolean>(({ signal }) => port.beat(signal)),
  }
}

export function createFrameActions(port: FramePort) {
  return { abortRequests: () => port.abortRequests() }
}
