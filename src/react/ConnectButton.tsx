import { lazy, Suspense } from 'react'
import { start } from '../i18n/messages/en/start'
import type { LocaleSnapshot } from '../machines/locale/locale.selectors'
import { selectAccount, selectLife, selectProfile } from '../machines/modal/modal.selectors'
import { selectNetworkFlow } from '../machines/root/root.selectors'
import { preloadDialog } from '../views/lazyDialogContent'
import { truncateAddress } from '../views/format'
import { plainText } from '../views/plainText'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'

type ConnectionSnapshot = ReturnType<ReturnType<ReturnType<typeof useLatchInstance>['connectionOf']>['getSnapshot']>
const isRestoring = (snapshot: ConnectionSnapshot) => snapshot.matches('restoring')
// Issue 35: the button's words in the locale spoken; English before any catalogue when English was asked for, and
// nothing yet (the placeholder below) while another locale's catalogue loads.
const selectConnectText = (snapshot: LocaleSnapshot) =>
  plainText(snapshot.context.messages, 'connectButton.connect') ?? (snapshot.context.locale === 'en' ? start['connectButton.connect'] : undefined)
// Its code (with the formatter its label needs) loads once an account is shown: never before the first click.
const NetworkBadge = lazy(() => import('./NetworkBadge'))

/** The dapp's entry point: opens Connect, or Account once connected (R-NAV-1). `label`: the app's own words for
 * "Connect Wallet" (the catalogue's, in the locale spoken, by default). */
export function ConnectButton({ label }: { label?: string }) {
  const latch = useLatchInstance()
  const catalogueText = useActorValue(latch.localeActor, selectConnectText, start['connectButton.connect'])
  const connectText = label ?? catalogueText
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
  const pending = ((restoringEvm || restoringSolana) && !account) || (!account && connectText === undefined)
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
      {account ? (profile?.name ?? truncateAddress(account.address)) : connectText}
    </button>
  )
  return (
    <span className="latch-connect-group">
      {account && network && (
        <Suspense fallback={null}>
          <NetworkBadge network={network} />
        </Suspense>
      )}
      {button}
    </span>
  )
}
