// Parts of the open modal with a life of their own: the wallet catalogue it prefetches, the All wallets list and the shake. Plain state configs whose guards, actions, actors and delays are named in
// modal.machine.ts's setup().
import { settingsForOpening } from './modal.rules'
import type { ModalContext } from './modal.types'

// R-NAV-7: opening prefetches the wallets (and their images) the Connect view shows; `loading` is the flag.
export const catalogueRegion = {
  initial: 'choosing',
  states: {
    // R-NAV-2: opened for a namespace the app has no network of, no wallet is offered and nothing is fetched.
    choosing: { always: [{ guard: 'hasNoNetworkForNamespace', target: 'unavailable' }, { target: 'loading' }] },
    unavailable: {},
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadConnectWallets',
        src: 'loadConnectWallets',
        input: ({ context }: { context: ModalContext }) => ({ settings: settingsForOpening(context) }),
        onDone: [
          { guard: 'isOutcomeOk', target: 'ready', actions: 'setCatalogue' },
          { target: 'failed', actions: 'setCatalogue' },
        ],
        onError: { target: 'failed', actions: 'setCatalogueFailure' },
      },
    },
    ready: {},
    failed: {
      on: {
        'catalogue.retry': 'loading',
        // R-NAV-6: an embedded close shows Connect afresh, as a real close and open would: the wallets are asked for
        // again rather than leaving a list with neither wallets nor the reason.
        'modal.close': { guard: 'isEmbeddedAndClosable', target: 'choosing' },
      },
    },
  },
} as const

// R-CONST-4: the All wallets list. Its code loads on the first visit (most openings never go there); then it lives
// as long as the dialog, so back from a wallet finds it as it was. R-NAV-6: closing stops it with the rest.
export const walletListRegion = {
  initial: 'unloaded',
  states: {
    unloaded: { on: { 'walletList.load': 'loading' } },
    // A visit that ends while the code loads still gets its list: it was asked for, and the next visit finds it.
    loading: {
      invoke: { id: 'loadWalletList', src: 'loadWalletList', onDone: { target: 'ready', actions: ['spawnWalletList', 'showWalletList'] }, onError: 'failed' },
    },
    ready: { exit: 'stopWalletList', on: { 'walletList.load': { actions: 'showWalletList' } } },
    // The code did not load (offline, a new deployment): All wallets says so and its Retry asks again.
    failed: { on: { 'walletList.load': 'loading' } },
  },
} as const

// A WalletConnect pairing view (a wallet's QR, or basic mode's QR beside the list): the pairing flow owns the URI;
// the view starts it, and leaving the view stops its refreshing (R-PAIR-1). Connected, the modal's job is done.
export const pairingView = {
  tags: ['closable'],
  entry: 'startPairing',
  exit: 'leavePairing',
  on: {
    'connection.changed': { guard: 'isAccountConnected', target: '#modal.closing', actions: ['setAccount', 'rememberRecentWallet'] },
  },
} as const

// R-NAV-8: a shake lasts 500 ms; a shake during a shake starts it again.
export const shakeRegion = {
  initial: 'still',
  states: {
    still: { on: { 'modal.shake': 'shaking' } },
    shaking: {
      tags: ['shaking'],
      after: { shake: 'still' },
      on: { 'modal.shake': { target: 'shaking', reenter: true } },
    },
  },
} as const
