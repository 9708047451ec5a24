// SPEC §6's method lists as routes (R-PERM-3, R-PERM-4): the standard Ethereum reads go to the network's RPC, the
// wallet reads (capabilities, assets, calls status, accounts) and every method needing approval go to the wallet,
// anything else is refused. Methods are written from the spec, never read from src/.
import { describe, expect, it } from 'vitest'
import { routeOf } from '../../../src/services/rpc/rpcMethods'

describe('routeOf (SPEC §6)', () => {
  it.each(['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus', 'eth_accounts'])(
    "R-PERM-3: the wallet read %s routes to 'wallet' (only the wallet knows it)",
    (method) => {
      expect(routeOf(method)).toBe('wallet')
    },
  )

  it.each([
    'personal_sign',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'wallet_sendCalls',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'eth_sendUserOperation',
    'solana_signMessage',
    'solana_signTransaction',
    'solana_signAndSendTransaction',
    'solana_signAllTransactions',
  ])("R-PERM-3: %s needs approval: it routes to 'wallet'", (method) => {
    expect(routeOf(method)).toBe('wallet')
  })

  it.each(['eth_call', 'eth_getBalance', 'eth_chainId', 'eth_sendRawTransaction', 'eth_blockNumber', 'eth_getLogs', 'eth_estimateGas', 'net_version'])(
    "R-PERM-3: the safe read %s routes to 'rpc'",
    (method) => {
      expect(routeOf(method)).toBe('rpc')
    },
  )

  it.each(['eth_sign', 'eth_signTransaction', 'anvil_setBalance', 'debug_traceTransaction', 'wallet_addEthereumChain', '', 'ETH_CALL'])(
    "R-PERM-4: '%s' is not on any list: 'refused'",
    (method) => {
      expect(routeOf(method)).toBe('refused')
    },
  )
})
