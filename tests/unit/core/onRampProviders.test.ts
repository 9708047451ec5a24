// R-RAMP-2: setting providers keeps only those named in the list, else none; reset restores the defaults (SPEC §9:
// coinbase and meld, written here).
import { describe, expect, it } from 'vitest'
import { defaultOnRampProviders, keepOnRampProviders } from '../../../src/core/onRampProviders'

describe('on-ramp providers (R-RAMP-2)', () => {
  it('keeps only the named ones, in the defaults’ order', () => {
    expect(keepOnRampProviders(['meld'])).toEqual(['meld'])
    expect(keepOnRampProviders(['meld', 'coinbase'])).toEqual(['coinbase', 'meld'])
  })

  it('keeps none for an empty list or names it does not know', () => {
    expect(keepOnRampProviders([])).toEqual([])
    expect(keepOnRampProviders(['moonpay', 'Meld'])).toEqual([])
  })

  it('resets to coinbase and meld', () => {
    expect(defaultOnRampProviders()).toEqual(['coinbase', 'meld'])
  })
})
