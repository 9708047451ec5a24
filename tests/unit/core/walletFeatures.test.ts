// Issue 36, SPEC §1 and R-PROD-2: Account offers on-ramp, send and receive, each where the app leaves it on (all on
// by default) and the namespace supports it: send and on-ramp on eip155 and solana, receive anywhere.
import { describe, expect, it } from 'vitest'
import { walletFeatures } from '../../../src/core/walletFeatures'

const ALL_ON = { onramp: true, send: true, receive: true }

describe('walletFeatures', () => {
  it('R-PROD-2: all three on eip155 and solana by default, in the order Buy, Send, Receive', () => {
    expect(walletFeatures(ALL_ON, 'eip155')).toEqual(['onramp', 'send', 'receive'])
    expect(walletFeatures(ALL_ON, 'solana')).toEqual(['onramp', 'send', 'receive'])
  })

  it('SPEC §1: a namespace without send and on-ramp (bip122, polkadot) can still receive', () => {
    expect(walletFeatures(ALL_ON, 'bip122')).toEqual(['receive'])
    expect(walletFeatures(ALL_ON, 'polkadot')).toEqual(['receive'])
  })

  it('a feature the app turns off is not offered', () => {
    expect(walletFeatures({ onramp: false, send: true, receive: false }, 'eip155')).toEqual(['send'])
    expect(walletFeatures({ onramp: false, send: false, receive: false }, 'solana')).toEqual([])
  })
})
