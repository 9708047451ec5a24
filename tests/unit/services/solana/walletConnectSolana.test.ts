// A Solana account over WalletConnect: connected from the session's solana namespace, signing with
// solana_signMessage in base58 both ways (WalletConnect's Solana RPC reference), declines and the session's end.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnectSolana, hasSolanaSide } from '../../../../src/services/solana/walletConnectSolana'
import { createLatchStorage } from '../../../../src/services/storage'
import { memoryStorage } from '../../storage/fakeStorage'
import { keyFromByte } from './fakeSolanaWallet'

const key = keyFromByte(9)
const CLUSTER = '5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'

function phoneWallet(answer: 'approve' | 'reject' | 'garbage' = 'approve') {
  const listeners = new Set<() => void>()
  return {
    solanaAccount: vi.fn(async () => ({ chainId: CLUSTER, address: key.address })),
    solanaRequest: vi.fn(async (_method: string, params: object) => {
      if (answer === 'reject') throw { code: 5000, message: 'User rejected.' }
      if (answer === 'garbage') return { signature: '<img src=x>' }
      const message = base58.decode((params as { message: string }).message)
      return { signature: base58.encode(ed25519.sign(message, key.seed)) }
    }),
    endSession: vi.fn(async () => undefined),
    on: (_event: string, listener: () => void) => listeners.add(listener),
    removeListener: (_event: string, listener: () => void) => listeners.delete(listener),
    end: () => listeners.forEach((listener) => listener()),
  }
}

const request = { connectorId: 'walletConnect', walletName: 'Phone Wallet' }

describe('Solana over WalletConnect', () => {
  it('only the WALLET_CONNECT provider has a Solana side', () => {
    expect(hasSolanaSide(phoneWallet())).toBe(true)
    expect(hasSolanaSide({ request: () => undefined })).toBe(false)
    expect(hasSolanaSide(undefined)).toBe(false)
  })

  it('connects on the session Solana account and stores it (R-CONN-1); restore wants the same address', async () => {
    const storage = createLatchStorage(memoryStorage())
    const solana = createWalletConnectSolana(phoneWallet(), storage)
    expect(await solana.connect(request)).toEqual({ ok: true, session: { ...request, namespace: 'solana', address: key.address, chainId: CLUSTER } })
    expect(storage.getConnection('solana')).toEqual({ connectorId: 'walletConnect', address: key.address, chainId: CLUSTER })
    expect(await solana.restore({ connectorId: 'walletConnect', address: key.address, chainId: CLUSTER }, 'Phone Wallet')).toMatchObject({ ok: true, session: { address: key.address } })
    expect(await solana.restore({ connectorId: 'walletConnect', address: keyFromByte(3).address, chainId: CLUSTER }, 'Phone Wallet')).toEqual({ ok: true, session: null })
  })

  it('signMessage sends the UTF-8 message in base58 and returns the wallet signature, which verifies', async () => {
    const wallet = phoneWallet()
    const solana = createWalletConnectSolana(wallet, createLatchStorage(memoryStorage()))
    const session = { ...request, namespace: 'solana' as const, address: key.address, chainId: CLUSTER }
    const signed = await solana.signMessage(session, 'Hello Latch')
    expect(wallet.solanaRequest).toHaveBeenCalledWith('solana_signMessage', { message: 'JxF12TrwT8iUt7y', pubkey: key.address })
    if (!signed.ok) throw new Error('not signed')
    expect(ed25519.verify(base58.decode(signed.signature), new TextEncoder().encode('Hello Latch'), key.publicKey)).toBe(true)
  })

  it('a decline (5000) is "Signature declined"; an answer that is no signature is an error, never shown', async () => {
    const session = { ...request, namespace: 'solana' as const, address: key.address, chainId: CLUSTER }
    const declined = await createWalletConnectSolana(phoneWallet('reject'), createLatchStorage(memoryStorage())).signMessage(session, 'x')
    expect(declined).toEqual({ ok: false, declined: true, error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } })
    const garbage = await createWalletConnectSolana(phoneWallet('garbage'), createLatchStorage(memoryStorage())).signMessage(session, 'x')
    expect(garbage).toMatchObject({ ok: false, declined: false })
  })

  it('disconnect ends the session for the wallet too; the wallet ending it is a disconnect', async () => {
    const wallet = phoneWallet()
    const storage = createLatchStorage(memoryStorage())
    const solana = createWalletConnectSolana(wallet, storage)
    await solana.connect(request)
    const facts: unknown[] = []
    const stop = solana.watch((fact) => facts.push(fact))
    wallet.end()
    stop()
    wallet.end()
    expect(facts).toEqual([{ type: 'provider.disconnected' }])
    expect(await solana.disconnect()).toEqual({ ok: true })
    expect(wallet.endSession).toHaveBeenCalledOnce()
    expect(storage.getConnection('solana')).toBeUndefined()
  })
})
