// The one place where services meet machines: createLatch validates the config, builds the services, hands
// them to the flows through provide(), starts the root actor and wires the facts flows emit to the services.
import { createActor, type ActorRefFrom, type AnyActorRef, type AnyStateMachine, type InspectionEvent, type Observer } from 'xstate'
import { SDK_VERSION } from './core/constants'
import { parseLatchConfig, type LatchConfig, type LatchOptions } from './core/config'
import { errorText } from './core/errors'
import type { ChainNamespace } from './core/caip'
import { alertMachine } from './machines/alert/alert.machine'
import { connectionMachine } from './machines/connection/connection.machine'
import type { SignOutcome } from './machines/connection/connection.types'
import type { SiwxSession } from './core/signIn'
import { createApprovalFrameActors, createCatalogueActors, createDialogActors, createWalletListLoader, type ApprovalFramePort } from './machines/modal/modal.actors'
import { modalMachine } from './machines/modal/modal.machine'
import type { ConnectedAccount, InstalledWallet, ModalSettings, NavigableView, ViewData } from './machines/modal/modal.types'
import { createConnectionActions, createConnectionActors } from './machines/connection/connection.actors'
import { createBalanceLoader, createEmbeddedLoader, createNamesLoader, createNetworkLoader, createPairingLoader, createRootActors, createSiwxLoader } from './machines/root/root.actors'
import { rootMachine } from './machines/root/root.machine'
import { ROOT_SYSTEM_ID } from './machines/root/root.systemId'
import { toastMachine } from './machines/toast/toast.machine'
import { createLazyProviderApi } from './services/api/lazyProviderApi'
import { createLazyWalletCatalogue } from './services/catalogue/lazyWalletCatalogue'
import { copyText } from './services/clipboard/copyText'
import { createBrowserWallets, type BrowserWindow } from './services/connection/browserWallets'
import { createLazyBrowserConnection } from './services/connection/lazyBrowserConnection'
import { createLazySolanaWallets } from './services/solana/lazySolanaWallets'
import { browserStorage, createLatchStorage, sweepStoredValues } from './services/storage'
import { createDialogDom } from './services/dialog'
import { isMobile } from './services/device/isMobile'
import { createLazyWalletConnect } from './services/walletconnect/lazyWalletConnect'
import { combineStatuses, selectConnectedAddress, selectStatus, type ConnectionStatus } from './machines/connection/connection.selectors'
import { WALLETCONNECT_CONNECTOR_ID } from './machines/pairing/pairing.connector'
import { CONNECTION_NAMESPACES, connectionSystemId } from './machines/connection/connection.systemId'
import { createShownAccount } from './shownAccount'
import { EMBEDDED_CONNECTOR_ID } from './machines/emailLogin/emailLogin.connector'
import { createLazyFrameProvider } from './services/frame/lazyFrameProvider'
import { ACCOUNT_STORAGE_KEYS } from './core/storageKeys'
import { afterPaint } from './services/scheduling/afterPaint'
import type { FlowGlue, LoadedFlow } from './flowGlue'
import type { LazyFlow } from './machines/root/lazyFlowRegion'
import type { NetworkInput } from './machines/network/network.types'
import type { CaipNetworkId } from './core/caip'
import type { ImageKind } from './services/api'
import type { LatchEip1193Provider } from './provider/eip1193.types'
import { createLazyProvider } from './provider/lazyProvider'

export type LatchDependencies = {
  /** Dev only: an inspection observer (the Stately inspector); absent in production builds. */
  inspect?: Observer<InspectionEvent> | ((event: InspectionEvent) => void)
  fetch?: typeof fetch
  document?: Document
}

export type OpenOptions = { view?: NavigableView; data?: ViewData; namespace?: ChainNamespace }

export type Latch = {
  readonly config: LatchConfig
  readonly actor: ReturnType<typeof createRootActor>
  readonly modal: ActorRefFrom<typeof modalMachine>
  readonly toast: ActorRefFrom<typeof toastMachine>
  readonly alert: ActorRefFrom<typeof alertMachine>
  /** The EVM connection flow (the Solana one is `connectionOf('solana')`). */
  readonly connection: ActorRefFrom<typeof connectionMachine>
  /** Each namespace with connectors has its own connection flow; several can be connected at once. */
  connectionOf(namespace: ChainNamespace): ActorRefFrom<typeof connectionMachine>
  /** Where an <img> finds a picture of the provider API's (R-API-3): wallets, networks, currencies, tokens. */
  imageUrl(kind: ImageKind, id: string): string
  /** A configured network's name, once the network flow has loaded (the network table loads with it). */
  networkName(caipNetworkId: CaipNetworkId): string | undefined
  /** Asks for another network (the wallet is asked when one is connected there). */
  switchNetwork(caipNetworkId: CaipNetworkId): void
  open(options?: OpenOptions): void
  close(): void
  /** R-CONN-1: disconnected, connecting (a wallet is asked, or a stored session restored) or connected. */
  readonly status: ConnectionStatus
  /** Connection status reaches the modal as events (R-NAV-1); the connection flow calls this. */
  setAccount(account: ConnectedAccount | null): void
  /** R-NAV-9: how many sign-in sessions the app holds for the connected account (0: close is disabled on an
   * approval while sign-in is required). */
  setSessions(count: number): void
  /** An RPC request as a dapp makes it (SPEC §6): safe reads to the active network's RPC, approval methods to the
   * wallet, anything else refused with 'Requested RPC call is not allowed'. */
  request(request: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  /** Asks the connected wallet to sign a message (personal_sign); resolves with the signature or why not. */
  signMessage(message: string): Promise<SignOutcome>
  /** Sign in with X: the shown account's sessions on its chain (rejects 'SIWX is not enabled' without `siwx`,
   * 'No ActiveCaipAddress found' with no account). */
  getSessions(): Promise<SiwxSession[]>
  /** Ends exactly this session of the shown account (its other sessions stay). */
  revokeSession(session: SiwxSession): Promise<void>
  /** The address a name is registered to (on the shown account's chain when it has one there); null when the name
   * is free or breaks the name rule; rejects 'Error resolving name' when the names service fails. */
  resolveName(name: string): Promise<string | null>
  /** The namespace's connection as an EIP-1193 provider (wagmi's connector, viem's custom transport): accounts
   * asked for open the modal; events follow the connection. One provider per namespace. */
  getProvider(namespace?: 'eip155' | 'solana'): LatchEip1193Provider
  /** Headless: connects the installed wallet with this connector id or rdns, without the modal. */
  connect(walletId: string): Promise<ConnectedAccount>
  /** Headless: lets go of the namespace's account (the shown one by default). */
  disconnect(namespace?: ChainNamespace): Promise<void>
  /** Unexpected failures (a view that crashed, a chunk that did not load), capped at 5 a minute (R-ERR-7). */
  reportError(error: unknown): void
  stop(): void
}

// SSR: on a server (no window, no document) Latch still starts, disconnected and closed, so the page renders the
// connect button; the browser's Latch restores the session and opens the modal.
const pageDocument = (): Document | undefined => (typeof document === 'undefined' ? undefined : document)

function modalSettings(config: LatchConfig, mobile: boolean): ModalSettings {
  return {
    mobile,
    embedded: config.embedded,
    signInRequired: config.signInRequired,
    basic: config.basic,
    featuredWalletIds: config.featuredWalletIds,
    includeWalletIds: config.includeWalletIds,
    excludeWalletIds: config.excludeWalletIds,
    networks: config.networks,
  }
}

// Embedded mode is part of the page: no focus trap, no hidden page, no scroll lock, no outside dismiss; only the
// height animation (R-NAV-12) applies to it.
function pickDialogActors(actors: ReturnType<typeof createDialogActors>, embedded: boolean) {
  return embedded ? { animateHeight: actors.animateHeight } : actors
}

function createRootActor(config: LatchConfig, deps: LatchDependencies) {
  const doc = deps.document ?? pageDocument()
  const api = createLazyProviderApi({
    baseUrl: config.services.apiUrl,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: SDK_VERSION,
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    analytics: config.features.analytics,
    // R-PERM-2: the API reports configuration problems as alerts; they go to the alert flow.
    onAlert: (code) => actor.send({ type: 'alert.show', code }),
    // R-API-7: events sent while an account is connected carry its address.
    address: () => selectConnectedAddress(actor.system.get(connectionSystemId(shown.namespace))?.getSnapshot()),
  })
  const win = doc?.defaultView ?? undefined
  // R-ENT-3: before anything reads storage, every stored value of the first click's keys that fails its schema is
  // removed; the other keys' follow as soon as their schemas' chunk has loaded.
  void sweepStoredValues(browserStorage(win))
  const catalogue = createLazyWalletCatalogue(api, { Image: win?.Image, beforeOpeningFetch: () => afterPaint(win), mobile: isMobile(win) })
  // Issue 31: the embedded wallet's frame, once its code has loaded, is what the ApproveTransaction view shows.
  let approvalFrame: ApprovalFramePort | undefined
  const modal = modalMachine.provide({
    actors: {
      ...createCatalogueActors(catalogue),
      // The All wallets list's code is not part of the first click; it loads with the list's first visit.
      ...createWalletListLoader(async () => {
        const [{ walletListMachine }, { createWalletListActors }] = await Promise.all([
          import('./machines/walletList/walletList.machine'),
          import('./machines/walletList/walletList.actors'),
        ])
        return walletListMachine.provide({ actors: createWalletListActors(catalogue) })
      }),
      // Server-side there is no document, and no dialog either: the modal opens only in the browser. The effects
      // stay in the first click: Escape, a press outside and Tab must work from the dialog's first frame.
      ...pickDialogActors(createDialogActors(createDialogDom(doc as Document)), config.embedded),
      ...createApprovalFrameActors({ present: (requestId, slotId) => approvalFrame?.present(requestId, slotId) ?? (() => {}) }),
    },
  })
  // Browser wallets: EIP-6963 / injected providers, remembered in @appkit/ storage (R-ENT-3).
  // WALLET_CONNECT: a phone wallet over the relay, behind the same EIP-1193 face as a browser wallet.
  const walletConnect = createLazyWalletConnect({
    projectId: config.projectId,
    relayUrl: config.services.relayUrl,
    metadata: config.metadata,
    offline: config.services.relayUrl !== undefined,
    chains: config.networks.filter((network) => network.startsWith('eip155:') || network.startsWith('solana:')),
    networks: config,
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    now: () => Date.now(),
  })
  // The embedded wallet (AUTH): a stand-in until the frame is ready; asking it anything loads the embedded wallet.
  const loginUsed = () => browserStorage(win)?.getItem(ACCOUNT_STORAGE_KEYS.EMAIL_LOGIN_USED) === 'true'
  const embeddedProvider = createLazyFrameProvider(() => actor.send({ type: 'frame.load' }), loginUsed)
  const wallets = createBrowserWallets(win as BrowserWindow | undefined, {
    [WALLETCONNECT_CONNECTOR_ID]: walletConnect.provider,
    [EMBEDDED_CONNECTOR_ID]: embeddedProvider.provider,
  })
  const storage = createLatchStorage(browserStorage(win))
  // Solana wallets (Wallet Standard) beside the browser's EVM wallets: the connection routes each connector to its own.
  const solanaWallets = createLazySolanaWallets()
  const browserConnection = createLazyBrowserConnection(wallets, storage, solanaWallets, config.networks)
  const connection = connectionMachine.provide({
    actors: createConnectionActors(browserConnection),
    actions: createConnectionActions(browserConnection),
  })
  const network = networkInput(config, storage.getActiveCaipNetworkId())
  // The active namespace's account is the one shown (several namespaces can be connected at once).
  const shown = createShownAccount(network.active.split(':')[0] as ChainNamespace, (account) => {
    actor.send({ type: 'connection.changed', account })
    // R-SIWX-1: with sign-in enabled, each account (and chain) shown is asked to sign in where it has no session.
    if (config.siwx) actor.send({ type: 'siwx.account', caipAddress: account?.caipAddress ?? null })
    // SPEC §3 profileName and profileImage: the names flow finds them for each account shown.
    actor.send({ type: 'names.account', caipAddress: account?.caipAddress ?? null })
    // R-ENT-1: a reset account keeps nothing, balances included.
    if (!account) actor.send({ type: 'balance.clear' })
  })
  // Flows whose code and glue load after the first click (pairingFlow.ts, networkFlow.ts, balanceFlow.ts): the pairing
  // flow with the first pairing view, the network flow with the first account or choice of network, balances with
  // the first Account view. Each glue hands back its logic and how to wire its facts once spawned.
  const rawStorage = browserStorage(win)
  let signRequests = 0
  const glue: FlowGlue = {
    config,
    // One request id per message: the connection flow answers each with its own 'signed' fact.
    signMessage: (namespace, message) =>
      new Promise<SignOutcome>((resolve) => {
        const requestId = `sign-${++signRequests}`
        const connection = actor.system.get(connectionSystemId(namespace)) as ActorRefFrom<typeof connectionMachine>
        const subscription = connection.on('signed', (fact) => {
          if (fact.requestId !== requestId) return
          subscription.unsubscribe()
          resolve(fact.outcome)
        })
        connection.send({ type: 'connection.signMessage', requestId, message })
      }),
    send: (event) => actor.send(event),
    root: () => actor.getSnapshot(),
    copy: (text, what) =>
      void copyText(win?.navigator, text).then((copied) =>
        actor.send({ type: 'toast.show', message: copied ? `${what} copied` : 'Copy is not available here', variant: copied ? 'success' : 'error' }),
      ),
    storage,
    rawStorage,
    connection: browserConnection,
    showNamespace: (namespace) => shown.activate(namespace),
    connect: (namespace, request) => actor.system.get(connectionSystemId(namespace))?.send({ type: 'connection.connect', ...request }),
    attachEmbeddedProvider: embeddedProvider.attach,
    presentApprovalFrame: (port) => void (approvalFrame = port),
    walletConnect,
    fetch: deps.fetch ?? globalThis.fetch.bind(globalThis),
    win,
  }
  const wires: Partial<Record<LazyFlow, (flow: AnyActorRef) => void>> = {}
  let networkName: ((id: string) => string | undefined) | undefined
  async function loaded<T extends AnyStateMachine>(flow: LazyFlow, module: Promise<{ create(glue: FlowGlue): LoadedFlow<T> }>): Promise<T> {
    const { logic, wire } = (await module).create(glue)
    wires[flow] = wire
    return logic
  }
  const lazyFlows = {
    ...createPairingLoader(() => {
      walletConnect.preload()
      return loaded('pairing', import('./pairingFlow'))
    }),
    ...createNetworkLoader(() =>
      loaded(
        'network',
        import('./networkFlow').then((module) => ({
          create: (given: FlowGlue) => {
            const created = module.create(given)
            networkName = created.name
            return created
          },
        })),
      ),
    ),
    ...createBalanceLoader(() => loaded('balance', import('./balanceFlow'))),
    ...createEmbeddedLoader(() => loaded('embedded', import('./embeddedFlow'))),
    ...createSiwxLoader(() => loaded('siwx', import('./siwxFlow'))),
    ...createNamesLoader(() => loaded('names', import('./namesFlow'))),
  }
  // The EVM wallets as they announce themselves, then the Solana ones once their registry is asked (first opening).
  const installedWallets = {
    watch: (report: (installed: InstalledWallet[]) => void) => {
      const lists: InstalledWallet[][] = [[], []]
      const update = (index: number, list: InstalledWallet[]) => report((lists[index] = list) && lists.flat())
      const stops = [
        wallets.watch((connectors) => update(0, connectors.map(({ id, name, imageUrl, info }) => ({ connectorId: id, name, imageUrl, rdns: info?.rdns })))),
        solanaWallets.watch((connectors) => update(1, connectors.map((connector) => ({ ...connector, namespace: 'solana' as const })))),
      ]
      return () => stops.forEach((stop) => stop())
    },
  }
  const actor = createActor(rootMachine.provide({ actors: { modal, connection, ...lazyFlows, ...createRootActors(installedWallets) } }), {
    systemId: ROOT_SYSTEM_ID,
    input: { settings: modalSettings(config, isMobile(win)), recentWallets: storage.getRecentWallets(), network },
    inspect: deps.inspect,
  })
  return Object.assign(actor, {
    api,
    shown,
    loginUsed,
    storage,
    solanaWallets,
    copy: glue.copy,
    glue,
    wire: (flow: LazyFlow, ref: AnyActorRef) => wires[flow]?.(ref),
    networkName: (id: CaipNetworkId) => networkName?.(id),
  })
}

// "Switching network or reading chain id stores the last used chain" (SPEC §4): a reload starts on it, when the
// app still configures it; otherwise on the default network.
function networkInput(config: LatchConfig, stored: CaipNetworkId | undefined): NetworkInput {
  const active = stored && config.networks.includes(stored) ? stored : config.defaultNetwork
  return {
    settings: { enableNetworkSwitch: config.enableNetworkSwitch, allowUnsupportedChain: config.allowUnsupportedChain, basic: config.basic },
    networks: config.networks,
    active,
  }
}

export function createLatch(options: LatchOptions, deps: LatchDependencies = {}): Latch {
  const config = parseLatchConfig(options)
  // The page Latch lives in, resolved once for every service that needs it.
  const doc = deps.document ?? pageDocument()
  const win = doc?.defaultView ?? undefined
  const actor = createRootActor(config, { ...deps, document: doc })
  actor.start()
  const modal = actor.system.get('modal') as ActorRefFrom<typeof modalMachine>
  const connectionOf = (namespace: ChainNamespace) =>
    actor.system.get(connectionSystemId(CONNECTION_NAMESPACES.find((name) => name === namespace) ?? 'eip155')) as ActorRefFrom<typeof connectionMachine>
  const connections = CONNECTION_NAMESPACES.map(connectionOf)
  // R-NAV-1: connection status reaches the modal as events; R-ERR-3: a failed disconnect is a toast.
  modal.on('copyAddress', (fact) => actor.copy(fact.address, 'Address'))
  // A flow whose code loaded after the first click is spawned by the root; its facts are wired then.
  actor.on('flowStarted', ({ flow }) => {
    const ref = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[flow]
    if (ref) actor.wire(flow, ref)
  })
  modal.on('recentWallet', (fact) => actor.storage.addRecentWallet(fact.wallet))
  // Sign in with X's sessions API: its code loads with the first call.
  const sessions = () => import('./siwxFlow').then((module) => module.sessionsApi(actor.glue, modal.getSnapshot().context.account?.caipAddress))
  const setSessions = (count: number) => actor.send({ type: 'siwx.sessionsChanged', count })
  for (const connection of connections) {
    connection.on('status', (fact) => {
      actor.shown.status(fact)
      // An approved pairing is handed to the connection flow; connected, the pairing is done.
      if (fact.account) actor.send({ type: 'pairing.connected' })
      // The wallet's chain is the namespace's network (reading the chain id stores it, SPEC §4).
      const [namespace, chainId] = fact.account?.caipAddress.split(':') ?? []
      actor.send({
        type: 'network.accountChanged',
        namespace: fact.namespace,
        caipNetworkId: namespace && chainId ? `${namespace}:${chainId}` : null,
        approved: fact.account?.approvedChains as CaipNetworkId[] | undefined,
        cause: fact.cause,
      })
    })
    connection.on('toast', (fact) => actor.send({ type: 'toast.show', message: errorText(fact.code), variant: 'error' }))
  }
  let rpc: Promise<(request: { method: string; params?: readonly unknown[] | object }) => Promise<unknown>> | undefined
  // R-NAV-7: the modal-open fact becomes an analytics event (R-API-7); the API drops it when analytics is off.
  modal.on('analytics', (fact) => {
    void afterPaint(win).then(() => actor.api.sendEvent({ type: 'track', event: fact.event, properties: fact.properties }))
  })
  // R-FRAME-1: after an email login the frame is created at start (the stored session restores through it).
  if (config.services.frameUrl && actor.loginUsed()) actor.send({ type: 'frame.load' })
  // R-ERR-1: the cloud without a project id cannot work; say so at once instead of failing later.
  if (config.missingProjectId) actor.send({ type: 'alert.show', code: 'PROJECT_ID_NOT_CONFIGURED' })
  // R-API-4, R-API-5, R-VAL-12: the project's remote features and allowed origins, asked once, after the first
  // opening has painted (the API client loads with that opening anyway: the first click ships none of it).
  const firstOpening = modal.subscribe((snapshot) => {
    if (snapshot.matches('closed')) return
    firstOpening.unsubscribe()
    // Solana wallets are listed from the first opening on: their registry hears wallets registered before it.
    void actor.solanaWallets.start()
    void afterPaint(win)
      .then(() => import('./services/api/remoteConfig'))
      .then(({ loadRemoteConfig }) => loadRemoteConfig({ api: actor.api, origin: win?.location.origin, local: config.features }))
      .then(({ features, alert }) => {
        config.features = features
        if (alert) actor.send({ type: 'alert.show', code: alert })
      }, () => undefined)
  })
  const providers: Partial<Record<ChainNamespace, LatchEip1193Provider>> = {}
  const latch: Latch = {
    config,
    actor,
    modal,
    toast: actor.system.get('toast') as ActorRefFrom<typeof toastMachine>,
    alert: actor.system.get('alert') as ActorRefFrom<typeof alertMachine>,
    connection: connectionOf('eip155'),
    connectionOf,
    imageUrl: (kind, id) => actor.api.imageUrl(kind, id),
    networkName: (id) => actor.networkName(id),
    switchNetwork: (caipNetworkId) => actor.send({ type: 'network.switch', caipNetworkId }),
    open: (request = {}) => actor.send({ type: 'modal.open', ...request }),
    close: () => actor.send({ type: 'modal.close' }),
    get status() {
      return combineStatuses(connections.map((connection) => selectStatus(connection.getSnapshot())))
    },
    setAccount: (account) => actor.send({ type: 'connection.changed', account }),
    setSessions,
    request: (request) => (rpc ??= import('./rpcFlow').then((module) => module.create(actor.glue))).then((send) => send(request)),
    // The account shown signs: the active namespace's.
    signMessage: (message) => actor.glue.signMessage(actor.shown.namespace, message),
    getSessions: () => sessions().then((api) => api.list()),
    revokeSession: (session) => sessions().then((api) => api.revoke(session)),
    resolveName: (name) => import('./namesFlow').then((module) => module.resolveName(actor.glue, name)),
    getProvider: (namespace = 'eip155') =>
      (providers[namespace] ??= createLazyProvider(
        connectionOf(namespace),
        () => ({ connection: connectionOf(namespace).getSnapshot(), root: actor.getSnapshot() }),
        (emit, since) => import('./provider/eip1193Provider').then((module) => module.createEip1193Provider(latch, namespace, emit, since)),
      )),
    connect: (walletId) => import('./provider/headless').then((module) => module.connectWallet(latch, walletId)),
    disconnect: (namespace) => import('./provider/headless').then((module) => module.disconnect(latch, namespace)),
    reportError: (error) => {
      const cause = error instanceof Error ? error : new Error(String(error))
      void actor.api.reportError({ errorType: cause.name, errorMessage: cause.message, stackTrace: cause.stack })
    },
    stop: () => actor.stop(),
  }
  return latch
}
