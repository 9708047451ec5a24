// Issue 35: the catalogue of the locale a request picks, each locale's a chunk of its own: only the one in use is
// downloaded.
import type { CompiledCatalogue } from './translator'
import { directionOf, resolveLocale, type LatchLocale } from './locales'

type Chunk = Promise<{ default: unknown }>
const CATALOGUES: Partial<Record<LatchLocale, () => Chunk>> = {
  en: () => import('./compiled/en.json'),
  // TEMP ar: () => import('./compiled/ar.json'),
  // TEMP de: () => import('./compiled/de.json'),
  // TEMP es: () => import('./compiled/es.json'),
  // TEMP fa: () => import('./compiled/fa.json'),
  // TEMP fr: () => import('./compiled/fr.json'),
  // TEMP he: () => import('./compiled/he.json'),
  // TEMP hi: () => import('./compiled/hi.json'),
  // TEMP id: () => import('./compiled/id.json'),
  // TEMP it: () => import('./compiled/it.json'),
  // TEMP ja: () => import('./compiled/ja.json'),
  // TEMP ko: () => import('./compiled/ko.json'),
  // TEMP ms: () => import('./compiled/ms.json'),
  // TEMP nl: () => import('./compiled/nl.json'),
  // TEMP pl: () => import('./compiled/pl.json'),
  // TEMP 'pt-BR': () => import('./compiled/pt-BR.json'),
  // TEMP ru: () => import('./compiled/ru.json'),
  // TEMP th: () => import('./compiled/th.json'),
  // TEMP tr: () => import('./compiled/tr.json'),
  // TEMP uk: () => import('./compiled/uk.json'),
  // TEMP vi: () => import('./compiled/vi.json'),
  // TEMP 'zh-CN': () => import('./compiled/zh-CN.json'),
  // TEMP 'zh-HK': () => import('./compiled/zh-HK.json'),
  // TEMP 'zh-TW': () => import('./compiled/zh-TW.json'),
}

export type LoadedLocale = { locale: LatchLocale; dir: 'ltr' | 'rtl'; messages: CompiledCatalogue }

/** `requested`: BCP 47 tags, most wanted first (the app's locale, else the browser's languages). */
export async function loadLocale(requested: readonly string[]): Promise<LoadedLocale> {
  const resolved = resolveLocale(requested)
  const locale = CATALOGUES[resolved] ? resolved : 'en' // TEMP
  const { default: messages } = await CATALOGUES[locale]!()
  return { locale, dir: directionOf(locale), messages: messages as CompiledCatalogue }
}
