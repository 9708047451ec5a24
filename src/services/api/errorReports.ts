// R-ERR-7: error reports go to the event sink as 'error' events, at most ERROR_REPORTS_PER_MINUTE in any rolling
// minute, so an error in a render loop cannot flood the project's analytics. The clock is injected for tests.
import { ERROR_REPORT_WINDOW_MS, ERROR_REPORTS_PER_MINUTE } from '../../core/constants'
import type { AnalyticsEventInput } from './analytics'

export type ErrorReport = { errorType: string; errorMessage: string; stackTrace?: string }

/** The event name error reports carry in props.event. */
export const ERROR_REPORT_EVENT = 'ERROR'

export function createErrorReporter(deps: { now: () => number; sendEvent: (event: AnalyticsEventInput) => Promise<void> }) {
  const sentAt: number[] = []

  return function reportError(report: ErrorReport): Promise<void> {
    const now = deps.now()
    while (sentAt.length > 0 && now - (sentAt[0] ?? now) >= ERROR_REPORT_WINDOW_MS) sentAt.shift()
    if (sentAt.length >= ERROR_REPORTS_PER_MINUTE) return Promise.resolve() // R-ERR-7: over the cap, dropped
    sentAt.push(now)
    const properties: Record<string, unknown> = { errorType: report.errorType, errorMessage: report.errorMessage }
    if (report.stackTrace !== undefined) properties.stackTrace = report.stackTrace
    return deps.sendEvent({ type: 'error', event: ERROR_REPORT_EVENT, properties })
  }
}
