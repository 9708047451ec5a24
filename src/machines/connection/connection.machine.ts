// One wallet connection per chain namespace (SPEC §4 connection status). On page load it restores a stored
// session before saying anything, it never says connected while the wallet fails, and every wait has an exit.
import { assertEvent, assign, emit, fromCallback, fromPromise, setup } from 'xstate'
import { SESSION_RESTORE_TIMEOUT_MS, SIGN_OUT_WAIT_MS, WALLET_CONNECT_TIMEOUT_MS, WALLET_SIGN_TIMEOUT_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import type { ConnectedAccount } from '../modal/modal.types'
import type {
  ConnectFailure,
  ConnectionContext,
  ConnectionEmitted,
  ConnectionEvent,
  ConnectionInput,
  ConnectOutcome,
  DisconnectOutcome,
  ProviderFact,
  RestoreOutcome,
  Session,
  SignOutcome,
  StatusCause,
} from './connection.types'
import { providedBySystem } from '../providedBySystem'


/** The account a session connects, as the app and the modal see it. */
export function accountOf(session: Session | null): ConnectedAccount | null {
  if (!session) return null
  return {
    namespace: session.namespace,
    address: session.address,
    caipAddress: `${session.namespace}:${session.chainId}:${session.address}`,
    walletName: session.walletName,
    ...(session.approvedChains ? { approvedChains: session.approvedChains } : {}),
  }
}

// Which account the app shows depends on how this one came (network.rules activeNamespaceAfter).
const statusOf = (context: ConnectionContext, cause: StatusCause) => ({ type: 'status' as const, namespace: context.namespace, account: accountOf(context.session), cause })

const UNEXPECTED_SIGN: SignOutcome = { ok: false, declined: false, error: shownError('SOMETHING_WENT_WRONG') }
const ABORTED_SIGN: SignOutcome = { ok: false, declined: false, error: shownError('REQUEST_ABORTED') }
const NOT_CONNECTED_SIGN: SignOutcome = { ok: false, declined: false, error: shownError('NO_ACTIVE_CAIP_ADDRESS') }
const UNEXPECTED: ConnectFailure = { reason: 'error', error: shownError('SOMETHING_WENT_WRONG') }

export const connectionMachine = setup({
  types: {
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    input: {} as ConnectionInput,
    emitted: {} as ConnectionEmitted,
  },
  actors: {
    restoreSession: fromPromise<RestoreOutcome, { namespace: ConnectionContext['namespace'] }>(providedBySystem('restoreSession')),
    connectWallet: fromPromise<ConnectOutcome, { namespace: ConnectionContext['namespace']; connectorId: string; walletName: string; walletImageUrl?: string }>(
      providedBySystem('connectWallet'),
    ),
    disconnectWallet: fromPromise<DisconnectOutcome, { session: Session }>(providedBySystem('disconnectWallet')),
    signMessage: fromPromise<SignOutcome, { session: Session; message: string }>(providedBySystem('signMessage')),
    watchProvider: fromCallback<ProviderFact, { session: Session }>(() => () => {}),
  },
  delays: { connectTimeout: WALLET_CONNECT_TIMEOUT_MS, restoreTimeout: SESSION_RESTORE_TIMEOUT_MS, disconnectTimeout: SIGN_OUT_WAIT_MS, signTimeout: WALLET_SIGN_TIMEOUT_MS },
  guards: {
    restoredSession: ({ event }) => {
      const output = (event as unknown as { output: RestoreOutcome }).output
      return output.ok && output.session !== null
    },
    connected: ({ event }) => (event as unknown as { output: ConnectOutcome }).output.ok,
    disconnectedCleanly: ({ event }) => (event as unknown as { output: DisconnectOutcome }).output.ok,
    signatureDeclined: ({ event }) => {
      const output = (event as unknown as { output: SignOutcome }).output
      return !output.ok && output.declined
    },
    walletChosen: ({ context }) => context.pending !== null,
    hasNoAccounts: ({ event }) => event.type === 'provider.accountsChanged' && event.accounts.length === 0,
    isSigningRequest: ({ context, event }) => event.type === 'connection.cancelSign' && context.signing?.requestId === event.requestId,
  },
  actions: {
    // R-NAV-1: the modal hears every status change as a fact and picks its views from it.
    reportStatus: emit(({ context }) => statusOf(context, 'changed')),
    reportRestored: emit(({ context }) => statusOf(context, 'restored')),
    reportConnected: emit(({ context }) => statusOf(context, context.beside ? 'beside' : 'chosen')),
    // The outputs below are read behind the guards that proved them (restoredSession, connected); accounts and
    // chains change only while connected, where a session always exists and no accounts is hasNoAccounts's.
    setRestored: assign(({ event }) => ({ session: (event as unknown as { output: Extract<RestoreOutcome, { ok: true }> }).output.session })),
    setPending: assign(({ event }) => {
      assertEvent(event, 'connection.connect')
      const { connectorId, walletName, walletImageUrl, beside } = event
      return { pending: { connectorId, walletName, walletImageUrl }, failure: null, beside: beside === true }
    }),
    setSession: assign(({ event }) => ({ session: (event as unknown as { output: Extract<ConnectOutcome, { ok: true }> }).output.session, pending: null, failure: null })),
    setFailure: assign(({ event }) => ({ failure: (event as unknown as { output: Extract<ConnectOutcome, { ok: false }> }).output.error })),
    setUnexpectedFailure: assign({ failure: UNEXPECTED }),
    setTimedOut: assign({ failure: { reason: 'timeout' } as ConnectFailure }),
    clearPending: assign({ pending: null, failure: null }),
    clearFailure: assign({ failure: null }),
    setAccounts: assign(({ context, event }) => {
      assertEvent(event, 'provider.accountsChanged')
      return { session: { ...(context.session as Session), address: event.accounts[0] as string } }
    }),
    setChain: assign(({ context, event }) => {
      assertEvent(event, 'provider.chainChanged')
      return { session: { ...(context.session as Session), chainId: event.chainId } }
    }),
    // R-CONN-1: resetting clears the account, sets disconnected and removes the stored connector id.
    clearSession: assign({ session: null }),
    forgetSession: () => {},
    toastDisconnectFailed: emit({ type: 'toast' as const, code: 'DISCONNECT_FAILED' as const }),
    // R-ERR-3: a declined signature is a toast; the dapp also gets the outcome.
    toastSignatureDeclined: emit({ type: 'toast' as const, code: 'SIGNATURE_DECLINED' as const }),
    setSigning: assign(({ event }) => {
      assertEvent(event, 'connection.signMessage')
      return { signing: { requestId: event.requestId, message: event.message } }
    }),
    // On exit the event is the wallet's answer (xstate.done.actor.signMessage) or whatever ended the signing.
    reportSigned: emit(({ context, event }) => ({
      type: 'signed' as const,
      requestId: context.signing?.requestId ?? '',
      // A wallet that threw is 'Something went wrong'; a signing cut short (a disconnect, another wallet) was aborted.
      outcome: (event as unknown as { output?: SignOutcome }).output ?? (event.type.startsWith('xstate.error.actor.') ? UNEXPECTED_SIGN : ABORTED_SIGN),
    })),
    refuseSigning: emit(({ event }) => {
      assertEvent(event, 'connection.signMessage')
      return { type: 'signed' as const, requestId: event.requestId, outcome: NOT_CONNECTED_SIGN }
    }),
    refuseWhileSigning: emit(({ event }) => {
      assertEvent(event, 'connection.signMessage')
      return { type: 'signed' as const, requestId: event.requestId, outcome: UNEXPECTED_SIGN }
    }),
    clearSigning: assign({ signing: null }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ namespace: input.namespace, session: null, pending: null, failure: null, signing: null, beside: false }),
  // Without a connected account there is nothing to sign with: the dapp hears so at once.
  on: { 'connection.signMessage': { actions: 'refuseSigning' } },
  initial: 'restoring',
  states: {
    // A stored session is checked with the wallet before the app is told anything.
    restoring: {
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        input: ({ context }) => ({ namespace: context.namespace }),
        onDone: [
          { guard: 'restoredSession', target: 'connected', actions: ['setRestored', 'reportRestored'] },
          { target: 'disconnected', actions: ['forgetSession', 'reportStatus'] },
        ],
        onError: { target: 'disconnected', actions: ['forgetSession', 'reportStatus'] },
      },
      // A wallet that does not answer on load is treated as gone, not waited for.
      after: { restoreTimeout: { target: 'disconnected', actions: ['forgetSession', 'reportStatus'] } },
      // A wallet chosen before the check ends takes over at once: the person's choice wins over the stored session,
      // and dropping it would leave ConnectingWallet waiting on nothing.
      on: { 'connection.connect': { target: 'connecting', actions: 'setPending' } },
    },
    disconnected: {
      // R-CONN-1: a wallet chosen while the last one was let go connects once that one is gone (one account per namespace).
      always: { guard: 'walletChosen', target: 'connecting' },
      on: { 'connection.connect': { target: 'connecting', actions: 'setPending' } },
    },
    connecting: {
      tags: ['busy'],
      invoke: {
        id: 'connectWallet',
        src: 'connectWallet',
        input: ({ context }) => ({ namespace: context.namespace, ...context.pending! }),
        onDone: [
          { guard: 'connected', target: 'connected', actions: ['setSession', 'reportConnected'] },
          { target: 'failed', actions: 'setFailure' },
        ],
        onError: { target: 'failed', actions: 'setUnexpectedFailure' },
      },
      after: { connectTimeout: { target: 'failed', actions: 'setTimedOut' } },
      on: { 'connection.cancel': { target: 'disconnected', actions: 'clearPending' } },
    },
    // Rejected, failed or timed out: the person can retry the same wallet or cancel and pick another.
    failed: {
      on: {
        'connection.retry': { target: 'connecting', actions: 'clearFailure' },
        'connection.cancel': { target: 'disconnected', actions: 'clearPending' },
        'connection.connect': { target: 'connecting', actions: 'setPending' },
      },
    },
    connected: {
      tags: ['connected'],
      invoke: { src: 'watchProvider', input: ({ context }) => ({ session: context.session! }) },
      on: {
        'provider.accountsChanged': [
          // The wallet revoked this site: the session is over.
          { guard: 'hasNoAccounts', target: 'disconnected', actions: ['clearSession', 'forgetSession', 'reportStatus'] },
          { actions: ['setAccounts', 'reportStatus'] },
        ],
        'provider.chainChanged': { actions: ['setChain', 'reportStatus'] },
        'provider.disconnected': { target: 'disconnected', actions: ['clearSession', 'forgetSession', 'reportStatus'] },
        'connection.disconnect': 'disconnecting',
        // Another wallet chosen for this namespace while connected: one account per namespace, so the current one is
        // let go here (the app is told) and the new one connects. Other namespaces have their own connection.
        'connection.connect': { target: 'connecting', actions: ['clearSession', 'forgetSession', 'reportStatus', 'setPending'] },
      },
      initial: 'idle',
      states: {
        idle: { on: { 'connection.signMessage': { target: 'signing', actions: 'setSigning' } } },
        // One signature at a time: the wallet shows one prompt; another request waits for the dapp to retry.
        signing: {
          tags: ['busy'],
          // However the signing ends (answer, error, disconnect), the dapp hears back exactly once.
          exit: ['reportSigned', 'clearSigning'],
          on: {
            'connection.signMessage': { actions: 'refuseWhileSigning' },
            // Issue 32: nobody waits for this signature any more; the next request need not wait for the wallet.
            'connection.cancelSign': { guard: 'isSigningRequest', target: 'idle' },
          },
          // Issue 32: a wallet that never answers does not hold the signing (nor the person) forever.
          after: { signTimeout: 'idle' },
          invoke: {
            id: 'signMessage',
            src: 'signMessage',
            input: ({ context }) => ({ session: context.session!, message: context.signing!.message }),
            onDone: [{ guard: 'signatureDeclined', target: 'idle', actions: 'toastSignatureDeclined' }, { target: 'idle' }],
            onError: { target: 'idle' },
          },
        },
      },
    },
    disconnecting: {
      tags: ['busy'],
      invoke: {
        id: 'disconnectWallet',
        src: 'disconnectWallet',
        input: ({ context }) => ({ session: context.session! }),
        onDone: [
          { guard: 'disconnectedCleanly', target: 'disconnected', actions: ['clearSession', 'reportStatus'] },
          // R-ERR-3: the wallet could not let go (revoke or session delete failed): 'Failed to disconnect'. R-CONN-1:
          // the person asked to leave, so the session ends here all the same (cleared, forgotten, the app told null);
          // keeping it would leave an account the person no longer wants and a wallet that may no longer answer.
          { target: 'disconnected', actions: ['clearSession', 'forgetSession', 'reportStatus', 'toastDisconnectFailed'] },
        ],
        onError: { target: 'disconnected', actions: ['clearSession', 'forgetSession', 'reportStatus', 'toastDisconnectFailed'] },
      },
      // R-AUTH-1: signing out waits at most 3 s; a wallet that never answers does not keep the person connected.
      after: { disconnectTimeout: { target: 'disconnected', actions: ['clearSession', 'forgetSession', 'reportStatus'] } },
      // A wallet chosen meanwhile waits for the sign-out (at most those 3 s) rather than being dropped, which would
      // leave its Connecting view waiting on nothing; cancelling it there forgets it.
      on: { 'connection.connect': { actions: 'setPending' }, 'connection.cancel': { actions: 'clearPending' } },
    },
  },
})
