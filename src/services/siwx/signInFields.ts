// The sign-in message's fields (SPEC §3) and the rules both text forms share.

export type SignInMessage = {
  /** CAIP-2, e.g. 'eip155:1' or 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'. */
  chainId: string
  accountAddress: string
  domain: string
  uri: string
  version: '1'
  /** At least 8 letters and digits, from the server. */
  nonce: string
  /** ISO 8601 (RFC 3339) date-times. */
  issuedAt: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  statement?: string
}

export const NONCE_PATTERN = /^[a-zA-Z0-9]{8,}$/

/** The optional fields that are present, in one object (messages leave the absent ones out). */
export function presentFields(fields: Partial<Record<'expirationTime' | 'notBefore' | 'requestId' | 'statement', string | undefined>> & { resources?: string[] | undefined }) {
  return {
    ...(fields.statement !== undefined ? { statement: fields.statement } : {}),
    ...(fields.expirationTime !== undefined ? { expirationTime: fields.expirationTime } : {}),
    ...(fields.notBefore !== undefined ? { notBefore: fields.notBefore } : {}),
    ...(fields.requestId !== undefined ? { requestId: fields.requestId } : {}),
    ...(fields.resources !== undefined && fields.resources.length > 0 ? { resources: fields.resources } : {}),
  }
}
