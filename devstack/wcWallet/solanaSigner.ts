// The WalletConnect test wallet's Solana side: WalletConnect's Solana RPC methods, signed with the first Solana dev
// key — solana_signMessage ({ message, pubkey } in base58 → { signature }), solana_signTransaction ({ transaction }
// in base64 → { signature, transaction }) and solana_signAndSendTransaction ({ transaction, sendOptions? }: the same,
// then sent to the local cluster → { signature }). Every outcome is an answer, never a throw: the wallet owes the
// dapp a response to each request, whatever it sent.
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { DEV_SOLANA_CAIP_ID, DEV_SOLANA_KEYS } from '../solana/devKeys'
import { withSignature } from '../testWallet/solana/wireTransaction'
import type { RpcOutcome } from './signer'

export const SOLANA_METHODS: readonly string[] = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
/** The local cluster and mainnet (whose session a dapp may ask for; nothing is ever sent there). */
export const SOLANA_CHAINS: readonly string[] = [DEV_SOLANA_CAIP_ID, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

const key = DEV_SOLANA_KEYS[0]!
/** The address this wallet signs for, on every Solana chain. */
export const SOLANA_ADDRESS = key.address
const publicKey = base58.decode(key.address)
const sign = (message: Uint8Array) => ed25519.sign(message, key.seed)

const invalid = (message: string): RpcOutcome => ({ ok: false, error: { code: -32602, message } })
const internal = (message: string): RpcOutcome => ({ ok: false, error: { code: -32603, message } })
const errorText = (error: unknown) => (error instanceof Error ? error.message : String(error))
const field = (params: unknown, name: string) => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined)

// The sendOptions WalletConnect passes on are sendTransaction's own config fields; only those go to the RPC, so a
// dapp cannot change the encoding the wallet sends in.
const SEND_OPTIONS = ['skipPreflight', 'preflightCommitment', 'maxRetries', 'minContextSlot'] as const

function sendOptions(params: unknown): Record<string, unknown> {
  const options = field(params, 'sendOptions')
  if (typeof options !== 'object' || options === null) return {}
  return Object.fromEntries(SEND_OPTIONS.filter((name) => (options as Record<string, unknown>)[name] !== undefined).map((name) => [name, (options as Record<string, unknown>)[name]]))
}

/** The wire transaction signed in the slot of the dev key, and that signature; or why not. */
function signTransaction(params: unknown): { transaction: Uint8Array; signature: Uint8Array } | RpcOutcome {
  const encoded = field(params, 'transaction')
  // The older shape of the RPC reference sent the transaction as a JSON object (feePayer, instructions, …).
  if (typeof encoded === 'object' && encoded !== null) return invalid('transaction: this wallet takes the base64 wire transaction, not the older JSON form')
  if (typeof encoded !== 'string') return invalid('transaction: a base64 wire transaction')
  try {
    let signature: Uint8Array | undefined
    const transaction = withSignature(base64.decode(encoded), publicKey, (message) => (signature = sign(message)))
    return { transaction, signature: signature! }
  } catch (error) {
    return invalid(`transaction: ${errorText(error)}`)
  }
}

function signMessage(params: unknown): RpcOutcome {
  const message = field(params, 'message')
  if (typeof message !== 'string') return invalid('message: base58 bytes')
  const pubkey = field(params, 'pubkey')
  if (pubkey !== undefined && pubkey !== key.address) return invalid(`pubkey: this wallet signs for ${key.address}`)
  let bytes: Uint8Array
  try {
    bytes = base58.decode(message)
  } catch (error) {
    return invalid(`message: not base58 (${errorText(error)})`)
  }
  return { ok: true, result: { signature: base58.encode(sign(bytes)) } }
}

/** sendTransaction on the wallet's Solana RPC, as a wallet sends what it signed; its answer is the signature. */
async function send(solanaUrl: string, transaction: Uint8Array, options: Record<string, unknown>): Promise<RpcOutcome> {
  let body: { result?: unknown; error?: { code?: unknown; message?: unknown } }
  try {
    const response = await fetch(solanaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(transaction), { ...options, encoding: 'base64' }] }),
    })
    body = (await response.json()) as typeof body
  } catch (error) {
    return internal(`the Solana RPC at ${solanaUrl} did not answer: ${errorText(error)}`)
  }
  if (typeof body.result === 'string') return { ok: true, result: { signature: body.result } }
  // The cluster's refusal (a failed preflight is -32002 with the runtime error) goes to the dapp as the cluster said it.
  const code = typeof body.error?.code === 'number' ? body.error.code : -32603
  return { ok: false, error: { code, message: typeof body.error?.message === 'string' ? body.error.message : 'the Solana RPC sent no signature' } }
}

export function createSolanaSigner(solanaUrl: string) {
  return {
    address: key.address,
    /** The session's CAIP-10 accounts: the first dev key on every Solana chain the session approves. */
    accounts: (chains: readonly string[]) => chains.map((chain) => `${chain}:${key.address}`),
    async request(method: string, params: unknown): Promise<RpcOutcome> {
      try {
        if (method === 'solana_signMessage') return signMessage(params)
        if (method !== 'solana_signTransaction' && method !== 'solana_signAndSendTransaction') return { ok: false, error: { code: -32601, message: `${method} is not a Solana method this wallet knows` } }
        const signed = signTransaction(params)
        if ('ok' in signed) return signed
        if (method === 'solana_signTransaction') return { ok: true, result: { signature: base58.encode(signed.signature), transaction: base64.encode(signed.transaction) } }
        return await send(solanaUrl, signed.transaction, sendOptions(params))
      } catch (error) {
        return internal(errorText(error))
      }
    },
  }
}

export type SolanaSigner = ReturnType<typeof createSolanaSigner>
