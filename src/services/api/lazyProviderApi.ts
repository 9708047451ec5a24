// The provider API's code (HTTP with retries, zod schemas, analytics) loads with its first request, which comes
// after the first click: the first-click bundle ships only this face (STACK-NOTES: the 110 KiB budget).
// Image URLs stay synchronous, since an <img> needs its src at render; they need only the URL builder.
import { imagePath, type ImageKind } from './images'
import type { ProviderApi, ProviderApiOptions } from './providerApi'
import { createApiUrl } from './query'
import { loadOnce } from '../loadOnce'

export function createLazyProviderApi(options: ProviderApiOptions): ProviderApi {
  const load = loadOnce(() => import('../later').then((later) => later.providerApi()).then((module) => module.createProviderApi(options)))
  const url = createApiUrl(options)
  return {
    getWallets: async (params, signal) => (await load()).getWallets(params, signal),
    imageUrl: (kind: ImageKind, id: string) => url(imagePath(kind, id)),
    fetchImage: async (kind, id, signal) => (await load()).fetchImage(kind, id, signal),
    getConfig: async (signal) => (await load()).getConfig(signal),
    getOrigins: async (signal) => (await load()).getOrigins(signal),
    getAnalyticsConfig: async (signal) => (await load()).getAnalyticsConfig(signal),
    sendEvent: async (event) => (await load()).sendEvent(event),
    reportError: async (report) => (await load()).reportError(report),
  }
}
