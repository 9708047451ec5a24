// Issue 35: the catalogue of the locale a request picks, each locale's a chunk of its own: only the one in use is
// downloaded.
import type { CompiledCatalogue } from './translator'
import { directionOf, resolveLocale, type LatchLocale } from './locales'

type Chunk = Promise<{ default: unknown }>
const CATALOGUES: Record<LatchLocale, () => Chunk> = {
  en: () => import('./compiled/en.json'),
  ar: () => import('./compiled/ar.json'),
  de: () => import('./compiled/de.json'),
  es: () => import('./compiled/es.json'),
  fa: () => import('./compiled/fa.json'),
  fr: () => import('./compiled/fr.json'),
  he: () => import('./compiled/he.json'),
  hi: () => import('./compiled/hi.json'),
  id: () => import('./compiled/id.json'),
  it: () => import('./compiled/it.json'),
  ja: () => import('./compiled/ja.json'),
  ko: () => import('./compiled/ko.json'),
  ms: () => import('./compiled/ms.json'),
  nl: () => import('./compiled/nl.json'),
  pl: () => import('./compiled/pl.json'),
  'pt-BR': () => import('./compiled/pt-BR.json'),
  ru: () => import('./compiled/ru.json'),
  th: () => import('./compiled/th.json'),
  tr: () => import('./compiled/tr.json'),
  uk: () => import('./compiled/uk.json'),
  vi: () => import('./compiled/vi.json'),
  'zh-CN': () => import('./compiled/zh-CN.json'),
  'zh-HK': () => import('./compiled/zh-HK.json'),
  'zh-TW': () => import('./compiled/zh-TW.json'),
}

export type LoadedLocale = { locale: LatchLocale; dir: 'ltr' | 'rtl'; messages: CompiledCatalogue }

/** `requested`: BCP 47 tags, most wanted first (the app's locale, else the browser's languages). */
export async function loadLocale(requested: readonly string[]): Promise<LoadedLocale> {
  const locale = resolveLocale(requested)
  const { default: messages } = await CATALOGUES[locale]()
  return { locale, dir: directionOf(locale), messages: messages as CompiledCatalogue }
}
