// The provider API's answers as zod/mini schemas (R-API-2..7). Nothing from the network is trusted before it
// passes one of these; a body that does not becomes AN_ERROR_OCCURRED in http.ts, never a crash in a view.
// Optional fields are lenient (unknown keys dropped, missing links null, an unknown badge 'none') so that a
// catalogue growing new fields on the cloud side does not blank the wallet list.
import * as z from '../../core/zod'

export const BADGE_TYPES = ['certified', 'none'] as const

/** Absent reads as null (the first click already ships pipe and transform; _default and catch would add to it). */
const orNull = <T extends z.ZodMiniType>(schema: T) => z.pipe(z.optional(z.nullable(schema)), z.transform((value) => value ?? null))
const nullableString = orNull(z.string())

export const walletEntrySchema = z.object({
  id: z.string().check(z.minLength(1)),
  name: z.string(),
  image_id: z.string(),
  rdns: nullableString,
  chains: z.pipe(z.optional(z.array(z.string())), z.transform((value) => value ?? [])),
  mobile_link: nullableString,
  desktop_link: nullableString,
  webapp_link: nullableString,
  badge_type: z.pipe(z.optional(z.unknown()), z.transform((value): (typeof BADGE_TYPES)[number] => (value === 'certified' ? value : 'none'))),
})
export type WalletEntry = z.infer<typeof walletEntrySchema>

// R-API-2: a page of wallets and the total count after filters.
export const walletsPageSchema = z.object({
  data: z.array(walletEntrySchema),
  count: z.number().check(z.int(), z.gte(0)),
})
export type WalletsPage = z.infer<typeof walletsPageSchema>

// R-API-4: one entry per feature; `config` carries the feature's options (social providers, on-ramp providers, …).
export const remoteFeatureSchema = z.object({
  id: z.string(),
  isEnabled: z.boolean(),
  config: orNull(z.array(z.string())),
})
export const remoteConfigSchema = z.object({ features: z.array(remoteFeatureSchema) })
export type RemoteFeatureEntry = z.infer<typeof remoteFeatureSchema>

// R-API-5
export const originsSchema = z.object({ allowedOrigins: z.array(z.string()) })

// R-API-6
export const analyticsConfigSchema = z.object({ isAnalyticsEnabled: z.boolean() })

/** What a non-OK answer may say about itself; R-ERR-2 maps some messages to alerts. */
export const serverErrorSchema = z.object({ message: z.string() })

// R-API-7: the event body of POST /e. The devstack validates what it receives with the same schema.
export const EVENT_TYPES = ['track', 'error'] as const
export const analyticsEventSchema = z.object({
  eventId: z.string().check(z.minLength(1)),
  url: z.string(),
  domain: z.string(),
  timestamp: z.number(),
  props: z.looseObject({ type: z.enum(EVENT_TYPES), event: z.string().check(z.minLength(1)) }),
})
export type AnalyticsEvent = z.infer<typeof analyticsEventSchema>
