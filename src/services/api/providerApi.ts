// The provider API client (SPEC §7, R-API-1..7): one factory, plain async functions, everything from the world
// (fetch, clock, page location, alert sink) injected so the same code runs in the browser and in Node tests
// against the devstack.
import type { ErrorCode } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import { createTransport } from '../transport'
import { createAnalytics, type AnalyticsEventInput } from './analytics'
import { createErrorReporter, type ErrorReport } from './errorReports'
import { createApiHttp } from './http'
import { createFetchImage } from './fetchImage'
import { imagePath, type ImageKind } from './images'
import { currentPage, type PageInfo } from './pageInfo'
import { createApiUrl } from './query'
import { toRemoteFeatures, type RemoteFeatures } from './remoteFeatures'
import { originsSchema, remoteConfigSchema, type WalletsPage } from './schemas'
import { createGetWallets, type GetWalletsParams } from './wallets'

export type ProviderApiOptions = {
  baseUrl: string
  projectId: string
  /** R-API-1: sent as `st`, default 'appkit'. */
  sdkType?: string
  /** R-API-1: sent as `sv`. */
  sdkVersion?: string
  fetch?: typeof fetch
  transport?: { timeoutMs?: number; retries?: number; baseDelayMs?: number }
  now?: () => number
  /** Called with the alert a person must see (R-ERR-2, R-PERM-2). */
  onAlert?: (code: ErrorCode) => void
  /** The dapp's analytics switch; false means sendEvent and reportError never touch the network. Default true. */
  analytics?: boolean
  /** Where events happen (R-API-7 url, domain); default the current location's origin + path. */
  page?: () => PageInfo
  /** R-API-7: the connected account's plain address, added to every event sent while there is one. */
  address?: () => string | undefined
}

export type ProviderApi = {
  getWallets(params: GetWalletsParams, signal?: AbortSignal): Promise<WalletsPage>
  imageUrl(kind: ImageKind, id: string): string
  fetchImage(kind: ImageKind, id: string, signal?: AbortSignal): Promise<Blob>
  getConfig(signal?: AbortSignal): Promise<RemoteFeatures>
  getOrigins(signal?: AbortSignal): Promise<string[]>
  getAnalyticsConfig(signal?: AbortSignal): Promise<{ isAnalyticsEnabled: boolean }>
  sendEvent(event: AnalyticsEventInput): Promise<void>
  reportError(report: ErrorReport): Promise<void>
}

export function createProviderApi(options: ProviderApiOptions): ProviderApi {
  const url = createApiUrl(options)
  const now = options.now ?? Date.now
  const onAlert = options.onAlert ?? (() => undefined)
  const http = createApiHttp(createTransport({ fetch: options.fetch, ...options.transport }), onAlert)

  const imageUrl = (kind: ImageKind, id: string): string => url(imagePath(kind, id))

  async function getConfig(signal?: AbortSignal): Promise<RemoteFeatures> {
    const config = await http.json(url('/appkit/v1/config'), remoteConfigSchema, signal)
    return toRemoteFeatures(config.features) // R-API-4
  }

  async function getOrigins(signal?: AbortSignal): Promise<string[]> {
    try {
      return (await http.json(url('/projects/v1/origins'), originsSchema, signal)).allowedOrigins
    } catch (error) {
      if (isLatchError(error) && error.code === 'REQUEST_ABORTED') throw error
      return [] // R-API-5: failure gives an empty list
    }
  }

  const analytics = createAnalytics({
    http,
    url,
    now,
    page: options.page ?? currentPage,
    onAlert,
    enabled: options.analytics ?? true,
    address: options.address ?? (() => undefined),
  })

  return {
    getWallets: createGetWallets(http, url),
    imageUrl,
    fetchImage: createFetchImage(http, imageUrl),
    getConfig,
    getOrigins,
    getAnalyticsConfig: analytics.getAnalyticsConfig,
    sendEvent: analytics.sendEvent,
    reportError: createErrorReporter({ now, sendEvent: analytics.sendEvent }),
  }
}
