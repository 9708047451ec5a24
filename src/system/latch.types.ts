// The public face of a Latch instance: what createLatch hands an app, and what the provider, the wagmi connector
// and the React bindings take. A module of its own so that none of them imports the root that builds it.
import type { ActorOptions, ActorRefFrom, AnyActorLogic, InspectionEvent, Observer } from 'xstate'
import type { ChainNamespace, CaipNetworkId } from '../core/caip'
import type { LatchConfig } from '../core/config'
import type { SiwxSession } from '../core/signIn'
import type { alertMachine } from '../machines/alert/alert.machine'
import type { connectionMachine } from '../machines/connection/connection.machine'
import type { ConnectionStatus } from '../machines/connection/connection.selectors'
import type { SignOutcome } from '../machines/connection/connection.types'
import type { localeMachine } from '../machines/locale/locale.machine'
import type { modalMachine } from '../machines/modal/modal.machine'
import type { ConnectedAccount, NavigableView, ViewData } from '../machines/modal/modal.types'
import type { toastMachine } from '../machines/toast/toast.machine'
import type { LatchEip1193Provider } from '../provider/eip1193.types'
import type { ImageKind } from '../services/api'
import type { RootActor } from './rootActor'

export type LatchDependencies = {
  /** Dev only: an inspection observer (the Stately inspector); absent in production builds. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  fetch?: typeof fetch
  document?: Document
  /** The statecharts' clock (their delays and timeouts): XState's SimulatedClock in the system test. */
  clock?: ActorOptions<AnyActorLogic>['clock']
}

export type OpenOptions = { view?: NavigableView; data?: ViewData; namespace?: ChainNamespace }

/** A Latch, as createLatch hands it to an app: open and close the modal, read the connection, ask the connected
 * wallet (through `request`, `signMessage`, or `getProvider` for wagmi and viem). */
export interface Latch {
  /** The options with every default applied. */
  readonly config: LatchConfig
  /** R-CONN-1: disconnected, connecting (a wallet is asked, or a stored session restored) or connected. */
  readonly status: ConnectionStatus
  /** Opens the modal: on Connect (or Account once connected), on a view, or for one namespace's wallets (R-NAV-2). */
  open(options?: OpenOptions): void
  /** Closes the modal (refused while a required sign-in is pending). */
  close(): void
  /** The JSON-RPC URL Latch reads one of the app's networks through: a chain's or network object's own, the
   * blockchain API's for an id (`services.rpcUrl`); undefined for a network not in `networks`. */
  rpcUrl(caipNetworkId: CaipNetworkId): string | undefined
  /** Asks for another of the app's networks (the wallet is asked when one is connected there). */
  switchNetwork(caipNetworkId: CaipNetworkId): void
  /** R-NAV-9: how many sign-in sessions the app holds for the connected account, when the app keeps them itself
   * (0: close is disabled on an approval while sign-in is required). */
  setSessions(count: number): void
  /** An RPC request as a dapp makes it (SPEC §6): safe reads to the active network's RPC, approval methods to the
   * wallet, anything else refused with 'Requested RPC call is not allowed'. */
  request(request: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  /** Asks the connected wallet to sign a message (personal_sign); resolves with the signature or why not. */
  signMessage(message: string): Promise<SignOutcome>
  /** Sign in with X: the shown account's sessions on its chain (rejects 'SIWX is not enabled' without `siwx`,
   * 'No ActiveCaipAddress found' with no account). */
  getSessions(): Promise<SiwxSession[]>
  /** Ends exactly this session of the shown account (its other sessions stay). */
  revokeSession(session: SiwxSession): Promise<void>
  /** The address a name is registered to (on the shown account's chain when it has one there); null when the name
   * is free or breaks the name rule; rejects 'Error resolving name' when the names service fails. */
  resolveName(name: string): Promise<string | null>
  /** The namespace's connection as an EIP-1193 provider (wagmi's connector, viem's custom transport): accounts
   * asked for open the modal; events follow the connection. One provider per namespace. */
  getProvider(namespace?: 'eip155' | 'solana'): LatchEip1193Provider
  /** Headless: connects the installed wallet with this connector id or rdns, without the modal. */
  connect(walletId: string): Promise<ConnectedAccount>
  /** Headless: lets go of the namespace's account (the shown one by default). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Issue 35: the modal's language now; the modal stays open and keeps its words until the new catalogue is in.
   * Any BCP 47 tag: the closest locale Latch ships is used, English when none is close. */
  setLocale(locale: string): void
  /** Issue 36, R-RAMP-2: the on-ramp providers offered: only those named ('coinbase', 'meld'; none when none is
   * known); null brings back the defaults. */
  setOnRampProviders(names: readonly string[] | null): void
  /** Stops every flow (tests, hot reload). */
  stop(): void
}

/** A Latch with its insides: the actors the React bindings, the views, the provider and the tests read. Not part of
 * the package's types (issue 33: the published .d.ts is the public API only). */
export type LatchInstance = Latch & {
  readonly actor: RootActor
  readonly modal: ActorRefFrom<typeof modalMachine>
  readonly toast: ActorRefFrom<typeof toastMachine>
  readonly alert: ActorRefFrom<typeof alertMachine>
  /** Issue 35: the locale spoken and its catalogue. */
  readonly localeActor: ActorRefFrom<typeof localeMachine>
  /** The EVM connection flow (the Solana one is `connectionOf('solana')`). */
  readonly connection: ActorRefFrom<typeof connectionMachine>
  /** Each namespace with connectors has its own connection flow; several can be connected at once. */
  connectionOf(namespace: ChainNamespace): ActorRefFrom<typeof connectionMachine>
  /** Where an <img> finds a picture of the provider API's (R-API-3): wallets, networks, currencies, tokens. */
  imageUrl(kind: ImageKind, id: string): string
  /** A configured network's name, once the network flow has loaded (the network table loads with it). */
  networkName(caipNetworkId: CaipNetworkId): string | undefined
  /** Connection status reaches the modal as events (R-NAV-1); the connection flow calls this. */
  setAccount(account: ConnectedAccount | null): void
  /** Unexpected failures (a view that crashed, a chunk that did not load), capped at 5 a minute (R-ERR-7). */
  reportError(error: unknown): void
}
