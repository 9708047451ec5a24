// R-API-3: the four image routes; imageUrl is what an <img> points at (the browser caches it). Fetching an image
// (fetchImage.ts) is apart: this module is in the first click, the fetch comes with the API's code.

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
