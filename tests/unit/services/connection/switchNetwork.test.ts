// Moving a connected EVM wallet to another chain (R-NAV-11, R-ERR-5): only "Unrecognized chain ID" (4902) makes the
// wallet learn the chain with wallet_addEthereumChain; any other code fails the switch as it is, asking nothing more.
import { describe, expect, it } from 'vitest'
import { switchWalletNetwork } from '../../../../src/services/connection/switchNetwork'
import { FakeProvider } from '../../connectors/fakes'

const target = { id: '10', name: 'OP Mainnet', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 }, rpcUrl: 'https://mainnet.optimism.io' }

/** A wallet whose wallet_switchEthereumChain fails with `code` until the chain was added; adding always succeeds. */
function walletFailingSwitch(code: number) {
  let added = false
  return new FakeProvider(({ method }) => {
    if (method === 'wallet_addEthereumChain') {
      added = true
      return null
    }
    if (method === 'wallet_switchEthereumChain' && !added) throw { code, message: 'the wallet says no' }
    return null
  })
}

describe('switchWalletNetwork (R-ERR-5)', () => {
  it.each([
    [5000, { code: '5000', message: 'Unknown error' }],
    [32603, { code: '32603', message: 'Invalid chain id' }],
    [4900, { code: '4900', message: 'Something went wrong' }],
  ])('R-ERR-5: a switch failing with %i is that failure; the chain is never added', async (code, error) => {
    const provider = walletFailingSwitch(code)
    expect(await switchWalletNetwork(provider, target)).toEqual({ ok: false, failure: { reason: 'error', error } })
    expect(provider.calls).toEqual([{ method: 'wallet_switchEthereumChain', params: [{ chainId: '0xa' }] }])
  })

  it('R-ERR-5: 4902 (unrecognized chain id) adds the chain, then switches again', async () => {
    const provider = walletFailingSwitch(4902)
    expect(await switchWalletNetwork(provider, target)).toEqual({ ok: true })
    expect(provider.calls.map((call) => call.method)).toEqual(['wallet_switchEthereumChain', 'wallet_addEthereumChain', 'wallet_switchEthereumChain'])
  })
})
