import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MASK, maskSensitive } from '../../../src/devtools/maskSensitive'

describe('maskSensitive (the inspector never shows secrets)', () => {
  it('masks emails, one-time codes and signatures at any depth', () => {
    const masked = maskSensitive({ type: 'otp.submitted', otp: '123456', user: { email: 'a@b.co', profile: { signature: '0xdead' } }, list: [{ email: 'c@d.co' }], count: 3 })
    expect(masked).toEqual({ type: 'otp.submitted', otp: MASK, user: { email: MASK, profile: { signature: MASK } }, list: [{ email: MASK }], count: 3 })
  })

  it('never leaves a sensitive string value in place, whatever the shape', () => {
    const key = fc.constantFrom('email', 'otp', 'signature', 'name', 'view', 'emailAddress', 'otpCode')
    const tree = fc.letrec((tie) => ({
      node: fc.oneof({ depthSize: 'small' }, fc.string(), fc.integer(), fc.dictionary(key, tie('node'), { maxKeys: 4 }), fc.array(tie('node'), { maxLength: 3 })),
    })).node
    fc.assert(
      fc.property(fc.dictionary(key, tree, { maxKeys: 5 }), (input) => {
        const check = (value: unknown): void => {
          if (Array.isArray(value)) return value.forEach(check)
          if (value && typeof value === 'object') {
            for (const [k, v] of Object.entries(value)) {
              if (/email|otp|signature/i.test(k) && (typeof v === 'string' || typeof v === 'number')) expect(v).toBe(MASK)
              check(v)
            }
          }
        }
        check(maskSensitive(input))
      }),
    )
  })

  it('masks email addresses inside free text too', () => {
    expect(maskSensitive({ type: 'walletList.search', query: 'alice@example.com ' })).toEqual({ type: 'walletList.search', query: `${MASK} ` })
    expect(maskSensitive('write to bob.smith+x@mail.example.org today')).toBe(`write to ${MASK} today`)
    expect(maskSensitive({ type: '@xstate.event' })).toEqual({ type: '@xstate.event' })
  })

  it('leaves non-plain objects (actor refs) whole', () => {
    class Ref {
      email = 'kept'
    }
    const ref = new Ref()
    expect(maskSensitive({ ref }).ref).toBe(ref)
  })
})
