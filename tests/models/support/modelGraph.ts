// Paths for model-based tests, generated from the machine itself: shortest paths reach every state, and one
// path per edge of the adjacency map (shortest path to its source, then that edge) walks every transition.
import type { AnyStateMachine, EventObject, SnapshotFrom } from 'xstate'
import { getAdjacencyMap, TestModel } from 'xstate/graph'

export type Edge<TEvent extends EventObject> = { source: string; event: TEvent; eventKey: string; target: string }

export type ModelGraph<TEvent extends EventObject> = {
  /** Event lists from the initial state, prefix-free: every list is walked as one test path. */
  paths: TEvent[][]
  edges: Edge<TEvent>[]
  stateKeys: string[]
}

export type ModelOptions<TMachine extends AnyStateMachine, TEvent extends EventObject> = {
  input: unknown
  events: readonly TEvent[]
  /** Which fixtures a state offers, beyond what it accepts (keeps the graph to gestures a person can make). */
  allow?: (snapshot: SnapshotFrom<TMachine>, event: TEvent) => boolean
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string
}

// The graph is built from a fixed list of event objects, some carrying a whole catalogue: each is serialized once
// (a path's key is its events' keys, compared across thousands of paths).
const serialized = new WeakMap<EventObject, string>()
export function serializeEvent(event: EventObject): string {
  let key = serialized.get(event)
  if (key === undefined) {
    key = JSON.stringify(event, (_key, value) => (typeof value === 'function' ? 'ƒ' : value))
    serialized.set(event, key)
  }
  return key
}

export function buildModelGraph<TMachine extends AnyStateMachine, TEvent extends EventObject>(
  machine: TMachine,
  options: ModelOptions<TMachine, TEvent>,
): ModelGraph<TEvent> {
  type Snap = SnapshotFrom<TMachine>
  // Offer only what the state accepts (STACK-NOTES: otherwise no-op events end up inside the paths).
  const events = (snapshot: Snap) =>
    options.events.filter((event) => (snapshot as unknown as { can(e: EventObject): boolean }).can(event) && (options.allow?.(snapshot, event) ?? true))
  const traversal = {
    input: options.input,
    events,
    serializeState: (snapshot: Snap) => options.serializeState(snapshot),
    serializeEvent: (event: EventObject) => serializeEvent(event),
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const model = new TestModel(machine as any, traversal as any)
  const shortest = new Map<string, TEvent[]>()
  for (const path of model.getShortestPaths({ allowDuplicatePaths: true })) {
    // The first step is the machine's own xstate.init: the live actor starts there by itself.
    shortest.set(options.serializeState(path.state as Snap), path.steps.map((step) => step.event as TEvent).filter((event) => event.type !== 'xstate.init'))
  }
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const adjacency = getAdjacencyMap(machine as any, traversal as any)
  const edges: Edge<TEvent>[] = []
  for (const [source, value] of Object.entries(adjacency)) {
    for (const [eventKey, transition] of Object.entries(value.transitions) as [string, { event: EventObject; state: unknown }][]) {
      edges.push({ source, eventKey, event: transition.event as TEvent, target: options.serializeState(transition.state as Snap) })
    }
  }
  const candidates = edges.map((edge) => [...(shortest.get(edge.source) ?? []), edge.event])
  return { paths: prefixFree(candidates), edges, stateKeys: [...shortest.keys()] }
}

/** Drops every path that is the start of another, and repeats (the first one kept), in the order given. */
function prefixFree<T extends EventObject>(paths: T[][]): T[][] {
  const keys = paths.map((path) => path.map(serializeEvent).join('\n'))
  const startsOfOthers = new Set<string>()
  for (const key of keys) {
    for (let end = key.indexOf('\n'); end !== -1; end = key.indexOf('\n', end + 1)) startsOfOthers.add(key.slice(0, end))
  }
  const kept = new Set<string>()
  return paths.filter((_, index) => {
    const key = keys[index]!
    if (startsOfOthers.has(key) || kept.has(key)) return false
    kept.add(key)
    return true
  })
}

/** Every state node id of a machine (e.g. `modal.open.view.Connect`), for the state coverage guard. */
export function stateNodeIds(machine: AnyStateMachine): string[] {
  const ids: string[] = []
  const visit = (node: { id: string; states: Record<string, unknown> }) => {
    ids.push(node.id)
    for (const child of Object.values(node.states)) visit(child as typeof node)
  }
  visit(machine.root as unknown as { id: string; states: Record<string, unknown> })
  return ids
}
