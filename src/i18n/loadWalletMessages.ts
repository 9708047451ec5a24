// Issue 36: the wallet features' words (Send, Receive, Buy), a catalogue part of their own per locale, loaded with
// those views: the dialog's first catalogue (loadLocale.ts) does not carry them. scripts/compileMessages.ts splits
// them out by key.
import type { LatchLocale } from './locales'
import type { CompiledCatalogue } from './translator'

type Chunk = Promise<{ default: unknown }>
const PARTS: Record<LatchLocale, () => Chunk> = {
  en: () => import('./compiled/wallet/en.json'),
  ar: () => import('./compiled/wallet/ar.json'),
  de: () => import('./compiled/wallet/de.json'),
  es: () => import('./compiled/wallet/es.json'),
  fa: () => import('./compiled/wallet/fa.json'),
  fr: () => import('./compiled/wallet/fr.json'),
  he: () => import('./compiled/wallet/he.json'),
  hi: () => import('./compiled/wallet/hi.json'),
  id: () => import('./compiled/wallet/id.json'),
  it: () => import('./compiled/wallet/it.json'),
  ja: () => import('./compiled/wallet/ja.json'),
  ko: () => import('./compiled/wallet/ko.json'),
  ms: () => import('./compiled/wallet/ms.json'),
  nl: () => import('./compiled/wallet/nl.json'),
  pl: () => import('./compiled/wallet/pl.json'),
  'pt-BR': () => import('./compiled/wallet/pt-BR.json'),
  ru: () => import('./compiled/wallet/ru.json'),
  th: () => import('./compiled/wallet/th.json'),
  tr: () => import('./compiled/wallet/tr.json'),
  uk: () => import('./compiled/wallet/uk.json'),
  vi: () => import('./compiled/wallet/vi.json'),
  'zh-CN': () => import('./compiled/wallet/zh-CN.json'),
  'zh-HK': () => import('./compiled/wallet/zh-HK.json'),
  'zh-TW': () => import('./compiled/wallet/zh-TW.json'),
}

const loaded = new Map<LatchLocale, Partial<CompiledCatalogue>>()

/** The part of the locale, once loaded (undefined before). */
export const walletMessagesOf = (locale: LatchLocale): Partial<CompiledCatalogue> | undefined => loaded.get(locale)

export async function loadWalletMessages(locale: LatchLocale): Promise<Partial<CompiledCatalogue>> {
  const { default: messages } = await PARTS[locale]()
  loaded.set(locale, messages as Partial<CompiledCatalogue>)
  return messages as Partial<CompiledCatalogue>
}
