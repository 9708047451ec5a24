// The browser-wallet connection code (EIP-1193 calls, address checksums through viem) loads only when a person
// connects, or when a stored session has to be restored: a first visit ships none of it before the first click.
import type { ChainNamespace } from '../../core/caip'
import type { LatchStorage } from '../storage'
import type { BrowserWallets } from './browserWallets'

type BrowserConnection = ReturnType<typeof import('./browserConnection').createBrowserConnection>

export function createLazyBrowserConnection(wallets: BrowserWallets, storage: LatchStorage) {
  let loading: Promise<BrowserConnection> | undefined
  const load = () => (loading ??= import('./browserConnection').then((module) => module.createBrowserConnection(wallets, storage)))

  return {
    // Nothing stored, nothing to restore: answered without loading anything.
    restore: async (namespace: ChainNamespace, signal: AbortSignal) =>
      storage.getConnection(namespace) ? (await load()).restore(namespace, signal) : { ok: true as const, session: null },
    connect: async (...args: Parameters<BrowserConnection['connect']>) => (await load()).connect(...args),
    disconnect: async (...args: Parameters<BrowserConnection['disconnect']>) => (await load()).disconnect(...args),
    signMessage: async (...args: Parameters<BrowserConnection['signMessage']>) => (await load()).signMessage(...args),
    // Only asked once the connection code has loaded (a connected wallet means it has).
    walletRequest: (namespace: ChainNamespace) => (loading ? (method: string, params: unknown[]) => load().then((connection) => connection.walletRequest(namespace)?.(method, params)) : undefined),
    switchNetwork: async (...args: Parameters<BrowserConnection['switchNetwork']>) => (await load()).switchNetwork(...args),
    forget: (namespace: ChainNamespace) => storage.clearConnection(namespace),
    watch(...args: Parameters<BrowserConnection['watch']>): () => void {
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
