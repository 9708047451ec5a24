// The activity flow's I/O: one page of the account's history (services/blockchain).
import { fromPromise } from 'xstate'
import type { ActivityOutcome, ActivityTarget } from './activity.types'

export interface ActivityPort {
  fetchPage(target: ActivityTarget, cursor: string | undefined, signal: AbortSignal): Promise<ActivityOutcome>
}

export function createActivityActors(port: ActivityPort) {
  return {
    fetchActivity: fromPromise<ActivityOutcome, { target: ActivityTarget; cursor: string | undefined }>(({ input, signal }) =>
      port.fetchPage(input.target, input.cursor, signal),
    ),
  }
}
