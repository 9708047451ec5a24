// The modal run as the system runs it: inside a parent whose actor system holds stand-ins for the flows it asks
// (modal.flows.ts looks them up by systemId), with its I/O answered by hand. Every value here is written out, so the
// tests that use it pin SPEC.md, not the code.
import { assign, createActor, createMachine, fromCallback, SimulatedClock, type ActorRefFrom, type AnyActorLogic, type AnyEventObject } from 'xstate'
import { createApprovalFrameActors, createCatalogueActors, createDialogActors, createWalletListLoader, type ApprovalFramePort, type DialogDomPort } from '../../../../src/machines/modal/modal.actors'
import { modalMachine } from '../../../../src/machines/modal/modal.machine'
import type { ConnectCatalogue, ConnectedAccount, ModalEmitted, ModalSettings, Outcome } from '../../../../src/machines/modal/modal.types'
import type { WalletCard } from '../../../../src/core/walletCard'
export { settle } from '../support/promises'

export const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const SOL_ADDRESS = '7Np41oeYqPefeNQEHSv1UDhYrehxin3NStELsSKCT4K2'
export const SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

export const ACCOUNT: ConnectedAccount = { namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}`, walletName: 'Test wallet' }
export const SOL_ACCOUNT: ConnectedAccount = { namespace: 'solana', address: SOL_ADDRESS, caipAddress: `${SOLANA}:${SOL_ADDRESS}` }

/** The app: two EVM networks and Solana; sign-in not required unless a test says so. */
export const SETTINGS: ModalSettings = {
  embedded: false,
  signInRequired: false,
  basic: false,
  mobile: false,
  featuredWalletIds: ['featured-1'],
  includeWalletIds: ['include-1'],
  excludeWalletIds: ['exclude-1'],
  networks: ['eip155:1', 'eip155:137', SOLANA],
}

export const card = (n: number, rdns: string | null = null): WalletCard => ({
  id: `wallet-${n}`,
  name: `Wallet ${n}`,
  imageUrl: `https://img.example/${n}.png`,
  rdns,
  chains: ['eip155:1'],
  links: { mobile: null, desktop: `https://wallet-${n}.example`, webapp: null },
})

export const CATALOGUE: ConnectCatalogue = { featured: [card(1, 'io.one'), card(2)], recommended: [card(3, 'io.three')], count: 540 }


/** The All wallets list's logic as the loader hands it over: it keeps its input and counts the shows. */
export const fakeWalletList = createMachine({
  types: {} as { context: { input: unknown; shows: number }; input: unknown },
  context: ({ input }) => ({ input, shows: 0 }),
  on: { 'walletList.show': { actions: assign({ shows: ({ context }) => context.shows + 1 }) } },
})

type Pending<T> = { resolve(value: T): void; reject(error: unknown): void }
export type CatalogueCall = Pending<Outcome<ConnectCatalogue>> & { settings: ModalSettings; signal: AbortSignal }
export type Request = { flow: string; event: AnyEventObject }

export type StartOptions = {
  settings?: Partial<ModalSettings>
  account?: ConnectedAccount | null
  recentWallets?: WalletCard[]
  /** The systemIds with a flow running; by default every flow the modal asks. */
  flows?: string[]
  dialog?: DialogDomPort
  approvalFrame?: ApprovalFramePort
}

export const FLOWS = ['connection', 'connection.solana', 'pairing', 'network']

export function startModal(options: StartOptions = {}) {
  const clock = new SimulatedClock()
  const requests: Request[] = []
  const catalogueCalls: CatalogueCall[] = []
  const walletListLoads: Pending<AnyActorLogic>[] = []
  const facts: ModalEmitted[] = []
  const recorder = fromCallback<AnyEventObject, string>(({ input, receive }) => {
    receive((event) => requests.push({ flow: input, event }))
  })
  const provided = modalMachine.provide({
    actors: {
      ...createCatalogueActors({
        loadConnectWallets: (settings, signal) => new Promise((resolve, reject) => catalogueCalls.push({ settings, signal, resolve, reject })),
      }),
      ...createWalletListLoader(() => new Promise((resolve, reject) => walletListLoads.push({ resolve: (logic) => resolve(logic as never), reject }))),
      ...(options.dialog ? createDialogActors(options.dialog) : {}),
      ...(options.approvalFrame ? createApprovalFrameActors(options.approvalFrame) : {}),
    } as never,
  })
  const input = {
    settings: { ...SETTINGS, ...options.settings },
    ...(options.account !== undefined ? { account: options.account } : {}),
    ...(options.recentWallets ? { recentWallets: options.recentWallets } : {}),
  }
  // The flows are registered first, so the modal finds them from its first entry action (closed's pairing reset).
  const parent = createMachine({
    invoke: [...(options.flows ?? FLOWS).map((flow) => ({ src: recorder, systemId: flow, input: flow })), { src: provided, id: 'modal', systemId: 'modal', input }],
  })
  const root = createActor(parent, { clock })
  const modal = root.system.get('modal') as ActorRefFrom<typeof modalMachine>
  for (const type of ['analytics', 'copyAddress', 'recentWallet'] as const) modal.on(type, (fact) => facts.push(fact))
  root.start()
  const snapshot = () => modal.getSnapshot()
  return {
    root,
    modal,
    clock,
    requests,
    catalogueCalls,
    walletListLoads,
    facts,
    snapshot,
    send: (event: Parameters<typeof modal.send>[0]) => modal.send(event),
    view: () => snapshot().context.stack.at(-1)?.view,
    views: () => snapshot().context.stack.map((entry) => entry.view),
    /** The spawned All wallets list (the fake above), if any. */
    walletList: () => snapshot().children['walletList'] as unknown as ActorRefFrom<typeof fakeWalletList> | undefined,
    /** The view state on screen (open.view's child), or the life when not open. */
    state: () => {
      const value = snapshot().value
      return typeof value === 'string' ? value : (value.open.view as string)
    },
  }
}

export type Modal = ReturnType<typeof startModal>
