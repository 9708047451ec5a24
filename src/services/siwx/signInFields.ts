// The sign-in message's fields (SPEC §3) and the rules both text forms share.

export type { SignInMessage } from '../../core/signIn'

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
