// The approval as the person sees it, inside the frame on its own origin (issue 31): the summary the server made from
// the exact request it will sign, as text nodes only (never HTML), whole (a long value scrolls, nothing is cut), then
// Reject and Approve. The app's page cannot reach these buttons; a click counts only as clickGuard.ts says. Escape
// rejects, as Close does in the modal. The page reports its height so the app can give it room. No Node imports.
import { MAX_APPROVAL_HEIGHT } from '../../src/services/frame/frameMessages'
import type { ApprovalView } from './apiSchemas'
import { APPROVAL_ARMING_MS, isClickAccepted, isFullyVisible, type ClickGuardState } from './clickGuard'
import type { ApprovalDecision, ApprovalUi } from './frameRelay'
import { themeProperties } from './frameTheme'

export type ApprovalDom = {
  doc: Document
  now(): number
  /** The browser's IntersectionObserver, when it has one (jsdom does not: then the frame counts as visible). */
  IntersectionObserver?: typeof IntersectionObserver
  ResizeObserver?: typeof ResizeObserver
}

function element<K extends keyof HTMLElementTagNameMap>(doc: Document, tag: K, text?: string, className?: string): HTMLElementTagNameMap[K] {
  const made = doc.createElement(tag)
  if (text !== undefined) made.textContent = text
  if (className) made.className = className
  return made
}

function render(doc: Document, view: ApprovalView): { root: HTMLElement; reject: HTMLButtonElement; approve: HTMLButtonElement; actions: HTMLElement } {
  const root = element(doc, 'main', undefined, 'approval')
  root.setAttribute('aria-labelledby', 'approval-title')
  root.tabIndex = -1
  const title = element(doc, 'h1', view.summary.title)
  title.id = 'approval-title'
  const body = element(doc, 'div', undefined, 'approval-body')
  // Long content scrolls here; a scrollable region must be reachable by keyboard (axe: scrollable-region-focusable).
  body.tabIndex = 0
  body.setAttribute('role', 'region')
  body.setAttribute('aria-label', 'Request details')
  view.summary.sections.forEach((section) => {
    const block = element(doc, 'section')
    block.append(element(doc, 'h2', section.heading))
    const list = element(doc, 'dl')
    for (const row of section.rows) {
      // A warning (an unlimited approval, hidden characters) is said in words, not only in colour.
      const pair = element(doc, 'div', undefined, row.warning ? 'row warning' : 'row')
      pair.append(element(doc, 'dt', row.warning ? `⚠ ${row.label}` : row.label), element(doc, 'dd', row.value))
      list.append(pair)
    }
    block.append(list)
    body.append(block)
  })
  const actions = element(doc, 'div', undefined, 'actions')
  const reject = element(doc, 'button', 'Reject')
  const approve = element(doc, 'button', 'Approve', 'primary')
  reject.type = 'button'
  approve.type = 'button'
  actions.append(reject, approve)
  root.append(title, body, actions)
  return { root, reject, approve, actions }
}

export function createApprovalUi(dom: ApprovalDom): ApprovalUi {
  const { doc } = dom
  return {
    theme(mode, variables = {}) {
      const root = doc.documentElement
      root.dataset['theme'] = mode
      // Issue 35: the app's theme variables (checked by frameTheme.ts), on the frame's own properties (set as values,
      // never as markup); one the app no longer sends goes back to the page's own.
      for (const [property, value] of themeProperties(variables)) {
        if (value === undefined) root.style.removeProperty(property)
        else root.style.setProperty(property, value)
      }
    },
    show(view, on) {
      const { root, reject, approve, actions } = render(doc, view)
      const guard: ClickGuardState = { visibleSince: undefined }
      const decide = (decision: ApprovalDecision) => (event: MouseEvent) => {
        if (isClickAccepted(event, guard, dom.now())) on.decide(decision)
      }
      approve.addEventListener('click', decide('approve'))
      reject.addEventListener('click', decide('reject'))
      const onKey = (event: KeyboardEvent) => {
        if (event.key === 'Escape' && event.isTrusted) on.decide('reject')
      }
      doc.addEventListener('keydown', onKey)
      doc.body.append(root)

      // The buttons say when they count (aria-disabled until armed): a person, and a test, can see it.
      let arming: ReturnType<typeof setTimeout> | undefined
      const setArmed = (armed: boolean) => [reject, approve].forEach((button) => button.setAttribute('aria-disabled', String(!armed)))
      const seen = (visible: boolean) => {
        clearTimeout(arming)
        if (!visible) {
          guard.visibleSince = undefined
          return setArmed(false)
        }
        guard.visibleSince ??= dom.now()
        arming = setTimeout(() => setArmed(true), Math.max(0, guard.visibleSince + APPROVAL_ARMING_MS - dom.now()))
      }
      setArmed(false)
      // Visible from now where the browser cannot tell; otherwise from each time it becomes fully visible again.
      let visibility: IntersectionObserver | undefined
      if (dom.IntersectionObserver) {
        visibility = new dom.IntersectionObserver(
          (entries) => {
            const last = entries[entries.length - 1]
            if (last) seen(isFullyVisible(last as IntersectionObserverEntry & { isVisible?: boolean }))
          },
          // v2 (trackVisibility) needs a delay of at least 100 ms; browsers without v2 ignore both.
          { threshold: [1], trackVisibility: true, delay: 100 } as IntersectionObserverInit,
        )
        visibility.observe(actions)
      } else seen(true)

      let reported = -1
      const report = () => {
        const height = Math.min(MAX_APPROVAL_HEIGHT, Math.ceil(root.getBoundingClientRect().height))
        if (height !== reported) on.height((reported = height))
      }
      const resize = dom.ResizeObserver ? new dom.ResizeObserver(report) : undefined
      resize?.observe(root)
      report()
      root.focus({ preventScroll: true })

      return () => {
        clearTimeout(arming)
        visibility?.disconnect()
        resize?.disconnect()
        doc.removeEventListener('keydown', onKey)
        root.remove()
      }
    },
  }
}
