import { useSelector } from '@xstate/react'
import { useEffect } from 'react'
import { selectNamesFlow } from '../../machines/root/root.contentSelectors'
import { useLatchInstance } from '../../instance/latchContext'
import { truncateAddress } from '../format'
import { useT } from '../useT'
import { useChooseWallet } from './useChooseWallet'
import type { RecentEntry } from '../connectLists'
import { InstalledWalletButton } from './InstalledWallets'
import { WalletButton } from './WalletButton'

/** R-CONST-3: the wallets last connected with, first on Connect; an installed one connects in one click. Each row
 * names the account it last connected (SPEC §3: its profile name and avatar, else the truncated address). */
export function RecentWallets({ entries }: { entries: readonly RecentEntry[] }) {
  const { actor } = useLatchInstance()
  const details = useChooseWallet()
  const t = useT()
  const addresses = entries.flatMap((entry) => (entry.address ? [entry.address] : []))
  const key = addresses.join(',')
  useEffect(() => {
    if (key) actor.send({ type: 'names.recent', addresses: key.split(',') })
  }, [actor, key])
  if (entries.length === 0) return null
  return (
    <ul className="latch-list" aria-label={t('connect.recentWallets')}>
      {entries.map((entry) => {
        const account = entry.address ? <RecentAccount address={entry.address} /> : undefined
        return (
          <li key={entry.kind === 'installed' ? entry.wallet.connectorId : entry.wallet.id}>
            {entry.kind === 'installed' ? (
              <InstalledWalletButton wallet={entry.wallet} badge={t('connect.recent')} account={account} />
            ) : (
              <WalletButton wallet={entry.wallet} onSelect={details} badge={t('connect.recent')} account={account} />
            )}
          </li>
        )
      })}
    </ul>
  )
}

function RecentAccount({ address }: { address: string }) {
  const { actor } = useLatchInstance()
  const names = useSelector(actor, selectNamesFlow)
  return names ? <KnownAccount names={names} address={address} /> : <AccountLine address={address} />
}

function KnownAccount({ names, address }: { names: NonNullable<ReturnType<typeof selectNamesFlow>>; address: string }) {
  const known = useSelector(names, (snapshot) => snapshot.context.known[address.toLowerCase()])
  return <AccountLine address={address} name={known?.name ?? undefined} image={known?.image ?? undefined} />
}

function AccountLine({ address, name, image }: { address: string; name?: string | undefined; image?: string | undefined }) {
  return (
    <span className="latch-muted latch-recent-account" title={address}>
      {image && <img src={image} alt="" width={16} height={16} />}
      {name ?? truncateAddress(address)}
    </span>
  )
}
