// The connection flow's port for Solana wallets (Wallet Standard): connect with standard:connect, restore with a
// silent connect that must give back the stored address (R-CONN-1, as eth_accounts does on eip155), sign with
// solana:signMessage, and hear the wallet's account changes. The cluster is the first Solana network the app asked
// for that the wallet serves. Every answer is a value; nothing throws past here.
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { getBase58Decoder, getBase58Encoder, getBase64Decoder, getBase64Encoder } from '@solana/web3.js'
import { isSolanaAddress, type CaipNetworkId } from '../../core/caip'
import { LatchError, shownError } from '../../core/errors'
import { toLatchError } from '../../core/caughtErrors'
import type { ShownError } from '../../core/walletCard'
import type { LatchStorage } from '../storage'
import type { SolanaWallets } from './solanaWallets'

type Session = { connectorId: string; namespace: 'solana'; address: string; chainId: string; walletName: string; walletImageUrl?: string }
type ConnectRequest = { connectorId: string; walletName: string; walletImageUrl?: string }
type Fact = { type: 'provider.accountsChanged'; accounts: string[] } | { type: 'provider.disconnected' }

type ConnectFeature = { connect(input?: { silent?: boolean }): Promise<{ accounts: readonly WalletAccount[] }> }
type DisconnectFeature = { disconnect(): Promise<void> }
type EventsFeature = { on(event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void): () => void }
type SignMessageFeature = { signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]): Promise<readonly { signature: Uint8Array }[]> }
type SignTransactionFeature = { signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<readonly { signedTransaction: Uint8Array }[]> }
type SignAndSendFeature = { signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array; chain: string }[]): Promise<readonly { signature: Uint8Array }[]> }

const feature = <T>(wallet: Wallet, name: string): T | undefined => (wallet.features as Record<string, T | undefined>)[name]
// A Wallet Standard wallet needs only standard:connect to be listed: a signing method it lacks, or an answer without
// an output, is refused in SPEC §8's words rather than thrown as a TypeError at the app.
function required<T>(wallet: Wallet, name: string): T {
  const found = feature<T>(wallet, name)
  if (!found) throw new LatchError('RPC_CALL_NOT_ALLOWED', { detail: `${wallet.name} has no ${name}` })
  return found
}
function first<T>(outputs: readonly T[], name: string): T {
  const [output] = outputs
  if (!output) throw new LatchError('SOMETHING_WENT_WRONG', { detail: `${name} answered no output` })
  return output
}
const shown = (error: unknown): ShownError => shownError(toLatchError(error).code)

// Wallet Standard wallets reject with an Error, not an EIP-1193 code: Phantom and Solflare say "User rejected the
// request", Backpack uses 4001 like EIP-1193.
function isRejection(error: unknown): boolean {
  const { code, message } = (typeof error === 'object' && error !== null ? error : {}) as { code?: unknown; message?: unknown }
  return code === 4001 || (typeof message === 'string' && /reject|denied|declined|cancel/i.test(message))
}

/** R-VAL-4: only base58 addresses of 32 to 44 characters come out of a wallet. */
const solanaAccounts = (accounts: readonly WalletAccount[]) => accounts.filter((account) => isSolanaAddress(account.address))

export function createSolanaConnection(wallets: SolanaWallets, storage: LatchStorage, networks: readonly CaipNetworkId[]) {
  const requested = networks.filter((network) => network.startsWith('solana:'))
  // The first requested cluster the wallet names (accounts may be narrower than the wallet); else the app's first.
  function cluster(wallet: Wallet, account: WalletAccount): string {
    const served = account.chains.length > 0 ? account.chains : wallet.chains
    const chosen = requested.find((network) => served.includes(network)) ?? requested[0] ?? served.find((chain) => chain.startsWith('solana:'))
    return chosen?.slice('solana:'.length) ?? ''
  }
  function remember(session: Session) {
    storage.setConnection('solana', { connectorId: session.connectorId, address: session.address, chainId: session.chainId })
    storage.setConnectedConnectorId('solana', session.connectorId)
    storage.addConnectedNamespace('solana')
    storage.setConnectionStatus('connected')
  }
  const accountOf = (session: Session) => wallets.wallet(session.connectorId)?.accounts.find((account) => account.address === session.address)

  return {
    async restore(signal: AbortSignal) {
      const stored = storage.getConnection('solana')
      if (!stored) return { ok: true as const, session: null }
      try {
        const wallet = await wallets.waitFor(stored.connectorId, signal)
        const connect = wallet && feature<ConnectFeature>(wallet, 'standard:connect')
        if (!wallet || !connect) return { ok: true as const, session: null }
        const { accounts } = await connect.connect({ silent: true })
        const account = solanaAccounts(accounts).find((candidate) => candidate.address === stored.address)
        if (!account) return { ok: true as const, session: null }
        const session: Session = { connectorId: stored.connectorId, namespace: 'solana', address: account.address, chainId: stored.chainId, walletName: wallet.name, walletImageUrl: wallet.icon }
        return { ok: true as const, session }
      } catch (error) {
        return { ok: false as const, error: shown(error) }
      }
    },

    async connect(request: ConnectRequest, signal?: AbortSignal) {
      const wallet = wallets.wallet(request.connectorId)
      const connect = wallet && feature<ConnectFeature>(wallet, 'standard:connect')
      if (!wallet || !connect) return { ok: false as const, error: { reason: 'error' as const, error: shown(undefined) } }
      try {
        const [account] = solanaAccounts((await connect.connect()).accounts)
        // Issue 32 (found by the system test): the person gave up waiting (Escape, another wallet) before the wallet
        // answered: a late approval is not a session, and nothing is stored for a reload to restore.
        if (!account || signal?.aborted) return { ok: false as const, error: { reason: 'rejected' as const } }
        // No cluster the app asked for and none the account serves: nothing to sign or send on, nor a session a
        // reload could restore (storage keeps no empty chain), so no connection: 'Network not found'.
        const chainId = cluster(wallet, account)
        if (!chainId) return { ok: false as const, error: { reason: 'error' as const, error: shownError('NETWORK_NOT_FOUND_THROWN') } }
        const session: Session = { ...request, namespace: 'solana', address: account.address, chainId }
        remember(session)
        return { ok: true as const, session }
      } catch (error) {
        return isRejection(error)
          ? { ok: false as const, error: { reason: 'rejected' as const } }
          : { ok: false as const, error: { reason: 'error' as const, error: shown(error) } }
      }
    },

    // R-CONN-1: forgotten whatever the wallet answers; R-ERR-3: a wallet that could not let go is reported.
    async disconnect(session: Session) {
      const wallet = wallets.wallet(session.connectorId)
      const disconnect = wallet && feature<DisconnectFeature>(wallet, 'standard:disconnect')
      const released = disconnect ? await disconnect.disconnect().then(() => true, () => false) : true
      storage.clearConnection('solana')
      return released ? { ok: true as const } : { ok: false as const, error: shownError('DISCONNECT_FAILED') }
    },

    // solana:signMessage over the message's UTF-8 bytes; the signature comes back base58, as Solana tools print it.
    async signMessage(session: Session, message: string) {
      const wallet = wallets.wallet(session.connectorId)
      const sign = wallet && feature<SignMessageFeature>(wallet, 'solana:signMessage')
      const account = accountOf(session)
      if (!sign || !account) return { ok: false as const, declined: false, error: shown(undefined) }
      try {
        const [output] = await sign.signMessage({ account, message: new TextEncoder().encode(message) })
        if (!output) return { ok: false as const, declined: false, error: shown(undefined) }
        return { ok: true as const, signature: getBase58Decoder().decode(output.signature) }
      } catch (error) {
        return { ok: false as const, declined: isRejection(error), error: isRejection(error) ? shownError('SIGNATURE_DECLINED') : shown(error) }
      }
    },

    // latch.request's Solana methods, in WalletConnect's Solana RPC shapes (base58 messages and signatures, base64
    // transactions), so an app asks a Wallet Standard wallet and a WalletConnect one alike.
    async request(session: Session, method: string, params: unknown): Promise<unknown> {
      const wallet = wallets.wallet(session.connectorId)
      const account = accountOf(session)
      if (!wallet || !account) throw new LatchError('NO_ACTIVE_CAIP_ADDRESS')
      const given = (params ?? {}) as { message?: unknown; transaction?: unknown }
      if (method === 'solana_signMessage') {
        if (typeof given.message !== 'string') throw { code: -32602, message: 'message: base58 bytes' }
        const outputs = await required<SignMessageFeature>(wallet, 'solana:signMessage').signMessage({ account, message: new Uint8Array(getBase58Encoder().encode(given.message)) })
        return { signature: getBase58Decoder().decode(first(outputs, 'solana:signMessage').signature) }
      }
      if (typeof given.transaction !== 'string') throw { code: -32602, message: 'transaction: a base64 wire transaction' }
      const transaction = new Uint8Array(getBase64Encoder().encode(given.transaction))
      const chain = `solana:${session.chainId}`
      if (method === 'solana_signTransaction') {
        const outputs = await required<SignTransactionFeature>(wallet, 'solana:signTransaction').signTransaction({ account, transaction, chain })
        return { transaction: getBase64Decoder().decode(first(outputs, 'solana:signTransaction').signedTransaction) }
      }
      if (method === 'solana_signAndSendTransaction') {
        const outputs = await required<SignAndSendFeature>(wallet, 'solana:signAndSendTransaction').signAndSendTransaction({ account, transaction, chain })
        return { signature: getBase58Decoder().decode(first(outputs, 'solana:signAndSendTransaction').signature) }
      }
      throw new LatchError('RPC_CALL_NOT_ALLOWED')
    },

    watch(session: Session, report: (fact: Fact) => void): () => void {
      const wallet = wallets.wallet(session.connectorId)
      const events = wallet && feature<EventsFeature>(wallet, 'standard:events')
      if (!events) return () => {}
      return events.on('change', ({ accounts }) => {
        if (!accounts) return
        const addresses = solanaAccounts(accounts).map((account) => account.address)
        const [address] = addresses
        // The stored session follows the wallet, so a reload restores the account it last reported.
        if (address) storage.setConnection('solana', { connectorId: session.connectorId, address, chainId: session.chainId })
        report(addresses.length > 0 ? { type: 'provider.accountsChanged', accounts: addresses } : { type: 'provider.disconnected' })
      })
    },
  }
}

export type SolanaConnection = ReturnType<typeof createSolanaConnection>
