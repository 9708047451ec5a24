import type { ReactNode } from 'react'
import type { InstalledWallet } from '../../machines/modal/modal.types'
import { useLatchInstance } from '../../instance/latchContext'
import type { InstalledEntry, WalletNamespace } from '../connectLists'
import { WalletImage } from './WalletImage'

const NAMESPACE_BADGE: Record<WalletNamespace, string> = { eip155: 'EVM', solana: 'Solana' }

/**
 * A wallet this browser has (EIP-6963, injected or Wallet Standard): one click asks the wallet to connect. A wallet
 * serving several namespaces (`namespaces`) shows its name in full over one badge per namespace, and `wallet` is the
 * side the click connects (connectLists chose it).
 */
export function InstalledWalletButton({
  wallet,
  badge = 'Installed',
  account,
  namespaces = [],
}: {
  wallet: InstalledWallet
  badge?: string
  account?: ReactNode
  namespaces?: readonly WalletNamespace[]
}) {
  const { modal } = useLatchInstance()
  const merged = namespaces.length > 1
  return (
    <button type="button" className="latch-wallet-button" data-connector-id={wallet.connectorId} onClick={() => modal.send({ type: 'wallet.connect', wallet })}>
      <WalletImage src={wallet.imageUrl ?? ''} name={wallet.name} />
      {merged ? (
        <span className="latch-wallet-text">
          <span className="latch-wallet-name">{wallet.name}</span>
          <span className="latch-badges">
            {namespaces.map((namespace) => (
              <span key={namespace} className="latch-badge">
                {NAMESPACE_BADGE[namespace]}
              </span>
            ))}
          </span>
        </span>
      ) : (
        <span className="latch-wallet-name">{wallet.name}</span>
      )}
      {account}
      {!merged && <span className="latch-badge">{badge}</span>}
      {/* One side of a wallet serving several namespaces (opened for Solana, or a recent one): the chain family says which. */}
      {!merged && wallet.namespace === 'solana' && <span className="latch-badge">Solana</span>}
    </button>
  )
}

export function InstalledWallets({ entries }: { entries: readonly InstalledEntry[] }) {
  if (entries.length === 0) return null
  return (
    <ul className="latch-list" aria-label="Installed wallets">
      {entries.map(({ wallet, namespaces }) => (
        <li key={wallet.connectorId}>
          <InstalledWalletButton wallet={wallet} namespaces={namespaces} />
        </li>
      ))}
    </ul>
  )
}
