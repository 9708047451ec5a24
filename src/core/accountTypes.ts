// The account types and each namespace's default (SPEC §1, R-PROD-5): a person who never chose gets a smart account
// on EVM networks, an EOA on Solana and Polkadot, a payment account on Bitcoin.
export type AccountType = 'eoa' | 'smartAccount' | 'payment'

export const DEFAULT_ACCOUNT_TYPES = Object.freeze({ eip155: 'smartAccount', solana: 'eoa', polkadot: 'eoa', bip122: 'payment' } as const satisfies Record<string, AccountType>)

export function defaultAccountType(namespace: string): AccountType {
  return (DEFAULT_ACCOUNT_TYPES as Record<string, AccountType>)[namespace] ?? 'eoa'
}
