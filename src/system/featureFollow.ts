// Issue 36: a wallet feature's flow (Send, Buy) follows its view in the modal's history, watched from the flow's glue,
// which loads with the view (the first click carries none of it):
// - it stops when the view leaves the history (back past it, or the modal closing), not when another view covers it
//   (an approval laid over Send, R-NAV-4);
// - it starts again, for the account now shown, when that account changes while the view is in the history (the
//   wallet moved to another network, another account was chosen): a form, a review or a declined signature of the
//   account before would otherwise be sent from it, on a network the wallet has left. A transfer or purchase under
//   way or done (the flow's state tagged 'accountBound') keeps its account to its end: when the person then leaves
//   it (Send again, Buy again, editing after a blocked window) for an account no longer shown, the flow starts again
//   for the one shown. An account that comes where there was none (the modal opened on the view before a session was
//   restored) starts it likewise.
import type { FlowGlue } from './flowGlue'

type ModalSnapshot = { status: string; matches(state: 'open'): boolean; context: { stack: readonly { view: string }[]; account: { caipAddress: string } | null } }
type ModalRef = { getSnapshot(): ModalSnapshot; subscribe(next: (snapshot: ModalSnapshot) => void): unknown }
/** The flow as the watcher drives it: its start and reset events, and whether its state holds on to its account. */
type FlowSnapshot = { hasTag(tag: string): boolean; context: { account: { caipAddress: string } | null } }
export type FeatureFlowRef = { getSnapshot(): FlowSnapshot; send(event: { type: string; caipAddress?: string }): void; subscribe(next: (snapshot: FlowSnapshot) => void): unknown }

/** Each feature's reset and start, written out (tests/unit/system/eventSenders.test.ts reads the events sent). */
const EVENTS = {
  Send: { reset: { type: 'send.reset' }, start: (caipAddress: string) => ({ type: 'send.start', caipAddress }) },
  OnRamp: { reset: { type: 'onRamp.reset' }, start: (caipAddress: string) => ({ type: 'onRamp.start', caipAddress }) },
}

export function followFeatureView(glue: Pick<FlowGlue, 'root'>, view: 'Send' | 'OnRamp', flow: FeatureFlowRef): void {
  const modal = (glue.root().children as { modal?: ModalRef }).modal
  if (!modal) return
  const events = EVENTS[view]
  const shown = (snapshot: ModalSnapshot) => snapshot.status === 'active' && snapshot.matches('open') && snapshot.context.stack.some((entry) => entry.view === view)
  const accountOf = (snapshot: ModalSnapshot) => snapshot.context.account?.caipAddress
  let was = shown(modal.getSnapshot())
  let account = accountOf(modal.getSnapshot())
  modal.subscribe((snapshot) => {
    const now = shown(snapshot)
    const caipAddress = accountOf(snapshot)
    if (was && !now) flow.send(events.reset)
    else if (now && caipAddress && caipAddress !== account && !flow.getSnapshot().hasTag('accountBound')) flow.send(events.start(caipAddress))
    was = now
    account = caipAddress
  })
  // The flow let go of an account the modal no longer shows. Asked once for each account held and account shown, so a
  // start the flow did not take (it never should: the modal's accounts parse) is not asked again on its every snapshot.
  let asked: string | undefined
  flow.subscribe((snapshot) => {
    const held = snapshot.context.account?.caipAddress
    const caipAddress = accountOf(modal.getSnapshot())
    if (!was || !held || !caipAddress || held === caipAddress || snapshot.hasTag('accountBound') || asked === `${held} ${caipAddress}`) return
    asked = `${held} ${caipAddress}`
    flow.send(events.start(caipAddress))
  })
}
