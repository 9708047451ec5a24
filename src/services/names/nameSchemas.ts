// The names service's answers (SPEC §7: ENS lookup by name, suggestions, reverse lookup, register; identity), read
// strictly: a name that breaks R-VAL-1 or an avatar that is not an http(s) URL never reaches a view.
import * as z from '../../core/zod'
import { isValidName } from '../../core/names'

const nameSchema = z.string().check(z.refine(isValidName, 'a name: letters, digits and hyphens, at least 4 characters'))
const avatarSchema = z.string().check(z.regex(/^https?:\/\/[^\s"'<>]+$/, 'an http(s) URL'))

/** One registered name: who holds it, per coin type. */
export const nameRecordSchema = z.object({
  name: nameSchema,
  registered: z.number(),
  updated: z.number(),
  addresses: z.record(z.string().check(z.regex(/^\d+$/)), z.object({ address: z.string(), created: z.number() })),
  attributes: z.record(z.string(), z.string()),
})
export type NameRecord = z.output<typeof nameRecordSchema>

export const suggestionsSchema = z.object({ suggestions: z.array(z.object({ name: nameSchema, registered: z.boolean() })) })
export type NameSuggestion = z.output<typeof suggestionsSchema>['suggestions'][number]

export const reverseLookupSchema = z.array(nameRecordSchema)

export const identitySchema = z.object({ name: z.nullable(nameSchema), avatar: z.nullable(avatarSchema) })
export type Identity = z.output<typeof identitySchema>
