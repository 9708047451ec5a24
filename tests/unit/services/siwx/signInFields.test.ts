// SPEC §3's sign-in message: the optional fields (statement, expirationTime, notBefore, requestId, resources) are
// either there or absent, never present as undefined and never as an empty resource list; and the nonce rule both
// text forms share (at least 8 letters and digits, nothing else before or after), as R-SIWX-2 signs it.
import { describe, expect, it } from 'vitest'
import { presentFields } from '../../../../src/services/siwx/signInFields'
import { formatSignInMessage, parseSignInMessage, type SignInMessage } from '../../../../src/services/siwx/signInMessage'

describe('presentFields (SPEC §3 optional fields)', () => {
  it('SPEC §3: absent optional fields leave no key at all', () => {
    const fields = presentFields({ statement: undefined, expirationTime: undefined, notBefore: undefined, requestId: undefined, resources: undefined })
    expect(fields).toStrictEqual({})
    expect(Object.keys(fields)).toEqual([])
  })

  it('SPEC §3: an empty resource list is no resources field', () => {
    expect(presentFields({ resources: [] })).toStrictEqual({})
  })

  it('SPEC §3: every present field is kept as given, an empty statement and request id included', () => {
    expect(
      presentFields({ statement: '', expirationTime: '2026-11-26T10:00:00.000Z', notBefore: '2026-11-25T09:00:00.000Z', requestId: '', resources: ['https://example.com/terms'] }),
    ).toStrictEqual({ statement: '', expirationTime: '2026-11-26T10:00:00.000Z', notBefore: '2026-11-25T09:00:00.000Z', requestId: '', resources: ['https://example.com/terms'] })
  })

  it('SPEC §3: one present field alone is the only key', () => {
    expect(presentFields({ notBefore: '2026-11-25T09:00:00.000Z' })).toStrictEqual({ notBefore: '2026-11-25T09:00:00.000Z' })
    expect(presentFields({ requestId: 'req-42' })).toStrictEqual({ requestId: 'req-42' })
  })
})

describe('the nonce rule of both text forms (SPEC §3, R-SIWX-2)', () => {
  const EIP155: SignInMessage = {
    chainId: 'eip155:31337',
    accountAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
    domain: 'localhost:5173',
    uri: 'http://localhost:5173',
    version: '1',
    nonce: 'a1B2c3D4e5',
    issuedAt: '2026-11-25T10:00:00.000Z',
  }
  const SOLANA: SignInMessage = { ...EIP155, chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', accountAddress: '7EcDhSYGxXyscszYEp35KHN8vvw3svAuLKTzXwCFLtV' }

  it.each([
    ['eip155', EIP155],
    ['solana', SOLANA],
  ])('SPEC §3 (%s): 8 letters and digits are enough', (_namespace, message) => {
    expect(formatSignInMessage({ ...message, nonce: 'Abcd1234' })).toContain('\nNonce: Abcd1234\n')
  })

  it.each([
    ['eip155', EIP155, 'abc12345!'],
    ['eip155', EIP155, '!abc12345'],
    ['eip155', EIP155, 'abc1234'],
    ['solana', SOLANA, 'abc12345!'],
    ['solana', SOLANA, '!abc12345'],
    ['solana', SOLANA, 'abc1234'],
  ])('SPEC §3 (%s): the nonce %s is refused', (_namespace, message, nonce) => {
    expect(() => formatSignInMessage({ ...message, nonce })).toThrow(new Error('the nonce needs at least 8 letters and digits'))
  })

  it('SPEC §3 (solana): a text whose nonce has junk after its letters and digits is not read', () => {
    const text = formatSignInMessage(SOLANA)
    expect(parseSignInMessage(text, SOLANA.chainId)).toStrictEqual(SOLANA)
    expect(parseSignInMessage(text.replace('Nonce: a1B2c3D4e5', 'Nonce: a1B2c3D4e5!'), SOLANA.chainId)).toBeUndefined()
    expect(parseSignInMessage(text.replace('Nonce: a1B2c3D4e5', 'Nonce: -a1B2c3D4e5'), SOLANA.chainId)).toBeUndefined()
  })
})
