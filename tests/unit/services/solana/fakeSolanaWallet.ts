// A Wallet Standard Solana wallet for service tests: real Ed25519 keys and signatures (@noble/curves), answers
// approve / reject as told, and emits `change` like Phantom when its account moves or it lets go. The browser's real
// one is the devstack's test wallet, met in the e2e tests.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import type { Wallet, WalletAccount } from '@wallet-standard/base'

export const LOCAL_CLUSTER = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
export const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
export const ICON = 'data:image/svg+xml;base64,PHN2Zy8+' as const

export function keyFromByte(byte: number) {
  const seed = new Uint8Array(32).fill(byte)
  const publicKey = ed25519.getPublicKey(seed)
  return { seed, publicKey, address: base58.encode(publicKey) }
}

type Answer = 'approve' | 'reject' | 'fail'

export function fakeSolanaWallet(options: { name?: string; chains?: string[]; keys?: ReturnType<typeof keyFromByte>[] } = {}) {
  const keys = options.keys ?? [keyFromByte(1)]
  const chains = (options.chains ?? [LOCAL_CLUSTER, MAINNET]) as `${string}:${string}`[]
  const knobs = { connect: 'approve' as Answer, sign: 'approve' as Answer, disconnect: 'approve' as Answer }
  const listeners = new Set<(properties: { accounts?: readonly WalletAccount[] }) => void>()
  let current = 0
  let authorized = false
  const account = (index: number): WalletAccount => ({ address: keys[index]!.address, publicKey: keys[index]!.publicKey, chains, features: ['solana:signMessage'] })
  const refuse = (answer: Answer) => (answer === 'reject' ? new Error('User rejected the request.') : new Error('Internal wallet error'))
  const wallet = {
    version: '1.0.0' as const,
    name: options.name ?? 'Fake Solana Wallet',
    icon: ICON,
    chains,
    get accounts() {
      return authorized ? [account(current)] : []
    },
    features: {
      'standard:connect': {
        version: '1.0.0',
        connect: async (input?: { silent?: boolean }) => {
          if (input?.silent) return { accounts: wallet.accounts }
          if (knobs.connect !== 'approve') throw refuse(knobs.connect)
          authorized = true
          return { accounts: wallet.accounts }
        },
      },
      'standard:disconnect': {
        version: '1.0.0',
        disconnect: async () => {
          if (knobs.disconnect !== 'approve') throw refuse(knobs.disconnect)
          authorized = false
        },
      },
      'standard:events': {
        version: '1.0.0',
        on: (_event: 'change', listener: (properties: { accounts?: readonly WalletAccount[] }) => void) => {
          listeners.add(listener)
          return () => listeners.delete(listener)
        },
      },
      'solana:signMessage': {
        version: '1.1.0',
        signMessage: async (...inputs: { account: WalletAccount; message: Uint8Array }[]) => {
          if (knobs.sign !== 'approve') throw refuse(knobs.sign)
          return inputs.map(({ message }) => ({ signedMessage: message, signature: ed25519.sign(message, keys[current]!.seed) }))
        },
      },
    },
  }
  return {
    wallet: wallet as unknown as Wallet,
    knobs,
    keys,
    switchAccount(index: number) {
      current = index
      listeners.forEach((listener) => listener({ accounts: wallet.accounts }))
    },
    letGo() {
      authorized = false
      listeners.forEach((listener) => listener({ accounts: [] }))
    },
  }
}

/** A registry of the @wallet-standard/app shape over a fixed list, so a test decides what is registered when. */
export function fakeRegistry(initial: Wallet[] = []) {
  const wallets = [...initial]
  const listeners = { register: new Set<() => void>(), unregister: new Set<() => void>() }
  // An event name the registry does not know (a typo) is heard by nobody, as in @wallet-standard/app.
  const heard = (event: string) => (listeners as Record<string, Set<() => void> | undefined>)[event]
  const on = (event: 'register' | 'unregister', listener: () => void) => {
    heard(event)?.add(listener)
    return () => heard(event)?.delete(listener)
  }
  return {
    registry: { get: () => wallets, on },
    register(wallet: Wallet) {
      wallets.push(wallet)
      listeners.register.forEach((listener) => listener())
    },
    /** What @wallet-standard/app does when a wallet's unregister is called: gone from get(), then 'unregister'. */
    unregister(wallet: Wallet) {
      wallets.splice(wallets.indexOf(wallet), 1)
      listeners.unregister.forEach((listener) => listener())
    },
  }
}
