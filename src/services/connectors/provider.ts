// The EIP-1193 provider shape Latch relies on, checked with zod before any wallet object is used. The check keeps
// the original object (never a parsed copy): providers are class instances or proxies whose methods need `this`.
import * as z from '../../core/zod'

export type RequestArguments = { readonly method: string; readonly params?: readonly unknown[] | object }
export type ProviderListener = (...args: unknown[]) => void

export type Eip1193Provider = {
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: ProviderListener): unknown
  removeListener(event: string, listener: ProviderListener): unknown
}

/** A connector whose connection is a session of its own (WalletConnect): the app ends it by deleting the session
 * on both sides, not by asking the wallet to revoke a permission. Rejects when the wallet side could not be told. */
export type SessionProvider = Eip1193Provider & {
  endSession(): Promise<void>
  /** The CAIP-2 chains the session approved (SPEC §3 approvedCaipNetworkIds); a switch stays within them. */
  approvedChains?(): string[]
}

export function endsOwnSession(provider: Eip1193Provider): provider is SessionProvider {
  // A hostile getter on an injected wallet may throw: that wallet has no session of its own.
  try {
    return typeof (provider as Partial<SessionProvider>).endSession === 'function'
  } catch {
    return false
  }
}

function hasProviderMethods(value: unknown): boolean {
  if ((typeof value !== 'object' && typeof value !== 'function') || value === null) return false
  // A hostile getter or proxy trap may throw: that is a malformed provider, not a crash.
  try {
    const candidate = value as Record<string, unknown>
    return typeof candidate.request === 'function' && typeof candidate.on === 'function' && typeof candidate.removeListener === 'function'
  } catch {
    return false
  }
}

export const eip1193ProviderSchema = z.custom<Eip1193Provider>(hasProviderMethods)

export function isEip1193Provider(value: unknown): value is Eip1193Provider {
  return z.safeParse(eip1193ProviderSchema, value).success
}
