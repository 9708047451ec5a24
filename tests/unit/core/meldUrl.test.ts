// R-RAMP-1: the meld URL builder keeps every parameter the page already had and appends the four, encoded.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { meldUrl } from '../../../src/core/meldUrl'

const APPENDED = ['publicKey', 'destinationCurrencyCode', 'walletAddress', 'externalCustomerId']

describe('meldUrl (R-RAMP-1)', () => {
  it('appends publicKey, destinationCurrencyCode (SOL on Solana, else USDC), walletAddress and externalCustomerId', () => {
    expect(meldUrl('https://meld.example/buy', { publicKey: 'pk', namespace: 'eip155', walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', projectId: 'latch-local' })).toBe(
      'https://meld.example/buy?publicKey=pk&destinationCurrencyCode=USDC&walletAddress=0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266&externalCustomerId=latch-local',
    )
    expect(new URL(meldUrl('https://meld.example/buy', { publicKey: 'pk', namespace: 'solana', walletAddress: '9xQeWvG816bUx9EPjHmaT23yvVM2ZWbrrpZb9PusVFin', projectId: 'p' })).searchParams.get('destinationCurrencyCode')).toBe('SOL')
  })

  it('keeps every other parameter, in order, and encodes the new ones so they read back as given', () => {
    const name = fc.string({ minLength: 1, maxLength: 12 }).filter((key) => !APPENDED.includes(key))
    fc.assert(
      fc.property(fc.array(fc.tuple(name, fc.string({ maxLength: 12 })), { maxLength: 6 }), fc.string(), fc.string(), fc.string(), fc.constantFrom('eip155' as const, 'solana' as const), (existing, publicKey, walletAddress, projectId, namespace) => {
        const base = new URL('https://meld.example/buy')
        for (const [key, value] of existing) base.searchParams.append(key, value)
        const params = [...new URL(meldUrl(base.toString(), { publicKey, namespace, walletAddress, projectId })).searchParams]
        expect(params).toEqual([...existing, ['publicKey', publicKey], ['destinationCurrencyCode', namespace === 'solana' ? 'SOL' : 'USDC'], ['walletAddress', walletAddress], ['externalCustomerId', projectId]])
      }),
    )
  })
})
