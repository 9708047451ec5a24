// The frame page's own JSON API (POST /api/request, same origin only): the page relays each app request with what
// it keeps in the frame's localStorage (its device id and session token) and its current chain id; the server
// answers with the protocol message to post back and what changed (a session to keep or forget, a chain id, a
// signed-in user to announce with ACCOUNTS_CHANGED). Both ends parse with these schemas. No Node imports: the page
// script bundles this file.
import { z } from 'zod/mini'
import { userSchema } from '../../src/services/frame/frameMessages'
import { approvalSummarySchema } from './approval/summarySchema'
import { chainIdSchema } from './chainIds'
import { frameThemeSchema } from './frameTheme'

export const API_PATH = '/api/request'
/** The page's own fault switch (faults.ts), read by the page script; the server's HTTP one is /__faults. */
export const FRAME_FAULTS_PATH = '/__faults/frame'

export const deviceIdSchema = z.string().check(z.regex(/^[A-Za-z0-9-]{8,64}$/, 'deviceId: 8 to 64 letters, digits or hyphens'))
export const sessionTokenSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'session: 64 hex digits'))

/** The embedding page's origin as the browser names it (location.ancestorOrigins[0]): sessions belong to one. */
export const parentOriginSchema = z.string().check(z.maxLength(200), z.regex(/^https?:\/\/[^/\s]+$/, 'parentOrigin: scheme://host[:port]'))
export const approvalIdSchema = z.string().check(z.regex(/^[0-9a-f]{64}$/, 'approval: 64 hex digits'))
export const APPROVAL_DECISIONS = ['approve', 'reject'] as const
/** What the app hears when the person rejects (its provider turns it into EIP-1193's 4001). */
export const USER_REJECTED = 'User rejected the request'
/** A decision on an approval that is not (or no longer) this session's and origin's to decide. */
export const NO_SUCH_APPROVAL = 'No such request to approve'

const who = {
  deviceId: deviceIdSchema,
  session: z.optional(z.nullable(sessionTokenSchema)),
  parentOrigin: parentOriginSchema,
}

export const apiRequestSchema = z.union([
  z.object({
    ...who,
    /** The page's chain: the iframe's ?chainId= until a switch; a session's own chain wins over it. */
    chainId: z.optional(chainIdSchema),
    /** Issue 35: with CONNECT_EMAIL, the app's last SYNC_THEME, for the device-approval link. Looks only: one that is
     * not an object is dropped, and its parts are kept only where safe (frameTheme.ts), never a 400 for it. */
    theme: z.catch(z.optional(frameThemeSchema), undefined),
    /** The app's message as it came (parsed again on the server with parseAppRequest). */
    request: z.unknown(),
  }),
  // Issue 31: the person's answer to an approval, sent by the page only after a trusted click on its own button.
  z.object({ ...who, decide: z.object({ approval: approvalIdSchema, decision: z.enum(APPROVAL_DECISIONS) }) }),
])
export type ApiRequest = z.infer<typeof apiRequestSchema>

const answerSchema = z.object({ type: z.string(), id: z.string(), payload: z.optional(z.unknown()) })
/** What the page shows for an approval: plain text only, never HTML (devstack/frame/approval/summary.ts makes it). */
export const approvalViewSchema = z.object({ id: approvalIdSchema, summary: approvalSummarySchema })
export type ApprovalView = z.infer<typeof approvalViewSchema>

export const apiAnswerSchema = z.object({
  /** The message to post; absent while the request waits for the person (then `approval` says what to show). */
  answer: z.optional(answerSchema),
  approval: z.optional(approvalViewSchema),
  session: z.optional(z.nullable(sessionTokenSchema)),
  chainId: z.optional(chainIdSchema),
  accountsChanged: z.optional(z.nullable(userSchema)),
})
export type ApiAnswer = z.infer<typeof apiAnswerSchema>

/** What the server says instead when it cannot answer at all (a 4xx or 5xx). */
export const apiErrorSchema = z.object({ message: z.string() })
