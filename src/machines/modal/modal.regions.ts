// Parts of the open modal with a life of their own: the wallet catalogue it prefetches, the shake, and the
// All wallets view's page loading. Plain state configs whose guards, actions, actors and delays are named in
// modal.machine.ts's setup().
import { settingsForOpening } from './modal.rules'
import type { ModalContext } from './modal.types'

// R-NAV-7: opening prefetches the wallets (and their images) the Connect view shows; `loading` is the flag.
export const catalogueRegion = {
  initial: 'loading',
  states: {
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
    failed: { on: { 'catalogue.retry': 'loading' } },
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

// R-CONST-4: the first page of All wallets; typing waits 300 ms before a search request (more typing restarts
// the wait), and a search asks for 100 entries of the trimmed text (R-VAL-6).
export const allWalletsView = {
  tags: ['closable'],
  initial: 'loading',
  on: { 'walletPage.search': { target: '.debouncing', reenter: true, actions: 'setWalletQuery' } },
  states: {
    debouncing: { after: { searchWait: 'loading' } },
    loading: {
      tags: ['loading'],
      invoke: {
        id: 'loadWalletPage',
        src: 'loadWalletPage',
        input: ({ context }: { context: ModalContext }) => ({ settings: settingsForOpening(context), request: { page: 1, search: context.walletQuery.trim() } }),
        onDone: [
          { guard: 'isOutcomeOk', target: 'ready', actions: 'setWalletPage' },
          { target: 'failed', actions: 'setWalletPage' },
        ],
        onError: { target: 'failed', actions: 'setWalletPageFailure' },
      },
    },
    ready: {},
    failed: { on: { 'walletPage.retry': 'loading' } },
  },
} as const
