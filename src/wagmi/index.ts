// latch/wagmi: Latch as a wagmi 3 connector. Imports @wagmi/core and viem (the app's own copies), and of Latch only types.
export { latchConnector, type LatchConnectorParameters, type LatchConnectorTarget } from './latchConnector'
export type { LatchEip1193Provider } from '../provider/eip1193.types'
