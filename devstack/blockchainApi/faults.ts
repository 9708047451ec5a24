// The blockchain API's fault switch: the provider API's (devstack/providerApi/faults.ts: same body, same answers — an
// error status with a JSON { message }, a 200 with a malformed body, a slow answer — same POST/GET/DELETE
// /__admin/faults), with routes fit for paths that carry an address: `*` stands for one path segment and a trailing
// `$` asks for the whole path, so '/v1/account/*/balance' fails every balance lookup, '/v1/account/*/history' every
// history page, '/v1/$' the RPC proxy alone and '*' everything but /__ paths.
import { faultInputSchema, type Fault, type FaultInput } from '../providerApi/faults'

export { faultInputSchema, type Fault, type FaultInput }

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')
}

/** The route as a test on a pathname. */
export function routeMatcher(route: string): (pathname: string) => boolean {
  if (route === '*') return (pathname) => !pathname.startsWith('/__')
  const whole = route.endsWith('$')
  const pattern = (whole ? route.slice(0, -1) : route).split('*').map(escape).join('[^/]+')
  const regex = new RegExp(`^${pattern}${whole ? '$' : ''}`)
  // The switch itself must keep working whatever the route says.
  return (pathname) => !pathname.startsWith('/__admin') && regex.test(pathname)
}

export function createFaultStore() {
  let faults: (Fault & { matches: (pathname: string) => boolean })[] = []
  let nextId = 1
  const visible = ({ matches: _, ...fault }: Fault & { matches: unknown }): Fault => ({ ...fault })
  return {
    add(input: FaultInput): Fault {
      const fault = { ...input, id: nextId++, hits: 0, matches: routeMatcher(input.route) }
      faults.push(fault)
      return visible(fault)
    },
    list(): Fault[] {
      return faults.map(visible)
    },
    clear(): number {
      const count = faults.length
      faults = []
      return count
    },
    /** The first fault this request meets, counted as used. */
    take(pathname: string): Fault | undefined {
      const fault = faults.find((candidate) => candidate.matches(pathname))
      if (!fault) return undefined
      fault.hits += 1
      if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((candidate) => candidate !== fault)
      return visible(fault)
    },
  }
}

export type FaultStore = ReturnType<typeof createFaultStore>
