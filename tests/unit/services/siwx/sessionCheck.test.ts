// R-SIWX-1: whether an account's sessions let it in now. A session is within its times from its Not Before (included)
// up to its Expiration Time (excluded: EIP-4361 calls it the time the message "is no longer valid"); one such session
// is enough; only sessions out of their times is the 'Session Expired' case of SPEC §8; no session at all asks for a
// sign-in. `now` is injected, every date is written out.
import { describe, expect, it } from 'vitest'
import type { SiwxSession } from '../../../../src/core/signIn'
import { checkSessions } from '../../../../src/services/siwx/sessionCheck'

const NOW = Date.parse('2026-11-25T12:00:00.000Z')

function session(times: { expirationTime?: string; notBefore?: string } = {}): SiwxSession {
  return {
    data: {
      chainId: 'eip155:31337',
      accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
      domain: 'localhost:5173',
      uri: 'http://localhost:5173',
      version: '1',
      nonce: 'a1B2c3D4e5',
      issuedAt: '2026-11-25T10:00:00.000Z',
      ...times,
    },
    message: 'localhost:5173 wants you to sign in with your Ethereum account: …',
    signature: '0xsig',
  }
}

describe('checkSessions (R-SIWX-1)', () => {
  it('R-SIWX-1: no session at all is "none" (a sign-in is asked for)', () => {
    expect(checkSessions([], NOW)).toStrictEqual({ state: 'none' })
  })

  it('R-SIWX-1: a session with neither time is valid', () => {
    expect(checkSessions([session()], NOW)).toStrictEqual({ state: 'valid', count: 1 })
  })

  it('R-SIWX-1: a session with only a future expiration time is valid', () => {
    expect(checkSessions([session({ expirationTime: '2026-11-25T12:00:00.001Z' })], NOW)).toStrictEqual({ state: 'valid', count: 1 })
  })

  it('R-SIWX-1, SPEC §8 Session Expired: a session expiring exactly now is out of its time', () => {
    expect(checkSessions([session({ expirationTime: '2026-11-25T12:00:00.000Z' })], NOW)).toStrictEqual({ state: 'outOfTime' })
  })

  it('R-SIWX-1, SPEC §8 Session Expired: a session that expired a millisecond ago is out of its time', () => {
    expect(checkSessions([session({ expirationTime: '2026-11-25T11:59:59.999Z' })], NOW)).toStrictEqual({ state: 'outOfTime' })
  })

  it('R-SIWX-1: a session whose Not Before is exactly now is valid', () => {
    expect(checkSessions([session({ notBefore: '2026-11-25T12:00:00.000Z' })], NOW)).toStrictEqual({ state: 'valid', count: 1 })
  })

  it('R-SIWX-1, SPEC §8 Session Expired: a session not valid for another millisecond is out of its time', () => {
    expect(checkSessions([session({ notBefore: '2026-11-25T12:00:00.001Z' })], NOW)).toStrictEqual({ state: 'outOfTime' })
  })

  it('R-SIWX-1: a session inside both its times is valid', () => {
    expect(checkSessions([session({ notBefore: '2026-11-25T11:00:00.000Z', expirationTime: '2026-11-26T12:00:00.000Z' })], NOW)).toStrictEqual({ state: 'valid', count: 1 })
  })

  it('R-SIWX-1: one valid session among out-of-time ones is enough, and only the valid ones are counted', () => {
    const sessions = [
      session({ expirationTime: '2026-11-25T11:00:00.000Z' }),
      session(),
      session({ notBefore: '2026-11-26T00:00:00.000Z' }),
      session({ expirationTime: '2026-11-26T12:00:00.000Z' }),
    ]
    expect(checkSessions(sessions, NOW)).toStrictEqual({ state: 'valid', count: 2 })
  })

  it('R-SIWX-1, SPEC §8 Session Expired: every session out of its times is "outOfTime", not "none"', () => {
    const sessions = [session({ expirationTime: '2026-11-25T11:00:00.000Z' }), session({ notBefore: '2026-11-26T00:00:00.000Z' })]
    expect(checkSessions(sessions, NOW)).toStrictEqual({ state: 'outOfTime' })
  })

  it('R-SIWX-1: an expiration time that is no date never lets a session in', () => {
    expect(checkSessions([session({ expirationTime: 'never' })], NOW)).toStrictEqual({ state: 'outOfTime' })
  })
})
