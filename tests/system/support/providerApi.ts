// The provider API (SPEC §7) in memory: a catalogue of a handful of wallets behind GET /getWallets with its filters
// and paging, the four image routes, the project's remote config, allowed origins and analytics switch, and the event
// sink POST /e. Every route wants projectId, st and sv (R-API-1: 400 without); an event from an origin off the
// allow-list is a 403 in the cloud's words (R-PERM-2). contracts/providerApi.contract.test.ts holds it to the devstack.
import { isOriginAllowed } from '../../../src/services/api/originAllowList'
import { analyticsEventSchema, type RemoteFeatureEntry, type WalletEntry } from '../../../src/services/api/schemas'
import { COINBASE_WALLET_ID, METAMASK_WALLET_ID, PHANTOM_WALLET_ID, SOLFLARE_WALLET_ID } from '../../../src/core/constants'
import { KNOWN_NETWORKS } from '../../../src/core/networks'
import type { FakeAnswer, FakeRequest, Service } from './http'

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM = ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453']

const wallet = (id: string, name: string, rest: Partial<WalletEntry> = {}): WalletEntry => ({
  id,
  name,
  image_id: `img-${id.slice(0, 12)}`,
  rdns: null,
  chains: EVM,
  mobile_link: null,
  desktop_link: null,
  webapp_link: null,
  badge_type: 'certified',
  ...rest,
})

/** A handful of wallets: EVM ones, Solana ones, one of each kind of link, certified and not. */
export const DEFAULT_WALLETS: readonly WalletEntry[] = [
  wallet(METAMASK_WALLET_ID, 'MetaMask', { rdns: 'io.metamask', mobile_link: 'metamask://', desktop_link: 'metamask-desktop://' }),
  wallet(COINBASE_WALLET_ID, 'Coinbase Wallet', { rdns: 'com.coinbase.wallet', chains: [...EVM, SOLANA_MAINNET], mobile_link: 'https://coinbase-wallet.app.link', webapp_link: 'https://app.coinbase.example' }),
  wallet(PHANTOM_WALLET_ID, 'Phantom', { rdns: 'app.phantom', chains: [SOLANA_MAINNET, 'eip155:1', 'eip155:137'], mobile_link: 'phantom://' }),
  wallet(SOLFLARE_WALLET_ID, 'Solflare', { rdns: 'com.solflare', chains: [SOLANA_MAINNET], mobile_link: 'solflare://', webapp_link: 'https://app.solflare.example' }),
  wallet('5a2b7c0f0e1d4b3a9c8d7e6f5a4b3c2d1e0f9a8b7c6d5e4f3a2b1c0d9e8f7a6b', 'Rainbow', { rdns: 'me.rainbow', mobile_link: 'rainbow://' }),
  wallet('9f8e7d6c5b4a39281706f5e4d3c2b1a09f8e7d6c5b4a39281706f5e4d3c2b1a0', 'Rabby Wallet', { rdns: 'io.rabby', desktop_link: 'rabby-desktop://', badge_type: 'none' }),
  wallet('0a1b2c3d4e5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8f9', 'Safe', { chains: ['eip155:1', 'eip155:137'], webapp_link: 'https://app.safe.example', badge_type: 'none' }),
]

/** R-API-4: every feature on, the default socials and on-ramp providers (what a fresh devstack answers). */
export const DEFAULT_FEATURES: readonly RemoteFeatureEntry[] = [
  { id: 'email', isEnabled: true, config: null },
  { id: 'social_login', isEnabled: true, config: ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook'] },
  { id: 'swaps', isEnabled: true, config: null },
  { id: 'onramp', isEnabled: true, config: ['coinbase', 'meld'] },
  { id: 'activity', isEnabled: true, config: null },
]
export const DEFAULT_ALLOWED_ORIGINS: readonly string[] = ['http://127.0.0.1:*', 'http://localhost:*', 'https://*.example.com']
export const ORIGIN_NOT_ALLOWED_MESSAGE = 'Unauthorized: origin not allowed'

const IMAGE_ROUTES = [
  ['wallet', '/getWalletImage/'],
  ['asset', '/public/getAssetImage/'],
  ['currency', '/public/getCurrencyImage/'],
  ['token', '/public/getTokenImage/'],
] as const
const CURRENCIES = new Set(['USD', 'EUR', 'GBP'])
const TOKENS = new Set(['ETH', 'USDC', 'USDT', 'DAI', 'SOL', 'POL'])
const MAX_ENTRIES = 1000

const error = (status: number, message: string): FakeAnswer => ({ status, json: { message } })
const svg = (label: string): FakeAnswer => ({
  status: 200,
  text: `<svg xmlns="http://www.w3.org/2000/svg" width="8" height="8"><title>${label.replace(/[<&>"]/g, '')}</title></svg>`,
  contentType: 'image/svg+xml',
})

function list(params: URLSearchParams, key: string): string[] {
  return (params.get(key) ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)
}

function positiveInt(text: string | null, max: number): number | undefined {
  if (text === null || !/^\d+$/.test(text)) return undefined
  const value = Number(text)
  return value >= 1 && value <= max ? value : undefined
}

export type StoredEvent = { projectId: string; origin: string; event: unknown }

export function createProviderApiFake(options: { wallets?: readonly WalletEntry[]; features?: readonly RemoteFeatureEntry[]; allowedOrigins?: readonly string[]; analyticsEnabled?: boolean } = {}) {
  const state = {
    wallets: [...(options.wallets ?? DEFAULT_WALLETS)],
    features: (options.features ?? DEFAULT_FEATURES).map((feature) => ({ ...feature })),
    allowedOrigins: [...(options.allowedOrigins ?? DEFAULT_ALLOWED_ORIGINS)],
    analyticsEnabled: options.analyticsEnabled ?? true,
  }
  const events: StoredEvent[] = []

  function getWallets(params: URLSearchParams): FakeAnswer {
    const page = positiveInt(params.get('page'), Number.MAX_SAFE_INTEGER)
    if (page === undefined) return error(400, 'page must be a positive integer')
    const entries = positiveInt(params.get('entries'), MAX_ENTRIES)
    if (entries === undefined) return error(400, `entries must be an integer from 1 to ${MAX_ENTRIES}`)
    const badge = params.get('badge_type')
    if (badge !== null && badge !== 'certified' && badge !== 'none') return error(400, 'badge_type must be certified or none')
    const include = list(params, 'include')
    const exclude = new Set(list(params, 'exclude'))
    const chains = list(params, 'chains')
    const search = (params.get('search') ?? '').trim().toLowerCase()
    let found = include.length > 0 ? [...new Set(include)].flatMap((id) => state.wallets.filter((entry) => entry.id === id)) : [...state.wallets]
    found = found.filter(
      (entry) =>
        !exclude.has(entry.id) &&
        (chains.length === 0 || entry.chains.some((chain) => chains.includes(chain))) &&
        (search === '' || entry.name.toLowerCase().includes(search)) &&
        (badge === null || entry.badge_type === badge),
    )
    const start = (page - 1) * entries
    return { status: 200, json: { data: found.slice(start, start + entries), count: found.length } }
  }

  function image(pathname: string): FakeAnswer | undefined {
    for (const [kind, prefix] of IMAGE_ROUTES) {
      if (!pathname.startsWith(prefix)) continue
      let id: string
      try {
        id = decodeURIComponent(pathname.slice(prefix.length))
      } catch {
        return error(400, 'malformed image id')
      }
      const known =
        kind === 'wallet'
          ? state.wallets.find((entry) => entry.image_id === id)?.name
          : kind === 'asset'
            ? KNOWN_NETWORKS.find((network) => network.caipNetworkId === id)?.name
            : kind === 'currency'
              ? (CURRENCIES.has(id) ? id : undefined)
              : TOKENS.has(id)
                ? id
                : undefined
      return known === undefined || id.includes('/') ? error(404, `unknown ${kind} image ${id}`) : svg(known)
    }
    return undefined
  }

  function postEvent(request: FakeRequest, projectId: string): FakeAnswer {
    if (!isOriginAllowed(request.origin, state.allowedOrigins)) return error(403, ORIGIN_NOT_ALLOWED_MESSAGE)
    let body: unknown
    try {
      body = JSON.parse(request.body ?? '')
    } catch {
      body = undefined
    }
    const parsed = analyticsEventSchema.safeParse(body)
    if (!parsed.success) return error(400, `invalid event: ${parsed.error.issues[0]?.path.join('.') ?? ''} ${parsed.error.issues[0]?.message ?? ''}`.trim())
    events.push({ projectId, origin: request.origin, event: parsed.data })
    return { status: 202, json: { ok: true } }
  }

  const service: Service = {
    handle(request) {
      const { pathname, searchParams } = request.url
      if (request.method === 'OPTIONS') return { status: 204 }
      const isEvent = pathname === '/e'
      const get = ['/getWallets', '/appkit/v1/config', '/projects/v1/origins', '/getAnalyticsConfig'].includes(pathname)
      const isImage = IMAGE_ROUTES.some(([, prefix]) => pathname.startsWith(prefix))
      if (!isEvent && !get && !isImage) return error(404, `no route ${request.method} ${pathname}`)
      if (isEvent ? request.method !== 'POST' : request.method !== 'GET' && request.method !== 'HEAD') return error(405, `${request.method} not allowed on ${pathname}`)
      // R-API-1: every call carries projectId, st and sv (projectId may be empty on a local stack).
      const projectId = searchParams.get('projectId')
      if (projectId === null || !searchParams.get('st') || !searchParams.get('sv')) return error(400, 'projectId, st and sv are required')
      if (isEvent) return postEvent(request, projectId)
      if (isImage) return image(pathname)!
      if (pathname === '/getWallets') return getWallets(searchParams)
      if (pathname === '/appkit/v1/config') return { status: 200, json: { features: state.features } }
      if (pathname === '/projects/v1/origins') return { status: 200, json: { allowedOrigins: state.allowedOrigins } }
      return { status: 200, json: { isAnalyticsEnabled: state.analyticsEnabled } }
    },
  }

  return {
    service,
    /** The project's settings, as the cloud keeps them: change them between or during steps. */
    state,
    /** Events received by POST /e, in order. */
    events,
  }
}

export type ProviderApiFake = ReturnType<typeof createProviderApiFake>
