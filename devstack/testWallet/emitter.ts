// The provider's events (connect, disconnect, accountsChanged, chainChanged), the Node EventEmitter subset
// EIP-1193 asks for. A listener that throws does not stop the others, as in a real wallet.
export type Listener = (...args: never[]) => void

export function createEmitter() {
  const listeners = new Map<string, Set<Listener>>()
  return {
    on(event: string, listener: Listener): void {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: Listener): void {
      listeners.get(event)?.delete(listener)
    },
    emit(event: string, payload: unknown): void {
      for (const listener of [...(listeners.get(event) ?? [])]) {
        try {
          ;(listener as (value: unknown) => void)(payload)
        } catch (error) {
          console.error(`latch test wallet: a '${event}' listener threw`, error)
        }
      }
    },
  }
}
