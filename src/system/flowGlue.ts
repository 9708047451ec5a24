// What the glue of a lazily loaded flow (pairingFlow.ts, networkFlow.ts, balanceFlow.ts) is handed when its code
// arrives: the system's services and a way to send; it gives back the flow's logic and how to wire its facts once
// the root has spawned it. system.ts keeps none of that code in the first click.
import type { AnyActorRef, AnyStateMachine, SnapshotFrom } from 'xstate'
import type { ChainNamespace } from '../core/caip'
import type { LatchConfig } from '../core/config'
import type { SessionProvider } from '../services/connectors/provider'
import type { SignOutcome } from '../machines/connection/connection.types'
import type { ApprovalFramePort } from '../machines/modal/modal.actors'
import type { RootEvent, rootMachine } from '../machines/root/root.machine'
import type { createLazyBrowserConnection } from '../services/connection/lazyBrowserConnection'
import type { LatchStorage, StorageLike } from '../services/storage'
import type { createLazyWalletConnect } from '../services/walletconnect/lazyWalletConnect'

export type FlowGlue = {
  config: LatchConfig
  send(event: RootEvent): void
  /** The root's snapshot now (the flows it has spawned). */
  root(): SnapshotFrom<typeof rootMachine>
  /** Copies to the clipboard and says so in a toast. */
  copy(text: string, what: 'address' | 'link'): void
  storage: LatchStorage
  rawStorage: StorageLike | undefined
  connection: ReturnType<typeof createLazyBrowserConnection>
  /** Lets go of a namespace's account (R-SIWX-4: a required sign-in cancelled), whatever view is on screen. */
  disconnect(namespace: ChainNamespace): void
  /** Connects a namespace's connection flow through a connector (the embedded wallet once logged in). */
  connect(namespace: ChainNamespace, request: { connectorId: string; walletName: string }): void
  /** The frame is ready: the embedded connector's stand-in forwards to its provider from now on. */
  attachEmbeddedProvider(provider: SessionProvider): void
  /** A message signed by the namespace's connected account (its connection flow asks the wallet); aborting the
   * signal withdraws the request (the outcome is then 'Request was aborted'). */
  signMessage(namespace: ChainNamespace, message: string, signal?: AbortSignal): Promise<SignOutcome>
  /** The network flow made a namespace the active one: its account is the one shown. */
  showNamespace(namespace: ChainNamespace): void
  /** Issue 31: the embedded wallet's frame, to lay over the ApproveTransaction view while it asks the person. */
  presentApprovalFrame(port: ApprovalFramePort): void
  walletConnect: ReturnType<typeof createLazyWalletConnect>
  fetch: typeof fetch
  win: Window | undefined
}

export type LoadedFlow<TLogic extends AnyStateMachine> = { logic: TLogic; wire(flow: AnyActorRef): void }
