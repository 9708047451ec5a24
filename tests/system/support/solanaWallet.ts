// A Solana wallet of the Wallet Standard for the world, registered the way a wallet's script registers
// (wallet-standard:register-wallet, and again on wallet-standard:app-ready), as Phantom or the devstack's test wallet
// does. Features as Latch uses them: standard:connect (silent too), standard:disconnect, standard:events,
// solana:signMessage, solana:signTransaction, solana:signAndSendTransaction; real ed25519 keys and signatures. Its
// person answers approve / reject / hang / fail as scripted; it can change account or let go by itthis. Every call is
// recorded. contracts/solanaWallet.contract.test.ts holds it to the devstack's test wallet's Solana side.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import type { Answer } from './evmWallet'
import { parseWireTransaction, withSignature } from '../../../devstack/testWallet/solana/wireTransaction'

export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const ICON = 'data:image/svg+xml;base64,PHN2ZyB4bWxucz0iaHR0cDovL3d3dy53My5vcmcvMjAwMC9zdmciLz4=' as const
const ACCOUNT_FEATURES = ['solana:signMessage', 'solana:signTransaction', 'solana:signAndSendTransaction'] as const

export type SolanaPromptKind = 'connect' | 'sign' | 'disconnect'
type ChangeListener = (properties: { accounts?: readonly WalletAccount[] }) => void
export type SolanaCall = { feature: string; outcome: 'pending' | 'answered' | 'rejected' | 'failed' | 'released' }

/** What a Wallet Standard wallet throws when its person says no (Phantom's words, Backpack's code). */
export class UserRejectedError extends Error {
  readonly code = 4001
  constructor() {
    super('User rejected the request.')
    this.name = 'WalletSignTransactionError'
  }
}

const KEYS = new Map<number, { seed: Uint8Array; publicKey: Uint8Array; address: string }>()
/** A key from a one-byte seed pattern: the same byte, the same address, in every run (derived once). */
export function solanaKey(byte: number) {
  let key = KEYS.get(byte)
  if (!key) {
    const seed = new Uint8Array(32).fill(byte)
    const publicKey = ed25519.getPublicKey(seed)
    KEYS.set(byte, (key = { seed, publicKey, address: base58.encode(publicKey) }))
  }
  return key
}

/** The transaction with this key's signature in its slot, as the devstack's test wallet signs it. */
const signTransactionBytes = (bytes: Uint8Array, key: ReturnType<typeof solanaKey>) => withSignature(bytes, key.publicKey, (message) => ed25519.sign(message, key.seed))

export type SolanaWalletOptions = { name?: string; chains?: string[]; keys?: number[]; authorized?: boolean }

export class FakeSolanaWallet {
  readonly answers: Record<SolanaPromptKind, Answer> = { connect: 'approve', sign: 'approve', disconnect: 'approve' }
  readonly calls: SolanaCall[] = []
  /** Transactions it signed and sent (signAndSendTransaction), newest last. */
  readonly sent: Uint8Array[] = []
  readonly wallet: Wallet
  private readonly keys: ReturnType<typeof solanaKey>[]
  private readonly listeners = new Set<ChangeListener>()
  private readonly waiting: { call: SolanaCall; kind: SolanaPromptKind; resolve(): void; reject(error: unknown): void }[] = []
  private selected = 0
  private authorizedForSite: boolean
  private unregister: (() => void) | undefined
  private stopListening: (() => void) | undefined
  private onActivity: () => void = () => {}

  constructor(options: SolanaWalletOptions = {}) {
    this.keys = (options.keys ?? [7, 8]).map(solanaKey)
    this.authorizedForSite = options.authorized ?? false
    const chains = (options.chains ?? [SOLANA_MAINNET, SOLANA_DEVNET]) as `${string}:${string}`[]
    const account = (): WalletAccount => ({ address: this.address, publicKey: this.keys[this.selected]!.publicKey, chains, features: ACCOUNT_FEATURES })
    const accounts = (): readonly WalletAccount[] => (this.authorizedForSite ? [account()] : [])
    const assertOwn = (requested: WalletAccount) => {
      if (!this.authorizedForSite || requested.address !== this.address) throw new Error(`${requested.address} is not connected to this site`)
    }
    const run = async <T>(feature: string, kind: SolanaPromptKind | undefined, body: () => T | Promise<T>): Promise<T> => {
      const call: SolanaCall = { feature, outcome: 'pending' }
      this.calls.push(call)
      this.onActivity()
      try {
        await Promise.resolve()
        if (kind) await this.ask(kind, call)
        const value = await body()
        if (call.outcome === 'pending') call.outcome = 'answered'
        return value
      } catch (error) {
        if (call.outcome === 'pending') call.outcome = error instanceof UserRejectedError ? 'rejected' : 'failed'
        throw error
      } finally {
        this.onActivity()
      }
    }
    this.wallet = {
      version: '1.0.0',
      name: options.name ?? 'Fake Solana Wallet',
      icon: ICON,
      chains,
      get accounts() {
        return accounts()
      },
      features: {
        'standard:connect': {
          version: '1.0.0',
          connect: (input?: { silent?: boolean }) =>
            run('standard:connect', input?.silent || this.authorizedForSite ? undefined : 'connect', () => {
              if (!input?.silent && !this.authorizedForSite) {
                this.authorizedForSite = true
                this.emit()
              }
              return { accounts: accounts() }
            }),
        },
        'standard:disconnect': {
          version: '1.0.0',
          disconnect: () =>
            run('standard:disconnect', 'disconnect', () => {
              this.authorizedForSite = false
              this.emit()
            }),
        },
        'standard:events': {
          version: '1.0.0',
          on: (_event: 'change', listener: ChangeListener) => {
            this.listeners.add(listener)
            return () => this.listeners.delete(listener)
          },
        },
        'solana:signMessage': {
          version: '1.1.0',
          signMessage: (...inputs: { account: WalletAccount; message: Uint8Array }[]) =>
            run('solana:signMessage', 'sign', () => {
              inputs.forEach((input) => assertOwn(input.account))
              return inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, this.keys[this.selected]!.seed), signatureType: 'ed25519' as const }))
            }),
        },
        'solana:signTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
            run('solana:signTransaction', 'sign', () => {
              inputs.forEach((input) => assertOwn(input.account))
              return inputs.map(({ transaction }) => ({ signedTransaction: signTransactionBytes(transaction, this.keys[this.selected]!) }))
            }),
        },
        'solana:signAndSendTransaction': {
          version: '1.0.0',
          supportedTransactionVersions: ['legacy', 0],
          signAndSendTransaction: (...inputs: { account: WalletAccount; transaction: Uint8Array }[]) =>
            run('solana:signAndSendTransaction', 'sign', () => {
              inputs.forEach((input) => assertOwn(input.account))
              return inputs.map(({ transaction }) => {
                const signed = signTransactionBytes(transaction, this.keys[this.selected]!)
                this.sent.push(signed)
                const { signaturesOffset } = parseWireTransaction(signed)
                return { signature: signed.subarray(signaturesOffset, signaturesOffset + 64) }
              })
            }),
        },
      },
    } as unknown as Wallet
  }

  attach(world: { onActivity(): void }): void {
    this.onActivity = world.onActivity
  }

  get name(): string {
    return this.wallet.name
  }
  get address(): string {
    return this.keys[this.selected]!.address
  }
  get addresses(): string[] {
    return this.keys.map((key) => key.address)
  }
  get authorized(): boolean {
    return this.authorizedForSite
  }
  get pending(): SolanaCall[] {
    return this.waiting.map((waiting) => waiting.call)
  }
  listenerCount(): number {
    return this.listeners.size
  }
  /** The key of the selected account, to check a signature. */
  get publicKey(): Uint8Array {
    return this.keys[this.selected]!.publicKey
  }

  private emit(): void {
    this.onActivity()
    const accounts = this.wallet.accounts
    for (const listener of [...this.listeners]) listener({ accounts })
  }

  private ask(kind: SolanaPromptKind, call: SolanaCall): Promise<void> {
    const answer = this.answers[kind]
    if (answer === 'approve') return Promise.resolve()
    if (answer === 'reject') return Promise.reject(new UserRejectedError())
    if (answer === 'hang') return new Promise((resolve, reject) => this.waiting.push({ call, kind, resolve, reject }))
    return Promise.reject(Object.assign(new Error(answer.message ?? `Wallet error ${answer.fail}`), { code: answer.fail }))
  }

  /** The person finally answers the prompts left waiting. */
  release(answer: 'approve' | 'reject', kind?: SolanaPromptKind): number {
    const released = this.waiting.filter((waiting) => kind === undefined || waiting.kind === kind)
    for (const waiting of released) {
      this.waiting.splice(this.waiting.indexOf(waiting), 1)
      waiting.call.outcome = 'released'
      if (answer === 'approve') waiting.resolve()
      else waiting.reject(new UserRejectedError())
    }
    this.onActivity()
    return released.length
  }

  /** Registers with the page's Wallet Standard registry, now and for any app that says it is ready later. */
  register(target: EventTarget = window): void {
    this.unregisterFromPage()
    const callback = ({ register }: { register(wallet: Wallet): () => void }) => {
      this.unregister?.()
      this.unregister = register(this.wallet)
    }
    target.dispatchEvent(new CustomEvent('wallet-standard:register-wallet', { detail: callback }))
    const onReady = (event: Event) => callback((event as CustomEvent<{ register(wallet: Wallet): () => void }>).detail)
    target.addEventListener('wallet-standard:app-ready', onReady)
    this.stopListening = () => target.removeEventListener('wallet-standard:app-ready', onReady)
  }

  /** Gone from the page (the extension was removed, or the page is gone). */
  unregisterFromPage(): void {
    this.stopListening?.()
    this.stopListening = undefined
    this.unregister?.()
    this.unregister = undefined
  }

  // What the person does in the wallet by themselves.

  /** Picks another of its accounts: a change event with it, as Phantom does. */
  switchAccount(index: number): void {
    if (index < 0 || index >= this.keys.length || index === this.selected) return
    this.selected = index
    if (this.authorizedForSite) this.emit()
  }

  /** Lets go of the site: a change event with no accounts. */
  disconnect(): void {
    this.authorizedForSite = false
    this.emit()
  }
}
