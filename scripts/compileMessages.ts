// `npm run messages`: compiles every catalogue (src/i18n/messages/<locale>.ts, ICU MessageFormat) into the form
// Lingui's runtime reads (src/i18n/compiled/<locale>.json), as `lingui compile` does, so no ICU parser ships.
// The compiled files are committed; tests/unit/i18n/compiledCatalogues.test.ts fails when one is stale.
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { existsSync, mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
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

/** Issue 36: the wallet features' words (Send, Receive, Buy) are a catalogue part of their own, loaded with those
 * views (src/i18n/loadWalletMessages.ts), so the dialog's first catalogue does not carry them. */
export const WALLET_PREFIXES = ['send.', 'receive.', 'onRamp.'] as const
export const isWalletKey = (key: string): boolean => WALLET_PREFIXES.some((prefix) => key.startsWith(prefix))
export const walletCompiledPath = (locale: LatchLocale): string => fileURLToPath(new URL(`../src/i18n/compiled/wallet/${locale}.json`, import.meta.url))

/** The catalogue's two parts: what the dialog loads with its first opening, and the wallet features' words. */
export function splitCatalogue(messages: Record<string, string>): { main: Record<string, string>; wallet: Record<string, string> } {
  const entries = Object.entries(messages)
  return { main: Object.fromEntries(entries.filter(([key]) => !isWalletKey(key))), wallet: Object.fromEntries(entries.filter(([key]) => isWalletKey(key))) }
}

export const sourcePath = (locale: LatchLocale): string => fileURLToPath(new URL(`../src/i18n/messages/${locale}.ts`, import.meta.url))

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const locales = LATCH_LOCALES.filter((locale) => existsSync(sourcePath(locale)))
  mkdirSync(dirname(walletCompiledPath('en')), { recursive: true })
  for (const locale of locales) {
    const { main, wallet } = splitCatalogue(await sourceCatalogue(locale))
    writeFileSync(compiledPath(locale), compiledText(compileCatalogue(main)))
    writeFileSync(walletCompiledPath(locale), compiledText(compileCatalogue(wallet)))
  }
  console.log(`compiled ${locales.length} catalogues into src/i18n/compiled/`)
}
