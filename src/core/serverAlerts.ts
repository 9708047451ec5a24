// R-ERR-2: the server's messages that mean a configuration alert. Apart from the catalogue (errors.ts) because only
// the API client reads them, and it loads after the first click: kept in errors.ts they shipped with it.
import type { ErrorCode } from './errors'

/** The message's known part → the alert a person should see. */
export const SERVER_MESSAGE_ALERTS: Readonly<Record<string, ErrorCode>> = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
}

export function alertForServerMessage(message: string): ErrorCode | undefined {
  return Object.entries(SERVER_MESSAGE_ALERTS).find(([known]) => message.includes(known))?.[1]
}
