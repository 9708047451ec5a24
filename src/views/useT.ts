// Issue 35: every word a view shows comes from here, in the locale the modal speaks. The dialog's content renders
// only once a catalogue is in (LazyDialogContent waits for it), so a view never sees a missing one.
import { useSelector } from '@xstate/react'
import { useLatchInstance } from '../instance/latchContext'
import { selectLocale, selectMessages } from '../machines/locale/locale.selectors'
import type { LatchLocale } from '../i18n/locales'
import { createTranslator, type CompiledCatalogue, type Translate } from '../i18n/translator'

export type { Translate } from '../i18n/translator'

const NO_MESSAGES = {}

export function useT(): Translate {
  const { localeActor } = useLatchInstance()
  const locale = useSelector(localeActor, selectLocale)
  const messages = useSelector(localeActor, selectMessages)
  // Shared per catalogue (createTranslator keeps one); before any catalogue, keys read as themselves.
  return createTranslator((locale ?? 'en') as LatchLocale, (messages ?? NO_MESSAGES) as CompiledCatalogue)
}

/** The locale spoken (a BCP 47 tag Latch ships), for Intl formatting of numbers, currencies and dates. */
export function useLocaleTag(): string {
  const { localeActor } = useLatchInstance()
  return useSelector(localeActor, (snapshot) => snapshot.context.locale) ?? 'en'
}

/** Whether a catalogue is in: parts shown outside the dialog's content (which waits for it) say nothing before. */
export function useCatalogueReady(): boolean {
  const { localeActor } = useLatchInstance()
  return useSelector(localeActor, (snapshot) => snapshot.context.messages !== null)
}
