// The embedded wallet as one flow the root loads lazily: the frame's life, the email login and the email update that
// talk through it, each its own statechart (systemIds 'frame', 'emailLogin', 'emailUpdate': views and the inspector
// find them). Asking for an
// email login also asks for the frame (R-FRAME-1: created when first needed); the login's own view waits for `ready`.
import { sendTo, setup } from 'xstate'
import { emailLoginMachine } from '../emailLogin/emailLogin.machine'
import type { EmailLoginEvent } from '../emailLogin/emailLogin.types'
import { emailUpdateMachine, type EmailUpdateEvent } from '../emailUpdate/emailUpdate.machine'
import { frameMachine, type FrameEvent } from '../frame/frame.machine'

export type EmbeddedWalletEvent = FrameEvent | Exclude<EmailLoginEvent, { type: 'email.cooldown' }> | EmailUpdateEvent

export const embeddedWalletMachine = setup({
  types: { events: {} as EmbeddedWalletEvent },
  actors: { frame: frameMachine, emailLogin: emailLoginMachine, emailUpdate: emailUpdateMachine },
  actions: {
    toLogin: sendTo('emailLogin', ({ event }) => event as EmailLoginEvent),
    toUpdate: sendTo('emailUpdate', ({ event }) => event as EmailUpdateEvent),
    loadFrame: sendTo('frame', { type: 'frame.load' }),
    retryFrame: sendTo('frame', { type: 'frame.retry' }),
  },
}).createMachine({
  id: 'embeddedWallet',
  invoke: [
    { id: 'frame', systemId: 'frame', src: 'frame' },
    { id: 'emailLogin', systemId: 'emailLogin', src: 'emailLogin' },
    { id: 'emailUpdate', systemId: 'emailUpdate', src: 'emailUpdate' },
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
  },
})
