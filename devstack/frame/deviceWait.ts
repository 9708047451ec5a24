// CONNECT_DEVICE's long poll: the request waits (up to 25 s) for the person to open the approval link mailed to
// them, and is woken the moment GET /verify-device approves the device. A closed connection or a closing server
// ends the wait at once, so no timer outlives what it waited for.
export const DEVICE_WAIT_MS = 25_000

export function createDeviceWaits() {
  const waiting = new Map<string, Set<(approved: boolean) => void>>()

  return {
    /** Resolves true when `notify(key)` comes first, false after `ms` or when `signal` aborts. `isDone` is asked
     * once first, so an approval that came before the wait started is not missed. */
    wait(key: string, ms: number, isDone: () => boolean, signal?: AbortSignal): Promise<boolean> {
      if (isDone()) return Promise.resolve(true)
      if (signal?.aborted) return Promise.resolve(false)
      return new Promise((resolve) => {
        const set = waiting.get(key) ?? new Set()
        waiting.set(key, set)
        const finish = (approved: boolean) => {
          clearTimeout(timer)
          signal?.removeEventListener('abort', onAbort)
          set.delete(finish)
          if (set.size === 0 && waiting.get(key) === set) waiting.delete(key)
          resolve(approved)
        }
        const onAbort = () => finish(false)
        const timer = setTimeout(() => finish(isDone()), ms)
        signal?.addEventListener('abort', onAbort, { once: true })
        set.add(finish)
      })
    },
    notify(key: string): void {
      for (const finish of [...(waiting.get(key) ?? [])]) finish(true)
    },
    /** Ends every wait (not approved). */
    close(): void {
      for (const set of [...waiting.values()]) for (const finish of [...set]) finish(false)
    },
  }
}

export type DeviceWaits = ReturnType<typeof createDeviceWaits>
