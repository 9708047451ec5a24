// How every devstack server words a zod refusal: the first issue, with the field it is about. Apart from the HTTP
// base (devServer.ts) so that code bundled for a page can word its refusals the same way without Hono.
import type { z } from 'zod/mini'

export function issueText(error: z.core.$ZodError): string {
  const issue = error.issues[0]
  return issue ? `${issue.path.join('.') || '(body)'}: ${issue.message}` : 'invalid request'
}
