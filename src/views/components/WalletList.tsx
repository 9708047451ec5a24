import type { WalletCard } from '../../core/walletCard'
import { useLatchInstance } from '../../react/context'
import { WalletButton } from './WalletButton'

/** A labelled list of wallets; choosing one shows its details view with the wallet as the view's data. */
export function WalletList({ wallets, label, layout = 'list' }: { wallets: readonly WalletCard[]; label: string; layout?: 'list' | 'grid' }) {
  const { modal } = useLatchInstance()
  const select = (wallet: WalletCard) => modal.send({ type: 'router.push', view: 'WalletDetails', data: { walletName: wallet.name, wallet } })
  return (
    <ul className={layout === 'grid' ? 'latch-grid' : 'latch-list'} aria-label={label}>
      {wallets.map((wallet) => (
        <li key={wallet.id}>
          <WalletButton wallet={wallet} onSelect={select} />
        </li>
      ))}
    </ul>
  )
}
