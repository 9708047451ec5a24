// R-API-4: /appkit/v1/config answers a list of { id, isEnabled, config } entries; this turns it into the flat
// switches the modal reads. The server is the authority for its project: a feature it does not list is off, and
// ids or social providers this version does not know are ignored rather than failing the whole config.
import { SOCIALS, type Social } from '../../core/config'
import type { RemoteFeatureEntry } from './schemas'

/** The feature ids the config route speaks. */
export const REMOTE_FEATURE_IDS = {
  email: 'email',
  socials: 'social_login',
  swaps: 'swaps',
  onramp: 'onramp',
  activity: 'activity',
} as const

export type RemoteFeatures = {
  email: boolean
  /** Enabled social providers in the server's order; [] when social login is off. */
  socials: Social[]
  swaps: boolean
  onramp: boolean
  /** On-ramp provider names the project allows ([] when off or unlisted). */
  onrampProviders: string[]
  activity: boolean
}

function isSocial(value: string): value is Social {
  return (SOCIALS as readonly string[]).includes(value)
}

export function toRemoteFeatures(entries: readonly RemoteFeatureEntry[]): RemoteFeatures {
  const enabled = (id: string): RemoteFeatureEntry | undefined => entries.find((entry) => entry.id === id && entry.isEnabled)
  const socials = enabled(REMOTE_FEATURE_IDS.socials)
  const onramp = enabled(REMOTE_FEATURE_IDS.onramp)
  return {
    email: enabled(REMOTE_FEATURE_IDS.email) !== undefined,
    socials: (socials?.config ?? []).filter(isSocial),
    swaps: enabled(REMOTE_FEATURE_IDS.swaps) !== undefined,
    onramp: onramp !== undefined,
    onrampProviders: onramp?.config ?? [],
    activity: enabled(REMOTE_FEATURE_IDS.activity) !== undefined,
  }
}
