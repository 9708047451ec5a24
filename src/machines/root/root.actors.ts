// Effects that live as long as the system: watching which wallets this browser has, and loading the flows whose
// code is not part of the first click.
import { fromCallback, fromPromise } from 'xstate'
import type { InstalledWallet } from '../modal/modal.types'
import type { balanceMachine } from '../balance/balance.machine'
import type { networkMachine } from '../network/network.machine'
import type { pairingMachine } from '../pairing/pairing.machine'
import type { embeddedWalletMachine } from '../embeddedWallet/embeddedWallet.machine'
import type { siwxMachine } from '../siwx/siwx.machine'
import type { nameRegistrationMachine } from '../nameRegistration/nameRegistration.machine'
import type { sendMachine } from '../send/send.machine'
import type { onRampMachine } from '../onRamp/onRamp.machine'

export interface InstalledWalletsPort {
  /** Reports the installed wallets now and whenever one appears; returns the cleanup. */
  watch(report: (installed: InstalledWallet[]) => void): () => void
}

export function createRootActors(port: InstalledWalletsPort) {
  return {
    watchInstalledWallets: fromCallback(({ sendBack }) => port.watch((installed) => sendBack({ type: 'connectors.changed', installed }))),
  }
}

/** The pairing flow's logic, with its I/O provided, from code loaded when a pairing is first asked for. */
export function createPairingLoader(load: () => Promise<typeof pairingMachine>) {
  return { loadPairing: fromPromise<typeof pairingMachine>(() => load()) }
}

/** The network flow's logic, with its I/O provided, from code loaded with the first account or choice of network. */
export function createNetworkLoader(load: () => Promise<typeof networkMachine>) {
  return { loadNetwork: fromPromise<typeof networkMachine>(() => load()) }
}

/** The balance flow's logic, with its I/O provided, from code loaded with the first Account view. */
export function createBalanceLoader(load: () => Promise<typeof balanceMachine>) {
  return { loadBalance: fromPromise<typeof balanceMachine>(() => load()) }
}

/** The embedded wallet's logic (frame life, email login), from code loaded with the first email field or stored login. */
export function createEmbeddedLoader(load: () => Promise<typeof embeddedWalletMachine>) {
  return { loadEmbedded: fromPromise<typeof embeddedWalletMachine>(() => load()) }
}

/** Sign in with X's logic, with its I/O provided, from code loaded with the first account when the app enables it. */
export function createSiwxLoader(load: () => Promise<typeof siwxMachine>) {
  return { loadSiwx: fromPromise<typeof siwxMachine>(() => load()) }
}

/** The names flow's logic (profile and registration), from code loaded with the first account. */
export function createNamesLoader(load: () => Promise<typeof nameRegistrationMachine>) {
  return { loadNames: fromPromise<typeof nameRegistrationMachine>(() => load()) }
}

/** Issue 36: a flow whose logic loads with its view (Send, Buy), under the loader name the root's region invokes. */
export function createFlowLoader<const Id extends string, T>(id: Id, load: () => Promise<T>) {
  return { [id]: fromPromise<T>(() => load()) } as Record<Id, ReturnType<typeof fromPromise<T>>>
}

/** Every lazily loaded flow's loader, as the root invokes them (system/lazyFlows.ts builds them in one table). */
export type RootLoaders = ReturnType<typeof createPairingLoader> &
  ReturnType<typeof createNetworkLoader> &
  ReturnType<typeof createBalanceLoader> &
  ReturnType<typeof createEmbeddedLoader> &
  ReturnType<typeof createSiwxLoader> &
  ReturnType<typeof createNamesLoader> &
  ReturnType<typeof createFlowLoader<'loadSend', typeof sendMachine>> &
  ReturnType<typeof createFlowLoader<'loadOnRamp', typeof onRampMachine>>
