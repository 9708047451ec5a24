// What the cloud keeps per project and the devstack keeps per server: the origin allow-list (R-API-5, R-PERM-2),
// the remote features (R-API-4) and the analytics switch (R-API-6). Admin routes may replace each for a test and
// reset it; the defaults are what a fresh devstack answers.
import type { RemoteFeatureEntry } from '../../src/services/api/schemas'
import { SOCIALS } from '../../src/core/config'
import { ONRAMP_PROVIDERS } from '../../src/core/constants'

export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com']

/** R-API-4: every feature on, with the default socials (R-PROD-3) and on-ramp providers (R-CONST-5). */
export const DEFAULT_FEATURES: readonly RemoteFeatureEntry[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'social_login', isEnabled: true, config: [...SOCIALS] },
  { id: 'swaps', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: [...ONRAMP_PROVIDERS] },
  { id: 'activity', isEnabled: true, config: null },
]

export function createProjectSettings() {
  let allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS]
  let features = DEFAULT_FEATURES.map((feature) => ({ ...feature }))
  let analyticsEnabled = true
  return {
    allowedOrigins: () => allowedOrigins,
    features: () => features,
    analyticsEnabled: () => analyticsEnabled,
    setAllowedOrigins(next: string[]) {
      allowedOrigins = next
    },
    setFeatures(next: RemoteFeatureEntry[]) {
      features = next
    },
    setAnalyticsEnabled(next: boolean) {
      analyticsEnabled = next
    },
    reset() {
      allowedOrigins = [...DEFAULT_ALLOWED_ORIGINS]
      features = DEFAULT_FEATURES.map((feature) => ({ ...feature }))
      analyticsEnabled = true
    },
  }
}

export type ProjectSettings = ReturnType<typeof createProjectSettings>
