// One call (a transaction, a batch's call, a user operation's call) in words: where it goes, the ETH it carries, and
// what its data does when that is a token's transfer or approval (ERC-20, ERC-721, ERC-1155) — else the function's
// 4-byte selector and the data in full. Data is decoded only when encoding the decoded arguments again gives the very
// same bytes: anything not decodable whole is shown raw, never dropped.
import { decodeFunctionData, encodeFunctionData, formatEther, parseAbi, slice, type Address, type Hex } from 'viem'
import type { SummaryRow } from './summarySchema'
import { tokenAmount, tokenName, type TokenFacts, type TokenReads } from './tokenFacts'

const tokenAbi = parseAbi([
  'function transfer(address to, uint256 amount)',
  'function approve(address spender, uint256 amountOrId)',
  'function transferFrom(address from, address to, uint256 amountOrId)',
  'function safeTransferFrom(address from, address to, uint256 id)',
  'function safeTransferFrom(address from, address to, uint256 id, bytes data)',
  'function setApprovalForAll(address operator, bool approved)',
  'function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)',
  'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)',
])

export type CallLike = { to: Address | null; value: bigint; data: Hex }
export type CallSummary = { kind: string; rows: SummaryRow[] }

const row = (label: string, value: string | { value: string; warning?: true }): SummaryRow =>
  typeof value === 'string' ? { label, value } : { label, ...value }

type Decoded = ReturnType<typeof decodeFunctionData<typeof tokenAbi>>

function decodeWhole(data: Hex): Decoded | undefined {
  try {
    const decoded = decodeFunctionData({ abi: tokenAbi, data })
    const again = encodeFunctionData({ abi: tokenAbi, functionName: decoded.functionName, args: decoded.args } as Parameters<typeof encodeFunctionData<typeof tokenAbi>>[0])
    return again === data.toLowerCase() ? decoded : undefined
  } catch {
    return undefined
  }
}

function tokenRows(decoded: Decoded, facts: TokenFacts | undefined): CallSummary {
  const token = row('Token', tokenName(facts))
  switch (decoded.functionName) {
    case 'transfer': {
      const [to, amount] = decoded.args
      return { kind: 'Token transfer (ERC-20)', rows: [token, row('Recipient', to), row('Amount', tokenAmount(amount, facts))] }
    }
    case 'approve': {
      const [spender, amountOrId] = decoded.args
      if (facts?.isErc721) return { kind: 'NFT approval (ERC-721)', rows: [token, row('Spender', spender), row('Token ID', amountOrId.toString())] }
      return { kind: 'Token approval (ERC-20)', rows: [token, row('Spender', spender), row('Amount', tokenAmount(amountOrId, facts, { approval: true }))] }
    }
    case 'transferFrom': {
      const [from, to, amountOrId] = decoded.args
      if (facts?.isErc721) return { kind: 'NFT transfer (ERC-721)', rows: [token, row('From', from), row('Recipient', to), row('Token ID', amountOrId.toString())] }
      return { kind: 'Token transfer from another account (ERC-20)', rows: [token, row('From', from), row('Recipient', to), row('Amount', tokenAmount(amountOrId, facts))] }
    }
    case 'setApprovalForAll': {
      const [operator, approved] = decoded.args
      return {
        kind: 'Approval for every token of a collection',
        rows: [token, row('Operator', operator), approved ? { label: 'Approved', value: 'Yes: the operator may move every token you hold of this collection', warning: true } : row('Approved', 'No: the approval is withdrawn')],
      }
    }
    case 'safeBatchTransferFrom': {
      const [from, to, ids, amounts, data] = decoded.args
      // Unequal lists make the token revert; each is still shown whole, as it is.
      const items =
        ids.length === amounts.length
          ? ids.flatMap((id, index) => [row(`Token ID ${index + 1} of ${ids.length}`, id.toString()), row(`Amount ${index + 1} of ${ids.length}`, amounts[index]!.toString())])
          : [...ids.map((id, index) => row(`Token ID ${index + 1} of ${ids.length}`, id.toString())), ...amounts.map((amount, index) => row(`Amount ${index + 1} of ${amounts.length}`, amount.toString()))]
      return { kind: 'Batch token transfer (ERC-1155)', rows: [token, row('From', from), row('Recipient', to), ...items, row('Data', data)] }
    }
    case 'safeTransferFrom': {
      const { args } = decoded
      if (args.length === 5) {
        const [from, to, id, amount, data] = args
        return { kind: 'Token transfer (ERC-1155)', rows: [token, row('From', from), row('Recipient', to), row('Token ID', id.toString()), row('Amount', amount.toString()), row('Data', data)] }
      }
      const [from, to, id] = args
      const data = args.length === 4 ? [row('Data', args[3])] : []
      return { kind: 'NFT transfer (ERC-721)', rows: [token, row('From', from), row('Recipient', to), row('Token ID', id.toString()), ...data] }
    }
  }
}

export async function summarizeCall(call: CallLike, reads: TokenReads): Promise<CallSummary> {
  const head = [row('To', call.to ?? 'New contract'), row('Value', `${formatEther(call.value)} ETH`)]
  if (call.to === null) return { kind: 'Contract creation', rows: [...head, row('Bytecode', call.data)] }
  if (call.data === '0x') return { kind: 'Send ETH', rows: head }
  const decoded = decodeWhole(call.data)
  if (decoded) {
    const { kind, rows } = tokenRows(decoded, await reads.token(call.to))
    return { kind, rows: [...head, ...rows] }
  }
  const selector = call.data.length >= 10 ? [row('Function selector', slice(call.data, 0, 4))] : []
  return { kind: 'Contract call', rows: [...head, ...selector, row('Data', call.data)] }
}
