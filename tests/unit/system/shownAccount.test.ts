// Several namespaces connected at once (SPEC §3): the modal and the app are shown one account, the active
// namespace's, and hear of it only when it changes — before the network flow's code has loaded as after.
import { describe, expect, it } from 'vitest'
import { createShownAccount } from '../../../src/system/shownAccount'

const EVM = { namespace: 'eip155' as const, address: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', caipAddress: 'eip155:1:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', walletName: 'EVM' }
const EVM_ON_B = { ...EVM, caipAddress: 'eip155:31338:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266' }
const SOL = { namespace: 'solana' as const, address: 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP', caipAddress: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP', walletName: 'SOL' }

function shownFrom(preferred: 'eip155' | 'solana' = 'eip155') {
  const shown: unknown[] = []
  return { shown, account: createShownAccount(preferred, (account) => shown.push(account)) }
}

describe('the account shown', () => {
  it('follows the wallet chosen last; the other namespace stays connected underneath and comes back when the shown one goes', () => {
    const { shown, account } = shownFrom()
    account.status({ namespace: 'eip155', account: EVM, cause: 'chosen' })
    account.status({ namespace: 'solana', account: SOL, cause: 'chosen' })
    expect(shown).toEqual([EVM, SOL])
    expect(account.namespace).toBe('solana')
    account.status({ namespace: 'solana', account: null, cause: 'changed' })
    expect(shown).toEqual([EVM, SOL, EVM])
    account.status({ namespace: 'eip155', account: null, cause: 'changed' })
    expect(shown).toEqual([EVM, SOL, EVM, null])
  })

  it("says nothing when another namespace's account changes; says the new chain when the shown one's does", () => {
    const { shown, account } = shownFrom()
    account.status({ namespace: 'eip155', account: EVM, cause: 'restored' })
    account.status({ namespace: 'solana', account: SOL, cause: 'beside' })
    account.status({ namespace: 'solana', account: null, cause: 'changed' })
    expect(shown).toEqual([EVM])
    account.status({ namespace: 'eip155', account: EVM_ON_B, cause: 'changed' })
    expect(shown).toEqual([EVM, EVM_ON_B])
  })

  it('after a reload shows the namespace used last, whichever session comes back first', () => {
    const { shown, account } = shownFrom('solana')
    account.status({ namespace: 'eip155', account: EVM, cause: 'restored' })
    account.status({ namespace: 'solana', account: SOL, cause: 'restored' })
    expect(shown).toEqual([EVM, SOL])
  })

  it("the network flow's choice of namespace shows that namespace's account, never none while one is connected", () => {
    const { shown, account } = shownFrom()
    account.status({ namespace: 'eip155', account: EVM, cause: 'chosen' })
    account.status({ namespace: 'solana', account: SOL, cause: 'beside' })
    account.activate('solana')
    expect(shown).toEqual([EVM, SOL])
    account.status({ namespace: 'solana', account: null, cause: 'changed' })
    account.activate('solana')
    expect(shown).toEqual([EVM, SOL, EVM])
    expect(account.namespace).toBe('eip155')
  })
})
