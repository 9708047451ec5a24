// `latch`: the instance and its types, with no React (the React API is `latch/react`, the wagmi connector
// `latch/wagmi`).
export { createLatch, type Latch, type LatchDependencies, type OpenOptions } from './system/createLatch'
export type { LatchOptions, LatchConfig } from './core/config'
export { LatchError, type ErrorCode } from './core/errors'
export type { ConnectedAccount, InstalledWallet, ModalView } from './machines/modal/modal.types'
export type { ConnectionStatus } from './machines/connection/connection.selectors'
export type { SignOutcome } from './machines/connection/connection.types'
export type { LatchEip1193Provider, ProviderEvent, ProviderEvents, ProviderRpcError, RequestArguments } from './provider/eip1193.types'
