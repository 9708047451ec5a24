// R-API-1: every provider API call carries projectId, st (sdk type) and sv (sdk version). URLs are built in this
// one place so no call can forget them.
export type Identity = { projectId: string; sdkType: string; sdkVersion: string }

export type QueryValue = string | number | readonly string[] | undefined

export function apiUrl(baseUrl: string, path: string, identity: Identity, query: Record<string, QueryValue> = {}): string {
  const url = new URL(baseUrl.replace(/\/+$/, '') + path)
  url.searchParams.set('projectId', identity.projectId)
  url.searchParams.set('st', identity.sdkType)
  url.searchParams.set('sv', identity.sdkVersion)
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined) continue
    // R-API-2: list parameters travel comma-joined; an empty list is the same as no filter.
    const text = typeof value === 'string' || typeof value === 'number' ? String(value) : value.join(',')
    if (text !== '') url.searchParams.set(key, text)
  }
  return url.toString()
}
