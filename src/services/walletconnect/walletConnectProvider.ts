// The WALLET_CONNECT connector as an EIP-1193 provider, so the connection flow treats a phone wallet like a
// browser one: requests that need the person's approval, and reads only the wallet can answer (calls status,
// capabilities, assets), go to the wallet over the relay; the chain's own reads go straight to its RPC (R-PERM-3).
// The session comes from a pairing (adopt) or, after a reload, from the sign client's own store.
import * as z from '../../core/zod'
import { chainIdSchema } from '../connectors/eip1193'
import type { ProviderListener, RequestArguments, SessionProvider } from '../connectors/provider'
import { accountsOn, approvedChainsOn, firstAccount, sessionSchema, type SessionAccount, type WalletConnectSession } from './sessionSchema'
import type { SignClient } from './signClient'
import { jsonRpcAnswer } from '../rpc/jsonRpcAnswer'

/** R-PERM-3: requests the person must approve in the wallet (SPEC §6's list, plus the chain and asset prompts). */
export const APPROVAL_METHODS = [
  'personal_sign',
  'eth_sign',
  'eth_signTypedData',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
  'wallet_switchEthereumChain',
  'wallet_addEthereumChain',
  'wallet_watchAsset',
] as const
/** Safe, but only the wallet knows the answer: R-PERM-3 wallet_getCallsStatus; R-API-8 capabilities and
 * wallet_getAssets (SPEC §7: answered by the wallet). The chain's RPC has never heard of them. */
export const WALLET_READS = ['wallet_getCallsStatus', 'wallet_getCapabilities', 'wallet_getAssets'] as const
/** Everything that goes to the wallet over the session, and what the session proposal asks the wallet for; every
 * other method is a read the chain's RPC answers. */
export const WALLET_METHODS = [...APPROVAL_METHODS, ...WALLET_READS] as const
export const WALLET_EVENTS = ['accountsChanged', 'chainChanged'] as const
/** What a session's solana namespace is asked for: WalletConnect's Solana RPC methods; Solana has no session events. */
export const SOLANA_WALLET_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction'] as const

const USER_DISCONNECTED = { code: 6000, message: 'User disconnected.' }
/** EIP-1193 4100: the app asked for something the wallet has not authorised (no session). */
const UNAUTHORIZED = { code: 4100, message: 'Unauthorized' }
const DISCONNECTED = { code: 4900, message: 'Disconnected' }

const rpcAnswer = jsonRpcAnswer(z.looseObject({ code: z.number(), message: z.string() }))

export type WalletConnectProviderOptions = {
  loadClient: () => Promise<SignClient>
  /** The RPC for reads on an eip155 chain id, if Latch knows one. */
  rpcUrl: (chainId: string) => string | undefined
  fetch: typeof fetch
}

export type WalletConnectProvider = SessionProvider & {
  /** A session a pairing just settled becomes the provider's session. */
  adopt(session: unknown): WalletConnectSession | undefined
  approvedChains(): string[]
  /** The session's Solana account, when it has one (a session may carry eip155, solana or both). */
  solanaAccount(): Promise<SessionAccount | undefined>
  /** A request to the wallet on the session's Solana cluster (solana_signMessage …). */
  solanaRequest(method: (typeof SOLANA_WALLET_METHODS)[number], params: object): Promise<unknown>
}

export function createWalletConnectProvider(options: WalletConnectProviderOptions): WalletConnectProvider {
  let session: WalletConnectSession | undefined
  let chainId: string | undefined
  let attached: SignClient | undefined
  const listeners = new Map<string, Set<ProviderListener>>()
  const emit = (event: string, ...args: unknown[]) => listeners.get(event)?.forEach((listener) => listener(...args))

  function adopt(raw: unknown): WalletConnectSession | undefined {
    const parsed = z.safeParse(sessionSchema, raw)
    if (!parsed.success) return undefined
    session = parsed.data
    chainId = firstAccount(parsed.data, 'eip155')?.chainId
    return session
  }

  function end(topic: string) {
    if (topic !== session?.topic) return
    session = undefined
    emit('disconnect', DISCONNECTED)
  }

  // The wallet's own events: account and chain changes, and the session ending on its side or by expiry.
  function attach(client: SignClient) {
    if (attached === client) return
    attached = client
    client.on('session_event', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const { name, data } = params.event
      if (name === 'accountsChanged' && Array.isArray(data)) emit('accountsChanged', data.map((account) => String(account).split(':').pop()))
      if (name === 'chainChanged') {
        // R-VAL-3: the wallet's chain as a number, hex or decimal text, or CAIP-2; anything else is not a chain change
        // (it once became "0xNaN" for eth_chainId).
        const parsed = z.safeParse(chainIdSchema, typeof data === 'string' && data.startsWith('eip155:') ? data.slice('eip155:'.length) : data)
        if (!parsed.success) return
        chainId = String(parsed.data)
        emit('chainChanged', parsed.data)
      }
    })
    client.on('session_update', ({ topic, params }) => {
      if (topic !== session?.topic) return
      const next = adopt({ ...session, namespaces: params.namespaces })
      if (next) emit('accountsChanged', accountsOn(next, 'eip155'))
    })
    client.on('session_delete', ({ topic }) => end(topic))
    client.on('session_expire', ({ topic }) => end(topic))
  }

  async function client(): Promise<SignClient> {
    const loaded = await options.loadClient()
    attach(loaded)
    return loaded
  }

  // After a reload the sign client restores its sessions from storage; the newest with an eip155 or solana account
  // is ours.
  async function activeSession(): Promise<WalletConnectSession | undefined> {
    const loaded = await client()
    if (session && loaded.session.keys.includes(session.topic)) return session
    session = undefined
    for (const candidate of [...loaded.session.getAll()].reverse()) {
      const adopted = adopt(candidate)
      if (adopted && (firstAccount(adopted, 'eip155') || firstAccount(adopted, 'solana'))) return adopted
    }
    // A stored session without a usable account is not the active one: none is left adopted by the search.
    session = undefined
    chainId = undefined
    return undefined
  }

  async function read(args: RequestArguments): Promise<unknown> {
    // After a reload the first call may be a read: the stored session gives its chain then, as it does for the rest.
    if (!chainId) await activeSession()
    const url = chainId ? options.rpcUrl(chainId) : undefined
    if (!url) throw { code: 4901, message: 'Chain not connected' }
    const response = await options.fetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: args.method, params: args.params ?? [] }),
    })
    const answer = z.safeParse(rpcAnswer, await response.json())
    if (!answer.success) throw { code: -32603, message: 'Invalid RPC answer' }
    if (answer.data.error !== undefined) throw answer.data.error
    return answer.data.result
  }

  // Disconnecting from the app deletes the session on the wallet's side too (R-CONN-1). Here it ends whatever the
  // relay answers; a delete that did not reach the wallet rejects, so the app can say so (R-ERR-3).
  async function endSession(): Promise<void> {
    const loaded = await client()
    const active = await activeSession()
    session = undefined
    if (!active) return
    try {
      await loaded.disconnect({ topic: active.topic, reason: USER_DISCONNECTED })
      // The session's other namespace (its Solana side, connected beside the EVM one) ends with it.
      emit('disconnect', USER_DISCONNECTED)
    } catch (cause) {
      emit('disconnect', USER_DISCONNECTED)
      // The sign client keeps a session it could not delete on the wallet's side: drop it from its store so that
      // no later request (or reload) brings this account back.
      await Promise.resolve()
        .then(() => loaded.session.delete(active.topic, USER_DISCONNECTED))
        .catch(() => undefined)
      throw cause
    }
  }

  return {
    adopt,
    endSession,
    approvedChains: () => (session ? approvedChainsOn(session, 'eip155') : []),
    solanaAccount: async () => {
      const active = await activeSession()
      return active && firstAccount(active, 'solana')
    },
    async solanaRequest(method, params) {
      const active = await activeSession()
      const account = active && firstAccount(active, 'solana')
      if (!active || !account) throw UNAUTHORIZED
      return (await client()).request({ topic: active.topic, chainId: `solana:${account.chainId}`, request: { method, params } })
    },
    async request(args: RequestArguments): Promise<unknown> {
      switch (args.method) {
        case 'eth_accounts': {
          const active = await activeSession()
          return active ? accountsOn(active, 'eip155') : []
        }
        case 'eth_requestAccounts': {
          const active = await activeSession()
          if (!active) throw UNAUTHORIZED
          return accountsOn(active, 'eip155')
        }
        case 'eth_chainId': {
          const active = await activeSession()
          if (!active || !chainId) throw UNAUTHORIZED
          return `0x${Number(chainId).toString(16)}`
        }
        // A session switches within the chains it approved, on this side (the wallet signs for any of them); a
        // chain outside them is unknown to the session: 4902, as a wallet that never heard of it answers.
        case 'wallet_switchEthereumChain': {
          const active = await activeSession()
          if (!active) throw UNAUTHORIZED
          const requested = (Array.isArray(args.params) ? (args.params[0] as { chainId?: unknown } | undefined) : undefined)?.chainId
          const next = typeof requested === 'string' && /^0x[0-9a-f]+$/i.test(requested) ? String(Number.parseInt(requested, 16)) : undefined
          if (!next || !approvedChainsOn(active, 'eip155').includes(`eip155:${next}`)) throw { code: 4902, message: 'Unrecognized chain ID' }
          if (next !== chainId) {
            chainId = next
            emit('chainChanged', `0x${Number(next).toString(16)}`)
          }
          return null
        }
      }
      if ((WALLET_METHODS as readonly string[]).includes(args.method)) {
        const active = await activeSession()
        if (!active || !chainId) throw UNAUTHORIZED
        return (await client()).request({ topic: active.topic, chainId: `eip155:${chainId}`, request: { method: args.method, params: args.params ?? [] } })
      }
      return read(args)
    },
    on(event: string, listener: ProviderListener) {
      let set = listeners.get(event)
      if (!set) listeners.set(event, (set = new Set()))
      set.add(listener)
    },
    removeListener(event: string, listener: ProviderListener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
