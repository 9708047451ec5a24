import type { ReactNode } from 'react'
import type { WalletCard } from '../../core/walletCard'
import { WalletImage } from './WalletImage'

export type WalletButtonProps = {
  wallet: WalletCard
  onSelect: (wallet: WalletCard) => void
  badge?: string
  /** Set by a grid with a roving tab stop; lists leave every button in the tab order. */
  tabIndex?: number
  onFocus?: () => void
  /** A recent wallet's account line. */
  account?: ReactNode
}

export function WalletButton({ wallet, onSelect, badge, tabIndex, onFocus, account }: WalletButtonProps) {
  return (
    <button type="button" className="latch-wallet-button" data-wallet-id={wallet.id} tabIndex={tabIndex} onFocus={onFocus} onClick={() => onSelect(wallet)}>
      <WalletImage src={wallet.imageUrl} name={wallet.name} />
      <span className="latch-wallet-name">{wallet.name}</span>
      {account}
      {badge && <span className="latch-badge">{badge}</span>}
    </button>
  )
}
