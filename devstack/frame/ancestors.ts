// Who may embed the frame (SPEC §9 "embedded-wallet allowed ancestors"): local development origins and the common
// preview hosts, plus whatever LATCH_FRAME_ALLOWED_ORIGINS adds. The server says it twice, to the browser in the
// page's Content-Security-Policy frame-ancestors (the browser refuses to render the frame anywhere else) and to the
// page script (which talks only to an allowed parent, checked with the app's own R-VAL-12 matcher). No Node imports:
// the page script bundles this file.
import { z } from 'zod/mini'
import { isOriginAllowed } from '../../src/services/api/originAllowList'

export const DEFAULT_ALLOWED_ANCESTORS: readonly string[] = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
]

/** One CSP host source, as an origin or a pattern: scheme://host[:port], `*.` before the host, `:*` for any port.
 * Nothing that could end the directive (no spaces, quotes, semicolons or commas) gets through. */
export const allowedOriginSchema = z.string().check(
  z.regex(/^https?:\/\/(\*\.)?[a-z0-9-]+(\.[a-z0-9-]+)*(:(\d{1,5}|\*))?$/, 'an origin such as https://app.example.com, https://*.example.com or http://host:*'),
)

/** LATCH_FRAME_ALLOWED_ORIGINS: comma separated, blanks ignored, lower-cased. */
export function parseAllowedOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((origin) => origin.trim().toLowerCase())
    .filter((origin) => origin !== '')
}

/** The defaults and the configured extras, once each, in that order. */
export function allowedAncestors(extra: readonly string[] = []): string[] {
  return [...new Set([...DEFAULT_ALLOWED_ANCESTORS, ...extra.map((origin) => origin.trim().toLowerCase())])]
}

export function frameAncestorsCsp(ancestors: readonly string[]): string {
  return `frame-ancestors ${ancestors.join(' ')}`
}

/** The parent's origin, when it is one the frame may talk to. */
export function isAllowedAncestor(origin: string | undefined, ancestors: readonly string[]): origin is string {
  return origin !== undefined && isOriginAllowed(origin, ancestors)
}
