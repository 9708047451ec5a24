// Transition coverage measured on the machine itself: every transition definition (state node, event, and
// its place among the guarded alternatives) is one item; the inspector's microstep events say which were taken.
import type { AnyStateMachine, InspectionEvent } from 'xstate'

type Definition = { source: { id: string }; eventType: string }
type NodeLike = { id: string; states: Record<string, NodeLike>; transitions: Map<string, Definition[]>; always?: Definition[] }

function keyOf(definition: Definition, list: readonly Definition[]): string {
  return `${definition.source.id} · ${definition.eventType || 'always'} #${list.indexOf(definition)}`
}

function nodes(machine: AnyStateMachine): NodeLike[] {
  const all: NodeLike[] = []
  const visit = (node: NodeLike) => {
    all.push(node)
    Object.values(node.states).forEach(visit)
  }
  visit(machine.root as unknown as NodeLike)
  return all
}

export function allTransitions(machine: AnyStateMachine): string[] {
  return nodes(machine).flatMap((node) => [
    ...[...node.transitions.values()].flatMap((list) => list.map((definition) => keyOf(definition, list))),
    ...(node.always ?? []).map((definition) => keyOf(definition, node.always ?? [])),
  ])
}

/** An inspect observer recording every transition taken (keyed like allTransitions()) and every state
 * entered, transient ones included (a state left by an eventless transition never shows in a snapshot). */
export function recordTransitions(into: Set<string>, states?: Set<string>) {
  return (event: InspectionEvent) => {
    if (event.type !== '@xstate.microstep') return
    for (const node of (event.snapshot as unknown as { _nodes: { id: string }[] })._nodes) states?.add(node.id)
    for (const definition of event._transitions as unknown as (Definition & { source: NodeLike })[]) {
      const node = definition.source
      const list = definition.eventType ? (node.transitions.get(definition.eventType) ?? []) : (node.always ?? [])
      into.add(keyOf(definition, list))
    }
  }
}
