import { useSelector } from '@xstate/react'
import type { LatchInstance } from '../system/latch.types'

/** R-NAV-9: until the sign-in flow lands, the laboratory plays the app that says whether a sign-in session exists. */
export function SessionsControl({ latch }: { latch: LatchInstance }) {
  const sessions = useSelector(latch.modal, (snapshot) => snapshot.context.siwxSessions)
  return (
    <button type="button" onClick={() => latch.setSessions(sessions > 0 ? 0 : 1)}>
      {sessions > 0 ? 'Report no sign-in session' : 'Report a sign-in session'}
    </button>
  )
}
