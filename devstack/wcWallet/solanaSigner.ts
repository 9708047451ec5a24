// The WalletConnect test wallet's Solana side: WalletConnect's Solana RPC methods, signed with the first Solana dev
// key — solana_signMessage ({ message, pubkey } in base58 → { signature }), solana_signTransaction ({ transaction }
// in base64 → { signature, transaction }) and solana_signAndSendTransaction (the same, then sent to the local
// cluster → { signature }).
import { ed25519 } from '@noble/curves/ed25519'
import { base58, base64 } from '@scure/base'
import { DEV_SOLANA_CAIP_ID, DEV_SOLANA_KEYS } from '../solana/devKeys'
import { parseWireTransaction, withSignature } from '../testWallet/solana/wireTransaction'
import type { RpcOutcome } from './signer'

export const SOLANA_METHODS: readonly string[] = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']
export const SOLANA_CHAINS: readonly string[] = [DEV_SOLANA_CAIP_ID, 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

const key = DEV_SOLANA_KEYS[0]!
const publicKey = base58.decode(key.address)
const sign = (message: Uint8Array) => ed25519.sign(message, key.seed)
const invalid = (message: string): RpcOutcome => ({ ok: false, error: { code: -32602, message } })
const field = (params: unknown, name: string) => (typeof params === 'object' && params !== null ? (params as Record<string, unknown>)[name] : undefined)

export function createSolanaSigner(solanaUrl: string) {
  function signed(params: unknown): Uint8Array | RpcOutcome {
    const encoded = field(params, 'transaction')
    if (typeof encoded !== 'string') return invalid('transaction: a base64 wire transaction')
    try {
      return withSignature(base64.decode(encoded), publicKey, sign)
    } catch (error) {
      return invalid(error instanceof Error ? error.message : String(error))
    }
  }
  const ownSignature = (transaction: Uint8Array) => {
    const parsed = parseWireTransaction(transaction)
    const slot = parsed.signers.findIndex((signer) => signer.every((byte, index) => byte === publicKey[index]))
    return base58.encode(transaction.subarray(parsed.signaturesOffset + slot * 64, parsed.signaturesOffset + (slot + 1) * 64))
  }

  return {
    address: key.address,
    /** The session's CAIP-10 accounts: the first dev key on every Solana chain the session approves. */
    accounts: (chains: readonly string[]) => chains.map((chain) => `${chain}:${key.address}`),
    async request(method: string, params: unknown): Promise<RpcOutcome> {
      if (method === 'solana_signMessage') {
        const message = field(params, 'message')
        if (typeof message !== 'string') return invalid('message: base58 bytes')
        if (field(params, 'pubkey') !== undefined && field(params, 'pubkey') !== key.address) return invalid(`pubkey: this wallet signs for ${key.address}`)
        return { ok: true, result: { signature: base58.encode(sign(base58.decode(message))) } }
      }
      if (method === 'solana_signTransaction') {
        const transaction = signed(params)
        if (!(transaction instanceof Uint8Array)) return transaction
        return { ok: true, result: { signature: ownSignature(transaction), transaction: base64.encode(transaction) } }
      }
      if (method === 'solana_signAndSendTransaction') {
        const transaction = signed(params)
        if (!(transaction instanceof Uint8Array)) return transaction
        const response = await fetch(solanaUrl, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [base64.encode(transaction), { encoding: 'base64' }] }),
        })
        const body = (await response.json()) as { result?: unknown; error?: { code?: number; message?: string } }
        if (typeof body.result !== 'string') return { ok: false, error: { code: body.error?.code ?? -32603, message: body.error?.message ?? 'not sent' } }
        return { ok: true, result: { signature: body.result } }
      }
      return { ok: false, error: { code: -32601, message: `${method} is not a Solana method this wallet knows` } }
    },
  }
}

export type SolanaSigner = ReturnType<typeof createSolanaSigner>
