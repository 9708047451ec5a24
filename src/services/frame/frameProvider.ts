// The embedded wallet as an EIP-1193 provider, so the connection flow treats it as any other wallet: requests become
// the frame's RPC_REQUEST (a chain switch its SWITCH_NETWORK), the frame's account changes become accountsChanged and
// disconnect, and ending the session is the frame's SIGN_OUT — waited for at most 3 s (R-AUTH-1).
import { SIGN_OUT_WAIT_MS } from '../../core/constants'
import { ERRORS, errorText } from '../../core/errors'
import type { ProviderListener, RequestArguments, SessionProvider } from '../connectors/provider'
import { needsApproval } from './approvalRequest'
import type { FrameBridge } from './frameBridge'

// SPEC §8 RPC codes: 4001 is the person saying no; 5000 the default for anything else the frame refuses.
const USER_REJECTED = 4001
const DEFAULT_CODE = 5000

/** `approve`: the person's answer to a request the frame would sign or send (the modal's ApproveTransaction). */
export function createFrameProvider(
  bridge: FrameBridge,
  onSignedOut: () => void = () => {},
  approve: (method: string, params: unknown) => Promise<boolean> = async () => true,
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
  const fail = (message: string) => ({ code: /reject|declin|denied/i.test(message) ? USER_REJECTED : DEFAULT_CODE, message })

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
      // The frame holds the keys: nothing is signed or sent before the person approves it here.
      if (needsApproval(method) && !(await approve(method, params))) throw { code: USER_REJECTED, message: 'User rejected the request' }
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
