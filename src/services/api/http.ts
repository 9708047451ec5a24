// How one provider API call turns into a typed result or a typed error: the transport retries and times out,
// then this maps what is left. Non-OK answers become an alert (R-ERR-2) or HTTP_STATUS; a body that fails its
// schema becomes AN_ERROR_OCCURRED; a caller's abort is always REQUEST_ABORTED.
import * as z from '../../core/zod'
import { LatchError, type ErrorCode } from '../../core/errors'
import { isLatchError } from '../../core/caughtErrors'
import { alertForServerMessage } from '../../core/serverAlerts'
import type { Transport, TransportInit } from '../transport'
import { serverErrorSchema } from './schemas'

export type AlertSink = (code: ErrorCode) => void

function pathOf(url: string): string {
  // Details name the route, not the query: the project id has no business in logs.
  return new URL(url).pathname
}

function describeIssue(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  if (!issue) return 'invalid body'
  const where = issue.path.map(String).join('.')
  return `${where || '(root)'}: ${issue.message}`
}

function failure(error: unknown, signal: AbortSignal | undefined, fallback: () => LatchError): LatchError {
  if (signal?.aborted) return new LatchError('REQUEST_ABORTED', { cause: error })
  return isLatchError(error) ? error : fallback()
}

/** The server's own words for a non-OK answer: a JSON { message }, else its text. */
async function serverMessage(response: Response): Promise<string> {
  const text = await response.text().catch(() => '')
  try {
    const parsed = z.safeParse(serverErrorSchema, JSON.parse(text))
    if (parsed.success) return parsed.data.message
  } catch {
    // Not JSON: the text itself is the message.
  }
  return text.slice(0, 200)
}

export async function errorForResponse(url: string, response: Response, alert: AlertSink): Promise<LatchError> {
  const message = await serverMessage(response)
  const status = response.status
  const detail = `${pathOf(url)}: ${status}${message ? ` ${message}` : ''}`
  // R-ERR-2: some server messages are configuration problems a person must see as an alert.
  const code = alertForServerMessage(message)
  if (code) {
    alert(code)
    return new LatchError(code, { status, detail })
  }
  // R-ERR-3: any other failure is "HTTP status code: N".
  return new LatchError('HTTP_STATUS', { params: { status }, status, detail })
}

export type ApiHttp = {
  /** An OK response, or a thrown LatchError. */
  send(url: string, init: TransportInit, alert?: AlertSink): Promise<Response>
  /** The body of an OK response, parsed with `schema`. */
  json<S extends z.ZodMiniType>(url: string, schema: S, signal?: AbortSignal, alert?: AlertSink): Promise<z.output<S>>
}

export function createApiHttp(transport: Transport, defaultAlert: AlertSink): ApiHttp {
  async function send(url: string, init: TransportInit, alert: AlertSink = defaultAlert): Promise<Response> {
    let response: Response
    try {
      response = await transport(url, init)
    } catch (error) {
      throw failure(error, init.signal, () => new LatchError('SOMETHING_WENT_WRONG', { cause: error, detail: pathOf(url) }))
    }
    if (!response.ok) throw await errorForResponse(url, response, alert)
    return response
  }

  async function json<S extends z.ZodMiniType>(url: string, schema: S, signal?: AbortSignal, alert?: AlertSink): Promise<z.output<S>> {
    const response = await send(url, { method: 'GET', headers: { accept: 'application/json' }, signal }, alert)
    let body: unknown
    try {
      body = await response.json()
    } catch (error) {
      throw failure(error, signal, () => new LatchError('AN_ERROR_OCCURRED', { cause: error, detail: `${pathOf(url)}: body is not JSON` }))
    }
    const parsed = z.safeParse(schema, body)
    if (!parsed.success) {
      throw new LatchError('AN_ERROR_OCCURRED', { detail: `${pathOf(url)}: ${describeIssue(parsed.error)}` })
    }
    return parsed.data
  }

  return { send, json }
}
