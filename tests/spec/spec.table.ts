// The spec's numbers (SPEC §9, R-PAIR-1, R-NAV-8, R-ERR-7) and texts (SPEC §8, plus the catalogue texts of §5
// and §6) written out literally, copied from SPEC.md. Nothing here is imported from src/: a test that reads its
// expectation from this file fails when src/ drifts from the spec, whatever src/ says about itself.
//
// Every row Latch implements today is proven by behaviour in tests/spec/*.test.ts(x) (and width, z-index, font size
// and radius by tests/e2e/specConstants.spec.ts in Chromium, the on-ramp's by tests/e2e/onRamp.spec.ts on the real
// stack); tests/spec/coverage.test.ts checks that each is used there. Rows no code of Latch raises or uses say so
// with `notYet`, naming what is missing (a capability still to land, or a part of AppKit Latch does not have); they
// cannot be triggered and are listed so that nothing is silently dropped.

export type RuleId =
  | 'R-CONST-1'
  | 'R-CONST-2'
  | 'R-CONST-3'
  | 'R-CONST-4'
  | 'R-CONST-5'
  | 'R-CONST-7'
  | 'R-CONST-8'
  | 'R-PAIR-1'
  | 'R-NAV-8'
  | 'R-ERR-1'
  | 'R-ERR-2'
  | 'R-ERR-3'
  | 'R-ERR-4'
  | 'R-ERR-5'
  | 'R-ERR-7'
  | 'R-VAL-5'
  | 'R-PERM-4'

/** What Latch lacks for a row to happen: a capability still to land, or a part of AppKit it does not have (its
 * rows' texts and numbers belong to that part). Such rows cannot be proven by behaviour today. */
export type Capability =
  | 'swaps'
  /** AppKit's SendController, which an app calls with any token. Latch's Send is the person's view, which always
   * lists the network's native token, so one is always chosen; the send machine keeps the text's state for its own
   * input, proven by tests/models/send.model.test.ts. */
  | 'programmatic send'
  | 'logging'
  /** AppKit's chain adapters and Network/Connection controllers: Latch's connection and network flows replace them. */
  | 'chain adapters'
  /** AppKit's lookup of its auth connector: Latch's embedded wallet is one flow, always there once its code loads. */
  | 'auth connector lookup'
  /** AppKit's hosted secure site: Latch's frame URL carries Latch's own SDK version (R-FRAME-2), no secure-site one. */
  | 'secure site'
  /** R-VAL-11 makes a wallet asset's decimals required (an asset without them invalidates the answer): no default. */
  | 'wallet asset decimals default'

type NumberRow = { rule: RuleId; value: number; spec: string; notYet?: Capability }
type TextRow = { rule: RuleId; value: string; spec: string; notYet?: Capability }

// ── SPEC §9 (and §4, §8) numbers ─────────────────────────────────────────────────────────────────────────
export const SPEC = {
  // R-CONST-1 (§9 first line)
  imagePreloadTimeoutMs: { rule: 'R-CONST-1', value: 2_000, spec: 'image preload timeout 2 s' },
  toastSwapDelayMs: { rule: 'R-CONST-1', value: 150, spec: 'toast swap delay 150 ms' },
  /** R-NAV-8 and R-CONST-1 say the same 500 ms. */
  shakeMs: { rule: 'R-NAV-8', value: 500, spec: 'The modal can shake for 500 ms.' },

  // R-CONST-3
  recentWalletsKept: { rule: 'R-CONST-3', value: 2, spec: 'Recent wallets kept: 2.' },

  // R-CONST-4
  recommendedWalletsPerFetch: { rule: 'R-CONST-4', value: 4, spec: 'recommended 4 per fetch' },
  walletsPerPage: { rule: 'R-CONST-4', value: 40, spec: 'paged list 40 per page' },
  walletImagesPrefetchedPerPage: { rule: 'R-CONST-4', value: 20, spec: 'with first 20 images prefetched' },
  walletSearchEntries: { rule: 'R-CONST-4', value: 100, spec: 'search 100 entries' },
  walletSearchMinWaitMs: { rule: 'R-CONST-4', value: 300, spec: 'with 300 ms minimum wait' },
  featuredWalletsDefault: { rule: 'R-CONST-4', value: 4, spec: 'featured default 4' },

  // R-PAIR-1 (§4)
  pairingExpiryMs: { rule: 'R-PAIR-1', value: 4 * 60_000, spec: 'Pairing expires after 4 minutes.' },
  pairingExpiryMarginMs: { rule: 'R-PAIR-1', value: 10_000, spec: 'A pairing with under 10 seconds left counts as expired.' },

  // R-CONST-7 (proven in Chromium by tests/e2e/specConstants.spec.ts)
  modalWidthPx: { rule: 'R-CONST-7', value: 360, spec: 'modal width 360 px' },
  modalZIndex: { rule: 'R-CONST-7', value: 999, spec: 'default z-index 999' },

  // R-CONST-8
  transportTimeoutMs: { rule: 'R-CONST-8', value: 10_000, spec: 'request timeout 10000 ms' },
  transportRetries: { rule: 'R-CONST-8', value: 3, spec: '3 retries' },
  transportBaseDelayMs: { rule: 'R-CONST-8', value: 150, spec: 'base delay 150 ms' },

  // R-ERR-7 (§8)
  errorReportsPerMinute: { rule: 'R-ERR-7', value: 5, spec: 'Error reports capped at 5 per minute.' },
  errorReportWindowMs: { rule: 'R-ERR-7', value: 60_000, spec: 'per minute' },

  // ── §9 numbers: the embedded wallet, balances and email login; then those no code uses yet (notYet) ──
  frameLoadTimeoutMs: { rule: 'R-CONST-1', value: 20_000, spec: 'Frame load timeout 20000 ms' },
  frameRequestTimeoutMs: { rule: 'R-CONST-1', value: 30_000, spec: 'request timeout 30000 ms' },
  frameReadyDelayMs: { rule: 'R-CONST-1', value: 500, spec: 'ready delay 500 ms' },
  signOutWaitMs: { rule: 'R-CONST-1', value: 3_000, spec: 'sign-out wait 3000 ms' },
  balanceRetryBlockMs: { rule: 'R-CONST-1', value: 30_000, spec: 'balance retry block 30 s' },
  emailLoginCooldownMs: { rule: 'R-CONST-1', value: 30_000, spec: 'email login cooldown 30 s' },
  heartbeatMs: { rule: 'R-CONST-1', value: 5_000, spec: 'heartbeat 5 s' },
  portfolioCacheMs: { rule: 'R-CONST-2', value: 30_000, spec: 'portfolio 30 s' },
  nativeBalanceCacheMs: { rule: 'R-CONST-2', value: 30_000, spec: 'native balance 30 s' },
  ensCacheMs: { rule: 'R-CONST-2', value: 5 * 60_000, spec: 'ENS 5 min' },
  identityCacheMs: { rule: 'R-CONST-2', value: 5 * 60_000, spec: 'identity 5 min' },
  nameMinLength: { rule: 'R-CONST-3', value: 4, spec: 'Name minimum 4 characters.' },
  balanceDisplayDecimals: { rule: 'R-CONST-3', value: 3, spec: 'Balance display truncated to 3 decimals.' },
  swapSlippageTolerance: { rule: 'R-CONST-3', value: 1, spec: 'Swap slippage tolerance 1.', notYet: 'swaps' },
  onrampFeeMinPercent: { rule: 'R-CONST-5', value: 1, spec: 'fee 1-2%' },
  onrampFeeMaxPercent: { rule: 'R-CONST-5', value: 2, spec: 'fee 1-2%' },
  logBufferBytes: { rule: 'R-CONST-7', value: 1_024_000, spec: 'Log buffer 1024000 bytes', notYet: 'logging' },
  walletAssetDecimalsDefault: { rule: 'R-CONST-7', value: 0, spec: 'Wallet asset decimals default 0.', notYet: 'wallet asset decimals default' },
  secureSiteSdkVersionDefault: { rule: 'R-CONST-7', value: 4, spec: 'Secure site SDK version default 4.', notYet: 'secure site' },
} as const satisfies Record<string, NumberRow>

/** §9 texts: font size and radius (CSS variables) and the on-ramp's, proven in Chromium; logging is still to land. */
export const SPEC_TEXT = {
  fontSizeDefault: { rule: 'R-CONST-7', value: '10px', spec: 'default font size 10px' },
  borderRadiusDefault: { rule: 'R-CONST-7', value: '4px', spec: 'radius 4px' },
  logLevelDefault: { rule: 'R-CONST-7', value: 'error', spec: 'default log level error', notYet: 'logging' },
  onrampDefaultPaymentCurrency: { rule: 'R-CONST-5', value: 'USD', spec: 'USD default payment currency' },
  onrampCardLimits: { rule: 'R-CONST-5', value: '10.00 to 7500.00', spec: 'card limits 10.00 to 7500.00' },
  onrampBankTransferLimits: { rule: 'R-CONST-5', value: '10.00 to 25000.00', spec: 'bank transfer 10.00 to 25000.00' },
  onrampDefaultPurchaseCurrency: { rule: 'R-CONST-5', value: 'USDC on Ethereum and Polygon', spec: 'default purchase currency USDC on Ethereum and Polygon' },
  onrampProviders: { rule: 'R-CONST-5', value: 'coinbase and meld', spec: 'providers coinbase and meld' },
} as const satisfies Record<string, TextRow>

// ── SPEC §8 error catalogue ───────────────────────────────────────────────────────────────────────────────
// Keyed by the catalogue code Latch uses for the entry (the name, not the text, is shared with src/core/errors.ts
// so the coverage test can tell whether every catalogue entry is reached or listed as not yet reachable).
type AlertText = { kind: 'alert'; rule: RuleId; short: string; long: string; notYet?: Capability }
type PlainText = { kind: 'toast' | 'thrown'; rule: RuleId; text: string; notYet?: Capability }
type RpcText = { kind: 'rpc'; rule: RuleId; rpcCode: number; text: string; notYet?: Capability }
export type ErrorRow = AlertText | PlainText | RpcText

export const SPEC_ERRORS = {
  // R-ERR-1: alerts, short / long
  NETWORK_NOT_FOUND: { kind: 'alert', rule: 'R-ERR-1', short: 'Network Not Found', long: 'network must be in the networks array' },
  ORIGIN_NOT_ALLOWED: { kind: 'alert', rule: 'R-ERR-1', short: 'Invalid App Configuration', long: 'origin not on the allow-list, update the cloud configuration' },
  FRAME_LOAD_FAILED: { kind: 'alert', rule: 'R-ERR-1', short: 'Network Error - Could not load embedded wallet', long: 'try again later' },
  FRAME_REQUEST_TIMEOUT: { kind: 'alert', rule: 'R-ERR-1', short: 'Embedded Wallet Request Timed Out', long: 'try again later' },
  DOMAIN_NOT_ALLOWED: { kind: 'alert', rule: 'R-ERR-1', short: 'Invalid App Configuration', long: 'verify the domain is allowed' },
  SESSION_EXPIRED: { kind: 'alert', rule: 'R-ERR-1', short: 'Session Expired', long: 'invalid session, check time settings and reconnect' },
  INVALID_PROJECT_ID: { kind: 'alert', rule: 'R-ERR-1', short: 'Invalid App Configuration', long: 'Invalid Project ID' },
  PROJECT_ID_NOT_CONFIGURED: { kind: 'alert', rule: 'R-ERR-1', short: 'Project ID Not Configured', long: 'update the cloud configuration' },

  // R-ERR-3: toasts
  TOKEN_BALANCE_UNAVAILABLE: { kind: 'toast', rule: 'R-ERR-3', text: 'Token Balance Unavailable' },
  AUTH_INIT_FAILED: { kind: 'toast', rule: 'R-ERR-3', text: 'A problem occurred while trying initialize authentication' },
  SIGNATURE_DECLINED: { kind: 'toast', rule: 'R-ERR-3', text: 'Signature declined' },
  SMART_ACCOUNTS_UNSUPPORTED: { kind: 'toast', rule: 'R-ERR-3', text: 'This application might not support Smart Accounts' },
  TRANSACTIONS_FETCH_FAILED: { kind: 'toast', rule: 'R-ERR-3', text: 'Failed to fetch transactions' },
  DISCONNECT_FAILED: { kind: 'toast', rule: 'R-ERR-3', text: 'Failed to disconnect' },
  /** 'Please try again after N seconds' */
  EMAIL_COOLDOWN: { kind: 'toast', rule: 'R-ERR-3', text: 'Please try again after N seconds' },
  /** 'HTTP status code: N' */
  HTTP_STATUS: { kind: 'toast', rule: 'R-ERR-3', text: 'HTTP status code: N' },

  // R-ERR-4: thrown
  REQUEST_ABORTED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Request was aborted' },
  SOMETHING_WENT_WRONG: { kind: 'thrown', rule: 'R-ERR-4', text: 'Something went wrong' },
  AN_ERROR_OCCURRED: { kind: 'thrown', rule: 'R-ERR-4', text: 'An error occurred' },
  EMAIL_DEPENDENCY_LOAD_FAILED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Unable to load email login dependency' },
  NETWORK_NOT_FOUND_THROWN: { kind: 'thrown', rule: 'R-ERR-4', text: 'Network not found' },
  AUTH_CONNECTOR_NOT_FOUND: { kind: 'thrown', rule: 'R-ERR-4', text: 'Address or auth connector not found', notYet: 'auth connector lookup' },
  NAME_RESOLVE_FAILED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Error resolving name' },
  NAME_SUGGESTIONS_FAILED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Error fetching name suggestions' },
  NAMES_FOR_ADDRESS_FAILED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Error fetching names for address' },
  NAME_REGISTER_FAILED: { kind: 'thrown', rule: 'R-ERR-4', text: 'Error registering name {name}' },
  SIWX_NOT_ENABLED: { kind: 'thrown', rule: 'R-ERR-4', text: 'SIWX is not enabled' },
  NO_ACTIVE_CAIP_ADDRESS: { kind: 'thrown', rule: 'R-ERR-4', text: 'No ActiveCaipAddress found' },
  INVALID_CAIP_ADDRESS: { kind: 'thrown', rule: 'R-ERR-4', text: 'Invalid CAIP Address' },
  INVALID_CHAIN_ID: { kind: 'thrown', rule: 'R-ERR-4', text: 'Invalid chainId' },
  CHAIN_ADAPTER_NOT_FOUND: { kind: 'thrown', rule: 'R-ERR-4', text: 'Chain adapter not found', notYet: 'chain adapters' },
  NETWORK_CLIENT_NOT_SET: { kind: 'thrown', rule: 'R-ERR-4', text: 'NetworkController client not set', notYet: 'chain adapters' },
  CONNECTION_CLIENT_NOT_SET: { kind: 'thrown', rule: 'R-ERR-4', text: 'ConnectionController client not set', notYet: 'chain adapters' },
  /** SPEC §6 (R-PERM-4): the thrown text; the UI shows 'Action not allowed'. */
  RPC_CALL_NOT_ALLOWED: { kind: 'thrown', rule: 'R-PERM-4', text: 'Requested RPC call is not allowed' },

  // SPEC §5 (R-VAL-5): send and activity validation
  SEND_AMOUNT_AND_RECEIVER_REQUIRED: { kind: 'thrown', rule: 'R-VAL-5', text: 'An amount and receiver address are required' },
  SEND_TOKEN_REQUIRED: { kind: 'thrown', rule: 'R-VAL-5', text: 'A token is required', notYet: 'programmatic send' },
  UNSUPPORTED_CHAIN: { kind: 'thrown', rule: 'R-VAL-5', text: 'Unsupported chain' },
  TRANSACTIONS_NEED_ADDRESS: { kind: 'thrown', rule: 'R-VAL-5', text: "Transactions can't be fetched without an accountAddress" },

  // R-ERR-5: RPC codes (§8 names them "unrecognized chain id", "default", "invalid chain id")
  RPC_UNRECOGNIZED_CHAIN: { kind: 'rpc', rule: 'R-ERR-5', rpcCode: 4902, text: 'Unrecognized chain ID' },
  RPC_DEFAULT: { kind: 'rpc', rule: 'R-ERR-5', rpcCode: 5000, text: 'Unknown error' },
  RPC_INVALID_CHAIN_ID: { kind: 'rpc', rule: 'R-ERR-5', rpcCode: 32603, text: 'Invalid chain id' },
} as const satisfies Record<string, ErrorRow>

export type SpecErrorCode = keyof typeof SPEC_ERRORS

/** R-ERR-2: server messages, literally, and the alert each gives. */
export const SPEC_SERVER_MESSAGES = {
  'Unauthorized: origin not allowed': 'ORIGIN_NOT_ALLOWED',
  'JWT validation error: JWT Token is not yet valid': 'SESSION_EXPIRED',
  'Unauthorized: invalid key': 'INVALID_PROJECT_ID',
} as const satisfies Record<string, SpecErrorCode>

/** The entries of the catalogue no test can reach today, by the capability that will raise them. */
export const NOT_YET_REACHABLE = (Object.keys(SPEC_ERRORS) as SpecErrorCode[]).filter((code) => 'notYet' in SPEC_ERRORS[code])

/** 'HTTP status code: N' with N filled in. */
export function httpStatusText(status: number): string {
  return SPEC_ERRORS.HTTP_STATUS.text.replace('N', String(status))
}
