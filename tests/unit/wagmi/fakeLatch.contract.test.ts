// @vitest-environment jsdom
// Issue 32, defect 8: latchConnector.test.ts drives wagmi against a fake Latch provider; this contract shows the fake
// answers as Latch's real provider does (createLatch with a browser wallet announced in this page), so the
// connector's error handling is proved against the codes the real one throws: 4001 refused, 4100 no account,
// 4200 a method Latch refuses, 4902 a chain the app does not configure. Codes are written here from EIP-1193 and
// SPEC §8 / R-ERR-5, not imported.
import { afterEach, describe, expect, it } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import type { LatchEip1193Provider } from '../../../src/provider/eip1193.types'
import { FakeProvider } from '../connectors/fakes'
import { fakeLatch } from './support/fakeLatch'

const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
const RDNS = 'dev.latch.contract'
const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
let latch: Latch | undefined
const stops: (() => void)[] = []

afterEach(() => {
  latch?.stop()
  stops.splice(0).forEach((stop) => stop())
  localStorage.clear()
})

/** A wallet on anvil's chain (31337) that refuses to change chain, as a person pressing Reject would. */
function announceWallet() {
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts' || method === 'eth_accounts') return [ADDRESS]
    if (method === 'eth_chainId') return '0x7a69'
    if (method === 'wallet_switchEthereumChain') return Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    return null
  })
  const detail = { info: { uuid: 'a4f3c2d1-0b9e-4c8d-8e7f-6a5b4c3d2e1f', name: 'Contract Wallet', icon: ICON, rdns: RDNS }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  stops.push(() => window.removeEventListener('eip6963:requestProvider', announce))
}

async function realProvider(connected: boolean): Promise<LatchEip1193Provider> {
  if (connected) announceWallet()
  latch = createLatch({ projectId: 'contract', networks: ['eip155:31337', 'eip155:1'], services: { apiUrl: 'http://127.0.0.1:9' }, features: { analytics: false } })
  await waitFor(latch.connection, (s) => s.matches('disconnected'))
  if (connected) {
    await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === RDNS))
    await latch.connect(RDNS)
  }
  return latch.getProvider('eip155')
}

const codeOf = (promise: Promise<unknown>) => promise.then(() => 'resolved', (error: { code?: unknown }) => error.code)

describe('the wagmi tests’ fake Latch provider answers as the real one does', () => {
  it('the modal closed without a connection: 4001 from both', async () => {
    const fake = fakeLatch({ modal: 'close' }).provider
    const real = await realProvider(false)
    const asked = real.request({ method: 'eth_requestAccounts' })
    await waitFor(latch!.modal, (s) => s.matches('open'))
    latch!.close()
    expect([await codeOf(fake.request({ method: 'eth_requestAccounts' })), await codeOf(asked)]).toEqual([4001, 4001])
  })

  it('personal_sign with no account connected: 4100 from both (not a LatchError string code)', async () => {
    const fake = fakeLatch().provider
    const real = await realProvider(false)
    const request = { method: 'personal_sign', params: ['0x68656c6c6f', ADDRESS] }
    expect([await codeOf(fake.request(request)), await codeOf(real.request(request))]).toEqual([4100, 4100])
  })

  it('a method Latch refuses (R-PERM-4): 4200 from both, the real one in the spec’s words', async () => {
    const fake = fakeLatch({ connected: true }).provider
    const real = await realProvider(true)
    expect(await codeOf(fake.request({ method: 'eth_sign' }))).toBe(4200)
    await expect(real.request({ method: 'eth_sign', params: [ADDRESS, '0x00'] })).rejects.toMatchObject({ code: 4200, message: expect.stringMatching(/^Requested RPC call is not allowed/) })
  })

  it('a chain the app does not configure: 4902 from both; a chain change the person refuses: 4001 from both', async () => {
    const fake = fakeLatch({ connected: true, wallet: 'refuse' }).provider
    const real = await realProvider(true)
    const sepolia = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0xaa36a7' }] }
    const mainnet = { method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] }
    expect([await codeOf(fake.request(sepolia)), await codeOf(real.request(sepolia))]).toEqual([4902, 4902])
    expect([await codeOf(fake.request(mainnet)), await codeOf(real.request(mainnet))]).toEqual([4001, 4001])
  })
})
