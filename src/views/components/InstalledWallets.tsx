import type { InstalledWallet } from '../../machines/modal/modal.types'
import { useLatchInstance } from '../../react/context'
import { WalletImage } from './WalletImage'

/** Wallets this browser has (EIP-6963 or injected): one click asks the wallet to connect. */
export function InstalledWallets({ wallets }: { wallets: readonly InstalledWallet[] }) {
  const { modal } = useLatchInstance()
  if (wallets.length === 0) return null
  return (
    <ul className="latch-list" aria-label="Installed wallets">
      {wallets.map((wallet) => (
        <li key={wallet.connectorId}>
          <button type="button" className="latch-wallet-button" data-connector-id={wallet.connectorId} onClick={() => modal.send({ type: 'wallet.connect', wallet })}>
            <WalletImage src={wallet.imageUrl ?? ''} name={wallet.name} />
            <span className="latch-wallet-name">{wallet.name}</span>
            <span className="latch-badge">Installed</span>
          </button>
        </li>
      ))}
    </ul>
  )
}
