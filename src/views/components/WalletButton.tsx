import type { WalletCard } from '../../core/walletCard'
import { WalletImage } from './WalletImage'

export function WalletButton({ wallet, onSelect, badge }: { wallet: WalletCard; onSelect: (wallet: WalletCard) => void; badge?: string }) {
  return (
    <button type="button" className="latch-wallet-button" data-wallet-id={wallet.id} onClick={() => onSelect(wallet)}>
      <WalletImage src={wallet.imageUrl} name={wallet.name} />
      <span className="latch-wallet-name">{wallet.name}</span>
      {badge && <span className="latch-badge">{badge}</span>}
    </button>
  )
}
