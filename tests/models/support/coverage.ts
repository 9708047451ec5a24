// The coverage guard's memory: state nodes entered and transitions taken across every walked path
// (Expensify's coverageStaysComplete). A state or transition of the machine left unvisited fails the guard.
import type { AnyMachineSnapshot } from 'xstate'

export class CoverageRecorder {
  readonly states = new Set<string>()
  readonly transitions = new Set<string>()

  enter(snapshot: AnyMachineSnapshot) {
    for (const node of snapshot._nodes) this.states.add(node.id)
  }
}
