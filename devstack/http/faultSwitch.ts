// One fault switch for every devstack server (issue 34): the same admin route on each (`/__faults`: GET lists, POST
// adds, DELETE clears) and the same modes, so a test makes any outside party fail the way real ones do — down (the
// connection dropped with no answer), slow, an error status with a JSON { message }, a malformed body (200, not
// JSON) or a body of the wrong shape (200, JSON the client's schema refuses) — once (`times: 1`) or until cleared.
// Routes: '*' every path but the /__ ones, else a path prefix where '*' stands for one segment and a trailing '$'
// asks for the whole path ('/v1/account/*/balance', '/v1/$').
import { z } from 'zod/mini'

export const FAULT_MODES = ['down', 'slow', 'status', 'malformed', 'wrong-shape'] as const
export type FaultMode = (typeof FAULT_MODES)[number]

export const faultSchema = z.object({
  route: z.string().check(z.minLength(1)),
  mode: z.enum(FAULT_MODES),
  /** Only requests with this method (any when absent): a refused POST /sessions leaves GET /sessions alone. */
  method: z.optional(z.enum(['GET', 'POST', 'PUT', 'DELETE'])),
  /** The status a `status` fault answers (default 500). */
  status: z.optional(z.number().check(z.int(), z.gte(400), z.lte(599))),
  /** The { message } of a `status` fault. */
  message: z.optional(z.string()),
  /** How long the answer is held (a `slow` fault's default: 5 s), at most two minutes; with another mode, that mode's
   * answer comes after the wait (a slow error). */
  delayMs: z.optional(z.number().check(z.int(), z.gte(0), z.lte(120_000))),
  /** How many matching requests fail (1: once); until cleared when absent. */
  times: z.optional(z.number().check(z.int(), z.positive())),
})
export type FaultInput = z.output<typeof faultSchema>
export type Fault = FaultInput & { id: number; hits: number }

/** The switch's own path: a fault never touches it, nor any other /__ path. */
export const FAULTS_PATH = '/__faults'

const escape = (text: string) => text.replace(/[.+?^${}()|[\]\\]/g, '\\$&')

/** The route as a test on a pathname. */
export function routeMatcher(route: string): (pathname: string) => boolean {
  if (route === '*') return (pathname) => !pathname.startsWith('/__')
  const whole = route.endsWith('$')
  const regex = new RegExp(`^${(whole ? route.slice(0, -1) : route).split('*').map(escape).join('[^/]+')}${whole ? '$' : ''}`)
  return (pathname) => !pathname.startsWith('/__') && regex.test(pathname)
}

/** The faults one server holds. */
export function createFaultSwitch() {
  let faults: (Fault & { matches: (pathname: string) => boolean })[] = []
  let nextId = 1
  const visible = ({ matches: _, ...fault }: Fault & { matches: unknown }): Fault => ({ ...fault })
  return {
    add(input: FaultInput): Fault {
      const fault = { ...input, id: nextId++, hits: 0, matches: routeMatcher(input.route) }
      faults.push(fault)
      return visible(fault)
    },
    list: (): Fault[] => faults.map(visible),
    clear(): number {
      const count = faults.length
      faults = []
      return count
    },
    /** The first fault this request meets, counted as used (and gone once its `times` are used up). */
    take(pathname: string, method?: string): Fault | undefined {
      const fault = faults.find((candidate) => candidate.matches(pathname) && (candidate.method === undefined || candidate.method === method))
      if (!fault) return undefined
      fault.hits += 1
      if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((candidate) => candidate !== fault)
      return visible(fault)
    },
  }
}

export type FaultSwitch = ReturnType<typeof createFaultSwitch>
