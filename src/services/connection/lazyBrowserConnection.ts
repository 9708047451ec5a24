// The connection code (EIP-1193 calls, address checksums through viem, the Solana port) loads only when a person
// connects, or when a stored session has to be restored: a first visit ships none of it before the first click.
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import { LatchError } from '../../core/errors'
import type { SolanaDiscovery } from '../solana/lazySolanaWallets'
import type { LatchStorage } from '../storage'
import type { BrowserWallets } from './browserWallets'

type Connection = ReturnType<typeof import('./namespacedConnection').createNamespacedConnection>

export function createLazyBrowserConnection(wallets: BrowserWallets, storage: LatchStorage, solanaWallets: SolanaDiscovery, networks: readonly CaipNetworkId[]) {
  let loading: Promise<Connection> | undefined
  const load = () => (loading ??= import('../later').then((later) => later.namespacedConnection()).then((module) => module.createNamespacedConnection(wallets, solanaWallets, storage, networks)))

  return {
    // Nothing stored, nothing to restore: answered without loading anything.
    restore: async (namespace: ChainNamespace, signal: AbortSignal) =>
      storage.getConnection(namespace) ? (await load()).restore(namespace, signal) : { ok: true as const, session: null },
    connect: async (...args: Parameters<Connection['connect']>) => (await load()).connect(...args),
    disconnect: async (...args: Parameters<Connection['disconnect']>) => (await load()).disconnect(...args),
    signMessage: async (...args: Parameters<Connection['signMessage']>) => (await load()).signMessage(...args),
    // Only asked once the connection code has loaded (a connected wallet means it has).
    // Issue 32 (found by the system test): a namespace with no connected wallet refuses as the loaded code would
    // ('No ActiveCaipAddress found', 4100 to an EIP-1193 app), instead of answering undefined as if signed.
    walletRequest: (namespace: ChainNamespace) =>
      loading
        ? (method: string, params: unknown[]) =>
            load().then((connection) => {
              const request = connection.walletRequest(namespace)
              if (!request) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS')
              return request(method, params)
            })
        : undefined,
    switchNetwork: async (...args: Parameters<Connection['switchNetwork']>) => (await load()).switchNetwork(...args),
    // Each namespace's session is its own: what restore or an ended session found wanting is forgotten there only.
    forget: (namespace: ChainNamespace) => storage.clearConnection(namespace),
    watch(...args: Parameters<Connection['watch']>): () => void {
      let stopped = false
      let stop: (() => void) | undefined
      void load().then((connection) => {
        if (!stopped) stop = connection.watch(...args)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
