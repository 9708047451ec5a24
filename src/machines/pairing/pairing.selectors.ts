// Narrow reads of the pairing flow for its views (DESIGN: values and tags, never the whole snapshot).
import type { SnapshotFrom } from 'xstate'
import type { pairingMachine } from './pairing.machine'

type PairingSnapshot = SnapshotFrom<typeof pairingMachine>

export type PairingPhase = 'creating' | 'qr' | 'deeplinking' | 'fallback' | 'connecting' | 'rejected' | 'expired' | 'unreachable' | 'failed'

export function selectPhase(snapshot: PairingSnapshot): PairingPhase {
  if (snapshot.matches({ showingUri: 'qr' })) return 'qr'
  if (snapshot.matches({ showingUri: 'deeplinking' })) return 'deeplinking'
  if (snapshot.matches({ showingUri: 'fallback' })) return 'fallback'
  if (snapshot.matches('approved') || snapshot.matches('connected')) return 'connecting'
  if (snapshot.matches('rejected')) return 'rejected'
  if (snapshot.matches('expired')) return 'expired'
  if (snapshot.matches('relayUnreachable')) return 'unreachable'
  if (snapshot.matches('failed')) return 'failed'
  return 'creating'
}

/** The URI, only while it can be used (never an expired or dead one). */
export const selectUri = (snapshot: PairingSnapshot) => (snapshot.matches('showingUri') ? snapshot.context.pairing?.uri : undefined)
export const selectSecondsLeft = (snapshot: PairingSnapshot) => snapshot.context.secondsLeft
export const selectFailureMessage = (snapshot: PairingSnapshot) => snapshot.context.failure?.error?.message
