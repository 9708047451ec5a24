// WalletConnect pairing: a URI from the relay shown as a QR (or opened as a deep link on phones) until the wallet
// answers. A pairing never dies silently: on screen it is replaced before it expires; off screen it ends as
// expired; a relay that cannot be reached, a rejection and any failure each end where a person can act.
import { assertEvent, assign, cancel, emit, enqueueActions, fromPromise, raise, setup } from 'xstate'
import {
  DEEPLINK_FALLBACK_MS,
  PAIRING_COUNTDOWN_TICK_MS,
  PAIRING_EXPIRY_MARGIN_MS,
  RELAY_CONNECT_TIMEOUT_MS,
  SESSION_HANDOVER_TIMEOUT_MS,
} from '../../core/constants'
import { shownError } from '../../core/errors'
import type { WalletCard } from '../../core/walletCard'
import { connectionSystemId } from '../connection/connection.systemId'
import type { ConnectionEvent } from '../connection/connection.types'
import { WALLETCONNECT_CONNECTOR_ID } from './pairing.connector'
import { walletLink } from './pairing.links'
import type { ApprovalOutcome, PairingContext, PairingEmitted, PairingEvent, PairingFailure, PairingOutcome } from './pairing.types'
import { providedBySystem } from '../providedBySystem'

const outputOf = <T>(event: unknown) => (event as { output: T }).output
const failureOf = (event: unknown): PairingFailure | undefined => {
  const output = outputOf<PairingOutcome | ApprovalOutcome>(event)
  return output.ok ? undefined : output.failure
}
const secondsOf = (ms: number) => Math.max(0, Math.ceil(ms / 1000))
/** The link that opens this wallet's phone app on the pairing shown, if it has one. */
const phoneLink = (context: PairingContext, wallet: WalletCard) => context.pairing && walletLink(wallet, 'mobile', context.pairing.uri)

export const pairingMachine = setup({
  types: {
    context: {} as PairingContext,
    events: {} as PairingEvent,
    emitted: {} as PairingEmitted,
  },
  actors: {
    createPairing: fromPromise<PairingOutcome>(providedBySystem('createPairing')),
    awaitApproval: fromPromise<ApprovalOutcome, { topic: string }>(providedBySystem('awaitApproval')),
  },
  delays: {
    relayTimeout: RELAY_CONNECT_TIMEOUT_MS,
    // R-PAIR-1: with under 10 s left a pairing counts as expired, so that is when it ends (or is replaced).
    pairingExpiry: ({ context }) => Math.max(0, (context.pairing?.ttlMs ?? 0) - PAIRING_EXPIRY_MARGIN_MS),
    deeplinkFallback: DEEPLINK_FALLBACK_MS,
    handoverTimeout: SESSION_HANDOVER_TIMEOUT_MS,
  },
  guards: {
    isOk: ({ event }) => outputOf<{ ok: boolean }>(event).ok,
    // R-PAIR-1: a URI that arrives with under 10 s left is already expired.
    isFresh: ({ event }) => {
      const output = outputOf<PairingOutcome>(event)
      return output.ok && output.pairing.ttlMs > PAIRING_EXPIRY_MARGIN_MS
    },
    isUnreachable: ({ event }) => failureOf(event)?.reason === 'unreachable',
    isRejected: ({ event }) => failureOf(event)?.reason === 'rejected',
    isExpired: ({ event }) => failureOf(event)?.reason === 'expired',
    isOnScreen: ({ context }) => context.onScreen,
    canDeeplink: ({ context, event }) => event.type === 'pairing.deeplink' && phoneLink(context, event.wallet) !== undefined,
  },
  actions: {
    show: assign(({ context, event }) => {
      assertEvent(event, 'pairing.start')
      return { onScreen: true, wallet: event.wallet ?? context.wallet }
    }),
    hide: assign({ onScreen: false }),
    setPairing: assign(({ context, event }) => {
      // Only after isFresh: the outcome is a pairing.
      const output = outputOf<Extract<PairingOutcome, { ok: true }>>(event)
      return { pairing: output.pairing, secondsLeft: secondsOf(output.pairing.ttlMs - PAIRING_EXPIRY_MARGIN_MS), failure: undefined, refreshes: context.pairing ? context.refreshes + 1 : context.refreshes }
    }),
    setFailure: assign(({ event }) => ({ failure: failureOf(event) })),
    setUnexpectedFailure: assign({ failure: { reason: 'error' as const, error: shownError('SOMETHING_WENT_WRONG') } }),
    setTimeoutFailure: assign({ failure: { reason: 'unreachable' as const } }),
    setExpired: assign({ failure: { reason: 'expired' as const }, pairing: undefined }),
    dropPairing: assign({ pairing: undefined }),
    setApproval: assign(({ event }) => {
      const output = outputOf<ApprovalOutcome>(event)
      return output.ok ? { approval: output.approval } : {}
    }),
    // R-NAV-6: nothing of the pairing outlives the modal.
    forget: assign({ wallet: undefined, pairing: undefined, onScreen: false, secondsLeft: 0, refreshes: 0, approval: undefined, failure: undefined }),
    // The countdown under the QR: a delayed event on the actor's clock, so tests move it with a SimulatedClock.
    scheduleTick: raise({ type: 'pairing.tick' }, { id: 'countdown', delay: PAIRING_COUNTDOWN_TICK_MS }),
    // A delayed raise outlives the state that scheduled it: a refresh that lands between two ticks would leave the
    // old tick running beside the new one, and the countdown would move two seconds a second.
    stopTick: cancel('countdown'),
    countDown: assign(({ context }) => ({ secondsLeft: Math.max(0, context.secondsLeft - 1) })),
    // Runs inside the person's click (actions run synchronously in send), so the browser lets the app open.
    openDeeplink: enqueueActions(({ context, event, enqueue }) => {
      assertEvent(event, 'pairing.deeplink')
      // Only after canDeeplink: the link exists.
      const href = phoneLink(context, event.wallet)!
      enqueue.assign({ wallet: event.wallet })
      enqueue.emit({ type: 'openLink', href, kind: 'mobile' })
      enqueue.emit({ type: 'deeplinkChosen', href: event.wallet.links.mobile ?? href, name: event.wallet.name })
    }),
    copyLink: emit(({ context }) => ({ type: 'copyLink' as const, uri: context.pairing?.uri ?? '' })),
    // The connection flows own the session from here: each namespace the wallet granted connects through the
    // WalletConnect connector; the first is the person's choice, the others connect beside it.
    handOver: enqueueActions(({ context, system, enqueue }) => {
      const approval = context.approval
      if (!approval) return
      approval.namespaces.forEach((namespace, index) => {
        const connection = system.get(connectionSystemId(namespace))
        const request: ConnectionEvent = {
          type: 'connection.connect',
          connectorId: WALLETCONNECT_CONNECTOR_ID,
          walletName: approval.walletName,
          walletImageUrl: approval.walletImageUrl,
          ...(index > 0 ? { beside: true } : {}),
        }
        if (connection) enqueue.sendTo(connection, request)
      })
    }),
  },
}).createMachine({
  id: 'pairing',
  context: { wallet: undefined, pairing: undefined, onScreen: false, secondsLeft: 0, refreshes: 0, approval: undefined, failure: undefined },
  initial: 'idle',
  on: {
    'pairing.reset': { target: '.idle', actions: 'forget' },
    'pairing.leave': { actions: 'hide' },
  },
  states: {
    idle: {
      on: { 'pairing.start': { target: 'creatingUri', actions: 'show' }, 'pairing.prepare': 'creatingUri' },
    },
    creatingUri: {
      tags: ['loading'],
      invoke: {
        id: 'createPairing',
        src: 'createPairing',
        onDone: [
          { guard: 'isFresh', target: 'showingUri', actions: 'setPairing' },
          { guard: 'isOk', target: 'expired', actions: 'setExpired' },
          { guard: 'isUnreachable', target: 'relayUnreachable', actions: ['setFailure', 'dropPairing'] },
          { target: 'failed', actions: ['setFailure', 'dropPairing'] },
        ],
        onError: { target: 'failed', actions: ['setUnexpectedFailure', 'dropPairing'] },
      },
      // No silent QR: a relay that does not answer is said to be unreachable (a refresh drops the old URI too).
      after: { relayTimeout: { target: 'relayUnreachable', actions: ['setTimeoutFailure', 'dropPairing'] } },
      on: { 'pairing.start': { actions: 'show' } },
    },
    // A URI exists and the wallet's answer is awaited, whether the QR is on screen, a deep link was opened, or
    // the person went to another view.
    showingUri: {
      entry: 'scheduleTick',
      exit: 'stopTick',
      invoke: {
        id: 'awaitApproval',
        src: 'awaitApproval',
        input: ({ context }) => ({ topic: context.pairing?.topic ?? '' }),
        onDone: [
          { guard: 'isOk', target: 'approved', actions: 'setApproval' },
          { guard: 'isRejected', target: 'rejected', actions: ['setFailure', 'dropPairing'] },
          { guard: 'isExpired', target: 'expired', actions: 'setExpired' },
          { guard: 'isUnreachable', target: 'relayUnreachable', actions: ['setFailure', 'dropPairing'] },
          { target: 'failed', actions: ['setFailure', 'dropPairing'] },
        ],
        onError: { target: 'failed', actions: ['setUnexpectedFailure', 'dropPairing'] },
      },
      after: {
        // R-PAIR-1: on screen, an expiring pairing is replaced by a fresh one; off screen it ends as expired.
        pairingExpiry: [{ guard: 'isOnScreen', target: 'creatingUri' }, { target: 'expired', actions: 'setExpired' }],
      },
      on: {
        'pairing.tick': { actions: ['countDown', 'scheduleTick'] },
        'pairing.start': { target: '.qr', actions: 'show' },
        'pairing.copy': { actions: 'copyLink' },
        'pairing.deeplink': { guard: 'canDeeplink', target: '.deeplinking', actions: 'openDeeplink' },
      },
      initial: 'qr',
      states: {
        qr: {},
        // The wallet's app should be opening; if the page is still here after a moment, offer the ways out.
        deeplinking: { after: { deeplinkFallback: 'fallback' } },
        fallback: { on: { 'pairing.showQr': 'qr' } },
      },
    },
    approved: {
      entry: 'handOver',
      on: { 'pairing.connected': 'connected' },
      after: { handoverTimeout: { target: 'failed', actions: ['setUnexpectedFailure', 'dropPairing'] } },
    },
    connected: {
      on: { 'pairing.start': { target: 'creatingUri', actions: ['forget', 'show'] } },
    },
    rejected: {
      on: { 'pairing.retry': 'creatingUri', 'pairing.start': { target: 'creatingUri', actions: 'show' } },
    },
    // Off screen a pairing ends as expired; a phone's wallet list asks for a fresh one to be ready.
    expired: {
      on: { 'pairing.retry': 'creatingUri', 'pairing.start': { target: 'creatingUri', actions: 'show' }, 'pairing.prepare': 'creatingUri' },
    },
    relayUnreachable: {
      on: { 'pairing.retry': 'creatingUri', 'pairing.start': { target: 'creatingUri', actions: 'show' } },
    },
    failed: {
      on: { 'pairing.retry': 'creatingUri', 'pairing.start': { target: 'creatingUri', actions: 'show' } },
    },
  },
})

export type PairingMachine = typeof pairingMachine
