// Effects start when the open state is entered, a moment before React has committed the dialog; wait for it.
export function whenMounted(doc: Document, id: string, run: (element: HTMLElement) => () => void): () => void {
  let cleanup: (() => void) | undefined
  let frame = 0
  let tries = 0
  const attempt = () => {
    const element = doc.getElementById(id)
    if (element) {
      cleanup = run(element)
      return
    }
    // Give up after about a second of frames: the dialog was closed before it mounted.
    if (tries++ < 60) frame = requestAnimationFrame(attempt)
  }
  attempt()
  return () => {
    cancelAnimationFrame(frame)
    cleanup?.()
  }
}
