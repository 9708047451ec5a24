// `npm run messages`: compiles every catalogue (src/i18n/messages/<locale>.ts, ICU MessageFormat) into the form
// Lingui's runtime reads (src/i18n/compiled/<locale>.json), as `lingui compile` does, so no ICU parser ships.
// The compiled files are committed; tests/unit/i18n/compiledCatalogues.test.ts fails when one is stale.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { existsSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { LATCH_LOCALES, type LatchLocale } from '../src/i18n/locales'

export async function sourceCatalogue(locale: LatchLocale): Promise<Record<string, string>> {
  const module = (await import(`../src/i18n/messages/${locale}.ts`)) as { default: Record<string, string> }
  return module.default
}

export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([key, message]) => [key, compileMessage(message)]))
}

/** One key to a line: a change to one text is a change to one line. */
export const compiledText = (compiled: Record<string, unknown>): string =>
  `{\n${Object.entries(compiled)
    .map(([key, message]) => `${JSON.stringify(key)}: ${JSON.stringify(message)}`)
    .join(',\n')}\n}\n`

export const compiledPath = (locale: LatchLocale): string => fileURLToPath(new URL(`../src/i18n/compiled/${locale}.json`, import.meta.url))

export const sourcePath = (locale: LatchLocale): string => fileURLToPath(new URL(`../src/i18n/messages/${locale}.ts`, import.meta.url))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const locales = LATCH_LOCALES.filter((locale) => existsSync(sourcePath(locale)))
  for (const locale of locales) writeFileSync(compiledPath(locale), compiledText(compileCatalogue(await sourceCatalogue(locale))))
  console.log(`compiled ${locales.length} catalogues into src/i18n/compiled/`)
}
