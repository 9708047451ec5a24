// Test doubles for the services' injected dependencies: a window (an EventTarget, as EIP-6963 needs) and an
// EIP-1193 provider written as a class, so a parsed copy that lost `this` would break the tests.
import type { Eip6963ProviderDetail } from '../../../src/services/connectors'
import type { Eip1193Provider, RequestArguments } from '../../../src/services/connectors/provider'

export class FakeWindow extends EventTarget {
  ethereum?: unknown
  requests = 0

  constructor() {
    super()
    this.addEventListener('eip6963:requestProvider', () => {
      this.requests += 1
    })
  }

  announce(detail: unknown): void {
    this.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  }
}

type Listener = (payload: unknown) => void

export class FakeProvider implements Eip1193Provider {
  readonly calls: RequestArguments[] = []
  private readonly listeners = new Map<string, Set<Listener>>()

  constructor(private readonly answer: (args: RequestArguments) => unknown = () => null) {}

  request(args: RequestArguments): Promise<unknown> {
    this.calls.push(args)
    return Promise.resolve().then(() => this.answer(args))
  }

  on(event: string, listener: Listener): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener(event: string, listener: Listener): this {
    this.listeners.get(event)?.delete(listener)
    return this
  }

  listenerCount(event?: string): number {
    if (event) return this.listeners.get(event)?.size ?? 0
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }

  emit(event: string, payload?: unknown): void {
    for (const listener of this.listeners.get(event) ?? []) listener(payload)
  }
}

export const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='

export function announcement(rdns: string, overrides: { uuid?: string; name?: string; provider?: unknown } = {}): Eip6963ProviderDetail {
  return {
    info: { uuid: overrides.uuid ?? crypto.randomUUID(), name: overrides.name ?? rdns, icon: ICON, rdns },
    provider: (overrides.provider ?? new FakeProvider()) as Eip6963ProviderDetail['provider'],
  }
}
