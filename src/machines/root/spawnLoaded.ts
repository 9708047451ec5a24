// Flows whose code loads after the first click are spawned from the logic their loader returns. setup() cannot
// type a child id for logic it never saw, so the one cast for that lives here.
import type { AnyActorLogic } from 'xstate'

type SpawnOptions = { id: string; input?: unknown }

export function spawnLoaded(enqueue: { spawnChild: unknown }, logic: AnyActorLogic, options: SpawnOptions): void {
  ;(enqueue.spawnChild as (src: AnyActorLogic, options: SpawnOptions) => void)(logic, options)
}
