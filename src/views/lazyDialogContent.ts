// The dialog's content (DialogContent.tsx) with the start views, fetched on hover or focus of the button so a click
// rarely waits on the network. Not in the hover event's own task (issue 12): starting an import adds preload links
// to the document and evaluates the chunk soon after, and a click following the hover within milliseconds would
// wait behind that work. In idle time a person's click (some 100 ms after the hover) finds them loaded; a click
// that comes first loads them itself, after the dialog's frame has painted.
import { createElement, type ComponentType } from 'react'
import { start } from '../i18n/messages/en/start'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'
import { selectCatalogueFailed, selectMessages } from '../machines/locale/locale.selectors'
import { Skeleton } from './components/Skeleton'
import { plainText } from './plainText'
import { useChunk } from './useChunk'

type Part = 'top' | 'view' | 'bottom'
type ContentModule = { parts: Record<Part, ComponentType<{ descriptionId: string }>>; startViews(): void }

let content: ContentModule['parts'] | undefined
let loading: Promise<ContentModule> | undefined

function loadContent(): Promise<ContentModule> {
  return (loading ??= import('./DialogContent').then(
    (module) => {
      content = module.parts
      module.startViews()
      return module
    },
    (error: unknown) => {
      // Asked again on the next attempt (a deployment may have replaced the chunk's file).
      loading = undefined
      throw error
    },
  ))
}

let preloaded = false
export function preloadDialog(): void {
  if (preloaded) return
  preloaded = true
  const start = () => void loadContent().catch(() => undefined)
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 500 })
  else setTimeout(start, 50)
}

/** A part of the content once loaded, and the catalogue it speaks (issue 35); until then nothing, or a placeholder
 * in the view's place (never Suspense: React holds a fallback it has shown for 300 ms). */
export function LazyDialogContent({ part, descriptionId = '' }: { part: Part; descriptionId?: string }) {
  const { localeActor } = useLatchInstance()
  const messages = useActorValue(localeActor, selectMessages, null)
  // No catalogue could load: the content's boundary says so and offers Close, as for content that did not load.
  if (useActorValue(localeActor, selectCatalogueFailed, false)) throw new Error('the catalogue did not load')
  useChunk(content !== undefined, loadContent)
  if (content && messages) return createElement(content[part], { descriptionId })
  return part === 'view' ? createElement(Skeleton, { rows: 4, label: plainText(messages, 'dialog.loadingView') ?? start['dialog.loadingView'] }) : null
}
