// The first click ships no Solana discovery: this stands in for solanaWallets.ts, taking the one listener (the
// installed-wallets watch) at once and loading the discovery (zod checks, the Wallet Standard registry) only when
// asked to start or when the Solana port needs the wallets themselves.
import type { SolanaConnector, SolanaWallets } from './solanaWallets'

export function createLazySolanaWallets() {
  let loading: Promise<SolanaWallets> | undefined
  let listener: ((connectors: SolanaConnector[]) => void) | undefined
  const load = () =>
    (loading ??= import('../later').then((later) => later.solanaWallets()).then((module) => {
      const wallets = module.createSolanaWallets()
      wallets.watch((connectors) => listener?.(connectors))
      return wallets
    }))

  return {
    load,
    start: () => load().then((wallets) => wallets.start()),
    /** The Latch stopped: discovery (if it loaded) lets go of the page's registry. */
    stop: () => void loading?.then((wallets) => wallets.stop()),
    /** Hears the Solana wallets once discovery has loaded and whenever one registers; returns the unsubscribe. */
    watch(heard: (connectors: SolanaConnector[]) => void): () => void {
      listener = heard
      void loading?.then((wallets) => heard(wallets.connectors()))
      return () => (listener = undefined)
    },
  }
}

export type LazySolanaWallets = ReturnType<typeof createLazySolanaWallets>
/** What the connection needs of discovery (its life is the Latch's, not the connection's). */
export type SolanaDiscovery = Pick<LazySolanaWallets, 'load' | 'start' | 'watch'>
