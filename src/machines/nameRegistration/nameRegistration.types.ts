import type { ShownError } from '../../core/walletCard'

/** The account whose name is shown and registered: its CAIP-10 id, namespace, chain reference and address. */
export type NamesAccount = { caipAddress: string; namespace: string; chainId: string; address: string }

/** SPEC §3 profileName and profileImage, and every name the account holds. */
export type Profile = { name: string | null; image: string | null; names: string[] }

export type NameSuggestion = { name: string; registered: boolean }

/** An address's name and avatar, as recent-wallet rows show them (keys: addresses in lower case). */
export type KnownProfiles = Readonly<Record<string, { name: string | null; image: string | null }>>

export type ProfileResult = { ok: true; profile: Profile } | { ok: false; error: ShownError }
export type NameCheck = { ok: true; available: boolean; suggestions: NameSuggestion[] } | { ok: false; error: ShownError }
export type SignedName = { ok: true; message: string; signature: string } | { ok: false; declined: boolean; error: ShownError }
export type RegisterResult = { ok: boolean }

export type NamesContext = {
  account: NamesAccount | null
  /** The shown account's profile (null: not known yet). */
  profile: Profile | null
  /** The name as typed. */
  draft: string
  /** Free names offered for the draft (R-NAME: a taken name shows them as choices). */
  suggestions: NameSuggestion[]
  /** Why availability or suggestions could not be fetched. */
  lookupError: ShownError | null
  /** R-NAME-2: why the last registration failed. */
  failure: ShownError | null
  /** The signed registration message and its signature, between signing and registering. */
  signed: { message: string; signature: string } | null
  /** The name just registered (RegisterAccountNameSuccess shows it). */
  registered: string | null
  /** The recent wallets' accounts' names and avatars, as far as they are known. */
  known: KnownProfiles
}

export type NamesEvent =
  /** The account shown, as CAIP-10 (null: none). */
  | { type: 'names.account'; caipAddress: string | null }
  /** The name field's value (also a suggestion picked). */
  | { type: 'names.type'; value: string }
  | { type: 'names.retry' }
  | { type: 'names.register' }
  /** Connect lists recent wallets with these accounts: their names and avatars are wanted. */
  | { type: 'names.recent'; addresses: readonly string[] }

export type NamesEmitted =
  /** The shown account's profile name and image (R-NAME-2 after a registration). */
  | { type: 'profile'; caipAddress: string; name: string | null; image: string | null }
  /** R-NAME-2: registered — RegisterAccountNameSuccess. */
  | { type: 'registered'; name: string }
