// The history cursor: opaque to clients (base64url of the last transaction's sort key), checked with zod when it
// comes back, so a cursor that was not ours is a 400 rather than a wrong page.
import { z } from 'zod/mini'
import type { PageKey } from './historyStore'

const keySchema = z.tuple([z.number().check(z.int(), z.nonnegative()), z.string().check(z.minLength(3)), z.number().check(z.int(), z.nonnegative()), z.number().check(z.int(), z.nonnegative())])

export function encodeCursor(key: PageKey): string {
  return Buffer.from(JSON.stringify(key)).toString('base64url')
}

/** The key, or undefined when the text is not a cursor this API made. */
export function decodeCursor(cursor: string): PageKey | undefined {
  try {
    const parsed = z.safeParse(keySchema, JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')))
    return parsed.success ? parsed.data : undefined
  } catch {
    return undefined
  }
}
