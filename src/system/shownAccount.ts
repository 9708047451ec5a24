// Several namespaces can be connected at once (SPEC §3 account state per namespace); the modal, the connect button
// and the app see one account: the active namespace's. The network flow owns the active namespace once its code has
// loaded; until then (and so that an account never waits on that code) the same rule is followed here.
import type { ChainNamespace } from '../core/caip'
import type { ConnectedAccount } from '../machines/modal/modal.types'
import type { StatusCause } from '../machines/connection/connection.types'
import { activeNamespaceAfter } from '../machines/network/activeNamespace'

type Status = { namespace: ChainNamespace; account: ConnectedAccount | null; cause: StatusCause }

export function createShownAccount(preferred: ChainNamespace, show: (account: ConnectedAccount | null) => void) {
  const accounts: Partial<Record<ChainNamespace, ConnectedAccount>> = {}
  let active = preferred
  let shown: ConnectedAccount | null = null
  const publish = () => {
    const next = accounts[active] ?? null
    if (next === shown) return
    shown = next
    show(next)
  }
  return {
    /** A connection flow's status fact. */
    status({ namespace, account, cause }: Status) {
      const connected = Object.keys(accounts) as ChainNamespace[]
      active = activeNamespaceAfter({ active, preferred, connected }, { namespace, connected: account !== null, cause })
      if (account) accounts[namespace] = account
      else delete accounts[namespace]
      publish()
    },
    /** The network flow made a namespace the active one (a person chose one of its networks). */
    activate(namespace: ChainNamespace) {
      // Never away from a connected account to a namespace without one (the network flow does not ask that).
      if (!accounts[namespace] && Object.keys(accounts).length > 0) return
      active = namespace
      publish()
    },
    get namespace() {
      return active
    },
  }
}
