// The pairing flow's glue, loaded with its code on the first pairing view: its logic on the WalletConnect pairing
// port, and its facts: copy the link, open a wallet's app, remember the deep-link choice.
import type { ActorRefFrom } from 'xstate'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { createPairingActors } from '../../machines/pairing/pairing.actors'
import { pairingMachine } from '../../machines/pairing/pairing.machine'

export function create(glue: FlowGlue): LoadedFlow<typeof pairingMachine> {
  return {
    logic: pairingMachine.provide({ actors: createPairingActors(glue.walletConnect.pairing) }),
    wire(flow) {
      const pairing = flow as ActorRefFrom<typeof pairingMachine>
      pairing.on('copyLink', (fact) => glue.copy(fact.uri, 'link'))
      // A wallet's app opens in place on phones (the page comes back when it is done); desktop and web apps beside it.
      pairing.on('openLink', (fact) => {
        if (fact.kind === 'mobile') glue.win?.location.assign(fact.href)
        else glue.win?.open(fact.href, '_blank', 'noopener,noreferrer')
      })
      pairing.on('deeplinkChosen', (fact) => glue.storage.setDeeplinkChoice({ href: fact.href, name: fact.name }))
    },
  }
}
