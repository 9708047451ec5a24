// What services do with a value they caught. Apart from errors.ts, which the first click loads for LatchError and
// the catalogue: only services and flows that load later read these.
import { LatchError } from './errors'

export function isLatchError(value: unknown): value is LatchError {
  return value instanceof LatchError
}

/** Anything caught becomes a LatchError, so no raw stack trace or foreign message reaches the UI. */
export function toLatchError(value: unknown): LatchError {
  return isLatchError(value) ? value : new LatchError('SOMETHING_WENT_WRONG', { cause: value })
}
