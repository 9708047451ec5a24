// The WalletConnect relay devstack: start it in-process (tests, devstack/start.ts).
export { startRelay, type Relay, type RelayOptions } from './server'
export { relayFaultPatchSchema, type RelayFaultPatch, type RelayFaultState, type RelayFaultSwitch } from './faults'
