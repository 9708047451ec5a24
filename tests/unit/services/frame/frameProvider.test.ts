// The embedded wallet behind the EIP-1193 face the connection flow uses: requests travel as the frame's RPC_REQUEST,
// a chain switch as SWITCH_NETWORK, the frame's account changes come back as accountsChanged/disconnect, a refusal
// as an EIP-1193 error (4001 when the person said no, SPEC §8's 5000 otherwise), and signing out waits at most 3 s.
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createFrameBridge } from '../../../../src/services/frame/frameBridge'
import { createFrameProvider } from '../../../../src/services/frame/frameProvider'

const ORIGIN = 'http://127.0.0.1:5278'
type Posted = { type: string; id: string; payload?: unknown }

/** A frame that answers each request with what `answer` says (or stays silent when it returns undefined). */
function fakeFrame(answer: (request: Posted) => { ok: boolean; payload?: unknown; message?: string } | undefined) {
  const listeners = new Set<(event: unknown) => void>()
  const posted: Posted[] = []
  const frame = {
    postMessage(message: Posted) {
      posted.push(message)
      const reply = answer(message)
      if (!reply) return
      const name = message.type.replace('@latch-app/', '')
      const data = reply.ok ? { type: `@latch-frame/${name}_SUCCESS`, id: message.id, payload: reply.payload } : { type: `@latch-frame/${name}_ERROR`, id: message.id, payload: { message: reply.message } }
      queueMicrotask(() => listeners.forEach((listener) => listener({ origin: ORIGIN, source: frame, data })))
    },
  }
  const win = { addEventListener: (_: string, listener: never) => void listeners.add(listener), removeEventListener: () => {} }
  const bridge = createFrameBridge({ win: win as never, frameOrigin: ORIGIN, frameWindow: () => frame as never })
  const say = (data: unknown) => listeners.forEach((listener) => listener({ origin: ORIGIN, source: frame, data }))
  return { bridge, posted, say }
}

afterEach(() => vi.useRealTimers())

describe('the frame provider', () => {
  it('sends requests as RPC_REQUEST and returns the frame’s result', async () => {
    const { bridge, posted } = fakeFrame((request) => ({ ok: true, payload: (request.payload as { method: string }).method === 'eth_accounts' ? ['0xabc'] : '0xsig' }))
    const provider = createFrameProvider(bridge)
    expect(await provider.request({ method: 'eth_accounts' })).toEqual(['0xabc'])
    expect(await provider.request({ method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] })).toBe('0xsig')
    expect(posted.map((request) => [request.type, request.payload])).toEqual([
      ['@latch-app/RPC_REQUEST', { method: 'eth_accounts' }],
      ['@latch-app/RPC_REQUEST', { method: 'personal_sign', params: ['0x68656c6c6f', '0xabc'] }],
    ])
  })

  it('a refusal is an EIP-1193 error: 4001 when the person declined, 5000 otherwise', async () => {
    const { bridge } = fakeFrame((request) => ({ ok: false, message: (request.payload as { method: string }).method === 'personal_sign' ? 'User rejected the request' : 'Not signed in' }))
    const provider = createFrameProvider(bridge)
    await expect(provider.request({ method: 'personal_sign', params: [] })).rejects.toEqual({ code: 4001, message: 'User rejected the request' })
    await expect(provider.request({ method: 'eth_sendTransaction', params: [] })).rejects.toEqual({ code: 5000, message: 'Not signed in' })
  })

  it('issue 31: an approval method opens the modal’s room for the frame under the request’s own id, and the frame’s answer ends it', async () => {
    const { bridge, posted } = fakeFrame((request) => (request.type === '@latch-app/RPC_REQUEST' ? { ok: true, payload: '0xsig' } : { ok: true }))
    const shown: string[] = []
    const ended: string[] = []
    const provider = createFrameProvider(bridge, () => {}, (requestId) => (shown.push(requestId), { left: new Promise(() => {}), end: (how) => void ended.push(how) }))
    expect(await provider.request({ method: 'personal_sign', params: ['0x68', '0xabc'] })).toBe('0xsig')
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0xsig')
    // Only the approval method asked for room, under the very id the frame was asked with.
    expect(shown).toEqual([posted[0]!.id])
    expect(posted[0]).toMatchObject({ type: '@latch-app/RPC_REQUEST', payload: { method: 'personal_sign' } })
    expect(ended).toEqual(['approved'])
  })

  it('issue 31: the frame’s no ends the view as rejected (4001), its failure as failed (5000)', async () => {
    let message = 'User rejected the request'
    const { bridge } = fakeFrame(() => ({ ok: false, message }))
    const ended: string[] = []
    const provider = createFrameProvider(bridge, () => {}, () => ({ left: new Promise(() => {}), end: (how) => void ended.push(how) }))
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toEqual({ code: 4001, message: 'User rejected the request' })
    message = 'Unsupported chain'
    await expect(provider.request({ method: 'eth_sendTransaction', params: [{}] })).rejects.toEqual({ code: 5000, message: 'Unsupported chain' })
    expect(ended).toEqual(['rejected', 'failed'])
  })

  it('issue 31: leaving the view before the frame answered withdraws the request (CANCEL_APPROVAL); the page cannot approve it', async () => {
    // A frame that answers an approval only when it is withdrawn (a person who never clicks).
    const { bridge, posted, say } = fakeFrame(() => undefined)
    let leave = () => {}
    const provider = createFrameProvider(bridge, () => {}, () => ({ left: new Promise<void>((resolve) => (leave = resolve)), end: () => {} }))
    const asked = provider.request({ method: 'personal_sign', params: ['0x68', '0xabc'] })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    leave()
    await vi.waitFor(() => expect(posted.map((request) => request.type)).toEqual(['@latch-app/RPC_REQUEST', '@latch-app/CANCEL_APPROVAL']))
    expect(posted[1]!.payload).toEqual({ requestId: posted[0]!.id })
    say({ type: '@latch-frame/RPC_REQUEST_ERROR', id: posted[0]!.id, payload: { message: 'User rejected the request' } })
    await expect(asked).rejects.toEqual({ code: 4001, message: 'User rejected the request' })
  })

  it('issue 31: approvals wait their turn: the second is shown only once the first is answered', async () => {
    const { bridge, posted, say } = fakeFrame(() => undefined)
    const shown: string[] = []
    const provider = createFrameProvider(bridge, () => {}, (requestId) => (shown.push(requestId), { left: new Promise(() => {}), end: () => {} }))
    const first = provider.request({ method: 'personal_sign', params: ['0x01', '0xabc'] })
    const second = provider.request({ method: 'personal_sign', params: ['0x02', '0xabc'] })
    await vi.waitFor(() => expect(posted).toHaveLength(1))
    expect(shown).toHaveLength(1)
    say({ type: '@latch-frame/RPC_REQUEST_SUCCESS', id: posted[0]!.id, payload: '0x1' })
    expect(await first).toBe('0x1')
    await vi.waitFor(() => expect(posted).toHaveLength(2))
    expect(posted[1]!.payload).toEqual({ method: 'personal_sign', params: ['0x02', '0xabc'] })
    say({ type: '@latch-frame/RPC_REQUEST_SUCCESS', id: posted[1]!.id, payload: '0x2' })
    expect(await second).toBe('0x2')
    expect(shown).toEqual([posted[0]!.id, posted[1]!.id])
  })

  it('a chain switch is SWITCH_NETWORK, then chainChanged', async () => {
    const { bridge, posted } = fakeFrame(() => ({ ok: true, payload: { chainId: 31338 } }))
    const provider = createFrameProvider(bridge)
    const changed: unknown[] = []
    provider.on('chainChanged', (chainId) => changed.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a6a' }] })
    expect(posted[0]).toMatchObject({ type: '@latch-app/SWITCH_NETWORK', payload: { chainId: 31338 } })
    expect(changed).toEqual(['0x7a6a'])
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: 'B' }] })).rejects.toMatchObject({ code: 32603, message: 'Invalid chainId' })
  })

  it('the frame’s account changes reach the connection; signed out is accountsChanged [] and disconnect', () => {
    const { bridge, say } = fakeFrame(() => undefined)
    const provider = createFrameProvider(bridge)
    const heard: unknown[] = []
    provider.on('accountsChanged', (accounts) => heard.push(['accounts', accounts]))
    provider.on('disconnect', () => heard.push(['disconnect']))
    say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } })
    say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: null })
    expect(heard).toEqual([['accounts', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']], ['accounts', []], ['disconnect']])
  })

  it('R-AUTH-1: signing out waits at most 3 s, then the session ends here anyway', async () => {
    vi.useFakeTimers()
    const { bridge } = fakeFrame(() => undefined)
    let signedOut = 0
    const provider = createFrameProvider(bridge, () => signedOut++)
    const ending = provider.endSession().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(2_999)
    expect(signedOut).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(await ending).toMatchObject({ message: 'Request was aborted' })
    expect(signedOut).toBe(1)
  })
})

describe('the frame provider, edge by edge', () => {
  it('a removed listener hears nothing more; removing one never added is harmless', () => {
    const { bridge, say } = fakeFrame(() => undefined)
    const provider = createFrameProvider(bridge)
    const heard: unknown[] = []
    const listener = (accounts: unknown) => heard.push(accounts)
    expect(provider.removeListener('chainChanged', listener)).toBe(provider)
    provider.on('accountsChanged', listener)
    say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', chainId: 31337 } })
    expect(provider.removeListener('accountsChanged', listener)).toBe(provider)
    say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: { address: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', chainId: 31337 } })
    expect(heard).toEqual([['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266']])
  })

  it('events nobody listens to are simply not delivered (a switch still succeeds, a sign-out still passes)', async () => {
    const { bridge, say } = fakeFrame(() => ({ ok: true, payload: { chainId: 10 } }))
    const provider = createFrameProvider(bridge)
    expect(await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] })).toBeNull()
    expect(() => say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: null })).not.toThrow()
  })

  it("the frame's ready message is not an account change: no accountsChanged, no disconnect", () => {
    const { bridge, say } = fakeFrame(() => undefined)
    const provider = createFrameProvider(bridge)
    const heard: unknown[] = []
    provider.on('accountsChanged', (accounts) => heard.push(['accounts', accounts]))
    provider.on('disconnect', (error) => heard.push(['disconnect', error]))
    say({ type: '@latch-frame/READY' })
    expect(heard).toEqual([])
  })

  it('signed out in the frame, the disconnect carries EIP-1193 code 4900 and says why', () => {
    const { bridge, say } = fakeFrame(() => undefined)
    const provider = createFrameProvider(bridge)
    const heard: unknown[] = []
    provider.on('disconnect', (error) => heard.push(error))
    say({ type: '@latch-frame/ACCOUNTS_CHANGED', payload: null })
    expect(heard).toEqual([{ code: 4900, message: 'Signed out' }])
  })

  it("a chain switch without a hex chain id fails with 'Invalid chainId' and never reaches the frame", async () => {
    const { bridge, posted } = fakeFrame(() => ({ ok: true, payload: { chainId: 1 } }))
    const provider = createFrameProvider(bridge)
    const changed: unknown[] = []
    provider.on('chainChanged', (chainId) => changed.push(chainId))
    for (const params of [undefined, [], [{}], [{ chainId: 137 }], [{ chainId: ['0x89'] }], [{ chainId: 'a0x1' }], [{ chainId: '0x1g' }], [{ chainId: '0x' }]]) {
      await expect(provider.request({ method: 'wallet_switchEthereumChain', params } as never), JSON.stringify(params)).rejects.toMatchObject({ message: 'Invalid chainId' })
    }
    expect(posted).toEqual([])
    expect(changed).toEqual([])
  })

  it("a switch the frame refuses fails with the frame's message and changes no chain", async () => {
    const { bridge } = fakeFrame(() => ({ ok: false, message: 'Unsupported chain' }))
    const provider = createFrameProvider(bridge)
    const changed: unknown[] = []
    provider.on('chainChanged', (chainId) => changed.push(chainId))
    await expect(provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x1' }] })).rejects.toMatchObject({ message: 'Unsupported chain' })
    expect(changed).toEqual([])
  })

  it('R-AUTH-1: a sign-out the frame confirms resolves and ends the session here once; one it refuses rejects, and still ends it', async () => {
    let reply: { ok: boolean; message?: string } = { ok: true }
    const { bridge, posted } = fakeFrame(() => reply)
    let signedOut = 0
    const provider = createFrameProvider(bridge, () => signedOut++)
    await expect(provider.endSession()).resolves.toBeUndefined()
    expect(posted.map((request) => request.type)).toEqual(['@latch-app/SIGN_OUT'])
    expect(signedOut).toBe(1)
    reply = { ok: false, message: 'Not signed in' }
    await expect(provider.endSession()).rejects.toEqual({ code: 5000, message: 'Not signed in' })
    expect(signedOut).toBe(2)
  })
})
