// The provider an app holds from the start (latch.getProvider is synchronous, as window.ethereum is), with its
// workings loaded only once something happens: a connection, or a request that needs them. Merely listening
// (wagmi's connector does at setup) or asking for the accounts of nobody (wagmi's reconnect does at every load)
// loads nothing, so an app's first click carries none of it (issue 17's size gate).
import type { LatchEip1193Provider, ProviderEvent, ProviderEvents, RequestArguments } from './eip1193.types'

type Listener = (payload: never) => void
type Emit = <E extends ProviderEvent>(event: E, payload: ProviderEvents[E]) => void
type Loaded = { request(args: RequestArguments): Promise<unknown> }
/** The namespace's connection flow, as much of it as this needs to know. */
type Connection = { getSnapshot(): { matches(state: 'restoring' | 'connected'): boolean }; subscribe(observer: () => void): { unsubscribe(): void } }

export function createLazyProvider<Since>(connection: Connection, now: () => Since, load: (emit: Emit, since: Since) => Promise<Loaded>): LatchEip1193Provider {
  const listeners = new Map<ProviderEvent, Set<Listener>>()
  const emit: Emit = (event, payload) => {
    for (const listener of [...(listeners.get(event) ?? [])]) (listener as (value: typeof payload) => void)(payload)
  }
  // The flows' state when the app first used the provider: what changes before the code is here is still reported.
  let since: Since | undefined
  const begin = () => (since ??= now())
  let loaded: Promise<Loaded> | undefined
  const start = () => (loaded ??= load(emit, begin()))
  // Connected (through the modal, or restored): from then on the provider reports, so its code loads.
  let watching: { unsubscribe(): void } | undefined
  const watch = () => {
    begin()
    watching ??= connection.subscribe(() => {
      if (connection.getSnapshot().matches('connected')) void start()
    })
    if (connection.getSnapshot().matches('connected')) void start()
  }
  /** eth_accounts with nobody connected is [] once a stored session, if any, has been looked for. */
  const settled = () =>
    new Promise<void>((resolve) => {
      if (!connection.getSnapshot().matches('restoring')) return resolve()
      const subscription = connection.subscribe(() => {
        if (connection.getSnapshot().matches('restoring')) return
        subscription.unsubscribe()
        resolve()
      })
    })
  const provider: LatchEip1193Provider = {
    async request(args) {
      begin()
      if (!loaded && args.method === 'eth_accounts') {
        await settled()
        if (!connection.getSnapshot().matches('connected')) return []
      }
      return (await start()).request(args)
    },
    on(event, listener) {
      watch()
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
