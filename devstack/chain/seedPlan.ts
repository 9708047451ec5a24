// What every local EVM chain holds after start, beyond anvil's 10 000 ETH per dev account: the devstack's tokens
// (devTokens.ts) minted to dev accounts 0–3, and on the first chain a short past of transfers between accounts 0, 1
// and 2, so dev account 0 has an activity list longer than one page (10), with sends, receipts and one failed call.
// Data only: seedChain.ts carries it out, tests derive expected balances and history from it.

/** Dev accounts that get LTD_MINTED LTD and one LTB badge each. */
export const MINTED_ACCOUNTS: readonly number[] = [0, 1, 2, 3]
/** LTD per minted account, in whole tokens. */
export const LTD_MINTED = '1000'

export type SeedTransfer = {
  readonly asset: 'ETH' | 'LTD'
  /** Dev account indexes. */
  readonly from: number
  readonly to: number
  /** In whole units (ETH or LTD), as parseUnits reads them. */
  readonly amount: string
  /** Mined but reverted (an LTD transfer above the sender's balance): history's 'failed'. */
  readonly reverts?: true
}

/** In the order they are mined, oldest first. */
export const HISTORY_TRANSFERS: readonly SeedTransfer[] = Object.freeze([
  { asset: 'ETH', from: 0, to: 1, amount: '1.5' },
  { asset: 'ETH', from: 2, to: 0, amount: '0.25' },
  { asset: 'LTD', from: 0, to: 1, amount: '100' },
  { asset: 'LTD', from: 1, to: 0, amount: '40' },
  { asset: 'LTD', from: 0, to: 2, amount: '12.5' },
  { asset: 'LTD', from: 0, to: 1, amount: '1000000', reverts: true },
  { asset: 'LTD', from: 2, to: 0, amount: '5' },
  { asset: 'ETH', from: 0, to: 2, amount: '0.1' },
  { asset: 'ETH', from: 1, to: 0, amount: '0.5' },
  { asset: 'LTD', from: 0, to: 1, amount: '2' },
  { asset: 'ETH', from: 2, to: 0, amount: '0.05' },
])
