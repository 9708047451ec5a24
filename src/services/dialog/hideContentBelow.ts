// The page behind the dialog is hidden from assistive technology while it is open (aria-hidden on siblings).
import { hideOthers } from 'aria-hidden'
import { whenMounted } from './whenMounted'

export function hideContentBelow(doc: Document, contentId: string): () => void {
  return whenMounted(doc, contentId, (content) => hideOthers(content.closest('[data-latch-portal]') ?? content))
}
