// Model-based test of names (SPEC §4 name registration; R-NAME-1, R-NAME-2, R-VAL-1, R-PROD-6): every path through
// accounts arriving and changing, the cached and fetched profile, typing (empty, against the rule, valid), the pause
// before a lookup, availability and suggestions (and their failures, with a retry), signing and registering. At every
// step: only an eip155 account has a profile and a form (R-PROD-6); what was typed is judged by the rule at once
// (R-VAL-1); a lookup starts only after the pause; Register signs, then registers (R-NAME-1); success sets the profile
// name and reports it with the success (R-NAME-2), failure returns to the form with 'Error registering name {name}'.
import { describe, expect, it } from 'vitest'
import { fromPromise, type SnapshotFrom } from 'xstate'
import { nameRegistrationMachine } from '../../src/machines/nameRegistration/nameRegistration.machine'
import type { NamesEmitted } from '../../src/machines/nameRegistration/nameRegistration.types'
import { CoverageRecorder } from './support/coverage'
import { buildModelGraph, stateNodeIds } from './support/modelGraph'
import { allTransitions } from './support/transitionCoverage'
import { walkPath } from './support/walk'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const ON_A = `eip155:31337:${ADDRESS}`
const ON_B = `eip155:31338:${ADDRESS}`
const ON_SOLANA = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'
const DEBOUNCE = 'xstate.after.nameCheckDebounce.names.form.waiting'
const PROFILE = { name: 'ana-1', image: 'http://127.0.0.1:5176/v1/profile/avatar/ana-1', names: ['ana-1'] }
const done = <const I extends string>(id: I, output: unknown) => ({ type: `xstate.done.actor.${id}` as const, output })
const failed = <const I extends string>(id: I) => ({ type: `xstate.error.actor.${id}` as const, error: new Error('down') })
const RESOLVE_FAILED = { code: 'NAME_RESOLVE_FAILED', message: 'Error resolving name' }
const SUGGESTIONS_FAILED = { code: 'NAME_SUGGESTIONS_FAILED', message: 'Error fetching name suggestions' }
const EVENTS = [
  { type: 'names.account', caipAddress: ON_A },
  { type: 'names.account', caipAddress: ON_B },
  { type: 'names.account', caipAddress: ON_SOLANA },
  { type: 'names.account', caipAddress: null },
  { type: 'names.type', value: '' },
  { type: 'names.type', value: 'abc' },
  { type: 'names.type', value: 'ali ce' },
  { type: 'names.type', value: 'alice' },
  { type: 'names.type', value: 'bob-1' },
  { type: 'names.retry' },
  { type: 'names.register' },
  { type: DEBOUNCE },
  done('readCachedProfile', PROFILE),
  done('readCachedProfile', null),
  failed('readCachedProfile'),
  done('fetchProfile', { ok: true, profile: PROFILE }),
  done('fetchProfile', { ok: false, error: { code: 'NAMES_FOR_ADDRESS_FAILED', message: 'Error fetching names for address' } }),
  failed('fetchProfile'),
  done('checkName', { ok: true, available: true, suggestions: [{ name: 'alice', registered: false }, { name: 'alice1', registered: false }] }),
  done('checkName', { ok: true, available: false, suggestions: [{ name: 'alice', registered: true }, { name: 'alice1', registered: false }, { name: 'alice-xyz', registered: false }] }),
  done('checkName', { ok: false, error: RESOLVE_FAILED }),
  done('checkName', { ok: false, error: SUGGESTIONS_FAILED }),
  failed('checkName'),
  done('signName', { ok: true, message: '{"name":"alice","attributes":{},"timestamp":1764115200}', signature: '0xsig' }),
  done('signName', { ok: false, declined: true, error: { code: '4001', message: 'User rejected the request' } }),
  done('signName', { ok: false, declined: false, error: { code: 'INVALID_CHAIN_ID', message: 'Invalid chainId' } }),
  failed('signName'),
  { type: 'names.recent', addresses: [ADDRESS, OTHER] },
  done('lookUpProfiles', { [OTHER.toLowerCase()]: { name: 'bob-1', image: null }, [ADDRESS.toLowerCase()]: { name: null, image: null } }),
  failed('lookUpProfiles'),
  done('registerName', { ok: true }),
  done('registerName', { ok: false }),
  failed('registerName'),
] as const
const never = () => new Promise<never>(() => {})
// The actors never settle (the path delivers their outcomes), but say what they were asked: each invoke's input.
const asked: { id: string; input: unknown }[] = []
const SILENT = Object.fromEntries(
  ['readCachedProfile', 'fetchProfile', 'checkName', 'signName', 'registerName', 'lookUpProfiles'].map((id) => [
    id,
    fromPromise(({ input }) => {
      asked.push({ id, input })
      return never()
    }),
  ]),
)
const lastAsked = (id: string) => asked.filter((entry) => entry.id === id).at(-1)?.input

type Snapshot = SnapshotFrom<typeof nameRegistrationMachine>
type Step = { type: string; value?: string; caipAddress?: string | null; output?: { ok?: boolean; available?: boolean; declined?: boolean; error?: { message: string } } }
const coverage = new CoverageRecorder()
const formOf = (snapshot: Snapshot) => (snapshot.value as { form: string }).form
const profileOf = (snapshot: Snapshot) => (snapshot.value as { profile: string }).profile

type ModelEvent = (typeof EVENTS)[number]
const isOutcomeOf = (event: ModelEvent, ...ids: string[]) => ids.some((id) => event.type.endsWith(`.actor.${id}`))

// The two regions are walked as two scenarios (their product is more states than memory holds); the coverage
// guard checks that together they take every transition.
const SCENARIOS = [
  {
    // The profile: accounts arriving and changing (eip155, Solana, none), the cache, the service.
    name: 'profile',
    allow: (snapshot: Snapshot, event: ModelEvent) => {
      if (event.type === 'names.account') return event.caipAddress !== snapshot.context.account?.caipAddress || event.caipAddress === ON_A
      return isOutcomeOf(event, 'readCachedProfile', 'fetchProfile')
    },
  },
  {
    // The form for one account: typing, the pause, the lookup, signing and registering; after a registration the
    // profile is fetched again. A second valid name ('bob-1') only proves that typing restarts the pause.
    name: 'form',
    allow: (snapshot: Snapshot, event: ModelEvent) => {
      const { account, draft } = snapshot.context
      const form = formOf(snapshot)
      if (event.type === 'names.account') return account === null && event.caipAddress === ON_A
      if (account === null) return false
      if (isOutcomeOf(event, 'readCachedProfile', 'lookUpProfiles') || event.type === 'names.recent') return false
      if (isOutcomeOf(event, 'fetchProfile')) return form === 'registered'
      if (draft === 'bob-1') return event.type === 'names.type' && event.value === ''
      if (event.type === 'names.type') {
        if (event.value === draft) return form === 'empty'
        if (event.value === 'ali ce') return form === 'empty'
        // The second valid name only proves that a valid name restarts the pause, from wherever it is typed.
        if (event.value === 'bob-1') return form !== 'empty' && form !== 'invalid'
        return true
      }
      return true
    },
  },
  {
    // The recent wallets' accounts (SPEC §3 on their rows): looked up once each; what the account's own profile says
    // is known for its row too.
    name: 'recent',
    allow: (snapshot: Snapshot, event: ModelEvent) => {
      if (event.type === 'names.account') return event.caipAddress === ON_A && snapshot.context.account === null
      if (event.type === 'names.recent' || isOutcomeOf(event, 'lookUpProfiles')) return true
      return event.type === 'xstate.done.actor.fetchProfile' && (event.output as { ok?: boolean }).ok === true
    },
  },
] as const

describe.each(SCENARIOS)('names model: $name', ({ allow }) => {
  const graph = buildModelGraph(nameRegistrationMachine, { input: undefined, events: EVENTS as never, allow: allow as never, serializeState: (s: Snapshot) => JSON.stringify([s.value, s.context]) })

  it(`walks ${graph.paths.length} paths: names only on eip155, the rule at once, lookups after the pause, sign then register, success and failure as the spec says`, async () => {
    for (const path of graph.paths) {
      const facts: NamesEmitted[] = []
      let step = -1
      let previous: Snapshot | undefined
      let registrations = 0
      let profileFacts = 0
      await walkPath(nameRegistrationMachine.provide({ actors: SILENT as never }), path as never, coverage, {
        delays: { [DEBOUNCE]: 300 },
        mount: (actor) => {
          const subscriptions = (['profile', 'registered'] as const).map((type) => actor.on(type, (fact) => facts.push(fact)))
          return () => subscriptions.forEach((subscription) => subscription.unsubscribe())
        },
        check: (snapshot) => {
          const event = step >= 0 ? (path[step] as unknown as Step) : undefined
          step++
          const from = previous
          previous = snapshot
          if (!event || !from) return
          const form = formOf(snapshot)
          // Each service is asked about the account and the name on screen, and nothing else.
          const account = snapshot.context.account
          if (profileOf(snapshot) === 'reading' && profileOf(from) !== 'reading') expect(lastAsked('readCachedProfile')).toEqual(account)
          if (profileOf(snapshot) === 'fetching' && profileOf(from) !== 'fetching') expect(lastAsked('fetchProfile')).toEqual(account)
          if (form === 'checking' && formOf(from) !== 'checking') expect(lastAsked('checkName')).toBe('alice')
          if (form === 'signing') expect(lastAsked('signName')).toEqual({ account, name: 'alice' })
          if (form === 'registering') {
            expect(lastAsked('registerName')).toEqual({ account, name: 'alice', message: '{"name":"alice","attributes":{},"timestamp":1764115200}', signature: '0xsig' })
          }
          if (event.type === 'names.recent') expect(lastAsked('lookUpProfiles')).toEqual([ADDRESS, OTHER])
          // R-PROD-6: an account on eip155 has a profile and a form; on Solana, or none, neither.
          if (event.type === 'names.account') {
            const named = typeof event.caipAddress === 'string' && event.caipAddress.startsWith('eip155:')
            expect(snapshot.context.account?.caipAddress ?? null).toBe(named ? event.caipAddress : null)
            expect([profileOf(snapshot), form, snapshot.context.draft]).toEqual(named ? ['reading', 'empty', ''] : ['none', 'off', ''])
          }
          // R-VAL-1: judged as typed — nothing, against the rule, or waiting for the pause before the lookup.
          if (event.type === 'names.type') {
            expect(snapshot.context.draft).toBe(event.value)
            expect(form).toBe(event.value === '' ? 'empty' : event.value === 'alice' || event.value === 'bob-1' ? 'waiting' : 'invalid')
            expect([snapshot.context.failure, snapshot.context.lookupError, snapshot.context.suggestions]).toEqual([null, null, []])
          }
          // The lookup waits for the pause (300 ms), and only for a name that follows the rule.
          if (form === 'checking' && formOf(from) !== 'checking') expect(event.type === DEBOUNCE || event.type === 'names.retry').toBe(true)
          if (form === 'checking') expect(snapshot.context.draft).toBe('alice')
          // A taken name offers the free suggestions as choices, never a taken one.
          if (form === 'available' && formOf(from) === 'checking') expect(snapshot.context.suggestions).toEqual([{ name: 'alice', registered: false }, { name: 'alice1', registered: false }])
          if (form === 'taken') expect(snapshot.context.suggestions).toEqual([{ name: 'alice1', registered: false }, { name: 'alice-xyz', registered: false }])
          if (form === 'lookupFailed') expect([RESOLVE_FAILED, SUGGESTIONS_FAILED, { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }]).toContainEqual(snapshot.context.lookupError)
          // R-NAME-1: Register signs first, only for an available name; a good signature is then registered.
          if (form === 'signing' && formOf(from) !== 'signing') expect([formOf(from), event.type]).toEqual(['available', 'names.register'])
          if (form === 'registering') expect(snapshot.context.signed).toEqual({ message: '{"name":"alice","attributes":{},"timestamp":1764115200}', signature: '0xsig' })
          // R-NAME-2: success sets profileName and reports it, then the success; the profile is fetched again.
          if (form === 'registered' && formOf(from) === 'registering') {
            registrations++
            expect(snapshot.context.profile?.name).toBe('alice')
            expect(profileOf(snapshot)).toBe('fetching')
            expect(facts.slice(-2)).toEqual([
              { type: 'profile', caipAddress: snapshot.context.account?.caipAddress, name: 'alice', image: null },
              { type: 'registered', name: 'alice' },
            ])
          }
          expect(facts.filter((fact) => fact.type === 'registered')).toHaveLength(registrations)
          // R-NAME-2: failure returns to the form, saying which name; a declined signature says so.
          if (formOf(from) === 'registering' && form === 'available') expect(snapshot.context.failure).toEqual({ code: 'NAME_REGISTER_FAILED', message: 'Error registering name alice' })
          if (formOf(from) === 'signing' && form === 'available') {
            expect(snapshot.context.failure).toEqual(
              event.output?.declined ? { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } : event.output?.error ?? { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' },
            )
          }
          // The profile shown is the account's: cached or fetched, each reported with the account it belongs to.
          if (event.type === 'xstate.done.actor.readCachedProfile' || (event.type === 'xstate.done.actor.fetchProfile' && event.output?.ok)) {
            if (event.type === 'xstate.done.actor.fetchProfile' || (event as { output?: unknown }).output !== null) {
              expect(facts.at(-1)).toEqual({ type: 'profile', caipAddress: snapshot.context.account?.caipAddress, name: 'ana-1', image: PROFILE.image })
            }
          }
          // Recent rows: the lookup's answer is known afterwards; the account's own profile is known for its row too.
          if (event.type === 'xstate.done.actor.lookUpProfiles') expect(snapshot.context.known[OTHER.toLowerCase()]).toEqual({ name: 'bob-1', image: null })
          if (event.type === 'names.recent') expect((snapshot.value as { recent: string }).recent).toBe('lookingUp')
          if (snapshot.context.profile && snapshot.context.account) {
            expect(snapshot.context.known[snapshot.context.account.address.toLowerCase()]).toEqual({ name: snapshot.context.profile.name, image: snapshot.context.profile.image })
          }
          // Nothing is reported for a profile that could not be read or fetched.
          if (event.type.startsWith('xstate.error.actor.') || (event.type === 'xstate.done.actor.fetchProfile' && event.output?.ok === false)) {
            expect(facts.filter((fact) => fact.type === 'profile').length).toBe(profileFacts)
          }
          profileFacts = facts.filter((fact) => fact.type === 'profile').length
          // A profile that could not be fetched leaves what was known (the cache) in place.
          if (profileOf(snapshot) === 'failed' && profileOf(from) === 'fetching') expect(snapshot.context.profile).toEqual(from.context.profile)
        },
      })
    }
  })
})

describe('names: the same account again', () => {
  // A targetless transition is not offered by the graph (snapshot.can), so this path is walked by hand.
  it('starts nothing over: the profile and the name typed are kept', async () => {
    let last: Snapshot | undefined
    const path = [EVENTS[0], done('readCachedProfile', PROFILE), done('fetchProfile', { ok: true, profile: PROFILE }), { type: 'names.type', value: 'alice' }, EVENTS[0]]
    await walkPath(nameRegistrationMachine.provide({ actors: SILENT as never }), path as never, coverage, { delays: {}, check: (snapshot) => void (last = snapshot as Snapshot) })
    expect(last?.value).toEqual({ profile: 'shown', form: 'waiting', recent: 'idle' })
    expect([last?.context.profile, last?.context.draft]).toEqual([PROFILE, 'alice'])
  })
})

describe('names coverage', () => {
  it('coverage guard: every state and transition visited', () => {
    expect(stateNodeIds(nameRegistrationMachine).filter((id) => !coverage.states.has(id))).toEqual([])
    expect(allTransitions(nameRegistrationMachine).filter((key) => !coverage.transitions.has(key))).toEqual([])
  })
})
