// Latch's public API.
export { createLatch, type Latch, type LatchDependencies, type OpenOptions } from './system'
export type { LatchOptions, LatchConfig } from './core/config'
export { LatchError, type ErrorCode } from './core/errors'
export type { ConnectedAccount, ModalView } from './machines/modal/modal.types'
export { LatchProvider } from './react/LatchProvider'
export { ConnectButton } from './react/ConnectButton'
export { useLatch, useLatchState } from './react/hooks'
