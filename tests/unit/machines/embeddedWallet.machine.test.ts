// The embedded-wallet flow's parent with its children's actors answering (R-FRAME-1, R-EMAIL-1, R-EMAIL-3, R-SA-2),
// each expected value written out: the four children the views and the glue look up (by id and by systemId), which
// child each event reaches and what that child is then asked (the email, the code, the account type), that an email
// also creates the frame, and the events the parent does not pass on. The model test proves each route changes the
// child's state; here the children's own actors run, so what reaches them is read from what they are asked.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock, type AnyActorRef } from 'xstate'
import { emailLoginMachine } from '../../../src/machines/emailLogin/emailLogin.machine'
import { emailUpdateMachine } from '../../../src/machines/emailUpdate/emailUpdate.machine'
import { embeddedWalletMachine } from '../../../src/machines/embeddedWallet/embeddedWallet.machine'
import { createFrameActions, createFrameActors } from '../../../src/machines/frame/frame.actors'
import { frameMachine } from '../../../src/machines/frame/frame.machine'
import { smartAccountMachine } from '../../../src/machines/smartAccount/smartAccount.machine'
import { pending, settle } from './support/promises'

const USER = { address: '0x2222222222222222222222222222222222222222', chainId: 31337, smartAccountDeployed: true }

type Step = 'sendEmail' | 'verifyDevice' | 'verifyOtp' | 'fetchUser' | 'sendUpdate' | 'verifyPrimary' | 'verifySecondary' | 'fetchEnabledNetworks' | 'setPreferred' | 'initSmartAccount'
type Asked = { id: Step | 'createFrame'; input?: unknown }

function start(answers: Partial<Record<Step, (input: unknown) => Promise<unknown>>> = {}) {
  const asked: Asked[] = []
  const answering = (ids: Step[]) =>
    Object.fromEntries(
      ids.map((id) => [
        id,
        fromPromise(({ input }) => {
          asked.push({ id, input })
          return (answers[id] ?? pending)(input)
        }),
      ]),
    ) as never
  const port = { create: () => (asked.push({ id: 'createFrame' }), () => {}), beat: pending, abortRequests: () => {} }
  const clock = new SimulatedClock()
  const machine = embeddedWalletMachine.provide({
    actors: {
      frame: frameMachine.provide({ actors: createFrameActors(port), actions: createFrameActions(port) }),
      emailLogin: emailLoginMachine.provide({ actors: answering(['sendEmail', 'verifyDevice', 'verifyOtp', 'fetchUser']) }),
      emailUpdate: emailUpdateMachine.provide({ actors: answering(['sendUpdate', 'verifyPrimary', 'verifySecondary']) }),
      smartAccount: smartAccountMachine.provide({ actors: answering(['fetchEnabledNetworks', 'setPreferred', 'initSmartAccount']) }),
    },
  })
  const actor = createActor(machine, { clock }).start()
  const child = (systemId: 'frame' | 'emailLogin' | 'emailUpdate' | 'smartAccount') => actor.system.get(systemId) as AnyActorRef
  const value = (systemId: 'frame' | 'emailLogin' | 'emailUpdate' | 'smartAccount') => child(systemId).getSnapshot().value
  return { actor, asked, clock, child, value }
}
const OTP_ASKED = { sendEmail: async () => ({ ok: true, value: { action: 'VERIFY_OTP' } }) }

describe('embedded wallet: its children', () => {
  it('the frame, the email login, the email update and the account types run from the start, under the ids the views read', () => {
    const { actor, asked, child, value } = start()
    const children = actor.getSnapshot().children as Record<string, AnyActorRef | undefined>
    expect(Object.keys(children).sort()).toEqual(['emailLogin', 'emailUpdate', 'frame', 'smartAccount'])
    for (const id of ['frame', 'emailLogin', 'emailUpdate', 'smartAccount'] as const) {
      expect(children[id], id).toBe(child(id))
      expect((child(id).getSnapshot() as { machine: { id: string } }).machine.id, id).toBe(id)
    }
    // R-FRAME-1: nothing needs the frame yet, so none is created; nothing is asked of the frame at all.
    expect([value('frame'), value('emailUpdate'), value('smartAccount'), asked]).toEqual(['idle', 'idle', 'signedOut', []])
    expect(value('emailLogin')).toEqual({ flow: 'idle', cooldown: 'ready' })
  })
})

describe('embedded wallet: the frame (R-FRAME-1, R-ERR-6)', () => {
  it('R-FRAME-1: frame.load creates the frame, and only the frame', () => {
    const { actor, asked, value } = start()
    actor.send({ type: 'frame.load' })
    expect([value('frame'), asked]).toEqual([{ live: 'loading' }, [{ id: 'createFrame' }]])
  })

  it('R-ERR-6: frame.retry reaches a frame failed after 20 s, which is created again', () => {
    const { actor, asked, clock, value } = start()
    actor.send({ type: 'frame.load' })
    clock.increment(20_000)
    expect(value('frame')).toBe('failed')
    actor.send({ type: 'frame.retry' })
    expect([value('frame'), asked]).toEqual([{ live: 'loading' }, [{ id: 'createFrame' }, { id: 'createFrame' }]])
  })

  it('R-FRAME-1: an email submitted creates the frame, then sends the email to the login', () => {
    const { actor, asked, value } = start()
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    expect(asked).toEqual([{ id: 'createFrame' }, { id: 'sendEmail', input: { email: 'ana@example.com' } }])
    expect([value('frame'), value('emailLogin')]).toEqual([{ live: 'loading' }, { flow: 'sendingEmail', cooldown: 'cooling' }])
  })

  it('a ready message sent to the flow is not the frame’s: the frame stays loading', () => {
    const { actor, clock, value } = start()
    actor.send({ type: 'frame.load' })
    actor.send({ type: 'frame.ready' })
    clock.increment(500)
    expect(value('frame')).toEqual({ live: 'loading' })
  })
})

describe('embedded wallet: the email login (R-EMAIL-1, R-EMAIL-4)', () => {
  it('R-EMAIL-1: the code typed reaches the login, which checks it; the update is not asked', async () => {
    const { actor, asked, value } = start(OTP_ASKED)
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    actor.send({ type: 'update.submit', email: 'new@example.org' })
    asked.length = 0
    actor.send({ type: 'email.otp', otp: '123456' })
    expect(asked).toEqual([{ id: 'verifyOtp', input: { otp: '123456' } }])
    expect([value('emailLogin'), value('emailUpdate')]).toEqual([{ flow: 'verifyingOtp', cooldown: 'cooling' }, 'sending'])
  })

  it('R-EMAIL-4: a resend after the 30 s cooldown reaches the login, which sends the same email again', async () => {
    const { actor, asked, clock, value } = start(OTP_ASKED)
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    for (let second = 0; second < 30; second++) clock.increment(1_000)
    asked.length = 0
    actor.send({ type: 'email.resend' })
    expect(asked).toEqual([{ id: 'sendEmail', input: { email: 'ana@example.com' } }])
    expect(value('emailLogin')).toEqual({ flow: 'sendingEmail', cooldown: 'cooling' })
  })

  it('a cancel reaches the login, back on the email field; the update is left as it was', async () => {
    const { actor, value } = start(OTP_ASKED)
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    actor.send({ type: 'update.submit', email: 'new@example.org' })
    actor.send({ type: 'email.cancel' })
    expect([value('emailLogin'), value('emailUpdate')]).toEqual([{ flow: 'idle', cooldown: 'cooling' }, 'sending'])
  })

  it('a reset reaches a connected login, which forgets the email and the user', async () => {
    const { actor, child, value } = start({ sendEmail: async () => ({ ok: true, value: { action: 'CONNECT' } }), fetchUser: async () => ({ ok: true, value: USER }) })
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    expect(value('emailLogin')).toEqual({ flow: 'connected', cooldown: 'cooling' })
    actor.send({ type: 'email.reset' })
    expect(value('emailLogin')).toEqual({ flow: 'idle', cooldown: 'cooling' })
    expect(child('emailLogin').getSnapshot().context).toMatchObject({ email: null, user: null })
  })

  it('the cooldown is the login’s own word: sent to the flow it reaches no one', () => {
    const { actor, value } = start()
    actor.send({ type: 'email.cooldown' } as never)
    expect(value('emailLogin')).toEqual({ flow: 'idle', cooldown: 'ready' })
  })
})

describe('embedded wallet: the email update (R-EMAIL-3)', () => {
  it('R-EMAIL-3: the new email, then the code typed, reach the update; the login is not asked', async () => {
    const { actor, asked, value } = start({ ...OTP_ASKED, sendUpdate: async () => ({ ok: true, value: {} }) })
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    asked.length = 0
    actor.send({ type: 'update.submit', email: 'new@example.org' })
    expect(asked).toEqual([{ id: 'sendUpdate', input: { email: 'new@example.org' } }])
    await settle()
    actor.send({ type: 'update.otp', otp: '654321' })
    expect(asked.slice(1)).toEqual([{ id: 'verifyPrimary', input: { otp: '654321' } }])
    expect([value('emailUpdate'), value('emailLogin')]).toEqual(['verifyingPrimary', { flow: 'awaitingOtp', cooldown: 'cooling' }])
  })

  it('R-EMAIL-3: a cancel reaches the update, back to idle; the login is left as it was', async () => {
    const { actor, value } = start(OTP_ASKED)
    actor.send({ type: 'email.submit', email: 'ana@example.com' })
    await settle()
    actor.send({ type: 'update.submit', email: 'new@example.org' })
    actor.send({ type: 'update.cancel' })
    expect([value('emailUpdate'), value('emailLogin')]).toEqual(['idle', { flow: 'awaitingOtp', cooldown: 'cooling' }])
  })
})

describe('embedded wallet: the account type (R-SA-2)', () => {
  it.each(['smartAccount', 'eoa'] as const)('R-SA-2: the choice of %s reaches the account types, which ask the frame for it', async (accountType) => {
    const { actor, asked, child, value } = start({ fetchEnabledNetworks: async () => ({ ok: true, value: [31337] }) })
    child('smartAccount').send({ type: 'account.signedIn', user: USER })
    await settle()
    asked.length = 0
    actor.send({ type: 'account.setPreferred', accountType })
    expect(asked).toEqual([{ id: 'setPreferred', input: { accountType } }])
    expect(value('smartAccount')).toBe(accountType === 'eoa' ? 'toEoa' : 'toSmartAccount')
  })
})
