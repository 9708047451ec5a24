// A failure as a person reads it: the catalogue's words for its code (SPEC §8, in the locale spoken), or the text
// it came with when it has no code of the catalogue (a server's own words, a transaction's revert reason).
import { ERRORS, type ErrorCode } from '../core/errors'
import type { MessageKey } from '../i18n/messages/en'
import type { MessageValues, Translate } from '../i18n/translator'

export type ShownFailure = { code?: string; message: string; params?: MessageValues }

const isCode = (code: string | undefined): code is ErrorCode => code !== undefined && Object.hasOwn(ERRORS, code)

export function errorMessage(t: Translate, failure: ShownFailure): string {
  if (!isCode(failure.code)) return failure.message
  const entry = ERRORS[failure.code]
  // A text with a placeholder (a status, seconds) whose value did not come with the failure: its own words say it.
  if (!failure.params && (entry.kind === 'alert' ? entry.short : entry.text).includes('{')) return failure.message
  const key = (entry.kind === 'alert' ? `error.${failure.code}.title` : `error.${failure.code}`) as MessageKey
  return t(key, failure.params)
}
