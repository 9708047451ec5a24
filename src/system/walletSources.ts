// Where wallets come from: the browser's EIP-6963 / injected wallets, WalletConnect's phone wallets behind the same
// EIP-1193 face, the embedded wallet's stand-in (asking it anything loads the frame), and Solana's Wallet Standard
// wallets; the connection service that routes each connector to its own; and the list of installed wallets the
// root hands the modal.
import type { LatchConfig } from '../core/config'
import { ACCOUNT_STORAGE_KEYS } from '../core/storageKeys'
import { EMBEDDED_CONNECTOR_ID } from '../machines/emailLogin/emailLogin.connector'
import type { InstalledWallet } from '../machines/modal/modal.types'
import { WALLETCONNECT_CONNECTOR_ID } from '../machines/pairing/pairing.connector'
import type { InstalledWalletsPort } from '../machines/root/root.actors'
import { createBrowserWallets, type BrowserWindow } from '../services/connection/browserWallets'
import { createLazyBrowserConnection } from '../services/connection/lazyBrowserConnection'
import { createLazyFrameProvider } from '../services/frame/lazyFrameProvider'
import { createLazySolanaWallets } from '../services/solana/lazySolanaWallets'
import { browserStorage, type LatchStorage } from '../services/storage'
import { createLazyWalletConnect } from '../services/walletconnect/lazyWalletConnect'

export function createWalletSources(config: LatchConfig, win: Window | undefined, storage: LatchStorage, fetch: typeof globalThis.fetch, loadFrame: () => void) {
  // WALLET_CONNECT: a phone wallet over the relay, behind the same EIP-1193 face as a browser wallet.
  const walletConnect = createLazyWalletConnect({
    projectId: config.projectId,
    relayUrl: config.services.relayUrl,
    metadata: config.metadata,
    offline: config.services.relayUrl !== undefined,
    chains: config.networks.filter((network) => network.startsWith('eip155:') || network.startsWith('solana:')),
    networks: config,
    fetch,
    now: () => Date.now(),
  })
  // The embedded wallet (AUTH): a stand-in until the frame is ready; asking it anything loads the embedded wallet.
  const loginUsed = () => browserStorage(win)?.getItem(ACCOUNT_STORAGE_KEYS.EMAIL_LOGIN_USED) === 'true'
  const embeddedProvider = createLazyFrameProvider(loadFrame, loginUsed)
  const wallets = createBrowserWallets(win as BrowserWindow | undefined, {
    [WALLETCONNECT_CONNECTOR_ID]: walletConnect.provider,
    [EMBEDDED_CONNECTOR_ID]: embeddedProvider.provider,
  })
  // Solana wallets (Wallet Standard) beside the browser's EVM wallets: the connection routes each connector to its own.
  const solanaWallets = createLazySolanaWallets()
  const connection = createLazyBrowserConnection(wallets, storage, solanaWallets, config.networks)
  // The EVM wallets as they announce themselves, then the Solana ones once their registry is asked (first opening).
  const installed: InstalledWalletsPort = {
    watch: (report: (installed: InstalledWallet[]) => void) => {
      const lists: InstalledWallet[][] = [[], []]
      const update = (index: number, list: InstalledWallet[]) => report((lists[index] = list) && lists.flat())
      const stops = [
        wallets.watch((connectors) => update(0, connectors.map(({ id, name, imageUrl, info }) => ({ connectorId: id, name, imageUrl, rdns: info?.rdns })))),
        solanaWallets.watch((connectors) => update(1, connectors.map((connector) => ({ ...connector, namespace: 'solana' as const })))),
      ]
      return () => stops.forEach((stop) => stop())
    },
  }
  return { walletConnect, embeddedProvider, loginUsed, solanaWallets, connection, installed }
}
