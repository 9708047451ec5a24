// The Latch a wagmi app would hold, as a small in-memory EIP-1193 emitter (latchConnector.test.ts drives wagmi
// against it). fakeLatch.contract.test.ts shows it answers as Latch's real provider does: the same codes.
import type { CaipNetworkId } from '../../../../src/core/caip'
import type { LatchEip1193Provider, ProviderEvent, ProviderEvents, ProviderRpcError, RequestArguments } from '../../../../src/provider/eip1193.types'
import type { LatchConnectorTarget } from '../../../../src/wagmi'

// Latch's provider answers accounts checksummed (tests/unit/provider proves it); the connector passes them on.
export const ALICE = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
export const SIGNATURE = `0x${'ab'.repeat(65)}`
// Sepolia is one of wagmi's chains that the Latch app does not configure.
export const LATCH_NETWORKS: CaipNetworkId[] = ['eip155:31337', 'eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

export function rpcError(code: number, message: string): ProviderRpcError {
  return Object.assign(new Error(message), { code })
}

type Listener = (payload: never) => void

/** The Latch side: who is connected, on which chain, and how the person answers the modal and the wallet. */
export type LatchState = {
  accounts: string[]
  chainId: number
  connected: boolean
  /** What happens when eth_requestAccounts opens the modal: the person connects, closes it, or it is already open
   * for another request (-32002). */
  modal: 'connect' | 'close' | 'busy'
  /** What the wallet answers to a chain switch: yes, no (4001), or an error of its own. */
  wallet: 'approve' | 'refuse' | 'fail'
  /** Whether a switch is also announced with chainChanged (the request resolving is enough for wagmi). */
  announceSwitch: boolean
  /** A stored session being restored at page load: eth_accounts waits for it (as Latch's provider does). */
  restoring?: Promise<void>
}

export class FakeLatchProvider implements LatchEip1193Provider {
  readonly requests: RequestArguments[] = []
  private readonly listeners = new Map<ProviderEvent, Set<Listener>>()

  constructor(private readonly state: LatchState) {}

  async request(args: RequestArguments): Promise<unknown> {
    this.requests.push(args)
    const { state } = this
    switch (args.method) {
      case 'eth_requestAccounts':
        if (state.connected) return [...state.accounts]
        if (state.modal === 'close') throw rpcError(4001, 'User rejected the request.')
        if (state.modal === 'busy') throw rpcError(-32002, 'Request already pending.')
        state.connected = true
        this.emit('connect', { chainId: hex(state.chainId) })
        this.emit('accountsChanged', [...state.accounts])
        return [...state.accounts]
      case 'eth_accounts':
        await state.restoring
        return state.connected ? [...state.accounts] : []
      case 'eth_chainId':
        return hex(state.chainId)
      case 'wallet_switchEthereumChain': {
        const [{ chainId }] = args.params as [{ chainId: string }]
        if (!LATCH_NETWORKS.includes(`eip155:${Number(chainId)}`)) throw rpcError(4902, 'Unrecognized chain ID.')
        if (state.wallet === 'refuse') throw rpcError(4001, 'User rejected the request.')
        if (state.wallet === 'fail') throw rpcError(-32603, 'Internal error')
        state.chainId = Number(chainId)
        if (state.announceSwitch) this.emit('chainChanged', chainId)
        return null
      }
      case 'personal_sign':
        if (!state.connected) throw rpcError(4100, 'Unauthorized')
        return SIGNATURE
      default:
        throw rpcError(4200, `Unsupported method ${args.method}`)
    }
  }

  on<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): this {
    const set = this.listeners.get(event) ?? new Set()
    set.add(listener as Listener)
    this.listeners.set(event, set)
    return this
  }

  removeListener<E extends ProviderEvent>(event: E, listener: (payload: ProviderEvents[E]) => void): this {
    this.listeners.get(event)?.delete(listener as Listener)
    return this
  }

  listenerCount(event: ProviderEvent): number {
    return this.listeners.get(event)?.size ?? 0
  }

  emit<E extends ProviderEvent>(event: E, payload: ProviderEvents[E]): void {
    for (const listener of this.listeners.get(event) ?? []) (listener as (payload: ProviderEvents[E]) => void)(payload)
  }

  asked(method: string): RequestArguments[] {
    return this.requests.filter((request) => request.method === method)
  }
}

export const hex = (chainId: number): string => `0x${chainId.toString(16)}`

/** `networks`: what the app gave createLatch (the provider itself switches only to LATCH_NETWORKS). */
export function fakeLatch(initial: Partial<LatchState> = {}, networks: CaipNetworkId[] = LATCH_NETWORKS) {
  const state: LatchState = {
    accounts: [ALICE],
    chainId: 31337,
    connected: false,
    modal: 'connect',
    wallet: 'approve',
    announceSwitch: true,
    ...initial,
  }
  const provider = new FakeLatchProvider(state)
  const disconnects: (string | undefined)[] = []
  const latch: LatchConnectorTarget = {
    config: { networks },
    getProvider: (namespace) => {
      if (namespace !== 'eip155') throw new Error(`no ${String(namespace)} provider in this fake`)
      return provider
    },
    disconnect: async (namespace) => {
      disconnects.push(namespace)
      state.connected = false
      // Latch announces it as its provider does (src/provider/eip1193Provider.ts): no accounts, then disconnect 4900.
      provider.emit('accountsChanged', [])
      provider.emit('disconnect', rpcError(4900, 'Disconnected'))
    },
  }
  return { latch, state, provider, disconnects }
}
