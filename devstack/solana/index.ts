// The devstack's local Solana: litesvm behind JSON-RPC (server.ts), with the dev keys, SOL, the LSD token and the
// on-ramp's USDC mint.
export { startSolana, type SolanaServer } from './server'
export { DEV_SOLANA_CAIP_ID, DEV_SOLANA_KEYS, DEV_SPL_MINT_KEY, DEV_SPL_TOKEN, SOLANA_USDC_MINT } from './devKeys'
