// Model test of the embedded-wallet flow's parent: every event it accepts reaches the child it concerns (found by
// systemId) and changes that child's state — proved false before and true after — and an email also asks for the
// frame (R-FRAME-1: created when first needed). The coverage guard fails on a transition no route takes.
import { describe, expect, it } from 'vitest'
import { fromPromise, type AnyActorRef } from 'xstate'
import { emailLoginMachine } from '../../src/machines/emailLogin/emailLogin.machine'
import { emailUpdateMachine } from '../../src/machines/emailUpdate/emailUpdate.machine'
import { embeddedWalletMachine, type EmbeddedWalletEvent } from '../../src/machines/embeddedWallet/embeddedWallet.machine'
import { createFrameActors } from '../../src/machines/frame/frame.actors'
import { frameMachine } from '../../src/machines/frame/frame.machine'
import { smartAccountMachine } from '../../src/machines/smartAccount/smartAccount.machine'
import { CoverageRecorder } from './support/coverage'
import { stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const never = () => new Promise<never>(() => {})
const machine = embeddedWalletMachine.provide({
  actors: {
    frame: frameMachine.provide({ actors: createFrameActors({ create: () => () => {}, beat: never, abortRequests: () => {} }) }),
    emailLogin: emailLoginMachine.provide({ actors: { sendEmail: fromPromise(never), verifyDevice: fromPromise(never), verifyOtp: fromPromise(never), fetchUser: fromPromise(never) } as never }),
    emailUpdate: emailUpdateMachine.provide({ actors: { sendUpdate: fromPromise(never), verifyPrimary: fromPromise(never), verifySecondary: fromPromise(never) } as never }),
    smartAccount: smartAccountMachine.provide({ actors: { fetchEnabledNetworks: fromPromise(never), setPreferred: fromPromise(never), initSmartAccount: fromPromise(never) } as never }),
  },
})

type Child = 'frame' | 'emailLogin' | 'emailUpdate' | 'smartAccount'
type Snap = { value: unknown; matches(value: unknown): boolean }
const SUBMIT: EmbeddedWalletEvent = { type: 'email.submit', email: 'ana@example.com' }
const LOAD: EmbeddedWalletEvent = { type: 'frame.load' }
const SEND_OTP: EmbeddedWalletEvent[] = [SUBMIT, { type: 'xstate.done.actor.sendEmail', output: { ok: true, value: { action: 'VERIFY_OTP' } } } as never]

const ROUTES: { event: EmbeddedWalletEvent; before?: EmbeddedWalletEvent[]; child: Child; shows: (s: Snap) => boolean }[] = [
  { event: LOAD, child: 'frame', shows: (s) => s.matches('live') },
  { event: { type: 'frame.retry' }, before: [LOAD, { type: 'xstate.after.loadTimeout.frame.live.loading' } as never], child: 'frame', shows: (s) => s.matches('live') },
  // R-FRAME-1: an email asks for the frame too.
  { event: SUBMIT, child: 'frame', shows: (s) => s.matches('live') },
  { event: SUBMIT, child: 'emailLogin', shows: (s) => s.matches({ flow: 'sendingEmail' }) },
  { event: { type: 'email.otp', otp: '123456' }, before: SEND_OTP, child: 'emailLogin', shows: (s) => s.matches({ flow: 'verifyingOtp' }) },
  // After the 30 s cooldown (thirty ticks), a resend sends again.
  {
    event: { type: 'email.resend' },
    before: [...SEND_OTP, ...Array.from({ length: 30 }, () => ({ type: 'xstate.after.second.emailLogin.cooldown.cooling' }) as never)],
    child: 'emailLogin',
    shows: (s) => s.matches({ flow: 'sendingEmail' }),
  },
  { event: { type: 'email.cancel' }, before: SEND_OTP, child: 'emailLogin', shows: (s) => s.matches({ flow: 'idle' }) },
  {
    event: { type: 'email.reset' },
    before: [...SEND_OTP, { type: 'email.otp', otp: '1' }, { type: 'xstate.done.actor.verifyOtp', output: { ok: true, value: {} } } as never, { type: 'xstate.done.actor.fetchUser', output: { ok: true, value: { address: '0x1', chainId: 1 } } } as never],
    child: 'emailLogin',
    shows: (s) => s.matches({ flow: 'idle' }),
  },
  { event: { type: 'update.submit', email: 'new@example.org' }, child: 'emailUpdate', shows: (s) => s.matches('sending') },
  {
    event: { type: 'update.otp', otp: '123456' },
    before: [{ type: 'update.submit', email: 'new@example.org' }, { type: 'xstate.done.actor.sendUpdate', output: { ok: true, value: {} } } as never],
    child: 'emailUpdate',
    shows: (s) => s.matches('verifyingPrimary'),
  },
  { event: { type: 'update.cancel' }, before: [{ type: 'update.submit', email: 'new@example.org' }], child: 'emailUpdate', shows: (s) => s.matches('idle') },
  // R-SA-2: the person's choice of account (once signed in and the networks known).
  {
    event: { type: 'account.setPreferred', accountType: 'eoa' },
    before: [
      { type: 'account.signedIn', user: { address: '0x1', chainId: 1 } } as never,
      { type: 'xstate.done.actor.fetchEnabledNetworks', output: { ok: true, value: [1] } } as never,
    ],
    child: 'smartAccount',
    shows: (s) => s.matches('toEoa'),
  },
]
const coverage = new CoverageRecorder()

describe('embedded wallet model', () => {
  it.each(ROUTES)('routes $event.type to $child, whose state changes', async (route) => {
    const seen: boolean[] = []
    let root: AnyActorRef | undefined
    // The parent's events go to the parent; the children's own outcomes and delays straight to the child.
    await walkPath(machine, [...(route.before ?? []), route.event], coverage, {
      delays: {},
      mount: (actor) => {
        root = actor
        return () => {}
      },
      check: () => void seen.push(route.shows(root!.system.get(route.child)!.getSnapshot() as Snap)),
      gesture: (event) => {
        // A sign-in is the glue's word to the account-types child, not the parent's event.
        if (event.type === 'account.signedIn') {
          root!.system.get('smartAccount')!.send(event as never)
          return true
        }
        if (!event.type.startsWith('xstate.')) return false
        const child = event.type.includes('.frame.') ? 'frame' : /Update|Primary|Secondary/.test(event.type) ? 'emailUpdate' : /EnabledNetworks/.test(event.type) ? 'smartAccount' : 'emailLogin'
        root!.system.get(child)!.send(event as never)
        return true
      },
    })
    expect(seen.at(-2), `not yet shown before ${route.event.type}`).toBe(false)
    expect(seen.at(-1), `shown after ${route.event.type}`).toBe(true)
  })

  it('coverage guard: every state and transition of the parent visited', () => {
    expect(stateNodeIds(embeddedWalletMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(embeddedWalletMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
