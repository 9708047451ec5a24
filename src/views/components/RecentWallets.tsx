import { useChooseWallet } from './useChooseWallet'
import type { RecentEntry } from '../connectLists'
import { InstalledWalletButton } from './InstalledWallets'
import { WalletButton } from './WalletButton'

/** R-CONST-3: the wallets last connected with, first on Connect; an installed one connects in one click. */
export function RecentWallets({ entries }: { entries: readonly RecentEntry[] }) {
  const details = useChooseWallet()
  if (entries.length === 0) return null
  return (
    <ul className="latch-list" aria-label="Recent wallets">
      {entries.map((entry) => (
        <li key={entry.kind === 'installed' ? entry.wallet.connectorId : entry.wallet.id}>
          {entry.kind === 'installed' ? <InstalledWalletButton wallet={entry.wallet} badge="Recent" /> : <WalletButton wallet={entry.wallet} onSelect={details} badge="Recent" />}
        </li>
      ))}
    </ul>
  )
}
