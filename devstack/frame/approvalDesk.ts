// The frame's one decoder, bound to its chain (issue 31): requests normalised once (approval/normalize.ts) and
// summarised from that same object (approval/summary.ts), with the token facts the summary needs read from the
// chain the frame signs for.
import { normalizeApproval } from './approval/normalize'
import { summarizeApproval } from './approval/summary'
import { createTokenReads } from './approval/tokenReads'
import type { NormalizedApproval } from './approval/normalize'

export function createApprovalDesk(options: { chainUrl: string; chainId: number }) {
  const reads = createTokenReads(options)
  return {
    normalize: normalizeApproval,
    summarize: (request: NormalizedApproval, account: 'eoa' | 'smartAccount') => summarizeApproval(request, reads, { account }),
  }
}
