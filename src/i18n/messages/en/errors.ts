// SPEC §8's texts a person sees, in English exactly as the spec writes them: taken from the error catalogue
// (core/errors.ts), not written again. An alert has a title and a description; every other entry, its text.
import { ALERT_DESCRIPTIONS, ERRORS, type AlertCode, type CatalogueEntry, type ErrorCode } from '../../../core/errors'

type TextCode = Exclude<ErrorCode, AlertCode>
export type ErrorMessages = Record<`error.${TextCode}` | `error.${AlertCode}.title` | `error.${AlertCode}.description`, string>

const entries: [string, string][] = Object.entries(ERRORS as Record<string, CatalogueEntry>).flatMap(([code, entry]): [string, string][] =>
  entry.kind === 'alert'
    ? [
        [`error.${code}.title`, entry.short],
        [`error.${code}.description`, ALERT_DESCRIPTIONS[code as AlertCode]],
      ]
    : [[`error.${code}`, entry.text]],
)

export const errors = Object.fromEntries(entries) as ErrorMessages
