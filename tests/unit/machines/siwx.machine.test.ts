// Sign in with X with answering actors (R-SIWX-1…4, R-NAV-9), each expected value written out: which accounts are
// asked, what each step is given (the account, the message's text, the signature), the sessions counted, and each
// failure's words. The model test walks every path by handing the machine its outcomes; here the actors really run.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise } from 'xstate'
import { siwxMachine } from '../../../src/machines/siwx/siwx.machine'
import type { SiwxEmitted } from '../../../src/machines/siwx/siwx.types'
import { pending, settle } from './support/promises'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ANA = { namespace: 'eip155', chainId: 'eip155:31337', address: ADDRESS }
const MESSAGE = { fields: { domain: 'localhost', uri: 'http://localhost', chainId: 'eip155:31337', accountAddress: ADDRESS, issuedAt: '2026-11-25T00:00:00.000Z', nonce: 'abcdefgh12' }, text: 'localhost wants you to sign in' }
const REFUSED = { code: 'SERVER', message: 'The signature does not match the account' }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }

type Step = 'checkSessions' | 'createMessage' | 'signMessage' | 'verify'
function start(answers: Partial<Record<Step, (input: unknown) => Promise<unknown>>> = {}, required = true) {
  const asked: { id: Step; input: unknown }[] = []
  const actors = Object.fromEntries(
    (['checkSessions', 'createMessage', 'signMessage', 'verify'] as const).map((id) => [
      id,
      fromPromise(({ input }) => {
        asked.push({ id, input })
        return (answers[id] ?? pending)(input)
      }),
    ]),
  )
  const actor = createActor(siwxMachine.provide({ actors: actors as never }), { input: { required, networks: ['eip155:31337', 'eip155:31338'] } })
  const facts: SiwxEmitted[] = []
  for (const type of ['prompt', 'sessions', 'signedIn', 'cancelled', 'alert'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  return { actor, asked, facts, snapshot: () => actor.getSnapshot() }
}
const NO_SESSION = { checkSessions: async () => ({ state: 'none' }), createMessage: async () => ({ ok: true, value: MESSAGE }) }

describe('sign in with X: which accounts are asked (R-SIWX-1)', () => {
  it.each([
    ['no account', null],
    ['an unsupported network', `eip155:1:${ADDRESS}`],
    ['a network id alone', 'eip155:31337'],
    ['a fourth part', `eip155:31337:${ADDRESS}:1`],
  ])('%s: nothing is asked, no session is counted', (_case, caipAddress) => {
    const { actor, asked, facts, snapshot } = start()
    actor.send({ type: 'siwx.account', caipAddress })
    expect([snapshot().value, snapshot().context.account, asked, facts]).toEqual(['idle', null, [], [{ type: 'sessions', count: 0 }]])
  })

  it('a supported account is checked for a session, as namespace, CAIP-2 chain and address', () => {
    const { actor, asked, snapshot } = start()
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    expect(snapshot().value).toBe('checking')
    expect(asked).toEqual([{ id: 'checkSessions', input: ANA }])
  })

  it('the same account in another case asks nothing new; the same address on another chain is checked again', () => {
    const { actor, asked, facts, snapshot } = start()
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS.toLowerCase()}` })
    expect([snapshot().value, asked.length, facts]).toEqual(['checking', 1, []])
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31338:${ADDRESS}` })
    expect(asked.map((entry) => entry.input)).toEqual([ANA, { ...ANA, chainId: 'eip155:31338' }])
  })
})

describe('sign in with X: the account changing', () => {
  it('another address on the same chain is checked for its own session', () => {
    const { actor, asked } = start()
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    actor.send({ type: 'siwx.account', caipAddress: 'eip155:31337:0x70997970C51812dc3A010C7d01b50e0d17dc79C8' })
    expect(asked.map((entry) => entry.input)).toEqual([ANA, { ...ANA, address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' }])
  })

  it('the account gone while the view waits ends the flow: idle, nothing kept, no session counted', async () => {
    const { actor, facts, snapshot } = start(NO_SESSION)
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect(snapshot().value).toBe('ready')
    facts.length = 0
    actor.send({ type: 'siwx.account', caipAddress: null })
    expect([snapshot().value, snapshot().context.account, snapshot().context.message, snapshot().context.failure, facts]).toEqual(['idle', null, null, null, [{ type: 'sessions', count: 0 }]])
  })
})

describe('sign in with X: sessions (R-NAV-9)', () => {
  it('a session in force ends the flow with its count, asking nothing to sign', async () => {
    const { actor, asked, facts, snapshot } = start({ checkSessions: async () => ({ state: 'valid', count: 2 }) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect([snapshot().value, facts, asked.map((entry) => entry.id)]).toEqual(['signedIn', [{ type: 'sessions', count: 2 }], ['checkSessions']])
  })

  it('only sessions out of their time: none counted, "Session Expired", then the view and a fresh message', async () => {
    const { actor, asked, facts, snapshot } = start({ ...NO_SESSION, checkSessions: async () => ({ state: 'outOfTime' }) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect(facts).toEqual([{ type: 'sessions', count: 0 }, { type: 'alert', code: 'SESSION_EXPIRED' }, { type: 'prompt' }])
    expect([snapshot().value, snapshot().context.message]).toEqual(['ready', MESSAGE])
    expect(asked.at(-1)).toEqual({ id: 'createMessage', input: ANA })
  })

  it('a check that fails counts no session and asks for a sign-in', async () => {
    const { actor, facts, snapshot } = start({ checkSessions: () => Promise.reject(new Error('down')) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect([snapshot().value, facts]).toEqual(['preparing', [{ type: 'sessions', count: 0 }, { type: 'prompt' }]])
  })
})

describe('sign in with X: signing (R-SIWX-2, R-SIWX-3, R-SIWX-4)', () => {
  it('R-SIWX-2: the message text is signed, the signature verified with the message, and the new count reported with the account', async () => {
    const { actor, asked, facts, snapshot } = start({ ...NO_SESSION, signMessage: async () => ({ ok: true, signature: '0xsig' }), verify: async () => ({ ok: true, value: { count: 1 } }) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    // R-SIWX-1: no session for this account and chain: none counted, and the view is asked for.
    expect(facts).toEqual([{ type: 'sessions', count: 0 }, { type: 'prompt' }])
    facts.length = 0
    actor.send({ type: 'siwx.sign' })
    await settle()
    expect(asked.slice(-2)).toEqual([
      { id: 'signMessage', input: { account: ANA, text: 'localhost wants you to sign in' } },
      { id: 'verify', input: { account: ANA, message: MESSAGE, signature: '0xsig' } },
    ])
    expect([snapshot().value, facts]).toEqual(['signedIn', [{ type: 'sessions', count: 1 }, { type: 'signedIn', account: ANA }]])
  })

  it('R-SIWX-3: declined reads "Signature declined"; another refusal its reason; a thrown one "Something went wrong"', async () => {
    const answers = [{ ok: false, declined: true, error: { code: '4001', message: 'User rejected' } }, { ok: false, declined: false, error: REFUSED }]
    let call = 0
    const { actor, snapshot } = start({ ...NO_SESSION, signMessage: async () => answers[call++] ?? Promise.reject(new Error('boom')) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    const failures = []
    actor.send({ type: 'siwx.sign' })
    for (let i = 0; i < 3; i++) {
      await settle()
      expect(snapshot().value).toBe('failed')
      failures.push(snapshot().context.failure)
      // Issue 32: Try again makes a fresh message and asks the wallet at once: one press, not two.
      actor.send({ type: 'siwx.retry' })
    }
    await settle()
    expect(failures).toEqual([{ code: 'SIGNATURE_DECLINED', message: 'Signature declined' }, REFUSED, SOMETHING_WENT_WRONG])
    expect(call).toBe(4)
  })

  it('R-SIWX-3: a message or a verification refused keeps the server’s reason; thrown, "Something went wrong"', async () => {
    const { actor, snapshot } = start({ checkSessions: async () => ({ state: 'none' }), createMessage: async () => ({ ok: false, error: REFUSED }) })
    actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect([snapshot().value, snapshot().context.failure]).toEqual(['failed', REFUSED])

    const thrown = start({ checkSessions: async () => ({ state: 'none' }), createMessage: () => Promise.reject(new Error('down')) })
    thrown.actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    expect([thrown.snapshot().value, thrown.snapshot().context.failure]).toEqual(['failed', SOMETHING_WENT_WRONG])

    const refused = start({ ...NO_SESSION, signMessage: async () => ({ ok: true, signature: '0xsig' }), verify: async () => ({ ok: false, error: REFUSED }) })
    refused.actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    refused.actor.send({ type: 'siwx.sign' })
    await settle()
    expect([refused.snapshot().value, refused.snapshot().context.failure]).toEqual(['failed', REFUSED])

    const verifying = start({ ...NO_SESSION, signMessage: async () => ({ ok: true, signature: '0xsig' }), verify: () => Promise.reject(new Error('down')) })
    verifying.actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
    await settle()
    verifying.actor.send({ type: 'siwx.sign' })
    await settle()
    expect([verifying.snapshot().value, verifying.snapshot().context.failure, verifying.facts.filter((fact) => fact.type === 'signedIn')]).toEqual(['failed', SOMETHING_WENT_WRONG, []])
  })

  it.each([true, false])('R-SIWX-4: a cancel, from the view, the wait for a message or a failure, reports whether sign-in was required (%s)', async (required) => {
    for (const at of ['preparing', 'ready', 'failed'] as const) {
      const { actor, facts, snapshot } = start(
        at === 'preparing' ? { checkSessions: async () => ({ state: 'none' }) } : at === 'ready' ? NO_SESSION : { checkSessions: async () => ({ state: 'none' }), createMessage: async () => ({ ok: false, error: REFUSED }) },
        required,
      )
      actor.send({ type: 'siwx.account', caipAddress: `eip155:31337:${ADDRESS}` })
      await settle()
      expect(snapshot().value).toBe(at)
      actor.send({ type: 'siwx.cancel' })
      expect([snapshot().value, facts.at(-1)]).toEqual(['cancelled', { type: 'cancelled', required }])
    }
  })
})
