// Names (SPEC §4 name registration; R-NAME-1, R-NAME-2, R-VAL-1, R-PROD-6): two regions for the account shown. The
// profile region knows its name and avatar (the cache first, then the names service); the form region checks a typed
// name as it is typed, asks for availability and suggestions once typing pauses, and registers: the account signs the
// name, then the service registers it. The actors are the glue's (namesFlow.ts): no HTTP or wallet here.
import { assign, emit, fromPromise, setup } from 'xstate'
import { caipAddressParts } from '../../core/caip'
import { errorText, shownError } from '../../core/errors'
import { isValidName, supportsNames } from '../../core/names'
import type { KnownProfiles, NameCheck, NamesAccount, NamesContext, NamesEmitted, NamesEvent, Profile, ProfileResult, RegisterResult, SignedName } from './nameRegistration.types'

const provided = (name: string) => () => Promise.reject(new Error(`${name} is provided by the names flow`))
const UNEXPECTED = shownError('SOMETHING_WENT_WRONG')
const outputOf = <T>(event: unknown) => (event as { output?: T }).output
/** How long typing pauses before a name is looked up (not a SPEC §9 number: a feel, like the wallet search's). */
export const NAME_CHECK_DEBOUNCE_MS = 300

/** A CAIP-10 account on a namespace with names (R-PROD-6), else null. */
function namedAccount(event: NamesEvent): NamesAccount | null {
  const parts = event.type === 'names.account' ? caipAddressParts(event.caipAddress) : null
  return parts && supportsNames(parts.namespace) ? { caipAddress: (event as { caipAddress: string }).caipAddress, ...parts } : null
}
const typed = (event: NamesEvent) => (event.type === 'names.type' ? event.value : '')
const failureOf = (event: unknown) => {
  const result = outputOf<{ ok: boolean; error?: NamesContext['failure'] }>(event)
  return result && !result.ok && result.error ? result.error : UNEXPECTED
}
/** The account's profile, and the same for its recent-wallet row (a profile is only ever read for an account). */
function profiled(context: NamesContext, profile: Profile) {
  const address = (context.account as NamesAccount).address.toLowerCase()
  return { profile, known: { ...context.known, [address]: { name: profile.name, image: profile.image } } }
}
const EMPTY_FORM = { draft: '', suggestions: [], lookupError: null, failure: null, signed: null, registered: null }

// Every editable state answers typing the same way: empty, against the rule (shown beside the field), or looked up
// after a pause (re-entered, so each key restarts the pause).
const typing = {
  'names.type': [
    { guard: 'isEmptyName', target: 'empty', actions: 'setDraft' },
    // R-VAL-1: letters, digits and hyphens only, at least 4 characters.
    { guard: 'isValidName', target: 'waiting', reenter: true, actions: 'setDraft' },
    { target: 'invalid', actions: 'setDraft' },
  ],
} as const

export const nameRegistrationMachine = setup({
  types: { context: {} as NamesContext, events: {} as NamesEvent, emitted: {} as NamesEmitted },
  actors: {
    readCachedProfile: fromPromise<Profile | null, NamesAccount>(provided('readCachedProfile')),
    fetchProfile: fromPromise<ProfileResult, NamesAccount>(provided('fetchProfile')),
    checkName: fromPromise<NameCheck, string>(provided('checkName')),
    signName: fromPromise<SignedName, { account: NamesAccount; name: string }>(provided('signName')),
    registerName: fromPromise<RegisterResult, { account: NamesAccount; name: string; message: string; signature: string }>(provided('registerName')),
    lookUpProfiles: fromPromise<KnownProfiles, readonly string[]>(provided('lookUpProfiles')),
  },
  delays: { nameCheckDebounce: NAME_CHECK_DEBOUNCE_MS },
  guards: {
    isNewNamedAccount: ({ context, event }) => {
      const account = namedAccount(event)
      return account !== null && account.caipAddress !== context.account?.caipAddress
    },
    hasUnknownAddress: ({ context, event }) => event.type === 'names.recent' && event.addresses.some((address) => !(address.toLowerCase() in context.known)),
    isSameAccount: ({ context, event }) => namedAccount(event) !== null && namedAccount(event)?.caipAddress === context.account?.caipAddress,
    isEmptyName: ({ event }) => typed(event) === '',
    isValidName: ({ event }) => isValidName(typed(event)),
    hasCachedProfile: ({ event }) => outputOf<Profile | null>(event) != null,
    succeeded: ({ event }) => outputOf<{ ok: boolean }>(event)?.ok === true,
    isAvailable: ({ event }) => {
      const check = outputOf<NameCheck>(event)
      return check?.ok === true && check.available
    },
    wasDeclined: ({ event }) => {
      const result = outputOf<SignedName>(event)
      return result?.ok === false && result.declined
    },
  },
  actions: {
    setAccount: assign(({ event }) => ({ account: namedAccount(event), profile: null, ...EMPTY_FORM })),
    forget: assign({ account: null, profile: null, ...EMPTY_FORM }),
    // The outputs below are read behind the guards that proved them (hasCachedProfile, succeeded, isAvailable).
    setCachedProfile: assign(({ context, event }) => profiled(context, outputOf<Profile>(event) as Profile)),
    setProfile: assign(({ context, event }) => profiled(context, (outputOf<ProfileResult>(event) as Extract<ProfileResult, { ok: true }>).profile)),
    // Reported only once a profile is known for the account shown.
    reportProfile: emit(({ context }) => {
      const profile = context.profile as Profile
      return { type: 'profile' as const, caipAddress: (context.account as NamesAccount).caipAddress, name: profile.name, image: profile.image }
    }),
    setDraft: assign(({ event }) => ({ draft: typed(event), suggestions: [], lookupError: null, failure: null })),
    setCheck: assign(({ event }) => {
      const check = outputOf<NameCheck>(event) as Extract<NameCheck, { ok: true }>
      return { suggestions: check.suggestions.filter((suggestion) => !suggestion.registered), lookupError: null }
    }),
    setLookupError: assign(({ event }) => ({ lookupError: failureOf(event) })),
    clearFailure: assign({ failure: null }),
    keepSigned: assign(({ event }) => {
      const { message, signature } = outputOf<SignedName>(event) as Extract<SignedName, { ok: true }>
      return { signed: { message, signature } }
    }),
    // R-NAME-2: failure returns to the form with the reason; R-NAME-1's signature declined says so.
    setDeclined: assign({ failure: shownError('SIGNATURE_DECLINED'), signed: null }),
    setFailure: assign(({ event }) => ({ failure: failureOf(event), signed: null })),
    // R-NAME-2: whatever went wrong at the service, the person reads which name failed.
    setRegisterFailure: assign(({ context }) => ({ failure: { code: 'NAME_REGISTER_FAILED', message: errorText('NAME_REGISTER_FAILED', { name: context.draft }) }, signed: null })),
    // R-NAME-2: success sets profileName.
    setRegistered: assign(({ context }) => ({
      registered: context.draft,
      signed: null,
      ...profiled(context, { name: context.draft, image: null, names: [context.draft, ...(context.profile?.names ?? []).filter((name) => name !== context.draft)] }),
    })),
    addKnown: assign(({ context, event }) => ({ known: { ...context.known, ...outputOf<KnownProfiles>(event) } })),
    reportRegistered: emit(({ context }) => ({ type: 'registered' as const, name: context.registered as string })),
  },
}).createMachine({
  id: 'names',
  type: 'parallel',
  context: { account: null, profile: null, ...EMPTY_FORM, known: {} },
  on: {
    // R-PROD-6: only an account on a namespace with names has a profile and a form; another account starts afresh.
    'names.account': [
      { guard: 'isNewNamedAccount', target: ['.profile.reading', '.form.empty'], actions: 'setAccount' },
      { guard: 'isSameAccount' },
      { target: ['.profile.none', '.form.off'], actions: 'forget' },
    ],
  },
  states: {
    profile: {
      initial: 'none',
      states: {
        none: {},
        // The cache (R-CONST-2: 5 min) shows the name at once; the service is asked anyway, to refresh it.
        reading: {
          invoke: {
            id: 'readCachedProfile',
            src: 'readCachedProfile',
            input: ({ context }) => context.account as NamesAccount,
            onDone: [{ guard: 'hasCachedProfile', target: 'fetching', actions: ['setCachedProfile', 'reportProfile'] }, { target: 'fetching' }],
            onError: 'fetching',
          },
        },
        fetching: {
          invoke: {
            id: 'fetchProfile',
            src: 'fetchProfile',
            input: ({ context }) => context.account as NamesAccount,
            onDone: [{ guard: 'succeeded', target: 'shown', actions: ['setProfile', 'reportProfile'] }, { target: 'failed' }],
            onError: 'failed',
          },
        },
        shown: {},
        // 'Error fetching names for address': the address (or the cached name) stays; the next account asks again.
        failed: {},
      },
    },
    // SPEC §3 on the recent-wallet rows: the accounts last connected with each wallet, looked up once each (the
    // identity cache first, then the service); one that cannot be found shows its address.
    recent: {
      initial: 'idle',
      states: {
        idle: { on: { 'names.recent': { guard: 'hasUnknownAddress', target: 'lookingUp' } } },
        lookingUp: {
          invoke: {
            id: 'lookUpProfiles',
            src: 'lookUpProfiles',
            input: ({ event }) => (event.type === 'names.recent' ? event.addresses : []),
            onDone: { target: 'idle', actions: 'addKnown' },
            onError: 'idle',
          },
        },
      },
    },
    form: {
      initial: 'off',
      states: {
        // R-PROD-6: no account on a namespace with names, no form.
        off: {},
        empty: { on: typing },
        // R-VAL-1: the rule is shown and Register is disabled.
        invalid: { on: typing },
        waiting: { on: typing, after: { nameCheckDebounce: 'checking' } },
        checking: {
          on: typing,
          invoke: {
            id: 'checkName',
            src: 'checkName',
            input: ({ context }) => context.draft,
            onDone: [
              { guard: 'isAvailable', target: 'available', actions: 'setCheck' },
              // A taken name shows the free suggestions as choices.
              { guard: 'succeeded', target: 'taken', actions: 'setCheck' },
              { target: 'lookupFailed', actions: 'setLookupError' },
            ],
            onError: { target: 'lookupFailed', actions: 'setLookupError' },
          },
        },
        available: { on: { ...typing, 'names.register': { target: 'signing', actions: 'clearFailure' } } },
        taken: { on: typing },
        // 'Error resolving name' / 'Error fetching name suggestions', with a retry.
        lookupFailed: { on: { ...typing, 'names.retry': 'checking' } },
        // R-NAME-1: the account signs the name, empty attributes and a timestamp in seconds.
        signing: {
          invoke: {
            id: 'signName',
            src: 'signName',
            input: ({ context }) => ({ account: context.account as NamesAccount, name: context.draft }),
            onDone: [
              { guard: 'succeeded', target: 'registering', actions: 'keepSigned' },
              { guard: 'wasDeclined', target: 'available', actions: 'setDeclined' },
              { target: 'available', actions: 'setFailure' },
            ],
            onError: { target: 'available', actions: 'setFailure' },
          },
        },
        // R-NAME-1: then registers with the coin type, address, signature and message.
        registering: {
          invoke: {
            id: 'registerName',
            src: 'registerName',
            input: ({ context }) => ({ account: context.account as NamesAccount, name: context.draft, ...(context.signed as { message: string; signature: string }) }),
            onDone: [
              // R-NAME-2: success sets profileName and shows RegisterAccountNameSuccess; the profile is then fetched
              // again for the avatar the service now has.
              { guard: 'succeeded', target: ['registered', '#names.profile.fetching'], actions: ['setRegistered', 'reportProfile', 'reportRegistered'] },
              // R-NAME-2: failure returns to RegisterAccountName with 'Error registering name {name}'.
              { target: 'available', actions: 'setRegisterFailure' },
            ],
            onError: { target: 'available', actions: 'setRegisterFailure' },
          },
        },
        registered: { on: typing },
      },
    },
  },
})
