// The pairing flow's port on the sign client: a URI from the relay (or "unreachable" as soon as the relay's socket
// fails), then the wallet's answer to the session proposal. The approved session becomes the WalletConnect
// provider's, so the connection flow connects through it like any wallet.
import { PAIRING_EXPIRY_MS } from '../../core/constants'
import { shownError } from '../../core/errors'
import { untilAborted } from '../untilAborted'
import { parsePairingUri } from './pairingUri'
import { firstAccount, peerIcon } from './sessionSchema'
import type { SignClient } from './signClient'
import { SOLANA_WALLET_METHODS, WALLET_EVENTS, WALLET_METHODS, type WalletConnectProvider } from './walletConnectProvider'

type Failure = { reason: 'unreachable' | 'rejected' | 'expired' | 'error'; error?: { code: string; message: string } }
type PairingOutcome = { ok: true; pairing: { uri: string; topic: string; ttlMs: number } } | { ok: false; failure: Failure }
type Approval = { address: string; chainId: string; walletName: string; walletImageUrl?: string; namespaces: ('eip155' | 'solana')[] }
type ApprovalOutcome = { ok: true; approval: Approval } | { ok: false; failure: Failure }

export type PairingServiceOptions = {
  loadClient: () => Promise<SignClient>
  provider: WalletConnectProvider
  /** The eip155 and solana networks (CAIP-2) the app asks the wallet for. */
  chains: string[]
  now: () => number
}

const error = (): Failure => ({ reason: 'error', error: shownError('SOMETHING_WENT_WRONG') })

/** The session proposal: each namespace the app has networks in, with the methods Latch sends on it (R-PERM-3). */
export function proposedNamespaces(chains: readonly string[]) {
  const on = (namespace: string) => chains.filter((chain) => chain.startsWith(`${namespace}:`))
  const eip155 = on('eip155')
  const solana = on('solana')
  return {
    ...(eip155.length > 0 ? { eip155: { chains: eip155, methods: [...WALLET_METHODS], events: [...WALLET_EVENTS] } } : {}),
    ...(solana.length > 0 ? { solana: { chains: solana, methods: [...SOLANA_WALLET_METHODS], events: [] } } : {}),
  }
}

// WalletConnect SDK errors: 5000 user rejected, 5001 user rejected chains, 5002 methods, 5003 events.
function failureOf(cause: unknown): Failure {
  const code = typeof cause === 'object' && cause !== null ? (cause as { code?: unknown }).code : undefined
  const message = cause instanceof Error ? cause.message : typeof cause === 'object' && cause !== null ? String((cause as { message?: unknown }).message ?? '') : ''
  if (typeof code === 'number' && code >= 5000 && code < 5100) return { reason: 'rejected' }
  if (/expired/i.test(message)) return { reason: 'expired' }
  return error()
}

/** Resolves when the relay's socket fails: the relay cannot be reached. */
function relayFailure(client: SignClient): { promise: Promise<'unreachable'>; stop: () => void } {
  let stop = () => {}
  const promise = new Promise<'unreachable'>((resolve) => {
    const fail = () => resolve('unreachable')
    client.core.relayer.on('relayer_error', fail)
    client.core.relayer.on('relayer_connection_stalled', fail)
    stop = () => {
      client.core.relayer.off('relayer_error', fail)
      client.core.relayer.off('relayer_connection_stalled', fail)
    }
  })
  return { promise, stop }
}

export function createPairingService(options: PairingServiceOptions) {
  const approvals = new Map<string, Promise<unknown>>()

  return {
    async createPairing(signal: AbortSignal): Promise<PairingOutcome> {
      let client: SignClient
      try {
        client = await untilAborted(options.loadClient(), signal)
      } catch {
        return { ok: false, failure: { reason: 'unreachable' } }
      }
      const relay = relayFailure(client)
      try {
        // R-PERM-3: the wallet is asked for every method Latch sends it; a session without one could not carry it.
        const connecting = client.connect({ optionalNamespaces: proposedNamespaces(options.chains) })
        const answer = await untilAborted(Promise.race([connecting, relay.promise]), signal)
        if (answer === 'unreachable' || !answer.uri) {
          connecting.then((late) => late.approval().catch(() => undefined), () => undefined)
          return { ok: false, failure: { reason: 'unreachable' } }
        }
        const approval = answer.approval()
        // Nobody may await it yet (nobody ever will, if the URI is refused); a rejection must not surface as unhandled.
        approval.catch(() => undefined)
        const parsed = parsePairingUri(answer.uri)
        if (!parsed) return { ok: false, failure: error() }
        approvals.set(parsed.topic, approval)
        // R-PAIR-1: a pairing lives 4 minutes here, whatever longer expiry the sign client gives its URI (5 min).
        const ttlMs = Math.min(PAIRING_EXPIRY_MS, parsed.expiresAtMs === undefined ? PAIRING_EXPIRY_MS : parsed.expiresAtMs - options.now())
        return { ok: true, pairing: { uri: answer.uri, topic: parsed.topic, ttlMs } }
      } catch (cause) {
        return { ok: false, failure: failureOf(cause) }
      } finally {
        relay.stop()
      }
    },

    async awaitApproval(topic: string, signal: AbortSignal): Promise<ApprovalOutcome> {
      const approval = approvals.get(topic)
      if (!approval) return { ok: false, failure: { reason: 'expired' } }
      try {
        const session = options.provider.adopt(await untilAborted(approval, signal))
        // An EVM account first; a wallet that approved only Solana connects on its Solana account.
        // Every namespace the wallet granted an account in connects; the EVM one first, when there is one.
        const namespaces = session ? (['eip155', 'solana'] as const).filter((namespace) => firstAccount(session, namespace)) : []
        const account = session && namespaces[0] && firstAccount(session, namespaces[0])
        if (!session || !account) return { ok: false, failure: error() }
        const walletName = session.peer.metadata.name || 'WalletConnect'
        return { ok: true, approval: { address: account.address, chainId: account.chainId, walletName, walletImageUrl: peerIcon(session), namespaces } }
      } catch (cause) {
        return { ok: false, failure: failureOf(cause) }
      } finally {
        approvals.delete(topic)
      }
    },
  }
}
