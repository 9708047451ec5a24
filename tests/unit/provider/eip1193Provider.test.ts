// @vitest-environment jsdom
// latch.getProvider('eip155') (issue 17) through createLatch and a real browser wallet announced in this page
// (EIP-6963): asking for accounts opens the modal and answers once connected, closing it refuses (4001); the
// events follow the connection; a chain the app does not configure is 4902; the headless commands connect and
// disconnect without the modal.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { waitFor } from 'xstate'
import { createLatch, type LatchInstance as Latch } from '../../../src/system/createLatch'
import { FakeProvider } from '../connectors/fakes'
import { englishOf } from '../support/englishLocale'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const RDNS = 'dev.latch.provider'
const ICON = 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>'
let latch: Latch | undefined
let stopWallet: (() => void) | undefined

afterEach(() => {
  latch?.stop()
  stopWallet?.()
  localStorage.clear()
})

/** A wallet in this page on chain 0x1, whose person answers the connection request when the test says so. */
function announceWallet() {
  let approve: (accounts: string[]) => void = () => {}
  let refuse: () => void = () => {}
  const provider = new FakeProvider(({ method }) => {
    if (method === 'eth_requestAccounts')
      return new Promise<string[]>((resolve, reject) => {
        approve = resolve
        refuse = () => reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
      })
    if (method === 'eth_chainId') return '0x1'
    if (method === 'eth_accounts') return []
    if (method === 'wallet_revokePermissions') return null
    return null
  })
  const detail = { info: { uuid: '0d6c9a3e-1f5e-4c39-8f5e-3f1a6b7c8d9e', name: 'Provider Wallet', icon: ICON, rdns: RDNS }, provider }
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }))
  window.addEventListener('eip6963:requestProvider', announce)
  announce()
  stopWallet = () => window.removeEventListener('eip6963:requestProvider', announce)
  const asked = () => vi.waitFor(() => expect(provider.calls.map((call) => call.method)).toContain('eth_requestAccounts'), { timeout: 15_000 })
  return {
    provider,
    approve: async (accounts: string[]) => {
      await asked()
      approve(accounts)
    },
    refuse: async () => {
      await asked()
      refuse()
    },
  }
}

async function start(withWallet = false): Promise<Latch> {
  latch = createLatch({ projectId: 'provider', networks: ['eip155:1', 'eip155:8453'], services: { apiUrl: 'http://127.0.0.1:9' } })
  await waitFor(latch.connection, (s) => s.matches('disconnected'))
  if (withWallet) await waitFor(latch.modal, (s) => s.context.installed.some((installed) => installed.rdns === RDNS))
  return latch
}

const connectorIdOf = (latch: Latch) => latch.modal.getSnapshot().context.installed.find((installed) => installed.rdns === RDNS)!.connectorId

/** Every event the provider emits, in order. */
function record(latch: Latch) {
  const events: [string, unknown][] = []
  const provider = latch.getProvider('eip155')
  for (const name of ['connect', 'accountsChanged', 'chainChanged', 'disconnect'] as const) {
    provider.on(name, (payload: unknown) => events.push([name, payload instanceof Error ? { code: (payload as Error & { code: number }).code } : payload]))
  }
  return events
}

describe('latch.getProvider: EIP-1193', () => {
  it('is one provider per namespace; disconnected it has no accounts and the default network as chain', async () => {
    const latch = await start()
    const provider = latch.getProvider('eip155')
    expect(latch.getProvider()).toBe(provider)
    expect(latch.getProvider('solana')).not.toBe(provider)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
  })

  it('eth_requestAccounts opens the modal for EVM wallets and answers with the account once the person connects', async () => {
    const wallet = announceWallet()
    const latch = await start(true)
    const events = record(latch)
    const accounts = latch.getProvider('eip155').request({ method: 'eth_requestAccounts' })
    await waitFor(latch.modal, (s) => s.matches('open'))
    expect(latch.modal.getSnapshot().context.namespace).toBe('eip155')
    latch.connection.send({ type: 'connection.connect', connectorId: connectorIdOf(latch), walletName: 'Provider Wallet' })
    // A wallet answering in lower case: the app is handed the EIP-55 spelling wagmi and viem compare.
    await wallet.approve([ADDRESS.toLowerCase()])
    expect(await accounts).toEqual([ADDRESS])
    expect(events).toEqual([
      ['connect', { chainId: '0x1' }],
      ['accountsChanged', [ADDRESS]],
    ])
    expect(await latch.getProvider().request({ method: 'eth_accounts' })).toEqual([ADDRESS])
  }, 20_000)

  it('the modal closed without a connection refuses with 4001', async () => {
    const latch = await start()
    const accounts = latch.getProvider('eip155').request({ method: 'eth_requestAccounts' })
    await waitFor(latch.modal, (s) => s.matches('open'))
    latch.close()
    await expect(accounts).rejects.toMatchObject({ code: 4001, message: 'User rejected the request.' })
  })

  it("follows the wallet's account and chain changes, and says disconnect when the account is let go", async () => {
    const wallet = announceWallet()
    const latch = await start(true)
    const connected = latch.connect(RDNS)
    await wallet.approve([ADDRESS])
    await connected
    const events = record(latch)
    wallet.provider.emit('accountsChanged', [OTHER])
    await vi.waitFor(() => expect(events).toContainEqual(['accountsChanged', [OTHER]]))
    wallet.provider.emit('chainChanged', '0x2105')
    await vi.waitFor(() => expect(events).toContainEqual(['chainChanged', '0x2105']))
    expect(await latch.getProvider().request({ method: 'eth_chainId' })).toBe('0x2105')
    await latch.disconnect()
    expect(events.slice(-2)).toEqual([
      ['accountsChanged', []],
      ['disconnect', { code: 4900 }],
    ])
    expect(await latch.getProvider().request({ method: 'eth_accounts' })).toEqual([])
  }, 20_000)

  it('R-ERR-5: wallet_switchEthereumChain to a chain the app does not configure is 4902, a malformed id 32603', async () => {
    const latch = await start()
    const provider = latch.getProvider()
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })).rejects.toMatchObject({ code: 4902, message: 'Unrecognized chain ID' })
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'polygon' }] })).rejects.toMatchObject({ code: 32603, message: 'Invalid chainId' })
    // Already there: nothing to ask.
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).toBeNull()
  })

  it('an app with no EVM network answers eth_chainId with its default network rather than failing', async () => {
    latch = createLatch({ projectId: 'provider', networks: ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'], services: { apiUrl: 'http://127.0.0.1:9' } })
    expect(await latch.getProvider('eip155').request({ method: 'eth_chainId' })).toBe('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp')
    expect(await latch.getProvider('solana').request({ method: 'eth_accounts' })).toEqual([])
  })

  it("a method Latch does not allow is refused as latch.request refuses it, and the UI says 'Action not allowed' (R-PERM-4)", async () => {
    const latch = await start()
    await expect(latch.getProvider().request({ method: 'eth_signTransaction', params: [] })).rejects.toThrow('Requested RPC call is not allowed')
    expect(latch.toast.getSnapshot().context.toast).toMatchObject({ variant: 'error' })
    expect(englishOf(latch.toast.getSnapshot().context.toast)).toBe('Action not allowed')
  })
})

describe('headless commands', () => {
  it('latch.connect(rdns) connects the installed wallet without opening the modal', async () => {
    const wallet = announceWallet()
    const latch = await start(true)
    const connected = latch.connect(RDNS)
    await wallet.approve([ADDRESS])
    expect(await connected).toMatchObject({ namespace: 'eip155', address: ADDRESS, caipAddress: `eip155:1:${ADDRESS}` })
    expect(latch.modal.getSnapshot().matches('closed')).toBe(true)
    expect(latch.status).toBe('connected')
  }, 20_000)

  it('a refusal in the wallet rejects with 4001; an unknown wallet id is refused at once', async () => {
    const wallet = announceWallet()
    const latch = await start(true)
    const connected = latch.connect(RDNS)
    await wallet.refuse()
    await expect(connected).rejects.toMatchObject({ code: 4001 })
    expect(latch.status).toBe('disconnected')
    await expect(latch.connect('no.such.wallet')).rejects.toThrow('Something went wrong')
  }, 20_000)

  it('latch.disconnect() with nothing connected resolves at once', async () => {
    const latch = await start()
    await expect(latch.disconnect()).resolves.toBeUndefined()
  })
})
