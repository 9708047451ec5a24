// The provider API the latch page is pointed at: the devstack's, started in-process on a free loopback port
// (fresh state, events in memory), so the page sees real answers and no request leaves the machine. With it, what
// the WalletConnect measurement needs: the devstack's WalletConnect relay (devstack/relay) on a free loopback port,
// and the WalletConnect test wallet page the provider API then serves at GET /__wallet (its script bundled by
// devstack/wcWallet/build.ts in the background while the rest starts; GET /__wallet.js waits for it).
import { startBlockchainApi } from '../devstack/blockchainApi/index'
import { startProviderApi } from '../devstack/providerApi/index'
import { startRelay } from '../devstack/relay/index'
import { buildWcWalletScript } from '../devstack/wcWallet/build'

/** The test wallet's chain: nothing listens there. The wallet signs personal_sign locally with the dev key, so the
 * bench needs no chain (anvil); anything it would send to the chain fails at once rather than reaching another
 * devstack's anvil on 8545. */
export const WC_WALLET_CHAIN_URL = 'http://127.0.0.1:9'

export type ProviderApi = {
  kind: string
  url: string
  /** ws://127.0.0.1:PORT, the relay the latch page and the test wallet page (GET `${url}/__wallet`) use. */
  relayUrl: string
  /** The devstack's blockchain API (no chains: only its names answer), so a connected account's name is asked of
   * this machine, not of the cloud. */
  rpcUrl: string
  close: () => Promise<void>
}

export async function startApi(): Promise<ProviderApi> {
  const script = buildWcWalletScript()
  // Awaited by GET /__wallet.js; until then, an unobserved failure must not end the process.
  script.catch(() => undefined)
  const relay = await startRelay({ host: '127.0.0.1', port: 0 })
  const names = await startBlockchainApi({ host: '127.0.0.1', port: 0, chains: {} }).catch(async (error: unknown) => {
    await relay.close()
    throw error
  })
  try {
    const server = await startProviderApi({ host: '127.0.0.1', port: 0, relay, chainUrl: WC_WALLET_CHAIN_URL, wcWalletScript: () => script })
    // The bundle is needed from the first WalletConnect load on: a failed build is fatal here, not a 500 mid-run.
    await script.catch(async (error: unknown) => {
      await server.close()
      throw new Error(`WalletConnect test wallet bundle failed: ${error instanceof Error ? error.message : String(error)}`, { cause: error })
    })
    return {
      kind: 'devstack',
      url: server.url.replace(/\/$/, ''),
      relayUrl: relay.url,
      rpcUrl: names.url.replace(/\/$/, ''),
      close: async () => {
        await Promise.allSettled([server.close(), relay.close(), names.close()])
      },
    }
  } catch (error) {
    await Promise.allSettled([relay.close(), names.close()])
    throw error
  }
}
