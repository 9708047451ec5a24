// The blockchain API devstack: start it in-process (tests, devstack/start.ts).
export { startBlockchainApi, type BlockchainApiOptions, type BlockchainApiServer } from './server'
export { PAGE_SIZE, type HistoryAnswer, type HistoryTransaction, type HistoryTransfer } from './historyPage'
export type { TokenBalance } from './balances'
export type { FaultInput } from '../http/faultSwitch'
