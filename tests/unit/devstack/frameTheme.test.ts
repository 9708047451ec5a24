// Issue 35: the app's theme as the frame keeps it (frameTheme.ts) and as GET /verify-device wears it (framePages.ts):
// only light or dark, only the variables the frame's pages use with plain CSS values, anything else dropped, never
// refused; and whatever a link says, nothing of it reaches the page as markup.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { z } from 'zod/mini'
import { verifyDevicePage } from '../../../devstack/frame/framePages'
import { frameThemeSchema, themeFromQuery, themeQuery, type FrameTheme } from '../../../devstack/frame/frameTheme'

const parse = (input: unknown) => z.parse(frameThemeSchema, input)
/** The page's <html> start tag, whole. */
const rootTag = (html: string) => /<html[^>]*>/.exec(html)?.[0]

describe('the frame theme schema (issue 35)', () => {
  it('keeps the mode and the safe values of the variables the frame uses', () => {
    const safe = {
      '--latch-accent': '#0a7d5a',
      '--latch-accent-fg': 'white',
      '--latch-bg': 'rgb(20 20 20 / 90%)',
      '--latch-fg': 'oklch(0.9 0.01 250)',
      '--latch-font': "'Inter', sans-serif",
    }
    expect(parse({ mode: 'dark', variables: { ...safe } })).toEqual({ mode: 'dark', variables: safe })
  })

  it('drops what is unknown or unsafe, and refuses nothing', () => {
    expect(
      parse({
        mode: 'sepia',
        variables: {
          '--latch-accent': 'red;background:url(https://evil.example.test/x)',
          '--latch-accent-fg': 'url(https://evil.example.test/x)',
          '--latch-bg': '#fff"><script>alert(1)</script>',
          '--latch-fg': 'rgb(0 0 0 /* */)',
          '--latch-font': "'Inter, sans-serif",
          '--latch-radius': 12,
          '--latch-width': '400px',
          '--evil': 'red',
        },
      }),
    ).toEqual({ mode: 'light', variables: {} })
    expect(parse({ mode: 'dark', variables: { '--latch-accent': 12, '--latch-font': 'a'.repeat(101) } })).toEqual({ mode: 'dark', variables: {} })
    expect(parse({ mode: 'dark', variables: { '--latch-font': '"Noto Sans JP", メイリオ, sans-serif' } })).toEqual({ mode: 'dark', variables: { '--latch-font': '"Noto Sans JP", メイリオ, sans-serif' } })
    expect(parse({ mode: 'dark', variables: 'red' })).toEqual({ mode: 'dark', variables: {} })
    expect(parse({})).toEqual({ mode: 'light', variables: {} })
  })

  it('writes a short query after the token and reads it back; no or bad parameters are the default look', () => {
    const theme: FrameTheme = { mode: 'dark', variables: { '--latch-accent': '#0a7d5a', '--latch-font': "'Inter', sans-serif" } }
    expect(themeQuery(theme)).toBe('theme=dark&accent=%230a7d5a&font=%27Inter%27%2C%20sans-serif')
    expect(themeFromQuery({ theme: 'dark', accent: '#0a7d5a', font: "'Inter', sans-serif" })).toEqual(theme)
    expect(themeQuery({ mode: 'light', variables: {} })).toBe('theme=light')
    expect(themeFromQuery({})).toEqual({ mode: 'light', variables: {} })
    expect(themeFromQuery({ theme: 'DARK', accent: 'javascript:alert(1)', '--latch-accent': '#0a7d5a' })).toEqual({ mode: 'light', variables: {} })
  })
})

describe('the /verify-device page in the theme (issue 35)', () => {
  it('is light by default, with the frame palette', () => {
    const html = verifyDevicePage(true)
    expect(rootTag(html)).toBe('<html lang="en" data-theme="light">')
    expect(html).toContain(':root[data-theme=dark]{color-scheme:dark;--bg:#1b1b1b;--fg:#f2f2f2;')
    expect(html).toContain('<main><h1>Device approved</h1><p>Device approved, you can return to the app.</p></main>')
  })

  it('is dark with the app variables as properties on <html>', () => {
    const html = verifyDevicePage(false, { mode: 'dark', variables: { '--latch-accent': '#0a7d5a', '--latch-bg': '#101820', '--latch-font': "'Inter', sans-serif" } })
    expect(rootTag(html)).toBe('<html lang="en" data-theme="dark" style="--primary:#0a7d5a;--bg:#101820;font-family:&#39;Inter&#39;, sans-serif">')
    expect(html).toContain('<h1>Link not valid</h1>')
  })

  it('escapes a value even if one got past the schema', () => {
    const hostile = { mode: 'dark"><script>alert(1)</script>', variables: { '--latch-font': '"><script>alert(2)</script>' } } as unknown as FrameTheme
    const html = verifyDevicePage(true, hostile)
    expect(html).not.toContain('<script')
    expect(rootTag(html)).toBe(
      '<html lang="en" data-theme="dark&#34;&#62;&#60;script&#62;alert(1)&#60;/script&#62;" style="font-family:&#34;&#62;&#60;script&#62;alert(2)&#60;/script&#62;">',
    )
  })

  it('whatever a link says, the page has one <html> tag, no markup of its own and no declaration beyond its own', () => {
    // Any text, the values a theme takes, and those with anything after them.
    const valid = fc.constantFrom('dark', 'light', '#0a7d5a', 'white', 'rgb(20 20 20 / 90%)', "'Inter', sans-serif")
    const value = fc.oneof(fc.string(), valid, fc.tuple(valid, fc.string()).map(([start, rest]) => start + rest))
    const params = fc.record({ theme: value, accent: value, accentFg: value, bg: value, fg: value, font: value }, { requiredKeys: [] })
    fc.assert(
      fc.property(params, (query) => {
        const html = verifyDevicePage(true, themeFromQuery(query))
        const tag = rootTag(html)!
        expect(tag).toMatch(/^<html lang="en" data-theme="(light|dark)"(?: style="[^"<>]*")?>$/)
        // Each declaration is one of the five, and none holds a ; { } < > \ or url( of its own.
        const style = (/style="([^"]*)"/.exec(tag)?.[1] ?? '').replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
        for (const declaration of style ? style.split(';') : []) expect(declaration).toMatch(/^(--primary|--on-primary|--bg|--fg|font-family):[^;{}<>\\]+$/)
        expect(style).not.toMatch(/url\(/i)
        expect(html.match(/<[a-z]/gi)).toHaveLength(verifyDevicePage(true).match(/<[a-z]/gi)!.length)
      }),
      { numRuns: 300 },
    )
  })
})
