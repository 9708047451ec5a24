// The CAIP-2 chains the devstack catalogue spreads its wallets over: the main EVM chains of SPEC §9, the local
// dev chain (31337) and Solana mainnet.
export const EVM_MAINNET = 'eip155:1'
export const EVM_LOCAL = 'eip155:31337'
export const SOLANA_MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'

/** EVM chains a wallet may add on top of mainnet. */
export const EVM_EXTRA_CHAINS = ['eip155:10', 'eip155:56', 'eip155:137', 'eip155:8453', 'eip155:42161', EVM_LOCAL] as const

/** Every EVM chain a well-known multichain wallet lists. */
export const EVM_ALL = [EVM_MAINNET, ...EVM_EXTRA_CHAINS] as const
