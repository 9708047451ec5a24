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

// One translator per catalogue loaded (a catalogue is one locale's): every view that mounts shares it.
const translators = new WeakMap<CompiledCatalogue, Translate>()

export function createTranslator(locale: LatchLocale, messages: CompiledCatalogue): Translate {
  let translate = translators.get(messages)
  if (!translate) {
    const i18n = setupI18n({ locale, messages: { [locale]: messages } })
    translate = (key, values) => i18n._(key, values)
    translators.set(messages, translate)
  }
  return translate
}
