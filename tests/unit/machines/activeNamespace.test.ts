// Which namespace's account is shown when several are connected (SPEC §3: account state per chain namespace, the
// active namespace stored). Each case is one account change, with the namespace expected written out.
import { describe, expect, it } from 'vitest'
import { activeNamespaceAfter } from '../../../src/machines/network/activeNamespace'

describe('the active namespace after an account change', () => {
  it('a wallet the person chose takes over, whatever was active', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155'] }, { namespace: 'solana', connected: true, cause: 'chosen' })).toBe('solana')
  })

  it('an account connected beside the active one moves nothing', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155'] }, { namespace: 'solana', connected: true, cause: 'beside' })).toBe('eip155')
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155'] }, { namespace: 'solana', connected: true, cause: 'changed' })).toBe('eip155')
  })

  it('an account that only changed moves nothing, even while the active namespace has none', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['solana'] }, { namespace: 'solana', connected: true, cause: 'changed' })).toBe('eip155')
  })

  it('a new account takes over while the active namespace has none', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: [] }, { namespace: 'solana', connected: true, cause: 'beside' })).toBe('solana')
  })

  it('a restored session takes over in the namespace used last, and only there', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'solana', connected: ['eip155'] }, { namespace: 'solana', connected: true, cause: 'restored' })).toBe('solana')
    expect(activeNamespaceAfter({ active: 'solana', preferred: 'solana', connected: ['solana'] }, { namespace: 'eip155', connected: true, cause: 'restored' })).toBe('solana')
    // Only a restore: the namespace used last connecting beside the active one moves nothing.
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'solana', connected: ['eip155'] }, { namespace: 'solana', connected: true, cause: 'beside' })).toBe('eip155')
  })

  it('when the active account goes, another connected one takes over; with none left the namespace stays', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155', 'solana'] }, { namespace: 'eip155', connected: false, cause: 'changed' })).toBe('solana')
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155'] }, { namespace: 'eip155', connected: false, cause: 'changed' })).toBe('eip155')
  })

  it('another namespace’s account going moves nothing', () => {
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['eip155', 'solana'] }, { namespace: 'solana', connected: false, cause: 'changed' })).toBe('eip155')
    expect(activeNamespaceAfter({ active: 'eip155', preferred: 'eip155', connected: ['solana', 'eip155', 'bip122'] }, { namespace: 'bip122', connected: false, cause: 'changed' })).toBe('eip155')
  })
})
