// The embedded wallet's provider before its code has loaded: a stand-in in the browser wallets' map (so a stored
// embedded session restores like any other), which asks for the embedded wallet on first use and forwards to the
// frame's provider once the frame is ready. The frame code itself stays out of the first click.
import type { ProviderListener, RequestArguments, SessionProvider } from '../connectors/provider'

/** `loginUsed`: R-AUTH-2, without the login flag the embedded wallet is not connected — a stored session is not even
 * checked with the frame (nothing loads). */
export function createLazyFrameProvider(startEmbedded: () => void, loginUsed: () => boolean = () => true) {
  let attach: (provider: SessionProvider) => void = () => {}
  const ready = new Promise<SessionProvider>((resolve) => (attach = resolve))
  const real = () => {
    startEmbedded()
    return ready
  }
  const provider: SessionProvider = {
    request: async (args: RequestArguments) => {
      if (args.method === 'eth_accounts' && !loginUsed()) return []
      return (await real()).request(args)
    },
    endSession: async () => (await real()).endSession(),
    // Listeners reach the frame's provider in the order they were added and removed (one promise chain).
    on(event: string, listener: ProviderListener) {
      void ready.then((frame) => frame.on(event, listener))
    },
    removeListener(event: string, listener: ProviderListener) {
      void ready.then((frame) => frame.removeListener(event, listener))
    },
  }
  return { provider, attach: (frame: SessionProvider) => attach(frame) }
}
