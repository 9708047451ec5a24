// The blockchain API on config.services.rpcUrl (SPEC §7 "other HTTP calls"), in memory over the world's ledger:
//   GET  /v1/account/{address}/balance?chainId=     { balances }
//   GET  /v1/account/{address}/history?chainId=     { data, next? }, 10 a page
//   POST /v1/?chainId=&projectId=                    the chain's JSON-RPC: SPEC §6's safe EVM reads (anything else is
//                                                    refused, 'Requested RPC call is not allowed'), Solana's reads
//   GET  /v1/profile/account/{name}                  a name's record, 404 when free
//   GET  /v1/profile/suggestions/{name}              the name and free names like it
//   GET  /v1/profile/reverse/{address}               the names an address holds, newest first
//   GET  /v1/identity/{address}                      { name, avatar } of its newest name
//   POST /v1/profile/account                         register: a signed {"name","attributes":{},"timestamp"}
// contracts/blockchainApi.contract.test.ts holds it to the devstack's blockchain API.
import { createHash } from 'node:crypto'
import { getAddress, recoverMessageAddress, type Hex } from 'viem'
import { ERRORS } from '../../../src/core/errors'
import { SAFE_RPC_METHODS } from '../../../src/services/rpc/rpcMethods'
import type { NameRecord } from '../../../src/services/names/nameSchemas'
import type { FakeAnswer, FakeRequest, Service } from './http'
import type { Ledger } from './ledger'

export const PAGE_SIZE = 10
export const NAME_REFUSALS = { coinType: 'unknown coin type', signature: 'The signature does not match the address', taken: 'name already registered', notRegistered: 'name not registered' } as const
const NAME = /^[a-zA-Z0-9-]{4,}$/
const NAME_RULE = 'a name is at least 4 characters: ASCII letters, digits and hyphens only'
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/
const SOLANA_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/
const ACCOUNT_PATH = /^\/v1\/account\/([^/]+)\/(balance|history)$/
const SEGMENT_PATH = /^\/v1\/(?:profile\/(account|suggestions|reverse|avatar)|(identity))\/([^/]+)$/
const METHOD_NOT_ALLOWED = -32601

const error = (status: number, message: string): FakeAnswer => ({ status, json: { message } })
const rpcError = (id: unknown, code: number, message: string, data?: unknown) => ({
  jsonrpc: '2.0',
  id: typeof id === 'string' || typeof id === 'number' ? id : null,
  error: { code, message, ...(data === undefined ? {} : { data }) },
})
const hex = (value: bigint | number) => `0x${value.toString(16)}`
const decoded = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

type Registration = { record: NameRecord; address: string; order: number }

/** Verifies a message signature for an address that is not an EOA (a smart account: ERC-1271 on a real chain). */
export type SignatureCheck = (address: string, message: string, signature: string) => boolean | undefined

export function createBlockchainApiFake(options: { ledger: Ledger; origin: string; now: () => number; smartAccountSigner?: (address: string) => string | undefined }) {
  const { ledger } = options
  const names = new Map<string, Registration>()
  let order = 0

  const taken = (name: string) => names.has(name)
  function suggestions(name: string): { name: string; registered: boolean }[] {
    const digits = String(10 + (createHash('sha256').update(name).digest().readUInt32BE(0) % 90))
    const offered = new Set([name])
    const free: { name: string; registered: boolean }[] = []
    const offer = (candidate: string) => {
      if (offered.has(candidate)) return
      offered.add(candidate)
      if (!taken(candidate)) free.push({ name: candidate, registered: false })
    }
    ;[`${name}1`, `${name}-xyz`, `${name}${digits}`, `${name.slice(0, 4)}-${digits}`].forEach(offer)
    for (let n = 2; free.length < 3 && n < 1002; n++) offer(`${name}${n}`)
    return [{ name, registered: taken(name) }, ...free]
  }
  const byAddress = (address: string) =>
    [...names.values()]
      .filter((entry) => entry.address.toLowerCase() === address.toLowerCase())
      .sort((a, b) => b.record.registered - a.record.registered || b.order - a.order)
      .map((entry) => entry.record)

  async function register(body: string | undefined): Promise<FakeAnswer> {
    let value: unknown
    try {
      value = JSON.parse(body ?? '')
    } catch {
      return error(400, 'The body is not JSON')
    }
    const given = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>
    const { coin_type: coinType, address, message, signature } = given
    if (typeof coinType !== 'number' || !Number.isInteger(coinType) || coinType < 0 || coinType > 0xffffffff) return error(400, 'coin_type: a number')
    if (typeof address !== 'string' || !EVM_ADDRESS.test(address)) return error(400, 'address: an EVM address (0x and 40 hex digits)')
    if (typeof message !== 'string' || message.length === 0 || message.length > 4096) return error(400, 'message: the signed message text')
    if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]+$/.test(signature)) return error(400, 'signature: a hex signature (0x…)')
    let read: unknown
    try {
      read = JSON.parse(message)
    } catch {
      return error(400, 'The message is not JSON')
    }
    const fields = (typeof read === 'object' && read !== null ? read : {}) as Record<string, unknown>
    const exact =
      Object.keys(fields).sort().join(',') === 'attributes,name,timestamp' &&
      typeof fields.name === 'string' &&
      NAME.test(fields.name) &&
      typeof fields.attributes === 'object' &&
      fields.attributes !== null &&
      Object.keys(fields.attributes).length === 0 &&
      Number.isInteger(fields.timestamp)
    if (!exact) return error(400, 'The message must be JSON with exactly a name, empty attributes and a timestamp')
    const nowS = Math.floor(options.now() / 1000)
    const timestamp = fields.timestamp as number
    if (nowS - timestamp > 600) return error(400, 'The message timestamp is more than 10 minutes old')
    if (timestamp - nowS > 60) return error(400, 'The message timestamp is more than 1 minute in the future')
    const chainId = coinType >= 0x80000000 ? coinType & 0x7fffffff : undefined
    if (chainId === undefined || !ledger.serves(`eip155:${chainId}`)) return error(400, NAME_REFUSALS.coinType)
    let signer: string | undefined
    try {
      signer = await recoverMessageAddress({ message, signature: signature as Hex })
    } catch {
      signer = undefined
    }
    // A smart account signs through its owner (ERC-1271 on a real chain).
    const owner = options.smartAccountSigner?.(address)
    const matchesSigner = signer !== undefined && [address, owner].some((candidate) => candidate?.toLowerCase() === signer!.toLowerCase())
    if (!matchesSigner) return error(401, NAME_REFUSALS.signature)
    const name = (fields.name as string).toLowerCase()
    if (taken(name)) return error(409, NAME_REFUSALS.taken)
    const record: NameRecord = { name, registered: nowS, updated: nowS, addresses: { [String(coinType)]: { address: getAddress(address), created: nowS } }, attributes: {} }
    names.set(name, { record, address, order: order++ })
    return { status: 200, json: record }
  }

  function rpc(request: FakeRequest): FakeAnswer {
    const chainId = request.url.searchParams.get('chainId')
    if (chainId === null || !CAIP2.test(chainId)) return error(400, 'chainId: a CAIP-2 network id')
    if (request.url.searchParams.get('projectId') === null) return error(400, 'projectId: projectId is required')
    if (!ledger.serves(chainId)) return error(400, `Unsupported chainId ${chainId}: this devstack serves ${ledger.networks.join(', ')}`)
    let body: unknown
    try {
      body = JSON.parse(request.body ?? '')
    } catch {
      return { status: 400, json: rpcError(null, -32700, 'Parse error: the body is not JSON') }
    }
    const evm = chainId.startsWith('eip155:')
    const calls = Array.isArray(body) ? body : [body]
    const valid = (call: unknown) => {
      const { jsonrpc, method, id, params } = (typeof call === 'object' && call !== null && !Array.isArray(call) ? call : {}) as Record<string, unknown>
      return (
        jsonrpc === '2.0' &&
        typeof method === 'string' &&
        method.length > 0 &&
        method.length <= 200 &&
        (id === undefined || id === null || typeof id === 'string' || typeof id === 'number') &&
        (params === undefined || (typeof params === 'object' && params !== null))
      )
    }
    const idOf = (call: unknown) => (typeof call === 'object' && call !== null && !Array.isArray(call) ? (call as { id?: unknown }).id : null)
    if (calls.length === 0 || calls.length > 1000 || !calls.every(valid)) return { status: 400, json: rpcError(idOf(body), -32600, 'Invalid Request: the body is not a JSON-RPC 2.0 request or batch') }
    const typed = calls as { id?: unknown; method: string; params?: unknown }[]
    const isSafe = (call: { method: string }) => !evm || (SAFE_RPC_METHODS as readonly string[]).includes(call.method)
    const notAllowed = (call: { id?: unknown; method: string }) => rpcError(call.id, METHOD_NOT_ALLOWED, ERRORS.RPC_CALL_NOT_ALLOWED.text, { method: call.method })
    const answer = (call: { id?: unknown; method: string; params?: unknown }) => {
      const args = Array.isArray(call.params) ? call.params : []
      const result = evm ? evmRead(chainId, call.method, args) : solanaRead(chainId, call.method, args)
      return result === undefined ? rpcError(call.id, -32601, `Method not found: ${call.method}`) : { jsonrpc: '2.0', id: call.id ?? null, result }
    }
    // As the cloud's proxy: a lone refused call is a 400; a batch answers the allowed calls and then a refusal for each
    // refused one (a notification, without id, gets none); a batch with nothing allowed is a 400 of refusals.
    if (!Array.isArray(body)) return isSafe(typed[0]!) ? { status: 200, json: answer(typed[0]!) } : { status: 400, json: notAllowed(typed[0]!) }
    const refusals = typed.filter((call) => !isSafe(call) && call.id !== undefined).map(notAllowed)
    const allowed = typed.filter(isSafe)
    if (allowed.length === 0) return { status: 400, json: refusals }
    return { status: 200, json: [...allowed.map(answer), ...refusals] }
  }

  function evmRead(chainId: string, method: string, params: unknown[]): unknown {
    const id = Number(chainId.slice('eip155:'.length))
    switch (method) {
      case 'eth_chainId':
        return hex(id)
      case 'net_version':
        return String(id)
      case 'eth_blockNumber':
        return hex(ledger.blockNumber(chainId))
      case 'eth_getBalance':
        return typeof params[0] === 'string' && EVM_ADDRESS.test(params[0]) ? hex(ledger.native(chainId, params[0])) : undefined
      case 'eth_getTransactionCount':
        return '0x0'
      case 'eth_gasPrice':
      case 'eth_maxPriorityFeePerGas':
        return '0x3b9aca00'
      case 'eth_estimateGas':
        return '0x5208'
      case 'eth_call':
      case 'eth_getCode':
        return '0x'
      default:
        return undefined
    }
  }

  function solanaRead(chainId: string, method: string, params: unknown[]): unknown {
    const context = { slot: ledger.blockNumber(chainId) }
    switch (method) {
      case 'getBalance':
        return typeof params[0] === 'string' && SOLANA_ADDRESS.test(params[0]) ? { context, value: Number(ledger.native(chainId, params[0])) } : undefined
      case 'getSlot':
      case 'getBlockHeight':
        return context.slot
      case 'getHealth':
        return 'ok'
      case 'getLatestBlockhash':
        return { context, value: { blockhash: 'GHtXQBsoZHVnNFa9YevAzFr17DJjgHXk3ycTKD5xD3Zi', lastValidBlockHeight: context.slot + 150 } }
      default:
        return undefined
    }
  }

  function account(request: FakeRequest, match: RegExpExecArray): FakeAnswer {
    if (request.method !== 'GET') return error(405, `${request.method} not allowed on ${request.url.pathname}`)
    const query = request.url.searchParams
    const chainId = query.get('chainId') ?? undefined
    if (query.get('projectId') === null) return error(400, 'projectId: projectId is required')
    if (chainId !== undefined && !CAIP2.test(chainId)) return error(400, 'chainId: a CAIP-2 network id')
    const address = decoded(match[1] ?? '')
    const solana = chainId?.startsWith('solana:') ?? false
    // The devstack's words, its schema path included.
    if (!(solana ? SOLANA_ADDRESS : EVM_ADDRESS).test(address)) return error(400, `address: (body): ${solana ? 'a Solana address (32 to 44 base58 characters)' : 'an EVM address (0x and 40 hex digits)'}`)
    const chains = chainId === undefined ? ledger.networks.filter((network) => network.startsWith('eip155:')) : [chainId]
    if (chainId !== undefined && !ledger.serves(chainId)) return error(400, `Unsupported chainId ${chainId}: this devstack indexes ${ledger.networks.join(', ')}`)
    if (match[2] === 'balance') {
      const currency = query.get('currency')
      if (currency !== null && currency !== 'usd') return error(400, "currency: currency: only 'usd' is priced here")
      return { status: 200, json: { balances: chains.flatMap((chain) => ledger.balances(chain, address)) } }
    }
    if (solana) return error(400, `chainId ${chainId}: balances and history cover this devstack's eip155 chains only`)
    const cursor = query.get('cursor')
    let offset = 0
    if (cursor !== null) {
      const read = /^o([0-9]{1,6})$/.exec(cursor)
      if (!read) return error(400, 'cursor: not a cursor this API gave out')
      offset = Number(read[1])
    }
    const all = chains.flatMap((chain) => ledger.history(chain, address)).sort((a, b) => b.metadata.minedAt.localeCompare(a.metadata.minedAt))
    const page = all.slice(offset, offset + PAGE_SIZE)
    return { status: 200, json: { data: page, ...(offset + PAGE_SIZE < all.length ? { next: `o${offset + PAGE_SIZE}` } : {}) } }
  }

  function profile(request: FakeRequest, segment: string, raw: string): FakeAnswer {
    if (request.method !== 'GET') return error(405, `${request.method} not allowed on ${request.url.pathname}`)
    const value = decoded(raw)
    if (segment === 'reverse' || segment === 'identity') {
      if (!EVM_ADDRESS.test(value)) return error(400, 'address: an EVM address (0x and 40 hex digits)')
      const records = byAddress(value)
      if (segment === 'reverse') return { status: 200, json: records }
      const newest = records[0]
      return { status: 200, json: newest ? { name: newest.name, avatar: `${options.origin}/v1/profile/avatar/${newest.name}` } : { name: null, avatar: null } }
    }
    if (!NAME.test(value)) return error(400, `name: ${NAME_RULE}`)
    const name = value.toLowerCase()
    if (segment === 'suggestions') return { status: 200, json: { suggestions: suggestions(name) } }
    const found = names.get(name)
    if (!found) return error(404, NAME_REFUSALS.notRegistered)
    if (segment === 'account') return { status: 200, json: found.record }
    return { status: 200, text: `<svg xmlns="http://www.w3.org/2000/svg"><title>${name}</title></svg>`, contentType: 'image/svg+xml' }
  }

  const service: Service = {
    async handle(request) {
      const { pathname } = request.url
      if (request.method === 'OPTIONS') return { status: 204 }
      if (pathname === '/v1' || pathname === '/v1/') {
        if (request.method !== 'POST') return error(405, `${request.method} not allowed on ${pathname}`)
        return rpc(request)
      }
      if (pathname === '/v1/profile/account') {
        if (request.method !== 'POST') return error(405, `${request.method} not allowed on ${pathname}`)
        return register(request.body)
      }
      const segment = SEGMENT_PATH.exec(pathname)
      if (segment) return profile(request, (segment[1] ?? segment[2])!, segment[3] ?? '')
      const accountMatch = ACCOUNT_PATH.exec(pathname)
      if (accountMatch) return account(request, accountMatch)
      return error(404, `no route ${request.method} ${pathname}`)
    },
  }

  return {
    service,
    /** Registered names, by name. */
    names: () => [...names.values()].map((entry) => entry.record),
    /** Registers a name directly (as if someone else had, earlier). */
    registerDirectly(name: string, address: string, chainId = 1): void {
      const nowS = Math.floor(options.now() / 1000)
      const coinType = (0x80000000 | chainId) >>> 0
      names.set(name.toLowerCase(), { record: { name: name.toLowerCase(), registered: nowS, updated: nowS, addresses: { [String(coinType)]: { address: getAddress(address), created: nowS } }, attributes: {} }, address, order: order++ })
    },
  }
}

export type BlockchainApiFake = ReturnType<typeof createBlockchainApiFake>
