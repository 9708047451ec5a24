// The embedded wallet as an EIP-1193 provider, so the connection flow treats it as any other wallet: requests become
// the frame's RPC_REQUEST (a chain switch its SWITCH_NETWORK), the frame's account changes become accountsChanged and
// disconnect, and ending the session is the frame's SIGN_OUT — waited for at most 3 s (R-AUTH-1).
// Issue 31: a request the person must approve (SPEC §6) is shown and decided inside the frame, on its own origin;
// the modal only makes room for it. The app's page can withdraw it (the person left the view: a 4001) but nothing
// here can approve it. One approval at a time: the frame shows one request, so the others wait their turn.
import { SIGN_OUT_WAIT_MS } from '../../core/constants'
import { ERRORS, errorText } from '../../core/errors'
import type { ProviderListener, RequestArguments, SessionProvider } from '../connectors/provider'
import { needsApproval } from '../rpc/rpcMethods'
import type { FrameBridge } from './frameBridge'

// SPEC §8 RPC codes: 4001 is the person saying no; 5000 the default for anything else the frame refuses.
const USER_REJECTED = 4001
const DEFAULT_CODE = 5000

/** How an approval ended, for the modal's view. */
export type ApprovalEnd = 'approved' | 'rejected' | 'failed'
/** The modal's room for the frame's approval of request `requestId`: `left` resolves if the person leaves the view
 * before the frame answered (Close, Back, Escape); `end` takes the view away once it did. */
export type ApprovalScreen = (requestId: string) => { left: Promise<void>; end(how: ApprovalEnd): void }

export function createFrameProvider(
  bridge: FrameBridge,
  onSignedOut: () => void = () => {},
  showApproval: ApprovalScreen = () => ({ left: new Promise(() => {}), end: () => {} }),
): SessionProvider {
  const listeners = new Map<string, Set<ProviderListener>>()
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))
  bridge.on((event) => {
    if (event.kind !== 'accountsChanged') return
    if (event.user) emit('accountsChanged', [event.user.address])
    else {
      emit('accountsChanged', [])
      emit('disconnect', { code: 4900, message: 'Signed out' })
    }
  })
  const isRejection = (message: string) => /reject|declin|denied/i.test(message)
  const fail = (message: string) => ({ code: isRejection(message) ? USER_REJECTED : DEFAULT_CODE, message })
  let turn: Promise<unknown> = Promise.resolve()

  async function approved(method: string, params: unknown): Promise<unknown> {
    const requestId = bridge.newId()
    const screen = showApproval(requestId)
    let answered = false
    void screen.left.then(() => {
      if (!answered) void bridge.request('CANCEL_APPROVAL', { requestId })
    })
    const answer = await bridge.request('RPC_REQUEST', { method, params: params as unknown[] | Record<string, unknown> | undefined }, undefined, requestId)
    answered = true
    screen.end(answer.ok ? 'approved' : isRejection(answer.error.message) ? 'rejected' : 'failed')
    if (!answer.ok) throw fail(answer.error.message)
    return answer.payload
  }

  return {
    async request({ method, params }: RequestArguments) {
      if (method === 'wallet_switchEthereumChain') {
        const requested = (Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined) : undefined)?.chainId
        const chainId = typeof requested === 'string' && /^0x[0-9a-f]+$/i.test(requested) ? Number.parseInt(requested, 16) : undefined
        // R-ERR-5: a malformed chain id is the spec's invalid-chain-id code, 32603.
        if (chainId === undefined) throw { code: ERRORS.RPC_INVALID_CHAIN_ID.rpcCode, message: errorText('INVALID_CHAIN_ID') }
        const switched = await bridge.request('SWITCH_NETWORK', { chainId })
        if (!switched.ok) throw fail(switched.error.message)
        emit('chainChanged', `0x${chainId.toString(16)}`)
        return null
      }
      if (needsApproval(method)) {
        const mine = turn.then(() => approved(method, params))
        turn = mine.catch(() => undefined)
        return mine
      }
      const answer = await bridge.request('RPC_REQUEST', { method, params: params as unknown[] | Record<string, unknown> | undefined })
      if (!answer.ok) throw fail(answer.error.message)
      return answer.payload
    },
    on(event: string, listener: ProviderListener) {
      const set = listeners.get(event) ?? new Set()
      set.add(listener)
      listeners.set(event, set)
      return this
    },
    removeListener(event: string, listener: ProviderListener) {
      listeners.get(event)?.delete(listener)
      return this
    },
    // R-AUTH-1: signing out waits at most 3 s; the local session ends either way.
    async endSession() {
      const controller = new AbortController()
      const timer = setTimeout(() => controller.abort(), SIGN_OUT_WAIT_MS)
      try {
        const answer = await bridge.request('SIGN_OUT', undefined, controller.signal)
        if (!answer.ok) throw fail(answer.error.message)
      } finally {
        clearTimeout(timer)
        onSignedOut()
      }
    },
  }
}
