// The provider an app holds from the start (latch.getProvider is synchronous, as window.ethereum is), with its
// workings loaded on first use: a request, or a listener, which must hear every change from then on.
import type { LatchEip1193Provider, ProviderEvent, ProviderEvents, RequestArguments } from './eip1193.types'

type Listener = (payload: never) => void
type Emit = <E extends ProviderEvent>(event: E, payload: ProviderEvents[E]) => void
type Loaded = { request(args: RequestArguments): Promise<unknown> }

export function createLazyProvider(load: (emit: Emit) => Promise<Loaded>): LatchEip1193Provider {
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const emit: Emit = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (value: typeof payload) => void)(payload)
  }
  let loaded: Promise<Loaded> | undefined
  const start = () => (loaded ??= load(emit))
  const provider: LatchEip1193Provider = {
    request: (args) => start().then((inner) => inner.request(args)),
    on(event, listener) {
      void start()
      const set = listeners.get(event) ?? new Set()
      listeners.set(event, set.add(listener as Listener))
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener as Listener)
      return provider
    },
  }
  return provider
}
