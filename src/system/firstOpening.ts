// What Latch does once, after its first opening has painted (a chunk of its own: the first click ships none of it):
// ask the project's remote features and allowed origins (R-API-4, R-API-5, R-VAL-12), and, before any service is
// called, say in the console which services are still the cloud's while the API is not (issue 33).
import { cloudWarning } from '../core/cloudWarning'
import { CLOUD_API_URL } from '../core/constants'
import type { LatchConfig } from '../core/config'
import { loadRemoteConfig, type RemoteConfigDeps } from '../services/api/remoteConfig'

export function firstOpening(config: LatchConfig, deps: Omit<RemoteConfigDeps, 'local'>) {
  const warning = config.services.apiUrl !== CLOUD_API_URL && cloudWarning(config.services)
  if (warning) console.warn(warning)
  return loadRemoteConfig({ ...deps, local: config.features })
}
