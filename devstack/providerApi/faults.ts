// The fault switch: POST /__admin/faults makes matching requests fail the way real networks do (an error status
// with a JSON { message }, a 200 with a malformed body, a slow answer), so every error state of the client can be
// reached on purpose, in tests and by hand. Faults apply in the order they were added; `times` counts them down.
import { z } from 'zod/mini'

export const faultInputSchema = z.object({
  /** '*' for every API route, else a path prefix ('/getWallets', '/public/', …). */
  route: z.string().check(z.minLength(1)),
  status: z.optional(z.number().check(z.int(), z.gte(100), z.lte(599))),
  /** The { message } of an error status; R-ERR-2's server messages turn into alerts on the client. */
  message: z.optional(z.string()),
  /** true: 200 with JSON of the wrong shape; 'not-json': 200 with a body that is not JSON at all. */
  badBody: z.optional(z.union([z.boolean(), z.literal('not-json')])),
  delayMs: z.optional(z.number().check(z.nonnegative(), z.lte(120_000))),
  /** How many matching requests fail; unlimited when absent. */
  times: z.optional(z.number().check(z.int(), z.positive())),
})
export type FaultInput = z.infer<typeof faultInputSchema>
export type Fault = FaultInput & { id: number; hits: number }

/** Paths a fault never touches: the switch itself must keep working. */
const NEVER_FAULTED = '/__admin'

function matches(route: string, pathname: string): boolean {
  if (pathname.startsWith(NEVER_FAULTED)) return false
  if (route === '*') return !pathname.startsWith('/__')
  return pathname.startsWith(route)
}

export function createFaultStore() {
  let faults: Fault[] = []
  let nextId = 1
  return {
    add(input: FaultInput): Fault {
      const fault: Fault = { ...input, id: nextId++, hits: 0 }
      faults.push(fault)
      return fault
    },
    list(): Fault[] {
      return faults.map((fault) => ({ ...fault }))
    },
    clear(): number {
      const count = faults.length
      faults = []
      return count
    },
    /** The fault this request meets, if any, counted as used. */
    take(pathname: string): Fault | undefined {
      const fault = faults.find((candidate) => matches(candidate.route, pathname))
      if (!fault) return undefined
      fault.hits += 1
      if (fault.times !== undefined && fault.hits >= fault.times) faults = faults.filter((candidate) => candidate !== fault)
      return { ...fault }
    },
  }
}

export type FaultStore = ReturnType<typeof createFaultStore>
