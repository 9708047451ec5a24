// The embedded wallet as one flow the root loads lazily: the frame's life, the email login, the email update and the
// account types that talk through it, each its own statechart (systemIds 'frame', 'emailLogin', 'emailUpdate',
// 'smartAccount': views and the inspector find them). Asking for an
// email login also asks for the frame (R-FRAME-1: created when first needed); the login's own view waits for `ready`.
import { sendTo, setup } from 'xstate'
import { emailLoginMachine } from '../emailLogin/emailLogin.machine'
import type { EmailLoginEvent } from '../emailLogin/emailLogin.types'
import { emailUpdateMachine, type EmailUpdateEvent } from '../emailUpdate/emailUpdate.machine'
import { frameMachine, type FrameEvent } from '../frame/frame.machine'
import { smartAccountMachine } from '../smartAccount/smartAccount.machine'

type AccountTypeChoice = { type: 'account.setPreferred'; accountType: 'eoa' | 'smartAccount' }

export type EmbeddedWalletEvent = FrameEvent | Exclude<EmailLoginEvent, { type: 'email.cooldown' }> | EmailUpdateEvent | AccountTypeChoice

export const embeddedWalletMachine = setup({
  types: { events: {} as EmbeddedWalletEvent },
  actors: { frame: frameMachine, emailLogin: emailLoginMachine, emailUpdate: emailUpdateMachine, smartAccount: smartAccountMachine },
  actions: {
    toLogin: sendTo('emailLogin', ({ event }) => event as EmailLoginEvent),
    toUpdate: sendTo('emailUpdate', ({ event }) => event as EmailUpdateEvent),
    toAccountType: sendTo('smartAccount', ({ event }) => event as AccountTypeChoice),
    loadFrame: sendTo('frame', { type: 'frame.load' }),
    retryFrame: sendTo('frame', { type: 'frame.retry' }),
  },
}).createMachine({
  id: 'embeddedWallet',
  invoke: [
    { id: 'frame', systemId: 'frame', src: 'frame' },
    { id: 'emailLogin', systemId: 'emailLogin', src: 'emailLogin' },
    { id: 'emailUpdate', systemId: 'emailUpdate', src: 'emailUpdate' },
    { id: 'smartAccount', systemId: 'smartAccount', src: 'smartAccount' },
  ],
  on: {
    'frame.load': { actions: 'loadFrame' },
    'frame.retry': { actions: 'retryFrame' },
    // An email needs the frame: load it if it is not (a no-op once it lives).
    'email.submit': { actions: ['loadFrame', 'toLogin'] },
    'email.otp': { actions: 'toLogin' },
    'email.resend': { actions: 'toLogin' },
    'email.cancel': { actions: 'toLogin' },
    'email.reset': { actions: 'toLogin' },
    // R-EMAIL-3: updating the signed-in account's email.
    'update.submit': { actions: 'toUpdate' },
    'update.otp': { actions: 'toUpdate' },
    'update.cancel': { actions: 'toUpdate' },
    // R-SA-2: the person's choice of account in the Account view.
    'account.setPreferred': { actions: 'toAccountType' },
  },
})
