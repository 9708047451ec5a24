// EIP-6963: wallets announce themselves with a window event; Latch asks once and listens. Anything on the window
// can dispatch that event, so every announcement is parsed: a bad uuid, an empty name, an icon that is not a
// data:image URI (javascript: and remote URLs included), a malformed rdns or a provider without EIP-1193 methods
// is ignored. A wallet announcing twice (same uuid or same rdns) is reported once.
import * as z from '../../core/zod'
import { eip1193ProviderSchema, type Eip1193Provider } from './provider'

export const ANNOUNCE_PROVIDER_EVENT = 'eip6963:announceProvider'
export const REQUEST_PROVIDER_EVENT = 'eip6963:requestProvider'

export type Eip6963ProviderInfo = { uuid: string; name: string; icon: string; rdns: string }
export type Eip6963ProviderDetail = { info: Eip6963ProviderInfo; provider: Eip1193Provider }

/** The part of a window the watcher uses (tests hand it an EventTarget). */
export type AnnouncementTarget = Pick<EventTarget, 'addEventListener' | 'removeEventListener' | 'dispatchEvent'>

// Reverse DNS: two or more dot-separated labels of letters, digits, '-' or '_', not starting or ending with '-'.
const RDNS = /^[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?(?:\.[a-z0-9_](?:[a-z0-9_-]*[a-z0-9_])?)+$/i

// A UUID as RFC 9562 writes it, any version, or the nil or max UUID: zod's own z.uuid() pattern, given as a regex
// (z.uuid() brings zod's string-format machinery into the first click for this one field, about 0.2 KiB gzip).
const UUID = /^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$/

export const providerInfoSchema = z.object({
  uuid: z.string().check(z.regex(UUID)),
  name: z.string().check(z.refine((name) => name.trim().length > 0)),
  icon: z.string().check(z.regex(/^data:image\//i)),
  rdns: z.string().check(z.regex(RDNS)),
})

export const providerDetailSchema = z.object({ info: providerInfoSchema, provider: eip1193ProviderSchema })

/** The announcement's detail if it is a valid EIP-6963 provider detail, else undefined. */
export function parseProviderDetail(detail: unknown): Eip6963ProviderDetail | undefined {
  try {
    const result = z.safeParse(providerDetailSchema, detail)
    return result.success ? result.data : undefined
  } catch {
    return undefined // a hostile getter or proxy trap
  }
}

function detailOf(event: Event): unknown {
  try {
    return (event as Event & { detail?: unknown }).detail
  } catch {
    return undefined
  }
}

export function watchAnnouncedProviders(win: AnnouncementTarget, onProvider: (detail: Eip6963ProviderDetail) => void): () => void {
  const seenUuids = new Set<string>()
  const seenRdns = new Set<string>()
  let watching = true

  const onAnnounce = (event: Event) => {
    if (!watching) return
    const detail = parseProviderDetail(detailOf(event))
    if (!detail) return
    const rdns = detail.info.rdns.toLowerCase()
    if (seenUuids.has(detail.info.uuid) || seenRdns.has(rdns)) return
    seenUuids.add(detail.info.uuid)
    seenRdns.add(rdns)
    onProvider(detail)
  }

  win.addEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  // Wallets that loaded before us answer this request with a fresh announcement.
  win.dispatchEvent(new Event(REQUEST_PROVIDER_EVENT))

  return () => {
    watching = false
    win.removeEventListener(ANNOUNCE_PROVIDER_EVENT, onAnnounce)
  }
}
