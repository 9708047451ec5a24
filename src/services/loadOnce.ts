/** A loader whose work runs once and is shared by every caller. A failure is not kept: a chunk that did not load,
 * or a client that did not start, is tried again by the next call. */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined
      throw error
    }))
}
