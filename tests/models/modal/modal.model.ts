// The modal's model. One graph of the whole machine would be the product of its regions and context (over a
// million keys), so it is walked as scenarios, each offering the events of one concern; the coverage guard
// checks that together they take every transition of the machine and enter every state.
import type { SnapshotFrom } from 'xstate'
import { modalMachine } from '../../../src/machines/modal/modal.machine'
import type { ModalSettings } from '../../../src/machines/modal/modal.types'
import { selectProfile } from '../../../src/machines/modal/modal.selectors'
import { buildModelGraph } from '../support/modelGraph'
import { ALL_EVENTS, settings, type ModelEvent } from './modal.fixtures'

type Snapshot = SnapshotFrom<typeof modalMachine>

/** The history stack is abstracted to its top two views and a depth of at most 3, so the graph is finite. */
export function serializeModalState(snapshot: Snapshot): string {
  const { context } = snapshot
  return JSON.stringify({
    value: snapshot.value,
    stack: context.stack.slice(-2).map((entry) => entry.view),
    depth: Math.min(context.stack.length, 3),
    connected: context.account !== null,
    profile: selectProfile(snapshot)?.name ?? null,
    sessions: context.siwxSessions > 0,
    transactions: context.transactions.length,
    catalogue: context.catalogue !== undefined,
    requested: context.requested.view ?? null,
    installed: context.installed.length,
    recent: context.recentWallets.length,
  })
}

const viewOf = (snapshot: Snapshot) => snapshot.context.stack[snapshot.context.stack.length - 1]?.view
const isOutcome = (event: ModelEvent, actor: string) => event.type.startsWith(`xstate.done.actor.${actor}`) || event.type.startsWith(`xstate.error.actor.${actor}`)

const WALLET_FEATURES = ['Send', 'Receive', 'OnRamp'] as const
const isWalletFeature = (view: string | undefined) => (WALLET_FEATURES as readonly (string | undefined)[]).includes(view)

export type Scenario = { name: string; settings: ModalSettings; allow: (snapshot: Snapshot, event: ModelEvent) => boolean }

export const SCENARIOS: Scenario[] = [
  {
    // R-NAV-1, R-NAV-2, R-NAV-3, R-NAV-6: start views, pushes, back (including onto Account), close.
    name: 'navigation',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const depth = snapshot.context.stack.length
      switch (event.type) {
        case 'modal.open':
          // Every start view from closed (the pairing views in their own scenario); reopening during the close
          // animation once, plainly.
          if (event.view === 'ConnectingWalletConnect' || event.view === 'ConnectingWalletConnectBasic' || event.view === 'RegisterAccountName' || isWalletFeature(event.view)) return false
          return snapshot.matches('closed') || (event.view === undefined && event.namespace === undefined)
        case 'modal.close':
          return depth <= 2
        case 'modal.back':
        case 'router.back':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        case 'router.push':
          if (event.view === 'ConnectingWalletConnect' || event.view === 'ConnectingWalletConnectBasic') return false
          // The email login's and update's views, sign-in's and names' in their own scenarios.
          if (event.view.startsWith('EmailVerify') || event.view.startsWith('UpdateEmail') || event.view === 'SIWXSignMessage' || event.view.startsWith('RegisterAccountName') || isWalletFeature(event.view)) return false
          return (
            snapshot.context.stack.length < 3 &&
            view !== event.view &&
            (event.view !== 'Connect' || view === 'AllWallets') &&
            (event.view !== 'Account' || view === 'WalletDetails')
          )
        case 'connection.changed':
          // Connecting while browsing the list is what makes back land on Account (R-NAV-3).
          return snapshot.matches('closed') || (view === 'AllWallets' && depth === 2 && event.account !== null)
        default:
          return false
      }
    },
  },
  {
    // R-EMAIL-1: an email sent from Connect shows the device approval, then the code (or the code at once); back
    // returns; the connection the login ends in closes the modal, as any wallet's does.
    name: 'email',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      switch (event.type) {
        case 'modal.open':
          return snapshot.matches('closed') && event.view === undefined && event.namespace === undefined
        case 'router.push':
          return (
            (event.view === 'EmailVerifyDevice' && view === 'Connect') ||
            (event.view === 'EmailVerifyOtp' && (view === 'Connect' || view === 'EmailVerifyDevice')) ||
            // R-EMAIL-3: the update's three steps, from the account.
            (event.view === 'UpdateEmail' && view === 'Connect') ||
            (event.view === 'UpdateEmailPrimaryOtp' && view === 'UpdateEmail') ||
            (event.view === 'UpdateEmailSecondaryOtp' && view === 'UpdateEmailPrimaryOtp') ||
            // Anything pushed over a code (Networks, asked by the app) goes back onto it.
            (event.view === 'Networks' && (view === 'EmailVerifyOtp' || view === 'UpdateEmailSecondaryOtp'))
          )
        // Issue 32: a failed login resets a modal that started on another view (here Networks) to Connect.
        case 'router.replace':
          return event.view === 'Connect' && view === 'Networks'
        case 'connection.changed':
          return event.account !== null ? view === 'EmailVerifyOtp' || view === 'EmailVerifyDevice' : snapshot.matches('closed')
        case 'modal.back':
        case 'router.back':
        case 'modal.close':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // R-NAV-7: opening prefetches wallets; failure shows the catalogue text and a retry that works.
    name: 'catalogue',
    settings: settings({ signInRequired: false }),
    allow: (_snapshot, event) =>
      (event.type === 'modal.open' && event.view === undefined && event.namespace === undefined) ||
      event.type === 'modal.close' ||
      event.type === 'catalogue.retry' ||
      event.type === 'xstate.after.closeAnimation.modal.closing' ||
      isOutcome(event, 'loadConnectWallets'),
  },
  {
    // The All wallets list lives with the dialog: its code loads on the first visit (or fails, and Retry loads it);
    // to a wallet's details and back finds it as it was; close drops it (its own paging, search and keys are walked
    // in walletList.model.test.ts).
    name: 'allWallets',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && event.view === 'AllWallets') ||
      (event.type === 'router.push' && event.view === 'WalletDetails' && snapshot.context.stack.length === 1) ||
      (event.type === 'walletList.load' && viewOf(snapshot) === 'AllWallets' && snapshot.matches({ open: { walletList: 'failed' } })) ||
      isOutcome(event, 'loadWalletList') ||
      event.type === 'modal.back' ||
      event.type === 'modal.close' ||
      event.type === 'xstate.after.closeAnimation.modal.closing',
  },
  {
    // WalletConnect: basic mode starts on the QR beside the list; a wallet's QR from its details; back; a pairing
    // view is a requested start view too; connected from a pairing view, the modal closes (R-NAV-6 drops the URI).
    name: 'pairing',
    settings: settings({ signInRequired: false, basic: true }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const depth = snapshot.context.stack.length
      switch (event.type) {
        case 'modal.open':
          return snapshot.matches('closed') && (event.view === undefined || event.view === 'ConnectingWalletConnect' || event.view === 'ConnectingWalletConnectBasic')
        case 'router.push':
          return (
            depth < 3 &&
            ((event.view === 'WalletDetails' && view === 'ConnectingWalletConnectBasic') ||
              (event.view === 'ConnectingWalletConnect' && view === 'WalletDetails') ||
              (event.view === 'ConnectingWalletConnectBasic' && view === 'ConnectingWalletConnect' && depth === 1))
          )
        case 'connection.changed':
          return event.account !== null ? view === 'ConnectingWalletConnect' || view === 'ConnectingWalletConnectBasic' : snapshot.matches('closed')
        case 'modal.back':
        case 'router.back':
        case 'modal.close':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // R-SIWX-1, R-SIWX-4, R-NAV-9: the sign-in view opened (or pushed over Connect) for a connected account; while
    // sign-in is required and no session exists close only shakes; a session lets it close; a cancel that
    // disconnects closes it with the account gone.
    name: 'siwx',
    settings: settings({ signInRequired: true }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const connected = snapshot.context.account !== null
      switch (event.type) {
        case 'connection.changed':
          return event.account !== null ? !connected && snapshot.matches('closed') : connected && view === 'SIWXSignMessage'
        case 'modal.open':
          return connected && snapshot.matches('closed') && (event.view === 'SIWXSignMessage' || (event.view === 'Account' && snapshot.context.siwxSessions === 0))
        case 'router.push':
          return (event.view === 'SIWXSignMessage' && view === 'Account') || (event.view === 'Networks' && view === 'SIWXSignMessage')
        case 'siwx.sessionsChanged':
          return connected && (event.count === 0) === (snapshot.context.siwxSessions > 0)
        case 'account.disconnect':
          return view === 'SIWXSignMessage'
        // Issue 32: the sign-in of an account that went leaves, on top (as back) or under Networks.
        case 'router.drop':
          return snapshot.context.stack.some((entry) => entry.view === 'SIWXSignMessage')
        case 'modal.back':
        case 'modal.close':
        case 'xstate.after.shake.modal.open.shake.shaking':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // R-PROD-6, R-NAME-2: Account offers a name; the registration's success takes the form's place, so back (Done)
    // returns to Account; the profile name found for the account shows there (another account's does not); the
    // account going away closes the name views. The form's own steps are walked in nameRegistration.model.test.ts.
    name: 'names',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const connected = snapshot.context.account !== null
      switch (event.type) {
        case 'connection.changed':
          return event.account !== null ? !connected && snapshot.matches('closed') : connected && (view === 'RegisterAccountName' || view === 'RegisterAccountNameSuccess')
        case 'modal.open':
          return connected && snapshot.matches('closed') && event.namespace === undefined && (event.view === undefined || event.view === 'RegisterAccountName')
        // Pushed as well as replaced (both are transitions of the view table): the form over Account or over the
        // success, the success over the form, so back lands on each.
        case 'router.push':
          return snapshot.context.stack.length < 3 && (event.view === 'RegisterAccountName' ? view === 'Account' || view === 'RegisterAccountNameSuccess' : event.view === 'RegisterAccountNameSuccess' && view === 'RegisterAccountName')
        case 'router.replace':
          return view === 'RegisterAccountName' && event.view === 'RegisterAccountNameSuccess'
        case 'account.profile':
          return connected && snapshot.context.profile === null
        case 'modal.back':
        case 'router.back':
        case 'modal.close':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // Issue 36 (SPEC §1, R-PROD-2): Account offers Send, Receive and Buy; each is pushed and left with back as any
    // view; an approval the wallet asks for while sending lies over Send and goes back onto it (R-NAV-4); Receive
    // copies the address; the account going away closes them, as it closes Account.
    name: 'wallet features',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const connected = snapshot.context.account !== null
      switch (event.type) {
        case 'connection.changed':
          return event.account !== null ? !connected && snapshot.matches('closed') : connected && isWalletFeature(view)
        case 'modal.open':
          return connected && snapshot.matches('closed') && event.namespace === undefined && (event.view === undefined || isWalletFeature(event.view))
        case 'router.push':
          // Anything pushed over Receive or Buy (Networks, asked by the app) goes back onto it.
          return snapshot.context.stack.length < 3 && ((view === 'Account' && isWalletFeature(event.view)) || (event.view === 'Networks' && (view === 'Receive' || view === 'OnRamp')))
        case 'transaction.push':
          return view === 'Send' && snapshot.context.transactions.length === 0 && event.data?.['summary'] === 'Send 1 ETH'
        case 'transaction.succeeded':
        case 'transaction.cancelled':
          return view === 'ApproveTransaction'
        case 'account.copyAddress':
          return view === 'Receive'
        case 'modal.back':
        case 'router.back':
        case 'modal.close':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // R-NAV-4, R-NAV-8, R-NAV-9: the transaction stack, shaking, and close blocked while sign-in is required.
    name: 'approval',
    settings: settings({ signInRequired: true }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      switch (event.type) {
        case 'modal.open':
          return event.view === undefined && event.namespace === undefined
        // R-NAV-4: up to two requests stacked, each its own fixture, the second over the first.
        case 'transaction.push':
          return snapshot.context.stack.length <= 2 && snapshot.context.transactions.length === snapshot.context.stack.length - 1 &&
            event.data?.['summary'] === (snapshot.context.transactions.length === 0 ? 'Send 1 ETH' : 'Sign the order')
        case 'modal.shake':
          return view === 'Connect'
        case 'siwx.sessionsChanged':
          return view === 'ApproveTransaction' && (event.count > 0) !== (snapshot.context.siwxSessions > 0)
        case 'transaction.succeeded':
        case 'transaction.failed':
        case 'transaction.cancelled':
        case 'modal.close':
        case 'modal.back':
        case 'xstate.after.shake.modal.open.shake.shaking':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
  {
    // Choosing an installed wallet shows ConnectingWallet; connected closes the modal and makes the wallet recent,
    // back withdraws the request.
    name: 'connecting',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && event.view === undefined && event.namespace === undefined) ||
      (event.type === 'connectors.changed' && snapshot.context.installed.length === 0) ||
      (event.type === 'wallet.connect' && snapshot.context.stack.length === 1) ||
      (event.type === 'connection.changed' && event.account !== null && viewOf(snapshot) === 'ConnectingWallet') ||
      // Disconnected later, the next opening shows Connect with that wallet first, as recent (R-CONST-3).
      (event.type === 'connection.changed' && event.account === null && snapshot.matches('closed') && snapshot.context.account !== null) ||
      event.type === 'modal.back' ||
      event.type === 'modal.close' ||
      event.type === 'xstate.after.closeAnimation.modal.closing',
  },
  {
    // The Account view: copy, disconnect; the account going away (here or in the wallet) closes the modal.
    name: 'account',
    settings: settings({ signInRequired: false }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && event.view === undefined && event.namespace === undefined) ||
      (event.type === 'connection.changed' && (snapshot.matches('closed') ? event.account !== null : viewOf(snapshot) === 'Account')) ||
      event.type === 'account.copyAddress' ||
      event.type === 'account.disconnect' ||
      event.type === 'modal.close' ||
      event.type === 'xstate.after.closeAnimation.modal.closing',
  },
  {
    // R-NAV-6: embedded mode never hides; close shows Account when connected, otherwise Connect, whatever view the
    // modal was opened on, and drops the All wallets list as a real close would.
    name: 'embedded',
    settings: settings({ signInRequired: false, embedded: true }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && (event.view === undefined || event.view === 'AllWallets') && event.namespace === undefined) ||
      event.type === 'modal.close' ||
      event.type === 'modal.back' ||
      (event.type === 'router.push' && event.view === 'AllWallets' && snapshot.context.stack.length < 2) ||
      (event.type === 'xstate.done.actor.loadWalletList' && snapshot.matches({ open: { walletList: 'loading' } })) ||
      event.type === 'connection.changed' ||
      event.type === 'xstate.after.closeAnimation.modal.closing',
  },
  {
    // R-NAV-6: an embedded close after the wallets failed to load asks for them again, as a real close and open would;
    // with the wallets in hand it asks nothing.
    name: 'embedded catalogue',
    settings: settings({ signInRequired: false, embedded: true }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && event.view === undefined && event.namespace === undefined && snapshot.matches('closed')) ||
      event.type === 'modal.close' ||
      isOutcome(event, 'loadConnectWallets'),
  },
  {
    // R-NAV-6: embedded basic mode opens on the QR beside the list; close shows Connect (or Account) and the QR's
    // pairing URI is dropped.
    name: 'embedded basic',
    settings: settings({ signInRequired: false, embedded: true, basic: true }),
    allow: (snapshot, event) =>
      (event.type === 'modal.open' && event.view === undefined && event.namespace === undefined && snapshot.matches('closed')) ||
      (event.type === 'connection.changed' && event.account !== null && snapshot.context.account === null) ||
      event.type === 'modal.close',
  },
  {
    // R-NAV-10, R-NAV-11: Networks from Account or Connect; the network flow's facts: a switch that leaves an
    // unrequested network closes, any other goes back, a failure goes back; UnsupportedChain opens (or goes on top)
    // when the wallet's network is not requested and closes when it is again; its disconnect.
    name: 'networks',
    // A Solana network beside the EVM one, so a switch across namespaces has a namespace to ask a wallet for.
    settings: settings({ signInRequired: false, networks: ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'] }),
    allow: (snapshot, event) => {
      const view = viewOf(snapshot)
      const depth = snapshot.context.stack.length
      const onNetworkView = view === 'Networks' || view === 'UnsupportedChain'
      switch (event.type) {
        case 'modal.open':
          return snapshot.matches('closed') && event.namespace === undefined && (event.view === undefined || event.view === 'Networks' || event.view === 'UnsupportedChain')
        case 'connection.changed':
          return snapshot.matches('closed') ? event.account !== null : view === 'UnsupportedChain' && event.account === null
        case 'router.push':
          return depth < 3 && ((event.view === 'Networks' && view !== 'Networks') || (event.view === 'UnsupportedChain' && view === 'Networks'))
        case 'network.switched':
        case 'network.switchFailed':
          return onNetworkView
        // R-CONN-2: from Networks, Connect for another namespace.
        case 'network.connectNamespace':
          return view === 'Networks' && depth < 3
        case 'network.supportChanged':
          return event.unsupported ? depth < 3 : view === 'UnsupportedChain'
        case 'account.disconnect':
          return view === 'UnsupportedChain'
        case 'modal.back':
        case 'modal.close':
        case 'xstate.after.closeAnimation.modal.closing':
          return true
        default:
          return false
      }
    },
  },
]

export function scenarioGraph(scenario: Scenario) {
  return buildModelGraph(modalMachine, {
    input: { settings: scenario.settings },
    events: ALL_EVENTS,
    allow: scenario.allow,
    serializeState: serializeModalState,
  })
}
