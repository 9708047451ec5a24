// A browser wallet (an extension) for the world: an EIP-1193 provider announced over EIP-6963 on the page, as
// MetaMask or the devstack's test wallet is. Its "person" answers each kind of prompt as the test scripts it —
// approve, reject (4001), hang (never answers, until the test releases it), or fail with a given code — and it can
// change account or chain, or let go, on its own, emitting what a real wallet emits. It signs for real (the dev
// accounts' keys, EIP-191 and EIP-712), so a sign-in server or a name registry can check the signature. Every call is
// recorded. contracts/evmWallet.contract.test.ts holds it to the devstack's test wallet (same answers, same codes).
import { keccak256, numberToHex, stringToHex, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../../../devstack/chain/devAccounts'

/** Which prompt a request is: connecting, signing or sending, changing network, letting go of the site. */
export type PromptKind = 'connect' | 'sign' | 'switch' | 'revoke'
/** How the person (or the wallet) answers a prompt. */
export type Answer = 'approve' | 'reject' | 'hang' | { fail: number; message?: string }

export const RPC_ERRORS = {
  userRejected: { code: 4001, message: 'User rejected the request.' },
  unauthorized: { code: 4100, message: 'The requested account and/or method has not been authorized by the user.' },
  unsupported: { code: 4200, message: 'The Provider does not support the requested method.' },
  disconnected: { code: 4900, message: 'The provider is disconnected from all chains.' },
  invalidParams: { code: -32602, message: 'Invalid method parameters.' },
} as const

export class ProviderRpcError extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
    this.name = 'ProviderRpcError'
  }
  static of(kind: keyof typeof RPC_ERRORS, message?: string) {
    return new ProviderRpcError(RPC_ERRORS[kind].code, message ?? RPC_ERRORS[kind].message)
  }
}

export const WALLET_ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4='
const SIGNATURES = new Map<string, Hex>()
// Deriving a key's account costs a millisecond or two: once per dev account for every world.
const ACCOUNTS = new Map<number, PrivateKeyAccount>()
const devAccount = (index: number) => {
  let account = ACCOUNTS.get(index)
  if (!account) ACCOUNTS.set(index, (account = privateKeyToAccount(DEV_ACCOUNTS[index]!.privateKey)))
  return account
}

type Listener = (...args: unknown[]) => void
export type WalletCall = { method: string; params: unknown; outcome: 'pending' | 'answered' | 'rejected' | 'failed' | 'released' }
type Waiting = { call: WalletCall; kind: PromptKind; resolve: () => void; reject: (error: unknown) => void }

export type EvmWalletOptions = {
  name?: string
  rdns?: string
  /** The uuid of this page load's announcement (EIP-6963 wants a new one per load; fixed here, for replays). */
  uuid?: string
  /** Dev account indexes it holds; the first is selected. */
  accounts?: number[]
  /** Chain ids it knows; it starts on the first. */
  chains?: number[]
  /** Chains where it discovers assets itself (EIP-5792 / EIP-7811); none by default. */
  assetDiscovery?: number[]
  /** Already authorized for this site (an extension the person connected on an earlier visit). */
  authorized?: boolean
}

export class FakeEvmWallet {
  readonly name: string
  readonly rdns: string
  readonly uuid: string
  readonly calls: WalletCall[] = []
  /** How the person answers each kind of prompt from now on. */
  readonly answers: Record<PromptKind, Answer> = { connect: 'approve', sign: 'approve', switch: 'approve', revoke: 'approve' }
  private readonly keys: PrivateKeyAccount[]
  private readonly listeners = new Map<string, Set<Listener>>()
  private readonly waiting: Waiting[] = []
  private readonly known: Set<number>
  private readonly discovery: Set<number>
  private selected = 0
  private chain: number
  private authorizedForSite: boolean
  private stopAnnouncing: (() => void) | undefined
  private onActivity: () => void = () => {}
  /** Later, as a wallet's notifications follow its answer: a zero-delay task on the world's timeline. */
  private later: (fn: () => void) => void = (fn) => setTimeout(fn, 0)
  readonly provider: { request(args: { method: string; params?: unknown }): Promise<unknown>; on(event: string, listener: Listener): unknown; removeListener(event: string, listener: Listener): unknown }

  constructor(options: EvmWalletOptions = {}) {
    this.name = options.name ?? 'Fake Wallet'
    this.rdns = options.rdns ?? 'test.latch.fakewallet'
    this.uuid = options.uuid ?? '7c9e6679-7425-40de-944b-e07fc1f90ae7'
    this.keys = (options.accounts ?? [0, 1, 2]).map(devAccount)
    const chains = options.chains ?? [1, 137]
    this.known = new Set(chains)
    this.chain = chains[0]!
    this.discovery = new Set(options.assetDiscovery ?? [])
    this.authorizedForSite = options.authorized ?? false
    // One object with methods, as real providers are (Latch must keep the very object, never a copy).
    const provider = {
      request: (args: { method: string; params?: unknown }) => this.request(args),
      on: (event: string, listener: Listener) => {
        const set = this.listeners.get(event) ?? new Set()
        set.add(listener)
        this.listeners.set(event, set)
        return provider
      },
      removeListener: (event: string, listener: Listener) => {
        this.listeners.get(event)?.delete(listener)
        return provider
      },
    }
    this.provider = provider
  }

  /** What the wallet forwards to its chain's node (a read it does not answer itself), as wallets do. */
  private read: ((chainId: number, method: string, params: unknown[]) => unknown) | undefined

  /** The world wires its activity counter, its timeline and its chains in. */
  attach(world: { onActivity(): void; later?(fn: () => void): void; read?(chainId: number, method: string, params: unknown[]): unknown }): void {
    this.onActivity = world.onActivity
    if (world.later) this.later = world.later
    if (world.read) this.read = world.read
  }

  get address(): Hex {
    return this.keys[this.selected]!.address
  }
  get addresses(): Hex[] {
    return this.keys.map((key) => key.address)
  }
  get chainId(): number {
    return this.chain
  }
  get authorized(): boolean {
    return this.authorizedForSite
  }
  /** Requests still waiting for the person (hung prompts). */
  get pending(): WalletCall[] {
    return this.waiting.map((waiting) => waiting.call)
  }
  listenerCount(event?: string): number {
    if (event) return this.listeners.get(event)?.size ?? 0
    return [...this.listeners.values()].reduce((sum, set) => sum + set.size, 0)
  }

  /** Announces itself on `target` (the page's window) now and on every eip6963:requestProvider, until `unannounce`. */
  announce(target: EventTarget = window): void {
    this.unannounce()
    const detail = Object.freeze({ info: Object.freeze({ uuid: this.uuid, name: this.name, icon: WALLET_ICON, rdns: this.rdns }), provider: this.provider })
    const announce = () => target.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
    target.addEventListener('eip6963:requestProvider', announce)
    announce()
    this.stopAnnouncing = () => target.removeEventListener('eip6963:requestProvider', announce)
  }

  unannounce(): void {
    this.stopAnnouncing?.()
    this.stopAnnouncing = undefined
  }

  private emit(event: string, payload: unknown): void {
    this.onActivity()
    for (const listener of [...(this.listeners.get(event) ?? [])]) listener(payload)
  }

  /** The person answers the prompt as scripted; a hung one waits for `release`. */
  private ask(kind: PromptKind, call: WalletCall): Promise<void> {
    const answer = this.answers[kind]
    if (answer === 'approve') return Promise.resolve()
    if (answer === 'reject') return Promise.reject(ProviderRpcError.of('userRejected'))
    if (answer === 'hang') return new Promise((resolve, reject) => this.waiting.push({ call, kind, resolve, reject }))
    return Promise.reject(new ProviderRpcError(answer.fail, answer.message ?? `Wallet error ${answer.fail}`))
  }

  /** The person finally answers the prompts left waiting (all, or those of one kind). */
  release(answer: 'approve' | 'reject', kind?: PromptKind): number {
    const released = this.waiting.filter((waiting) => kind === undefined || waiting.kind === kind)
    for (const waiting of released) {
      this.waiting.splice(this.waiting.indexOf(waiting), 1)
      waiting.call.outcome = 'released'
      if (answer === 'approve') waiting.resolve()
      else waiting.reject(ProviderRpcError.of('userRejected'))
    }
    this.onActivity()
    return released.length
  }

  private authorizedAccount(from?: unknown): PrivateKeyAccount {
    const account = this.keys[this.selected]!
    if (!this.authorizedForSite) throw ProviderRpcError.of('unauthorized')
    if (from !== undefined && (typeof from !== 'string' || from.toLowerCase() !== account.address.toLowerCase())) throw ProviderRpcError.of('unauthorized')
    return account
  }

  async request(args: { method: string; params?: unknown }): Promise<unknown> {
    const method = typeof args === 'object' && args !== null ? args.method : undefined
    if (typeof method !== 'string') throw ProviderRpcError.of('invalidParams', "Expected a request object with a string 'method'.")
    const call: WalletCall = { method, params: args.params, outcome: 'pending' }
    this.calls.push(call)
    this.onActivity()
    try {
      // A wallet answers in a later task, never within the call.
      await Promise.resolve()
      const value = await this.handle(method, Array.isArray(args.params) ? args.params : [], call)
      call.outcome = call.outcome === 'released' ? 'released' : 'answered'
      return value
    } catch (error) {
      if (call.outcome !== 'released') call.outcome = (error as { code?: unknown }).code === 4001 ? 'rejected' : 'failed'
      throw error
    } finally {
      this.onActivity()
    }
  }

  private async handle(method: string, params: unknown[], call: WalletCall): Promise<unknown> {
    switch (method) {
      case 'eth_requestAccounts':
      case 'wallet_requestPermissions':
        // Like MetaMask: a site already authorized gets its account with no prompt.
        if (!this.authorizedForSite) {
          await this.ask('connect', call)
          this.authorizedForSite = true
          const address = this.address
          this.later(() => this.emit('accountsChanged', [address]))
        }
        return method === 'eth_requestAccounts' ? [this.address] : [{ parentCapability: 'eth_accounts' }]
      case 'eth_accounts':
        return this.authorizedForSite ? [this.address] : []
      case 'eth_chainId':
        return numberToHex(this.chain)
      case 'net_version':
        return String(this.chain)
      case 'personal_sign': {
        const [message, from] = params
        const account = this.authorizedAccount(from)
        if (typeof message !== 'string') throw ProviderRpcError.of('invalidParams')
        await this.ask('sign', call)
        return this.sign(account, message)
      }
      case 'eth_signTypedData_v4': {
        const [from, typed] = params
        const account = this.authorizedAccount(from)
        let definition: unknown
        try {
          definition = typeof typed === 'string' ? JSON.parse(typed) : typed
        } catch {
          throw ProviderRpcError.of('invalidParams')
        }
        if (typeof definition !== 'object' || definition === null) throw ProviderRpcError.of('invalidParams')
        await this.ask('sign', call)
        return account.signTypedData(definition as TypedDataDefinition)
      }
      case 'eth_sendTransaction': {
        const tx = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as { from?: unknown }
        this.authorizedAccount(tx.from)
        await this.ask('sign', call)
        return keccak256(stringToHex(`${this.calls.length}:${JSON.stringify(params[0])}`))
      }
      case 'wallet_sendCalls': {
        this.authorizedAccount((params[0] as { from?: unknown } | undefined)?.from)
        await this.ask('sign', call)
        return { id: keccak256(stringToHex(`calls:${this.calls.length}`)) }
      }
      case 'wallet_switchEthereumChain': {
        const target = this.chainIdParam(params)
        if (!this.known.has(target)) throw new ProviderRpcError(4902, `Unrecognized chain ID "${numberToHex(target)}". Try adding the chain using wallet_addEthereumChain first.`)
        if (target === this.chain) return null // already there: no prompt, no chainChanged
        await this.ask('switch', call)
        this.moveTo(target)
        return null
      }
      case 'wallet_addEthereumChain': {
        const target = this.chainIdParam(params)
        const rpcUrls = (params[0] as { rpcUrls?: unknown }).rpcUrls
        if (!Array.isArray(rpcUrls) || !rpcUrls.some((url) => typeof url === 'string' && /^https?:\/\/\S+$/.test(url))) throw ProviderRpcError.of('invalidParams', 'Expected rpcUrls with at least one http(s) URL.')
        if (this.known.has(target) && target === this.chain) return null
        // One prompt to add and move (MetaMask's): a dapp that switches after adding finds itself there already.
        await this.ask('switch', call)
        this.known.add(target)
        this.moveTo(target)
        return null
      }
      case 'wallet_revokePermissions':
        await this.ask('revoke', call)
        // The site ends the connection: accountsChanged [] (no disconnect: the chain is fine), as MetaMask.
        this.authorizedForSite = false
        this.later(() => this.emit('accountsChanged', []))
        return null
      case 'wallet_getPermissions':
        return this.authorizedForSite ? [{ parentCapability: 'eth_accounts', caveats: [{ type: 'restrictReturnedAccounts', value: [this.address] }] }] : []
      case 'wallet_getCapabilities': {
        const [from, filter] = params
        this.authorizedAccount(from)
        const wanted = Array.isArray(filter) ? filter.filter((id): id is string => typeof id === 'string').map((id) => id.toLowerCase()) : undefined
        const answer: Record<string, { assetDiscovery: { supported: true } }> = {}
        for (const id of this.discovery) if (!wanted || wanted.includes(numberToHex(id))) answer[numberToHex(id)] = { assetDiscovery: { supported: true } }
        return answer
      }
      case 'wallet_getAssets': {
        const request = (params[0] ?? {}) as { account?: unknown; chainFilter?: unknown }
        this.authorizedAccount(request.account)
        const chains = Array.isArray(request.chainFilter) ? request.chainFilter.map((id) => Number.parseInt(String(id), 16)) : [...this.discovery]
        const answer: Record<string, unknown[]> = {}
        for (const id of chains) {
          if (!this.discovery.has(id)) continue
          answer[numberToHex(id)] = [{ address: 'native', balance: '0x1bc16d674ec80000', type: 'NATIVE', metadata: { name: 'Ether', symbol: 'ETH', decimals: 18, price: 3000, iconUrl: 'https://icons.latch.test/ETH.svg' } }]
        }
        return answer
      }
      default: {
        // Anything else goes to the chain the wallet is on (a node answers reads; it knows no other method).
        const answered = this.read?.(this.chain, method, params)
        if (answered !== undefined) return answered
        throw ProviderRpcError.of('unsupported', `The wallet does not support ${method}.`)
      }
    }
  }

  private chainIdParam(params: unknown[]): number {
    const given = params[0]
    const value = typeof given === 'object' && given !== null ? (given as { chainId?: unknown }).chainId : undefined
    if (typeof value !== 'string' || !/^0x[1-9a-fA-F][0-9a-fA-F]*$/.test(value)) throw ProviderRpcError.of('invalidParams', `Expected a 0x-prefixed, unpadded hexadecimal chain id, got ${JSON.stringify(value)}.`)
    return Number.parseInt(value, 16)
  }

  private async sign(account: PrivateKeyAccount, message: string): Promise<Hex> {
    // Signing is deterministic (RFC 6979): the same key and message always give the same signature, so it is kept.
    const key = `${account.address}|${message}`
    let signature = SIGNATURES.get(key)
    if (!signature) {
      signature = await account.signMessage({ message: /^0x[0-9a-fA-F]*$/.test(message) ? { raw: message as Hex } : message })
      SIGNATURES.set(key, signature)
    }
    return signature
  }

  private moveTo(chainId: number): void {
    this.chain = chainId
    const hex = numberToHex(chainId)
    this.later(() => this.emit('chainChanged', hex))
  }

  // What the person does in the wallet by themselves.

  /** Picks another of its accounts; a connected site hears accountsChanged. */
  switchAccount(index: number): void {
    if (index < 0 || index >= this.keys.length || index === this.selected) return
    this.selected = index
    if (this.authorizedForSite) this.emit('accountsChanged', [this.address])
  }

  /** Moves to another chain it knows (or learns it): chainChanged a moment later, no prompt. */
  switchChain(chainId: number): void {
    this.known.add(chainId)
    if (chainId === this.chain) return
    this.moveTo(chainId)
  }

  /** Lets go of the site (the person disconnected it in the wallet): accountsChanged [] then disconnect (4900). */
  disconnect(): void {
    this.authorizedForSite = false
    this.emit('accountsChanged', [])
    this.emit('disconnect', ProviderRpcError.of('disconnected'))
  }

  /** Forgets that the site was ever authorized, without telling it (the person cleared the wallet's site list). */
  forgetSite(): void {
    this.authorizedForSite = false
  }
}
