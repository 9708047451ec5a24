// A component whose code is a chunk of its own shows a placeholder and loads the chunk once the frame showing that
// placeholder has been painted: starting an import inserts preload links into the document, and after a click React
// runs effects before that frame (a task queued from requestAnimationFrame runs after it; issue 12).
import { useEffect, useState } from 'react'

/** Loads the chunk unless `loaded`; re-renders when it arrives. A chunk that did not load is thrown for the nearest
 * error boundary to show, as a render error is. */
export function useChunk(loaded: boolean, load: () => Promise<unknown>): void {
  const [, setArrived] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (loaded) return
    let live = true
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return
        load().then(
          () => live && setArrived(true),
          (error: unknown) => live && setFailure({ error }),
        )
      }, 0),
    )
    return () => {
      live = false
      cancelAnimationFrame(frame)
    }
  }, [loaded])
  if (failure) throw failure.error
}
