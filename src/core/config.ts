// createLatch options as a zod schema: a dapp's config is the first boundary we validate. A bad field throws a
// LatchError naming the field, so the developer sees it on the first render, not as a broken modal later.
import { z } from 'zod/mini'
import { isCaipNetworkId, type CaipNetworkId } from './caip'
import { CLOUD_API_URL, SDK_TYPE_DEFAULT } from './constants'
import { LatchError } from './errors'
import type { SiwxVerifier } from './signIn'

export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

// R-PROD-3: default socials, in this order.
export const SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type Social = (typeof SOCIALS)[number]

// R-PROD-1: default method order wallet, email, social.
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

const caipNetworkId = z.string().check(z.refine(isCaipNetworkId, { message: 'Invalid chainId' }))
const walletIds = z.optional(z.array(z.string().check(z.minLength(1))))
const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { message: 'must be a function' })
const url = z.string().check(z.refine((value) => /^(https?|wss?):\/\/[^\s]+$/.test(value), { message: 'must be an http(s) or ws(s) URL' }))

// A network the app brings itself (a chain Latch does not know, or its own RPC): SPEC §3's network fields.
export const networkObjectSchema = z.object({
  caipNetworkId: caipNetworkId,
  name: z.string().check(z.minLength(1)),
  nativeCurrency: z.object({ name: z.string(), symbol: z.string().check(z.minLength(1)), decimals: z.number().check(z.int(), z.gte(0), z.lte(36)) }),
  rpcUrl: url,
  explorerUrl: z.optional(url),
  imageUrl: z.optional(url),
  testnet: z.optional(z.boolean()),
})
export type NetworkObject = z.output<typeof networkObjectSchema>

const featuresSchema = z.object({
  connectMethodsOrder: z.optional(z.array(z.enum(CONNECT_METHODS)).check(z.minLength(1))),
  email: z.optional(z.boolean()),
  socials: z.optional(z.union([z.array(z.enum(SOCIALS)), z.literal(false)])),
  // R-PROD-2: wallet features, all on by default.
  onramp: z.optional(z.boolean()),
  swaps: z.optional(z.boolean()),
  receive: z.optional(z.boolean()),
  send: z.optional(z.boolean()),
  analytics: z.optional(z.boolean()),
})

export const latchOptionsSchema = z.object({
  projectId: z.optional(z.string()),
  networks: z.array(z.union([caipNetworkId, networkObjectSchema])).check(z.minLength(1)),
  defaultNetwork: z.optional(caipNetworkId),
  metadata: z.optional(
    z.object({
      name: z.string(),
      description: z.optional(z.string()),
      url: z.optional(url),
      icons: z.optional(z.array(z.string())),
    }),
  ),
  features: z.optional(featuresSchema),
  featuredWalletIds: walletIds,
  includeWalletIds: walletIds,
  excludeWalletIds: walletIds,
  themeMode: z.optional(z.enum(['light', 'dark'])),
  themeVariables: z.optional(z.record(z.string().check(z.regex(/^--latch-[a-z-]+$/)), z.union([z.string(), z.number()]))),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  basic: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  signInRequired: z.optional(z.boolean()),
  // Sign in with X (R-SIWX-1…4): `true` for the sign-in server at services.siwxUrl, or the app's own verifier.
  siwx: z.optional(z.union([z.literal(true), z.object({ createMessage: fn, verify: fn, getSessions: fn, revoke: fn })])),
  sdkType: z.optional(z.string().check(z.minLength(1))),
  services: z.optional(
    z.object({
      apiUrl: z.optional(url),
      rpcUrl: z.optional(url),
      relayUrl: z.optional(url),
      frameUrl: z.optional(url),
      siwxUrl: z.optional(url),
    }),
  ),
})

export type LatchOptions = z.input<typeof latchOptionsSchema>

/** The options with every default applied: what the rest of Latch reads. */
export type LatchConfig = {
  projectId: string
  networks: CaipNetworkId[]
  /** The networks as the app gave them (ids, or its own network objects): configuredNetworks.ts resolves them
   * where they are needed, so the network table stays out of the first click. */
  networkEntries: (CaipNetworkId | NetworkObject)[]
  defaultNetwork: CaipNetworkId
  metadata: { name: string; description: string; url: string; icons: string[] }
  features: {
    connectMethodsOrder: ConnectMethod[]
    email: boolean
    socials: Social[]
    onramp: boolean
    swaps: boolean
    receive: boolean
    send: boolean
    analytics: boolean
  }
  featuredWalletIds: string[]
  includeWalletIds: string[]
  excludeWalletIds: string[]
  themeMode: 'light' | 'dark'
  themeVariables: Record<string, string | number>
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
  embedded: boolean
  signInRequired: boolean
  /** 'server': the default verifier at services.siwxUrl; undefined: sign-in is off ('SIWX is not enabled'). */
  siwx: SiwxVerifier | 'server' | undefined
  sdkType: string
  services: { apiUrl: string; rpcUrl?: string; relayUrl?: string; frameUrl?: string; siwxUrl?: string }
  /** True when the API is the cloud and no project id was given: the PROJECT_ID_NOT_CONFIGURED alert. */
  missingProjectId: boolean
}

// A network is an id or an object, `siwx` is `true` or a verifier: when an object fails, its own field is what the
// developer must fix, not the union's "Invalid input" (a branch that failed on the value's type, or on not being its
// literal, is one that does not apply).
const failsAtRoot = (issue: z.core.$ZodIssue) => issue.path.length === 0 && (issue.code === 'invalid_type' || issue.code === 'invalid_value')

function innermost(issue: z.core.$ZodIssue): { path: PropertyKey[]; message: string } {
  if (issue.code !== 'invalid_union') return issue
  const branch = issue.errors.find(([first]) => first !== undefined && !failsAtRoot(first))
  if (!branch?.[0]) return issue
  const inner = innermost(branch[0])
  return { path: [...issue.path, ...inner.path], message: inner.message }
}

function fieldName(path: readonly PropertyKey[]): string {
  return path.map((key, index) => (typeof key === 'number' ? `[${key}]` : `${index > 0 ? '.' : ''}${String(key)}`)).join('')
}

export function parseLatchConfig(input: unknown): LatchConfig {
  const parsed = latchOptionsSchema.safeParse(input)
  if (!parsed.success) {
    // A failed parse always has at least one issue; the first is the one a developer fixes first.
    const issue = innermost((parsed.error.issues as [z.core.$ZodIssue, ...z.core.$ZodIssue[]])[0])
    throw new LatchError('SOMETHING_WENT_WRONG', { detail: `Invalid Latch config: ${fieldName(issue.path) || 'options'}: ${issue.message}` })
  }
  const options = parsed.data
  const networks = options.networks.map((entry) => (typeof entry === 'string' ? entry : entry.caipNetworkId)) as CaipNetworkId[]
  const defaultNetwork = (options.defaultNetwork ?? networks[0]) as CaipNetworkId
  // R-ERR-1: a default network outside `networks` is the Network Not Found alert.
  if (!networks.includes(defaultNetwork)) {
    throw new LatchError('NETWORK_NOT_FOUND', { detail: `defaultNetwork: ${defaultNetwork} is not in networks` })
  }
  if (options.siwx === true && !options.services?.siwxUrl) {
    throw new LatchError('SOMETHING_WENT_WRONG', { detail: 'Invalid Latch config: siwx: true needs services.siwxUrl (the sign-in server)' })
  }
  const features = options.features ?? {}
  const apiUrl = (options.services?.apiUrl ?? CLOUD_API_URL).replace(/\/$/, '')
  const projectId = options.projectId ?? ''
  return {
    projectId,
    networks,
    networkEntries: options.networks as (CaipNetworkId | NetworkObject)[],
    defaultNetwork,
    metadata: {
      name: options.metadata?.name ?? 'Latch app',
      description: options.metadata?.description ?? '',
      url: options.metadata?.url ?? '',
      icons: options.metadata?.icons ?? [],
    },
    features: {
      connectMethodsOrder: features.connectMethodsOrder ?? [...DEFAULT_CONNECT_METHOD_ORDER],
      email: features.email ?? true,
      socials: features.socials === false ? [] : (features.socials ?? [...SOCIALS]),
      onramp: features.onramp ?? true,
      swaps: features.swaps ?? true,
      receive: features.receive ?? true,
      send: features.send ?? true,
      analytics: features.analytics ?? true,
    },
    featuredWalletIds: options.featuredWalletIds ?? [],
    includeWalletIds: options.includeWalletIds ?? [],
    excludeWalletIds: options.excludeWalletIds ?? [],
    themeMode: options.themeMode ?? 'light',
    themeVariables: options.themeVariables ?? {},
    enableNetworkSwitch: options.enableNetworkSwitch ?? true,
    allowUnsupportedChain: options.allowUnsupportedChain ?? false,
    basic: options.basic ?? false,
    embedded: options.embedded ?? false,
    signInRequired: options.signInRequired ?? false,
    siwx: options.siwx === true ? 'server' : (options.siwx as SiwxVerifier | undefined),
    sdkType: options.sdkType ?? SDK_TYPE_DEFAULT,
    services: { ...options.services, apiUrl },
    missingProjectId: apiUrl === CLOUD_API_URL && projectId === '',
  }
}
