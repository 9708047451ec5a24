// An account's history in the blockchain API's shape (SPEC §3 "Transaction (history)"): newest first, PAGE_SIZE at a
// time, `next` present only when more remain. Each transaction is seen from the account's side: its transfers are
// 'out' when the account sent them and 'in' when it received them, and its operationType is 'receive' when someone
// else sent the transaction, 'send' when the account sent it and only gave value away, 'execute' otherwise (a failed
// call, a call that moved nothing, a swap). sentFrom and sentTo are the transaction's own from and to, as in the
// cloud's answers (an ERC-20 transfer's sentTo is the token contract; the recipient is in its transfer). Addresses
// are lowercase, as indexers give them (checksums would need keccak, i.e. viem, at start-up: abiCodec.ts).
import { NATIVE_TOKEN } from '../chain/devTokens'
import { formatUnits } from '../chain/units'
import type { EvmChain } from './chainMap'
import { encodeCursor } from './cursor'
import type { HistoryStore, IndexedTx, PageKey, StoredTransfer } from './historyStore'
import type { TokenInfoLookup } from './tokenInfo'

export const PAGE_SIZE = 10

export type HistoryTransfer = {
  fungible_info: { name: string; symbol: string; icon: { url: string } }
  direction: 'in' | 'out'
  quantity: { numeric: string }
  value?: number
  price?: number
}

export type HistoryTransaction = {
  id: string
  metadata: {
    operationType: 'send' | 'receive' | 'execute'
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: 'confirmed' | 'failed'
    nonce: number
    chain: string
  }
  transfers: HistoryTransfer[]
}

export type HistoryAnswer = { data: HistoryTransaction[]; next?: string }

export function createHistoryPage(store: HistoryStore, tokenInfo: TokenInfoLookup) {
  async function transferOf(chain: EvmChain, transfer: StoredTransfer, direction: 'in' | 'out'): Promise<HistoryTransfer | undefined> {
    const info = transfer.token === null ? { ...NATIVE_TOKEN, kind: 'erc20' as const } : await tokenInfo(chain, transfer.token)
    if (!info) return undefined
    const numeric = formatUnits(BigInt(transfer.amount), info.decimals)
    const price = info.priceUsd
    return {
      fungible_info: { name: info.name, symbol: info.symbol, icon: { url: info.iconUrl } },
      direction,
      quantity: { numeric },
      ...(price === undefined ? {} : { value: Number(numeric) * price, price }),
    }
  }

  async function transactionOf(account: string, chain: EvmChain, { tx, transfers }: IndexedTx): Promise<HistoryTransaction> {
    const own: HistoryTransfer[] = []
    for (const transfer of transfers) {
      // A transfer to oneself is both: it leaves and arrives.
      const directions = [...(transfer.from === account ? (['out'] as const) : []), ...(transfer.to === account ? (['in'] as const) : [])]
      for (const direction of directions) {
        const entry = await transferOf(chain, transfer, direction)
        if (entry) own.push(entry)
      }
    }
    const sentByAccount = tx.from === account
    const operationType =
      !sentByAccount ? 'receive' : tx.status === 'confirmed' && own.length > 0 && own.every((entry) => entry.direction === 'out') ? 'send' : 'execute'
    return {
      id: tx.hash,
      metadata: {
        operationType,
        hash: tx.hash,
        minedAt: new Date(tx.minedAt * 1000).toISOString(),
        sentFrom: tx.from,
        sentTo: tx.to,
        status: tx.status,
        nonce: tx.nonce,
        chain: tx.chain,
      },
      transfers: own,
    }
  }

  /** One page of `address`'s transactions on `chains`, after `after` (a decoded cursor). */
  return async function historyPage(address: string, chains: readonly EvmChain[], after: PageKey | undefined): Promise<HistoryAnswer> {
    const account = address.toLowerCase()
    const byId = new Map(chains.map((chain) => [chain.caipNetworkId as string, chain]))
    // One more than a page tells whether there is a next one.
    const found = store.page(account, [...byId.keys()], after, PAGE_SIZE + 1)
    const shown = found.slice(0, PAGE_SIZE)
    const data: HistoryTransaction[] = []
    for (const entry of shown) {
      const chain = byId.get(entry.tx.chain)
      if (chain) data.push(await transactionOf(account, chain, entry))
    }
    const last = shown.at(-1)?.tx
    return found.length > PAGE_SIZE && last ? { data, next: encodeCursor([last.minedAt, last.chain, last.block, last.index]) } : { data }
  }
}
