import type { ReactNode } from 'react'
import type { InstalledWallet } from '../../machines/modal/modal.types'
import { useLatchInstance } from '../../instance/latchContext'
import { WalletImage } from './WalletImage'

/** A wallet this browser has (EIP-6963, injected or Wallet Standard): one click asks the wallet to connect. */
export function InstalledWalletButton({ wallet, badge = 'Installed', account }: { wallet: InstalledWallet; badge?: string; account?: ReactNode }) {
  const { modal } = useLatchInstance()
  return (
    <button type="button" className="latch-wallet-button" data-connector-id={wallet.connectorId} onClick={() => modal.send({ type: 'wallet.connect', wallet })}>
      <WalletImage src={wallet.imageUrl ?? ''} name={wallet.name} />
      <span className="latch-wallet-name">{wallet.name}</span>
      {account}
      <span className="latch-badge">{badge}</span>
      {/* The same wallet may be listed for EVM and for Solana: the chain family tells the two apart. */}
      {wallet.namespace === 'solana' && <span className="latch-badge">Solana</span>}
    </button>
  )
}

export function InstalledWallets({ wallets }: { wallets: readonly InstalledWallet[] }) {
  if (wallets.length === 0) return null
  return (
    <ul className="latch-list" aria-label="Installed wallets">
      {wallets.map((wallet) => (
        <li key={wallet.connectorId}>
          <InstalledWalletButton wallet={wallet} />
        </li>
      ))}
    </ul>
  )
}
