// Keeps one EVM chain's history in the store: reads every block not yet seen (with its receipts) and records each
// transaction, its native value and its ERC-20 Transfer logs. Run at start and before every account request, so an
// answer always covers the chain up to the moment it was asked; anvil answers "nothing new" in about a millisecond.
// A chain that was reset or reverted (the last block seen is gone or different) is indexed again from block 0.
import { rpcBatch, type RpcCall } from '../chain/jsonRpc'
import { toQuantity } from '../chain/units'
import type { EvmChain } from './chainMap'
import { blockHashSchema, blockSchema, quantitySchema, receiptsSchema, type RpcBlock, type RpcReceipt } from './evmSchemas'
import type { HistoryStore, IndexedTx, StoredTransfer } from './historyStore'
import type { TokenInfoLookup } from './tokenInfo'

/** keccak256('Transfer(address,address,uint256)'): ERC-20's (3 topics) and ERC-721's (4 topics, not fungible). */
export const TRANSFER_TOPIC = '0xddf252ad1be2c89b69c2b068fc378daa952ba7f163c4a11628f55a4df523b3ef'
const BLOCKS_PER_BATCH = 50

function topicAddress(topic: string): string {
  return `0x${topic.slice(-40)}`.toLowerCase()
}

export function createChainIndexer(chain: EvmChain, store: HistoryStore, tokenInfo: TokenInfoLookup, fetchFn: typeof fetch) {
  async function indexTx(block: RpcBlock, tx: RpcBlock['transactions'][number], receipt: RpcReceipt | undefined): Promise<IndexedTx> {
    if (!receipt) throw new Error(`${chain.caipNetworkId}: block ${block.number} has no receipt for ${tx.hash}`)
    const ok = receipt.status === '0x1'
    const from = tx.from.toLowerCase()
    const to = (tx.to ?? receipt.contractAddress ?? '').toLowerCase()
    const transfers: StoredTransfer[] = []
    if (ok && tx.value > 0n) transfers.push({ seq: 0, token: null, from, to, amount: tx.value.toString() })
    for (const log of receipt.logs) {
      if (log.topics[0] !== TRANSFER_TOPIC || log.topics.length !== 3 || log.data.length !== 66) continue
      if (!(await tokenInfo(chain, log.address))) continue
      const [, sender = '', recipient = ''] = log.topics
      transfers.push({ seq: 1 + Number(log.logIndex), token: log.address.toLowerCase(), from: topicAddress(sender), to: topicAddress(recipient), amount: BigInt(log.data).toString() })
    }
    return {
      tx: {
        chain: chain.caipNetworkId,
        hash: tx.hash.toLowerCase(),
        block: Number(block.number),
        index: Number(tx.transactionIndex),
        minedAt: Number(block.timestamp),
        from,
        to,
        status: ok ? 'confirmed' : 'failed',
        nonce: Number(tx.nonce),
      },
      transfers,
    }
  }

  async function indexRange(from: number, to: number): Promise<void> {
    const calls: RpcCall[] = []
    for (let n = from; n <= to; n++) {
      const tag = toQuantity(n)
      calls.push({ method: 'eth_getBlockByNumber', params: [tag, true] }, { method: 'eth_getBlockReceipts', params: [tag] })
    }
    const results = await rpcBatch(chain.url, calls, fetchFn)
    for (let i = 0; i < results.length; i += 2) {
      const block = blockSchema.parse(results[i])
      const receipts = new Map(receiptsSchema.parse(results[i + 1]).map((receipt) => [receipt.transactionHash.toLowerCase(), receipt]))
      const txs: IndexedTx[] = []
      for (const tx of block.transactions) txs.push(await indexTx(block, tx, receipts.get(tx.hash.toLowerCase())))
      store.addBlock(chain.caipNetworkId, { number: Number(block.number), hash: block.hash.toLowerCase() }, txs)
    }
  }

  async function catchUp(): Promise<void> {
    const last = store.lastBlock(chain.caipNetworkId)
    const calls: RpcCall[] = [{ method: 'eth_blockNumber', params: [] }]
    if (last) calls.push({ method: 'eth_getBlockByNumber', params: [toQuantity(last.number), false] })
    const [latestRaw, lastRaw] = await rpcBatch(chain.url, calls, fetchFn)
    const latest = Number(quantitySchema.parse(latestRaw))
    if (last && blockHashSchema.parse(lastRaw ?? null)?.hash.toLowerCase() !== last.hash) store.wipe(chain.caipNetworkId)
    const next = (store.lastBlock(chain.caipNetworkId)?.number ?? -1) + 1
    for (let from = next; from <= latest; from += BLOCKS_PER_BATCH) await indexRange(from, Math.min(latest, from + BLOCKS_PER_BATCH - 1))
  }

  let running: Promise<void> | undefined
  let queued: Promise<void> | undefined

  /** Indexes up to the chain's latest block. A call made while a catch-up runs gets one that starts after it, so it
   * also sees blocks mined after that one began. */
  function sync(): Promise<void> {
    if (!running) {
      running = catchUp().finally(() => {
        running = undefined
      })
      return running
    }
    queued ??= running
      .catch(() => undefined)
      .then(() => {
        queued = undefined
        return sync()
      })
    return queued
  }

  /** Resolves once no catch-up is under way (close() waits for it before the database goes). */
  async function settled(): Promise<void> {
    await Promise.allSettled([running, queued])
  }

  return { chain, sync, settled }
}

export type ChainIndexer = ReturnType<typeof createChainIndexer>
