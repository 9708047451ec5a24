// latch.getProvider(namespace): the active connection of one namespace behind EIP-1193, whatever its connector (a
// browser wallet, WalletConnect, the embedded wallet), so wagmi, viem's custom transport and any window.ethereum
// code drive Latch. Loaded with the first use (lazyProvider.ts): the first click carries none of it.
// Accounts come from the namespace's connection flow, the chain from it or, disconnected, from the network flow;
// asking for accounts opens the modal; every other request is latch.request's (SPEC §6 routing, R-PERM-3/4).
import { getAddress, isAddress } from 'viem'
import type { ActorRefFrom, SnapshotFrom, Subscription } from 'xstate'
import type { ChainNamespace } from '../core/caip'
import { ERRORS, errorText } from '../core/errors'
import type { connectionMachine } from '../machines/connection/connection.machine'
import { selectStatus } from '../machines/connection/connection.selectors'
import { selectLife } from '../machines/modal/modal.selectors'
import { selectNetworkFlow } from '../machines/root/root.selectors'
import type { LatchInstance } from '../system/latch.types'
import type { ProviderEvent, ProviderEvents, ProviderRpcError, RequestArguments } from './eip1193.types'
import { providerError, toProviderError } from './providerErrors'

type Emit = <E extends ProviderEvent>(event: E, payload: ProviderEvents[E]) => void
type Connection = ActorRefFrom<typeof connectionMachine>
/** What the app sees of the connection: its accounts and chain (a hex id on eip155, the CAIP-2 id elsewhere). */
type Seen = { accounts: string[]; chainId: string }


/** EIP-1193's 4001, the person's refusal (a closed modal reads as one). */
export const userRejected = () => providerError(4001, 'User rejected the request.')

const toHex = (reference: string) => `0x${BigInt(reference).toString(16)}`

/** The flows' state when the app first used the provider: what changed while its code loaded is still reported. */
export type ProviderStart = { connection: SnapshotFrom<typeof connectionMachine>; root: ReturnType<LatchInstance['actor']['getSnapshot']> }

export function createEip1193Provider(latch: LatchInstance, namespace: ChainNamespace, emit: Emit, since?: ProviderStart) {
  const connection: Connection = latch.connectionOf(namespace)
  // An app with no network of this namespace still gets an answer: the CAIP-2 id of its default network.
  const chainOf = (caipNetworkId: string) => (namespace === 'eip155' && caipNetworkId.startsWith('eip155:') ? toHex(caipNetworkId.slice(7)) : caipNetworkId)

  /** The namespace's network: the wallet's chain when connected, else the network flow's active one (or the
   * configured default before that flow has loaded). */
  function activeNetwork(snapshot = connection.getSnapshot(), root = latch.actor.getSnapshot()): string {
    const session = snapshot.context.session
    if (session && selectStatus(snapshot) === 'connected') return `${namespace}:${session.chainId}`
    const network = selectNetworkFlow(root)?.getSnapshot().context.byNamespace[namespace]?.caipNetwork
    const { defaultNetwork, networks } = latch.config
    return network ?? (defaultNetwork.startsWith(`${namespace}:`) ? defaultNetwork : (networks.find((id) => id.startsWith(`${namespace}:`)) ?? defaultNetwork))
  }

  function seen(snapshot = connection.getSnapshot(), root = latch.actor.getSnapshot()): Seen {
    const address = selectStatus(snapshot) === 'connected' ? snapshot.context.session?.address : undefined
    return { accounts: address ? [checksummed(address)] : [], chainId: chainOf(activeNetwork(snapshot, root)) }
  }
  // EVM accounts as EIP-55 spells them, the form wagmi and viem compare.
  const checksummed = (address: string) => (namespace === 'eip155' && isAddress(address, { strict: false }) ? getAddress(address) : address)

  // EIP-1193 events from the flows' state: connect and accounts on connecting, accountsChanged and chainChanged as
  // they move, an empty account list and disconnect when the session ends.
  // The provider lives as long as the Latch: its subscriptions are never ended.
  let last = since ? seen(since.connection, since.root) : seen()
  const report = () => {
    const now = seen()
    const [was, is] = [last.accounts[0], now.accounts[0]]
    const chainMoved = now.chainId !== last.chainId
    last = now
    if (!was && is) emit('connect', { chainId: now.chainId })
    if (was !== is) emit('accountsChanged', now.accounts)
    if (was && !is) emit('disconnect', providerError(4900, 'Disconnected'))
    if (chainMoved) emit('chainChanged', now.chainId)
  }
  connection.subscribe(report)
  // The network flow loads later (with the first account or choice of network); its active network is the chain
  // while disconnected.
  let watchedNetwork: unknown
  latch.actor.subscribe((snapshot) => {
    const network = selectNetworkFlow(snapshot)
    if (!network || network === watchedNetwork) return
    watchedNetwork = network
    network.subscribe(report)
    report()
  })
  report()

  /** Resolves once `done` says so, re-asked on every change of the connection, the modal and the network flow. */
  function until<T>(done: () => { value: T } | { error: ProviderRpcError } | undefined): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      const watching: Subscription[] = []
      let settled = false
      let network: unknown
      const check = () => {
        if (settled) return
        // The network flow may load while waiting; its changes count from then on.
        const flow = selectNetworkFlow(latch.actor.getSnapshot())
        if (flow && flow !== network) watching.push((network = flow).subscribe(check))
        const outcome = done()
        if (!outcome) return
        settled = true
        for (const subscription of watching) subscription.unsubscribe()
        if ('error' in outcome) reject(outcome.error)
        else resolve(outcome.value)
      }
      // Issue 32: Latch stopped (the app unmounted it) while the app waits: the provider is disconnected (4900).
      const gone = () => {
        if (settled) return
        settled = true
        for (const subscription of watching) subscription.unsubscribe()
        reject(providerError(4900, 'Disconnected'))
      }
      watching.push(connection.subscribe(check), latch.modal.subscribe(check), latch.actor.subscribe({ next: check, complete: gone }))
      check()
    })
  }

  const restoring = () => connection.getSnapshot().matches('restoring')

  /** eth_requestAccounts: connected, the accounts; otherwise the modal opens for this namespace and the answer
   * waits for a connection, or for the modal to close without one (4001, as a wallet's refusal reads). */
  async function requestAccounts(): Promise<string[]> {
    await until(() => (restoring() ? undefined : { value: undefined }))
    if (seen().accounts.length > 0) return seen().accounts
    if (selectLife(latch.modal.getSnapshot()) !== 'open') latch.open({ namespace })
    return until<string[]>(() => {
      const { accounts } = seen()
      if (accounts.length > 0) return { value: accounts }
      const life = selectLife(latch.modal.getSnapshot())
      return life === 'closed' && selectStatus(connection.getSnapshot()) !== 'connecting' ? { error: userRejected() } : undefined
    })
  }

  /** wallet_switchEthereumChain through Latch's network flow (the wallet is asked when connected, SPEC §4): done
   * when the namespace's network is the one asked for; refused or failed as the flow reports it. */
  async function switchChain(params: unknown): Promise<null> {
    const hex = Array.isArray(params) ? (params[0] as { chainId?: unknown } | undefined)?.chainId : undefined
    // R-ERR-5: a malformed chain id is the spec's invalid-chain-id code, 32603.
    if (typeof hex !== 'string' || !/^0x[0-9a-fA-F]+$/.test(hex)) throw providerError(ERRORS.RPC_INVALID_CHAIN_ID.rpcCode, errorText('INVALID_CHAIN_ID'))
    const target = `eip155:${BigInt(hex).toString()}`
    if (!latch.config.networks.includes(target as never)) throw providerError(4902, errorText('RPC_UNRECOGNIZED_CHAIN'))
    if (activeNetwork() === target) return null
    let failure: ProviderRpcError | undefined
    const failures: Subscription[] = []
    const listen = () => {
      const network = selectNetworkFlow(latch.actor.getSnapshot())
      if (!network || failures.length > 0) return
      failures.push(
        network.on('switchFailed', ({ failure: why }) => {
          failure = why.reason === 'rejected' ? userRejected() : providerError(-32603, why.reason === 'error' ? why.error.message : 'Switch failed')
        }),
        // Issue 32: the switch waited for a connection that never came (the modal closed): the person declined it.
        network.on('switchCancelled', ({ caipNetworkId }) => {
          if (caipNetworkId === target) failure = userRejected()
        }),
      )
    }
    listen()
    const watchLoad = latch.actor.subscribe(listen)
    latch.switchNetwork(target as `${string}:${string}`)
    try {
      return await until<null>(() => (failure ? { error: failure } : activeNetwork() === target ? { value: null } : undefined))
    } finally {
      watchLoad.unsubscribe()
      for (const subscription of failures) subscription.unsubscribe()
    }
  }

  return {
    async request({ method, params }: RequestArguments): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          return requestAccounts()
        // At page load a stored session is being restored: the answer waits for it (wagmi's reconnect asks this).
        case 'eth_accounts':
          return until(() => (restoring() ? undefined : { value: seen().accounts }))
        case 'eth_chainId':
          return seen().chainId
        case 'wallet_switchEthereumChain':
          return switchChain(params)
        // Issue 32: refused or failed, the app catches an EIP-1193 error (4200, 4100, 4901, the wallet's own code).
        default:
          return latch.request({ method, params }).catch((error: unknown) => {
            throw toProviderError(error)
          })
      }
    },
  }
}
