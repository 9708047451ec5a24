import type { ReactNode } from 'react'
import type { InstalledWallet } from '../../machines/modal/modal.types'
import { useLatchInstance } from '../../instance/latchContext'
import type { InstalledEntry, WalletNamespace } from '../connectLists'
import { useT } from '../useT'
import { WalletImage } from './WalletImage'

// Names of network families, the same in every language.
const NAMESPACE_BADGE: Record<WalletNamespace, string> = { eip155: 'EVM', solana: 'Solana' }

/**
 * A wallet this browser has (EIP-6963, injected or Wallet Standard): one click asks the wallet to connect. A wallet
 * serving several namespaces (`namespaces`) is badged with each instead of "Installed", and `wallet` is the side the
 * click connects (connectLists chose it). One side of such a wallet alone (opened for Solana, or a recent one) says
 * which by a "Solana" badge. With more than one badge, the badges go under the name so that the name shows in full.
 */
export function InstalledWalletButton({
  wallet,
  badge,
  account,
  namespaces = [],
}: {
  wallet: InstalledWallet
  badge?: string
  account?: ReactNode
  namespaces?: readonly WalletNamespace[]
}) {
  const { modal } = useLatchInstance()
  const t = useT()
  const own = badge ?? t('connect.installed')
  const badges = namespaces.length > 1 ? namespaces.map((namespace) => NAMESPACE_BADGE[namespace]) : wallet.namespace === 'solana' ? [own, NAMESPACE_BADGE.solana] : [own]
  const badgeList = badges.map((text) => (
    <span key={text} className="latch-badge">
      {text}
    </span>
  ))
  return (
    <button type="button" className="latch-wallet-button" data-connector-id={wallet.connectorId} onClick={() => modal.send({ type: 'wallet.connect', wallet })}>
      <WalletImage src={wallet.imageUrl ?? ''} name={wallet.name} />
      {badges.length > 1 ? (
        <span className="latch-wallet-text">
          <span className="latch-wallet-name">{wallet.name}</span>
          <span className="latch-badges">{badgeList}</span>
        </span>
      ) : (
        <span className="latch-wallet-name">{wallet.name}</span>
      )}
      {account}
      {badges.length === 1 && badgeList}
    </button>
  )
}

export function InstalledWallets({ entries }: { entries: readonly InstalledEntry[] }) {
  const t = useT()
  if (entries.length === 0) return null
  return (
    <ul className="latch-list" aria-label={t('connect.installedWallets')}>
      {entries.map(({ wallet, namespaces }) => (
        <li key={wallet.connectorId}>
          <InstalledWalletButton wallet={wallet} namespaces={namespaces} />
        </li>
      ))}
    </ul>
  )
}
