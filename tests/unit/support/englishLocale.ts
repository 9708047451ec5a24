// A locale flow already speaking English, for tests that render views inside a partial Latch (a component and the
// one actor it reads): views read their words through useT, which reads `localeActor`.
import { createActor } from 'xstate'
import english from '../../../src/i18n/compiled/en.json'
import type { MessageKey } from '../../../src/i18n/messages/en'
import { createTranslator, type CompiledCatalogue } from '../../../src/i18n/translator'
import { localeMachine } from '../../../src/machines/locale/locale.machine'

export function englishLocaleActor() {
  const snapshot = localeMachine.resolveState({ value: 'ready', context: { requested: ['en'], locale: 'en', dir: 'ltr', messages: english } })
  return createActor(localeMachine, { snapshot, input: { requested: ['en'] } }).start()
}

/** A toast as an English-speaking person reads it: its catalogue phrase in English, or its own words. */
export function englishOf(toast: { message?: string; phrase?: { key: string; values?: Record<string, string | number> } } | undefined): string | undefined {
  if (!toast?.phrase) return toast?.message
  return createTranslator('en', english as CompiledCatalogue)(toast.phrase.key as MessageKey, toast.phrase.values)
}
