// POST /v1/profile/account's checks, in the order the contract gives them, each refusal a status and a sentence:
// the body's shape, the signed message (nameMessage.ts) and its age, the coin type (an ENSIP-11 EVM coin type of a
// chain this server serves), the signature (viem's verifyMessage against that chain, which accepts an EOA and a smart
// account by ERC-1271 or ERC-6492, as devstack/siwx/verifySignIn.ts does), and last whether the name is free.
import { createPublicClient, getAddress, http, type Address, type Hex } from 'viem'
import { z } from 'zod/mini'
import type { ChainMap } from './chainMap'
import { readNameMessage, staleness } from './nameMessage'
import { chainIdOfCoinType, registerBodySchema } from './nameSchemas'
import type { NameRecord, NameStore } from './nameStore'
import { issueText } from './schemas'

export const REFUSALS = {
  coinType: 'unknown coin type',
  signature: 'The signature does not match the address',
  taken: 'name already registered',
} as const

export type Registered = { ok: true; record: NameRecord } | { ok: false; status: 400 | 401 | 409; message: string }

type Deps = {
  chains: ChainMap
  store: NameStore
  /** Milliseconds, as Date.now. */
  now(): number
}

async function signedBy(rpcUrl: string, address: Address, message: string, signature: Hex): Promise<boolean> {
  try {
    const client = createPublicClient({ transport: http(rpcUrl, { retryCount: 0 }) })
    return await client.verifyMessage({ address, message, signature })
  } catch {
    return false
  }
}

export function createNameRegistration(deps: Deps) {
  return async function register(body: unknown): Promise<Registered> {
    const parsed = z.safeParse(registerBodySchema, body)
    if (!parsed.success) return { ok: false, status: 400, message: body === undefined ? 'The body is not JSON' : issueText(parsed.error) }
    const { coin_type: coinType, address, message, signature } = parsed.data
    const read = readNameMessage(message)
    if (!read.ok) return { ok: false, status: 400, message: read.message }
    const stale = staleness(read.message.timestamp, Math.floor(deps.now() / 1000))
    if (stale) return { ok: false, status: 400, message: stale }
    const chainId = chainIdOfCoinType(coinType)
    const chain = deps.chains.evm.find((candidate) => candidate.chainId === chainId)
    if (chainId === undefined || !chain) return { ok: false, status: 400, message: REFUSALS.coinType }
    if (!(await signedBy(chain.url, address as Address, message, signature as Hex))) return { ok: false, status: 401, message: REFUSALS.signature }
    const record = deps.store.register({ name: read.message.name, address: getAddress(address), coinType, message, signature, registeredAt: Math.floor(deps.now() / 1000) })
    if (!record) return { ok: false, status: 409, message: REFUSALS.taken }
    return { ok: true, record }
  }
}
