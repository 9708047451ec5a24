// R-API-3, R-NAV-7: prefetching an image refuses anything that is not an image, so a proxy's HTML error page never
// becomes an icon.
import { LatchError } from '../../core/errors'
import type { ApiHttp } from './http'
import { IMAGE_PATHS, type ImageKind } from './images'

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
