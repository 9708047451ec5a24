// GET /v1/profile/suggestions/{name}: the name asked for, with whether it is taken, then free names derived from it
// for the person to pick instead. The same name and the same registrations always give the same list (the digits come
// from a hash of the name, not from chance), every suggestion obeys the name rule, and none is taken.
import { createHash } from 'node:crypto'

export const MIN_FREE_SUGGESTIONS = 3
/** Past this many extra tries the list stays short rather than loop: 1000 numbered names all taken is not a devstack. */
const MAX_EXTRA_TRIES = 1000

export type Suggestion = { name: string; registered: boolean }

/** Two digits, 10 to 99, fixed for a name. */
function twoDigits(name: string): string {
  return String(10 + (createHash('sha256').update(name).digest().readUInt32BE(0) % 90))
}

/** The derived names in the order offered: a digit, a suffix, two digits, and a shortened form padded. */
function candidates(name: string): string[] {
  const digits = twoDigits(name)
  return [`${name}1`, `${name}-xyz`, `${name}${digits}`, `${name.slice(0, 4)}-${digits}`]
}

/** `name` lowercase and valid; `isTaken` answers for a lowercase name. */
export function suggestNames(name: string, isTaken: (name: string) => boolean): Suggestion[] {
  const offered = new Set<string>([name])
  const free: Suggestion[] = []
  const offer = (candidate: string) => {
    if (offered.has(candidate)) return
    offered.add(candidate)
    if (!isTaken(candidate)) free.push({ name: candidate, registered: false })
  }
  candidates(name).forEach(offer)
  for (let n = 2; free.length < MIN_FREE_SUGGESTIONS && n < MAX_EXTRA_TRIES + 2; n += 1) offer(`${name}${n}`)
  return [{ name, registered: isTaken(name) }, ...free]
}
