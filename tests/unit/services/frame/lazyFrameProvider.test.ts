// The embedded wallet's provider before its code loads: R-AUTH-2 without the login flag it is not connected and
// nothing loads; with it, the first request asks for the embedded wallet and waits for the frame's provider.
import { describe, expect, it } from 'vitest'
import type { SessionProvider } from '../../../../src/services/connectors/provider'
import { createLazyFrameProvider } from '../../../../src/services/frame/lazyFrameProvider'

const frameProvider = (accounts: string[]): SessionProvider => ({
  request: async ({ method }) => (method === 'eth_accounts' ? accounts : null),
  on: () => undefined,
  removeListener: () => undefined,
  endSession: async () => undefined,
})

describe('the lazy frame provider', () => {
  it('R-AUTH-2: no login flag → not connected (no accounts), and nothing is loaded', async () => {
    let started = 0
    const lazy = createLazyFrameProvider(() => started++, () => false)
    expect(await lazy.provider.request({ method: 'eth_accounts' })).toEqual([])
    expect(started).toBe(0)
  })

  it('with the flag, the first request loads the embedded wallet and answers once the frame is ready', async () => {
    let started = 0
    const lazy = createLazyFrameProvider(() => started++, () => true)
    const answer = lazy.provider.request({ method: 'eth_accounts' })
    expect(started).toBe(1)
    let settled = false
    void answer.then(() => (settled = true))
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(settled).toBe(false)
    lazy.attach(frameProvider(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']))
    expect(await answer).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('listeners added before the frame is ready reach its provider', async () => {
    const lazy = createLazyFrameProvider(() => {}, () => true)
    const added: string[] = []
    const listener = () => {}
    lazy.provider.on('accountsChanged', listener)
    lazy.attach({ ...frameProvider([]), on: (event: string) => void added.push(event) })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(added).toEqual(['accountsChanged'])
  })
})

describe('the lazy frame provider, forwarding', () => {
  it('told nothing about the login flag, it treats the login as used: a stored session is checked with the frame', async () => {
    let started = 0
    const lazy = createLazyFrameProvider(() => started++)
    const answer = lazy.provider.request({ method: 'eth_accounts' })
    expect(started).toBe(1)
    lazy.attach(frameProvider(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']))
    expect(await answer).toEqual(['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])
  })

  it('R-AUTH-2: without the login flag only the restore check (eth_accounts) is answered here; a real request loads the wallet', async () => {
    let started = 0
    const lazy = createLazyFrameProvider(() => started++, () => false)
    const asked: string[] = []
    const answer = lazy.provider.request({ method: 'eth_requestAccounts' })
    expect(started).toBe(1)
    lazy.attach({ ...frameProvider([]), request: async ({ method }) => (asked.push(method), ['0x70997970C51812dc3A010C7d01b50e0d17dc79C8']) })
    expect(await answer).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
    expect(asked).toEqual(['eth_requestAccounts'])
  })

  it("ending the session loads the wallet and ends the frame provider's session", async () => {
    let started = 0
    let ended = 0
    const lazy = createLazyFrameProvider(() => started++, () => true)
    const ending = lazy.provider.endSession()
    expect(started).toBe(1)
    lazy.attach({ ...frameProvider([]), endSession: async () => void ended++ })
    await ending
    expect(ended).toBe(1)
  })

  it("listeners added and removed before the frame is ready reach its provider, in that order", async () => {
    const lazy = createLazyFrameProvider(() => {}, () => true)
    const calls: [string, string, unknown][] = []
    const listener = () => {}
    lazy.provider.on('accountsChanged', listener)
    lazy.provider.removeListener('accountsChanged', listener)
    lazy.attach({
      ...frameProvider([]),
      on: (event: string, given: unknown) => void calls.push(['on', event, given]),
      removeListener: (event: string, given: unknown) => void calls.push(['removeListener', event, given]),
    })
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(calls).toEqual([
      ['on', 'accountsChanged', listener],
      ['removeListener', 'accountsChanged', listener],
    ])
  })
})
