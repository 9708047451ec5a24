// The laboratory reads its knobs from the URL so every variant (theme, embedded, inspector) is a link. The URL
// is outside input: an unusable `api` falls back to the devstack instead of breaking the page.
import { z } from 'zod/mini'

export type LabSettings = {
  apiUrl: string
  theme: 'light' | 'dark'
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

export function readLabSettings(search: string, defaultApiUrl: string): LabSettings {
  const params = new URLSearchParams(search)
  const inspect = params.get('inspect')
  const api = httpUrl.safeParse(params.get('api'))
  return {
    apiUrl: api.success ? api.data.replace(/\/$/, '') : defaultApiUrl,
    theme: params.get('theme') === 'dark' ? 'dark' : 'light',
    embedded: params.has('embedded'),
    signInRequired: params.has('signInRequired'),
    siwx: params.has('siwx'),
    basic: params.has('basic'),
    inspect: inspect === null ? 'off' : inspect === 'stately' ? 'stately' : 'websocket',
    onlyChainA: params.has('onlyChainA'),
  }
}
