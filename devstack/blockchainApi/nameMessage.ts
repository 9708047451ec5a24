// The text an account signs to register a name (SPEC §4, name registration): the JSON
// {"name":"alice","attributes":{},"timestamp":1700000000} — a valid name, empty attributes and the signing time in unix
// seconds, nothing else. The server reads it strictly and refuses it when it is stale (over 10 minutes old) or dated
// ahead of the server's clock (over 1 minute), so a signature found later cannot register the name again elsewhere.
import { z } from 'zod/mini'
import { nameSchema } from './nameSchemas'

export const MESSAGE_MAX_AGE_S = 10 * 60
export const MESSAGE_MAX_AHEAD_S = 60

const nameMessageSchema = z.strictObject({
  name: nameSchema,
  attributes: z.strictObject({}, { error: 'an empty object' }),
  timestamp: z.number({ error: 'unix seconds' }).check(z.int('whole unix seconds')),
})

export type NameMessage = { name: string; timestamp: number }

export type ReadMessage = { ok: true; message: NameMessage } | { ok: false; message: string }

/** The message's name (lowercased) and timestamp, or why the text is not a registration message. */
export function readNameMessage(text: string): ReadMessage {
  let value: unknown
  try {
    value = JSON.parse(text) as unknown
  } catch {
    return { ok: false, message: 'The message is not JSON' }
  }
  const parsed = z.safeParse(nameMessageSchema, value)
  if (!parsed.success) {
    const issue = parsed.error.issues[0]
    const detail = issue ? ` (${issue.path.join('.') || 'message'}: ${issue.message})` : ''
    return { ok: false, message: `The message must be JSON with exactly a name, empty attributes and a timestamp${detail}` }
  }
  return { ok: true, message: { name: parsed.data.name.toLowerCase(), timestamp: parsed.data.timestamp } }
}

/** Why the timestamp is out of its window at `nowS` (unix seconds), or undefined when it is fresh. */
export function staleness(timestamp: number, nowS: number): string | undefined {
  if (nowS - timestamp > MESSAGE_MAX_AGE_S) return 'The message timestamp is more than 10 minutes old'
  if (timestamp - nowS > MESSAGE_MAX_AHEAD_S) return 'The message timestamp is more than 1 minute in the future'
  return undefined
}
