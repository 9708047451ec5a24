// The WalletConnect test wallet's logic, without any DOM: a @walletconnect/sign-client 2.25 client in the wallet
// role on the devstack relay, signing with the dev accounts (signer.ts) and the first Solana dev key
// (solanaSigner.ts). It pairs, shows a proposal until someone approves or rejects it (or approves it at once in auto
// mode), queues the dapp's requests the same way, answers reads at once, switches accounts (accountsChanged) and
// disconnects. The page (main.ts) renders its snapshots; a Node test drives it directly.
import { SignClient } from '@walletconnect/sign-client'
import { getSdkError } from '@walletconnect/utils'
import { approveProposal, requested, type ApprovedNamespaces, type OfferedNamespaces, type Proposal } from './approvedNamespaces'
import { CHAIN_ID, createSigner, SIGNING_METHODS, type RpcOutcome, type Signer } from './signer'
import { createSolanaSigner, SOLANA_METHODS, type SolanaSigner } from './solanaSigner'

export type { OfferedNamespaces } from './approvedNamespaces'

export type WalletStatus = 'idle' | 'pairing' | 'proposal' | 'connected' | 'request' | 'disconnected' | `error: ${string}`

export type ProposalView = { id: number; dappName: string; dappUrl: string; chains: string[]; methods: string[] }
export type RequestView = { id: number; topic: string; dappName: string; chainId: string; method: string; params: unknown }
export type SessionView = { topic: string; dappName: string; dappUrl: string; accounts: string[] }

export type WalletSnapshot = {
  status: WalletStatus
  proposal: ProposalView | undefined
  request: RequestView | undefined
  /** Requests waiting behind the one shown. */
  queued: number
  sessions: SessionView[]
  /** The last signature or transaction hash, or what the last rejection answered. */
  lastResult: string
  address: string
  accountIndex: number
  autoApprove: boolean
}

export type WcWalletOptions = {
  relayUrl: string
  chainUrl: string
  /** The local Solana's JSON-RPC, where solana_signAndSendTransaction sends. */
  solanaUrl?: string
  only?: OfferedNamespaces
  autoApprove?: boolean
  projectId?: string
  /** Keeps wallets in one process (tests) or one browser profile apart. */
  storagePrefix?: string
  /** The wallet's own metadata.url (its page's origin in the browser). */
  url?: string
  logger?: 'silent' | 'error' | 'warn' | 'info' | 'debug'
}

type Client = Awaited<ReturnType<typeof SignClient.init>>
type Listener = (snapshot: WalletSnapshot) => void

/** The EIP-1193 answer to a request the user turned down. */
export const USER_REJECTED_REQUEST = { code: 4001, message: 'User rejected the request.' } as const
/** WalletConnect's own (5000), which Solana wallets answer over WalletConnect: Solana has no EIP-1193 to follow. */
export const SOLANA_USER_REJECTED_REQUEST = getSdkError('USER_REJECTED')

function errorText(error: unknown): string {
  if (error instanceof Error) return error.message
  if (typeof error === 'object' && error !== null && typeof (error as { message?: unknown }).message === 'string') return (error as { message: string }).message
  return String(error)
}

/**
 * sign-client's Verify calls verify.walletconnect.org from a browser (an attestation lookup per proposal, an iframe
 * per proposal or request on a dapp), waiting up to 5 s each with no internet. Its own off switch is the
 * IS_VITEST=true environment variable, read when the Core is built, which a browser does not have; this turns the
 * same switch on the built client.
 */
export function disableVerify(client: { core: { verify: unknown } }): void {
  ;(client.core.verify as { isDevEnv: boolean }).isDevEnv = true
}

export async function createWcWallet(options: WcWalletOptions): Promise<WcWallet> {
  const signer: Signer = createSigner(options.chainUrl)
  const client: Client = await SignClient.init({
    projectId: options.projectId ?? 'latch-devstack',
    relayUrl: options.relayUrl,
    logger: options.logger ?? 'error',
    telemetryEnabled: false,
    customStoragePrefix: options.storagePrefix ?? 'latch-wc-wallet',
    metadata: {
      name: 'Latch WC Test Wallet',
      description: 'The devstack’s WalletConnect wallet: dev keys on the local chain, never real value.',
      url: options.url ?? 'http://127.0.0.1',
      icons: [],
    },
  })
  disableVerify(client)
  return new WcWallet(client, signer, options.autoApprove ?? false, createSolanaSigner(options.solanaUrl ?? 'http://127.0.0.1:8899'), options.only ?? 'all')
}

export class WcWallet {
  private status: WalletStatus = 'idle'
  private proposal: (ProposalView & { namespaces: ApprovedNamespaces | undefined; unsupported: string | undefined }) | undefined
  private readonly requests: RequestView[] = []
  private lastResult = ''
  private readonly listeners = new Set<Listener>()

  constructor(
    readonly client: Client,
    private readonly signer: Signer,
    private autoApprove: boolean,
    private readonly solana?: SolanaSigner,
    private readonly only: OfferedNamespaces = 'all',
  ) {
    client.on('session_proposal', (event) => this.onProposal(event))
    client.on('session_request', (event) => this.onRequest(event))
    client.on('session_delete', () => this.afterSessionsChanged())
    client.on('session_expire', () => this.afterSessionsChanged())
    if (this.sessions().length > 0) this.status = 'connected'
  }

  snapshot(): WalletSnapshot {
    const proposal = this.proposal && { id: this.proposal.id, dappName: this.proposal.dappName, dappUrl: this.proposal.dappUrl, chains: this.proposal.chains, methods: this.proposal.methods }
    return {
      status: this.status,
      proposal,
      request: this.requests[0],
      queued: Math.max(0, this.requests.length - 1),
      sessions: this.sessions(),
      lastResult: this.lastResult,
      address: this.signer.address,
      accountIndex: this.signer.accountIndex,
      autoApprove: this.autoApprove,
    }
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener)
    listener(this.snapshot())
    return () => this.listeners.delete(listener)
  }

  setAutoApprove(on: boolean): void {
    this.autoApprove = on
    this.changed()
    if (on && this.proposal) void this.approveSession()
    if (on && this.requests[0]) void this.approveRequest()
  }

  async pair(uri: string): Promise<void> {
    const trimmed = uri.trim()
    if (!trimmed.startsWith('wc:')) return this.fail('a pairing URI starts with wc:')
    this.set('pairing')
    try {
      await this.client.pair({ uri: trimmed })
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  async approveSession(): Promise<void> {
    const proposal = this.proposal
    if (!proposal) return
    if (!proposal.namespaces) return this.fail(proposal.unsupported ?? 'nothing in the proposal this wallet supports')
    this.proposal = undefined
    try {
      await this.client.approve({ id: proposal.id, namespaces: proposal.namespaces })
      this.set('connected')
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  async rejectSession(): Promise<void> {
    const proposal = this.proposal
    if (!proposal) return
    this.proposal = undefined
    try {
      await this.client.reject({ id: proposal.id, reason: getSdkError(proposal.namespaces ? 'USER_REJECTED' : 'UNSUPPORTED_CHAINS') })
      this.lastResult = `rejected session proposal from ${proposal.dappName}`
      this.set(this.sessions().length > 0 ? 'connected' : 'idle')
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  async approveRequest(): Promise<void> {
    const request = this.requests.shift()
    if (!request) return
    this.changed()
    const outcome = request.method.startsWith('solana_') && this.solana ? await this.solana.request(request.method, request.params) : await this.signer.request(request.method, request.params)
    await this.answer(request, outcome)
  }

  async rejectRequest(): Promise<void> {
    const request = this.requests.shift()
    if (!request) return
    this.changed()
    await this.answer(request, { ok: false, error: request.method.startsWith('solana_') ? SOLANA_USER_REJECTED_REQUEST : USER_REJECTED_REQUEST })
  }

  /** Ends one session (the first when none is named). */
  async disconnect(topic?: string): Promise<void> {
    const target = topic ?? this.sessions()[0]?.topic
    if (!target) return
    try {
      await this.client.disconnect({ topic: target, reason: getSdkError('USER_DISCONNECTED') })
      this.afterSessionsChanged()
    } catch (error) {
      this.fail(errorText(error))
    }
  }

  /** Selects dev account `index` and tells every session: its accounts change, then accountsChanged. */
  async switchAccount(index: number): Promise<void> {
    try {
      this.signer.switchAccount(index)
    } catch (error) {
      return this.fail(errorText(error))
    }
    this.changed()
    const accounts = this.signer.accounts()
    for (const session of this.client.session.getAll()) {
      // A Solana-only session has no eip155 account to change, nor its chain to emit on.
      if (!session.namespaces.eip155) continue
      try {
        const namespaces = Object.fromEntries(Object.entries(session.namespaces).map(([key, namespace]) => [key, key === 'eip155' ? { ...namespace, accounts } : namespace]))
        const { acknowledged } = await this.client.update({ topic: session.topic, namespaces })
        await acknowledged()
        await this.client.emit({ topic: session.topic, chainId: CHAIN_ID, event: { name: 'accountsChanged', data: [this.signer.address] } })
      } catch (error) {
        return this.fail(errorText(error))
      }
    }
    this.changed()
  }

  async close(): Promise<void> {
    this.listeners.clear()
    this.client.core.heartbeat.stop()
    await this.client.core.relayer.transportClose().catch(() => undefined)
  }

  // ---- events from the dapp ----

  private onProposal(event: { id: number; params: Proposal }): void {
    const { params } = event
    const names = requested({ ...params.requiredNamespaces, ...params.optionalNamespaces })
    const { namespaces, unsupported } = approveProposal(params, { only: this.only, eip155Accounts: this.signer.accounts(), solanaAccounts: this.solana?.accounts })
    this.proposal = {
      id: event.id,
      dappName: params.proposer.metadata.name,
      dappUrl: params.proposer.metadata.url,
      chains: names.chains,
      methods: names.methods,
      namespaces,
      unsupported,
    }
    this.set('proposal')
    if (this.autoApprove) void (namespaces ? this.approveSession() : this.rejectSession())
  }

  private onRequest(event: { id: number; topic: string; params: { chainId: string; request: { method: string; params: unknown } } }): void {
    const { id, topic, params } = event
    const request: RequestView = {
      id,
      topic,
      dappName: this.sessionName(topic),
      chainId: params.chainId,
      method: params.request.method,
      params: params.request.params,
    }
    // Reads need no one's consent; every Solana method signs.
    if (!SIGNING_METHODS.includes(request.method) && !SOLANA_METHODS.includes(request.method)) {
      void this.signer.request(request.method, request.params).then((outcome) => this.answer(request, outcome, false))
      return
    }
    this.requests.push(request)
    this.set('request')
    if (this.autoApprove && this.requests.length === 1) void this.approveRequest()
  }

  private async answer(request: RequestView, outcome: RpcOutcome, shown = true): Promise<void> {
    const response = outcome.ok ? { id: request.id, jsonrpc: '2.0', result: outcome.result } : { id: request.id, jsonrpc: '2.0', error: outcome.error }
    try {
      await this.client.respond({ topic: request.topic, response })
    } catch (error) {
      return this.fail(errorText(error))
    }
    if (!shown) return
    this.lastResult = outcome.ok ? (typeof outcome.result === 'string' ? outcome.result : JSON.stringify(outcome.result)) : `error ${outcome.error.code}: ${outcome.error.message}`
    if (this.requests.length > 0) {
      this.set('request')
      if (this.autoApprove) void this.approveRequest()
    } else this.set(this.sessions().length > 0 ? 'connected' : 'disconnected')
  }

  // ---- state ----

  private sessions(): SessionView[] {
    return this.client.session.getAll().map((session) => ({
      topic: session.topic,
      dappName: session.peer.metadata.name,
      dappUrl: session.peer.metadata.url,
      accounts: Object.values(session.namespaces).flatMap((namespace) => namespace.accounts),
    }))
  }

  private sessionName(topic: string): string {
    return this.sessions().find((session) => session.topic === topic)?.dappName ?? 'unknown dapp'
  }

  private afterSessionsChanged(): void {
    const open = new Set(this.sessions().map((session) => session.topic))
    for (let i = this.requests.length - 1; i >= 0; i--) if (!open.has(this.requests[i]!.topic)) this.requests.splice(i, 1)
    this.set(open.size > 0 ? (this.requests.length > 0 ? 'request' : 'connected') : 'disconnected')
  }

  private fail(message: string): void {
    this.set(`error: ${message}`)
  }

  private set(status: WalletStatus): void {
    this.status = status
    this.changed()
  }

  private changed(): void {
    const snapshot = this.snapshot()
    for (const listener of this.listeners) listener(snapshot)
  }
}
