// Effects start when the open state is entered, a moment before React has committed the dialog; wait for it. They
// then run once the first frame showing it has been painted (issue 12): focusing, hiding the page from assistive
// technology and measuring the height all touch style and layout, and the first frame must not wait for them.
export function whenMounted(doc: Document, id: string, run: (element: HTMLElement) => () => void): () => void {
  const win = doc.defaultView
  let cleanup: (() => void) | undefined
  let frame = 0
  let timer: ReturnType<typeof setTimeout> | undefined
  let tries = 0
  const attempt = () => {
    const element = doc.getElementById(id)
    if (element) {
      // A task queued from an animation frame callback runs after that frame has been rendered.
      timer = setTimeout(() => {
        if (element.isConnected) cleanup = run(element)
      }, 0)
      return
    }
    // Give up after about a second of frames: the dialog was closed before it mounted.
    if (tries++ < 60) frame = win ? win.requestAnimationFrame(attempt) : 0
  }
  if (win) frame = win.requestAnimationFrame(attempt)
  return () => {
    if (win) win.cancelAnimationFrame(frame)
    clearTimeout(timer)
    cleanup?.()
  }
}
