// What the WalletConnect test wallet signs with: the devstack's test wallet (devstack/testWallet/provider.ts), an
// EIP-1193 provider over the local chain's dev accounts, always connected and always saying yes — the
// WalletConnect side decides what a person approves. personal_sign, eth_signTypedData_v4 and eth_sendTransaction
// are signed here with viem; eth_sign and any other method go to anvil, which holds the same dev keys.
import { DEV_CHAIN_ID } from '../chain/devAccounts'
import { createTestWallet } from '../testWallet/provider'
import { toProviderRpcError } from '../testWallet/rpcError'

export const CHAIN_ID = `eip155:${DEV_CHAIN_ID}`

/** Methods a person approves (or auto mode does); anything else (eth_chainId, eth_accounts, reads) is answered at
 * once. */
export const SIGNING_METHODS: readonly string[] = ['personal_sign', 'eth_sign', 'eth_signTypedData', 'eth_signTypedData_v3', 'eth_signTypedData_v4', 'eth_sendTransaction']
export const SUPPORTED_METHODS: readonly string[] = [...SIGNING_METHODS, 'eth_accounts', 'eth_requestAccounts', 'eth_chainId', 'wallet_switchEthereumChain']
export const SUPPORTED_EVENTS: readonly string[] = ['accountsChanged', 'chainChanged']

export type RpcOutcome = { ok: true; result: unknown } | { ok: false; error: { code: number; message: string } }

export type Signer = {
  readonly address: string
  readonly accountIndex: number
  /** The session's CAIP-10 account: the selected dev account only (signing requests must come from it). */
  accounts(): string[]
  switchAccount(index: number): void
  request(method: string, params: unknown): Promise<RpcOutcome>
}

export function createSigner(chainUrl: string): Signer {
  let accountIndex = 0
  const wallet = createTestWallet({
    chainUrl,
    chainId: DEV_CHAIN_ID,
    connect: 'approve',
    sign: 'approve',
    // Connected from the start, to whichever account is selected.
    session: { load: () => accountIndex, save: (index) => void (accountIndex = index), clear: () => undefined },
  })
  return {
    get address() {
      return wallet.address
    },
    get accountIndex() {
      return accountIndex
    },
    accounts() {
      return [`${CHAIN_ID}:${wallet.address}`]
    },
    switchAccount(index) {
      wallet.switchAccount(index)
      accountIndex = index
    },
    async request(method, params) {
      try {
        return { ok: true, result: await wallet.provider.request({ method, params }) }
      } catch (error) {
        const rpc = toProviderRpcError(error)
        return { ok: false, error: { code: rpc.code, message: rpc.message } }
      }
    },
  }
}
