// Issue 35: every locale Latch ships has exactly the English catalogue's keys, each a translation with the same
// placeholders (and the same select branches), and each compiles; the compiled files the app loads are those of
// today's sources (scripts/compileMessages.ts).
import { compileMessage } from '@lingui/message-utils/compileMessage'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { compileCatalogue, compiledPath, compiledText, sourceCatalogue, splitCatalogue, walletCompiledPath } from '../../../scripts/compileMessages'
import { LATCH_LOCALES } from '../../../src/i18n/locales'
import { en } from '../../../src/i18n/messages/en'

// Written from the issue, not read from src/: RainbowKit's locales, then it, pl, nl, he and fa.
const REQUIRED = ['ar', 'de', 'es', 'fr', 'hi', 'id', 'ja', 'ko', 'ms', 'pt-BR', 'ru', 'th', 'tr', 'uk', 'vi', 'zh-CN', 'zh-HK', 'zh-TW', 'it', 'pl', 'nl', 'he', 'fa']
const TRANSLATED = LATCH_LOCALES.filter((locale) => locale !== 'en')
const english = en as Record<string, string>

/** The argument names a message uses, and for each select the branches it offers, read from Lingui's compiled
 * form (a list of texts and [name] / [name, kind, branches] arguments). Plural branches differ by language. */
function shape(message: string): string[] {
  const found = new Set<string>()
  const parts = (list: unknown): void => {
    for (const part of Array.isArray(list) ? list : [list]) {
      if (!Array.isArray(part)) continue
      const [name, kind, branches] = part as [string, string?, Record<string, unknown>?]
      found.add(kind === 'select' ? `${name}[${Object.keys(branches ?? {}).sort().join('|')}]` : name)
      for (const branch of Object.values(branches ?? {})) parts(branch)
    }
  }
  parts(compileMessage(message))
  return [...found].sort()
}

describe('the catalogues (issue 35)', () => {
  it('ships at least the 23 locales the issue names, beside English', () => {
    expect(LATCH_LOCALES[0]).toBe('en')
    expect(TRANSLATED.length).toBeGreaterThanOrEqual(20)
    for (const locale of REQUIRED) expect(TRANSLATED).toContain(locale)
  })

  it.each(TRANSLATED)('%s has exactly the English keys', async (locale) => {
    const messages = await sourceCatalogue(locale)
    expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort())
  })

  it.each(TRANSLATED)('%s uses the same placeholders and select branches as English, and every message compiles', async (locale) => {
    const messages = await sourceCatalogue(locale)
    const mismatched = Object.keys(english).filter((key) => JSON.stringify(shape(messages[key] ?? '')) !== JSON.stringify(shape(english[key]!)))
    expect(mismatched.map((key) => `${key}: ${messages[key]}`)).toEqual([])
    for (const message of Object.values(messages)) expect(() => compileMessage(message)).not.toThrow()
  })

  it.each(TRANSLATED)('%s translates: at most one entry in twenty (names, loanwords) reads as the English does', async (locale) => {
    const messages = await sourceCatalogue(locale)
    const copied = Object.keys(english).filter((key) => messages[key] === english[key] && /[a-z]{3}/i.test(english[key]!.replace(/\{[^}]*\}/g, '')))
    // Product names (WalletConnect) and the loanwords a language's wallets really use (Wallet, Account, Tokens in
    // Dutch or German) read as in English; more than one entry in twenty is an untranslated catalogue.
    expect(copied.length, copied.join(', ')).toBeLessThanOrEqual(Math.ceil(Object.keys(english).length / 20))
  })

  it('every plural offers the other form, in every locale', async () => {
    for (const locale of LATCH_LOCALES) {
      const messages = await sourceCatalogue(locale)
      for (const [key, message] of Object.entries(messages)) {
        if (/,\s*plural\s*,/.test(message)) expect(message, `${locale} ${key}`).toMatch(/\bother\s*\{/)
      }
    }
  })

  it.each(LATCH_LOCALES)('the compiled %s catalogue is that of its source (npm run messages), the wallet features\' words a part of their own', async (locale) => {
    const source = await sourceCatalogue(locale)
    const { main, wallet } = splitCatalogue(source)
    expect(readFileSync(compiledPath(locale), 'utf8')).toBe(compiledText(compileCatalogue(main)))
    expect(readFileSync(walletCompiledPath(locale), 'utf8')).toBe(compiledText(compileCatalogue(wallet)))
    // Every key is in exactly one part; Send's, Receive's and Buy's in the wallet part only.
    expect(Object.keys(main).length + Object.keys(wallet).length).toBe(Object.keys(source).length)
    expect(Object.keys(wallet).every((key) => /^(send|receive|onRamp)\./.test(key))).toBe(true)
    expect(Object.keys(wallet).length).toBeGreaterThan(0)
  })
})
