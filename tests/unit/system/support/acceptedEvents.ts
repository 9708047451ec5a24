// The event types a machine accepts: every key of `on` on every state node, read from the machine XState built
// (machine.root and its descendants), so computed keys and child machines split into other files count as written.
// StateNode#on also lists what XState sends itself (xstate.after.*, xstate.done.*, xstate.error.*, xstate.snapshot.*,
// from `after`, `onDone`, `invoke`), and may hold the `*` wildcard or partial `x.*` descriptors: none of those is an
// event anyone in src/ sends by name, so they are left out.
import type { AnyStateMachine, AnyStateNode } from 'xstate'

export const isSendableEventType = (type: string) => !type.startsWith('xstate.') && !type.endsWith('*')

export function acceptedEventTypes(machine: AnyStateMachine): Set<string> {
  const accepted = new Set<string>()
  const walk = (node: AnyStateNode) => {
    for (const type of Object.keys(node.on)) if (isSendableEventType(type)) accepted.add(type)
    for (const child of Object.values(node.states)) walk(child)
  }
  walk(machine.root)
  return accepted
}

/** event type → names of the machines that accept it. */
export function acceptedBy(machines: Record<string, AnyStateMachine>): Map<string, string[]> {
  const byEvent = new Map<string, string[]>()
  for (const [name, machine] of Object.entries(machines)) {
    for (const type of acceptedEventTypes(machine)) byEvent.set(type, [...(byEvent.get(type) ?? []), name])
  }
  return byEvent
}
