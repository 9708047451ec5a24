// The root actor and what it is built from: the provider API, the wallet catalogue, the modal, the wallets and the
// connection flow, the account shown, and the flows that load later. createLatch starts it and wires its facts.
import { createActor, fromPromise } from 'xstate'
import type { ChainNamespace, CaipNetworkId } from '../core/caip'
import type { LatchConfig } from '../core/config'
import { SDK_VERSION } from '../core/constants'
import { createConnectionActions, createConnectionActors } from '../machines/connection/connection.actors'
import { connectionMachine } from '../machines/connection/connection.machine'
import { selectConnectedAddress } from '../machines/connection/connection.selectors'
import { connectionSystemId } from '../machines/connection/connection.systemId'
import type { ApprovalFramePort } from '../machines/modal/modal.actors'
import type { ModalSettings } from '../machines/modal/modal.types'
import type { NetworkInput } from '../machines/network/network.types'
import { localeMachine, type LocaleInput, type LocaleLoaded } from '../machines/locale/locale.machine'
import { createRootActors } from '../machines/root/root.actors'
import { rootMachine } from '../machines/root/root.machine'
import { ROOT_SYSTEM_ID } from '../machines/root/root.systemId'
import { createLazyProviderApi } from '../services/api/lazyProviderApi'
import { createLazyWalletCatalogue } from '../services/catalogue/lazyWalletCatalogue'
import { isMobile } from '../services/device/isMobile'
import { afterPaint } from '../services/scheduling/afterPaint'
import { browserStorage, createLatchStorage, sweepStoredValues } from '../services/storage'
import type { FlowGlue } from './flowGlue'
import type { LatchDependencies } from './latch.types'
import { createLazyFlows } from './lazyFlows'
import { createModalLogic } from './modalLogic'
import { createShownAccount } from './shownAccount'
import { createWalletSources } from './walletSources'

export type RootActor = ReturnType<typeof createRootActor>

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

export function createRootActor(config: LatchConfig, deps: LatchDependencies & { document: Document | undefined }) {
  const doc = deps.document
  const win = doc?.defaultView ?? undefined
  const fetch = deps.fetch ?? globalThis.fetch.bind(globalThis)
  const api = createLazyProviderApi({
    baseUrl: config.services.apiUrl,
    projectId: config.projectId,
    sdkType: config.sdkType,
    sdkVersion: SDK_VERSION,
    fetch,
    analytics: config.features.analytics,
    // R-PERM-2: the API reports configuration problems as alerts; they go to the alert flow.
    onAlert: (code) => actor.send({ type: 'alert.show', code }),
    // R-API-7: events sent while an account is connected carry its address.
    address: () => selectConnectedAddress(actor.system.get(connectionSystemId(shown.namespace))?.getSnapshot()),
  })
  const rawStorage = browserStorage(win)
  // R-ENT-3: before anything reads storage, every stored value of the first click's keys that fails its schema is
  // removed; the other keys' follow as soon as their schemas' chunk has loaded.
  void sweepStoredValues(rawStorage)
  const storage = createLatchStorage(rawStorage)
  const catalogue = createLazyWalletCatalogue(api, { Image: win?.Image, beforeOpeningFetch: () => afterPaint(win), mobile: isMobile(win) })
  let approvalFrame: ApprovalFramePort | undefined
  const modal = createModalLogic(catalogue, doc, config.embedded, () => approvalFrame)
  const sources = createWalletSources(config, win, storage, fetch, () => actor.send({ type: 'frame.load' }))
  const connection = connectionMachine.provide({
    actors: createConnectionActors(sources.connection),
    actions: createConnectionActions(sources.connection),
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
  // What the lazily loaded flows are handed (flowGlue.ts) loads with the first of them: not in the first click.
  let glueLoad: Promise<FlowGlue> | undefined
  const glue = () =>
    (glueLoad ??= import('./flowGlueOf').then(({ createFlowGlue }) =>
      createFlowGlue(() => actor, {
        config,
        storage,
        rawStorage,
        sources,
        shown,
        presentApprovalFrame: (port) => void (approvalFrame = port),
        fetch,
        win,
      }),
    ))
  const lazyFlows = createLazyFlows(glue, () => sources.walletConnect.preload())
  // Issue 35: a catalogue's chunk loads only when the locale machine asks for it.
  const locale = localeMachine.provide({
    actors: { loadLocale: fromPromise<LocaleLoaded, LocaleInput>(({ input }) => import('../i18n/loadLocale').then((module) => module.loadLocale(input.requested))) },
  })
  const actor = createActor(rootMachine.provide({ actors: { modal, connection, locale, ...lazyFlows.actors, ...createRootActors(sources.installed) } }), {
    systemId: ROOT_SYSTEM_ID,
    input: {
      settings: modalSettings(config, isMobile(win)),
      recentWallets: storage.getRecentWallets(),
      network,
      // Issue 35: the app's locale, else the browser's languages (none on a server: English).
      locale: { requested: config.locale ? [config.locale] : (win?.navigator.languages ?? []) },
    },
    inspect: deps.inspect,
    ...(deps.clock ? { clock: deps.clock } : {}),
  })
  return Object.assign(actor, {
    api,
    shown,
    loginUsed: sources.loginUsed,
    storage,
    solanaWallets: sources.solanaWallets,
    glue,
    wire: lazyFlows.wire,
    networkName: lazyFlows.networkName,
  })
}
