// The glue every lazily loaded flow is handed (flowGlue.ts says what it holds), built once over the root actor.
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { ChainNamespace } from '../core/caip'
import type { LatchConfig } from '../core/config'
import type { connectionMachine } from '../machines/connection/connection.machine'
import type { SignOutcome } from '../machines/connection/connection.types'
import { connectionSystemId } from '../machines/connection/connection.systemId'
import type { RootEvent } from '../machines/root/root.machine'
import { copyText } from '../services/clipboard/copyText'
import type { ApprovalFramePort } from '../machines/modal/modal.actors'
import type { LatchStorage, StorageLike } from '../services/storage'
import type { FlowGlue } from './flowGlue'
import type { createWalletSources } from './walletSources'
import type { createShownAccount } from './shownAccount'

type Root = { send(event: RootEvent): void; getSnapshot: FlowGlue['root']; system: { get(id: string): AnyActorRef | undefined } }

export function createFlowGlue(
  root: () => Root,
  parts: {
    config: LatchConfig
    storage: LatchStorage
    rawStorage: StorageLike | undefined
    sources: ReturnType<typeof createWalletSources>
    shown: ReturnType<typeof createShownAccount>
    presentApprovalFrame(port: ApprovalFramePort): void
    fetch: typeof fetch
    win: Window | undefined
  },
): FlowGlue {
  let signRequests = 0
  // A fact arriving after the Latch stopped (a frame's late answer, an aborted wallet request) reaches nobody.
  const send = (event: RootEvent) => {
    const actor = root()
    if (actor.getSnapshot().status === 'active') actor.send(event)
  }
  const copy = (text: string, what: string) =>
    void copyText(parts.win?.navigator, text).then((copied) =>
      send({ type: 'toast.show', phrase: { key: copied ? `toast.${what}Copied` : 'toast.copyUnavailable' }, variant: copied ? 'success' : 'error' }),
    )
  return {
    config: parts.config,
    // One request id per message: the connection flow answers each with its own 'signed' fact.
    signMessage: (namespace, message, signal) =>
      new Promise<SignOutcome>((resolve) => {
        const requestId = `sign-${++signRequests}`
        const connection = root().system.get(connectionSystemId(namespace)) as ActorRefFrom<typeof connectionMachine>
        // (A Latch that stopped aborts its flows' signals too: nothing is left to withdraw then.)
        const withdraw = () => connection.getSnapshot().status === 'active' && connection.send({ type: 'connection.cancelSign', requestId })
        const subscription = connection.on('signed', (fact) => {
          if (fact.requestId !== requestId) return
          subscription.unsubscribe()
          signal?.removeEventListener('abort', withdraw)
          resolve(fact.outcome)
        })
        signal?.addEventListener('abort', withdraw, { once: true })
        connection.send({ type: 'connection.signMessage', requestId, message })
      }),
    send,
    root: () => root().getSnapshot(),
    copy,
    storage: parts.storage,
    rawStorage: parts.rawStorage,
    connection: parts.sources.connection,
    showNamespace: (namespace: ChainNamespace) => parts.shown.activate(namespace),
    connect: (namespace, request) => root().system.get(connectionSystemId(namespace))?.send({ type: 'connection.connect', ...request }),
    disconnect: (namespace) => root().system.get(connectionSystemId(namespace))?.send({ type: 'connection.disconnect' }),
    attachEmbeddedProvider: parts.sources.embeddedProvider.attach,
    presentApprovalFrame: parts.presentApprovalFrame,
    walletConnect: parts.sources.walletConnect,
    fetch: parts.fetch,
    win: parts.win,
  }
}
