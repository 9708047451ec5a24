// The project's remote configuration, asked once per page: the features the cloud has on for this project
// (R-API-4), laid over the dapp's own, and the origins it allows (R-API-5), checked against the page's origin with
// wildcards (R-VAL-12). Never throws: a failed config call keeps the local features, a failed origins call is an
// empty list (R-API-5), and nothing here ever says more than "this page's origin is not on the list".
//
// An empty list means nothing is configured, whether the server answered it or the call failed (the client cannot
// tell those apart, by R-API-5's design): no alert. AppKit reads an empty allow-list the same way. Only a project
// that lists origins, none of which matches this page, gets 'Invalid App Configuration' / 'verify the domain is
// allowed' (R-ERR-1, DOMAIN_NOT_ALLOWED).
//
// Loaded on demand by system.ts and importing only types besides the matcher: neither the API client nor zod
// joins the first click (STACK-NOTES: the 110 KiB budget).
import type { LatchConfig } from '../../core/config'
import { isOriginAllowed } from './originAllowList'
import type { ProviderApi } from './providerApi'
import type { RemoteFeatures } from './remoteFeatures'

export type LocalFeatures = LatchConfig['features']

export type RemoteConfigDeps = {
  api: Pick<ProviderApi, 'getConfig' | 'getOrigins'>
  /** The page's origin (window.location.origin); undefined outside a browser, where there is nothing to check. */
  origin: string | undefined
  /** The dapp's own features (createLatch options with defaults). */
  local: LocalFeatures
  signal?: AbortSignal
}

export type RemoteConfig = {
  /** The local features with the project's remote switches on top; the local ones when the config call failed. */
  features: LocalFeatures
  /** The alert to show once, if any. */
  alert: 'DOMAIN_NOT_ALLOWED' | undefined
}

/** R-API-4: the server is the authority for what it speaks of (email, socials, swaps, on-ramp); everything else
 * (method order, receive, send, analytics) stays as the dapp set it. */
export function applyRemoteFeatures(local: LocalFeatures, remote: RemoteFeatures): LocalFeatures {
  return { ...local, email: remote.email, socials: remote.socials, swaps: remote.swaps, onramp: remote.onramp }
}

export async function loadRemoteConfig(deps: RemoteConfigDeps): Promise<RemoteConfig> {
  const [features, allowedOrigins] = await Promise.all([
    deps.api.getConfig(deps.signal).then(
      (remote) => applyRemoteFeatures(deps.local, remote),
      () => deps.local,
    ),
    // getOrigins already answers [] on failure (R-API-5); an abort or a client that did not load is no list either.
    deps.api.getOrigins(deps.signal).catch((): string[] => []),
  ])
  const refused = allowedOrigins.length > 0 && deps.origin !== undefined && !isOriginAllowed(deps.origin, allowedOrigins)
  return { features, alert: refused ? 'DOMAIN_NOT_ALLOWED' : undefined }
}
