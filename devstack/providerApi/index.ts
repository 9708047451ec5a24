// The provider API devstack: start it in-process (tests, devstack/start.ts) or run devstack/api.ts.
export { startProviderApi, type ProviderApiServer, type ProviderApiServerOptions } from './server'
export { ORIGIN_NOT_ALLOWED_MESSAGE } from './apiRoutes'
export { DEFAULT_ALLOWED_ORIGINS, DEFAULT_FEATURES } from './projectSettings'
export { INSPECT_PATH } from './inspectRelay'
export type { FaultInput } from '../http/faultSwitch'
export type { StoredEvent } from './eventStore'
