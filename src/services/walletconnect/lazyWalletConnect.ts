// WalletConnect (sign client, relay, provider) loads only when a pairing starts or a stored WalletConnect session
// is restored: the first click ships none of it. Until then the provider and the pairing port are thin stand-ins.
import type { ProviderListener, RequestArguments, SessionProvider } from '../connectors/provider'
import type { WalletConnectOptions } from './walletConnect'
import { loadOnce } from '../loadOnce'

export function createLazyWalletConnect(options: WalletConnectOptions) {
  let loaded: Awaited<ReturnType<typeof import('./walletConnect').createWalletConnect>> | undefined
  const load = loadOnce(() =>
    import('../later').then((later) => later.walletConnect()).then((module) => {
      loaded = module.createWalletConnect(options)
      return loaded
    }),
  )

  const provider: SessionProvider & { solanaSide(): unknown } = {
    request: async (args: RequestArguments) => (await load()).provider.request(args),
    // R-ERR-3: WalletConnect code that cannot load cannot tell the wallet either: that rejects like a failed delete.
    endSession: async () => (await load()).provider.endSession(),
    // Only asked once a session exists, which means the code has loaded.
    approvedChains: () => loaded?.provider.approvedChains() ?? [],
    // The loaded provider itself, for its Solana side (walletConnectSolana.ts), once the code is there.
    solanaSide: () => loaded?.provider,
    // Listeners reach the real provider in the order they were added and removed (one promise chain).
    on(event: string, listener: ProviderListener) {
      void load().then((wc) => wc.provider.on(event, listener), () => undefined)
    },
    removeListener(event: string, listener: ProviderListener) {
      void load().then((wc) => wc.provider.removeListener(event, listener), () => undefined)
    },
  }

  const pairing = {
    createPairing: async (signal: AbortSignal) => {
      try {
        return await (await load()).pairing.createPairing(signal)
      } catch {
        // The WalletConnect code itself did not load: nothing can reach the relay.
        return { ok: false as const, failure: { reason: 'unreachable' as const } }
      }
    },
    awaitApproval: async (topic: string, signal: AbortSignal) => (await load()).pairing.awaitApproval(topic, signal),
  }

  // A pairing flow about to start: its WalletConnect code is fetched alongside the flow's own, not after it.
  const preload = () => void load().catch(() => undefined)

  return { provider, pairing, preload }
}
