// Issue 35: the locales Latch ships, which of them are written right to left, and how a request (the app's
// `locale`, else the browser's languages) picks one. Loaded with the first catalogue, never before the first click.

/** English first: the source every other catalogue translates, and the fallback. */
export const LATCH_LOCALES = [
  'en', 'ar', 'de', 'es', 'fa', 'fr', 'he', 'hi', 'id', 'it', 'ja', 'ko', 'ms', 'nl', 'pl', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN',
  'zh-HK', 'zh-TW',
] as const
export type LatchLocale = (typeof LATCH_LOCALES)[number]

const RIGHT_TO_LEFT: ReadonlySet<LatchLocale> = new Set(['ar', 'fa', 'he'])

export const directionOf = (locale: LatchLocale): 'ltr' | 'rtl' => (RIGHT_TO_LEFT.has(locale) ? 'rtl' : 'ltr')

// A language asked for without a region: the region we ship for it. Chinese without a script or region is
// Simplified; Portuguese is the Brazilian catalogue.
const BY_LANGUAGE: Readonly<Record<string, LatchLocale>> = { pt: 'pt-BR', zh: 'zh-CN' }
// Chinese asked for by script or by a region we do not ship: Traditional for Hant, Taiwan and Macau.
const TRADITIONAL = /^zh-(?:hant(?:-|$)|tw$|mo$)/

/** The first of `requested` (BCP 47 tags, most wanted first) that Latch ships, matched exactly, then by language;
 * English when none is. A tag that is not BCP 47 is passed over. */
export function resolveLocale(requested: readonly string[]): LatchLocale {
  for (const tag of requested) {
    let canonical: string
    try {
      canonical = Intl.getCanonicalLocales(tag)[0] ?? ''
    } catch {
      continue
    }
    const exact = LATCH_LOCALES.find((locale) => locale.toLowerCase() === canonical.toLowerCase())
    if (exact) return exact
    const lower = canonical.toLowerCase()
    if (lower.startsWith('zh-')) return lower === 'zh-hk' || lower.startsWith('zh-hant-hk') ? 'zh-HK' : TRADITIONAL.test(lower) ? 'zh-TW' : 'zh-CN'
    const language = lower.split('-')[0] ?? ''
    const byLanguage = BY_LANGUAGE[language] ?? LATCH_LOCALES.find((locale) => locale === language)
    if (byLanguage) return byLanguage
  }
  return 'en'
}
