// SPEC §8, every text once. Code raises errors by catalogue code, never by writing the text again;
// tests/spec/errors.test.tsx reaches each entry by behaviour (or lists it, with the capability that will raise it,
// as not yet reachable in tests/spec/spec.table.ts), so the catalogue itself carries only what the app shows.

type Alert = { kind: 'alert'; short: string }
type Toast = { kind: 'toast'; text: string }
type Thrown = { kind: 'thrown'; text: string }
type Rpc = { kind: 'rpc'; rpcCode: number; text: string }
export type CatalogueEntry = Alert | Toast | Thrown | Rpc

export const ERRORS = {
  // R-ERR-1: alerts: their short text here, their long text in ALERT_DESCRIPTIONS below.
  NETWORK_NOT_FOUND: { kind: 'alert', short: 'Network Not Found' },
  ORIGIN_NOT_ALLOWED: { kind: 'alert', short: 'Invalid App Configuration' },
  FRAME_LOAD_FAILED: { kind: 'alert', short: 'Network Error - Could not load embedded wallet' },
  FRAME_REQUEST_TIMEOUT: { kind: 'alert', short: 'Embedded Wallet Request Timed Out' },
  DOMAIN_NOT_ALLOWED: { kind: 'alert', short: 'Invalid App Configuration' },
  SESSION_EXPIRED: { kind: 'alert', short: 'Session Expired' },
  INVALID_PROJECT_ID: { kind: 'alert', short: 'Invalid App Configuration' },
  PROJECT_ID_NOT_CONFIGURED: { kind: 'alert', short: 'Project ID Not Configured' },

  // R-ERR-3: toasts.
  TOKEN_BALANCE_UNAVAILABLE: { kind: 'toast', text: 'Token Balance Unavailable' },
  AUTH_INIT_FAILED: {
    kind: 'toast',
    text: 'A problem occurred while trying initialize authentication',
  },
  SIGNATURE_DECLINED: { kind: 'toast', text: 'Signature declined' },
  SMART_ACCOUNTS_UNSUPPORTED: {
    kind: 'toast',
    text: 'This application might not support Smart Accounts',
  },
  TRANSACTIONS_FETCH_FAILED: { kind: 'toast', text: 'Failed to fetch transactions' },
  DISCONNECT_FAILED: { kind: 'toast', text: 'Failed to disconnect' },
  EMAIL_COOLDOWN: { kind: 'toast', text: 'Please try again after {seconds} seconds' },
  HTTP_STATUS: { kind: 'toast', text: 'HTTP status code: {status}' },

  // R-ERR-4: thrown errors.
  REQUEST_ABORTED: { kind: 'thrown', text: 'Request was aborted' },
  SOMETHING_WENT_WRONG: { kind: 'thrown', text: 'Something went wrong' },
  AN_ERROR_OCCURRED: { kind: 'thrown', text: 'An error occurred' },
  EMAIL_DEPENDENCY_LOAD_FAILED: {
    kind: 'thrown',
    text: 'Unable to load email login dependency',
  },
  NETWORK_NOT_FOUND_THROWN: { kind: 'thrown', text: 'Network not found' },
  AUTH_CONNECTOR_NOT_FOUND: { kind: 'thrown', text: 'Address or auth connector not found' },
  NAME_RESOLVE_FAILED: { kind: 'thrown', text: 'Error resolving name' },
  NAME_SUGGESTIONS_FAILED: { kind: 'thrown', text: 'Error fetching name suggestions' },
  NAMES_FOR_ADDRESS_FAILED: { kind: 'thrown', text: 'Error fetching names for address' },
  NAME_REGISTER_FAILED: { kind: 'thrown', text: 'Error registering name {name}' },
  SIWX_NOT_ENABLED: { kind: 'thrown', text: 'SIWX is not enabled' },
  NO_ACTIVE_CAIP_ADDRESS: { kind: 'thrown', text: 'No ActiveCaipAddress found' },
  INVALID_CAIP_ADDRESS: { kind: 'thrown', text: 'Invalid CAIP Address' },
  INVALID_CHAIN_ID: { kind: 'thrown', text: 'Invalid chainId' },
  CHAIN_ADAPTER_NOT_FOUND: { kind: 'thrown', text: 'Chain adapter not found' },
  NETWORK_CLIENT_NOT_SET: { kind: 'thrown', text: 'NetworkController client not set' },
  CONNECTION_CLIENT_NOT_SET: { kind: 'thrown', text: 'ConnectionController client not set' },
  RPC_CALL_NOT_ALLOWED: { kind: 'thrown', text: 'Requested RPC call is not allowed' },

  // R-VAL-5: send and activity validation.
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: {
    kind: 'thrown',
    text: 'An amount and receiver address are required',
  },
  SEND_TOKEN_REQUIRED: { kind: 'thrown', text: 'A token is required' },
  UNSUPPORTED_CHAIN: { kind: 'thrown', text: 'Unsupported chain' },
  TRANSACTIONS_NEED_ADDRESS: {
    kind: 'thrown',
    text: "Transactions can't be fetched without an accountAddress",
  },

  // R-ERR-5: RPC error codes.
  RPC_UNRECOGNIZED_CHAIN: { kind: 'rpc', rpcCode: 4902, text: 'Unrecognized chain ID' },
  RPC_DEFAULT: { kind: 'rpc', rpcCode: 5000, text: 'Unknown error' },
  RPC_INVALID_CHAIN_ID: { kind: 'rpc', rpcCode: 32603, text: 'Invalid chain id' },
} as const satisfies Record<string, CatalogueEntry>

export type ErrorCode = keyof typeof ERRORS
export type AlertCode = { [C in ErrorCode]: (typeof ERRORS)[C]['kind'] extends 'alert' ? C : never }[ErrorCode]

/** R-ERR-1: each alert's long text, its description. A person reads it through the message catalogue (i18n), never
 * from here, so the first click ships only the titles above (the catalogue's English is built from this). */
export const ALERT_DESCRIPTIONS = {
  NETWORK_NOT_FOUND: 'network must be in the networks array',
  ORIGIN_NOT_ALLOWED: 'origin not on the allow-list, update the cloud configuration',
  FRAME_LOAD_FAILED: 'try again later',
  FRAME_REQUEST_TIMEOUT: 'try again later',
  DOMAIN_NOT_ALLOWED: 'verify the domain is allowed',
  SESSION_EXPIRED: 'invalid session, check time settings and reconnect',
  INVALID_PROJECT_ID: 'Invalid Project ID',
  PROJECT_ID_NOT_CONFIGURED: 'update the cloud configuration',
} as const satisfies Record<AlertCode, string>

/** UI text of R-PERM-4 shown in place of the thrown text. */
export const ACTION_NOT_ALLOWED_UI_TEXT = 'Action not allowed'

function fill(template: string, params: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in params ? String(params[key]) : whole))
}

/** The text a person sees for an entry: the short title for alerts, the message otherwise. */
export function errorText(code: ErrorCode, params: Record<string, string | number> = {}): string {
  const entry: CatalogueEntry = ERRORS[code]
  return fill(entry.kind === 'alert' ? entry.short : entry.text, params)
}

/** Issue 35: a catalogue entry as a toast says it: its key in the message catalogue, in the locale spoken. */
export function errorPhrase(code: ErrorCode, values?: Record<string, string | number>): { key: string; values?: Record<string, string | number> } {
  return { key: `error.${code}`, values }
}

/** Issue 33: a mistake in createLatch's options. Not a SPEC §8 text: no person sees it, the developer's console does,
 * under a code of its own rather than 'Something went wrong'. */
export const INVALID_OPTIONS = 'INVALID_OPTIONS'
export type LatchErrorCode = ErrorCode | typeof INVALID_OPTIONS

/** The one error type Latch throws or reports; `message` starts with a catalogue text (or 'Invalid Latch options'). */
export class LatchError extends Error {
  override readonly name = 'LatchError'
  readonly code: LatchErrorCode
  readonly detail: string | undefined
  readonly status: number | undefined

  constructor(code: LatchErrorCode, options: { params?: Record<string, string | number>; detail?: string; status?: number; cause?: unknown } = {}) {
    // The detail (a field name, a status) helps the developer reading a console; people see errorText(code).
    const text = code === INVALID_OPTIONS ? 'Invalid Latch options' : errorText(code, options.params)
    super(options.detail ? `${text}: ${options.detail}` : text, { cause: options.cause })
    this.code = code
    this.detail = options.detail
    this.status = options.status
  }

  get entry(): CatalogueEntry | undefined {
    return this.code === INVALID_OPTIONS ? undefined : ERRORS[this.code]
  }
}

/** A failure as views print it: the code and its catalogue text (serialisable, for machine context). */
export function shownError(code: ErrorCode): { code: ErrorCode; message: string } {
  return { code, message: errorText(code) }
}

/** What an alert machine and view need: serialisable, no Error instance in snapshots. The view reads an alert's
 * description (R-ERR-1's long text) from the message catalogue by its code. */
export type AlertContent = { code: ErrorCode; title: string }

export function alertContent(code: ErrorCode): AlertContent {
  return { code, title: errorText(code) }
}

/** An entry shown as an alert has a long text below its title. */
export const isAlertCode = (code: ErrorCode): code is AlertCode => ERRORS[code].kind === 'alert'
