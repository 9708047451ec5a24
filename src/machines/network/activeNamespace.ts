// Which namespace is the active one, apart from the network flow's other rules: system.ts follows the same rule to
// show the active namespace's account before the network flow's code has loaded.
import type { ChainNamespace } from '../../core/caip'
import type { StatusCause } from '../connection/connection.types'

type Namespaces = { active: ChainNamespace; preferred: ChainNamespace; connected: readonly ChainNamespace[] }
type AccountChange = { namespace: ChainNamespace; connected: boolean; cause: StatusCause }

/**
 * Several namespaces can be connected at once; one is active (SPEC §3): its account is the one shown. A wallet the
 * person just chose takes over; a restored session does in the namespace used last (the stored one); any new account
 * does while the active namespace has none; when the active namespace's account goes, another connected one takes
 * over. An account that only changed, or connected beside another (one WalletConnect session), moves nothing.
 */
export function activeNamespaceAfter({ active, preferred, connected }: Namespaces, { namespace, connected: present, cause }: AccountChange): ChainNamespace {
  const activeConnected = connected.includes(active)
  if (!present) return namespace === active ? (connected.find((other) => other !== namespace) ?? active) : active
  if (cause === 'chosen') return namespace
  if (connected.includes(namespace)) return active
  if (!activeConnected) return namespace
  return cause === 'restored' && namespace === preferred ? namespace : active
}
