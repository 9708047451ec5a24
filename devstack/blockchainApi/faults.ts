// The blockchain API's fault switch: the provider API's (devstack/providerApi/faults.ts: same body, same answers — an
// error status with a JSON { message }, a 200 with a malformed body, a slow answer — same POST/GET/DELETE
// /__admin/faults), with routes fit for paths that carry an address: `*` stands for one path segment and a trailing
// `$` asks for the whole path, so '/v1/account/*/balance' fails every balance lookup, '/v1/account/*/history' every
// history page, '/v1/$' the RPC proxy alone and '*' everything but /__ paths.
import { createFaultSwitch, routeMatcher } from '../http/faultSwitch'
import { faultInputSchema, type Fault, type FaultInput } from '../providerApi/faults'

export { faultInputSchema, type Fault, type FaultInput }

// The store and the route matching are the devstack's one fault switch's (devstack/http/faultSwitch.ts), over this
// API's older body.
export { routeMatcher }

export const createFaultStore = () => createFaultSwitch<FaultInput>()

export type FaultStore = ReturnType<typeof createFaultStore>
