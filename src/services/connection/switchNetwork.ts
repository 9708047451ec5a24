// Moving a connected EVM wallet to another chain: wallet_switchEthereumChain, and when the wallet answers 4902
// (it has never heard of the chain) wallet_addEthereumChain with the network's own data, then the switch again
// (MetaMask switches on add already; a second switch to the current chain is a no-op). A refusal is 'rejected' and
// the view words it; anything else carries the catalogue's text (R-ERR-5: 4902 keeps "Unrecognized chain ID").
import { shownError } from '../../core/errors'
import { toLatchError } from '../../core/caughtErrors'
import type { ShownError } from '../../core/walletCard'
import { addEthereumChain, isUserRejection, switchEthereumChain, type Eip1193Provider, type ProviderError } from '../connectors'

const UNRECOGNIZED_CHAIN_CODE = 4902

export type SwitchTarget = {
  id: string
  name: string
  nativeCurrency: { name: string; symbol: string; decimals: number }
  rpcUrl: string
  explorerUrl?: string
}

export type SwitchOutcome = { ok: true } | { ok: false; failure: { reason: 'rejected' } | { reason: 'error'; error: ShownError } }

function failed(error: ProviderError): SwitchOutcome {
  if (isUserRejection(error)) return { ok: false, failure: { reason: 'rejected' } }
  return { ok: false, failure: { reason: 'error', error: { code: String(error.code), message: error.message } } }
}

export async function switchWalletNetwork(provider: Eip1193Provider, target: SwitchTarget, signal?: AbortSignal): Promise<SwitchOutcome> {
  const chainId = Number(target.id)
  try {
    const switched = await switchEthereumChain(provider, chainId, signal)
    if (switched.ok) return { ok: true }
    if (switched.error.code !== UNRECOGNIZED_CHAIN_CODE) return failed(switched.error)
    const added = await addEthereumChain(
      provider,
      {
        chainId,
        chainName: target.name,
        nativeCurrency: target.nativeCurrency,
        rpcUrls: [target.rpcUrl],
        ...(target.explorerUrl ? { blockExplorerUrls: [target.explorerUrl] } : {}),
      },
      signal,
    )
    if (!added.ok) return failed(added.error)
    const again = await switchEthereumChain(provider, chainId, signal)
    return again.ok ? { ok: true } : failed(again.error)
  } catch (error) {
    return { ok: false, failure: { reason: 'error', error: shownError(toLatchError(error).code) } }
  }
}
