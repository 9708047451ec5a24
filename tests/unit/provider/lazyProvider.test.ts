// The provider's shell (lazyProvider.ts, issue 17): an app that only listens, or asks for the accounts of nobody
// (wagmi's connector and reconnect at every page load), loads none of the provider's code; a connection, or any
// other request, loads it, and what happened from the first use on is reported.
import { describe, expect, it, vi } from 'vitest'
import { createLazyProvider } from '../../../src/provider/lazyProvider'

type State = 'restoring' | 'disconnected' | 'connected'

/** A connection flow reduced to its state, moved by the test. */
function fakeConnection(initial: State) {
  let state = initial
  const observers = new Set<() => void>()
  return {
    getSnapshot: () => ({ matches: (value: string) => value === state }),
    subscribe(observer: () => void) {
      observers.add(observer)
      return { unsubscribe: () => observers.delete(observer) }
    },
    move(next: State) {
      state = next
      for (const observer of [...observers]) observer()
    },
  }
}

function shell(initial: State) {
  const connection = fakeConnection(initial)
  const requests: string[] = []
  const load = vi.fn((emit: (event: 'connect', payload: { chainId: string }) => void, since: string) => {
    emit('connect', { chainId: '0x1' })
    return Promise.resolve({ request: async ({ method }: { method: string }) => (requests.push(method), `${method} since ${since}`) })
  })
  let uses = 0
  const provider = createLazyProvider(connection, () => `use ${++uses}`, load as never)
  return { connection, provider, load, requests }
}

describe('the provider shell', () => {
  it('listening with nobody connected loads nothing', async () => {
    const { provider, load } = shell('disconnected')
    provider.on('accountsChanged', () => {})
    provider.on('connect', () => {})
    await Promise.resolve()
    expect(load).not.toHaveBeenCalled()
  })

  it('eth_accounts waits for a restore, then answers [] for nobody without loading', async () => {
    const { provider, load, connection } = shell('restoring')
    const accounts = provider.request({ method: 'eth_accounts' })
    await Promise.resolve()
    connection.move('disconnected')
    await expect(accounts).resolves.toEqual([])
    expect(load).not.toHaveBeenCalled()
  })

  it('a restored session loads the code for eth_accounts', async () => {
    const { provider, load, connection } = shell('restoring')
    const accounts = provider.request({ method: 'eth_accounts' })
    connection.move('connected')
    await expect(accounts).resolves.toBe('eth_accounts since use 1')
    expect(load).toHaveBeenCalledTimes(1)
  })

  it('a connection while listening loads the code, which reports from the first use on', async () => {
    const { provider, load, connection } = shell('disconnected')
    const heard: unknown[] = []
    provider.on('connect', (payload) => heard.push(payload))
    connection.move('connected')
    await vi.waitFor(() => expect(heard).toEqual([{ chainId: '0x1' }]))
    expect(load).toHaveBeenCalledTimes(1)
    expect(load.mock.calls[0]![1]).toBe('use 1')
  })

  it('any other request loads the code once, and removed listeners hear nothing', async () => {
    const { provider, load, requests } = shell('disconnected')
    const heard: unknown[] = []
    const listener = (payload: unknown) => heard.push(payload)
    provider.on('connect', listener)
    provider.removeListener('connect', listener)
    await expect(provider.request({ method: 'eth_chainId' })).resolves.toBe('eth_chainId since use 1')
    await provider.request({ method: 'eth_blockNumber' })
    expect(load).toHaveBeenCalledTimes(1)
    expect(requests).toEqual(['eth_chainId', 'eth_blockNumber'])
    expect(heard).toEqual([])
  })
})
