// `latch/react`: the provider that mounts the modal, the connect button, and the hooks (headless ones included).
export { LatchProvider } from './LatchProvider'
export { ConnectButton } from './ConnectButton'
export { useLatch, useLatchLocale, useLatchState } from './hooks'
