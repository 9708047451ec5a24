// What an app plugs in to verify sign-ins (issue 15): `createLatch({ siwx })` takes these four, or `siwx: true` for
// the default, which talks to the sign-in server at `services.siwxUrl` (serverVerifier.ts).
import type { SignInMessage } from './signInFields'

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
