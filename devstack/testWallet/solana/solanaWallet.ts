// The test wallet's Solana side, a Wallet Standard wallet over the devstack's Solana dev keys: connect (silent
// too, for a site it remembers), disconnect, change events, and signing messages and transactions with the selected
// dev key; signAndSendTransaction sends through the local cluster's JSON-RPC. The "user" answers through the same
// approve / reject / never knobs as the EVM side.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { DEV_SOLANA_CAIP_ID, DEV_SOLANA_KEYS } from '../../solana/devKeys'
import type { Behaviour } from '../config'
import { TEST_WALLET_ICON_BASE64 } from '../icon'
import { withSignature } from './wireTransaction'

const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const CHAINS = [DEV_SOLANA_CAIP_ID as `solana:${string}`, MAINNET] as const
const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const
export const SOLANA_SESSION_KEY = 'latch-test-wallet:solana-session'

export type SolanaBehaviour = { connect: Behaviour; sign: Behaviour }
type Storage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void

/** What a Wallet Standard wallet throws when its user says no (Phantom's words). */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletSignTransactionError'
  }
}

export function createSolanaTestWallet(options: { solanaUrl: string; behaviour: SolanaBehaviour; storage?: Storage; fetch?: typeof fetch }) {
  let behaviour = { ...options.behaviour }
  let selected = 0
  let authorized = readSession()
  const listeners = new Set<ChangeListener>()

  function readSession(): boolean {
    try {
      const raw = options.storage?.getItem(SOLANA_SESSION_KEY)
      const stored = raw ? Number(raw) : Number.NaN
      if (Number.isInteger(stored) && stored >= 0 && stored < DEV_SOLANA_KEYS.length) {
        selected = stored
        return true
      }
    } catch {
      // blocked storage: no memory of the site
    }
    return false
  }
  function writeSession(value: number | null) {
    try {
      if (value === null) options.storage?.removeItem(SOLANA_SESSION_KEY)
      else options.storage?.setItem(SOLANA_SESSION_KEY, String(value))
    } catch {
      // as above
    }
  }

  const key = () => DEV_SOLANA_KEYS[selected]!
  const account = (): WalletAccount => ({ address: key().address, publicKey: base58.decode(key().address), chains: CHAINS, features: ACCOUNT_FEATURES })
  const accounts = (): readonly WalletAccount[] => (authorized ? [account()] : [])
  const emit = () => listeners.forEach((listener) => listener({ accounts: accounts() }))

  /** Resolves when the "user" approves, throws UserRejectedError when they decline, never settles for 'never'. */
  function ask(kind: keyof SolanaBehaviour): Promise<void> {
    if (behaviour[kind] === 'approve') return Promise.resolve()
    if (behaviour[kind] === 'reject') return Promise.reject(new UserRejectedError())
    return new Promise(() => {})
  }
  function assertOwn(requested: WalletAccount) {
    if (!authorized || requested.address !== key().address) throw new Error(`${requested.address} is not connected to this site`)
  }
  const sign = (message: Uint8Array) => ed25519.sign(message, key().seed)

  async function send(transaction: Uint8Array): Promise<Uint8Array> {
    const response = await (options.fetch ?? fetch)(options.solanaUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'sendTransaction', params: [btoa(String.fromCharCode(...transaction)), { encoding: 'base64' }] }),
    })
    const body = (await response.json()) as { result?: unknown; error?: { message?: string } }
    if (typeof body.result !== 'string') throw new Error(body.error?.message ?? 'the cluster did not take the transaction')
    return base58.decode(body.result)
  }

  const wallet: Wallet = {
    version: '1.0.0',
    name: 'Latch Test Wallet',
    icon: TEST_WALLET_ICON_BASE64,
    chains: CHAINS,
    get accounts() {
      return accounts()
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        async connect(input?: { silent?: boolean }) {
          if (input?.silent || authorized) return { accounts: accounts() }
          await ask('connect')
          authorized = true
          writeSession(selected)
          emit()
          return { accounts: accounts() }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        async disconnect() {
          authorized = false
          writeSession(null)
          emit()
        },
      },
      'standard:events': {
        version: '1.0.0',
        on(_event: 'change', listener: ChangeListener) {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        async signMessage(...inputs: { account: WalletAccount; message: Uint8Array }[]) {
          inputs.forEach((input) => assertOwn(input.account))
          await ask('sign')
          return inputs.map(({ message }) => ({ signedMessage: message, signature: sign(message), signatureType: 'ed25519' as const }))
        },
      },
      'solana:signTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          inputs.forEach((input) => assertOwn(input.account))
          await ask('sign')
          return inputs.map(({ transaction }) => ({ signedTransaction: withSignature(transaction, base58.decode(key().address), sign) }))
        },
      },
      'solana:signAndSendTransaction': {
        version: '1.0.0',
        supportedTransactionVersions: ['legacy', 0],
        async signAndSendTransaction(...inputs: { account: WalletAccount; transaction: Uint8Array }[]) {
          inputs.forEach((input) => assertOwn(input.account))
          await ask('sign')
          const signatures: { signature: Uint8Array }[] = []
          for (const { transaction } of inputs) signatures.push({ signature: await send(withSignature(transaction, base58.decode(key().address), sign)) })
          return signatures
        },
      },
    },
  }

  return {
    wallet,
    /** window.latchTestWallet.solana: the knobs a test (or a person at the console) turns. */
    controls: {
      get address() {
        return key().address
      },
      get connected() {
        return authorized
      },
      get behaviour() {
        return { ...behaviour }
      },
      setBehaviour(next: Partial<SolanaBehaviour>) {
        behaviour = { ...behaviour, ...next }
      },
      /** The "user" picks another dev key: change event with it, as Phantom does. */
      switchAccount(index: number) {
        if (!DEV_SOLANA_KEYS[index]) throw new RangeError(`no Solana dev key ${index}`)
        selected = index
        if (authorized) writeSession(index)
        emit()
      },
      /** The wallet lets go of the site: change event with no accounts. */
      disconnect() {
        authorized = false
        writeSession(null)
        emit()
      },
    },
  }
}

export type SolanaTestWallet = ReturnType<typeof createSolanaTestWallet>
