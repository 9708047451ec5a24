// Issue 35: a catalogue's messages formatted with Lingui's runtime (@lingui/core, 2.5 KiB gzip; the catalogues are
// compiled when built, scripts/compileMessages.ts, so no ICU parser ships). Plurals, numbers and dates go through
// the locale's Intl. Loaded with the dialog's content, never before the first click.
import { setupI18n } from '@lingui/core'
import type { CompiledMessage } from '@lingui/message-utils/compileMessage'
import type { LatchLocale } from './locales'
import type { MessageKey } from './messages/en'

export type CompiledCatalogue = Record<MessageKey, CompiledMessage>
export type MessageValues = Record<string, string | number | Date>
export type Translate = (key: MessageKey, values?: MessageValues) => string

// One translator per catalogue loaded: every view that mounts shares it (a catalogue is loaded once per locale).
const translators = new WeakMap<CompiledCatalogue, Map<LatchLocale, Translate>>()

export function createTranslator(locale: LatchLocale, messages: CompiledCatalogue): Translate {
  const byLocale = translators.get(messages) ?? new Map<LatchLocale, Translate>()
  translators.set(messages, byLocale)
  let translate = byLocale.get(locale)
  if (!translate) {
    const i18n = setupI18n({ locale, messages: { [locale]: messages } })
    translate = (key, values) => i18n._(key, values)
    byLocale.set(locale, translate)
  }
  return translate
}
