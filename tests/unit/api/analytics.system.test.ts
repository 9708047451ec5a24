// @vitest-environment jsdom
// R-API-7 through createLatch against the real devstack: POST /e props include the address while an account is
// connected (a browser wallet announced in this page), and none while disconnected.
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { FakeProvider, ICON } from '../connectors/fakes'
import { uniqueProjectId, useProviderApiServer } from './testServer'

const server = useProviderApiServer()
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let latch: Latch | undefined
let stopAnnouncing = () => {}

afterEach(() => {
  latch?.stop()
  stopAnnouncing()
  localStorage.clear()
})

function announceWallet() {
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
    if (method === 'eth_chainId') return '0x1'
    return null
  })
  const detail = { info: { uuid: '7c1e2d3f-4a5b-4c6d-8e7f-9a0b1c2d3e4f', name: 'Analytics Wallet', icon: ICON, rdns: 'dev.latch.analytics' }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  stopAnnouncing = () => window.removeEventListener('eip6963:requestProvider', announce)
}

const opened = async (projectId: string) => (await server.events(projectId)).filter((event) => event.props.event === 'MODAL_OPEN')

describe('R-API-7: analytics events and the connected address', () => {
  it('MODAL_OPEN carries no address while disconnected, and the plain address once a wallet is connected', async () => {
    announceWallet()
    const projectId = uniqueProjectId()
    latch = createLatch({ projectId, networks: ['eip155:1'], services: { apiUrl: server.url } })
    latch.open()
    await expect.poll(async () => (await opened(projectId)).length, { timeout: 8_000 }).toBe(1)
    expect((await opened(projectId))[0]!.props).not.toHaveProperty('address')
    latch.close()

    await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === 'dev.latch.analytics'))
    const connectorId = latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === 'dev.latch.analytics')!.connectorId
    latch.connection.send({ type: 'connection.connect', connectorId, walletName: 'Analytics Wallet' })
    await waitFor(latch.connection, (s) => s.matches('connected'), { timeout: 15_000 })
    await waitFor(latch.modal, (s) => s.matches('closed'), { timeout: 5_000 })
    latch.open()
    await expect.poll(async () => (await opened(projectId)).length, { timeout: 8_000 }).toBe(2)
    expect((await opened(projectId))[1]!.props).toMatchObject({ event: 'MODAL_OPEN', connected: true, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' })
  }, 30_000)
})
