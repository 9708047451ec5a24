// The names flow's glue, loaded with the first account: the names service on the blockchain API's host, the ENS
// and identity caches, the registration message signed by the account's own connection, and the flow's facts wired
// to the modal (the profile name and image on the account, RegisterAccountNameSuccess in place of the form).
import { fromPromise, type ActorRefFrom } from 'xstate'
import { CLOUD_RPC_URL } from '../../core/constants'
import { errorText, shownError, type ErrorCode } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import { coinTypeOf, isValidName, nameRegistrationMessage } from '../../core/names'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { nameRegistrationMachine } from '../../machines/nameRegistration/nameRegistration.machine'
import type { NameCheck, NamesAccount, Profile, ProfileResult, RegisterResult, SignedName } from '../../machines/nameRegistration/nameRegistration.types'
import { createNamesApi } from '../../services/names/namesApi'
import type { Identity } from '../../services/names/nameSchemas'
import { createNameCaches } from '../../services/storage/nameCaches'

const shown = (error: unknown, fallback: ErrorCode) => (isLatchError(error) ? { code: error.code, message: errorText(error.code) } : shownError(fallback))

function profileOf(identity: Identity, names: readonly { name: string }[]): Profile {
  return { name: identity.name ?? names[0]?.name ?? null, image: identity.avatar, names: names.map((record) => record.name) }
}

export function create(glue: FlowGlue): LoadedFlow<typeof nameRegistrationMachine> {
  const api = createNamesApi({ baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch })
  const caches = createNameCaches(glue.rawStorage)

  const logic = nameRegistrationMachine.provide({
    actors: {
      // R-CONST-2: what the service said less than 5 minutes ago shows at once.
      readCachedProfile: fromPromise(async ({ input }: { input: NamesAccount }) => {
        const identity = caches.getIdentity(input.address)
        return identity ? profileOf(identity, caches.getNames(input.address) ?? []) : null
      }),
      fetchProfile: fromPromise(async ({ input, signal }: { input: NamesAccount; signal: AbortSignal }): Promise<ProfileResult> => {
        try {
          const [identity, names] = await Promise.all([api.identity(input.address, signal), api.namesOf(input.address, signal)])
          caches.setIdentity(input.address, identity)
          caches.setNames(input.address, names)
          return { ok: true, profile: profileOf(identity, names) }
        } catch (error) {
          return { ok: false, error: shown(error, 'NAMES_FOR_ADDRESS_FAILED') }
        }
      }),
      // Whether the name is free, and free names like it.
      checkName: fromPromise(async ({ input, signal }: { input: string; signal: AbortSignal }): Promise<NameCheck> => {
        try {
          const [record, suggestions] = await Promise.all([api.lookup(input, signal), api.suggestions(input, signal)])
          return { ok: true, available: record === null, suggestions }
        } catch (error) {
          return { ok: false, error: shown(error, 'NAME_RESOLVE_FAILED') }
        }
      }),
      // R-NAME-1: the name, empty attributes and a timestamp in seconds, signed by the account's wallet.
      signName: fromPromise(async ({ input }: { input: { account: NamesAccount; name: string } }): Promise<SignedName> => {
        const message = nameRegistrationMessage(input.name, Date.now())
        const outcome = await glue.signMessage('eip155', message)
        return outcome.ok ? { ok: true, message, signature: outcome.signature } : outcome
      }),
      // The recent wallets' accounts: each from the identity cache when fresh, else the service. One that is not an
      // EVM address, or whose lookup fails, is known as nameless for this page (its row keeps showing the address).
      lookUpProfiles: fromPromise(async ({ input, signal }: { input: readonly string[]; signal: AbortSignal }) => {
        const found = await Promise.all(
          input.map(async (address) => {
            const cached = caches.getIdentity(address)
            let identity: Identity = cached ?? { name: null, avatar: null }
            if (!cached && /^0x[0-9a-fA-F]{40}$/.test(address)) {
              try {
                identity = await api.identity(address, signal)
                caches.setIdentity(address, identity)
              } catch {
                // Nameless, as above.
              }
            }
            return [address.toLowerCase(), { name: identity.name, image: identity.avatar }] as const
          }),
        )
        return Object.fromEntries(found)
      }),
      // R-NAME-1: then registered with the chain id as a coin type (SPEC §5), the address, signature and message.
      registerName: fromPromise(async ({ input }: { input: { account: NamesAccount; name: string; message: string; signature: string } }): Promise<RegisterResult> => {
        try {
          const coinType = coinTypeOf(input.account.chainId)
          await api.register({ coinType, address: input.account.address, message: input.message, signature: input.signature }, input.name)
          return { ok: true }
        } catch {
          return { ok: false }
        }
      }),
    },
  })

  return {
    logic,
    wire(flow) {
      const names = flow as ActorRefFrom<typeof nameRegistrationMachine>
      // SPEC §3 profileName and profileImage: on the account the modal and the button show.
      names.on('profile', (fact) => glue.send({ type: 'account.profile', caipAddress: fact.caipAddress, name: fact.name, image: fact.image }))
      // R-NAME-2: RegisterAccountNameSuccess takes the form's place (back leads to Account, not to the form).
      names.on('registered', () => glue.send({ type: 'router.replace', view: 'RegisterAccountNameSuccess' }))
    },
  }
}

/** latch.resolveName: where an address is typed, a name stands for the address it is registered to — on the shown
 * account's chain (its coin type, SPEC §5), else the first it has; null when nobody holds it or it breaks R-VAL-1.
 * A service failure rejects with 'Error resolving name'. */
export async function resolveName(glue: FlowGlue, name: string): Promise<string | null> {
  if (!isValidName(name)) return null
  const api = createNamesApi({ baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch })
  const record = await api.lookup(name.toLowerCase())
  if (!record) return null
  const shown = (glue.root().children as { modal?: { getSnapshot(): { context: { account: { caipAddress: string } | null } } } }).modal?.getSnapshot().context.account
  const [namespace, chainId] = shown?.caipAddress.split(':') ?? []
  const onChain = namespace === 'eip155' && chainId ? record.addresses[String(coinTypeOf(chainId))] : undefined
  return (onChain ?? Object.values(record.addresses)[0])?.address ?? null
}
