import type { ShownError } from '../../core/walletCard'

/** The account asked to sign in: its namespace, chain (CAIP-2) and address. */
export type SiwxAccount = { namespace: string; chainId: string; address: string }

/** The SPEC §3 sign-in message as the flow keeps it: its fields (for the view's plain words) and its exact text. */
export type PreparedMessage = {
  fields: { domain: string; uri: string; statement?: string; chainId: string; accountAddress: string; issuedAt: string; expirationTime?: string; nonce: string }
  text: string
}

/** What checking found for the account: a session in force, only ones out of their time (expired or not yet
 * valid), or none. */
export type SessionCheck = { state: 'valid'; count: number } | { state: 'outOfTime' } | { state: 'none' }

export type SignResult = { ok: true; signature: string } | { ok: false; declined: boolean; error: ShownError }
export type StepResult<T> = { ok: true; value: T } | { ok: false; error: ShownError }

export type SiwxContext = {
  /** R-SIWX-1: the networks the app supports (CAIP-2); an account elsewhere is not asked. */
  networks: readonly string[]
  account: SiwxAccount | null
  /** R-PERM-1: sign-in is mandatory. */
  required: boolean
  message: PreparedMessage | null
  failure: ShownError | null
  /** R-SIWX-3, issue 32: Try again was pressed; the fresh message goes to the wallet as soon as it is made. */
  retrying: boolean
}

export type SiwxInput = { required: boolean; networks: readonly string[] }

export type SiwxEvent =
  /** The account shown, as CAIP-10 (null: none). */
  | { type: 'siwx.account'; caipAddress: string | null }
  | { type: 'siwx.sign' }
  | { type: 'siwx.retry' }
  | { type: 'siwx.cancel' }

export type SiwxEmitted =
  /** SIWXSignMessage is to be shown. */
  | { type: 'prompt' }
  /** Issue 32: the account being asked went (or moved to a network the app does not support): SIWXSignMessage has
   * nothing left to ask and is to leave the modal. */
  | { type: 'withdrawn' }
  /** R-NAV-9: how many sessions the account holds now. */
  | { type: 'sessions'; count: number }
  /** R-SIWX-2: signed in — close the modal, report success. */
  | { type: 'signedIn'; account: SiwxAccount }
  /** R-SIWX-4: the person cancelled. */
  | { type: 'cancelled'; required: boolean }
  | { type: 'alert'; code: 'SESSION_EXPIRED' }
