// The dialog's content (DialogContent.tsx) with the start views, fetched on hover or focus of the button so a click
// rarely waits on the network. Not in the hover event's own task (issue 12): starting an import adds preload links
// to the document and evaluates the chunk soon after, and a click following the hover within milliseconds would
// wait behind that work. In idle time a person's click (some 100 ms after the hover) finds them loaded; a click
// that comes first loads them itself, after the dialog's frame has painted.
import { createElement, useEffect, useState, type ComponentType } from 'react'
import { Skeleton } from './components/Skeleton'

type ContentModule = { default: ComponentType<{ descriptionId: string }>; startViews(): void }

let content: ComponentType<{ descriptionId: string }> | undefined
let loading: Promise<ContentModule> | undefined

function loadContent(): Promise<ContentModule> {
  return (loading ??= import('./DialogContent').then((module) => {
    content = module.default
    module.startViews()
    return module
  }))
}

let preloaded = false
export function preloadDialog(): void {
  if (preloaded) return
  preloaded = true
  const start = () => void loadContent().catch(() => (loading = undefined))
  if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 500 })
  else setTimeout(start, 50)
}

/** The content once loaded; a placeholder until then (never Suspense: React holds a shown fallback for 300 ms). */
export function LazyDialogContent({ descriptionId }: { descriptionId: string }) {
  const [, setArrived] = useState(false)
  const [failure, setFailure] = useState<{ error: unknown } | null>(null)
  useEffect(() => {
    if (content) return
    let live = true
    // Once the frame with the placeholder is painted (as lazyViews.ts waits for its views).
    const frame = requestAnimationFrame(() =>
      setTimeout(() => {
        if (!live) return
        loadContent().then(
          () => live && setArrived(true),
          (error: unknown) => {
            loading = undefined
            if (live) setFailure({ error })
          },
        )
      }, 0),
    )
    return () => {
      live = false
      cancelAnimationFrame(frame)
    }
  }, [])
  if (failure) throw failure.error
  return content ? createElement(content, { descriptionId }) : createElement(Skeleton, { rows: 4, label: 'Loading view' })
}
