// The pairing flow's I/O: one port on the WalletConnect client. system.ts hands the real one in, tests fakes.
import { fromPromise } from 'xstate'
import type { ApprovalOutcome, PairingOutcome } from './pairing.types'

export interface PairingPort {
  /** A new pairing URI from the relay; `unreachable` when the relay cannot be reached. */
  createPairing(signal: AbortSignal): Promise<PairingOutcome>
  /** Resolves when the wallet answers the proposal of this pairing (approve, reject) or it expires. */
  awaitApproval(topic: string, signal: AbortSignal): Promise<ApprovalOutcome>
}

export function createPairingActors(port: PairingPort) {
  return {
    createPairing: fromPromise<PairingOutcome>(({ signal }) => port.createPairing(signal)),
    awaitApproval: fromPromise<ApprovalOutcome, { topic: string }>(({ input, signal }) => port.awaitApproval(input.topic, signal)),
  }
}
