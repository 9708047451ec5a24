// Sign in with X as the app configures it (issue 15): the SPEC §3 sign-in message and session, and the verifier an app
// plugs in with `createLatch({ siwx })` — or `siwx: true` for the default, which talks to the sign-in server at
// `services.siwxUrl` (src/services/siwx/serverVerifier.ts).

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

/** SPEC §3 session: the message's fields, its text and signature (and a CACAO where a server makes one). */
export type SiwxSession = { data: SignInMessage; message: string; signature: string; id?: string; cacao?: unknown }

export type SiwxVerifier = {
  /** The message for this account and chain, with a fresh nonce from the server. */
  createMessage(input: { chainId: string; accountAddress: string }): Promise<SignInMessage>
  /** Checks the signed message (the server keeps the session); rejects with the reason when it is refused. */
  verify(signed: { data: SignInMessage; message: string; signature: string }): Promise<SiwxSession>
  /** The sessions the server holds for this account on this chain. */
  getSessions(chainId: string, accountAddress: string): Promise<SiwxSession[]>
  /** Ends exactly this session. */
  revoke(session: SiwxSession): Promise<void>
}
