import type { WalletCard } from '../../core/walletCard'
import { useChooseWallet } from './useChooseWallet'
import { WalletButton } from './WalletButton'

/** A labelled list of wallets; choosing one opens it (useChooseWallet). */
export function WalletList({ wallets, label, layout = 'list' }: { wallets: readonly WalletCard[]; label: string; layout?: 'list' | 'grid' }) {
  const select = useChooseWallet()
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
