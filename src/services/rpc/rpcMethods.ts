// SPEC §6: which calls need the person's approval and which do not. Safe methods are the standard Ethereum reads
// plus the raw-transaction broadcast and the wallet reads named there; approval methods go to the wallet; anything
// else is refused with 'Requested RPC call is not allowed' (R-PERM-4).

/** R-PERM-3: no approval needed; answered by the network's RPC (the wallet reads by the wallet itself). */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blobBaseFee',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_coinbase',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getAccount',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_sendRawTransaction',
  'eth_syncing',
  'eth_uninstallFilter',
  'net_version',
  'web3_clientVersion',
  'wallet_getCapabilities',
  'wallet_getAssets',
  'wallet_getCallsStatus',
] as const

/** The reads of that list only the wallet can answer (SPEC §7: capabilities and assets come from the wallet). */
export const WALLET_READ_METHODS = ['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus', 'eth_accounts'] as const

/** R-PERM-3: the person approves these in the wallet (SPEC §6, Solana's signing methods included). */
export const APPROVAL_RPC_METHODS = [
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
] as const

export type RpcRoute = 'rpc' | 'wallet' | 'refused'

export function routeOf(method: string): RpcRoute {
  if ((WALLET_READ_METHODS as readonly string[]).includes(method)) return 'wallet'
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'rpc'
  if ((APPROVAL_RPC_METHODS as readonly string[]).includes(method)) return 'wallet'
  return 'refused'
}

/** Whether the person must approve this request first (SPEC §6 approval methods). */
export const needsApproval = (method: string) => (APPROVAL_RPC_METHODS as readonly string[]).includes(method)

/** Issue 32: what moves the account's funds once the wallet answers (its balance and activity are then stale). */
export const SENDING_RPC_METHODS = ['eth_sendTransaction', 'eth_sendRawTransaction', 'wallet_sendCalls', 'eth_sendUserOperation', 'solana_signAndSendTransaction'] as const
export const movesFunds = (method: string) => (SENDING_RPC_METHODS as readonly string[]).includes(method)
