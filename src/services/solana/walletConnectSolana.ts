// A Solana account over WalletConnect: a phone wallet that approved the session's solana namespace is connected
// on it, signs with solana_signMessage (message and signature in base58, as WalletConnect's Solana RPC reference
// has them) and ends with the session. Every answer is a value; nothing throws past here.
import { getBase58Decoder, getBase58Encoder } from '@solana/web3.js'
import * as z from '../../core/zod'
import { isSolanaAddress } from '../../core/caip'
import { LatchError, shownError } from '../../core/errors'
import { toLatchError } from '../../core/caughtErrors'
import type { ShownError } from '../../core/walletCard'
import type { LatchStorage } from '../storage'

type Session = { connectorId: string; namespace: 'solana'; address: string; chainId: string; walletName: string; walletImageUrl?: string }
type ConnectRequest = { connectorId: string; walletName: string; walletImageUrl?: string }
type Fact = { type: 'provider.disconnected' }

/** The WALLET_CONNECT provider's Solana side (walletConnectProvider.ts). */
export type WalletConnectSolanaProvider = {
  solanaAccount(): Promise<{ chainId: string; address: string } | undefined>
  solanaRequest(method: 'solana_signMessage' | 'solana_signTransaction' | 'solana_signAndSendTransaction', params: object): Promise<unknown>
  endSession(): Promise<void>
  on(event: string, listener: () => void): unknown
  removeListener(event: string, listener: () => void): unknown
}

export function hasSolanaSide(provider: unknown): provider is WalletConnectSolanaProvider {
  return typeof (provider as Partial<WalletConnectSolanaProvider> | undefined)?.solanaAccount === 'function'
}

const signatureAnswer = z.object({ signature: z.string().check(z.regex(/^[1-9A-HJ-NP-Za-km-z]{64,88}$/)) })
const shown = (error: unknown): ShownError => shownError(toLatchError(error).code)
// WalletConnect's 5000 (user rejected) and EIP-1193's 4001, as wallets answer a declined prompt.
const isRejection = (error: unknown) => [4001, 5000].includes((error as { code?: unknown } | undefined)?.code as number)

export function createWalletConnectSolana(provider: WalletConnectSolanaProvider, storage: LatchStorage) {
  async function account(address?: string) {
    const found = await provider.solanaAccount()
    return found && isSolanaAddress(found.address) && (address === undefined || found.address === address) ? found : undefined
  }

  return {
    async connect(request: ConnectRequest) {
      try {
        const found = await account()
        if (!found) return { ok: false as const, error: { reason: 'error' as const, error: shown(undefined) } }
        const session: Session = { ...request, namespace: 'solana', address: found.address, chainId: found.chainId }
        storage.setConnection('solana', { connectorId: session.connectorId, address: session.address, chainId: session.chainId })
        storage.setConnectedConnectorId('solana', session.connectorId)
        storage.addConnectedNamespace('solana')
        storage.setConnectionStatus('connected')
        return { ok: true as const, session }
      } catch (error) {
        return { ok: false as const, error: { reason: 'error' as const, error: shown(error) } }
      }
    },

    // R-CONN-1: the sign client's stored session must still hold the stored address.
    async restore(stored: { connectorId: string; address: string; chainId: string }, walletName: string) {
      try {
        const found = await account(stored.address)
        if (!found) return { ok: true as const, session: null }
        const session: Session = { connectorId: stored.connectorId, namespace: 'solana', address: found.address, chainId: found.chainId, walletName }
        return { ok: true as const, session }
      } catch (error) {
        return { ok: false as const, error: shown(error) }
      }
    },

    async signMessage(session: Session, message: string) {
      try {
        const encoded = getBase58Decoder().decode(new TextEncoder().encode(message))
        const answer = z.safeParse(signatureAnswer, await provider.solanaRequest('solana_signMessage', { message: encoded, pubkey: session.address }))
        if (!answer.success || getBase58Encoder().encode(answer.data.signature).length !== 64) return { ok: false as const, declined: false, error: shown(undefined) }
        return { ok: true as const, signature: answer.data.signature }
      } catch (error) {
        return isRejection(error) ? { ok: false as const, declined: true, error: shownError('SIGNATURE_DECLINED') } : { ok: false as const, declined: false, error: shown(error) }
      }
    },

    // latch.request's Solana methods go to the phone wallet over the session as they are.
    async request(method: string, params: unknown): Promise<unknown> {
      if (method !== 'solana_signMessage' && method !== 'solana_signTransaction' && method !== 'solana_signAndSendTransaction') throw new LatchError('RPC_CALL_NOT_ALLOWED')
      return provider.solanaRequest(method, (params ?? {}) as object)
    },

    // R-CONN-1 on both sides: the session is deleted for the wallet too; R-ERR-3 when that did not reach it.
    async disconnect() {
      const released = await provider.endSession().then(() => true, () => false)
      storage.clearConnection('solana')
      return released ? { ok: true as const } : { ok: false as const, error: shownError('DISCONNECT_FAILED') }
    },

    watch(report: (fact: Fact) => void): () => void {
      const ended = () => report({ type: 'provider.disconnected' })
      provider.on('disconnect', ended)
      return () => provider.removeListener('disconnect', ended)
    },
  }
}
