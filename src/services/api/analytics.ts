// R-API-6 and R-API-7: analytics are sent only when the project has them on, asked once per client and lazily
// (no request at all until the first event). Analytics never break the modal: sendEvent never throws, and a
// failed config read simply turns them off. R-PERM-2: a 403 from /e means this origin is not on the project's
// allow-list; the alert is shown once and the client stops sending.
import type { ErrorCode } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import { newEventId } from './eventId'
import type { AlertSink, ApiHttp } from './http'
import type { PageInfo } from './pageInfo'
import { analyticsConfigSchema, type AnalyticsEvent } from './schemas'

export type AnalyticsEventInput = { type: 'track' | 'error'; event: string; properties?: Record<string, unknown> }

type AnalyticsDeps = {
  http: ApiHttp
  url: (path: string) => string
  now: () => number
  page: () => PageInfo
  onAlert: AlertSink
  /** The dapp's own switch (features.analytics); off means no request is ever made. */
  enabled: boolean
  /** The connected account's plain address, or undefined while disconnected. */
  address: () => string | undefined
}

export function createAnalytics(deps: AnalyticsDeps) {
  let enabledByServer: Promise<boolean> | undefined
  let forbidden = false
  const alerted = new Set<ErrorCode>()

  function alertOnce(code: ErrorCode): void {
    if (alerted.has(code)) return
    alerted.add(code)
    deps.onAlert(code)
  }

  async function getAnalyticsConfig(signal?: AbortSignal): Promise<{ isAnalyticsEnabled: boolean }> {
    try {
      return await deps.http.json(deps.url('/getAnalyticsConfig'), analyticsConfigSchema, signal)
    } catch (error) {
      // Aborting is the caller leaving, not the server failing: say so rather than answer for it.
      if (isLatchError(error) && error.code === 'REQUEST_ABORTED') throw error
      return { isAnalyticsEnabled: false } // R-API-6: failure turns analytics off
    }
  }

  function serverAllowsAnalytics(): Promise<boolean> {
    enabledByServer ??= getAnalyticsConfig().then(
      (config) => config.isAnalyticsEnabled,
      () => false,
    )
    return enabledByServer
  }

  async function sendEvent(input: AnalyticsEventInput): Promise<void> {
    // R-API-7: read when the event is sent, before any wait: an event sent while connected carries the address.
    const address = deps.address()
    try {
      if (!deps.enabled || forbidden) return
      if (!(await serverAllowsAnalytics()) || forbidden) return
      const page = deps.page()
      const body: AnalyticsEvent = {
        eventId: newEventId(),
        url: page.url,
        domain: page.domain,
        timestamp: deps.now(),
        // type and event last: a property named like them must not relabel the event. R-API-7: plus the address
        // while an account is connected; none while disconnected.
        props: { ...input.properties, ...(address === undefined ? {} : { address }), type: input.type, event: input.event },
      }
      const response = await deps.http.send(
        deps.url('/e'),
        { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) },
        alertOnce,
      )
      // The acknowledgement says nothing we need; releasing it frees the connection for the next event.
      await response.body?.cancel().catch(() => undefined)
    } catch (error) {
      if (isLatchError(error) && error.status === 403) {
        forbidden = true
        alertOnce('ORIGIN_NOT_ALLOWED') // R-PERM-2: once per client
      }
      // Anything else is dropped: an event lost is better than a modal broken by its own telemetry.
    }
  }

  return { getAnalyticsConfig, sendEvent }
}
