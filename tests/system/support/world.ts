// The world a system test drives: the real createLatch (every machine, the glue in src/system/, the EIP-1193
// provider of latch.getProvider, and, on demand, the wagmi connector) in this jsdom page, with fakes only where Latch
// meets the outside: browser wallets (EIP-6963, Wallet Standard), HTTP (provider API, blockchain API and the chains'
// JSON-RPC, the sign-in server), the embedded wallet's frame, WalletConnect's relay (unreachable), and time.
//
// Time and quiet. Nothing waits on the wall clock. `settle()` lets the world finish what it does now (promises,
// posted messages, lazily loaded code, zero-delay timers) and throws if it never gets quiet; `advance(ms)` lets time
// pass, firing every timer on the way (machine delays and service timers alike, timeline.ts) and settling after each.
// Work Latch defers until after a paint (an opening's fetches, analytics, the dialog's effects) needs a frame:
// `frameTick()` (16 ms). Inside a world, setTimeout and Date are the world's: a test never awaits a setTimeout of its
// own (it would wait forever); it awaits settle or advance.
//
// Views. By default no React renders: the person's commands send what the views send (see the helpers below). What
// views do by themselves when they show (the Account view asks for balances, Connect's email field loads the frame)
// happens only with `render: true`, or through `fetchBalances()` / `loadFrame()`. `render: true` mounts the real
// <LatchProvider> (about 100 ms an opening in jsdom: for replays and named examples, not for thousands of runs).
//
// One page serves many worlds in a row (a property test makes thousands): a world's `stop()` leaves the page as it
// found it (storage, DOM, timers, wallets) and reports what its Latches left listening on the page; the modules Latch
// loads lazily are loaded once, up front; every world starts at the same instant, so a sequence replays exactly.
import type { Config } from '@wagmi/core'
import type { ActorRefFrom } from 'xstate'
import type { CaipNetworkId, ChainNamespace } from '../../../src/core/caip'
import type { LatchOptions, NetworkObject } from '../../../src/core/config'
import { NAVIGABLE_VIEWS, type InstalledWallet, type ModalView, type NavigableView, type ViewData } from '../../../src/machines/modal/modal.types'
import type { networkMachine } from '../../../src/machines/network/network.machine'
import type { siwxMachine } from '../../../src/machines/siwx/siwx.machine'
import type { embeddedWalletMachine } from '../../../src/machines/embeddedWallet/embeddedWallet.machine'
import { selectView } from '../../../src/machines/modal/modal.selectors'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { createBlockchainApiFake, type BlockchainApiFake } from './blockchainApi'
import { FakeEvmWallet, type EvmWalletOptions } from './evmWallet'
import { FakeFrame } from './frame'
import { createFakeHttp, type FakeHttp, type ServiceName } from './http'
import { createLedger, type Ledger } from './ledger'
import { createProviderApiFake, type ProviderApiFake } from './providerApi'
import { createUnreachableWebSocket } from './relay'
import { createSiwxServerFake, type SiwxServerFake } from './siwxServer'
import { FakeSolanaWallet, SOLANA_MAINNET, type SolanaWalletOptions } from './solanaWallet'
import { FRAME_MS, realTurn, Timeline } from './timeline'

export const ORIGINS: Record<ServiceName, string> = { api: 'http://api.latch.test', rpc: 'http://rpc.latch.test', siwx: 'http://siwx.latch.test' }
export const FRAME_URL = 'http://frame.latch.test/frame'
/** WalletConnect's relay: nothing answers there (relay.ts). */
export const RELAY_URL = 'wss://relay.latch.test'
export const PROJECT_ID = 'world-project'
export const DEFAULT_NETWORKS: CaipNetworkId[] = ['eip155:1', 'eip155:137', SOLANA_MAINNET]
/** The devstack test wallet's name and rdns: one wallet, listed for both namespaces (EIP-6963 and Wallet Standard). */
export const TEST_WALLET = { name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' } as const

export type WorldOptions = {
  /** The app's networks (default Ethereum, Polygon, Solana). */
  networks?: (CaipNetworkId | NetworkObject)[]
  /** Sign in with X against the world's sign-in server. */
  siwx?: boolean
  signInRequired?: boolean
  /** The embedded wallet's frame (default on); `smartAccountChains`: EVM chains where its users have a smart account. */
  frame?: boolean | { smartAccountChains?: number[] }
  /** What localStorage holds when the page loads (a returning visitor). */
  storage?: Record<string, string>
  /** Browser wallets announced over EIP-6963 (default one); [] for none. */
  evmWallets?: EvmWalletOptions[]
  /** Wallet Standard Solana wallets (default one); [] for none. */
  solanaWallets?: SolanaWalletOptions[]
  /** Also the devstack's test wallet: one name, one EIP-6963 provider and one Wallet Standard wallet. */
  testWallet?: boolean
  /** Any other createLatch option (features, embedded, basic, themeMode, …). */
  latch?: Partial<LatchOptions>
  /** Mounts the real React views (<LatchProvider>) so their effects run too; slower. */
  render?: boolean
  /** A stand-in for the dialog's DOM (#latch-dialog-content with its body and the approval slot), so the dialog's real
   * effects run: focus trap, hidden page, scroll lock, Escape and outside press, the embedded wallet's frame laid over
   * its approval. Ignored when `render` is on. Off by default: jsdom's style and layout make it cost ~5 ms an opening. */
  dialog?: boolean
}

/** A promise the app or the test started, followed to its end (every promise settles: an invariant). */
export type Tracked = { label: string; state: 'pending' | 'resolved' | 'rejected'; value?: unknown; error?: unknown; startedAt: number; settledAt?: number }

// The code Latch loads lazily, loaded once before the first world so that a world's settle never waits on a file.
let warm: Promise<unknown> | undefined
function warmUp(): Promise<unknown> {
  const modules: Promise<unknown>[] = [
    import('../../../src/system/flowGlueOf'),
    // The gateways every later chunk is reached through (src/system/later.ts, src/services/later.ts).
    import('../../../src/system/later'),
    import('../../../src/services/later'),
    import('../../../src/system/flows/networkFlow'),
    import('../../../src/system/flows/balanceFlow'),
    import('../../../src/system/flows/embeddedFlow'),
    import('../../../src/system/flows/siwxFlow'),
    import('../../../src/system/flows/namesFlow'),
    import('../../../src/system/flows/rpcFlow'),
    import('../../../src/system/flows/pairingFlow'),
    import('../../../src/system/flows/sendFlow'),
    import('../../../src/system/flows/onRampFlow'),
    import('../../../src/provider/eip1193Provider'),
    import('../../../src/provider/headless'),
    import('../../../src/services/api/providerApi'),
    import('../../../src/services/api/remoteConfig'),
    import('../../../src/services/catalogue/walletCatalogue'),
    import('../../../src/services/connection/namespacedConnection'),
    import('../../../src/services/solana/solanaConnection'),
    import('../../../src/services/solana/solanaWallets'),
    import('../../../src/services/solana/walletConnectSolana'),
    import('../../../src/services/walletconnect/walletConnect'),
    import('../../../src/services/storage/sweepLater'),
    import('../../../src/services/dialog/armedTrap'),
    import('../../../src/services/dialog/pageHider'),
    import('../../../src/machines/walletList/walletList.machine'),
    import('../../../src/machines/walletList/walletList.actors'),
    // The Wallet Standard registry listens on the page from its first use, for the page's life (by design): start it
    // now, so that listener is no world's.
    import('@wallet-standard/app').then((module) => module.getWallets()),
    // WalletConnect's sign client, with the page's (unreachable) WebSocket already in place (relay.ts).
    import('@walletconnect/sign-client'),
  ]
  return Promise.all(modules)
}

const timeline = new Timeline()
let worldsAlive = 0
// The page's WebSocket: no relay answers in this world (relay.ts). Its failures come on the world's timeline.
const relay = createUnreachableWebSocket((fn) => void setTimeout(fn, 0))
let savedWebSocket: PropertyDescriptor | undefined
const pageImage = globalThis.Image
function installRelay(): void {
  if (savedWebSocket) return
  savedWebSocket = Object.getOwnPropertyDescriptor(globalThis, 'WebSocket') ?? { value: undefined, configurable: true, writable: true }
  Object.defineProperty(globalThis, 'WebSocket', { value: relay.WebSocket, configurable: true, writable: true })
}

type Listening = { target: 'window' | 'document'; type: string; listener: unknown; capture: boolean }

/** Follows the listeners added to and removed from the page's window and document while a world lives: what is
 * still there once its Latch has stopped was left behind (a leak into the next world). */
function followListeners(): { stop(): Listening[] } {
  const live: Listening[] = []
  const targets = [
    ['window', window],
    ['document', document],
  ] as const
  const restore: (() => void)[] = []
  for (const [name, target] of targets) {
    const add = target.addEventListener
    const remove = target.removeEventListener
    const capture = (options: unknown) => (typeof options === 'boolean' ? options : Boolean((options as { capture?: boolean } | undefined)?.capture))
    target.addEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      if (listener && !live.some((entry) => entry.target === name && entry.type === type && entry.listener === listener && entry.capture === capture(options)))
        live.push({ target: name, type, listener, capture: capture(options) })
      return add.call(this, type, listener as EventListener, options as AddEventListenerOptions)
    } as typeof add
    target.removeEventListener = function (this: EventTarget, type: string, listener: unknown, options?: unknown) {
      const index = live.findIndex((entry) => entry.target === name && entry.type === type && entry.listener === listener && entry.capture === capture(options))
      if (index >= 0) live.splice(index, 1)
      return remove.call(this, type, listener as EventListener, options as EventListenerOptions)
    } as typeof remove
    restore.push(() => {
      delete (target as unknown as Record<string, unknown>).addEventListener
      delete (target as unknown as Record<string, unknown>).removeEventListener
      if (target.addEventListener !== add) target.addEventListener = add
      if (target.removeEventListener !== remove) target.removeEventListener = remove
    })
  }
  return {
    stop() {
      restore.forEach((undo) => undo())
      return live
    },
  }
}

/** Puts the page's own timers, Date and Image back (afterAll of a file that made worlds). */
export function releaseWorldPage(): void {
  timeline.uninstall()
  if (savedWebSocket) Object.defineProperty(globalThis, 'WebSocket', savedWebSocket)
  savedWebSocket = undefined
  globalThis.Image = pageImage
}

export type World = Awaited<ReturnType<typeof createWorld>>

// The views' chunks load the first time each view shows (a frame later): shown once in a scratch world before any
// world that renders, so every rendering world meets them loaded and a sequence replays alike first or later.
let viewsWarm: Promise<void> | undefined
const SCRATCH = Symbol('scratch world')
async function warmViews(): Promise<void> {
  const scratch = await createWorld({ render: true, [SCRATCH]: true } as WorldOptions)
  scratch.open()
  await scratch.advance(50)
  for (const view of NAVIGABLE_VIEWS) {
    scratch.latch.modal.send({ type: 'router.push', view })
    await scratch.advance(50)
  }
  scratch.latch.modal.send({ type: 'transaction.push', view: 'ApproveTransaction' })
  await scratch.advance(50)
  scratch.pickWallet('Fake Wallet')
  await scratch.advance(50)
  await scratch.stop()
}

export async function createWorld(options: WorldOptions = {}) {
  if (options.render && !(options as Record<symbol, unknown>)[SCRATCH]) await (viewsWarm ??= warmViews())
  if (worldsAlive > 0) throw new Error('a world is still alive in this page: stop() it first')
  worldsAlive++
  const undo: (() => void)[] = []
  try {
    return await buildWorld(options, undo)
  } catch (error) {
    // A world that could not be made (a config createLatch refuses, a settle that never ends) leaves nothing behind.
    for (const step of undo.reverse()) {
      try {
        step()
      } catch {
        // best effort: the next world starts from a clean page anyway
      }
    }
    document.body.replaceChildren()
    localStorage.clear()
    timeline.reset({ time: 'epoch' })
    worldsAlive--
    throw error
  }
}

async function buildWorld(options: WorldOptions, undo: (() => void)[]) {
  timeline.install()
  installRelay()
  const render = options.render ?? false
  await (warm ??= warmUp())
  if (render) await import('./render').then((module) => module.warmUpViews())

  let activity = 0
  const onActivity = () => void activity++
  const now = () => timeline.time()
  const wait = (ms: number, signal?: AbortSignal | null) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms)
      signal?.addEventListener('abort', () => {
        clearTimeout(timer)
        reject(signal.reason ?? new DOMException('This operation was aborted', 'AbortError'))
      }, { once: true })
    })
  // Deterministic "randomness" for the fakes' ids and tokens: the same sequence replays the same bytes.
  let seed = 0
  const random = (bytes: number) => {
    const out = Buffer.alloc(bytes)
    for (let index = 0; index < bytes; index++) out[index] = (seed = (seed * 1103515245 + 12345) >>> 0) >>> 24
    return out
  }

  const networks = options.networks ?? DEFAULT_NETWORKS
  const networkIds = networks.map((entry) => (typeof entry === 'string' ? entry : entry.caipNetworkId)) as CaipNetworkId[]
  const ledger: Ledger = createLedger(networkIds)
  const pageOrigin = window.location.origin
  const frameOption = options.frame ?? true
  const frame = frameOption
    ? new FakeFrame({ url: FRAME_URL, ledger, now, wait: (ms) => wait(ms), onActivity, smartAccountChains: frameOption === true ? [] : frameOption.smartAccountChains })
    : undefined
  const api: ProviderApiFake = createProviderApiFake()
  const blockchain: BlockchainApiFake = createBlockchainApiFake({ ledger, origin: ORIGINS.rpc, now, smartAccountSigner: (address) => frame?.ownerOf(address) })
  const siwxServer: SiwxServerFake = createSiwxServerFake({
    appOrigins: [pageOrigin],
    evmChains: networkIds.filter((id) => id.startsWith('eip155:')),
    now,
    random,
    smartAccountOwner: (address) => frame?.ownerOf(address),
  })
  const http: FakeHttp = createFakeHttp({
    origins: ORIGINS,
    services: { api: api.service, rpc: blockchain.service, siwx: siwxServer.service },
    pageOrigin,
    wait,
    onActivity,
  })

  // Each wallet its own accounts (dev accounts 0-2, 3-5, …; Solana seeds 7-8, 9-10, …); the test wallet's are 0-2 and 30.
  const evmWallets = (options.evmWallets ?? [{}]).map(
    (wallet, index) =>
      new FakeEvmWallet({
        name: index === 0 ? 'Fake Wallet' : `Fake Wallet ${index + 1}`,
        rdns: `test.latch.fakewallet${index || ''}`,
        uuid: `7c9e6679-7425-40de-944b-e07fc1f90a${String(index).padStart(2, '0')}`,
        accounts: [0, 1, 2].map((offset) => Math.min(9, index * 3 + offset)),
        ...wallet,
      }),
  )
  const solanaWallets = (options.solanaWallets ?? [{}]).map(
    (wallet, index) => new FakeSolanaWallet({ name: index === 0 ? 'Fake Solana Wallet' : `Fake Solana Wallet ${index + 1}`, keys: [7 + index * 2, 8 + index * 2], ...wallet }),
  )
  const testWallet = options.testWallet
    ? { evm: new FakeEvmWallet({ name: TEST_WALLET.name, rdns: TEST_WALLET.rdns, uuid: '3b241101-e2bb-4255-8caf-4136c566a962', accounts: [0, 1, 2], chains: [1, 137] }), solana: new FakeSolanaWallet({ name: TEST_WALLET.name, keys: [30] }) }
    : undefined
  const allEvm = [...evmWallets, ...(testWallet ? [testWallet.evm] : [])]
  const allSolana = [...solanaWallets, ...(testWallet ? [testWallet.solana] : [])]
  const chainRead = (chainId: number, method: string, params: unknown[]): unknown => {
    const caip = `eip155:${chainId}`
    if (!ledger.serves(caip)) return undefined
    if (method === 'eth_getBalance' && typeof params[0] === 'string') return `0x${ledger.native(caip, params[0]).toString(16)}`
    if (method === 'eth_blockNumber') return `0x${ledger.blockNumber(caip).toString(16)}`
    return undefined
  }
  for (const wallet of allEvm) wallet.attach({ onActivity, read: chainRead })
  for (const wallet of allSolana) wallet.attach({ onActivity })

  const latchOptions: LatchOptions = {
    projectId: PROJECT_ID,
    networks: networks as LatchOptions['networks'],
    metadata: { name: 'World App', description: 'The system test', url: pageOrigin, icons: [] },
    ...(options.siwx ? { siwx: true as const } : {}),
    ...(options.signInRequired ? { signInRequired: true } : {}),
    ...options.latch,
    services: { apiUrl: ORIGINS.api, rpcUrl: ORIGINS.rpc, siwxUrl: ORIGINS.siwx, relayUrl: RELAY_URL, ...(frame ? { frameUrl: FRAME_URL } : {}), ...options.latch?.services },
  }

  const tracked: Tracked[] = []
  const track = <T>(label: string, promise: Promise<T>): Promise<T> => {
    const entry: Tracked = { label, state: 'pending', startedAt: timeline.elapsed() }
    tracked.push(entry)
    promise.then(
      (value) => Object.assign(entry, { state: 'resolved', value, settledAt: timeline.elapsed() }),
      (error: unknown) => Object.assign(entry, { state: 'rejected', error, settledAt: timeline.elapsed() }),
    )
    return promise
  }

  // The page as a browser loads it: storage from the last visit, the wallets' scripts, then the app.
  const page = { unmount: undefined as (() => void) | undefined, dialog: undefined as HTMLElement | undefined }
  function loadPage(): void {
    page.dialog = options.dialog === true && !render ? mountDialogStandIn() : undefined
    for (const wallet of allEvm) wallet.announce(window)
    for (const wallet of allSolana) wallet.register(window)
  }

  const listeners = followListeners()
  undo.push(() => void listeners.stop())
  localStorage.clear()
  for (const [key, value] of Object.entries(options.storage ?? {})) localStorage.setItem(key, value)
  document.body.replaceChildren()
  // Every world starts at the same instant with nothing scheduled (jsdom's storage events of the lines above included).
  timeline.reset({ time: 'epoch' })
  globalThis.Image = http.Image
  frame?.install(document)
  undo.push(() => frame?.uninstall())
  loadPage()
  undo.push(() => {
    for (const wallet of allEvm) wallet.unannounce()
    for (const wallet of allSolana) wallet.unregisterFromPage()
  })

  const start = () =>
    createLatch(latchOptions, { fetch: http.fetch, document, clock: timeline.xstate, inspect: () => void activity++ })
  let latch: Latch = start()
  undo.push(() => latch.stop())
  if (render) page.unmount = (await import('./render')).mountViews(latch)
  undo.push(() => page.unmount?.())
  let wagmi: Config | undefined
  let stopped = false
  const socketsBefore = relay.opened.length

  /** Finishes what the world is doing now (promises, posted messages, imports, zero-delay timers), without time
   * passing. Throws if it is still busy after `maxRounds` turns of the event loop (a busy loop is a defect). */
  async function settle(maxRounds = 500): Promise<void> {
    let quiet = 0
    for (let round = 0; round < maxRounds; round++) {
      const before = activity + timeline.fired
      timeline.fireDue()
      await realTurn()
      if (activity + timeline.fired === before) {
        if (++quiet >= 2) return
      } else quiet = 0
    }
    throw new Error(`the world did not settle within ${maxRounds} turns (at ${timeline.elapsed()} ms)`)
  }

  const modal = () => latch.modal.getSnapshot()
  const children = () => latch.actor.getSnapshot().children as Record<string, unknown>
  const installedWallet = (nameOrId: string, namespace?: 'eip155' | 'solana'): InstalledWallet | undefined =>
    modal().context.installed.find(
      (wallet) => (wallet.name === nameOrId || wallet.connectorId === nameOrId || wallet.rdns === nameOrId) && (namespace === undefined || (wallet.namespace ?? 'eip155') === namespace),
    )

  const world = {
    get latch() {
      return latch
    },
    latchOptions,
    http,
    api,
    blockchain,
    siwxServer,
    ledger,
    frame,
    timeline,
    /** The world's clock (its `xstate` face is the clock handed to createLatch): `time()` (Date.now), `elapsed()`,
     * and the timers waiting, `pending()`. */
    clock: timeline,
    /** URLs of the WebSockets this world's page tried to open (WalletConnect's relay; none answers). */
    sockets: () => relay.opened.slice(socketsBefore),
    evmWallets,
    solanaWallets,
    /** The first browser wallet (EIP-6963). */
    get evmWallet() {
      return evmWallets[0]
    },
    /** The first Solana wallet (Wallet Standard). */
    get solanaWallet() {
      return solanaWallets[0]
    },
    testWallet,
    tracked,
    track,
    /** World time in ms since the world's start. */
    now: () => timeline.elapsed(),
    settle,
    /** Lets `ms` of time pass: every timer due on the way fires in order, the world settling after each. */
    async advance(ms: number): Promise<void> {
      await settle()
      await timeline.advanceTo(timeline.time() + ms, settle)
    },
    /** One rendering frame: what Latch defers until after a paint (fetches of an opening, analytics, the dialog's
     * effects) runs. */
    frameTick: () => world.advance(FRAME_MS),

    // What a person does in the modal, as the views send it.
    open: (request: { view?: NavigableView; data?: ViewData; namespace?: ChainNamespace } = {}) => latch.open(request),
    close: () => latch.close(),
    /** Escape. With the dialog's DOM in the page (`dialog` or `render`), a real keydown that the dialog's own handler
     * hears once its effects have run (a frame after opening); without it, what that handler sends (modal.close). */
    escape(): void {
      if (document.getElementById('latch-dialog-content')) document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, cancelable: true }))
      else if (latch.modal.getSnapshot().matches('open')) latch.modal.send({ type: 'modal.close' })
    },
    /** A press outside the dialog (on the page behind it). */
    pressOutside(): void {
      document.body.dispatchEvent(new (window.PointerEvent ?? window.MouseEvent)('pointerdown', { bubbles: true }))
    },
    back: () => latch.modal.send({ type: 'modal.back' }),
    /** The view on screen (undefined while closed). */
    view: (): ModalView | undefined => selectView(modal()),
    /** An installed wallet's button (by name, connector id or rdns; the namespace tells the test wallet's two apart).
     * False when the modal lists no such wallet now. */
    pickWallet(nameOrId: string, namespace?: 'eip155' | 'solana'): boolean {
      const wallet = installedWallet(nameOrId, namespace)
      if (!wallet || !latch.modal.getSnapshot().matches('open')) return false
      latch.modal.send({ type: 'wallet.connect', wallet })
      return true
    },
    installedWallet,
    /** ConnectingWallet's Retry. */
    retryConnection: (namespace: ChainNamespace = 'eip155') => latch.connectionOf(namespace).send({ type: 'connection.retry' }),
    /** A network's button (Networks, UnsupportedChain). */
    chooseNetwork: (caipNetworkId: CaipNetworkId) => latch.actor.send({ type: 'network.switch', caipNetworkId }),
    /** The Account view's Disconnect. */
    disconnect: () => latch.modal.send({ type: 'account.disconnect' }),
    /** SIWXSignMessage's Sign, Cancel and Try again. */
    signIn: () => latch.actor.send({ type: 'siwx.sign' }),
    cancelSignIn: () => latch.actor.send({ type: 'siwx.cancel' }),
    retrySignIn: () => latch.actor.send({ type: 'siwx.retry' }),
    /** Connect's email field, and the code views (the code mailed last, unless one is given). */
    submitEmail: (email: string) => latch.actor.send({ type: 'email.submit', email }),
    submitOtp: (otp?: string) => latch.actor.send({ type: 'email.otp', otp: otp ?? frame?.otp() ?? '000000' }),
    resendEmail: () => latch.actor.send({ type: 'email.resend' }),
    cancelEmail: () => latch.actor.send({ type: 'email.cancel' }),
    /** Account's Update email, then the new email and its two codes. */
    openUpdateEmail: () => latch.modal.send({ type: 'router.push', view: 'UpdateEmail' }),
    submitUpdateEmail: (email: string) => latch.actor.send({ type: 'update.submit', email }),
    submitUpdateOtp: (otp?: string) => latch.actor.send({ type: 'update.otp', otp: otp ?? frame?.otp() ?? '000000' }),
    /** The email field's frame Retry. */
    retryFrame: () => latch.actor.send({ type: 'frame.retry' }),
    /** What views do on their own when they show (only `render: true` mounts them; without it, send these as the
     * views would): the Account view asks for the shown account's balances, Connect's email field loads the frame. */
    fetchBalances(): boolean {
      const account = modal().context.account
      if (!account) return false
      const [namespace, chainId, address] = account.caipAddress.split(':')
      latch.actor.send({ type: 'balance.fetch', target: { caipAddress: account.caipAddress, address: address!, caipNetworkId: `${namespace}:${chainId}` as CaipNetworkId } })
      return true
    },
    loadFrame: () => latch.actor.send({ type: 'frame.load' }),
    /** An approval view's own buttons (not the embedded wallet's: those are in the frame, `frame.approve()`). */
    approveOnPage: () => latch.modal.send({ type: 'transaction.succeeded' }),
    rejectOnPage: () => latch.modal.send({ type: 'transaction.cancelled' }),

    // What the app does.
    /** latch.getProvider(namespace).request, followed to its end. */
    request(method: string, params?: readonly unknown[] | object, namespace: 'eip155' | 'solana' = 'eip155'): Promise<unknown> {
      const promise = latch.getProvider(namespace).request({ method, ...(params === undefined ? {} : { params }) })
      promise.catch(() => undefined)
      return track(`${namespace} ${method}`, promise)
    },
    provider: (namespace: 'eip155' | 'solana' = 'eip155') => latch.getProvider(namespace),
    /** A wagmi 3 config whose only connector is Latch's (src/wagmi), reads through latch.request. */
    async wagmi(): Promise<Config> {
      if (wagmi) return wagmi
      const [{ createConfig }, { custom }, chains, { latchConnector }] = await Promise.all([import('@wagmi/core'), import('viem'), import('viem/chains'), import('../../../src/wagmi')])
      const evmChains = [chains.mainnet, chains.polygon] as const
      const transport = custom({ request: (args: { method: string; params?: unknown }) => latch.request(args as { method: string; params?: readonly unknown[] }) })
      wagmi = createConfig({ chains: evmChains, connectors: [latchConnector(latch)], transports: { [chains.mainnet.id]: transport, [chains.polygon.id]: transport }, multiInjectedProviderDiscovery: false, storage: null })
      return wagmi
    },

    // Reads for invariants.
    modal,
    status: () => latch.status,
    connection: (namespace: ChainNamespace = 'eip155') => latch.connectionOf(namespace).getSnapshot(),
    networkFlow: () => children()['network'] as ActorRefFrom<typeof networkMachine> | undefined,
    siwxFlow: () => children()['siwx'] as ActorRefFrom<typeof siwxMachine> | undefined,
    embeddedFlow: () => children()['embedded'] as ActorRefFrom<typeof embeddedWalletMachine> | undefined,
    toast: () => latch.toast.getSnapshot().context,
    alert: () => latch.alert.getSnapshot().context,
    /** Requests the app started that have not ended. */
    pendingRequests: () => tracked.filter((entry) => entry.state === 'pending'),
    storage: () => Object.fromEntries(Object.keys(localStorage).map((key) => [key, localStorage.getItem(key)])),

    /** The page reloads: this Latch and everything of the page go; storage, the wallets (extensions), the servers and
     * the frame's own storage stay; a new Latch starts as the app would start it. */
    async reload(): Promise<void> {
      page.unmount?.()
      latch.stop()
      wagmi = undefined
      frame?.pageGone()
      for (const wallet of allEvm) wallet.unannounce()
      for (const wallet of allSolana) wallet.unregisterFromPage()
      timeline.reset({ time: 'keep' })
      document.body.replaceChildren()
      loadPage()
      latch = start()
      if (render) page.unmount = (await import('./render')).mountViews(latch)
      await settle()
    },

    /** Ends the world and leaves the page as it found it. Resolves with what its Latches left listening on the
     * page's window and document after they stopped (each one is a leak into the next world). */
    async stop(): Promise<{ leftListening: { target: string; type: string }[] }> {
      if (stopped) return { leftListening: [] }
      stopped = true
      page.unmount?.()
      latch.stop()
      frame?.pageGone()
      frame?.uninstall()
      for (const wallet of allEvm) wallet.unannounce()
      for (const wallet of allSolana) wallet.unregisterFromPage()
      // What the stopped Latch left scheduled (and the promises it had started) must not reach the next world.
      await realTurn()
      const leftListening = listeners.stop().map(({ target, type }) => ({ target, type }))
      document.body.replaceChildren()
      localStorage.clear()
      // Last: what the page itself scheduled while being cleared (jsdom's storage events) goes too.
      timeline.reset({ time: 'epoch' })
      worldsAlive--
      return { leftListening }
    },
  }

  await settle()
  return world
}

/** The dialog's DOM as ModalRoot renders its frame: the content element the dialog's effects look for, with the body
 * whose height follows its content, and the approval slot the embedded wallet's frame is laid over. */
function mountDialogStandIn(): HTMLElement {
  const portal = document.createElement('div')
  portal.setAttribute('data-latch-portal', '')
  portal.innerHTML =
    '<div id="latch-dialog-content" role="dialog" aria-modal="true" tabindex="-1"><div class="latch-body"><div class="latch-body-content">' +
    '<button type="button">Close</button><div id="latch-approval-slot"></div></div></div></div>'
  document.body.append(portal)
  return portal
}
