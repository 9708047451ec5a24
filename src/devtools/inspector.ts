// Dev only (DESIGN): imported dynamically behind import.meta.env.DEV, so production builds carry none of it.
// Online it opens the hosted Stately inspector; offline the devstack relays events over WebSocket.
import { createBrowserInspector, createWebSocketInspector } from '@statelyai/inspect'
import type { AnyEventObject, MachineContext } from 'xstate'
import { maskSensitive } from './maskSensitive'

export type InspectorTarget = { kind: 'browser' } | { kind: 'websocket'; url: string }

export function createLatchInspector(target: InspectorTarget) {
  // sanitize* cover contexts and events; serialize also reaches actor inputs (a loader's search request).
  const options = {
    sanitizeContext: (context: MachineContext) => maskSensitive(context),
    sanitizeEvent: (event: AnyEventObject) => maskSensitive(event),
    serialize: <T>(inspectionEvent: T) => maskSensitive(inspectionEvent),
  }
  const inspector = target.kind === 'browser' ? createBrowserInspector(options) : createWebSocketInspector({ ...options, url: target.url })
  return inspector.inspect
}
