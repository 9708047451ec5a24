// The laboratory reads its knobs from the URL so every variant (theme, embedded, inspector) is a link. The URL
// is outside input: an unusable `api` falls back to the devstack instead of breaking the page.
import { z } from 'zod/mini'

export type LabSettings = {
  apiUrl: string
  theme: 'light' | 'dark' | 'system'
  /** `?locale=de`: the modal's language (issue 35); absent, the browser's languages decide. */
  locale: string | undefined
  /** `?accent=%23087f5b`: the modal's accent colour (a hex colour), its theme variable. */
  accent: string | undefined
  embedded: boolean
  signInRequired: boolean
  /** `?siwx`: sign in with X against the devstack's sign-in server (`?signInRequired` makes it mandatory). */
  siwx: boolean
  /** Basic pairing mode: the QR beside the wallet list. */
  basic: boolean
  inspect: 'off' | 'websocket' | 'stately'
  /** `?onlyChainA`: the app asks for the first local chain only, so a wallet on the second is on an unsupported one. */
  onlyChainA: boolean
}

const httpUrl = z.url({ protocol: /^https?$/ })
const THEMES = ['light', 'dark', 'system'] as const
const hexColour = z.string().check(z.regex(/^#[0-9a-f]{6}$/i))
const languageTag = z.string().check(z.regex(/^[a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*$/i))

export function readLabSettings(search: string, defaultApiUrl: string): LabSettings {
  const params = new URLSearchParams(search)
  const inspect = params.get('inspect')
  const api = httpUrl.safeParse(params.get('api'))
  return {
    apiUrl: api.success ? api.data.replace(/\/$/, '') : defaultApiUrl,
    theme: THEMES.find((theme) => theme === params.get('theme')) ?? 'light',
    locale: languageTag.safeParse(params.get('locale')).data,
    accent: hexColour.safeParse(params.get('accent')).data,
    embedded: params.has('embedded'),
    signInRequired: params.has('signInRequired'),
    siwx: params.has('siwx'),
    basic: params.has('basic'),
    inspect: inspect === null ? 'off' : inspect === 'stately' ? 'stately' : 'websocket',
    onlyChainA: params.has('onlyChainA'),
  }
}
