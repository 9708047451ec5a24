// Warm the browser's image cache so the view paints with pictures; a slow or broken image is not an error,
// the view shows its placeholder instead (R-CONST-1: image preload timeout).
import { IMAGE_PRELOAD_TIMEOUT_MS } from '../../core/constants'

export type ImageLoader = new () => HTMLImageElement

export function preloadImage(url: string, Image: ImageLoader, timeoutMs = IMAGE_PRELOAD_TIMEOUT_MS): Promise<boolean> {
  return new Promise((resolve) => {
    const image = new Image()
    const timer = setTimeout(() => finish(false), timeoutMs)
    function finish(loaded: boolean) {
      clearTimeout(timer)
      image.onload = null
      image.onerror = null
      resolve(loaded)
    }
    image.onload = () => finish(true)
    image.onerror = () => finish(false)
    image.src = url
  })
}
