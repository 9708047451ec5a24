// createLatch options as a zod schema: a dapp's config is the first boundary we validate. A bad field throws a
// LatchError naming the field, so the developer sees it on the first render, not as a broken modal later.
import * as z from './zod'
import { isCaipNetworkId, isEvmChainId, type CaipNetworkId } from './caip'
import { CLOUD_API_URL, SDK_TYPE_DEFAULT } from './constants'
import { LatchError } from './errors'
import type { LatchChain, LatchNetworkObject, LatchOptions } from './latchOptions'
import { briefOptionIssue, describeOptionIssue } from './optionErrors'

// Node's, or the literal an app's bundler writes in its place (declared here: the library's types assume no Node).
declare const process: { env: { NODE_ENV?: string } }
import type { SiwxVerifier } from './signIn'

export const CONNECT_METHODS = ['wallet', 'email', 'social'] as const
export type ConnectMethod = (typeof CONNECT_METHODS)[number]

// R-PROD-3: default socials, in this order.
export const SOCIALS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] as const
export type Social = (typeof SOCIALS)[number]

// R-PROD-1: default method order wallet, email, social.
export const DEFAULT_CONNECT_METHOD_ORDER: readonly ConnectMethod[] = ['wallet', 'email', 'social']

// Issue 33: each rule says what it expected, with an example, so the developer fixes it from the message alone.
const NETWORK_EXPECTED = "expected a CAIP-2 id such as 'eip155:1' or a viem chain"
const URL_EXPECTED = "expected an http(s) or ws(s) URL such as 'https://api.example.com'"
const caipNetworkId = z.string().check(z.refine(isCaipNetworkId, { message: "expected a CAIP-2 id such as 'eip155:1'" }))
const networkId = z.string().check(z.refine(isCaipNetworkId, { message: NETWORK_EXPECTED }))
const walletIds = z.optional(z.array(z.string().check(z.minLength(1))))
// Issue 35: the theme variables an app may set (README, Theming), each with the values it takes and an example.
const COLOUR: [RegExp, string] = [/^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([^;{}<>]*\)|[a-z]+)$/i, "a CSS colour such as '#1f4fd6'"]
const LENGTH: [RegExp, string] = [/^\d*\.?\d+(?:px|rem|em|%)$/, "a length such as '12px', or a number of pixels"]
const THEME_VARIABLES = {
  '--latch-accent': COLOUR,
  '--latch-accent-fg': COLOUR,
  '--latch-bg': COLOUR,
  '--latch-fg': COLOUR,
  '--latch-radius': LENGTH,
  '--latch-font-size': LENGTH,
  '--latch-width': LENGTH,
  '--latch-z-index': [/^-?\d+$/, 'an integer such as 999'],
  '--latch-font': [/^[^;{}<>]+$/, "a font family such as 'Inter, sans-serif'"],
} satisfies Record<string, [RegExp, string]>
type ThemeVariable = keyof typeof THEME_VARIABLES

/** Each value checked against its variable's rule (a number is pixels for a length), as the CSS the modal sets. */
function themeValues(variables: Partial<Record<ThemeVariable, string | number>>, ctx: z.core.ParsePayload): Record<string, string> {
  const css: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables) as [ThemeVariable, string | number][]) {
    const [rule, expected] = THEME_VARIABLES[name]
    const text = typeof value === 'number' && rule === LENGTH[0] ? `${value}px` : String(value)
    if (rule.test(text)) css[name] = text
    else ctx.issues.push({ code: 'custom', path: [name], message: `expected ${expected}`, input: value })
  }
  return css
}

const fn = z.custom<(...args: never[]) => unknown>((value) => typeof value === 'function', { message: 'expected a function' })
const url = z.string().check(z.refine((value) => /^(https?|wss?):\/\/[^\s]+$/.test(value), { message: URL_EXPECTED }))
const nativeCurrency = z.object({ name: z.string(), symbol: z.string().check(z.minLength(1)), decimals: z.number().check(z.int(), z.gte(0), z.lte(36)) })

// A network the app brings itself (a chain Latch does not know, or its own RPC): SPEC §3's network fields.
export const networkObjectSchema = z.object({
  caipNetworkId: caipNetworkId,
  name: z.string().check(z.minLength(1)),
  nativeCurrency,
  rpcUrl: url,
  explorerUrl: z.optional(url),
  imageUrl: z.optional(url),
  testnet: z.optional(z.boolean()),
})
/** A network the app brought (or a viem chain it gave, read as one), as the resolved config holds it. */
export type NetworkObject = Omit<LatchNetworkObject, 'caipNetworkId'> & {
  caipNetworkId: string
  /** The viem chain this network came from, handed to wagmi as it was (latchWagmiConfig). */
  chain?: LatchChain
}

// A viem chain: the fields Latch reads (R-VAL-3: an EVM id below 2^31); the rest (contracts, formatters) rides along.
const chainSchema = z.looseObject({
  id: z.number().check(z.refine((id) => isEvmChainId(id), { message: 'expected an EVM chain id such as 1' })),
  name: z.string().check(z.minLength(1)),
  nativeCurrency,
  rpcUrls: z.object({ default: z.object({ http: z.array(url).check(z.minLength(1)) }) }),
  blockExplorers: z.optional(z.object({ default: z.object({ url }) })),
  testnet: z.optional(z.boolean()),
})

const featuresSchema = z.strictObject({
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

export const latchOptionsSchema = z.strictObject({
  projectId: z.optional(z.string()),
  networks: z
    .array(z.union([networkId, chainSchema, networkObjectSchema], { error: NETWORK_EXPECTED }), {
      error: "expected a list of networks such as ['eip155:1'] or [mainnet] from 'viem/chains'",
    })
    .check(z.minLength(1, { error: "expected at least one network, such as ['eip155:1']" })),
  defaultNetwork: z.optional(caipNetworkId),
  metadata: z.optional(
    z.strictObject({
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
  // Issue 35: a BCP 47 tag; the closest locale Latch ships is spoken, English for none (src/i18n/locales.ts).
  locale: z.optional(z.string()),
  themeMode: z.optional(z.enum(['light', 'dark', 'system'])),
  themeVariables: z.optional(
    z.pipe(
      z.partialRecord(z.enum(Object.keys(THEME_VARIABLES) as [ThemeVariable], { error: "expected a theme variable such as '--latch-accent'" }), z.union([z.string(), z.number()], { error: 'expected a string or a number' })),
      z.transform(themeValues),
    ),
  ),
  enableNetworkSwitch: z.optional(z.boolean()),
  allowUnsupportedChain: z.optional(z.boolean()),
  basic: z.optional(z.boolean()),
  embedded: z.optional(z.boolean()),
  signInRequired: z.optional(z.boolean()),
  // Sign in with X (R-SIWX-1…4): `true` for the sign-in server at services.siwxUrl, or the app's own verifier.
  siwx: z.optional(z.union([z.literal(true), z.object({ createMessage: fn, verify: fn, getSessions: fn, revoke: fn })], { error: 'expected true or { createMessage, verify, getSessions, revoke }' })),
  sdkType: z.optional(z.string().check(z.minLength(1))),
  services: z.optional(
    z.strictObject({
      apiUrl: z.optional(url),
      rpcUrl: z.optional(url),
      relayUrl: z.optional(url),
      frameUrl: z.optional(url),
      siwxUrl: z.optional(url),
      onRampUrl: z.optional(url),
    }),
  ),
})

export type { LatchOptions } from './latchOptions'

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
  /** The app's locale, if it chose one (else the browser's languages decide). */
  locale: string | undefined
  themeMode: 'light' | 'dark' | 'system'
  /** The app's theme variables as CSS values (a number of pixels written with its unit). */
  themeVariables: Record<string, string>
  enableNetworkSwitch: boolean
  allowUnsupportedChain: boolean
  basic: boolean
  embedded: boolean
  signInRequired: boolean
  /** 'server': the default verifier at services.siwxUrl; undefined: sign-in is off ('SIWX is not enabled'). */
  siwx: SiwxVerifier | 'server' | undefined
  sdkType: string
  services: { apiUrl: string; rpcUrl?: string; relayUrl?: string; frameUrl?: string; siwxUrl?: string; onRampUrl?: string }
  /** True when the API is the cloud and no project id was given: the PROJECT_ID_NOT_CONFIGURED alert. */
  missingProjectId: boolean
}

/** A viem chain becomes the network object it describes, keeping the app's chain itself for wagmi (`given`: the
 * parse copies objects and drops what the schema does not name, such as a chain's contracts). */
function networkEntry(entry: string | z.output<typeof chainSchema> | NetworkObject, given: unknown): CaipNetworkId | NetworkObject {
  if (typeof entry === 'string') return entry as CaipNetworkId
  if (!('id' in entry)) return entry
  return {
    caipNetworkId: `eip155:${entry.id}`,
    name: entry.name,
    nativeCurrency: entry.nativeCurrency,
    rpcUrl: entry.rpcUrls.default.http[0]!,
    explorerUrl: entry.blockExplorers?.default.url,
    testnet: entry.testnet,
    chain: given as LatchChain,
  }
}

export function parseLatchConfig(input: unknown): LatchConfig {
  // The rules' own messages, else zod/mini's plain one (which optionErrors.ts words itself), whatever an app's own
  // zod did: classic zod sets its English messages globally once used, and would change Latch's sentences.
  const parsed = latchOptionsSchema.safeParse(input, { error: () => 'Invalid input' })
  if (!parsed.success) {
    // A failed parse always has at least one issue; the first is the one a developer fixes first. The app's bundler
    // writes NODE_ENV in: a production build drops the development sentence's code (optionErrors.ts).
    const [issue] = parsed.error.issues as [z.core.$ZodIssue]
    throw new LatchError('INVALID_OPTIONS', {
      detail: process.env.NODE_ENV === 'production' ? briefOptionIssue(issue) : describeOptionIssue(issue, input, latchOptionsSchema),
    })
  }
  const options = parsed.data
  const networkEntries = options.networks.map((entry, index) => networkEntry(entry, (input as LatchOptions).networks[index]))
  const networks = networkEntries.map((entry) => (typeof entry === 'string' ? entry : (entry.caipNetworkId as CaipNetworkId)))
  const defaultNetwork = (options.defaultNetwork ?? networks[0]) as CaipNetworkId
  // R-ERR-1: a default network outside `networks` is the Network Not Found alert.
  if (!networks.includes(defaultNetwork)) {
    throw new LatchError('NETWORK_NOT_FOUND', { detail: `defaultNetwork: '${defaultNetwork}' is not one of networks (${networks.join(', ')})` })
  }
  if (options.siwx === true && !options.services?.siwxUrl) {
    throw new LatchError('INVALID_OPTIONS', { detail: "siwx: true needs services.siwxUrl (the sign-in server), such as 'http://127.0.0.1:5179'" })
  }
  const features = options.features ?? {}
  const apiUrl = (options.services?.apiUrl ?? CLOUD_API_URL).replace(/\/$/, '')
  const projectId = options.projectId ?? ''
  return {
    projectId,
    networks,
    networkEntries,
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
    locale: options.locale,
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
