// The two apps the system test runs: sign-in off with every wallet kind and two networks per namespace; sign-in
// required (R-PERM-1) against the world's sign-in server.
import { SOLANA_DEVNET, SOLANA_MAINNET } from '../support/solanaWallet'
import type { SystemConfig } from './systemModel'

export const OPEN: SystemConfig = {
  name: 'open',
  networks: ['eip155:1', 'eip155:137', SOLANA_MAINNET, SOLANA_DEVNET],
  siwx: false,
  signInRequired: false,
  testWallet: true,
  smartAccountChains: [137],
}

export const SIGN_IN_REQUIRED: SystemConfig = {
  name: 'sign-in required',
  networks: ['eip155:1', 'eip155:137', SOLANA_MAINNET],
  siwx: true,
  signInRequired: true,
  testWallet: false,
  smartAccountChains: [],
}
