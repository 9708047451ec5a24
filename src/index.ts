// `latch`: the instance and its types, with no React (the React API is `latch/react`, the wagmi connector
// `latch/wagmi`).
import type { LatchOptions } from './core/latchOptions'
import { createLatch as createLatchInstance, type Latch, type LatchDependencies } from './system/createLatch'

export type { Latch, LatchDependencies, OpenOptions } from './system/createLatch'

/** Starts a Latch: checks the options (a mistake throws a LatchError with code 'INVALID_OPTIONS' naming the option,
 * what it takes and the nearest known key), restores a stored session in the browser, and gives the app its handle.
 * Mount it with `<LatchProvider latch={latch}>` from 'latch/react'. On a server it starts closed and disconnected.
 * @example const latch = createLatch({ projectId: 'your-project-id', networks: [mainnet, base] }) */
export const createLatch: (options: LatchOptions, deps?: LatchDependencies) => Latch = createLatchInstance
export type { LatchConfig } from './core/config'
export type { LatchChain, LatchFeatures, LatchNetwork, LatchNetworkId, LatchNetworkObject, LatchOptions, LatchServices } from './core/latchOptions'
export { LatchError, type ErrorCode, type LatchErrorCode } from './core/errors'
export type { ConnectedAccount, InstalledWallet, ModalView } from './machines/modal/modal.types'
export type { ConnectionStatus } from './machines/connection/connection.selectors'
export type { SignOutcome } from './machines/connection/connection.types'
export type { LatchEip1193Provider, ProviderEvent, ProviderEvents, ProviderRpcError, RequestArguments } from './provider/eip1193.types'
export type { SiwxSession, SiwxVerifier, SignInMessage } from './core/signIn'
export type { ChainNamespace, CaipNetworkId } from './core/caip'
