// Every event the pairing flow accepts, every outcome of its two actors and every delay, typed so that a new
// event without a fixture fails to compile.
import { DEEPLINK_FALLBACK_MS, PAIRING_EXPIRY_MARGIN_MS, PAIRING_EXPIRY_MS, RELAY_CONNECT_TIMEOUT_MS, SESSION_HANDOVER_TIMEOUT_MS } from '../../../src/core/constants'
import type { WalletCard } from '../../../src/core/walletCard'
import type { PairingEvent } from '../../../src/machines/pairing/pairing.types'

export const PHONE_WALLET: WalletCard = {
  id: 'phone-wallet',
  name: 'Phone Wallet',
  imageUrl: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>',
  rdns: null,
  chains: ['eip155:1'],
  links: { mobile: 'phonewallet://', desktop: null, webapp: null },
}
export const URI = 'wc:7f6e504bfad60b485450578e05678441fa7a8a5e2b5b8d7ac1e5b2a8c7f0e1d2@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303&expiryTimestamp=1700000240'
export const FRESH = { uri: URI, topic: 'topic-1', ttlMs: PAIRING_EXPIRY_MS }
/** R-PAIR-1: under 10 s left on arrival counts as expired. */
export const NEARLY_EXPIRED = { uri: URI, topic: 'topic-2', ttlMs: PAIRING_EXPIRY_MARGIN_MS - 1 }
export const APPROVAL = { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: '31337', walletName: 'Latch WC Wallet', namespaces: ['eip155' as const] }
export const FAILURE = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }

export type OutcomeEvent =
  | { type: 'xstate.done.actor.createPairing'; output: unknown }
  | { type: 'xstate.error.actor.createPairing'; error: unknown }
  | { type: 'xstate.done.actor.awaitApproval'; output: unknown }
  | { type: 'xstate.error.actor.awaitApproval'; error: unknown }
  | { type: 'xstate.after.relayTimeout.pairing.creatingUri' }
  | { type: 'xstate.after.pairingExpiry.pairing.showingUri' }
  | { type: 'xstate.after.deeplinkFallback.pairing.showingUri.deeplinking' }
  | { type: 'xstate.after.handoverTimeout.pairing.approved' }

export type PairingModelEvent = PairingEvent | OutcomeEvent

export const DELAYS: Record<string, number> = {
  'xstate.after.relayTimeout.pairing.creatingUri': RELAY_CONNECT_TIMEOUT_MS,
  'xstate.after.pairingExpiry.pairing.showingUri': PAIRING_EXPIRY_MS - PAIRING_EXPIRY_MARGIN_MS,
  'xstate.after.deeplinkFallback.pairing.showingUri.deeplinking': DEEPLINK_FALLBACK_MS,
  'xstate.after.handoverTimeout.pairing.approved': SESSION_HANDOVER_TIMEOUT_MS,
}

const fixtures: { [K in PairingEvent['type']]: Extract<PairingEvent, { type: K }>[] } = {
  'pairing.start': [{ type: 'pairing.start', wallet: PHONE_WALLET }],
  'pairing.leave': [{ type: 'pairing.leave' }],
  'pairing.prepare': [{ type: 'pairing.prepare' }],
  'pairing.deeplink': [{ type: 'pairing.deeplink', wallet: PHONE_WALLET }],
  'pairing.showQr': [{ type: 'pairing.showQr' }],
  'pairing.copy': [{ type: 'pairing.copy' }],
  'pairing.retry': [{ type: 'pairing.retry' }],
  'pairing.reset': [{ type: 'pairing.reset' }],
  'pairing.connected': [{ type: 'pairing.connected' }],
  // Delayed events of the countdown come from the clock; as a fixture it is the same tick.
  'pairing.tick': [{ type: 'pairing.tick' }],
}

const outcomes: OutcomeEvent[] = [
  { type: 'xstate.done.actor.createPairing', output: { ok: true, pairing: FRESH } },
  { type: 'xstate.done.actor.createPairing', output: { ok: true, pairing: NEARLY_EXPIRED } },
  { type: 'xstate.done.actor.createPairing', output: { ok: false, failure: { reason: 'unreachable' } } },
  { type: 'xstate.done.actor.createPairing', output: { ok: false, failure: { reason: 'error', error: FAILURE } } },
  { type: 'xstate.error.actor.createPairing', error: new Error('boom') },
  { type: 'xstate.done.actor.awaitApproval', output: { ok: true, approval: APPROVAL } },
  { type: 'xstate.done.actor.awaitApproval', output: { ok: false, failure: { reason: 'rejected' } } },
  { type: 'xstate.done.actor.awaitApproval', output: { ok: false, failure: { reason: 'expired' } } },
  { type: 'xstate.done.actor.awaitApproval', output: { ok: false, failure: { reason: 'unreachable' } } },
  { type: 'xstate.done.actor.awaitApproval', output: { ok: false, failure: { reason: 'error', error: FAILURE } } },
  { type: 'xstate.error.actor.awaitApproval', error: new Error('boom') },
  ...(Object.keys(DELAYS).map((type) => ({ type })) as OutcomeEvent[]),
]

export const ALL_EVENTS: PairingModelEvent[] = [...Object.values(fixtures).flat(), ...outcomes]
