// R-API-3: the four image routes. imageUrl is what an <img> points at (the browser caches it); fetchImage is for
// prefetching (R-NAV-7) and refuses anything that is not an image, so a proxy's HTML error page never becomes an icon.
import { LatchError } from '../../core/errors'
import type { ApiHttp } from './http'

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

export const IMAGE_PATHS: Readonly<Record<ImageKind, string>> = {
  wallet: '/getWalletImage',
  asset: '/public/getAssetImage',
  currency: '/public/getCurrencyImage',
  token: '/public/getTokenImage',
}

export function imagePath(kind: ImageKind, id: string): string {
  return `${IMAGE_PATHS[kind]}/${encodeURIComponent(id)}`
}

export function createFetchImage(http: ApiHttp, imageUrl: (kind: ImageKind, id: string) => string) {
  return async function fetchImage(kind: ImageKind, id: string, signal?: AbortSignal): Promise<Blob> {
    const url = imageUrl(kind, id)
    const response = await http.send(url, { method: 'GET', signal })
    const type = response.headers.get('content-type') ?? ''
    if (!type.toLowerCase().startsWith('image/')) {
      await response.body?.cancel().catch(() => undefined)
      throw new LatchError('AN_ERROR_OCCURRED', { detail: `${IMAGE_PATHS[kind]}: content-type ${type || 'missing'} is not an image` })
    }
    try {
      return await response.blob()
    } catch (error) {
      throw new LatchError(signal?.aborted ? 'REQUEST_ABORTED' : 'AN_ERROR_OCCURRED', { cause: error })
    }
  }
}
