// What each request handler gives back: the answer (a success payload or an error message, SPEC §7) and what it
// changed for the page — a new or ended session (the token the page keeps in its localStorage), a chain id, or a
// different signed-in user (the page then posts ACCOUNTS_CHANGED). Handlers return these; none throws.
import type { EmbeddedUser } from '../../src/services/frame/frameMessages'
import type { ChainId } from './chainIds'

export type Effects = {
  /** A token to keep, or null to forget the one kept. */
  session?: string | null
  chainId?: ChainId
  /** The signed-in user is now this one (null: nobody). */
  accountsChanged?: EmbeddedUser | null
}

export type Reply = ({ ok: true; payload?: unknown } | { ok: false; message: string }) & { effects?: Effects }

export const success = (payload?: unknown, effects?: Effects): Reply => ({ ok: true, payload, ...(effects ? { effects } : {}) })
export const failure = (message: string, effects?: Effects): Reply => ({ ok: false, message, ...(effects ? { effects } : {}) })

/** An error message fit for the protocol's { message } (at most 2000 characters, R-FRAME-3). */
export function errorText(error: unknown, limit = 500): string {
  const short = typeof error === 'object' && error !== null && 'shortMessage' in error && typeof error.shortMessage === 'string' ? error.shortMessage : undefined
  const text = short ?? (error instanceof Error ? error.message : String(error))
  return text.length > limit ? `${text.slice(0, limit - 1)}…` : text
}
