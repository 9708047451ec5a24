import { useSelector } from '@xstate/react'
import { selectAccount, selectLife, selectProfile } from '../machines/modal/modal.selectors'
import { selectNetworkFlow } from '../machines/root/root.selectors'
import { preloadDialog } from '../views/lazyDialogContent'
import { truncateAddress } from '../views/format'
import { useLatchInstance } from '../instance/latchContext'

/** The dapp's entry point: opens Connect, or Account once connected (R-NAV-1). */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const latch = useLatchInstance()
  const account = useSelector(latch.modal, selectAccount)
  const profile = useSelector(latch.modal, selectProfile)
  const expanded = useSelector(latch.modal, selectLife) === 'open'
  // The network badge: once the network flow runs (it loads with the account), its active network, which leads to
  // the Networks view to switch.
  const network = useSelector(latch.actor, selectNetworkFlow)
  const button = (
    <button
      type="button"
      className="latch-connect-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      // Intent to open: start fetching the view code before the click lands.
      onPointerEnter={preloadDialog}
      onFocus={preloadDialog}
      onClick={() => latch.open()}
    >
      {/* SPEC §3: the account's name and avatar stand in for its address when it has them. */}
      {profile?.image && <img src={profile.image} alt="" width={20} height={20} />}
      {account ? (profile?.name ?? truncateAddress(account.address)) : label}
    </button>
  )
  return (
    <span className="latch-connect-group">
      {account && network && <NetworkBadge network={network} />}
      {button}
    </span>
  )
}

function NetworkBadge({ network }: { network: NonNullable<ReturnType<typeof selectNetworkFlow>> }) {
  const latch = useLatchInstance()
  const active = useSelector(network, (snapshot) => snapshot.context.byNamespace[snapshot.context.activeNamespace]?.caipNetwork)
  const name = active && latch.networkName(active)
  if (!name) return null
  return (
    <button type="button" className="latch-button latch-network-badge" aria-label={`Network: ${name}. Switch network`} onClick={() => latch.open({ view: 'Networks' })}>
      {name}
    </button>
  )
}
