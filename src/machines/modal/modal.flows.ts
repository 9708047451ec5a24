// What the modal asks of the flows that outlive it (DESIGN: it sends to them by systemId and never duplicates
// their state): the connection flow connects, cancels and disconnects; the pairing flow shows its URI, stops
// refreshing it, and drops it.
import type { AnyActorRef, EventObject } from 'xstate'
import type { ConnectionEvent } from '../connection/connection.types'
import type { NetworkEvent } from '../network/network.types'
import type { PairingEvent } from '../pairing/pairing.types'
import type { SendEvent } from '../send/send.types'
import type { OnRampEvent } from '../onRamp/onRamp.types'
import { ROOT_SYSTEM_ID } from '../root/root.systemId'
import { connectionSystemId } from '../connection/connection.systemId'
import { isWalletCard } from './modal.recent'
import { topEntry } from './modal.stack'
import type { InstalledWallet, ModalContext, ModalEvent } from './modal.types'

export type FlowRequest =
  | 'startConnection'
  | 'cancelConnection'
  | 'disconnect'
  | 'preparePairing'
  | 'startPairing'
  | 'leavePairing'
  | 'resetPairingUri'
  | 'cancelNetworkSwitch'
  | 'loadNetworkFlow'
  | 'startFeature'
type FlowMessage =
  | { flow: string; event: ConnectionEvent }
  | { flow: 'pairing'; event: PairingEvent }
  | { flow: 'network'; event: NetworkEvent }
  | { flow: 'send'; event: SendEvent }
  | { flow: 'onRamp'; event: OnRampEvent }

// Each namespace has its own connection flow: a Solana wallet's goes to the Solana one, any other to the EVM one.
const connectionOf = (wallet: unknown) => connectionSystemId((wallet as Partial<InstalledWallet> | undefined)?.namespace ?? 'eip155')

export function flowMessage(request: FlowRequest, context: ModalContext, event: ModalEvent): FlowMessage | undefined {
  switch (request) {
    case 'startConnection': {
      if (event.type !== 'wallet.connect') return undefined
      const { connectorId, name: walletName, imageUrl: walletImageUrl } = event.wallet
      return { flow: connectionOf(event.wallet), event: { type: 'connection.connect', connectorId, walletName, walletImageUrl } }
    }
    // Left while the ConnectingWallet view is still on top: its wallet's namespace is the one connecting.
    case 'cancelConnection':
      return { flow: connectionOf(context.stack[context.stack.length - 1]?.data?.['wallet']), event: { type: 'connection.cancel' } }
    // The account on screen is the one let go; another namespace's stays connected.
    case 'disconnect':
      return { flow: connectionSystemId(context.account?.namespace ?? 'eip155'), event: { type: 'connection.disconnect' } }
    // The pairing flow shows its URI while a pairing view is on screen, and refreshes it only then (R-PAIR-1).
    case 'startPairing': {
      const wallet = context.stack[context.stack.length - 1]?.data?.['wallet']
      return { flow: 'pairing', event: { type: 'pairing.start', wallet: isWalletCard(wallet) ? wallet : undefined } }
    }
    // On a phone, a wallet list on screen gets a URI ready, so choosing a wallet opens it within the click.
    case 'preparePairing':
      return context.settings.mobile ? { flow: 'pairing', event: { type: 'pairing.prepare' } } : undefined
    case 'leavePairing':
      return { flow: 'pairing', event: { type: 'pairing.leave' } }
    // R-NAV-6: closing clears the pairing URI.
    case 'resetPairingUri':
      return { flow: 'pairing', event: { type: 'pairing.reset' } }
    // Leaving the view that chose a network drops a switch still waiting for a connection elsewhere.
    // Issue 32, R-CONN-2: not when the view gives way to Connect for the chosen network's namespace, where the switch
    // waits for that connection (closing, or backing out of Networks, drops it then).
    case 'cancelNetworkSwitch':
      return event.type === 'network.connectNamespace' ? undefined : { flow: 'network', event: { type: 'network.cancelSwitch' } }
    // A network view is on screen: the network flow's code loads if it has not.
    case 'loadNetworkFlow':
      return { flow: 'network', event: { type: 'network.load' } }
    // Issue 36: Send and Buy start afresh when pushed (or opened on), for the account shown; coming back to them (an
    // approval laid over Send, R-NAV-4) keeps what they hold. Their glue stops them when they leave the history, and
    // starts them again when the account shown changes (system/featureFollow.ts).
    case 'startFeature': {
      const caipAddress = context.account?.caipAddress
      // Pushed, or the view the modal opened on (R-NAV-2); not when back leads onto it.
      if ((event.type !== 'router.push' && event.type !== 'modal.open') || !caipAddress) return undefined
      const send = topEntry(context.stack)?.view === 'Send'
      return { flow: send ? 'send' : 'onRamp', event: { type: send ? 'send.start' : 'onRamp.start', caipAddress } } as FlowMessage
    }
  }
}

type Enqueue = { sendTo(actor: AnyActorRef, event: EventObject): void }
type System = { get(systemId: string): AnyActorRef | undefined }

/** Sends the message to its flow, when that flow runs in this system (tests may run the modal alone). A flow the
 * root spawns once its code has loaded (pairing) is reached through the root, which loads it and hands it what was
 * asked. */
export function sendToFlow(enqueue: Enqueue, system: System, message: FlowMessage | undefined): void {
  const flow = message && (system.get(message.flow) ?? system.get(ROOT_SYSTEM_ID))
  if (message && flow) enqueue.sendTo(flow, message.event)
}
