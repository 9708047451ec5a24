// @vitest-environment jsdom
// R-CONN-1 and R-NAV-9 through createLatch: the status a dapp reads (instance and hook) follows a real browser
// wallet (an EIP-6963 announcement in this page) through disconnected, connecting and connected; the sign-in
// sessions the app reports decide whether an approval can be closed.
import { act, cleanup, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { LatchProvider } from '../../../src/react/LatchProvider'
import { useLatchState } from '../../../src/react/hooks'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { FakeProvider } from '../connectors/fakes'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
let latch: Latch | undefined

afterEach(() => {
  cleanup()
  latch?.stop()
  localStorage.clear()
})

/** A wallet in this page whose person answers the connection request when the test says so. */
function announceWallet() {
  let approve: (accounts: string[]) => void = () => {}
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts') return new Promise<string[]>((resolve) => (approve = resolve))
    if (method === 'eth_chainId') return '0x1'
    if (method === 'eth_accounts') return []
    return null
  })
  const detail = { info: { uuid: '4b0b1a3e-9a5e-4c39-8f5e-3f1a6b7c8d9e', name: 'Status Wallet', icon: ICON, rdns: 'dev.latch.status' }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  return {
    // The connection code loads lazily: the wallet is asked a moment after the click.
    approve: async (accounts: string[]) => {
      await vi.waitFor(() => expect(provider.calls.map((call) => call.method)).toContain('eth_requestAccounts'), { timeout: 15_000 })
      approve(accounts)
    },
    stop: () => window.removeEventListener('eip6963:requestProvider', announce),
  }
}

function Status() {
  const { status } = useLatchState()
  return <output aria-label="status">{status}</output>
}

describe('R-CONN-1: connection status', () => {
  it('is disconnected, then connecting while the wallet asks, then connected; the hook says the same', async () => {
    const wallet = announceWallet()
    latch = createLatch({ projectId: 'status', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' } })
    render(
      <LatchProvider latch={latch}>
        <Status />
      </LatchProvider>,
    )
    await waitFor(latch.connection, (s) => s.matches('disconnected'))
    expect(latch.status).toBe('disconnected')
    expect(screen.getByLabelText('status').textContent).toBe('disconnected')
    await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.status'))
    const connectorId = latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.status')!.connectorId
    act(() => latch!.connection.send({ type: 'connection.connect', connectorId, walletName: 'Status Wallet' }))
    expect(latch.status).toBe('connecting')
    expect(screen.getByLabelText('status').textContent).toBe('connecting')
    await act(async () => wallet.approve([ADDRESS]))
    await waitFor(latch.connection, (s) => s.matches('connected'))
    expect(latch.status).toBe('connected')
    expect(screen.getByLabelText('status').textContent).toBe('connected')
    wallet.stop()
  }, 20_000)
})

describe('R-NAV-9: sign-in sessions come from the verifier', () => {
  it('createLatch({ siwx }) is asked for the connected account and chain, and a session in force lifts the block on closing an approval', async () => {
    const wallet = announceWallet()
    const asked: string[][] = []
    const session = {
      message: 'signed in',
      signature: '0x00',
      data: { chainId: 'eip155:1', accountAddress: ADDRESS, domain: 'localhost', uri: 'http://localhost', version: '1' as const, nonce: 'abcdefgh1', issuedAt: '2026-01-01T00:00:00.000Z', expirationTime: '2099-01-01T00:00:00.000Z' },
    }
    latch = createLatch({
      projectId: 'sessions',
      networks: ['eip155:1'],
      signInRequired: true,
      siwx: {
        getSessions: async (chainId: string, address: string) => (asked.push([chainId, address]), [session]),
        createMessage: () => Promise.reject(new Error('not asked: a session exists')),
        verify: () => Promise.reject(new Error('not asked')),
        revoke: async () => {},
      },
      services: { apiUrl: 'http://127.0.0.1:9' },
    })
    await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.status'))
    const connectorId = latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.status')!.connectorId
    latch.connection.send({ type: 'connection.connect', connectorId, walletName: 'Status Wallet' })
    await wallet.approve([ADDRESS])
    await waitFor(latch.modal, (s) => s.context.siwxSessions === 1)
    expect(asked).toEqual([['eip155:1', ADDRESS]])
    latch.open()
    latch.actor.send({ type: 'transaction.push', view: 'ApproveTransaction' })
    latch.close()
    expect(latch.modal.getSnapshot().matches('closing')).toBe(true)
    wallet.stop()
  }, 20_000)

  it('latch.setSessions(0) with sign-in required disables close on an approval; setSessions(1) enables it', () => {
    latch = createLatch({ projectId: 'sessions', networks: ['eip155:1'], signInRequired: true, services: { apiUrl: 'http://127.0.0.1:9' } })
    latch.open()
    latch.actor.send({ type: 'transaction.push', view: 'ApproveTransaction' })
    latch.setSessions(0)
    latch.close()
    expect(latch.modal.getSnapshot().matches({ open: { view: 'ApproveTransaction' } })).toBe(true)
    expect(latch.modal.getSnapshot().hasTag('shaking')).toBe(true)
    latch.setSessions(1)
    latch.close()
    expect(latch.modal.getSnapshot().matches('closing')).toBe(true)
  })
})

describe('sign in with X through createLatch', () => {
  const data = (expirationTime: string) => ({ chainId: 'eip155:1', accountAddress: ADDRESS, domain: 'localhost', uri: 'http://localhost', version: '1' as const, nonce: 'abcdefgh1', issuedAt: '2026-01-01T00:00:00.000Z', expirationTime })
  const verifierWith = (sessions: { id: string; message: string; signature: string; data: ReturnType<typeof data> }[]) => {
    const revoked: string[] = []
    return {
      revoked,
      verifier: {
        getSessions: async () => sessions.filter((session) => !revoked.includes(session.id)),
        createMessage: () => new Promise<never>(() => {}),
        verify: () => Promise.reject(new Error('not asked')),
        revoke: async (session: { id?: string }) => void revoked.push(session.id ?? ''),
      },
    }
  }

  async function connect(siwx: Parameters<typeof createLatch>[0]['siwx'], signInRequired = true) {
    const wallet = announceWallet()
    const app = createLatch({ projectId: 'sessions', networks: ['eip155:1'], signInRequired, siwx, services: { apiUrl: 'http://127.0.0.1:9' } })
    latch = app
    await waitFor(app.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.status'))
    const connectorId = app.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.status')!.connectorId
    app.connection.send({ type: 'connection.connect', connectorId, walletName: 'Status Wallet' })
    await wallet.approve([ADDRESS])
    return { wallet, app }
  }

  it("'SIWX is not enabled' from the sessions API without siwx", async () => {
    const app = createLatch({ projectId: 'sessions', networks: ['eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' } })
    latch = app
    await expect(app.getSessions()).rejects.toThrow('SIWX is not enabled')
    await expect(app.revokeSession({ message: '', signature: '', data: data('2099-01-01T00:00:00.000Z') })).rejects.toThrow('SIWX is not enabled')
  })

  it('lists the account’s sessions, and revoking one ends exactly it; with none left in force close is disabled again (R-NAV-9)', async () => {
    const sessions = ['one', 'two'].map((id) => ({ id, message: id, signature: '0x00', data: data('2099-01-01T00:00:00.000Z') }))
    const { verifier, revoked } = verifierWith(sessions)
    const { wallet, app } = await connect(verifier)
    await waitFor(app.modal, (s) => s.context.siwxSessions === 2)
    expect((await app.getSessions()).map((session) => session.id)).toEqual(['one', 'two'])
    await app.revokeSession(sessions[0]!)
    expect(revoked).toEqual(['one'])
    expect((await app.getSessions()).map((session) => session.id)).toEqual(['two'])
    await waitFor(app.modal, (s) => s.context.siwxSessions === 1)
    await app.revokeSession(sessions[1]!)
    await waitFor(app.modal, (s) => s.context.siwxSessions === 0)
    wallet.stop()
  }, 20_000)

  it("an expired session brings the 'Session Expired' alert and the sign-in view again", async () => {
    const { verifier } = verifierWith([{ id: 'old', message: 'old', signature: '0x00', data: data('2020-01-01T00:00:00.000Z') }])
    const { wallet, app } = await connect(verifier)
    await waitFor(app.alert, (s) => !s.matches('hidden'))
    expect(JSON.stringify(app.alert.getSnapshot().context)).toContain('Session Expired')
    await waitFor(app.modal, (s) => s.matches({ open: { view: 'SIWXSignMessage' } }))
    wallet.stop()
  }, 20_000)
})
