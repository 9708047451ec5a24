// The connect button's network badge: the active network, which leads to the Networks view to switch. Loaded with
// the account shown (ConnectButton.tsx), with the catalogue's formatter its label needs.
import { useEffect } from 'react'
import type { selectNetworkFlow } from '../machines/root/root.selectors'
import { useLatchInstance } from '../instance/latchContext'
import { useActorValue } from '../instance/useActorValue'
import { useT } from '../views/useT'

export default function NetworkBadge({ network }: { network: NonNullable<ReturnType<typeof selectNetworkFlow>> }) {
  const latch = useLatchInstance()
  const t = useT()
  const ready = useActorValue(latch.localeActor, (snapshot) => snapshot.context.messages !== null, false)
  // Its label is the catalogue's: an account shown before any opening asks for it.
  useEffect(() => latch.actor.send({ type: 'locale.need' }), [latch])
  const active = useActorValue(network, (snapshot) => snapshot.context.byNamespace[snapshot.context.activeNamespace]?.caipNetwork, undefined)
  const name = active && latch.networkName(active)
  if (!name || !ready) return null
  return (
    <button type="button" className="latch-button latch-network-badge" aria-label={t('connectButton.network', { name })} onClick={() => latch.open({ view: 'Networks' })}>
      {name}
    </button>
  )
}
