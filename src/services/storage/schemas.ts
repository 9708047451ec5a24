// What Latch keeps in local storage, as zod/mini schemas from the stored text to the typed value (R-ENT-3). Every
// read passes one of these; a value that does not (bad JSON, a wrong shape, an address that fails R-VAL-4) is
// dropped by the storage service, never thrown. Plain values are stored as plain text (as AppKit stores them:
// 'connected', 'eip155', 'eip155:1', 'eip155,solana'); structured values are JSON.
// These are the values the first click reads; the ones read later have theirs in lazySchemas.ts. The start-up sweep
// (sweep.ts) checks each key with the very schema its reader uses, so a value the sweep keeps is one the reader takes.
import * as z from '../../core/zod'
import { isAddressOf, isCaipNetworkId, type CaipNetworkId, type ChainNamespace } from '../../core/caip'
import type { WalletCard } from '../../core/walletCard'

/** Every namespace Latch knows (the ChainNamespace union, checked both ways below). */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122'] as const satisfies readonly ChainNamespace[]
/** Compiles only when T is true: a type-level check that leaves no code behind. */
type Holds<T extends true> = T
export type EveryNamespaceListed = Holds<ChainNamespace extends (typeof CHAIN_NAMESPACES)[number] ? true : false>

export const CONNECTION_STATUSES = ['connected', 'disconnected'] as const
export type ConnectionStatus = (typeof CONNECTION_STATUSES)[number]

/** The account needed to restore a session of one namespace: CAIP-10 is `${namespace}:${chainId}:${address}`. */
export type StoredConnection = { connectorId: string; address: string; chainId: string }
export type StoredConnections = Partial<Record<ChainNamespace, StoredConnection>>

/** WalletConnect's deeplink choice: the wallet link last opened, so the next pairing can go straight there. */
export type DeeplinkChoice = { href: string; name: string }

/**
 * A URL that cannot run script when used as a link or image: no javascript:/vbscript:, and data: only for images.
 * Browsers ignore tabs, newlines and leading controls inside a scheme ("java\tscript:"), so those are stripped first.
 */
export function isSafeUrl(value: string): boolean {
  // eslint-disable-next-line no-control-regex
  const squeezed = value.replace(/[\u0000-\u0020]/g, '').toLowerCase()
  if (squeezed.startsWith('javascript:') || squeezed.startsWith('vbscript:')) return false
  return !squeezed.startsWith('data:') || squeezed.startsWith('data:image/')
}

const nonEmpty = z.string().check(z.minLength(1))
const safeUrl = z.string().check(z.refine(isSafeUrl))
const safeLink = z.nullable(safeUrl)

export const namespaceSchema = z.enum(CHAIN_NAMESPACES)

/** Stored text parsed as JSON inside the schema, so bad JSON is one more schema failure. */
export const jsonText = z.pipe(
  z.string(),
  z.transform((text: string, ctx): unknown => {
    try {
      return JSON.parse(text) as unknown
    } catch {
      ctx.issues.push({ code: 'custom', message: 'stored value is not JSON', input: text })
      return z.NEVER
    }
  }),
)

export const walletCardSchema = z.object({
  id: nonEmpty,
  name: z.string(),
  imageUrl: safeUrl,
  rdns: z.nullable(z.string()),
  chains: z.array(z.string()),
  links: z.object({ mobile: safeLink, desktop: safeLink, webapp: safeLink }),
  address: z.optional(z.string()),
})
// The schema's output is exactly the WalletCard the rest of Latch uses.
export type WalletCardMatches = Holds<z.infer<typeof walletCardSchema> extends WalletCard ? (WalletCard extends z.infer<typeof walletCardSchema> ? true : false) : false>

export const storedConnectionSchema = z.object({ connectorId: nonEmpty, address: z.string(), chainId: z.string() })

/** R-VAL-3, R-VAL-4: the network id must be a valid CAIP-2 id and the address valid for the namespace. */
export function isValidConnection(namespace: ChainNamespace, connection: StoredConnection): boolean {
  return isCaipNetworkId(`${namespace}:${connection.chainId}`) && isAddressOf(namespace, connection.address)
}

// Text schemas, one per key (the storage service pairs each with its key and an encoder).
export const connectorIdText = nonEmpty
export const connectionStatusText = z.enum(CONNECTION_STATUSES)
export const namespaceText = namespaceSchema
export const connectedNamespacesText = z.pipe(
  z.string(),
  z.pipe(
    z.transform((text: string) => (text === '' ? [] : text.split(','))),
    z.array(namespaceSchema),
  ),
)
/** R-VAL-3: a CAIP-2 network id of a namespace Latch knows. */
export function isKnownCaipNetworkId(value: string): value is CaipNetworkId {
  return isCaipNetworkId(value) && CHAIN_NAMESPACES.some((namespace) => value.startsWith(`${namespace}:`))
}
export const caipNetworkIdText = z.pipe(
  z.string(),
  z.custom<CaipNetworkId, string>((value) => typeof value === 'string' && isKnownCaipNetworkId(value)),
)
export const recentWalletsText = z.pipe(jsonText, z.array(walletCardSchema))
export const deeplinkChoiceText = z.pipe(jsonText, z.object({ href: nonEmpty.check(z.refine(isSafeUrl)), name: nonEmpty }))
// Own keys must all be namespaces: zod's record skips a JSON "__proto__" key, this refuses it.
const onlyNamespaceKeys = z.custom<object>(
  (value) => typeof value === 'object' && value !== null && !Array.isArray(value) && Object.keys(value).every((key) => (CHAIN_NAMESPACES as readonly string[]).includes(key)),
)
export const connectionsText = z.pipe(
  z.pipe(jsonText, onlyNamespaceKeys),
  z.partialRecord(namespaceSchema, storedConnectionSchema).check(
    z.refine((record) => Object.entries(record).every(([namespace, connection]) => connection === undefined || isValidConnection(namespace as ChainNamespace, connection))),
  ),
)

