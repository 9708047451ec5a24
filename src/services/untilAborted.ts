// A caller's abort must end the wait at once, even when the work itself (a fetch, a wallet's prompt) ignores
// the signal: the work's own answer, if it ever comes, is then dropped.
import { LatchError } from '../core/errors'

/** Settles with `work`, or rejects with REQUEST_ABORTED the moment `signal` aborts. Errors of `work` pass through. */
export function untilAborted<T>(work: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return work
  const aborted = () => new LatchError('REQUEST_ABORTED', { cause: signal.reason })
  if (signal.aborted) return Promise.reject(aborted())
  return new Promise<T>((resolve, reject) => {
    const onAbort = (): void => reject(aborted())
    signal.addEventListener('abort', onAbort, { once: true })
    work.then(
      (value) => {
        signal.removeEventListener('abort', onAbort)
        resolve(value)
      },
      (error: unknown) => {
        signal.removeEventListener('abort', onAbort)
        reject(error)
      },
    )
  })
}
