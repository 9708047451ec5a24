// Every number of SPEC §9 and the animation timings of §2, named once. Nothing else in src/ writes these
// literals: a change of the spec is a change of this file.

/** R-CONST-1: embedded-wallet frame and flow timings (ms). */
export const FRAME_LOAD_TIMEOUT_MS = 20_000
export const FRAME_REQUEST_TIMEOUT_MS = 30_000
export const FRAME_READY_DELAY_MS = 500
export const SIGN_OUT_WAIT_MS = 3_000
export const BALANCE_RETRY_BLOCK_MS = 30_000
export const EMAIL_LOGIN_COOLDOWN_MS = 30_000
export const HEARTBEAT_MS = 5_000
export const IMAGE_PRELOAD_TIMEOUT_MS = 2_000
export const TOAST_SWAP_DELAY_MS = 150
/** Latch's own choice (the spec names none): how long an auto-closing toast stays. */
export const TOAST_AUTO_CLOSE_MS = 2_200
/** Latch's own choices: how long a wallet may take to answer a connection request (a person may be reading the
 * popup), and how long a wallet has to answer eth_accounts when a stored session is restored on page load. */
export const WALLET_CONNECT_TIMEOUT_MS = 120_000
export const SESSION_RESTORE_TIMEOUT_MS = 5_000
/** Latch's own choice (issue 32): how long a wallet may take to answer a signature request before Latch stops
 * waiting ('Request was aborted'); as long as a connection request, for the same reason. */
export const WALLET_SIGN_TIMEOUT_MS = 120_000
/** Latch's own choices: how long creating a pairing may wait on the relay before it says the relay cannot be
 * reached; how long a deep link has to open the wallet before the fallback (store, QR, copy) is offered; how long
 * the connection flow has to take over an approved session; how often the countdown under the QR moves. */
export const RELAY_CONNECT_TIMEOUT_MS = 10_000
export const DEEPLINK_FALLBACK_MS = 3_000
export const SESSION_HANDOVER_TIMEOUT_MS = 5_000
export const PAIRING_COUNTDOWN_TICK_MS = 1_000
/** R-NAV-8: the modal shakes for 500 ms. */
export const SHAKE_MS = 500

/** R-NAV-12: animation timings. */
export const HEADER_TEXT_ANIMATION_MS = 120
export const MODAL_HEIGHT_ANIMATION_MS = 150
export const VIEW_TRANSITION_MS = 150

/** R-CONST-2: cache lifetimes (ms). */
export const PORTFOLIO_CACHE_MS = 30_000
export const NATIVE_BALANCE_CACHE_MS = 30_000
export const ENS_CACHE_MS = 5 * 60_000
export const IDENTITY_CACHE_MS = 5 * 60_000

/** R-CONST-3 */
export const RECENT_WALLETS_KEPT = 2
export const NAME_MIN_LENGTH = 4
export const BALANCE_DISPLAY_DECIMALS = 3
export const SWAP_SLIPPAGE_TOLERANCE = 1

/** R-CONST-4: wallet lists. */
export const RECOMMENDED_WALLETS_PER_FETCH = 4
export const WALLETS_PER_PAGE = 40
export const WALLET_IMAGES_PREFETCHED_PER_PAGE = 20
export const WALLET_SEARCH_ENTRIES = 100
export const WALLET_SEARCH_MIN_WAIT_MS = 300
export const FEATURED_WALLETS_DEFAULT = 4

/** R-CONST-5: on-ramp. */
export const ONRAMP_PROVIDERS = ['coinbase', 'meld'] as const
export const ONRAMP_FEE_PERCENT = { min: 1, max: 2 } as const
export const ONRAMP_DEFAULT_PAYMENT_CURRENCY = 'USD'
export const ONRAMP_CARD_LIMITS = { min: '10.00', max: '7500.00' } as const
export const ONRAMP_BANK_TRANSFER_LIMITS = { min: '10.00', max: '25000.00' } as const
/** SPEC §9 says USDC on Ethereum and Polygon: the networks the cloud's options list it on. Latch chooses it by its
 * symbol wherever the options list it (the devstack's chain A and local Solana stand in for those two). */
export const ONRAMP_DEFAULT_PURCHASE_CURRENCY = 'USDC'

/** R-PAIR-1: a pairing lives 4 minutes; under 10 s left counts as expired. */
export const PAIRING_EXPIRY_MS = 4 * 60_000
export const PAIRING_EXPIRY_MARGIN_MS = 10_000

/** R-CONST-7: UI defaults. */
export const MODAL_WIDTH_PX = 360
export const MODAL_Z_INDEX = 999
export const FONT_SIZE_DEFAULT = '10px'
export const BORDER_RADIUS_DEFAULT = '4px'
export const LOG_BUFFER_BYTES = 1_024_000
export const LOG_LEVEL_DEFAULT = 'error'
export const WALLET_ASSET_DECIMALS_DEFAULT = 0
export const SECURE_SITE_SDK_VERSION_DEFAULT = 4
export const EMBEDDED_WALLET_ALLOWED_ANCESTORS = [
  'http://localhost:*',
  'http://127.0.0.1:*',
  'https://*.pages.dev',
  'https://*.vercel.app',
  'https://*.ngrok-free.app',
  'https://secure-mobile.walletconnect.com',
  'https://secure-mobile.walletconnect.org',
] as const

/** R-CONST-8: HTTP transport defaults. */
export const TRANSPORT_TIMEOUT_MS = 10_000
export const TRANSPORT_RETRIES = 3
export const TRANSPORT_BASE_DELAY_MS = 150

/** R-ERR-7: error reports sent to the provider API are capped. */
export const ERROR_REPORTS_PER_MINUTE = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

/** R-VAL-3: an EVM chain id must stay below 2^31 to be usable as a coin type. */
export const EVM_CHAIN_ID_LIMIT = 2_147_483_648

/** R-API-1: default sdk type sent as `st`. */
export const SDK_TYPE_DEFAULT = 'appkit'
export const SDK_VERSION = 'latch-react-0.1.0'

/** Well-known catalogue ids the §5 filters name (the same ids the cloud catalogue uses). */
export const COINBASE_WALLET_ID = 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa'
export const PHANTOM_WALLET_ID = 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393'
export const SOLFLARE_WALLET_ID = '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79'
export const METAMASK_WALLET_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

/** The cloud endpoints used when the config names no other base URL. */
export const CLOUD_API_URL = 'https://api.web3modal.org'
/** The cloud's RPC and blockchain API (SPEC §7 RPC shape `{rpc}/v1/?chainId=..&projectId=...`). */
export const CLOUD_RPC_URL = 'https://rpc.walletconnect.org'

/** R-ENT-3: every stored key starts with this, so a dapp moving from AppKit keeps its users' choices. */
export const STORAGE_PREFIX = '@appkit/'

