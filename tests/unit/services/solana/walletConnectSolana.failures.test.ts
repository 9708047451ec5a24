// A Solana account over WalletConnect when things go wrong: a session without a Solana account (or with an address
// that is no Solana address), a sign client that fails, answers that are no 64-byte signature, declines against
// other failures, the methods latch.request may send and a session end that did not reach the wallet. Error texts
// are SPEC §8's, written out.
import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { describe, expect, it, vi } from 'vitest'
import { createWalletConnectSolana } from '../../../../src/services/solana/walletConnectSolana'
import { createLatchStorage } from '../../../../src/services/storage'
import { memoryStorage } from '../../storage/fakeStorage'
import { keyFromByte } from './fakeSolanaWallet'

const key = keyFromByte(9)
const CLUSTER = '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const EVM_ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const SOMETHING_WENT_WRONG = { code: 'SOMETHING_WENT_WRONG', message: 'Something went wrong' }
const request = { connectorId: 'walletConnect', walletName: 'Phone Wallet' }
const session = { ...request, namespace: 'solana' as const, address: key.address, chainId: CLUSTER }

function phone(options: { account?: () => Promise<{ chainId: string; address: string } | undefined>; answer?: (method: string, params: object) => Promise<unknown>; end?: () => Promise<void> } = {}) {
  return {
    solanaAccount: vi.fn(options.account ?? (async () => ({ chainId: CLUSTER, address: key.address }))),
    solanaRequest: vi.fn(options.answer ?? (async () => ({ signature: base58.encode(ed25519.sign(new Uint8Array([1]), key.seed)) }))),
    endSession: vi.fn(options.end ?? (async () => undefined)),
    on: () => undefined,
    removeListener: () => undefined,
  }
}

const fresh = () => createLatchStorage(memoryStorage())

describe('connect and restore without a Solana account', () => {
  it('R-VAL-4: a session account that is no Solana address is no account: connect is an error and nothing is stored', async () => {
    const storage = fresh()
    const solana = createWalletConnectSolana(phone({ account: async () => ({ chainId: CLUSTER, address: EVM_ADDRESS }) }), storage)
    expect(await solana.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
    expect(storage.getConnectionStatus()).toBeUndefined()
    expect(await solana.restore({ connectorId: 'walletConnect', address: EVM_ADDRESS, chainId: CLUSTER }, 'Phone Wallet')).toEqual({ ok: true, session: null })
  })

  it('R-CONN-1: a session without a Solana account: connect is "Something went wrong", restore finds no session', async () => {
    const solana = createWalletConnectSolana(phone({ account: async () => undefined }), fresh())
    expect(await solana.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    expect(await solana.restore({ connectorId: 'walletConnect', address: key.address, chainId: CLUSTER }, 'Phone Wallet')).toEqual({ ok: true, session: null })
  })

  it('R-CONN-1: connect stores the connector of the solana namespace, the namespace and the status connected', async () => {
    const storage = fresh()
    await createWalletConnectSolana(phone(), storage).connect(request)
    expect(storage.getConnectedConnectorId('solana')).toBe('walletConnect')
    expect(storage.getConnectedNamespaces()).toEqual(['solana'])
    expect(storage.getConnectionStatus()).toBe('connected')
  })

  it('R-ERR-4: a sign client that fails is "Something went wrong" for connect and restore, never a throw', async () => {
    const storage = fresh()
    const solana = createWalletConnectSolana(phone({ account: () => Promise.reject(new Error('session store corrupt')) }), storage)
    expect(await solana.connect(request)).toEqual({ ok: false, error: { reason: 'error', error: SOMETHING_WENT_WRONG } })
    expect(await solana.restore({ connectorId: 'walletConnect', address: key.address, chainId: CLUSTER }, 'Phone Wallet')).toEqual({ ok: false, error: SOMETHING_WENT_WRONG })
    expect(storage.getConnection('solana')).toBeUndefined()
  })
})

describe('signMessage answers', () => {
  it('R-VAL-4: a base58 answer that is not 64 bytes is no signature: "Something went wrong", not declined', async () => {
    // Base58 of the right length for a signature but the wrong size: 88 'z' are 65 bytes, 64 'z' are 47, 65 '1' are 65
    // zero bytes. None is an Ed25519 signature; 64 '1' (64 zero bytes) has the size of one.
    for (const signature of ['z'.repeat(88), 'z'.repeat(64), '1'.repeat(65)]) {
      const solana = createWalletConnectSolana(phone({ answer: async () => ({ signature }) }), fresh())
      expect(await solana.signMessage(session, 'x')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
    }
    const solana = createWalletConnectSolana(phone({ answer: async () => ({ signature: '1'.repeat(64) }) }), fresh())
    expect(await solana.signMessage(session, 'x')).toEqual({ ok: true, signature: '1'.repeat(64) })
  })

  it('R-ERR-3: 4001 is a decline ("Signature declined"); any other failure is "Something went wrong", not declined', async () => {
    const declined = createWalletConnectSolana(phone({ answer: () => Promise.reject({ code: 4001, message: 'User rejected the request.' }) }), fresh())
    expect(await declined.signMessage(session, 'x')).toEqual({ ok: false, declined: true, error: { code: 'SIGNATURE_DECLINED', message: 'Signature declined' } })
    const failed = createWalletConnectSolana(phone({ answer: () => Promise.reject({ code: -32000, message: 'Internal error' }) }), fresh())
    expect(await failed.signMessage(session, 'x')).toEqual({ ok: false, declined: false, error: SOMETHING_WENT_WRONG })
  })
})

describe("latch.request's Solana methods over the session", () => {
  it('R-PERM-3: solana_signMessage, solana_signTransaction and solana_signAndSendTransaction go to the wallet as given', async () => {
    const wallet = phone({ answer: async (method) => ({ answered: method }) })
    const solana = createWalletConnectSolana(wallet, fresh())
    expect(await solana.request('solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey: key.address })).toEqual({ answered: 'solana_signMessage' })
    expect(await solana.request('solana_signTransaction', { transaction: 'AQID' })).toEqual({ answered: 'solana_signTransaction' })
    expect(await solana.request('solana_signAndSendTransaction', undefined)).toEqual({ answered: 'solana_signAndSendTransaction' })
    expect(wallet.solanaRequest.mock.calls).toEqual([
      ['solana_signMessage', { message: '2NEpo7TZRRrLZSi2U', pubkey: key.address }],
      ['solana_signTransaction', { transaction: 'AQID' }],
      ['solana_signAndSendTransaction', {}],
    ])
  })

  it('R-PERM-4: any other method is "Requested RPC call is not allowed" and never reaches the wallet', async () => {
    const wallet = phone()
    const solana = createWalletConnectSolana(wallet, fresh())
    for (const method of ['solana_signAllTransactions', 'personal_sign', '']) {
      await expect(solana.request(method, {})).rejects.toMatchObject({ code: 'RPC_CALL_NOT_ALLOWED', message: 'Requested RPC call is not allowed' })
    }
    expect(wallet.solanaRequest).not.toHaveBeenCalled()
  })
})

describe('disconnect', () => {
  it('R-ERR-3: a session end that did not reach the wallet is "Failed to disconnect"; the session is forgotten all the same', async () => {
    const storage = fresh()
    const solana = createWalletConnectSolana(phone({ end: () => Promise.reject(new Error('relay unreachable')) }), storage)
    await solana.connect(request)
    expect(await solana.disconnect()).toEqual({ ok: false, error: { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' } })
    expect(storage.getConnection('solana')).toBeUndefined()
    expect(storage.getConnectedConnectorId('solana')).toBeUndefined()
  })
})
