// The stored values Latch reads after the first click (R-ENT-3), as zod/mini schemas from the stored text to the
// value: the embedded wallet's login cache, SPEC §3's four caches, and sign-in's sessions and token. Their readers
// (embeddedLoginCache.ts, the timed caches, siwxSessions.ts) and the later half of the start-up sweep (sweepLater.ts)
// share them, so the sweep keeps exactly what a reader takes. Apart from schemas.ts because a schema built at a
// module's top level is never tree-shaken: every module the first chunk imports ships all of its schemas, and the
// first click has no use for these.
import * as z from '../../core/zod'
import { SOCIALS } from '../../core/config'
import { tokenBalanceSchema } from '../blockchain/schemas'
import { identitySchema, nameRecordSchema } from '../names/nameSchemas'
import { jsonText } from './schemas'

// ---- The embedded wallet's login cache (embeddedLoginCache.ts; R-EMAIL-2, R-AUTH-1, R-SA-1) ----
export const emailText = z.string().check(z.maxLength(254), z.regex(/^[^\s@]+@[^\s@]+\.[^\s@]+$/))
export const loginUsedText = z.literal('true')
export const loginTimeText = z.string().check(z.regex(/^\d{1,15}$/))
// Up to 16 digits: every safe whole chain id the writer keeps reads back (2^53 - 1 has 16).
export const chainIdListText = z.string().check(z.regex(/^(\d{1,16}(,\d{1,16})*)?$/))
/** The last used chain and the social username: free text, bounded. */
export const shortText = z.string().check(z.maxLength(500))
export const accountTypesText = z.pipe(jsonText, z.record(z.string().check(z.regex(/^[-a-z0-9]{3,8}$/)), z.enum(['eoa', 'smartAccount', 'payment'])))
/** AppKit's '@appkit/connected_social': the social provider the account logged in with (R-PROD-3's list). */
export const connectedSocialText = z.enum(SOCIALS)

// ---- SPEC §3's caches (R-CONST-2), AppKit's shapes: { [key]: entry with its timestamp } ----
/** A timed cache's stored text, its entries read through `entry` (timedCache.ts). */
export const timedCacheText = <S extends z.ZodMiniType<{ timestamp: number }>>(entry: S) => z.pipe(jsonText, z.record(z.string(), entry))
export const portfolioEntrySchema = z.object({ timestamp: z.number(), balance: z.array(tokenBalanceSchema) })
export const nativeEntrySchema = z.object({ caipAddress: z.string(), balance: z.string(), symbol: z.string(), timestamp: z.number() })
export const ensEntrySchema = z.object({ ens: z.array(nameRecordSchema), timestamp: z.number() })
export const identityEntrySchema = z.object({ identity: identitySchema, timestamp: z.number() })

// ---- Sign in with X (siwxSessions.ts) ----
export const SIWX_MAX_SESSIONS = 10
const text = (max: number) => z.string().check(z.maxLength(max))
export const siwxSessionSchema = z.object({
  id: z.optional(text(100)),
  message: text(4096),
  signature: text(4096),
  data: z.object({
    chainId: text(100),
    accountAddress: text(100),
    domain: text(300),
    uri: text(2000),
    version: z.literal('1'),
    nonce: text(100),
    issuedAt: text(40),
    expirationTime: z.optional(text(40)),
    notBefore: z.optional(text(40)),
    requestId: z.optional(text(200)),
    resources: z.optional(z.array(text(2000))),
    statement: z.optional(text(1000)),
  }),
})
export const siwxSessionsText = z.pipe(jsonText, z.record(text(200), z.array(siwxSessionSchema).check(z.maxLength(SIWX_MAX_SESSIONS))))
/** The sign-in server's bearer token: RFC 6750's b64token (safe in a header: no space, no line break), bounded. */
export const siwxTokenText = z.string().check(z.regex(/^[A-Za-z0-9\-._~+/]{16,2048}=*$/))
