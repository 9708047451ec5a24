// The network flow's glue, loaded with its code (system.ts would otherwise carry it in the first click): the flow's
// logic with its I/O (the namespace's connection moves: an EVM wallet is asked to change chain, a Solana one takes the
// chosen cluster), the
// network names, and the wiring of its facts to the modal, the toasts and storage.
import { configuredNetworks } from '../../core/configuredNetworks'
import { shownError } from '../../core/errors'
import { createNetworkActors } from '../../machines/network/network.actors'
import { networkMachine } from '../../machines/network/network.machine'
import type { ActorRefFrom } from 'xstate'
import type { FlowGlue, LoadedFlow } from '../flowGlue'

export function create(glue: FlowGlue): LoadedFlow<typeof networkMachine> & { name(id: string): string | undefined } {
  const networks = configuredNetworks(glue.config)
  const logic = networkMachine.provide({
    actors: createNetworkActors({
      switchNetwork: async (namespace, caipNetworkId, signal) => {
        const target = networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
        if (!target || target.chainNamespace !== namespace) return { ok: false, failure: { reason: 'error', error: shownError('NETWORK_NOT_FOUND_THROWN') } }
        const { id, name, nativeCurrency, rpcUrl } = target
        return glue.connection.switchNetwork(namespace, { id, name, nativeCurrency, rpcUrl, explorerUrl: target.blockExplorers?.default.url }, signal)
      },
    }),
  })
  return {
    logic,
    // Names for the network badge and views, from the configured networks.
    name: (id) => networks.find((network) => network.caipNetworkId === id)?.name,
    wire(flow) {
      const network = flow as ActorRefFrom<typeof networkMachine>
      const { send, storage } = glue
      // "Switching network or reading chain id stores the last used chain" (SPEC §4): a reload starts on it.
      network.on('activeNetwork', (fact) => {
        storage.setActiveNamespace(fact.namespace)
        storage.setActiveCaipNetworkId(fact.caipNetworkId)
        glue.showNamespace(fact.namespace)
      })
      // R-NAV-10, R-NAV-11: the modal opens, closes or goes back on the network flow's facts; a failure says why.
      network.on('supportChanged', (fact) => send({ type: 'network.supportChanged', unsupported: fact.unsupported }))
      network.on('switched', (fact) => send({ type: 'network.switched', close: fact.close }))
      network.on('switchFailed', (fact) => {
        send({ type: 'network.switchFailed' })
        // A wallet's or a chain's own words are shown as they came; Latch's own, in the locale spoken.
        if (fact.failure.reason === 'rejected') send({ type: 'toast.show', phrase: { key: 'toast.switchDeclined' }, variant: 'error' })
        else send({ type: 'toast.show', message: fact.failure.error.message, variant: 'error' })
      })
      // Issue 32: a switch waiting for a connection in another namespace is dropped when the modal closes (whoever
      // asked hears so); backing out of Networks drops it too (the modal's own rule).
      const modalRef = glue.root().children.modal
      let open = modalRef?.getSnapshot().matches('open') === true
      modalRef?.subscribe((snapshot) => {
        const now = snapshot.matches('open')
        if (open && !now) send({ type: 'network.cancelSwitch' })
        open = now
      })
      // R-CONN-2: a network of a namespace with no account: Connect for it, on top of Networks, or opened when the
      // app asked for the switch with the modal closed.
      network.on('connectNamespace', ({ namespace }) => {
        send(modalRef?.getSnapshot().matches('open') ? { type: 'network.connectNamespace', namespace } : { type: 'modal.open', view: 'Connect', namespace })
      })
    },
  }
}
