// The requests waiting for the person's approval in the frame (issue 31): each one normalised once and kept here,
// so what the page shows and what the signer signs are the same object, never the app's params read a second time.
// An approval belongs to the session and the embedding origin that asked; its id is random (the page holds it,
// the app never sees it) and it can be decided once. A session holds one at a time: the frame shows one request.
import { randomBytes } from 'node:crypto'
import type { ChainId } from './chainIds'
import type { NormalizedApproval } from './approval/normalize'
import type { ActiveAccount } from './userAccounts'

export type PendingApproval = {
  id: string
  /** The app's RPC_REQUEST id: the answer, once decided, goes out under it. */
  requestId: string
  sessionToken: string
  parentOrigin: string
  chainId: ChainId
  /** The account that was asked (and shown): the one that signs, even if the session switched since. */
  active: ActiveAccount
  request: NormalizedApproval
}

export function createApprovals() {
  const pending = new Map<string, PendingApproval>()

  return {
    /** Replaces whatever the session was still asked (the app gave up on it). */
    add(approval: Omit<PendingApproval, 'id'>): PendingApproval {
      for (const [id, other] of pending) if (other.sessionToken === approval.sessionToken) pending.delete(id)
      const added = { ...approval, id: randomBytes(32).toString('hex') }
      pending.set(added.id, added)
      return added
    },
    /** Taken out, so a second decision on it finds nothing; only by the session and origin it was shown to. */
    take(id: string, sessionToken: string, parentOrigin: string): PendingApproval | undefined {
      const found = pending.get(id)
      if (!found || found.sessionToken !== sessionToken || found.parentOrigin !== parentOrigin) return undefined
      pending.delete(id)
      return found
    },
    /** A session that ends leaves nothing to approve. */
    dropSession(sessionToken: string): void {
      for (const [id, other] of pending) if (other.sessionToken === sessionToken) pending.delete(id)
    },
    get size() {
      return pending.size
    },
  }
}

export type Approvals = ReturnType<typeof createApprovals>
