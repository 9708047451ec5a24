// One connection over every namespace's wallets: a Wallet Standard connector goes to the Solana port, anything else
// to the browser (EIP-1193) port; a session goes back to the port of its namespace. Restore tries the stored EVM
// session, then the stored Solana one. The Solana port (the Wallet Standard registry, the Solana SDK's base58)
// loads only when a Solana wallet is chosen or a stored Solana session is restored.
import type { CaipNetworkId, ChainNamespace } from '../../core/caip'
import type { LazySolanaWallets } from '../solana/lazySolanaWallets'
import { isSolanaConnectorId } from '../solana/solanaConnectorId'
import type { LatchStorage } from '../storage'
import { createBrowserConnection } from './browserConnection'
import type { BrowserWallets } from './browserWallets'

type BrowserConnection = ReturnType<typeof createBrowserConnection>
type SolanaConnection = import('../solana/solanaConnection').SolanaConnection
type Session = Parameters<BrowserConnection['disconnect']>[0]
type Fact = Parameters<Parameters<BrowserConnection['watch']>[1]>[0]

export function createNamespacedConnection(wallets: BrowserWallets, solanaWallets: LazySolanaWallets, storage: LatchStorage, networks: readonly CaipNetworkId[]) {
  const browser = createBrowserConnection(wallets, storage)
  let loading: Promise<SolanaConnection> | undefined
  const solana = () =>
    (loading ??= Promise.all([import('../solana/solanaConnection'), solanaWallets.load()]).then(([module, found]) => module.createSolanaConnection(found, storage, networks)))
  const isSolana = (session: { namespace: ChainNamespace }) => session.namespace === 'solana'
  const asSolana = <T extends { namespace: ChainNamespace }>(session: T) => ({ ...session, namespace: 'solana' as const })

  return {
    ...browser,
    async restore(namespace: ChainNamespace, signal: AbortSignal) {
      const evm = await browser.restore(namespace, signal)
      if (!evm.ok || evm.session || !storage.getConnection('solana')) return evm
      return (await solana()).restore(signal)
    },
    async connect(request: Parameters<BrowserConnection['connect']>[0], signal: AbortSignal) {
      return isSolanaConnectorId(request.connectorId) ? (await solana()).connect(request) : browser.connect(request, signal)
    },
    async disconnect(session: Session) {
      return isSolana(session) ? (await solana()).disconnect(asSolana(session)) : browser.disconnect(session)
    },
    async signMessage(session: Session, message: string, signal: AbortSignal) {
      return isSolana(session) ? (await solana()).signMessage(asSolana(session), message) : browser.signMessage(session, message, signal)
    },
    watch(session: Session, report: (fact: Fact) => void): () => void {
      if (!isSolana(session)) return browser.watch(session, report)
      let stopped = false
      let stop: (() => void) | undefined
      void solana().then((connection) => {
        if (!stopped) stop = connection.watch(asSolana(session), report)
      })
      return () => {
        stopped = true
        stop?.()
      }
    },
  }
}
