// One value of an actor's snapshot, for the components an app renders on a server too (the connect button, the
// public hooks, the dialog's frame). @xstate/react's useSelector gives React the live snapshot during hydration, so a
// session restored before hydrating rendered other text than the server did: React's error #418 on every reload of
// a server-rendered page (issue 33). Here the server and the hydrating render both read `serverValue` (what Latch is
// before any restore), and the live value follows once hydrated. React's own useSyncExternalStore, not the shim
// @xstate/react imports: none of that ships before the first click.
import { useCallback, useSyncExternalStore } from 'react'

type Subscribable<Snapshot> = {
  getSnapshot(): Snapshot
  subscribe(listener: () => void): { unsubscribe(): void }
}

/** `select` must return the same value for the same snapshot (a part of it, or a primitive), as useSyncExternalStore
 * requires of getSnapshot. */
export function useActorValue<Snapshot, Value>(actor: Subscribable<Snapshot>, select: (snapshot: Snapshot) => Value, serverValue: Value): Value {
  const subscribe = useCallback((listener: () => void) => {
    const subscription = actor.subscribe(listener)
    return () => subscription.unsubscribe()
  }, [actor])
  return useSyncExternalStore(subscribe, () => select(actor.getSnapshot()), () => serverValue)
}
