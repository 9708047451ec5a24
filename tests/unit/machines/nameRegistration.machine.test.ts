// The names flow with answering actors (R-PROD-6, R-VAL-1, R-NAME-1, R-NAME-2), each expected value written out:
// which CAIP-10 strings name an account, what each service is asked, what a failure with no reason shows, which
// recent addresses are looked up, and the profile after a registration. The model test walks every path by handing
// the machine its actors' outcomes; here the actors really run, so their inputs and the states after them are real.
import { describe, expect, it } from 'vitest'
import { createActor, fromPromise, SimulatedClock } from 'xstate'
import { nameRegistrationMachine } from '../../../src/machines/nameRegistration/nameRegistration.machine'
import type { NamesEmitted } from '../../../src/machines/nameRegistration/nameRegistration.types'
import { pending, settle } from './support/promises'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ACCOUNT = `eip155:31337:${ADDRESS}`
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }

type Answers = Partial<Record<'readCachedProfile' | 'fetchProfile' | 'checkName' | 'signName' | 'registerName' | 'lookUpProfiles', (input: unknown) => Promise<unknown>>>

function start(answers: Answers = {}) {
  const asked: { id: string; input: unknown }[] = []
  const actors = Object.fromEntries(
    (['readCachedProfile', 'fetchProfile', 'checkName', 'signName', 'registerName', 'lookUpProfiles'] as const).map((id) => [
      id,
      fromPromise(({ input }) => {
        asked.push({ id, input })
        return (answers[id] ?? pending)(input)
      }),
    ]),
  )
  const clock = new SimulatedClock()
  const actor = createActor(nameRegistrationMachine.provide({ actors: actors as never }), { clock })
  const facts: NamesEmitted[] = []
  for (const type of ['profile', 'registered'] as const) actor.on(type, (fact) => facts.push(fact))
  actor.start()
  const form = () => (actor.getSnapshot().value as { form: string }).form
  const profile = () => (actor.getSnapshot().value as { profile: string }).profile
  const recent = () => (actor.getSnapshot().value as { recent: string }).recent
  // Types a name and lets the 300 ms pause pass, so the lookup starts.
  const typeAndPause = async (value: string) => {
    actor.send({ type: 'names.type', value })
    clock.increment(300)
    await settle()
  }
  return { actor, asked, clock, facts, form, profile, recent, typeAndPause, context: () => actor.getSnapshot().context }
}

describe('names flow: which accounts have names (R-PROD-6)', () => {
  it.each([
    ['a network id without an address', 'eip155:31337'],
    ['an address with a fourth part', `eip155:31337:${ADDRESS}:1`],
    ['an empty namespace', `:31337:${ADDRESS}`],
    ['an empty chain id', `eip155::${ADDRESS}`],
    ['an empty address', 'eip155:31337:'],
    ['a Solana account', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'],
  ])('%s has no profile and no form', (_case, caipAddress) => {
    const { actor, asked, form, profile, context } = start()
    actor.send({ type: 'names.account', caipAddress })
    expect([profile(), form(), context().account]).toEqual(['none', 'off', null])
    expect(asked).toEqual([])
  })

  it('an EVM account is split into its parts, and the cache is asked about it', () => {
    const { actor, asked, profile, form, context } = start()
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    const account = { caipAddress: ACCOUNT, namespace: 'eip155', chainId: '31337', address: ADDRESS }
    expect([profile(), form()]).toEqual(['reading', 'empty'])
    expect(context()).toEqual({ account, profile: null, draft: '', suggestions: [], lookupError: null, failure: null, signed: null, registered: null, known: {} })
    expect(asked).toEqual([{ id: 'readCachedProfile', input: account }])
  })

  it('the same account again keeps what is typed; a malformed one afterwards ends the form', () => {
    const { actor, form, context } = start()
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    actor.send({ type: 'names.type', value: 'abc' })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    expect([form(), context().draft]).toEqual(['invalid', 'abc'])
    actor.send({ type: 'names.account', caipAddress: `eip155:31337:${ADDRESS}:1` })
    expect([form(), context().draft, context().account]).toEqual(['off', '', null])
  })
})

describe('names flow: the profile', () => {
  it('the cached name shows at once, the service is asked anyway, and its answer replaces it', async () => {
    const cached = { name: 'ana-1', image: null, names: ['ana-1'] }
    const fetched = { name: 'ana-2', image: 'http://127.0.0.1:5176/v1/profile/avatar/ana-2', names: ['ana-2', 'ana-1'] }
    const { actor, asked, facts, profile, context } = start({ readCachedProfile: async () => cached, fetchProfile: async () => ({ ok: true, profile: fetched }) })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await settle()
    expect(profile()).toBe('shown')
    expect(asked.map((entry) => entry.id)).toEqual(['readCachedProfile', 'fetchProfile'])
    expect(asked[1]?.input).toEqual({ caipAddress: ACCOUNT, namespace: 'eip155', chainId: '31337', address: ADDRESS })
    expect(facts).toEqual([
      { type: 'profile', caipAddress: ACCOUNT, name: 'ana-1', image: null },
      { type: 'profile', caipAddress: ACCOUNT, name: 'ana-2', image: 'http://127.0.0.1:5176/v1/profile/avatar/ana-2' },
    ])
    // The account's own row in the recent wallets knows the name too, under the address in lower case.
    expect(context().known).toEqual({ [ADDRESS.toLowerCase()]: { name: 'ana-2', image: 'http://127.0.0.1:5176/v1/profile/avatar/ana-2' } })
  })

  it('a cache that fails still asks the service; a service that fails keeps what was known and reports nothing', async () => {
    const { actor, asked, facts, profile, context } = start({ readCachedProfile: () => Promise.reject(new Error('storage')), fetchProfile: () => Promise.reject(new Error('down')) })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await settle()
    expect(asked.map((entry) => entry.id)).toEqual(['readCachedProfile', 'fetchProfile'])
    expect([profile(), context().profile, context().known, facts]).toEqual(['failed', null, {}, []])
  })

  it('an empty cache asks the service; an answered failure keeps the profile unknown', async () => {
    const { actor, facts, profile, context } = start({
      readCachedProfile: async () => null,
      fetchProfile: async () => ({ ok: false, error: { code: 'NAMES_FOR_ADDRESS_FAILED', message: 'Error fetching names for address' } }),
    })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await settle()
    expect([profile(), context().profile, facts]).toEqual(['failed', null, []])
  })
})

describe('names flow: the recent wallets’ accounts', () => {
  it('looks up the addresses asked for when one is unknown, and knows the answers afterwards', async () => {
    const { actor, asked, recent, context } = start({ lookUpProfiles: async () => ({ [OTHER.toLowerCase()]: { name: 'bob-1', image: null } }) })
    actor.send({ type: 'names.recent', addresses: [ADDRESS, OTHER] })
    expect(recent()).toBe('lookingUp')
    expect(asked).toEqual([{ id: 'lookUpProfiles', input: [ADDRESS, OTHER] }])
    await settle()
    expect(recent()).toBe('idle')
    expect(context().known).toEqual({ [OTHER.toLowerCase()]: { name: 'bob-1', image: null } })
  })

  it('asks nothing when every address is known, whatever its case; one unknown among known ones is asked', async () => {
    const { actor, asked, recent } = start({ lookUpProfiles: async () => ({ [OTHER.toLowerCase()]: { name: 'bob-1', image: null } }) })
    actor.send({ type: 'names.recent', addresses: [OTHER] })
    await settle()
    actor.send({ type: 'names.recent', addresses: [OTHER.toUpperCase().replace('0X', '0x'), OTHER] })
    expect(recent()).toBe('idle')
    actor.send({ type: 'names.recent', addresses: [OTHER, ADDRESS] })
    expect(recent()).toBe('lookingUp')
    expect(asked.map((entry) => entry.input)).toEqual([[OTHER], [OTHER, ADDRESS]])
  })

  it('a failed lookup goes back to idle and may be asked again', async () => {
    const { actor, asked, recent } = start({ lookUpProfiles: () => Promise.reject(new Error('down')) })
    actor.send({ type: 'names.recent', addresses: [OTHER] })
    await settle()
    expect(recent()).toBe('idle')
    actor.send({ type: 'names.recent', addresses: [OTHER] })
    expect(asked).toHaveLength(2)
  })
})

describe('names flow: the form (R-VAL-1, R-NAME-1, R-NAME-2)', () => {
  it('a valid name is checked after the 300 ms pause, not before, and only once for the name last typed', async () => {
    const { actor, asked, clock, form } = start({ checkName: pending })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    actor.send({ type: 'names.type', value: 'alic' })
    expect(form()).toBe('waiting')
    clock.increment(299)
    actor.send({ type: 'names.type', value: 'alice' })
    clock.increment(299)
    expect(form()).toBe('waiting')
    clock.increment(1)
    expect(form()).toBe('checking')
    expect(asked.filter((entry) => entry.id === 'checkName')).toEqual([{ id: 'checkName', input: 'alice' }])
  })

  it('an available name offers only the free suggestions; a taken one too', async () => {
    const suggestions = [
      { name: 'alice', registered: true },
      { name: 'alice1', registered: false },
    ]
    const { actor, form, context, typeAndPause } = start({ checkName: async (name) => ({ ok: true, available: name === 'alice', suggestions }) })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await typeAndPause('alice')
    expect([form(), context().suggestions]).toEqual(['available', [{ name: 'alice1', registered: false }]])
    await typeAndPause('alice-2')
    expect([form(), context().suggestions]).toEqual(['taken', [{ name: 'alice1', registered: false }]])
  })

  it('a lookup failing with its reason shows it; with none, or thrown, "Something went wrong"; Retry asks again', async () => {
    const answers = [
      { ok: false, error: { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' } },
      { ok: false },
    ]
    let call = 0
    const { actor, asked, form, context, typeAndPause } = start({ checkName: async () => answers[call++] ?? Promise.reject(new Error('down')) })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await typeAndPause('alice')
    expect([form(), context().lookupError]).toEqual(['lookupFailed', { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' }])
    actor.send({ type: 'names.retry' })
    await settle()
    expect([form(), context().lookupError]).toEqual(['lookupFailed', SOMETHING_WENT_WRONG])
    actor.send({ type: 'names.retry' })
    await settle()
    expect([form(), context().lookupError]).toEqual(['lookupFailed', SOMETHING_WENT_WRONG])
    expect(asked.filter((entry) => entry.id === 'checkName')).toHaveLength(3)
  })

  it('R-NAME-1, R-NAME-2: Register signs the name, registers with the signed message, and the name becomes the profile’s first', async () => {
    const message = '{"name":"alice","attributes":{},"timestamp":1764115200}'
    const { actor, asked, facts, form, context, typeAndPause } = start({
      readCachedProfile: async () => ({ name: 'ana-1', image: null, names: ['ana-1', 'alice'] }),
      fetchProfile: pending,
      checkName: async () => ({ ok: true, available: true, suggestions: [] }),
      signName: async () => ({ ok: true, message, signature: '0xsig' }),
      registerName: async () => ({ ok: true }),
    })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await settle()
    await typeAndPause('alice')
    facts.length = 0
    actor.send({ type: 'names.register' })
    expect(form()).toBe('signing')
    await settle()
    const account = { caipAddress: ACCOUNT, namespace: 'eip155', chainId: '31337', address: ADDRESS }
    expect(asked.filter((entry) => entry.id === 'signName' || entry.id === 'registerName')).toEqual([
      { id: 'signName', input: { account, name: 'alice' } },
      { id: 'registerName', input: { account, name: 'alice', message, signature: '0xsig' } },
    ])
    expect(form()).toBe('registered')
    expect(context()).toMatchObject({ registered: 'alice', signed: null, failure: null, profile: { name: 'alice', image: null, names: ['alice', 'ana-1'] } })
    expect(facts).toEqual([
      { type: 'profile', caipAddress: ACCOUNT, name: 'alice', image: null },
      { type: 'registered', name: 'alice' },
    ])
  })

  it('R-NAME-2: registered with no profile known yet, the name is the profile’s only one; typing again starts a new name', async () => {
    const { actor, form, context, typeAndPause } = start({
      readCachedProfile: async () => null,
      fetchProfile: pending,
      checkName: async () => ({ ok: true, available: true, suggestions: [] }),
      signName: async () => ({ ok: true, message: 'm', signature: '0xsig' }),
      registerName: async () => ({ ok: true }),
    })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await settle()
    await typeAndPause('alice')
    actor.send({ type: 'names.register' })
    await settle()
    expect([form(), context().profile]).toEqual(['registered', { name: 'alice', image: null, names: ['alice'] }])
    actor.send({ type: 'names.type', value: 'ab' })
    expect([form(), context().draft]).toEqual(['invalid', 'ab'])
  })

  it('R-NAME-2: a failed registration, answered or thrown, returns to the form with the name that failed', async () => {
    let call = 0
    const { actor, form, context, typeAndPause } = start({
      checkName: async () => ({ ok: true, available: true, suggestions: [] }),
      signName: async () => ({ ok: true, message: 'm', signature: '0xsig' }),
      registerName: async () => (call++ === 0 ? { ok: false } : Promise.reject(new Error('down'))),
    })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await typeAndPause('alice')
    for (let i = 0; i < 2; i++) {
      actor.send({ type: 'names.register' })
      await settle()
      expect([form(), context().failure, context().signed]).toEqual(['available', { code: 'NAME_REGISTER_FAILED', message: 'Error registering name alice' }, null])
    }
  })

  it('R-NAME-1: a declined signature says so; another refusal shows its reason; a thrown one "Something went wrong"; Register again clears it', async () => {
    const answers = [
      { ok: false, declined: true, error: { code: '4001', message: 'User rejected the request' } },
      { ok: false, declined: false, error: { code: 'INVALID_CHAIN_ID', message: 'Invalid chainId' } },
    ]
    let call = 0
    const { actor, form, context, typeAndPause } = start({
      checkName: async () => ({ ok: true, available: true, suggestions: [] }),
      signName: async () => answers[call++] ?? Promise.reject(new Error('down')),
    })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await typeAndPause('alice')
    const failures = []
    for (let i = 0; i < 3; i++) {
      actor.send({ type: 'names.register' })
      expect(context().failure).toBeNull()
      await settle()
      expect(form()).toBe('available')
      failures.push(context().failure)
    }
    expect(failures).toEqual([{ code: 'SIGNATURE_DECLINED', message: 'Signature declined' }, { code: 'INVALID_CHAIN_ID', message: 'Invalid chainId' }, SOMETHING_WENT_WRONG])
  })

  it('typing after a registration, a taken name or a failed lookup starts over; an empty field is empty again', async () => {
    const { actor, form, context, typeAndPause } = start({ checkName: async () => ({ ok: true, available: false, suggestions: [] }) })
    actor.send({ type: 'names.account', caipAddress: ACCOUNT })
    await typeAndPause('alice')
    expect(form()).toBe('taken')
    actor.send({ type: 'names.type', value: 'ab' })
    expect([form(), context().draft]).toEqual(['invalid', 'ab'])
    actor.send({ type: 'names.type', value: '' })
    expect([form(), context().draft]).toEqual(['empty', ''])
  })
})
