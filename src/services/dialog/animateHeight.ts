// R-NAV-12: a CSS transition cannot run from or to `height: auto`, so the body's height is set from its content's
// measured height each time the content changes size; the stylesheet animates it (150 ms, none under reduced
// motion). The first height is set before the first paint, so opening shows no animation.
import { whenMounted } from './whenMounted'

export const BODY_SELECTOR = '.latch-body'
export const CONTENT_SELECTOR = '.latch-body-content'

export function animateHeight(doc: Document, contentId: string): () => void {
  return whenMounted(doc, contentId, (dialog) => {
    const body = dialog.querySelector<HTMLElement>(BODY_SELECTOR)
    const content = body?.querySelector<HTMLElement>(CONTENT_SELECTOR)
    const Observer = doc.defaultView?.ResizeObserver
    if (!body || !content || !Observer) return () => {}
    const observer = new Observer(() => {
      body.style.height = `${content.getBoundingClientRect().height}px`
    })
    observer.observe(content)
    return () => {
      observer.disconnect()
      body.style.height = ''
    }
  })
}
