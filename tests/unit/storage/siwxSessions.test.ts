// Sign-in sessions in local storage (issue 15): per chain and account (EVM addresses without case), read through
// zod — a corrupt value is dropped, never thrown — and a removal takes exactly the one session.
import { describe, expect, it } from 'vitest'
import { createSiwxSessionCache, createSiwxTokenStore } from '../../../src/services/storage/siwxSessions'
import { memoryStorage } from './fakeStorage'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const session = (id: string, chainId = 'eip155:31337') => ({
  id,
  message: `message ${id}`,
  signature: `0x${id}`,
  data: { chainId, accountAddress: ADDRESS, domain: 'localhost', uri: 'http://localhost', version: '1' as const, nonce: 'abcdefgh12', issuedAt: '2026-11-25T00:00:00.000Z' },
})

describe('the sign-in session cache', () => {
  it('keeps sessions per chain and account under @appkit/siwx_sessions; an EVM address in any case is the same account', () => {
    const raw = memoryStorage()
    const cache = createSiwxSessionCache(raw)
    cache.add({ chainId: 'eip155:31337', address: ADDRESS }, session('a'))
    cache.add({ chainId: 'eip155:31337', address: ADDRESS.toLowerCase() }, session('b'))
    cache.add({ chainId: 'eip155:31338', address: ADDRESS }, session('c', 'eip155:31338'))
    expect(cache.get({ chainId: 'eip155:31337', address: ADDRESS.toUpperCase().replace('0X', '0x') }).map((s) => s.id)).toEqual(['a', 'b'])
    expect(cache.get({ chainId: 'eip155:31338', address: ADDRESS }).map((s) => s.id)).toEqual(['c'])
    expect(Object.keys(JSON.parse(raw.getItem('@appkit/siwx_sessions') ?? '{}'))).toEqual([`eip155:31337|${ADDRESS.toLowerCase()}`, `eip155:31338|${ADDRESS.toLowerCase()}`])
  })

  it('removes exactly the given session, by id or else by signature; set replaces an account’s list', () => {
    const cache = createSiwxSessionCache(memoryStorage())
    const account = { chainId: 'eip155:31337', address: ADDRESS }
    cache.set(account, [session('a'), session('b'), session('c')])
    cache.remove(account, session('b'))
    expect(cache.get(account).map((s) => s.id)).toEqual(['a', 'c'])
    const { id: _drop, ...withoutId } = session('c')
    cache.remove(account, withoutId)
    expect(cache.get(account).map((s) => s.id)).toEqual(['a'])
    cache.set(account, [])
    expect(cache.get(account)).toEqual([])
  })

  it('drops a corrupt or foreign value instead of throwing', () => {
    const raw = memoryStorage()
    const cache = createSiwxSessionCache(raw)
    for (const bad of ['{not json', '[]', '{"k":[{"message":1}]}', JSON.stringify({ k: [{ ...session('a'), data: { ...session('a').data, version: '2' } }] })]) {
      raw.setItem('@appkit/siwx_sessions', bad)
      expect(cache.get({ chainId: 'eip155:31337', address: ADDRESS })).toEqual([])
      expect(raw.getItem('@appkit/siwx_sessions')).toBeNull()
    }
  })
})

describe("the sign-in server's token for this browser (R-SIWX-1: without it the server shows no session)", () => {
  const TOKEN = 'T0k3n_of-the-client_43-characters-long_abcd'

  it("is kept as plain text under AppKit's '@appkit/siwx-auth-token' and read back", () => {
    const raw = memoryStorage()
    const tokens = createSiwxTokenStore(raw)
    expect(tokens.get()).toBeUndefined()
    tokens.set(TOKEN)
    expect(raw.getItem('@appkit/siwx-auth-token')).toBe('T0k3n_of-the-client_43-characters-long_abcd')
    expect(createSiwxTokenStore(raw).get()).toBe('T0k3n_of-the-client_43-characters-long_abcd')
  })

  it.each(['', 'short-token', 'T0k3n of-the-client_43-characters-long_abcd', 'T0k3n_of-the-client\r\nX-Evil: 1-long_abcd', '"T0k3n_of-the-client_43-characters-long_abcd"'])(
    'a stored %j is dropped on read, and never written',
    (bad) => {
      const raw = memoryStorage({ '@appkit/siwx-auth-token': bad })
      const tokens = createSiwxTokenStore(raw)
      expect(tokens.get()).toBeUndefined()
      expect(raw.getItem('@appkit/siwx-auth-token')).toBeNull()
      tokens.set(bad)
      expect(raw.getItem('@appkit/siwx-auth-token')).toBeNull()
    },
  )
})
