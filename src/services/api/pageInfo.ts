// Where an analytics event happened (R-API-7 `url` and `domain`). Only origin and path are sent: query strings
// and fragments can hold pairing URIs, OTP links or tokens, and none of that belongs in an event sink.
export type PageInfo = { url: string; domain: string }

export function currentPage(): PageInfo {
  const location = (globalThis as { location?: Location }).location
  if (!location) return { url: '', domain: '' }
  return { url: `${location.origin}${location.pathname}`, domain: location.hostname }
}
