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
