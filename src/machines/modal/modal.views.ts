// The view on screen, as a state of the modal's `view` region: each view a child, so the inspector draws every way in
// and out. Guards and actions are named here and implemented in modal.machine.ts.
import { goBack, pushTo, replaceTo, startOnRequested } from './modal.navigation'
import { pairingView } from './modal.regions'
import { topEntry } from './modal.stack'
import type { ModalContext } from './modal.types'

/** The embedded wallet's request the top view shows, if it is one (its frame then decides, issue 31). */
const frameRequestOf = ({ context }: { context: ModalContext }) => {
  const requestId = topEntry(context.stack)?.data?.['frameRequest']
  return { requestId: typeof requestId === 'string' ? requestId : undefined }
}

// A view that asks the network flow (Networks, UnsupportedChain): its code loads with the view; leaving drops a
// switch still waiting; R-NAV-11: a successful switch may close the modal (the network left was not requested),
// else goes back; a failed one goes back one view (the reason is a toast).
function networkView<const T extends object>(on: T) {
  return {
    tags: ['closable'],
    entry: 'loadNetworkFlow',
    exit: 'cancelNetworkSwitch',
    on: {
      'network.switched': [{ guard: 'isCloseAfterSwitch', target: '#modal.closing' }, { actions: 'backOneView' }],
      'network.switchFailed': { actions: 'backOneView' },
      ...on,
    },
  } as const
}

const accountView = {
  tags: ['closable'],
  on: { 'connection.changed': { guard: 'isAccountGone', target: '#modal.closing', actions: 'setAccount' } },
} as const

// Issue 36: a wallet feature with a flow of its own (Send, Buy), started with its view (modal.flows.ts).
const featureView = { ...accountView, entry: 'startFeature' } as const

const emailView = {
  tags: ['closable'],
  on: { 'connection.changed': { guard: 'isAccountConnected', target: '#modal.closing', actions: 'setAccount' } },
} as const

export const viewRegion = {
  initial: 'starting',
  on: {
    'modal.close': [
      // R-NAV-9: close is disabled on an approval while sign-in is required and no session exists.
      { guard: 'isCloseBlocked', actions: 'shake' },
      // R-NAV-6: embedded mode never hides; close resets to Account when connected, otherwise Connect.
      { guard: 'isEmbeddedAndConnected', target: '.Account', actions: ['cancelAllTransactions', { type: 'resetTo', params: { view: 'Account' } }, 'resetPairingUri'] },
      { guard: 'isEmbedded', target: '.Connect', actions: ['cancelAllTransactions', { type: 'resetTo', params: { view: 'Connect' } }, 'resetPairingUri'] },
      { target: '#modal.closing' },
    ],
    // R-NAV-3: back pops the history; R-NAV-9 disables close only, so back still leads out.
    'modal.back': goBack,
    // Flows go back one view (R-NAV-4 error/cancel, R-NAV-11 failed switch).
    'router.back': goBack,
    'router.push': pushTo,
    'router.replace': replaceTo,
    // Issue 32: on top it leaves as back would take it; under another view it is taken out of the history.
    'router.drop': { actions: 'dropFromStack' },
    // Account and Receive copy the shown account's address.
    'account.copyAddress': { guard: 'isConnected', actions: 'copyAddress' },
    // R-CONN-2: a network of a namespace with no account was chosen: Connect on top, for that namespace.
    'network.connectNamespace': { target: '.Connect', actions: 'pushConnectFor' },
    'wallet.connect': { target: '.ConnectingWallet', actions: ['pushConnecting', 'startConnection'] },
    // R-NAV-4: a transaction pushes its callbacks and its approval view together.
    'transaction.push': { target: '.ApproveTransaction', actions: 'pushTransaction' },
    // R-NAV-10: the active network left the requested ones while the modal is open: UnsupportedChain on top.
    'network.supportChanged': { guard: 'isUnsupportedNotShown', target: '.UnsupportedChain', actions: 'pushUnsupportedChain' },
  },
  states: {
    // R-NAV-1, R-NAV-2: the requested view wins; otherwise Account when connected, else Connect.
    starting: {
      always: [
        ...startOnRequested,
        { guard: 'isConnected', target: 'Account', actions: { type: 'startAt', params: { view: 'Account' } } },
        // Basic mode: the QR beside the wallet list is where connecting starts.
        { guard: 'isBasic', target: 'ConnectingWalletConnectBasic', actions: { type: 'startAt', params: { view: 'ConnectingWalletConnectBasic' } } },
        { target: 'Connect', actions: { type: 'startAt', params: { view: 'Connect' } } },
      ],
    },
    Connect: { tags: ['closable'], entry: 'preparePairing' },
    Account: {
      tags: ['closable'],
      on: {
        'account.disconnect': { guard: 'isConnected', actions: 'disconnect' },
        // Disconnected from here (or by the wallet): nothing is left to show.
        'connection.changed': { guard: 'isAccountGone', target: '#modal.closing', actions: 'setAccount' },
      },
    },
    AllWallets: { tags: ['closable'], entry: ['loadWalletList', 'preparePairing'] },
    WalletDetails: { tags: ['closable'] },
    // The wallet's own popup does the asking; leaving this view (back, close) withdraws the request.
    ConnectingWallet: {
      tags: ['closable'],
      exit: 'cancelConnection',
      on: {
        // Connected: the modal's job is done (the dapp now shows the account).
        'connection.changed': { guard: 'isAccountConnected', target: '#modal.closing', actions: ['setAccount', 'rememberRecentWallet'] },
      },
    },
    ConnectingWalletConnect: pairingView,
    ConnectingWalletConnectBasic: pairingView,
    // R-NAV-4: the request on top of the stack is the one shown; once answered, its view leaves. Issue 31: an
    // embedded wallet's request is shown and decided in its frame, laid over this view while it is on screen.
    ApproveTransaction: {
      invoke: { src: 'presentApprovalFrame', input: frameRequestOf },
      on: {
        'transaction.succeeded': { guard: 'isShownTransactionPending', actions: ['settleTransaction', 'backOneView'] },
        // R-NAV-4: error or cancel runs its callback and goes back one view.
        'transaction.failed': { guard: 'isShownTransactionPending', actions: ['settleTransaction', 'backOneView'] },
        'transaction.cancelled': { guard: 'isShownTransactionPending', actions: ['settleTransaction', 'backOneView'] },
      },
    },
    // R-EMAIL-1: the email login's proofs; the connection it ends in closes the modal, as any wallet's does.
    EmailVerifyOtp: emailView,
    EmailVerifyDevice: emailView,
    // R-EMAIL-3: the new email, then the code to the current address, then the code to the new one.
    UpdateEmail: { tags: ['closable'] },
    UpdateEmailPrimaryOtp: { tags: ['closable'] },
    UpdateEmailSecondaryOtp: { tags: ['closable'] },
    // R-SIWX-1: the sign-in message to sign. R-SIWX-4: a required sign-in's cancel disconnects, and with the account
    // gone the modal closes even though close itself is disabled (R-NAV-9).
    SIWXSignMessage: {
      on: {
        // Issue 32, R-NAV-9: while sign-in is required and no session exists, back is no way around it either (it
        // would leave the person on Account without a session); Cancel, which disconnects, is the way out.
        'modal.back': { guard: 'isCloseBlocked', actions: 'shake' },
        'account.disconnect': { guard: 'isConnected', actions: 'disconnect' },
        'connection.changed': { guard: 'isAccountGone', target: '#modal.closing', actions: 'setAccount' },
      },
    },
    // R-NAME-1: a name for the account, signed and registered; R-NAME-2: success takes the form's place. Both leave
    // with the account, like Account.
    RegisterAccountName: accountView,
    RegisterAccountNameSuccess: accountView,
    // Issue 36 (SPEC §1 wallet features): pushed from Account, they leave with the account as Account does. Send and
    // Buy are flows of their own, started afresh for the account when pushed and reset when they leave the history.
    Send: featureView,
    Receive: accountView,
    OnRamp: featureView,
    // Every configured network; choosing one asks the network flow, which answers with a fact.
    Networks: networkView({}),
    // R-NAV-10: the wallet is on a network the app does not support: switch to a requested one, or disconnect.
    UnsupportedChain: networkView({
      // The wallet itself moved back to a supported network: nothing is left to ask.
      'network.supportChanged': { guard: 'isSupportRestored', target: '#modal.closing' },
      'account.disconnect': { guard: 'isConnected', actions: 'disconnect' },
      'connection.changed': { guard: 'isAccountGone', target: '#modal.closing', actions: 'setAccount' },
    }),
  },
} as const
