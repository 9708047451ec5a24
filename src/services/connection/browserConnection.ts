// The connection flow's port for browser wallets (EIP-6963 / injected), on eip155: connect with
// eth_requestAccounts, restore with eth_accounts against the stored address, remember the session in
// @appkit/ storage, and turn the wallet's events into facts. Every answer is a value; nothing throws past here.
import type { ChainNamespace } from '../../core/caip'
import { shownError } from '../../core/errors'
import { toLatchError } from '../../core/caughtErrors'
import type { ShownError } from '../../core/walletCard'
import {
  endsOwnSession,
  getAccounts,
  getChainId,
  isUnsupportedMethod,
  isUserRejection,
  personalSign,
  requestAccounts,
  revokeAccountPermission,
  subscribe,
  type Eip1193Provider,
} from '../connectors'
import type { LatchStorage } from '../storage'
import type { BrowserWallets } from './browserWallets'
import { switchWalletNetwork, type SwitchOutcome, type SwitchTarget } from './switchNetwork'

type Session = {
  connectorId: string
  namespace: ChainNamespace
  address: string
  chainId: string
  walletName: string
  walletImageUrl?: string
  approvedChains?: string[]
}

// SPEC §3 approvedCaipNetworkIds: a WalletConnect session approved some chains; a browser wallet can be asked for any.
const approvedBy = (provider: Eip1193Provider) => (endsOwnSession(provider) ? provider.approvedChains?.() : undefined)
type ConnectRequest = { namespace: ChainNamespace; connectorId: string; walletName: string; walletImageUrl?: string }
type Fact = { type: 'provider.accountsChanged'; accounts: string[] } | { type: 'provider.chainChanged'; chainId: string } | { type: 'provider.disconnected' }

const shown = (error: unknown): ShownError => shownError(toLatchError(error).code)

// True when the wallet let go of this site. A WalletConnect session is deleted on both sides; a browser wallet is
// asked to revoke the account permission, and one that does not know wallet_revokePermissions (4200, -32601) has
// nothing to revoke. A wallet no longer in the page holds nothing we can reach. Throws on anything unexpected.
async function letGo(provider: Eip1193Provider | undefined): Promise<boolean> {
  if (!provider) return true
  if (endsOwnSession(provider)) {
    await provider.endSession()
    return true
  }
  const revoked = await revokeAccountPermission(provider)
  return revoked.ok || isUnsupportedMethod(revoked.error)
}

export function createBrowserConnection(wallets: BrowserWallets, storage: LatchStorage) {
  const describe = (connectorId: string) => wallets.connectors().find((connector) => connector.id === connectorId)

  function remember(session: Session) {
    storage.setConnection(session.namespace, { connectorId: session.connectorId, address: session.address, chainId: session.chainId })
    storage.setConnectedConnectorId(session.namespace, session.connectorId)
    storage.addConnectedNamespace(session.namespace)
    storage.setConnectionStatus('connected')
  }

  return {
    // R-CONN-1: connected only if the wallet still grants the stored address; otherwise there is no session.
    async restore(namespace: ChainNamespace, signal: AbortSignal) {
      const stored = storage.getConnection(namespace)
      if (!stored) return { ok: true as const, session: null }
      try {
        const provider = await wallets.waitForProvider(stored.connectorId, signal)
        if (!provider) return { ok: true as const, session: null }
        const accounts = await getAccounts(provider, signal)
        const granted = accounts.ok && accounts.value.some((account) => account.toLowerCase() === stored.address.toLowerCase())
        if (!granted) return { ok: true as const, session: null }
        const chain = await getChainId(provider, signal)
        const connector = describe(stored.connectorId)
        const session: Session = {
          connectorId: stored.connectorId,
          namespace,
          address: accounts.value.find((account) => account.toLowerCase() === stored.address.toLowerCase()) ?? stored.address,
          chainId: chain.ok ? String(chain.value) : stored.chainId,
          walletName: connector?.name ?? stored.connectorId,
          walletImageUrl: connector?.imageUrl,
          approvedChains: approvedBy(provider),
        }
        return { ok: true as const, session }
      } catch (error) {
        return { ok: false as const, error: shown(error) }
      }
    },

    async connect(request: ConnectRequest, signal: AbortSignal) {
      const provider: Eip1193Provider | undefined = wallets.provider(request.connectorId)
      if (!provider) return { ok: false as const, error: { reason: 'error' as const, error: shown(undefined) } }
      try {
        const accounts = await requestAccounts(provider, signal)
        if (!accounts.ok) {
          return isUserRejection(accounts.error)
            ? { ok: false as const, error: { reason: 'rejected' as const } }
            : { ok: false as const, error: { reason: 'error' as const, error: { code: String(accounts.error.code), message: accounts.error.message } } }
        }
        const [address] = accounts.value
        if (!address) return { ok: false as const, error: { reason: 'rejected' as const } }
        const chain = await getChainId(provider, signal)
        if (!chain.ok) return { ok: false as const, error: { reason: 'error' as const, error: { code: String(chain.error.code), message: chain.error.message } } }
        const session: Session = { ...request, address, chainId: String(chain.value), approvedChains: approvedBy(provider) }
        remember(session)
        return { ok: true as const, session }
      } catch (error) {
        return { ok: false as const, error: { reason: 'error' as const, error: shown(error) } }
      }
    },

    // R-CONN-1: the person asked to leave, so the account, the connector id and the namespace are forgotten
    // whatever the wallet answers; R-ERR-3: a wallet that could not let go is reported as 'Failed to disconnect'.
    async disconnect(session: Session) {
      const released = await letGo(wallets.provider(session.connectorId)).catch(() => false)
      storage.clearConnection(session.namespace)
      return released ? { ok: true as const } : { ok: false as const, error: shownError('DISCONNECT_FAILED') }
    },

    // personal_sign with the connected account; a rejection reads "Signature declined" (R-ERR-3).
    async signMessage(session: Session, message: string, signal: AbortSignal) {
      const provider = wallets.provider(session.connectorId)
      if (!provider) return { ok: false as const, declined: false, error: shown(undefined) }
      try {
        const signed = await personalSign(provider, message, session.address, signal)
        if (signed.ok) return { ok: true as const, signature: signed.value }
        return { ok: false as const, declined: isUserRejection(signed.error), error: { code: String(signed.error.code), message: signed.error.message } }
      } catch (error) {
        return { ok: false as const, declined: false, error: shown(error) }
      }
    },

    forget(namespace: ChainNamespace) {
      storage.clearConnection(namespace)
    },

    // A read only the connected wallet can answer (its capabilities, its assets: SPEC §7), when one is connected.
    walletRequest(namespace: ChainNamespace): ((method: string, params: unknown[]) => Promise<unknown>) | undefined {
      const stored = storage.getConnection(namespace)
      const provider = stored && wallets.provider(stored.connectorId)
      return provider && ((method, params) => provider.request({ method, params }))
    },

    // The namespace's connected wallet moves to another chain; the stored session follows so a reload restores it.
    async switchNetwork(namespace: ChainNamespace, target: SwitchTarget, signal: AbortSignal): Promise<SwitchOutcome> {
      const stored = storage.getConnection(namespace)
      const provider = stored && wallets.provider(stored.connectorId)
      if (!stored || !provider) return { ok: false, failure: { reason: 'error', error: shownError('NO_ACTIVE_CAIP_ADDRESS') } }
      const outcome = await switchWalletNetwork(provider, target, signal)
      if (outcome.ok) storage.setConnection(namespace, { ...stored, chainId: target.id })
      return outcome
    },

    watch(session: Session, report: (fact: Fact) => void): () => void {
      const provider = wallets.provider(session.connectorId)
      if (!provider) return () => {}
      return subscribe(provider, {
        // The stored session follows the wallet, so a reload restores the account and chain it last reported.
        accountsChanged: (accounts) => {
          const [address] = accounts
          const chainId = storage.getConnection(session.namespace)?.chainId ?? session.chainId
          if (address) storage.setConnection(session.namespace, { connectorId: session.connectorId, address, chainId })
          report({ type: 'provider.accountsChanged', accounts })
        },
        chainChanged: (chainId) => {
          const stored = storage.getConnection(session.namespace)
          if (stored) storage.setConnection(session.namespace, { ...stored, chainId: String(chainId) })
          report({ type: 'provider.chainChanged', chainId: String(chainId) })
        },
        disconnect: () => report({ type: 'provider.disconnected' }),
      })
    },
  }
}
