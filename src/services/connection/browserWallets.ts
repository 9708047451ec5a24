// The wallets this browser has: EIP-6963 announcements as they arrive, and the legacy injected provider. Keeps
// the provider objects (which never enter a machine) and reports the connector list as plain data.
// Direct imports, not the connectors index: that would bring the EIP-1193 helpers (and viem) into the first chunk.
import { buildConnectors, providerForConnector, type Connector } from '../connectors/connectorList'
import { watchAnnouncedProviders, type Eip6963ProviderDetail } from '../connectors/eip6963'
import { findInjectedProvider } from '../connectors/injected'
import type { Eip1193Provider } from '../connectors/provider'

export type BrowserWindow = Pick<Window, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'> & { readonly ethereum?: unknown }

/** `providers`: connectors that are not the browser's own (WALLET_CONNECT), found by id but never listed as installed. */
export function createBrowserWallets(win: BrowserWindow | undefined, providers: Readonly<Record<string, Eip1193Provider>> = {}) {
  const announced: Eip6963ProviderDetail[] = []
  const listeners = new Set<(connectors: Connector[]) => void>()
  let stopWatching: (() => void) | undefined

  const sources = () => ({ announced, injected: findInjectedProvider(win) })
  const connectors = () => buildConnectors({ ...sources(), catalogue: [] })
  const notify = () => listeners.forEach((listener) => listener(connectors()))

  function start() {
    if (stopWatching || !win) return
    stopWatching = watchAnnouncedProviders(win, (detail) => {
      // R-ENT-2: one wallet per rdns, compared as eip6963.ts compares them within one listening (case aside).
      if (announced.some((known) => known.info.rdns.toLowerCase() === detail.info.rdns.toLowerCase())) return
      announced.push(detail)
      notify()
    })
  }

  /** Reports the list now and whenever a wallet announces itself; returns the unsubscribe. */
  function watch(listener: (connectors: Connector[]) => void): () => void {
    listeners.add(listener)
    start()
    listener(connectors())
    return () => {
      listeners.delete(listener)
      if (listeners.size === 0) {
        stopWatching?.()
        stopWatching = undefined
      }
    }
  }

  /** A wallet announces itself a moment after the page loads; a stored session waits for it (or the signal). */
  function waitForProvider(connectorId: string, signal: AbortSignal): Promise<Eip1193Provider | undefined> {
    return new Promise((resolve) => {
      let settled = false
      // watch() reports at once, possibly before it has returned its unsubscribe: hence a holder.
      const subscription: { stop?: () => void } = {}
      const finish = (provider: Eip1193Provider | undefined) => {
        if (settled) return
        settled = true
        subscription.stop?.()
        signal.removeEventListener('abort', onAbort)
        resolve(provider)
      }
      const onAbort = () => finish(undefined)
      if (signal.aborted) return finish(undefined)
      signal.addEventListener('abort', onAbort)
      subscription.stop = watch(() => {
        const provider = providers[connectorId] ?? providerForConnector(connectorId, sources())
        if (provider) finish(provider)
      })
      if (settled) subscription.stop()
    })
  }

  return {
    connectors,
    provider: (connectorId: string): Eip1193Provider | undefined => providers[connectorId] ?? providerForConnector(connectorId, sources()),
    watch,
    waitForProvider,
  }
}

export type BrowserWallets = ReturnType<typeof createBrowserWallets>
