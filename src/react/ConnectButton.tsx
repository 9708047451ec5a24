import { selectAccount, selectLife, selectProfile } from '../machines/modal/modal.selectors'
import { selectNetworkFlow } from '../machines/root/root.selectors'
import { preloadDialog } from '../views/lazyDialogContent'
import { truncateAddress } from '../views/format'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'

type ConnectionSnapshot = ReturnType<ReturnType<ReturnType<typeof useLatchInstance>['connectionOf']>['getSnapshot']>
const isRestoring = (snapshot: ConnectionSnapshot) => snapshot.matches('restoring')

/** The dapp's entry point: opens Connect, or Account once connected (R-NAV-1). */
export function ConnectButton({ label = 'Connect Wallet' }: { label?: string }) {
  const latch = useLatchInstance()
  const account = useActorValue(latch.modal, selectAccount, null)
  const profile = useActorValue(latch.modal, selectProfile, null)
  const expanded = useActorValue(latch.modal, selectLife, 'closed') === 'open'
  // Issue 33: while a stored session is restored the button says nothing yet (no "Connect" flashing before the
  // account). A server, not knowing whether the browser has a session, renders the same placeholder, and so does
  // the hydrating render.
  const restoringEvm = useActorValue(latch.connectionOf('eip155'), isRestoring, true)
  const restoringSolana = useActorValue(latch.connectionOf('solana'), isRestoring, true)
  // The network badge: once the network flow runs (it loads with the account), its active network, which leads to
  // the Networks view to switch.
  const network = useActorValue(latch.actor, selectNetworkFlow, undefined)
  const pending = (restoringEvm || restoringSolana) && !account
  const button = (
    <button
      type="button"
      className="latch-connect-button"
      aria-haspopup="dialog"
      aria-expanded={expanded}
      aria-busy={pending || undefined}
      disabled={pending}
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
  const active = useActorValue(network, (snapshot) => snapshot.context.byNamespace[snapshot.context.activeNamespace]?.caipNetwork, undefined)
  const name = active && latch.networkName(active)
  if (!name) return null
  return (
    <button type="button" className="latch-button latch-network-badge" aria-label={`Network: ${name}. Switch network`} onClick={() => latch.open({ view: 'Networks' })}>
      {name}
    </button>
  )
}
