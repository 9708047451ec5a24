// A typed fixture for every event the modal accepts and every outcome of its actors and delays. The
// exhaustiveness check below fails to compile when a new event type has no fixture.
import type { WalletCard } from '../../../src/core/walletCard'
import type { ConnectedAccount, ModalEvent, ModalSettings } from '../../../src/machines/modal/modal.types'
import { createWalletListActors } from '../../../src/machines/walletList/walletList.actors'
import { walletListMachine } from '../../../src/machines/walletList/walletList.machine'

export const wallet = (n: number): WalletCard => ({
  id: `wallet-${n}`,
  name: `Wallet ${n}`,
  imageUrl: `data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>`,
  rdns: null,
  chains: ['eip155:1'],
  links: { mobile: null, desktop: `https://wallet-${n}.example/desktop`, webapp: null },
})

export const ACCOUNT: ConnectedAccount = {
  namespace: 'eip155',
  address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  walletName: 'Test wallet',
}

export const INSTALLED = { connectorId: 'dev.latch.testwallet', name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' }

export const CATALOGUE = { featured: [1, 2, 3, 4].map(wallet), recommended: [5, 6, 7, 8].map(wallet), count: 540 }
export const PAGE = { wallets: Array.from({ length: 40 }, (_, i) => wallet(i + 1)), count: 540 }
export const FAILURE = { code: 'HTTP_STATUS', message: 'HTTP status code: 500' }

export const settings = (overrides: Partial<ModalSettings> = {}): ModalSettings => ({
  embedded: false,
  signInRequired: true,
  basic: false,
  mobile: false,
  featuredWalletIds: [],
  includeWalletIds: [],
  excludeWalletIds: [],
  networks: ['eip155:1'],
  ...overrides,
})

/** Outcomes of invoked actors and delays, as the machine receives them. */
export type OutcomeEvent =
  | { type: 'xstate.done.actor.loadConnectWallets'; output: unknown }
  | { type: 'xstate.error.actor.loadConnectWallets'; error: unknown }
  | { type: 'xstate.done.actor.loadWalletList'; output: unknown }
  | { type: 'xstate.error.actor.loadWalletList'; error: unknown }
  | { type: 'xstate.after.shake.modal.open.shake.shaking' }
  | { type: 'xstate.after.closeAnimation.modal.closing' }

export type ModelEvent = ModalEvent | OutcomeEvent

/** Callbacks of the transaction fixture record what ran (R-NAV-4). */
export const transactionCalls: string[] = []

const fixtures: { [K in ModalEvent['type']]: Extract<ModalEvent, { type: K }>[] } = {
  'modal.open': [
    { type: 'modal.open' },
    { type: 'modal.open', view: 'AllWallets' },
    { type: 'modal.open', view: 'Account' },
    // R-NAV-2: the app (eip155:1 only) has no Solana network: no wallet to offer.
    { type: 'modal.open', view: 'Connect', namespace: 'solana' },
    { type: 'modal.open', view: 'AllWallets', namespace: 'solana' },
    { type: 'modal.open', namespace: 'eip155' },
    { type: 'modal.open', view: 'WalletDetails', data: { walletName: 'Wallet 9', wallet: wallet(9) } },
    { type: 'modal.open', view: 'ConnectingWalletConnect' },
    { type: 'modal.open', view: 'ConnectingWalletConnectBasic' },
    { type: 'modal.open', view: 'Networks' },
    { type: 'modal.open', view: 'UnsupportedChain' },
    { type: 'modal.open', view: 'SIWXSignMessage' },
    { type: 'modal.open', view: 'RegisterAccountName' },
    { type: 'modal.open', view: 'Send' },
    { type: 'modal.open', view: 'Receive' },
    { type: 'modal.open', view: 'OnRamp' },
  ],
  'modal.close': [{ type: 'modal.close' }],
  'modal.back': [{ type: 'modal.back' }],
  'router.back': [{ type: 'router.back' }],
  'modal.shake': [{ type: 'modal.shake' }],
  'router.push': [
    { type: 'router.push', view: 'AllWallets' },
    { type: 'router.push', view: 'WalletDetails', data: { walletName: 'Wallet 1', wallet: wallet(1) } },
    { type: 'router.push', view: 'Connect' },
    { type: 'router.push', view: 'Account' },
    { type: 'router.push', view: 'ConnectingWalletConnect', data: { walletName: 'Wallet 1', wallet: wallet(1) } },
    { type: 'router.push', view: 'ConnectingWalletConnectBasic' },
    { type: 'router.push', view: 'Networks' },
    { type: 'router.push', view: 'UnsupportedChain' },
    { type: 'router.push', view: 'EmailVerifyOtp' },
    { type: 'router.push', view: 'EmailVerifyDevice' },
    { type: 'router.push', view: 'UpdateEmail' },
    { type: 'router.push', view: 'UpdateEmailPrimaryOtp' },
    { type: 'router.push', view: 'UpdateEmailSecondaryOtp' },
    { type: 'router.push', view: 'SIWXSignMessage' },
    { type: 'router.push', view: 'RegisterAccountName' },
    { type: 'router.push', view: 'RegisterAccountNameSuccess' },
    { type: 'router.push', view: 'Send' },
    { type: 'router.push', view: 'Receive' },
    { type: 'router.push', view: 'OnRamp' },
  ],
  'router.replace': [
    { type: 'router.replace', view: 'RegisterAccountNameSuccess' },
    { type: 'router.replace', view: 'Connect' },
  ],
  'router.drop': [{ type: 'router.drop', view: 'SIWXSignMessage' }],
  'transaction.push': [
    {
      type: 'transaction.push',
      view: 'ApproveTransaction',
      data: { summary: 'Send 1 ETH' },
      onSuccess: () => transactionCalls.push('success'),
      onError: () => transactionCalls.push('error'),
      onCancel: () => transactionCalls.push('cancel'),
    },
    // R-NAV-4: a second request stacks over the first, with callbacks of its own.
    {
      type: 'transaction.push',
      view: 'ApproveTransaction',
      data: { summary: 'Sign the order' },
      onSuccess: () => transactionCalls.push('second success'),
      onError: () => transactionCalls.push('second error'),
      onCancel: () => transactionCalls.push('second cancel'),
    },
  ],
  'transaction.succeeded': [{ type: 'transaction.succeeded' }],
  'transaction.failed': [{ type: 'transaction.failed' }],
  'transaction.cancelled': [{ type: 'transaction.cancelled' }],
  'catalogue.retry': [{ type: 'catalogue.retry' }],
  'connection.changed': [
    { type: 'connection.changed', account: ACCOUNT },
    { type: 'connection.changed', account: null },
  ],
  'connectors.changed': [{ type: 'connectors.changed', installed: [INSTALLED] }],
  'wallet.connect': [{ type: 'wallet.connect', wallet: INSTALLED }],
  'account.copyAddress': [{ type: 'account.copyAddress' }],
  'account.disconnect': [{ type: 'account.disconnect' }],
  'account.profile': [
    { type: 'account.profile', caipAddress: ACCOUNT.caipAddress, name: 'alice', image: 'http://127.0.0.1:9/v1/profile/avatar/alice' },
    // Another account's profile is not this one's.
    { type: 'account.profile', caipAddress: 'eip155:1:0x0000000000000000000000000000000000000001', name: 'bob-1', image: null },
  ],
  'walletList.load': [{ type: 'walletList.load' }],
  // The network flow's facts (R-NAV-10, R-NAV-11).
  'network.switched': [
    { type: 'network.switched', close: true },
    { type: 'network.switched', close: false },
  ],
  'network.switchFailed': [{ type: 'network.switchFailed' }],
  'network.connectNamespace': [{ type: 'network.connectNamespace', namespace: 'solana' }],
  'network.supportChanged': [
    { type: 'network.supportChanged', unsupported: true },
    { type: 'network.supportChanged', unsupported: false },
  ],
  'siwx.sessionsChanged': [
    { type: 'siwx.sessionsChanged', count: 1 },
    { type: 'siwx.sessionsChanged', count: 0 },
  ],
}

const outcomes: OutcomeEvent[] = [
  { type: 'xstate.done.actor.loadConnectWallets', output: { ok: true, value: CATALOGUE } },
  { type: 'xstate.done.actor.loadConnectWallets', output: { ok: false, error: FAILURE } },
  { type: 'xstate.error.actor.loadConnectWallets', error: new Error('boom') },
  // The All wallets list's code: loaded (a list whose pages answer at once; its own states are walked by the wallet
  // list's model), or not loaded.
  { type: 'xstate.done.actor.loadWalletList', output: walletListMachine.provide({ actors: createWalletListActors({ loadWalletPage: () => Promise.resolve({ ok: true, value: PAGE }) }) }) },
  { type: 'xstate.error.actor.loadWalletList', error: new Error('chunk failed') },
  { type: 'xstate.after.shake.modal.open.shake.shaking' },
  { type: 'xstate.after.closeAnimation.modal.closing' },
]

export const ALL_EVENTS: ModelEvent[] = [...Object.values(fixtures).flat(), ...outcomes]
