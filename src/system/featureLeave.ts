// Issue 36: a wallet feature's flow (Send, Buy) stops when its view leaves the modal's history (back past it, or the
// modal closing), not when another view covers it (an approval laid over Send, R-NAV-4). Watched from the flow's
// glue, which loads with the view: the first click carries none of it.
import type { FlowGlue } from './flowGlue'

type ModalSnapshot = { status: string; matches(state: 'open'): boolean; context: { stack: readonly { view: string }[] } }
type ModalRef = { getSnapshot(): ModalSnapshot; subscribe(next: (snapshot: ModalSnapshot) => void): unknown }

export function whenViewLeaves(glue: Pick<FlowGlue, 'root'>, view: 'Send' | 'OnRamp', leave: () => void): void {
  const modal = (glue.root().children as { modal?: ModalRef }).modal
  if (!modal) return
  const shown = (snapshot: ModalSnapshot) => snapshot.status === 'active' && snapshot.matches('open') && snapshot.context.stack.some((entry) => entry.view === view)
  let was = shown(modal.getSnapshot())
  modal.subscribe((snapshot) => {
    const now = shown(snapshot)
    if (was && !now) leave()
    was = now
  })
}
