// Issue 36, the send flow's glue, loaded with the first Send view: the account's tokens (its native balance from the
// network's RPC, its tokens from the wallet or the blockchain API, fresh: a cached balance is no ground for a
// transfer), names resolved as latch.resolveName resolves them, the fee and the transfer on the network of the
// account, asked of the connected wallet (a browser wallet, WalletConnect, or the embedded wallet, which lays its
// approval over the view), and the account's balances and activity made stale once a transfer is confirmed.
import type { ActorRefFrom } from 'xstate'
import { fromPromise } from 'xstate'
import type { CaipNetworkId } from '../../core/caip'
import { configuredNetworks, type ConfiguredNetwork } from '../../core/configuredNetworks'
import { CLOUD_RPC_URL } from '../../core/constants'
import { shownError } from '../../core/errors'
import { parseAmount } from '../../core/amounts'
import { sendMachine } from '../../machines/send/send.machine'
import type { ConfirmResult, FeeResult, NameResult, SendAccount, SendToken, SentResult, TokensResult, Transfer } from '../../machines/send/send.types'
import { createBlockchainApi } from '../../services/blockchain/blockchainApi'
import { fetchNativeBalance } from '../../services/blockchain/nativeBalance'
import { fetchHoldings, withoutZeroDecimals } from '../../services/blockchain/portfolio'
import { estimateEvmFee, evmTransaction, waitForEvmReceipt, type EvmTransfer } from '../../services/transfer/evmTransfer'
import { estimateSolanaFee, solanaTransaction, waitForSolanaSignature, type SolanaTransfer } from '../../services/transfer/solanaTransfer'
import type { FlowGlue, LoadedFlow } from '../flowGlue'
import { resolveName } from './namesFlow'
import { followFeatureView } from '../featureFollow'

/** EIP-1193's 4001 (and the words wallets use for it): the person said no. */
function isRejection(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown }
  return code === 4001 || (typeof message === 'string' && /reject|denied|declined|cancel/i.test(message))
}
const reasonOf = (error: unknown) => ({ code: 'TRANSFER_FAILED', message: error instanceof Error && error.message ? error.message : String(error) })

export function create(glue: FlowGlue): LoadedFlow<typeof sendMachine> {
  const networks = configuredNetworks(glue.config)
  const api = createBlockchainApi({ baseUrl: glue.config.services.rpcUrl ?? CLOUD_RPC_URL, projectId: glue.config.projectId, fetch: glue.fetch })
  const networkOf = (account: SendAccount): ConfiguredNetwork | undefined => networks.find((network) => network.caipNetworkId === `${account.namespace}:${account.chainId}`)
  const evmTransferOf = (transfer: Transfer): EvmTransfer => ({
    chainId: Number(transfer.account.chainId),
    from: transfer.account.address,
    to: transfer.to,
    amount: BigInt(transfer.amount),
    token: transfer.token.id === 'native' ? { native: true } : { native: false, contract: transfer.token.id },
  })

  const solanaTransferOf = (transfer: Transfer): SolanaTransfer => ({
    from: transfer.account.address,
    to: transfer.to,
    amount: BigInt(transfer.amount),
    token: transfer.token.id === 'native' ? { native: true } : { native: false, mint: transfer.token.id, decimals: transfer.token.decimals },
  })
  const solana = (transfer: Transfer) => transfer.account.namespace === 'solana'

  const logic = sendMachine.provide({
    actors: {
      // R-VAL-5: a network Latch cannot send on (not among the app's, or of a namespace without send) is 'Unsupported chain'.
      loadTokens: fromPromise(async ({ input, signal }: { input: SendAccount; signal: AbortSignal }): Promise<TokensResult> => {
        const network = networkOf(input)
        // SPEC §1: send works on eip155 and solana.
        if (!network || (input.namespace !== 'eip155' && input.namespace !== 'solana')) return { ok: false, unsupported: true, error: shownError('UNSUPPORTED_CHAIN') }
        try {
          const caipNetworkId = network.caipNetworkId as CaipNetworkId
          const [native, holdings] = await Promise.all([
            fetchNativeBalance(network.rpcUrl, caipNetworkId, input.address, network.nativeCurrency.decimals, glue.fetch, signal),
            fetchHoldings({ api, request: glue.connection.walletRequest(input.namespace) }, input.address, caipNetworkId, signal),
          ])
          const { symbol, name, decimals } = network.nativeCurrency
          const nativeUnits = parseAmount(native, decimals)
          const tokens: SendToken[] = [{ id: 'native', symbol, name, decimals, balance: nativeUnits.ok ? String(nativeUnits.units) : '0' }]
          for (const token of withoutZeroDecimals(holdings)) {
            // A holding with no contract is the native balance again (the wallet's NATIVE asset).
            const contract = token.address?.split(':').at(-1)
            const decimalsOf = Number(token.quantity.decimals)
            const units = parseAmount(token.quantity.numeric, decimalsOf)
            if (!contract || !units.ok || units.units === 0n) continue
            tokens.push({ id: contract, symbol: token.symbol, name: token.name, decimals: decimalsOf, balance: String(units.units), iconUrl: token.iconUrl })
          }
          return { ok: true, tokens }
        } catch {
          return { ok: false, unsupported: false, error: shownError('TOKEN_BALANCE_UNAVAILABLE') }
        }
      }),
      resolveName: fromPromise(async ({ input }: { input: string }): Promise<NameResult> => {
        try {
          return { ok: true, address: await resolveName(glue, input) }
        } catch {
          return { ok: false, error: shownError('NAME_RESOLVE_FAILED') }
        }
      }),
      // eth_estimateGas × eth_gasPrice on the account's network.
      estimateFee: fromPromise(async ({ input, signal }: { input: Transfer; signal: AbortSignal }): Promise<FeeResult> => {
        const network = networkOf(input.account)
        if (!network) return { ok: false, error: shownError('UNSUPPORTED_CHAIN') }
        try {
          // eip155: eth_estimateGas × the current gas price; solana: the cluster's fee for the message.
          const units = solana(input)
            ? await estimateSolanaFee(network.rpcUrl, (await solanaTransaction(solanaTransferOf(input), network.rpcUrl, glue.fetch, signal)).message, glue.fetch, signal)
            : await estimateEvmFee(network.rpcUrl, evmTransaction(evmTransferOf(input)), glue.fetch, signal)
          return { ok: true, fee: { units: String(units), symbol: network.nativeCurrency.symbol, decimals: network.nativeCurrency.decimals } }
        } catch (error) {
          return { ok: false, error: reasonOf(error) }
        }
      }),
      // SPEC §6: eth_sendTransaction and Solana's signing methods need the person's approval, in their wallet.
      sendTransfer: fromPromise(async ({ input, signal }: { input: Transfer; signal: AbortSignal }): Promise<SentResult> => {
        const request = glue.connection.walletRequest(input.account.namespace)
        const network = networkOf(input.account)
        if (!request || !network) return { ok: false, declined: false, error: shownError('NO_ACTIVE_CAIP_ADDRESS') }
        try {
          if (solana(input)) {
            const { transaction } = await solanaTransaction(solanaTransferOf(input), network.rpcUrl, glue.fetch, signal)
            const answer = await request('solana_signAndSendTransaction', [{ transaction }])
            const signature = (answer as { signature?: unknown } | null)?.signature
            if (typeof signature !== 'string' || !/^[1-9A-HJ-NP-Za-km-z]{64,88}$/.test(signature)) return { ok: false, declined: false, error: shownError('AN_ERROR_OCCURRED') }
            return { ok: true, hash: signature }
          }
          const hash = await request('eth_sendTransaction', [evmTransaction(evmTransferOf(input))])
          if (typeof hash !== 'string' || !/^0x[0-9a-fA-F]{64}$/.test(hash)) return { ok: false, declined: false, error: shownError('AN_ERROR_OCCURRED') }
          return { ok: true, hash }
        } catch (error) {
          return isRejection(error) ? { ok: false, declined: true, error: shownError('SIGNATURE_DECLINED') } : { ok: false, declined: false, error: reasonOf(error) }
        }
      }),
      awaitConfirmation: fromPromise(async ({ input, signal }: { input: { account: SendAccount; hash: string; transfer: Transfer }; signal: AbortSignal }): Promise<ConfirmResult> => {
        const network = networkOf(input.account)
        if (!network) return { ok: false, error: shownError('UNSUPPORTED_CHAIN') }
        try {
          // eip155: the receipt; solana: the signature's status 'confirmed'.
          const outcome = solana(input.transfer)
            ? await waitForSolanaSignature(network.rpcUrl, input.hash, glue.fetch, { signal })
            : await waitForEvmReceipt(network.rpcUrl, input.hash, evmTransaction(evmTransferOf(input.transfer)), glue.fetch, { signal })
          return outcome.ok ? { ok: true } : { ok: false, error: { code: 'TRANSFER_FAILED', message: outcome.reason } }
        } catch (error) {
          return { ok: false, error: reasonOf(error) }
        }
      }),
    },
  })
  return {
    logic,
    wire(flow) {
      // Confirmed: the 30 s caches of the sending account are stale (R-CONST-2); the balance flow reads the shown
      // account's balances and activity again at once.
      const send = flow as ActorRefFrom<typeof sendMachine>
      send.on('sent', (fact) => glue.send({ type: 'balance.invalidate', caipAddress: fact.caipAddress }))
      // Send left the history: every request stops, nothing typed is kept; the account shown changed: Send starts
      // again for it, unless a transfer is under way or done.
      followFeatureView(glue, 'Send', send)
    },
  }
}
