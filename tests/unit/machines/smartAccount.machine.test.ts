// The embedded wallet's account types with answering actors (R-SA-1, R-SA-2, R-ERR-6), each expected value written
// out: the accounts read from the user the frame describes, what each request is given, the networks stored and
// reported for each answer, the choice reported only when the frame accepted it, the fail-over to the EOA with its
// toast, each failure's words, the 30 s per request (SPEC §9) and what signing out forgets. The model test walks every
// path by handing the machine its outcomes; here the actors really run. Time is a SimulatedClock.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { smartAccountMachine, type SmartAccountEmitted } from '../../../src/machines/smartAccount/smartAccount.machine'
import { pending, settle } from './support/promises'

const EOA = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const ACCOUNTS = [
  { address: EOA, type: 'eoa' },
  { address: SMART, type: 'smartAccount' },
]
const user = (deployed: boolean) => ({ address: SMART, chainId: 31337, accounts: ACCOUNTS, preferredAccountType: 'smartAccount', smartAccountDeployed: deployed })
const REFUSED = { code: 'FRAME_ERROR', message: 'Smart accounts are not enabled on this network' }
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const SIGNED_OUT = { accounts: [], deployed: false, enabledNetworks: [], failure: null }
const TOAST = { type: 'toast', code: 'SMART_ACCOUNTS_UNSUPPORTED' }
// SPEC §8/§9: iframe_request_timeout (30 s) is the alert 'Embedded Wallet Request Timed Out'.
const ALERT = { type: 'alert', code: 'FRAME_REQUEST_TIMEOUT' }
const TIMED_OUT = { code: 'FRAME_REQUEST_TIMEOUT', message: 'Embedded Wallet Request Timed Out' }
const NETWORKS = { fetchEnabledNetworks: async () => ({ ok: true, value: [31337, 8453] }) }

type Step = 'fetchEnabledNetworks' | 'setPreferred' | 'initSmartAccount'
function start(answers: Partial<Record<Step, (input: unknown) => Promise<unknown>>> = {}) {
  const asked: { id: Step; input: unknown }[] = []
  const signals: AbortSignal[] = []
  let aborted = 0
  const actors = Object.fromEntries(
    (['fetchEnabledNetworks', 'setPreferred', 'initSmartAccount'] as const).map((id) => [
      id,
      fromPromise(({ input, signal }) => {
        asked.push({ id, input })
        signals.push(signal)
        return (answers[id] ?? pending)(input)
      }),
    ]),
  )
  const clock = new SimulatedClock()
  const actor = createActor(smartAccountMachine.provide({ actors: actors as never, actions: { abortRequests: () => void aborted++ } }), { clock })
  const facts: SmartAccountEmitted[] = []
  for (const type of ['enabledNetworks', 'preferred', 'toast', 'alert'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const snapshot = () => actor.getSnapshot()
  /** Signed in with the networks answered, and what that said forgotten: ready for a choice. */
  const signIn = async (deployed = false) => {
    actor.send({ type: 'account.signedIn', user: user(deployed) as never })
    await settle()
    expect(snapshot().value).toBe('ready')
    asked.length = 0
    facts.length = 0
  }
  return { actor, asked, clock, facts, signals, snapshot, signIn, aborted: () => aborted, busy: () => snapshot().hasTag('busy') }
}

describe('account types: signed out', () => {
  it('starts signed out with no accounts, not deployed, no networks, no failure, not busy, asking nothing', () => {
    const { asked, facts, snapshot, busy } = start()
    expect([snapshot().value, snapshot().context, busy(), asked, facts]).toEqual(['signedOut', SIGNED_OUT, false, [], []])
  })

  it('a choice before any sign-in asks nothing', () => {
    const { actor, asked, snapshot } = start()
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    expect([snapshot().value, asked]).toEqual(['signedOut', []])
  })
})

describe('account types: signing in (R-SA-1)', () => {
  it('R-SA-1: a sign-in keeps the user’s accounts and deployment, and asks the frame for its networks, once', () => {
    const { actor, asked, snapshot, busy } = start()
    actor.send({ type: 'account.signedIn', user: user(true) as never })
    expect([snapshot().value, busy(), asked]).toEqual(['loadingNetworks', false, [{ id: 'fetchEnabledNetworks', input: undefined }]])
    expect(snapshot().context).toEqual({ accounts: ACCOUNTS, deployed: true, enabledNetworks: [], failure: null })
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    expect([snapshot().value, asked.length]).toEqual(['loadingNetworks', 1])
  })

  it.each([
    ['no list and no preferred type: its one address, an EOA', { address: EOA, chainId: 1 }, [{ address: EOA, type: 'eoa' }], false],
    ['no list, the smart account preferred: its one address, a smart account', { address: SMART, chainId: 1, preferredAccountType: 'smartAccount' }, [{ address: SMART, type: 'smartAccount' }], false],
    ['deployment not said: not deployed', { address: EOA, chainId: 1, accounts: ACCOUNTS }, ACCOUNTS, false],
    ['said not deployed', { address: EOA, chainId: 1, accounts: ACCOUNTS, smartAccountDeployed: false }, ACCOUNTS, false],
  ])('a user with %s', (_case, signedIn, accounts, deployed) => {
    const { actor, snapshot } = start()
    actor.send({ type: 'account.signedIn', user: signedIn as never })
    expect([snapshot().context.accounts, snapshot().context.deployed]).toEqual([accounts, deployed])
  })

  it('R-SA-1: the frame’s networks are kept and reported', async () => {
    const { actor, facts, snapshot } = start(NETWORKS)
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    await settle()
    expect([snapshot().value, snapshot().context.enabledNetworks, facts]).toEqual(['ready', [31337, 8453], [{ type: 'enabledNetworks', networks: [31337, 8453] }]])
  })

  it.each([
    ['refused', async () => ({ ok: false, error: REFUSED })],
    ['failing', () => Promise.reject(new Error('frame gone'))],
  ])('R-SA-1: a frame %s gives no networks, reported empty', async (_case, answer) => {
    const { actor, facts, snapshot } = start({ fetchEnabledNetworks: answer })
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    await settle()
    expect([snapshot().value, snapshot().context, facts]).toEqual(['ready', { accounts: ACCOUNTS, deployed: false, enabledNetworks: [], failure: null }, [{ type: 'enabledNetworks', networks: [] }]])
  })

  it('R-SA-1, R-ERR-6: a silent frame is still waited for at 29 999 ms; at 30 000 ms no networks, reported empty, requests aborted', () => {
    const { actor, clock, facts, signals, snapshot, aborted } = start()
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    clock.increment(29_999)
    expect([snapshot().value, facts, aborted()]).toEqual(['loadingNetworks', [], 0])
    clock.increment(1)
    expect([snapshot().value, snapshot().context.enabledNetworks, facts, aborted(), signals[0]?.aborted]).toEqual(['ready', [], [{ type: 'enabledNetworks', networks: [] }, ALERT], 1, true])
  })

  it('signed in again while ready: the new user is kept, the networks are not asked again', async () => {
    const { actor, asked, snapshot, signIn } = start(NETWORKS)
    await signIn()
    actor.send({ type: 'account.signedIn', user: { address: EOA, chainId: 1, smartAccountDeployed: true } as never })
    expect([snapshot().value, snapshot().context, asked]).toEqual(['ready', { accounts: [{ address: EOA, type: 'eoa' }], deployed: true, enabledNetworks: [31337, 8453], failure: null }, []])
  })
})

describe('account types: choosing the smart account (R-SA-2)', () => {
  it('R-SA-2: the frame is asked for the smart account; accepted for a deployed one, the choice is reported and nothing more asked', async () => {
    const { actor, asked, facts, snapshot, signIn, busy } = start({ ...NETWORKS, setPreferred: async () => ({ ok: true, value: { address: SMART } }) })
    await signIn(true)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    expect([snapshot().value, busy(), asked]).toEqual(['toSmartAccount', true, [{ id: 'setPreferred', input: { accountType: 'smartAccount' } }]])
    await settle()
    expect([snapshot().value, busy(), facts, asked.length]).toEqual(['ready', false, [{ type: 'preferred', accountType: 'smartAccount' }], 1])
  })

  it('accepted for an account not deployed: the choice is reported, then the account is deployed', async () => {
    const { actor, asked, facts, snapshot, signIn, busy } = start({ ...NETWORKS, setPreferred: async () => ({ ok: true, value: { address: SMART } }), initSmartAccount: pending })
    await signIn(false)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    expect([snapshot().value, busy(), facts]).toEqual(['deploying', true, [{ type: 'preferred', accountType: 'smartAccount' }]])
    expect(asked).toEqual([
      { id: 'setPreferred', input: { accountType: 'smartAccount' } },
      { id: 'initSmartAccount', input: undefined },
    ])
  })

  it.each([
    ['deploys it: deployed', async () => ({ ok: true, value: { isDeployed: true } }), true],
    ['answers that it is still not deployed: not deployed', async () => ({ ok: true, value: { isDeployed: false } }), false],
    ['refuses: still not deployed', async () => ({ ok: false, error: REFUSED }), false],
    ['fails: still not deployed', () => Promise.reject(new Error('frame gone')), false],
  ])('the frame asked to deploy %s', async (_case, answer, deployed) => {
    const { actor, facts, snapshot, signIn } = start({ ...NETWORKS, setPreferred: async () => ({ ok: true, value: { address: SMART } }), initSmartAccount: answer })
    await signIn(false)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    expect([snapshot().value, snapshot().context.deployed, snapshot().context.failure, facts]).toEqual(['ready', deployed, null, [{ type: 'preferred', accountType: 'smartAccount' }]])
  })

  it.each([
    ['refused', async () => ({ ok: false, error: REFUSED })],
    ['failing', () => Promise.reject(new Error('frame gone'))],
  ])('R-SA-2: the smart account %s falls over to the EOA: the toast, the EOA asked for, accepted and reported', async (_case, answer) => {
    const { actor, asked, facts, snapshot, signIn } = start({
      ...NETWORKS,
      setPreferred: async (input) => ((input as { accountType: string }).accountType === 'smartAccount' ? answer() : { ok: true, value: { address: EOA } }),
    })
    await signIn(true)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    expect(asked).toEqual([
      { id: 'setPreferred', input: { accountType: 'smartAccount' } },
      { id: 'setPreferred', input: { accountType: 'eoa' } },
    ])
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['ready', null, [TOAST, { type: 'preferred', accountType: 'eoa' }]])
  })

  it('R-SA-2, R-ERR-6: a smart account unanswered at 29 999 ms is still waited for; at 30 000 ms aborted, the toast, the EOA asked for', async () => {
    const { actor, asked, clock, facts, signals, snapshot, signIn, aborted } = start(NETWORKS)
    await signIn(true)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    clock.increment(29_999)
    expect([snapshot().value, facts, aborted()]).toEqual(['toSmartAccount', [], 0])
    clock.increment(1)
    expect([snapshot().value, facts, aborted(), signals.at(-2)?.aborted]).toEqual(['failingOver', [ALERT, TOAST], 1, true])
    expect(asked.map((entry) => entry.input)).toEqual([{ accountType: 'smartAccount' }, { accountType: 'eoa' }])
  })

  it.each([
    ['refuses it: its reason', async () => ({ ok: false, error: REFUSED }), REFUSED],
    ['fails: "Something went wrong"', () => Promise.reject(new Error('frame gone')), SOMETHING_WENT_WRONG],
  ])('R-SA-2: the fail-over’s EOA refused too, the frame %s, and no choice reported', async (_case, answer, failure) => {
    const { actor, facts, snapshot, signIn } = start({ ...NETWORKS, setPreferred: (input) => ((input as { accountType: string }).accountType === 'smartAccount' ? Promise.reject(new Error('no')) : answer()) })
    await signIn(true)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['ready', failure, [TOAST]])
  })
})

describe('account types: choosing the EOA', () => {
  it('the frame is asked for the EOA, no toast; accepted, the choice is reported', async () => {
    const { actor, asked, facts, snapshot, signIn, busy } = start({ ...NETWORKS, setPreferred: async () => ({ ok: true, value: { address: EOA } }) })
    await signIn()
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    expect([snapshot().value, busy(), asked]).toEqual(['toEoa', true, [{ id: 'setPreferred', input: { accountType: 'eoa' } }]])
    await settle()
    expect([snapshot().value, busy(), snapshot().context.failure, facts]).toEqual(['ready', false, null, [{ type: 'preferred', accountType: 'eoa' }]])
  })

  it('refused, its reason stays; failing, "Something went wrong"; choosing again clears it at once', async () => {
    const answers = [{ ok: false, error: REFUSED }]
    let call = 0
    const { actor, facts, snapshot, signIn } = start({ ...NETWORKS, setPreferred: async () => answers[call++] ?? Promise.reject(new Error('frame gone')) })
    await signIn()
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    await settle()
    expect([snapshot().value, snapshot().context.failure]).toEqual(['ready', REFUSED])
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['toEoa', null])
    await settle()
    expect([snapshot().value, snapshot().context.failure, facts]).toEqual(['ready', SOMETHING_WENT_WRONG, []])
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    expect([snapshot().value, snapshot().context.failure]).toEqual(['toSmartAccount', null])
  })

  it('R-ERR-6: unanswered, still waited for at 29 999 ms; at 30 000 ms aborted, ready again with "Embedded Wallet Request Timed Out", the alert, no choice reported', () => {
    const { actor, clock, facts, signals, snapshot, aborted } = start()
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    clock.increment(30_000)
    facts.length = 0
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    clock.increment(29_999)
    expect([snapshot().value, aborted()]).toEqual(['toEoa', 1])
    clock.increment(1)
    expect([snapshot().value, aborted(), signals.at(-1)?.aborted, facts, snapshot().context.failure]).toEqual(['ready', 2, true, [ALERT], TIMED_OUT])
  })

  it('R-SA-2, R-ERR-6: the fail-over’s EOA unanswered, still waited for at 29 999 ms; at 30 000 ms aborted and ready again', async () => {
    const { actor, clock, facts, snapshot, signIn, aborted } = start({ ...NETWORKS, setPreferred: (input) => ((input as { accountType: string }).accountType === 'smartAccount' ? Promise.reject(new Error('no')) : pending()) })
    await signIn(true)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    clock.increment(29_999)
    expect([snapshot().value, aborted()]).toEqual(['failingOver', 0])
    clock.increment(1)
    expect([snapshot().value, aborted(), facts, snapshot().context.failure]).toEqual(['ready', 1, [TOAST, ALERT], TIMED_OUT])
  })

  it('R-ERR-6: a deployment unanswered at 29 999 ms is still waited for; at 30 000 ms aborted, ready, not deployed, "Embedded Wallet Request Timed Out" and the alert', async () => {
    const { actor, clock, facts, snapshot, signIn, aborted } = start({ ...NETWORKS, setPreferred: async () => ({ ok: true, value: { address: SMART } }) })
    await signIn(false)
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    await settle()
    clock.increment(29_999)
    expect([snapshot().value, aborted()]).toEqual(['deploying', 0])
    clock.increment(1)
    expect([snapshot().value, aborted(), snapshot().context.deployed, snapshot().context.failure, facts.at(-1)]).toEqual(['ready', 1, false, TIMED_OUT, ALERT])
  })

  it.each(['toEoa', 'toSmartAccount'] as const)('while a switch is asked for (%s), another choice asks nothing', async (state) => {
    const { actor, asked, snapshot, signIn } = start(NETWORKS)
    await signIn()
    actor.send({ type: 'account.setPreferred', accountType: state === 'toEoa' ? 'eoa' : 'smartAccount' })
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    expect([snapshot().value, asked.length]).toEqual([state, 1])
  })
})

describe('account types: the frame’s word on the user, and signing out', () => {
  it('the user announced again replaces the accounts and deployment, ready or mid-switch, without asking again', async () => {
    const { actor, asked, snapshot, signIn } = start(NETWORKS)
    await signIn(false)
    actor.send({ type: 'account.userChanged', user: { address: EOA, chainId: 8453, smartAccountDeployed: true } as never })
    expect([snapshot().value, snapshot().context.accounts, snapshot().context.deployed]).toEqual(['ready', [{ address: EOA, type: 'eoa' }], true])
    actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
    actor.send({ type: 'account.userChanged', user: user(false) as never })
    expect([snapshot().value, snapshot().context.accounts, snapshot().context.deployed, asked.length]).toEqual(['toSmartAccount', ACCOUNTS, false, 1])
  })

  it.each(['ready', 'loadingNetworks', 'toSmartAccount', 'deploying'] as const)('signing out from %s forgets everything, calls off the request, and reports nothing', async (state) => {
    const { actor, asked, facts, signals, snapshot } = start(
      state === 'loadingNetworks' ? {} : { ...NETWORKS, setPreferred: async () => (state === 'deploying' ? { ok: true, value: { address: SMART } } : pending()) },
    )
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    await settle()
    if (state !== 'ready' && state !== 'loadingNetworks') {
      actor.send({ type: 'account.setPreferred', accountType: 'smartAccount' })
      await settle()
    }
    expect(snapshot().value).toBe(state)
    facts.length = 0
    actor.send({ type: 'account.signedOut' })
    expect([snapshot().value, snapshot().context, snapshot().hasTag('busy'), facts]).toEqual(['signedOut', SIGNED_OUT, false, []])
    // The request still waiting (none when ready) is called off.
    expect(signals.at(-1)?.aborted).toBe(state !== 'ready')
    await settle()
    expect(facts).toEqual([])
    // The next sign-in asks for the networks again.
    asked.length = 0
    actor.send({ type: 'account.signedIn', user: user(false) as never })
    expect(asked).toEqual([{ id: 'fetchEnabledNetworks', input: undefined }])
  })

  it('signing out after a failed switch forgets the networks and the failure too', async () => {
    const { actor, snapshot, signIn } = start({ ...NETWORKS, setPreferred: async () => ({ ok: false, error: REFUSED }) })
    await signIn()
    actor.send({ type: 'account.setPreferred', accountType: 'eoa' })
    await settle()
    expect(snapshot().context).toEqual({ accounts: ACCOUNTS, deployed: false, enabledNetworks: [31337, 8453], failure: REFUSED })
    actor.send({ type: 'account.signedOut' })
    expect(snapshot().context).toEqual(SIGNED_OUT)
  })
})
