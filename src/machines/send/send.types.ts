import type { ChainNamespace } from '../../core/caip'
import type { ShownError } from '../../core/walletCard'

/** The account that sends: its CAIP-10 id, namespace, chain reference and address. */
export type SendAccount = { caipAddress: string; namespace: ChainNamespace; chainId: string; address: string }

/** A token the account can send. Amounts are integer base units as decimal strings: the context is serialized (the
 * inspector, the model tests) and JSON has no bigint. */
export type SendToken = {
  /** 'native', or the token's contract (eip155) or mint (solana) address. */
  id: string
  symbol: string
  name: string
  decimals: number
  /** The balance, in base units. */
  balance: string
  iconUrl?: string
}

/** Who receives: the address, and the name it was typed as (null: an address was typed). */
export type Receiver = { address: string; name: string | null }

/** The network's fee for the transfer, in the native token's base units. */
export type Fee = { units: string; symbol: string; decimals: number }

/** One transfer, as the wallet is asked to make it. */
export type Transfer = { account: SendAccount; token: SendToken; amount: string; to: string }

export type TokensResult = { ok: true; tokens: SendToken[] } | { ok: false; unsupported: boolean; error: ShownError }
/** A name's address on the account's chain; null: nobody holds it. */
export type NameResult = { ok: true; address: string | null } | { ok: false; error: ShownError }
export type FeeResult = { ok: true; fee: Fee } | { ok: false; error: ShownError }
export type SentResult = { ok: true; hash: string } | { ok: false; declined: boolean; error: ShownError }
export type ConfirmResult = { ok: true } | { ok: false; error: ShownError }

/** Why a typed amount cannot be sent (parseAmount's reasons, and more than the balance). */
export type AmountProblem = 'empty' | 'negative' | 'notANumber' | 'tooManyDecimals' | 'tooMuch'

export type SendContext = {
  account: SendAccount | null
  /** Native first, then tokens with a balance. */
  tokens: SendToken[]
  /** The chosen token's id (null: none, so 'A token is required'). */
  tokenId: string | null
  /** The amount as typed (a decimal string with a point). */
  amount: string
  /** What was typed as the receiver: an address or a name. */
  receiverText: string
  /** The name typed and the address it resolved to, once resolved. */
  resolved: Receiver | null
  fee: Fee | null
  hash: string | null
  /** Why the last step failed (the view shows it). */
  failure: ShownError | null
  /** Why the typed name could not be resolved (beside the receiver field; kept apart from `failure`, which the
   * amount's Max can set at the same time). */
  nameFailure: ShownError | null
}

export type SendEvent =
  /** The Send view opened for this account (CAIP-10). */
  | { type: 'send.start'; caipAddress: string }
  /** The Send view left: every request stops, nothing typed is kept. */
  | { type: 'send.reset' }
  | { type: 'send.token'; id: string }
  | { type: 'send.amount'; value: string }
  | { type: 'send.max' }
  | { type: 'send.receiver'; value: string }
  | { type: 'send.review' }
  | { type: 'send.confirm' }
  /** Back from the review or an error to the form, as it was. */
  | { type: 'send.edit' }
  | { type: 'send.retry' }
  /** After a confirmed transfer: another one, from the refreshed balances. */
  | { type: 'send.again' }

export type SendEmitted =
  /** A transfer from this account (CAIP-10) is confirmed: its balances and activity are stale. */
  { type: 'sent'; caipAddress: string; hash: string }
