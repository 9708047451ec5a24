// Whether an account's sessions let it in now (R-SIWX-1): one within its times is enough; only ones out of their
// times (expired, or not valid yet) bring the 'Session Expired' alert and a fresh sign-in; none asks for one.
import type { SiwxSession } from '../../core/signIn'

export type SessionState = { state: 'valid'; count: number } | { state: 'outOfTime' } | { state: 'none' }

export function checkSessions(sessions: readonly SiwxSession[], now: number): SessionState {
  const valid = sessions.filter(({ data }) => {
    const expires = data.expirationTime === undefined ? Infinity : Date.parse(data.expirationTime)
    const starts = data.notBefore === undefined ? -Infinity : Date.parse(data.notBefore)
    return expires > now && starts <= now
  })
  if (valid.length > 0) return { state: 'valid', count: valid.length }
  return sessions.length > 0 ? { state: 'outOfTime' } : { state: 'none' }
}
