// The page behind does not scroll while the dialog is open; the scrollbar's width is kept so nothing jumps.
export function preventScroll(doc: Document): () => void {
  const body = doc.body
  const view = doc.defaultView
  const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0
  const previous = { overflow: body.style.overflow, paddingRight: body.style.paddingRight }
  body.style.overflow = 'hidden'
  if (scrollbar > 0) body.style.paddingRight = `${scrollbar}px`
  return () => {
    body.style.overflow = previous.overflow
    body.style.paddingRight = previous.paddingRight
  }
}
