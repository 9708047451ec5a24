// Solana wallets in this page, found through the Wallet Standard registry (@wallet-standard/app): a wallet
// registers whenever its script runs, before or after Latch, and the registry hears both. The registry code loads
// only when something asks for Solana wallets (the first opening, or a stored Solana session to restore), so the
// first click ships none of it. Wallet objects never enter a machine: they are reported as plain connectors.
import type { Wallet } from '@wallet-standard/base'
import * as z from '../../core/zod'
import { SOLANA_CONNECTOR_PREFIX } from './solanaConnectorId'

export type SolanaConnector = { connectorId: string; name: string; imageUrl: string }

type Registry = { get(): readonly Wallet[]; on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void }

// A page script may register anything: only objects with the Wallet Standard's fields, a Solana chain and the
// standard connect feature are Solana wallets. A hostile getter is a malformed wallet, not a crash.
const walletShape = z.object({
  name: z.string().check(z.minLength(1)),
  icon: z.string().check(z.regex(/^data:image\/(svg\+xml|webp|png|gif);base64,/)),
  chains: z.array(z.string()),
  features: z.record(z.string(), z.unknown()),
  accounts: z.array(z.unknown()),
})

export function isSolanaWallet(wallet: unknown): wallet is Wallet {
  try {
    const parsed = z.safeParse(walletShape, wallet)
    return parsed.success && parsed.data.chains.some((chain) => chain.startsWith('solana:')) && 'standard:connect' in parsed.data.features
  } catch {
    return false
  }
}

const toConnector = (wallet: Wallet): SolanaConnector => ({ connectorId: `${SOLANA_CONNECTOR_PREFIX}${wallet.name}`, name: wallet.name, imageUrl: wallet.icon })

export function createSolanaWallets(loadRegistry: () => Promise<Registry> = () => import('@wallet-standard/app').then((module) => module.getWallets())) {
  let wallets: Wallet[] = []
  let started: Promise<void> | undefined
  const listeners = new Set<(connectors: SolanaConnector[]) => void>()

  const connectors = () => wallets.map(toConnector)
  const notify = () => listeners.forEach((listener) => listener(connectors()))
  const refresh = (registry: Registry) => {
    // R-ENT-2: one connector per name, the first registered wins.
    const byName = new Map<string, Wallet>()
    for (const wallet of registry.get()) if (isSolanaWallet(wallet) && !byName.has(wallet.name)) byName.set(wallet.name, wallet)
    wallets = [...byName.values()]
    notify()
  }

  // The registry outlives this Latch (it is the page's): what it is told to call is let go with the Latch.
  let unsubscribe: (() => void)[] = []
  let stopped = false
  function start(): Promise<void> {
    started ??= loadRegistry().then(
      (registry) => {
        if (stopped) return
        refresh(registry)
        unsubscribe = [registry.on('register', () => refresh(registry)), registry.on('unregister', () => refresh(registry))]
      },
      () => undefined, // the registry code did not load: no Solana wallets, as in a browser without any
    )
    return started
  }

  return {
    start,
    /** The Latch stopped: the page's registry no longer calls into it. */
    stop() {
      stopped = true
      for (const off of unsubscribe.splice(0)) off()
      listeners.clear()
    },
    connectors,
    wallet: (connectorId: string) => wallets.find((wallet) => toConnector(wallet).connectorId === connectorId),
    /** Reports the Solana wallets now and whenever one registers; returns the unsubscribe. Does not start discovery. */
    watch(listener: (connectors: SolanaConnector[]) => void): () => void {
      listeners.add(listener)
      listener(connectors())
      return () => listeners.delete(listener)
    },
    /** A stored session's wallet may register a moment after the page loads: wait for it, or the signal. */
    async waitFor(connectorId: string, signal: AbortSignal): Promise<Wallet | undefined> {
      await start()
      return new Promise((resolve) => {
        const found = () => wallets.find((wallet) => toConnector(wallet).connectorId === connectorId)
        if (found() || signal.aborted) return resolve(found())
        const stop = () => {
          listeners.delete(check)
          signal.removeEventListener('abort', onAbort)
        }
        const check = () => {
          const wallet = found()
          if (!wallet) return
          stop()
          resolve(wallet)
        }
        const onAbort = () => {
          stop()
          resolve(undefined)
        }
        listeners.add(check)
        signal.addEventListener('abort', onAbort)
      })
    },
  }
}

export type SolanaWallets = ReturnType<typeof createSolanaWallets>
