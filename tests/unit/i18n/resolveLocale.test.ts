// Issue 35: which shipped locale a request picks (the app's locale, else the browser's languages).
import { describe, expect, it } from 'vitest'
import { directionOf, resolveLocale } from '../../../src/i18n/locales'

describe('resolveLocale (issue 35)', () => {
  it.each([
    [['de'], 'de'],
    [['de-AT', 'en'], 'de'],
    [['pt-PT'], 'pt-BR'],
    [['pt'], 'pt-BR'],
    [['zh'], 'zh-CN'],
    [['zh-Hans-SG'], 'zh-CN'],
    [['zh-TW'], 'zh-TW'],
    [['zh-Hant'], 'zh-TW'],
    [['zh-HK'], 'zh-HK'],
    [['zh-Hant-HK'], 'zh-HK'],
    [['sw', 'fr-CA'], 'fr'],
    [['sw', 'xx'], 'en'],
    [[], 'en'],
    [['not a tag!', 'ja-JP'], 'ja'],
    [['EN-gb'], 'en'],
    [['he-IL'], 'he'],
  ])('%j picks %s', (requested, locale) => {
    expect(resolveLocale(requested)).toBe(locale)
  })

  it('Arabic, Hebrew and Persian are written right to left; the others left to right', () => {
    expect(['ar', 'he', 'fa'].map((locale) => directionOf(locale as never))).toEqual(['rtl', 'rtl', 'rtl'])
    expect(['en', 'de', 'ja', 'ur'].map((locale) => directionOf(locale as never))).toEqual(['ltr', 'ltr', 'ltr', 'ltr'])
  })
})
