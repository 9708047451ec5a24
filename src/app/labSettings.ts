// The laboratory reads its knobs from the URL so every variant (theme, embedded, inspector) is a link.
export type LabSettings = {
  apiUrl: string
  theme: 'light' | 'dark'
  embedded: boolean
  signInRequired: boolean
  inspect: 'off' | 'websocket' | 'stately'
}

export function readLabSettings(search: string, defaultApiUrl: string): LabSettings {
  const params = new URLSearchParams(search)
  const inspect = params.get('inspect')
  return {
    apiUrl: params.get('api') ?? defaultApiUrl,
    theme: params.get('theme') === 'dark' ? 'dark' : 'light',
    embedded: params.has('embedded'),
    signInRequired: params.has('signInRequired'),
    inspect: inspect === null ? 'off' : inspect === 'stately' ? 'stately' : 'websocket',
  }
}
