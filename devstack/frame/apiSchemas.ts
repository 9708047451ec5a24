// The frame page's own JSON API (POST /api/request, same origin only): the page relays each app request with what
// it keeps in the frame's localStorage (its device id and session token) and its current chain id; the server
// answers with the protocol message to post back and what changed (a session to keep or forget, a chain id, a
// signed-in user to announce with ACCOUNTS_CHANGED). Both ends parse with these schemas. No Node imports: the page
// script bundles this file.
import { z } from 'zod/mini'
import { userSchema } from '../../src/services/frame/frameMessages'
import { chainIdSchema } from './chainIds'

export const API_PATH = '/api/request'
export const FAULTS_PATH = '/__faults'

export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'deviceId: 8 to 64 letters, digits or hyphens'))
export const sessionTokenSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'session: 64 hex digits'))

export const apiRequestSchema = z.object({
  deviceId: deviceIdSchema,
  session: z.optional(z.nullable(sessionTokenSchema)),
  /** The page's chain: the iframe's ?chainId= until a switch; a session's own chain wins over it. */
  chainId: z.optional(chainIdSchema),
  /** The app's message as it came (parsed again on the server with parseAppRequest). */
  request: z.unknown(),
})
export type ApiRequest = z.infer<typeof apiRequestSchema>

export const apiAnswerSchema = z.object({
  answer: z.object({ type: z.string(), id: z.string(), payload: z.optional(z.unknown()) }),
  session: z.optional(z.nullable(sessionTokenSchema)),
  chainId: z.optional(chainIdSchema),
  accountsChanged: z.optional(z.nullable(userSchema)),
})
export type ApiAnswer = z.infer<typeof apiAnswerSchema>

/** What the server says instead when it cannot answer at all (a 4xx or 5xx). */
export const apiErrorSchema = z.object({ message: z.string() })
