// latch/wagmi: Latch as a wagmi 3 connector, and a wagmi config made from Latch's own networks. Imports `wagmi` and
// viem (the app's own copies), and of Latch only types.
export { latchConnector, type LatchConnectorParameters, type LatchConnectorTarget } from './latchConnector'
export { latchChains, latchWagmiConfig, type LatchWagmiParameters, type LatchWagmiTarget } from './latchWagmiConfig'
export type { LatchEip1193Provider } from '../provider/eip1193.types'
