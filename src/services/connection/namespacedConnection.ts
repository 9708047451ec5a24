// The connection port of every namespace's flow: the EVM flow's requests go to the browser (EIP-1193) port; the
// Solana flow's to the Wallet Standard port for a Solana wallet, or to a WalletConnect session's Solana side; a
// session goes back to the port that made it. Each namespace restores its own stored session. The Solana code
// (the Wallet Standard registry, the Solana SDK's base58) loads only when a Solana account is connected or restored.
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import { LatchError, shownError } from '../../core/errors'
import type { SolanaDiscovery } from '../solana/lazySolanaWallets'
import { isSolanaConnectorId } from '../solana/solanaConnectorId'
import type { LatchStorage } from '../storage'
import { createBrowserConnection } from './browserConnection'
import type { BrowserWallets } from './browserWallets'
import type { Eip1193Provider } from '../connectors/provider'

type BrowserConnection = ReturnType<typeof createBrowserConnection>
type SolanaConnection = import('../solana/solanaConnection').SolanaConnection
type WalletConnectSolana = ReturnType<typeof import('../solana/walletConnectSolana').createWalletConnectSolana>
type Session = Parameters<BrowserConnection['disconnect']>[0]
type Fact = Parameters<Parameters<BrowserConnection['watch']>[1]>[0]

export function createNamespacedConnection(wallets: BrowserWallets, solanaWallets: SolanaDiscovery, storage: LatchStorage, networks: readonly CaipNetworkId[]) {
  const browser = createBrowserConnection(wallets, storage)
  // The Solana session's watcher: a cluster chosen in Latch is reported to the flow like a wallet's own change.
  let solanaReport: ((fact: Fact) => void) | undefined
  let loading: Promise<SolanaConnection> | undefined
  const solana = () =>
    (loading ??= Promise.all([import('../solana/solanaConnection'), solanaWallets.load()]).then(([module, found]) => module.createSolanaConnection(found, storage, networks)))
  // The WALLET_CONNECT provider's Solana side, for a session that approved the solana namespace.
  // The WALLET_CONNECT connector stands in for its code until that loads (a read loads it and its stored sessions).
  const overWalletConnect = async (connectorId: string): Promise<WalletConnectSolana | undefined> => {
    const provider = wallets.provider(connectorId) as (Eip1193Provider & { solanaSide?: () => unknown }) | undefined
    if (!provider?.solanaSide) return undefined
    const { createWalletConnectSolana, hasSolanaSide } = await import('../solana/walletConnectSolana')
    await provider.request({ method: 'eth_accounts' }).catch(() => undefined)
    const loaded = provider.solanaSide()
    return hasSolanaSide(loaded) ? createWalletConnectSolana(loaded, storage) : undefined
  }
  const isSolana = (session: { namespace: ChainNamespace }) => session.namespace === 'solana'
  const asSolana = <T extends { namespace: ChainNamespace }>(session: T) => ({ ...session, namespace: 'solana' as const })
  // Which Solana side holds a session: the Wallet Standard's, or WalletConnect's for any other connector.
  const solanaSide = async (session: { connectorId: string }) =>
    isSolanaConnectorId(session.connectorId) ? { standard: await solana() } : { walletConnect: await overWalletConnect(session.connectorId) }

  return {
    ...browser,
    // Each namespace restores its own stored session: the EVM one through the browser port, the Solana one through
    // whichever Solana side made it.
    async restore(namespace: ChainNamespace, signal: AbortSignal) {
      if (namespace !== 'solana') return browser.restore(namespace, signal)
      const stored = storage.getConnection('solana')
      if (!stored) return { ok: true as const, session: null }
      const side = await solanaSide(stored)
      if (side.standard) return side.standard.restore(signal)
      return side.walletConnect ? side.walletConnect.restore(stored, 'WalletConnect') : { ok: true as const, session: null }
    },
    async connect(request: Parameters<BrowserConnection['connect']>[0], signal: AbortSignal) {
      if (request.namespace !== 'solana') return browser.connect(request, signal)
      if (isSolanaConnectorId(request.connectorId)) return (await solana()).connect(request, signal)
      // A WalletConnect session that granted a Solana account connects it on its Solana side.
      const walletConnect = await overWalletConnect(request.connectorId)
      return walletConnect ? walletConnect.connect(request) : { ok: false as const, error: { reason: 'error' as const, error: shownError('SOMETHING_WENT_WRONG') } }
    },
    async disconnect(session: Session) {
      if (!isSolana(session)) return browser.disconnect(session)
      const side = await solanaSide(session)
      if (side.standard) return side.standard.disconnect(asSolana(session))
      storage.clearConnection('solana')
      return side.walletConnect ? side.walletConnect.disconnect() : { ok: true as const }
    },
    async signMessage(session: Session, message: string, signal: AbortSignal) {
      if (!isSolana(session)) return browser.signMessage(session, message, signal)
      const side = await solanaSide(session)
      if (side.standard) return side.standard.signMessage(asSolana(session), message)
      return side.walletConnect ? side.walletConnect.signMessage(asSolana(session), message) : { ok: false as const, declined: false, error: shownError('SOMETHING_WENT_WRONG') }
    },
    // The connected Solana account's wallet for latch.request (SPEC §6 approval methods); EVM as the browser port has it.
    walletRequest(namespace: ChainNamespace): ((method: string, params: unknown[]) => Promise<unknown>) | undefined {
      const stored = storage.getConnection(namespace)
      if (namespace !== 'solana') return browser.walletRequest(namespace)
      if (!stored) return undefined
      const session = { ...stored, namespace: 'solana' as const, walletName: '' }
      return async (method, params) => {
        const side = await solanaSide(stored)
        if (side.standard) return side.standard.request(session, method, params[0])
        if (!side.walletConnect) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS')
        return side.walletConnect.request(method, params[0])
      }
    },
    // R-NET-1, issue 32: a Solana wallet serves every cluster; choosing one moves the connection there without a
    // prompt: the stored session (the cluster requests are signed and sent on) and the flow's session follow.
    async switchNetwork(namespace: ChainNamespace, target: Parameters<BrowserConnection['switchNetwork']>[1], signal: AbortSignal) {
      if (namespace !== 'solana') return browser.switchNetwork(namespace, target, signal)
      const stored = storage.getConnection('solana')
      if (!stored) return { ok: false as const, failure: { reason: 'error' as const, error: shownError('NO_ACTIVE_CAIP_ADDRESS') } }
      if (!networks.includes(`solana:${target.id}`)) return { ok: false as const, failure: { reason: 'error' as const, error: shownError('NETWORK_NOT_FOUND_THROWN') } }
      storage.setConnection('solana', { ...stored, chainId: target.id })
      solanaReport?.({ type: 'provider.chainChanged', chainId: target.id })
      return { ok: true as const }
    },
    watch(session: Session, report: (fact: Fact) => void): () => void {
      if (!isSolana(session)) return browser.watch(session, report)
      let stopped = false
      let stop: (() => void) | undefined
      solanaReport = report
      // A cluster chosen while this watch was being set up is reported now (the flow's session must not lag it).
      const stored = storage.getConnection('solana')
      if (stored && stored.address === session.address && stored.chainId !== session.chainId) report({ type: 'provider.chainChanged', chainId: stored.chainId })
      void solanaSide(session).then((side) => {
        if (!stopped) stop = side.standard ? side.standard.watch(asSolana(session), report) : side.walletConnect?.watch(report)
      })
      return () => {
        stopped = true
        if (solanaReport === report) solanaReport = undefined
        stop?.()
      }
    },
  }
}
