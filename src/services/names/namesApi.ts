// The names service on the blockchain API's host (the cloud's, or the devstack's): look a name up (a 404 means it is
// free), suggestions for a name, the names an address holds, its identity (name and avatar), and registering. Every
// call carries the project id and goes through the transport; every answer is parsed; each failure is the §8 text
// of what was asked (R-NAME-2 and the lookups'), never a raw status.
import * as z from '../../core/zod'
import { LatchError, type ErrorCode } from '../../core/errors'
import { createApiHttp } from '../api/http'
import { createTransport } from '../transport'
import { identitySchema, nameRecordSchema, reverseLookupSchema, suggestionsSchema, type Identity, type NameRecord, type NameSuggestion } from './nameSchemas'

export type NamesApiOptions = { baseUrl: string; projectId: string; fetch: typeof fetch }
export type NameRegistration = { coinType: number; address: string; message: string; signature: string }

export type NamesApi = {
  /** The name's record, or null when nobody holds it. */
  lookup(name: string, signal?: AbortSignal): Promise<NameRecord | null>
  suggestions(name: string, signal?: AbortSignal): Promise<NameSuggestion[]>
  namesOf(address: string, signal?: AbortSignal): Promise<NameRecord[]>
  identity(address: string, signal?: AbortSignal): Promise<Identity>
  register(registration: NameRegistration, name: string): Promise<NameRecord>
}

const NOT_FOUND = 404

export function createNamesApi(options: NamesApiOptions): NamesApi {
  // Name failures are the flow's to show, never the provider API's alerts.
  const http = createApiHttp(createTransport({ fetch: options.fetch }), () => {})
  // A registration is never sent twice: a retried POST could register for someone who already gave up.
  const once = createApiHttp(createTransport({ fetch: options.fetch, retries: 0 }), () => {})
  const url = (path: string) => {
    const target = new URL(`${options.baseUrl.replace(/\/$/, '')}${path}`)
    target.searchParams.set('projectId', options.projectId)
    return target.toString()
  }
  async function as<T>(code: ErrorCode, run: () => Promise<T>, params?: Record<string, string>): Promise<T> {
    try {
      return await run()
    } catch (error) {
      throw new LatchError(code, { cause: error, params, detail: error instanceof Error ? error.message : undefined })
    }
  }
  return {
    lookup: (name, signal) =>
      as('NAME_RESOLVE_FAILED', async () => {
        try {
          return await http.json(url(`/v1/profile/account/${encodeURIComponent(name)}`), nameRecordSchema, signal)
        } catch (error) {
          if (error instanceof LatchError && error.status === NOT_FOUND) return null
          throw error
        }
      }),
    suggestions: (name, signal) =>
      as('NAME_SUGGESTIONS_FAILED', async () => (await http.json(url(`/v1/profile/suggestions/${encodeURIComponent(name)}`), suggestionsSchema, signal)).suggestions),
    namesOf: (address, signal) => as('NAMES_FOR_ADDRESS_FAILED', () => http.json(url(`/v1/profile/reverse/${encodeURIComponent(address)}`), reverseLookupSchema, signal)),
    identity: (address, signal) => as('NAMES_FOR_ADDRESS_FAILED', () => http.json(url(`/v1/identity/${encodeURIComponent(address)}`), identitySchema, signal)),
    register: ({ coinType, address, message, signature }, name) =>
      as(
        'NAME_REGISTER_FAILED',
        async () => {
          const response = await once.send(url('/v1/profile/account'), {
            method: 'POST',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify({ coin_type: coinType, address, message, signature }),
          })
          const parsed = z.safeParse(nameRecordSchema, await response.json().catch(() => undefined))
          if (!parsed.success) throw new Error('the registration answer is not a name record')
          return parsed.data
        },
        { name },
      ),
  }
}
