// The test wallet itself: an EIP-1193 provider over the local chains' dev accounts. It answers what a wallet
// answers (accounts, chain, signatures, sending, switching and adding networks, capabilities and assets), asks its
// "user" through the behaviour knobs, forwards the rest to the active chain, and emits connect / disconnect /
// accountsChanged / chainChanged the way MetaMask does.
import { hexToBigInt, isAddress, isAddressEqual, isHex, type Address, type Hex, type TypedDataDefinition } from 'viem'
import { privateKeyToAccount, type PrivateKeyAccount } from 'viem/accounts'
import { DEV_ACCOUNTS } from '../chain/devAccounts'
import { capabilities, getAssets, parseGetAssetsParams } from './assetDiscovery'
import { parseAddParams, parseSwitchParams } from './chainParams'
import { createChainList } from './chains'
import { isBehaviour, type Behaviour, type TestWalletBehaviour, type WalletSetup } from './config'
import { createEmitter, type Listener } from './emitter'
import { createForwarder } from './forward'
import { ProviderRpcError, toProviderRpcError, unrecognizedChain } from './rpcError'
import type { SessionStore } from './session'

export type RequestArguments = { readonly method: string; readonly params?: unknown }

export type TestWalletProvider = {
  readonly isLatchTestWallet: true
  request(args: RequestArguments): Promise<unknown>
  on(event: string, listener: Listener): TestWalletProvider
  removeListener(event: string, listener: Listener): TestWalletProvider
}

/** The knobs a test (or a person, from the console) turns: `window.latchTestWallet`. */
export type TestWallet = {
  readonly provider: TestWalletProvider
  /** The selected dev account (the one a connection exposes). */
  readonly address: Address
  readonly behaviour: TestWalletBehaviour
  readonly connected: boolean
  /** The chain the wallet is on. */
  readonly chainId: number
  /** The chains it knows (switching to any other answers 4902). */
  readonly chainIds: readonly number[]
  setBehaviour(behaviour: Partial<TestWalletBehaviour>): void
  /** The "user" picks another known chain in the wallet: chainChanged, no prompt. */
  switchChain(chainId: number): void
  /** The wallet ends the connection: accountsChanged [] then disconnect (4900). */
  disconnect(): void
  /** Select dev account `index` (0–9); a connected page gets accountsChanged [address]. */
  switchAccount(index: number): void
}

export type TestWalletDeps = WalletSetup & { session: SessionStore; fetch?: typeof fetch }

type TransactionParams = Partial<Record<'chainId' | 'from' | 'to' | 'data' | 'input' | 'value' | 'gas' | 'gasPrice' | 'maxFeePerGas' | 'maxPriorityFeePerGas' | 'nonce', unknown>>

function quantity(value: unknown): bigint | undefined {
  return typeof value === 'string' && isHex(value) ? hexToBigInt(value) : undefined
}

function paramsArray(params: unknown): unknown[] {
  return Array.isArray(params) ? params : []
}

/** Calls back after the caller has seen the answer, as a wallet's notifications follow its response. */
function later(callback: () => void): void {
  setTimeout(callback, 0)
}

export function createTestWallet(deps: TestWalletDeps): TestWallet {
  const emitter = createEmitter()
  const restored = deps.session.load()
  const known = [{ id: deps.chainId, url: deps.chainUrl }, ...(deps.otherChains ?? [])]
  const restoredChain = restored === undefined ? undefined : deps.session.loadChainId?.()
  // A reload lands on the chain the connected site was on, as MetaMask remembers a site's network.
  const startChainId = known.some((chain) => chain.id === restoredChain) ? restoredChain : deps.startChainId
  const chains = createChainList(known, startChainId, deps.fetch)
  // Asset discovery (EIP-7811) only on the wallet's first chain: the others leave balances to the blockchain API.
  const discoveryChains = [deps.chainId]
  const accounts = DEV_ACCOUNTS.map((account) => privateKeyToAccount(account.privateKey))

  let behaviour: TestWalletBehaviour = { connect: deps.connect, sign: deps.sign, switch: deps.switch ?? 'approve' }
  let accountIndex = restored !== undefined && restored < accounts.length ? restored : 0
  let connected = restored !== undefined && restored < accounts.length
  let chainConnected = true

  const current = (): PrivateKeyAccount => accounts[accountIndex] ?? (accounts[0] as PrivateKeyAccount)

  /** The "user" answers a prompt as the knob says. */
  function ask(kind: keyof TestWalletBehaviour): Promise<void> {
    const answer: Behaviour = behaviour[kind]
    if (answer === 'reject') return Promise.reject(ProviderRpcError.of('userRejected'))
    if (answer === 'never') return new Promise<void>(() => {})
    return Promise.resolve()
  }

  /** The connected account, when `from` (if given) is that account. */
  function authorized(from: unknown): PrivateKeyAccount {
    const account = current()
    if (!connected) throw ProviderRpcError.of('unauthorized')
    if (from !== undefined && (typeof from !== 'string' || !isAddress(from, { strict: false }) || !isAddressEqual(from, account.address))) {
      throw ProviderRpcError.of('unauthorized')
    }
    return account
  }

  function connect(): void {
    connected = true
    deps.session.save(accountIndex)
    deps.session.saveChainId?.(chains.activeId)
    const reconnecting = !chainConnected
    chainConnected = true
    later(() => {
      if (reconnecting) emitter.emit('connect', { chainId: chains.activeHex })
      emitter.emit('accountsChanged', [current().address])
    })
  }

  /** Moves to a known chain; chainChanged only when it is another one. */
  function moveTo(chainId: number): void {
    if (!chains.select(chainId)) return
    if (connected) deps.session.saveChainId?.(chainId)
    const hex = chains.activeHex
    later(() => emitter.emit('chainChanged', hex))
  }

  async function switchChain(params: unknown[]): Promise<null> {
    const requested = parseSwitchParams(params)
    if (!chains.knows(requested.id)) throw unrecognizedChain(requested.hex)
    if (requested.id === chains.activeId) return null // already there: no prompt, no chainChanged, as MetaMask
    await ask('switch')
    moveTo(requested.id)
    return null
  }

  // As MetaMask: the node at the URL must be the chain it claims to be; adding a chain also moves to it (one prompt
  // for both), so a dapp that switches after adding finds itself already there.
  async function addChain(params: unknown[]): Promise<null> {
    const added = parseAddParams(params)
    if (chains.knows(added.id)) {
      if (added.id !== chains.activeId) {
        await ask('switch')
        moveTo(added.id)
      }
      return null
    }
    let answered: unknown
    try {
      answered = await createForwarder(added.rpcUrl, deps.fetch)('eth_chainId', [])
    } catch {
      throw ProviderRpcError.of('invalidParams', `Could not fetch the chain id from ${added.rpcUrl}. Is the RPC URL correct?`)
    }
    if (typeof answered !== 'string' || !isHex(answered) || hexToBigInt(answered) !== BigInt(added.id)) {
      throw ProviderRpcError.of('invalidParams', `Chain ID returned by RPC URL ${added.rpcUrl} (${String(answered)}) does not match ${added.hex}.`)
    }
    await ask('switch')
    chains.add({ id: added.id, url: added.rpcUrl })
    moveTo(added.id)
    return null
  }

  function permissions(): unknown[] {
    if (!connected) return []
    return [{ parentCapability: 'eth_accounts', invoker: globalThis.location?.origin ?? '', caveats: [{ type: 'restrictReturnedAccounts', value: [current().address] }] }]
  }

  async function sendTransaction(params: unknown[]): Promise<Hex> {
    const tx = (typeof params[0] === 'object' && params[0] !== null ? params[0] : {}) as TransactionParams
    const account = authorized(tx.from)
    await ask('sign')
    if (tx.to !== undefined && tx.to !== null && (typeof tx.to !== 'string' || !isAddress(tx.to, { strict: false }))) throw ProviderRpcError.of('invalidParams')
    const data = typeof tx.data === 'string' ? tx.data : tx.input
    const gasPrice = quantity(tx.gasPrice)
    const nonce = quantity(tx.nonce)
    const fees = gasPrice !== undefined ? { gasPrice } : { maxFeePerGas: quantity(tx.maxFeePerGas), maxPriorityFeePerGas: quantity(tx.maxPriorityFeePerGas) }
    const { viemChain, walletClient } = chains.signer()
    // As MetaMask: a transaction that names a network refuses to be sent on another (the wallet moved since the app
    // built it).
    const named = quantity(tx.chainId)
    if (tx.chainId !== undefined && named !== BigInt(viemChain.id)) throw ProviderRpcError.of('invalidParams', `Invalid parameters: chainId ${String(tx.chainId)} is not the wallet's network 0x${viemChain.id.toString(16)}`)
    return walletClient.sendTransaction({
      account,
      chain: viemChain,
      to: typeof tx.to === 'string' ? (tx.to as Address) : null, // none: a contract creation
      data: typeof data === 'string' && isHex(data) ? data : undefined,
      value: quantity(tx.value),
      gas: quantity(tx.gas),
      nonce: nonce === undefined ? undefined : Number(nonce),
      ...fees,
    })
  }

  async function handle(method: string, rawParams: unknown): Promise<unknown> {
    const params = paramsArray(rawParams)
    switch (method) {
      case 'eth_requestAccounts':
        // Like MetaMask: a site already authorized gets its account with no prompt.
        if (!connected) {
          await ask('connect')
          connect()
        }
        return [current().address]
      case 'eth_accounts':
        return connected ? [current().address] : []
      case 'eth_chainId':
        return chains.activeHex
      case 'personal_sign': {
        const [message, from] = params
        const account = authorized(from)
        if (typeof message !== 'string') throw ProviderRpcError.of('invalidParams')
        await ask('sign')
        return account.signMessage({ message: isHex(message) ? { raw: message } : message })
      }
      case 'eth_signTypedData_v4': {
        const [from, typed] = params
        const account = authorized(from)
        let definition: unknown
        try {
          definition = typeof typed === 'string' ? JSON.parse(typed) : typed
        } catch {
          throw ProviderRpcError.of('invalidParams')
        }
        if (typeof definition !== 'object' || definition === null) throw ProviderRpcError.of('invalidParams')
        await ask('sign')
        return account.signTypedData(definition as TypedDataDefinition)
      }
      case 'eth_sendTransaction':
        return sendTransaction(params)
      case 'wallet_switchEthereumChain':
        return switchChain(params)
      case 'wallet_addEthereumChain':
        return addChain(params)
      case 'wallet_getCapabilities': {
        // EIP-5792: [account, chainIds?]; only for the connected account.
        const [from, filter] = params
        authorized(from)
        return capabilities(discoveryChains, Array.isArray(filter) ? filter : undefined)
      }
      case 'wallet_getAssets': {
        const request = parseGetAssetsParams(params)
        authorized(request.account)
        return getAssets((chainId, method, callParams) => chains.forward(method, callParams, chainId), discoveryChains, request)
      }
      case 'wallet_getPermissions':
        return permissions()
      case 'wallet_requestPermissions':
        await ask('connect')
        connect()
        return permissions()
      case 'wallet_revokePermissions':
        // The site ends the connection: MetaMask answers with accountsChanged [] (no disconnect: the chain is fine).
        connected = false
        deps.session.clear()
        later(() => emitter.emit('accountsChanged', []))
        return null
      default:
        return chains.forward(method, rawParams ?? []) // by-name (object) params pass through as given
    }
  }

  const provider: TestWalletProvider = {
    isLatchTestWallet: true,
    async request(args) {
      const method = typeof args === 'object' && args !== null ? args.method : undefined
      if (typeof method !== 'string') throw ProviderRpcError.of('invalidParams', "Expected a request object with a string 'method'.")
      try {
        return await handle(method, args.params)
      } catch (error) {
        throw toProviderRpcError(error)
      }
    },
    on(event, listener) {
      emitter.on(event, listener)
      return provider
    },
    removeListener(event, listener) {
      emitter.removeListener(event, listener)
      return provider
    },
  }

  // EIP-1193: 'connect' once the provider can serve requests.
  later(() => emitter.emit('connect', { chainId: chains.activeHex }))

  return {
    provider,
    get address() {
      return current().address
    },
    get behaviour() {
      return { ...behaviour }
    },
    get connected() {
      return connected
    },
    get chainId() {
      return chains.activeId
    },
    get chainIds() {
      return chains.ids
    },
    setBehaviour(next) {
      for (const [knob, value] of Object.entries(next)) {
        if (value !== undefined && !isBehaviour(value)) throw new TypeError(`setBehaviour: ${knob} must be 'approve', 'reject' or 'never', not ${String(value)}`)
      }
      behaviour = { connect: next.connect ?? behaviour.connect, sign: next.sign ?? behaviour.sign, switch: next.switch ?? behaviour.switch }
    },
    switchChain(chainId) {
      if (!chains.knows(chainId)) throw new RangeError(`switchChain: the wallet does not know chain ${chainId} (it knows ${chains.ids.join(', ')})`)
      moveTo(chainId)
    },
    disconnect() {
      connected = false
      chainConnected = false
      deps.session.clear()
      emitter.emit('accountsChanged', [])
      emitter.emit('disconnect', ProviderRpcError.of('disconnected'))
    },
    switchAccount(index) {
      if (!Number.isInteger(index) || index < 0 || index >= accounts.length) {
        throw new RangeError(`switchAccount: index ${index} is not a dev account (0–${accounts.length - 1})`)
      }
      if (index === accountIndex) return
      accountIndex = index
      if (!connected) return
      deps.session.save(accountIndex)
      emitter.emit('accountsChanged', [current().address])
    },
  }
}
