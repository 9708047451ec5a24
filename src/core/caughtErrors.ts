// What services do with a value they caught. Apart from errors.ts, which the first click loads for LatchError and
// the catalogue: only services and flows that load later read these.
import { INVALID_OPTIONS, LatchError, type ErrorCode } from './errors'

/** A LatchError with a text of the catalogue: what a view may show (an options error is the developer's, thrown
 * by createLatch before any flow runs). */
export type CatalogueError = LatchError & { code: ErrorCode }

export function isLatchError(value: unknown): value is CatalogueError {
  return value instanceof LatchError && value.code !== INVALID_OPTIONS
}

/** Anything caught becomes a LatchError, so no raw stack trace or foreign message reaches the UI. */
export function toLatchError(value: unknown): CatalogueError {
  return isLatchError(value) ? value : (new LatchError('SOMETHING_WENT_WRONG', { cause: value }) as CatalogueError)
}
