// Work a click starts but the next frame does not need (fetches, analytics) waits until that frame has been
// painted, so the dialog appears first. On localhost a response can otherwise land before the first frame.
export function afterPaint(win: Pick<Window, 'requestAnimationFrame' | 'setTimeout'> | undefined): Promise<void> {
  if (!win) return Promise.resolve()
  return new Promise((resolve) => win.requestAnimationFrame(() => win.setTimeout(resolve, 0)))
}
