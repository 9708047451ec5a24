// R-API-1: every provider API call carries projectId, st (sdk type) and sv (sdk version). URLs are built in this
// one place so no call can forget them.
import { SDK_TYPE_DEFAULT, SDK_VERSION } from '../../core/constants'

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

/** The URL builder of one API client: its base URL and the identity its options give (defaults R-API-1). */
export function createApiUrl(options: { baseUrl: string; projectId: string; sdkType?: string; sdkVersion?: string }) {
  const identity: Identity = {
    projectId: options.projectId,
    sdkType: options.sdkType ?? SDK_TYPE_DEFAULT,
    sdkVersion: options.sdkVersion ?? SDK_VERSION,
  }
  return (path: string, query?: Record<string, QueryValue>): string => apiUrl(options.baseUrl, path, identity, query)
}
