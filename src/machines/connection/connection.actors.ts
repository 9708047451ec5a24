// The connection flow's I/O, on one port per namespace; the services (EIP-1193, EIP-6963, storage) implement it.
import { fromCallback, fromPromise } from 'xstate'
import type { ChainNamespace } from '../../core/caip'
import type { ConnectOutcome, DisconnectOutcome, ProviderFact, RestoreOutcome, Session, SignOutcome } from './connection.types'

export interface ConnectionPort {
  /** R-CONN-1: a stored session counts only if the wallet answers eth_accounts with the stored address. */
  restore(namespace: ChainNamespace, signal: AbortSignal): Promise<RestoreOutcome>
  connect(request: { namespace: ChainNamespace; connectorId: string; walletName: string; walletImageUrl?: string }, signal: AbortSignal): Promise<ConnectOutcome>
  disconnect(session: Session): Promise<DisconnectOutcome>
  signMessage(session: Session, message: string, signal: AbortSignal): Promise<SignOutcome>
  /** Clears what restore would read, after a failed restore or a session the wallet ended. */
  forget(namespace: ChainNamespace): void
  watch(session: Session, report: (fact: ProviderFact) => void): () => void
}

export function createConnectionActors(port: ConnectionPort) {
  return {
    restoreSession: fromPromise<RestoreOutcome, { namespace: ChainNamespace }>(({ input, signal }) => port.restore(input.namespace, signal)),
    connectWallet: fromPromise<ConnectOutcome, Parameters<ConnectionPort['connect']>[0]>(({ input, signal }) => port.connect(input, signal)),
    disconnectWallet: fromPromise<DisconnectOutcome, { session: Session }>(({ input }) => port.disconnect(input.session)),
    signMessage: fromPromise<SignOutcome, { session: Session; message: string }>(({ input, signal }) => port.signMessage(input.session, input.message, signal)),
    watchProvider: fromCallback<ProviderFact, { session: Session }>(({ input, sendBack }) => port.watch(input.session, sendBack)),
  }
}

/** Actions the flow names and the port implements. */
export function createConnectionActions(port: ConnectionPort) {
  return {
    forgetSession: ({ context }: { context: { namespace: ChainNamespace } }) => port.forget(context.namespace),
  }
}
