// createLatch: validates the config, builds and starts the root actor (rootActor.ts), wires the facts flows emit
// to the services, and hands the app its Latch (latch.types.ts).
// The root actor first: its module imports XState before anything imports zod. An app's bundler keeps the packages'
// execution order; XState in a chunk of its own and zod inlined after it made Rolldown split zod into a chunk of
// its own too (0.7 KiB more at start, issue 17's size gate).
import { createRootActor } from './rootActor'
import type { ActorRefFrom, AnyActorRef } from 'xstate'
import type { ChainNamespace } from '../core/caip'
import { parseLatchConfig, type LatchOptions } from '../core/config'
import { errorPhrase } from '../core/errors'
import { providerRpcUrl } from '../core/providerRpcUrl'
import type { alertMachine } from '../machines/alert/alert.machine'
import type { connectionMachine } from '../machines/connection/connection.machine'
import { combineStatuses, selectStatus } from '../machines/connection/connection.selectors'
import { CONNECTION_NAMESPACES, connectionSystemId } from '../machines/connection/connection.systemId'
import type { localeMachine } from '../machines/locale/locale.machine'
import type { modalMachine } from '../machines/modal/modal.machine'
import type { toastMachine } from '../machines/toast/toast.machine'
import type { CaipNetworkId } from '../core/caip'
import type { LatchEip1193Provider } from '../provider/eip1193.types'
import { createLazyProvider } from '../provider/lazyProvider'
import { afterPaint } from '../services/scheduling/afterPaint'
import type { LatchDependencies, LatchInstance } from './latch.types'

export type { Latch, LatchDependencies, LatchInstance, OpenOptions } from './latch.types'

// SSR: on a server (no window, no document) Latch still starts, disconnected and closed, so the page renders the
// connect button; the browser's Latch restores the session and opens the modal.
const later = () => import('./later')

const pageDocument = (): Document | undefined => (typeof document === 'undefined' ? undefined : document)

export function createLatch(options: LatchOptions, deps: LatchDependencies = {}): LatchInstance {
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
  const localeActor = actor.system.get('locale') as ActorRefFrom<typeof localeMachine>
  // R-NAV-1: connection status reaches the modal as events; R-ERR-3: a failed disconnect is a toast.
  modal.on('copyAddress', (fact) => void actor.glue().then((glue) => glue.copy(fact.address, 'address')))
  // A flow whose code loaded after the first click is spawned by the root; its facts are wired then.
  actor.on('flowStarted', ({ flow }) => {
    const ref = (actor.getSnapshot().children as Record<string, AnyActorRef | undefined>)[flow]
    if (ref) actor.wire(flow, ref)
  })
  modal.on('recentWallet', (fact) => actor.storage.addRecentWallet(fact.wallet))
  // Sign in with X's sessions API: its code loads with the first call.
  const sessions = () => Promise.all([later().then((load) => load.siwxFlow()), actor.glue()]).then(([module, glue]) => module.sessionsApi(glue, modal.getSnapshot().context.account?.caipAddress))
  const setSessions = (count: number) => actor.send({ type: 'siwx.sessionsChanged', count })
  for (const connection of connections) {
    connection.on('status', (fact) => {
      // The wallet's chain is the namespace's network (reading the chain id stores it, SPEC §4). Issue 32: the network
      // flow hears first, so a switch waiting for this connection is under way before the views it moves are left.
      const [namespace, chainId] = fact.account?.caipAddress.split(':') ?? []
      actor.send({
        type: 'network.accountChanged',
        namespace: fact.namespace,
        caipNetworkId: namespace && chainId ? `${namespace}:${chainId}` : null,
        approved: fact.account?.approvedChains as CaipNetworkId[] | undefined,
        cause: fact.cause,
      })
      actor.shown.status(fact)
      // An approved pairing is handed to the connection flow; connected, the pairing is done.
      if (fact.account) actor.send({ type: 'pairing.connected' })
    })
    connection.on('toast', (fact) => actor.send({ type: 'toast.show', phrase: errorPhrase(fact.code), variant: 'error' }))
  }
  let rpc: Promise<(request: { method: string; params?: readonly unknown[] | object }) => Promise<unknown>> | undefined
  // R-NAV-7: the modal-open fact becomes an analytics event (R-API-7); the API drops it when analytics is off.
  modal.on('analytics', (fact) => {
    void afterPaint(win).then(() => actor.api.sendEvent({ type: 'track', event: fact.event, properties: fact.properties }))
  })
  // R-FRAME-1: after an email login the frame is created at start (the stored session restores through it).
  if (config.services.frameUrl && actor.loginUsed()) actor.send({ type: 'frame.load' })
  // Issue 35: a locale other than English loads its catalogue at once: the connect button says its words.
  if (!localeActor.getSnapshot().context.locale) actor.send({ type: 'locale.need' })
  // R-ERR-1: the cloud without a project id cannot work; say so at once instead of failing later.
  if (config.missingProjectId) actor.send({ type: 'alert.show', code: 'PROJECT_ID_NOT_CONFIGURED' })
  // R-API-4, R-API-5, R-VAL-12: the project's remote features and allowed origins, asked once, after the first
  // opening has painted (the API client loads with that opening anyway: the first click ships none of it); issue 33:
  // with them, the console warning for services left to the cloud.
  const firstOpening = modal.subscribe((snapshot) => {
    if (snapshot.matches('closed')) return
    firstOpening.unsubscribe()
    // Issue 35: the dialog speaks its catalogue (English's too loads with the first opening, if no hover did).
    actor.send({ type: 'locale.need' })
    // Solana wallets are listed from the first opening on: their registry hears wallets registered before it.
    void actor.solanaWallets.start()
    void afterPaint(win)
      .then(() => later().then((load) => load.firstOpening()))
      .then(({ firstOpening }) => firstOpening(config, { api: actor.api, origin: win?.location.origin }))
      .then(({ features, alert }) => {
        config.features = features
        if (alert) actor.send({ type: 'alert.show', code: alert })
      }, () => undefined)
  })
  const providers: Partial<Record<ChainNamespace, LatchEip1193Provider>> = {}
  const latch: LatchInstance = {
    config,
    actor,
    modal,
    toast: actor.system.get('toast') as ActorRefFrom<typeof toastMachine>,
    alert: actor.system.get('alert') as ActorRefFrom<typeof alertMachine>,
    localeActor,
    connection: connectionOf('eip155'),
    connectionOf,
    imageUrl: (kind, id) => actor.api.imageUrl(kind, id),
    networkName: (id) => actor.networkName(id),
    rpcUrl: (id) => {
      const entry = config.networkEntries.find((network) => (typeof network === 'string' ? network : network.caipNetworkId) === id)
      return typeof entry === 'string' ? providerRpcUrl(entry, { rpcUrl: config.services.rpcUrl, projectId: config.projectId }) : entry?.rpcUrl
    },
    switchNetwork: (caipNetworkId) => actor.send({ type: 'network.switch', caipNetworkId }),
    open: (request = {}) => actor.send({ type: 'modal.open', ...request }),
    close: () => actor.send({ type: 'modal.close' }),
    get status() {
      return combineStatuses(connections.map((connection) => selectStatus(connection.getSnapshot())))
    },
    setAccount: (account) => actor.send({ type: 'connection.changed', account }),
    setSessions,
    request: (request) => (rpc ??= Promise.all([later().then((load) => load.rpcFlow()), actor.glue()]).then(([module, glue]) => module.create(glue))).then((send) => send(request)),
    // The account shown signs: the active namespace's.
    signMessage: (message) => actor.glue().then((glue) => glue.signMessage(actor.shown.namespace, message)),
    getSessions: () => sessions().then((api) => api.list()),
    revokeSession: (session) => sessions().then((api) => api.revoke(session)),
    resolveName: (name) => Promise.all([later().then((load) => load.namesFlow()), actor.glue()]).then(([module, glue]) => module.resolveName(glue, name)),
    getProvider: (namespace = 'eip155') =>
      (providers[namespace] ??= createLazyProvider(
        connectionOf(namespace),
        () => ({ connection: connectionOf(namespace).getSnapshot(), root: actor.getSnapshot() }),
        (emit, since) => later().then((load) => load.eip1193Provider()).then((module) => module.createEip1193Provider(latch, namespace, emit, since)),
      )),
    connect: (walletId) => later().then((load) => load.headless()).then((module) => module.connectWallet(latch, walletId)),
    disconnect: (namespace) => later().then((load) => load.headless()).then((module) => module.disconnect(latch, namespace)),
    reportError: (error) => {
      const cause = error instanceof Error ? error : new Error(String(error))
      void actor.api.reportError({ errorType: cause.name, errorMessage: cause.message, stackTrace: cause.stack })
    },
    setLocale: (locale) => actor.send({ type: 'locale.set', locale }),
    setOnRampProviders: (names) => actor.send({ type: 'onRamp.providers', names }),
    stop: () => {
      actor.stop()
      actor.solanaWallets.stop()
    },
  }
  return latch
}
