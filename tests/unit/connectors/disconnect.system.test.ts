// @vitest-environment jsdom
// R-ERR-3 and R-CONN-1 through createLatch: a browser wallet (an EIP-6963 announcement in this page) whose
// wallet_revokePermissions fails. The person sees 'Failed to disconnect', and the session ends all the same: status
// disconnected, the modal told there is no account, the stored connection forgotten (a reload restores nothing).
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { FakeProvider, ICON } from './fakes'
import { englishOf } from '../support/englishLocale'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let latch: Latch | undefined
const stops: (() => void)[] = []

afterEach(() => {
  latch?.stop()
  stops.splice(0).forEach((stop) => stop())
  localStorage.clear()
})

function announceWallet(revoke: () => unknown) {
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
    if (method === 'eth_chainId') return '0x1'
    if (method === 'wallet_revokePermissions') return revoke()
    return null
  })
  const detail = { info: { uuid: '0d7f5a52-6f57-4a0e-9a3c-1d2e3f4a5b6c', name: 'Stubborn Wallet', icon: ICON, rdns: 'dev.latch.stubborn' }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  stops.push(() => window.removeEventListener('eip6963:requestProvider', announce))
  return { provider }
}

async function connected(revoke: () => unknown) {
  const wallet = announceWallet(revoke)
  latch = createLatch({ projectId: 'disconnect', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' }, features: { analytics: false } })
  await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.stubborn'))
  const connectorId = latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.stubborn')!.connectorId
  latch.connection.send({ type: 'connection.connect', connectorId, walletName: 'Stubborn Wallet' })
  await waitFor(latch.connection, (s) => s.matches('connected'), { timeout: 15_000 })
  expect(latch.modal.getSnapshot().context.account?.address).toBe(ADDRESS)
  expect(localStorage.length).toBeGreaterThan(0)
  return { latch, wallet }
}

describe('R-ERR-3: a failed disconnect', () => {
  it("a revoke the wallet fails shows 'Failed to disconnect' and the session ends here all the same", async () => {
    const { latch, wallet } = await connected(() => Promise.reject({ code: -32603, message: 'Internal error' }))
    latch.connection.send({ type: 'connection.disconnect' })
    await waitFor(latch.connection, (s) => s.matches('disconnected'), { timeout: 15_000 })
    expect(wallet.provider.calls.map((call) => call.method)).toContain('wallet_revokePermissions')
    expect(latch.status).toBe('disconnected')
    expect(latch.modal.getSnapshot().context.account).toBeNull()
    await vi.waitFor(() => expect(latch.toast.getSnapshot().context.toast).toMatchObject({ variant: 'error' }))
    expect(englishOf(latch.toast.getSnapshot().context.toast)).toBe('Failed to disconnect')
    // R-ENT-3: nothing left for a reload to restore.
    expect(localStorage.getItem('@appkit/connections')).toBeNull()
    expect(localStorage.getItem('@appkit/connection_status')).toBe('disconnected')
  }, 20_000)

  it('a wallet that does not know wallet_revokePermissions (4200) disconnects cleanly: no toast', async () => {
    const { latch } = await connected(() => Promise.reject({ code: 4200, message: 'Unsupported method' }))
    latch.connection.send({ type: 'connection.disconnect' })
    await waitFor(latch.connection, (s) => s.matches('disconnected'), { timeout: 15_000 })
    expect(latch.modal.getSnapshot().context.account).toBeNull()
    expect(localStorage.getItem('@appkit/connections')).toBeNull()
    expect(latch.toast.getSnapshot().context.toast).toBeUndefined()
  }, 20_000)
})
