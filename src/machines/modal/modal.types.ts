import type { ChainNamespace } from '../../core/caip'
import type { ShownError, WalletCard } from '../../core/walletCard'

// SPEC §2 views that exist today; a later capability adds one here, one state in modal.machine.ts and one lazy view.
export const MODAL_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'WalletDetails',
  'ConnectingWallet',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'ApproveTransaction',
  'Networks',
  'UnsupportedChain',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Send',
  'Receive',
  'OnRamp',
] as const
export type ModalView = (typeof MODAL_VIEWS)[number]

/** Views reached by router.push, by back, or as a requested start view. ApproveTransaction is entered only with
 * its transaction (transaction.push), ConnectingWallet only by choosing a wallet (wallet.connect). A new view is
 * one entry here, one state and one lazy view. */
export const NAVIGABLE_VIEWS = [
  'Connect',
  'Account',
  'AllWallets',
  'WalletDetails',
  'ConnectingWalletConnect',
  'ConnectingWalletConnectBasic',
  'Networks',
  'UnsupportedChain',
  'EmailVerifyOtp',
  'EmailVerifyDevice',
  'UpdateEmail',
  'UpdateEmailPrimaryOtp',
  'UpdateEmailSecondaryOtp',
  'SIWXSignMessage',
  'RegisterAccountName',
  'RegisterAccountNameSuccess',
  'Send',
  'Receive',
  'OnRamp',
] as const satisfies readonly ModalView[]
export type NavigableView = (typeof NAVIGABLE_VIEWS)[number]

/** Views a flow shows in place of the one on top (R-NAME-2: the registration's success replaces its form; issue 32:
 * a failed email login resets a modal that started on another view to Connect). */
export const REPLACING_VIEWS = ['RegisterAccountNameSuccess', 'Connect'] as const satisfies readonly NavigableView[]
export type ReplacingView = (typeof REPLACING_VIEWS)[number]

// R-NAV-9: the sign and approve views, where close can be disabled while sign-in is required.
export const APPROVAL_VIEWS: readonly ModalView[] = ['ApproveTransaction', 'SIWXSignMessage']

/** Views back can land on: the navigable ones, and an approval still waiting under the one on top (R-NAV-4). */
export const BACK_TARGETS = [...NAVIGABLE_VIEWS, 'ApproveTransaction'] as const satisfies readonly ModalView[]

export type ViewData = Readonly<Record<string, unknown>>

/** One view in the history, with the data it was opened with, so going back shows it as it was. An approval
 * view names the transaction it asks about (R-NAV-4), so each request on the stack settles only itself. */
export type HistoryEntry = { view: ModalView; data?: ViewData; transaction?: number }

/** A wallet this browser can connect to directly (announced over EIP-6963, or injected), as views show it. */
/** A wallet this browser has; `namespace` is set for a non-EVM wallet (a Solana wallet of the Wallet Standard). */
export type InstalledWallet = { connectorId: string; name: string; imageUrl?: string; rdns?: string; namespace?: 'solana' }

export type ConnectedAccount = {
  namespace: ChainNamespace
  address: string
  caipAddress: string
  walletName?: string
  /** The chains the wallet's session approved, when it limits them (WalletConnect). */
  approvedChains?: string[]
}

/** SPEC §3 profileName and profileImage of an account (the names flow finds them; null: it has none). */
export type AccountProfile = { caipAddress: string; name: string | null; image: string | null }

/** R-NAV-4: the callbacks a dapp stacks with a request for approval. */
export type TransactionCallbacks = {
  onSuccess?: () => void
  onError?: () => void
  onCancel?: () => void
}

/** R-NAV-4: one entry of the transaction stack, named by the history entry that shows it. */
export type TransactionEntry = TransactionCallbacks & { id: number }

/** What the modal reads from the dapp's config (a slice of LatchConfig, so tests can build it by hand). */
export type ModalSettings = {
  embedded: boolean
  signInRequired: boolean
  /** Basic pairing mode: the start view is the QR beside the wallet list, without the other connectors. */
  basic: boolean
  /** R-VAL-7: a phone or tablet: wallets open by deep link rather than by scanning. */
  mobile: boolean
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  networks: string[]
}

export type ConnectCatalogue = { featured: WalletCard[]; recommended: WalletCard[]; count: number }

/** Expected failures resolve as values that guards route on (DESIGN: result unions). */
export type Outcome<T> = { ok: true; value: T } | { ok: false; error: ShownError }

export type ModalContext = {
  settings: ModalSettings
  /** View history with each view's data; the last entry is the view on screen (R-NAV-3). */
  stack: HistoryEntry[]
  requested: { view: NavigableView | undefined; data: ViewData | undefined }
  /** R-NAV-2: the namespace the modal was opened for, if restricted. */
  namespace: ChainNamespace | undefined
  account: ConnectedAccount | null
  installed: InstalledWallet[]
  /** R-CONST-3: newest first, at most 2; shown first on Connect. */
  recentWallets: WalletCard[]
  siwxSessions: number
  profile: AccountProfile | null
  /** R-NAV-4: requests still waiting for an answer, oldest first. */
  transactions: TransactionEntry[]
  /** The id the next pushed transaction gets. */
  nextTransaction: number
  catalogue: ConnectCatalogue | undefined
  catalogueError: ShownError | undefined
}

export type ModalEvent =
  | { type: 'modal.open'; view?: NavigableView; data?: ViewData; namespace?: ChainNamespace }
  | { type: 'modal.close' }
  | { type: 'modal.back' }
  /** Raised by flows: back one view even where a person's back is blocked. */
  | { type: 'router.back' }
  | { type: 'modal.shake' }
  | { type: 'router.push'; view: NavigableView; data?: ViewData }
  /** Flows: the view on top gives way to another (back then leads where the replaced view's back led). */
  | { type: 'router.replace'; view: ReplacingView }
  /** Flows: a view whose question went away leaves the stack, wherever it is in it (the sign-in of an account gone). */
  | { type: 'router.drop'; view: 'SIWXSignMessage' }
  | ({ type: 'transaction.push'; view: 'ApproveTransaction'; data?: ViewData } & TransactionCallbacks)
  | { type: 'transaction.succeeded' }
  | { type: 'transaction.failed' }
  | { type: 'transaction.cancelled' }
  | { type: 'catalogue.retry' }
  | { type: 'connection.changed'; account: ConnectedAccount | null }
  | { type: 'connectors.changed'; installed: InstalledWallet[] }
  /** A person chose an installed wallet: show ConnectingWallet and ask the connection flow to connect. */
  | { type: 'wallet.connect'; wallet: InstalledWallet }
  | { type: 'siwx.sessionsChanged'; count: number }
  | { type: 'account.copyAddress' }
  | { type: 'account.disconnect' }
  /** SPEC §3 profileName and profileImage of an account (null: it has none). */
  | ({ type: 'account.profile' } & AccountProfile)
  /** All wallets is on screen, or its Retry was pressed: the list's code loads if it has not, and the list shows. */
  | { type: 'walletList.load' }
  /** The network flow's facts (R-NAV-10, R-NAV-11), as system.ts forwards them. */
  | { type: 'network.switched'; close: boolean }
  | { type: 'network.switchFailed' }
  /** R-CONN-2: a network of a namespace with no account was chosen: Connect, for that namespace's wallets. */
  | { type: 'network.connectNamespace'; namespace: ChainNamespace }
  | { type: 'network.supportChanged'; unsupported: boolean }

/** Facts the modal reports to the system (analytics); it never calls a service itself. */
export type ModalEmitted =
  | { type: 'analytics'; event: 'MODAL_OPEN' | 'MODAL_CLOSE'; properties: Record<string, unknown> }
  | { type: 'copyAddress'; address: string }
  /** A connection succeeded with this wallet: it is the newest recent wallet (storage keeps it). */
  | { type: 'recentWallet'; wallet: WalletCard }

export type ModalInput = { settings: ModalSettings; account?: ConnectedAccount | null; recentWallets?: WalletCard[] }
