// The balance flow's I/O: the portfolio and native balance of an account on a network (services/blockchain).
import { fromPromise } from 'xstate'
import type { BalanceOutcome, BalanceTarget } from './balance.types'

export interface BalancePort {
  fetchBalances(target: BalanceTarget, signal: AbortSignal): Promise<BalanceOutcome>
}

export function createBalanceActors(port: BalancePort) {
  return { fetchBalances: fromPromise<BalanceOutcome, BalanceTarget>(({ input, signal }) => port.fetchBalances(input, signal)) }
}
