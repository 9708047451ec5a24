// SPEC §6 through Latch's provider, against a real anvil: safe reads go to the network's RPC (and do not depend on
// the wallet, R-RPC-1), approval methods to the wallet, anything else is refused with 'Requested RPC call is not
// allowed' (R-PERM-3, R-PERM-4).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChain, type Chain } from '../../../devstack/chain/anvil'
import { createRpcRouter, type RpcRequest } from '../../../src/services/rpc/rpcRouter'

let chain: Chain
beforeAll(async () => {
  chain = await startChain({ port: 0 })
}, 30_000)
afterAll(() => chain.close())

const DEV = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

function router(wallet?: (request: RpcRequest) => Promise<unknown>) {
  const asked: RpcRequest[] = []
  const routed = createRpcRouter({
    rpcUrl: () => chain.url,
    wallet: () =>
      wallet &&
      ((request) => {
        asked.push(request)
        return wallet(request)
      }),
    fetch: (input, init) => fetch(input, init),
  })
  return { routed, asked }
}

describe('RPC through Latch (SPEC §6)', () => {
  it('R-PERM-3: a safe read is answered by the network RPC, without any wallet (R-RPC-1)', async () => {
    const { routed } = router()
    expect(await routed.request({ method: 'eth_chainId' })).toBe('0x7a69')
    expect(await routed.request({ method: 'eth_getBalance', params: [DEV, 'latest'] })).toMatch(/^0x[0-9a-f]+$/)
  })

  it("the RPC's own error reaches the caller as it is", async () => {
    const { routed } = router()
    await expect(routed.request({ method: 'eth_getBalance', params: ['not an address', 'latest'] })).rejects.toMatchObject({ code: expect.any(Number) })
  })

  it.each(['personal_sign', 'eth_sendTransaction', 'eth_signTypedData_v4', 'wallet_sendCalls', 'solana_signMessage'])('R-PERM-3: %s goes to the wallet', async (method) => {
    const { routed, asked } = router(async () => 'signed')
    expect(await routed.request({ method, params: [] })).toBe('signed')
    expect(asked).toEqual([{ method, params: [] }])
  })

  it('wallet reads (capabilities, assets, calls status) go to the wallet too', async () => {
    const { routed, asked } = router(async () => ({}))
    for (const method of ['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus']) await routed.request({ method, params: [] })
    expect(asked.map((request) => request.method)).toEqual(['wallet_getCapabilities', 'wallet_getAssets', 'wallet_getCallsStatus'])
  })

  it.each(['eth_sign', 'anvil_setBalance', 'debug_traceTransaction', 'wallet_addEthereumChain'])("R-PERM-4: %s is refused: 'Requested RPC call is not allowed'", async (method) => {
    const { routed, asked } = router(async () => 'never')
    await expect(routed.request({ method })).rejects.toThrow('Requested RPC call is not allowed')
    expect(asked).toEqual([])
  })

  it("an approval method with no wallet connected: 'No ActiveCaipAddress found'", async () => {
    const { routed } = router()
    await expect(routed.request({ method: 'personal_sign', params: [] })).rejects.toThrow('No ActiveCaipAddress found')
  })
})
