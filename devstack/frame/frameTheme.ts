// Issue 35: the app's theme on the frame's own pages. The app sends it with SYNC_THEME (its mode as the person sees
// it, and its --latch-* variables); the page script applies it to the approval (approvalView.ts) and hands it on with
// CONNECT_EMAIL, so the device-approval link in the mail carries it and GET /verify-device wears it (framePages.ts).
// The frame trusts neither the app's message nor a link someone edited: this one schema keeps the mode and only the
// variables the frame's pages use, each with a plain CSS value (no ; { } < > \ ( ) beyond a colour function, no url),
// and drops anything else rather than refusing it: a theme is looks only, never a reason to fail a login or a link.
// No Node imports: the page script bundles this file.
import { z } from 'zod/mini'

export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

// A colour as the app's config takes it (src/core/config.ts), but with nothing inside a colour function that could
// end the declaration or open a string, comment or escape: the value is written into a style attribute server-side.
const COLOUR = /^(?:#(?:[\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|(?:rgba?|hsla?|hwb|lab|lch|oklab|oklch|color)\([\d .,%/+a-z-]*\)|[a-z]+)$/i
// A font family list: names (in any script), commas, spaces and quotes, the quotes paired so none opens a string
// that runs on.
const FONT = /^[\p{L}\p{N}_ ,'"-]+$/u
const pairedQuotes = (value: string) => (value.split("'").length - 1) % 2 === 0 && (value.split('"').length - 1) % 2 === 0
/** Longer is no colour or font list anyone writes, and the link in the mail stays short. */
const MAX_THEME_VALUE_CHARS = 100

/** Each app variable the frame's pages use: the property it sets on the page (framePages.ts's tokens), its short
 * name in the approval link's query, and the values it takes. The other theme variables (radius, width, z-index,
 * font size) size the modal, not the frame's pages. */
export const FRAME_THEME_VARIABLES = {
  '--latch-accent': { property: '--primary', param: 'accent', isValue: (value: string) => COLOUR.test(value) },
  '--latch-accent-fg': { property: '--on-primary', param: 'accentFg', isValue: (value: string) => COLOUR.test(value) },
  '--latch-bg': { property: '--bg', param: 'bg', isValue: (value: string) => COLOUR.test(value) },
  '--latch-fg': { property: '--fg', param: 'fg', isValue: (value: string) => COLOUR.test(value) },
  '--latch-font': { property: 'font-family', param: 'font', isValue: (value: string) => FONT.test(value) && pairedQuotes(value) },
} as const
export type FrameThemeVariable = keyof typeof FRAME_THEME_VARIABLES
export type FrameThemeVariables = Partial<Record<FrameThemeVariable, string>>
export type FrameTheme = { mode: ThemeMode; variables: FrameThemeVariables }

const VARIABLE_NAMES = Object.keys(FRAME_THEME_VARIABLES) as FrameThemeVariable[]

/** The variables kept: known names with safe string values (a number is no colour or font: dropped too). */
function safeVariables(input: Record<string, unknown>): FrameThemeVariables {
  const kept: FrameThemeVariables = {}
  for (const name of VARIABLE_NAMES) {
    const value = input[name]
    if (typeof value === 'string' && value.length <= MAX_THEME_VALUE_CHARS && FRAME_THEME_VARIABLES[name].isValue(value)) kept[name] = value
  }
  return kept
}

/** Whatever it is given, a theme: an unknown mode is light, anything but a safe known variable is left out. */
export const frameThemeSchema = z.object({
  mode: z.catch(z.enum(THEME_MODES), 'light'),
  variables: z.pipe(z.catch(z.record(z.string(), z.unknown()), {}), z.transform(safeVariables)),
})

export const DEFAULT_THEME: FrameTheme = { mode: 'light', variables: {} }

/** encodeURIComponent, and the few marks it leaves that a mail client may take for the end of a link. */
const encode = (value: string) => encodeURIComponent(value).replace(/[!'()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`)

/** The theme as the approval link's query, without the leading '&': `theme=dark&accent=%231f4fd6`. */
export function themeQuery(theme: FrameTheme): string {
  const pairs = [`theme=${theme.mode}`]
  for (const name of VARIABLE_NAMES) {
    const value = theme.variables[name]
    if (value !== undefined) pairs.push(`${FRAME_THEME_VARIABLES[name].param}=${encode(value)}`)
  }
  return pairs.join('&')
}

/** A link's query (decoded) back to a theme: none, or a bad one, is the default light look. */
export function themeFromQuery(query: Readonly<Record<string, string | undefined>>): FrameTheme {
  const variables = Object.fromEntries(VARIABLE_NAMES.map((name) => [name, query[FRAME_THEME_VARIABLES[name].param]]))
  return z.parse(frameThemeSchema, { mode: query['theme'], variables })
}

/** The page's own properties the variables set, as [property, value] pairs (approvalView.ts sets them one by one,
 * framePages.ts writes them into a style attribute). */
export function themeProperties(variables: FrameThemeVariables): [property: string, value: string | undefined][] {
  return VARIABLE_NAMES.map((name) => [FRAME_THEME_VARIABLES[name].property, variables[name]])
}
