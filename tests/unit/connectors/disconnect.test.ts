// R-ERR-3 and R-CONN-1 on the browser-wallet port: disconnecting always ends the local session (the stored
// connection is forgotten), and a wallet that could not let go is reported as 'Failed to disconnect'. A wallet that
// does not know wallet_revokePermissions (4200 / -32601) is not a failure. WalletConnect ends its session instead of
// revoking, and a failed session delete reaches the same outcome.
import { describe, expect, it, vi } from 'vitest'
import { createBrowserConnection } from '../../../src/services/connection/browserConnection'
import { createBrowserWallets } from '../../../src/services/connection/browserWallets'
import { createLatchStorage } from '../../../src/services/storage'
import { memoryStorage } from '../storage/fakeStorage'
import { FakeProvider } from './fakes'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const CONNECTOR = 'dev.latch.disconnect'
const SESSION = { connectorId: CONNECTOR, namespace: 'eip155' as const, address: ADDRESS, chainId: '1', walletName: 'Disconnect Wallet' }
const FAILED = { ok: false, error: { code: 'DISCONNECT_FAILED', message: 'Failed to disconnect' } }

function setup(provider: FakeProvider | undefined) {
  const storage = createLatchStorage(memoryStorage())
  storage.setConnection('eip155', { connectorId: CONNECTOR, address: ADDRESS, chainId: '1' })
  const wallets = createBrowserWallets(undefined, provider ? { [CONNECTOR]: provider } : {})
  return { connection: createBrowserConnection(wallets, storage), storage }
}

/** A wallet whose wallet_revokePermissions answers with `answer` (a value, or an error it throws). */
function walletRevoking(answer: { value: unknown } | { error: unknown }) {
  return new FakeProvider(({ method }) => {
    if (method !== 'wallet_revokePermissions') return null
    if ('error' in answer) throw answer.error
    return answer.value
  })
}

describe('disconnect (R-CONN-1, R-ERR-3)', () => {
  it('R-CONN-1: a wallet that revokes: a clean disconnect, the stored connection forgotten', async () => {
    const wallet = walletRevoking({ value: null })
    const { connection, storage } = setup(wallet)
    expect(await connection.disconnect(SESSION)).toEqual({ ok: true })
    expect(wallet.calls).toEqual([{ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] }])
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it.each([
    ['4200 Unsupported method', { code: 4200, message: 'Unsupported method' }],
    ['-32601 method not found', { code: -32601, message: 'the method wallet_revokePermissions does not exist' }],
  ])('a wallet that does not know wallet_revokePermissions (%s) disconnects cleanly', async (_name, error) => {
    const { connection, storage } = setup(walletRevoking({ error }))
    expect(await connection.disconnect(SESSION)).toEqual({ ok: true })
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it.each([
    ['an internal error (-32603)', { code: -32603, message: 'Internal error' }],
    ['a refusal (4001)', { code: 4001, message: 'User rejected the request.' }],
    ['a thrown non-RPC error', new Error('extension crashed')],
  ])("R-ERR-3: a revoke that fails with %s is 'Failed to disconnect', and the stored connection is forgotten all the same", async (_name, error) => {
    const { connection, storage } = setup(walletRevoking({ error }))
    expect(await connection.disconnect(SESSION)).toEqual(FAILED)
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it('a wallet no longer in the page: nothing to revoke, the local session ends cleanly', async () => {
    const { connection, storage } = setup(undefined)
    expect(await connection.disconnect(SESSION)).toEqual({ ok: true })
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it('WalletConnect: the session is ended (no revoke request goes to the phone wallet)', async () => {
    const wallet = Object.assign(new FakeProvider(), { endSession: vi.fn(async () => undefined) })
    const { connection, storage } = setup(wallet)
    expect(await connection.disconnect(SESSION)).toEqual({ ok: true })
    expect(wallet.endSession).toHaveBeenCalledOnce()
    expect(wallet.calls).toEqual([])
    expect(storage.getConnection('eip155')).toBeUndefined()
  })

  it("R-ERR-3: WalletConnect whose session delete fails is 'Failed to disconnect', and the stored connection is forgotten", async () => {
    const wallet = Object.assign(new FakeProvider(), { endSession: vi.fn(async () => Promise.reject(new Error('relay unreachable'))) })
    const { connection, storage } = setup(wallet)
    expect(await connection.disconnect(SESSION)).toEqual(FAILED)
    expect(storage.getConnection('eip155')).toBeUndefined()
  })
})
