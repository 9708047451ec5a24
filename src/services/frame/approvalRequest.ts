// What the embedded wallet is asked to sign or send, in plain words for the ApproveTransaction view (issue 14): the
// frame holds the keys, so the modal is where the person sees and approves each request. Everything is derived from
// the request as text (never rendered as HTML): the message, the typed data's domain and type, a transaction's
// recipient and value, a token transfer's recipient and amount, a batch's size.
import { formatEther, hexToString, isHex } from 'viem'
import { APPROVAL_RPC_METHODS } from '../rpc/rpcMethods'

export type ApprovalRequest = { summary: string; details: { label: string; value: string }[] }

const TRANSFER = '0xa9059cbb'
const asRecord = (value: unknown): Record<string, unknown> => (typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {})
const text = (value: unknown) => (typeof value === 'string' ? value : '')
// The request comes from the app, so nothing in it may throw here: '0x' and non-hex digits are no number (BigInt
// would throw), and a bigint in typed data is shown as its digits (JSON.stringify would throw).
const HEX_NUMBER = /^0x[0-9a-fA-F]+$/
const hexNumber = (value: string): bigint | null => (HEX_NUMBER.test(value) ? BigInt(value) : null)
const asJson = (_key: string, value: unknown) => (typeof value === 'bigint' ? value.toString() : value)

/** Whether the person must approve this request first (SPEC §6 approval methods). */
export const needsApproval = (method: string) => (APPROVAL_RPC_METHODS as readonly string[]).includes(method)

export function describeRequest(method: string, params: unknown): ApprovalRequest {
  const list = Array.isArray(params) ? params : []
  switch (method) {
    case 'personal_sign': {
      const raw = text(list[0])
      return { summary: 'Sign a message', details: [{ label: 'Message', value: isHex(raw) ? safeText(raw) : raw }] }
    }
    case 'eth_signTypedData_v4': {
      const typed = asRecord(typeof list[1] === 'string' ? parse(list[1]) : list[1])
      const domain = asRecord(typed['domain'])
      return {
        summary: 'Sign typed data',
        details: [
          { label: 'App', value: text(domain['name']) || 'Unknown' },
          { label: 'Type', value: text(typed['primaryType']) || 'Unknown' },
          { label: 'Data', value: JSON.stringify(typed['message'] ?? {}, asJson, 1).slice(0, 500) },
        ],
      }
    }
    case 'eth_sendTransaction': {
      const tx = asRecord(list[0])
      const data = text(tx['data'])
      const details = [
        { label: 'To', value: text(tx['to']) || 'New contract' },
        { label: 'Value', value: `${formatEther(hexNumber(text(tx['value'])) ?? 0n)} ETH` },
      ]
      // An ERC-20 transfer(address,uint256): the token's recipient and raw amount.
      const amount = data.startsWith(TRANSFER) && data.length >= 138 ? hexNumber(`0x${data.slice(74, 138)}`) : null
      if (amount !== null) {
        details.push({ label: 'Token recipient', value: `0x${data.slice(34, 74)}` }, { label: 'Token amount', value: amount.toString() })
      } else if (data && data !== '0x') details.push({ label: 'Data', value: `${data.slice(0, 66)}${data.length > 66 ? '…' : ''}` })
      return { summary: data.startsWith(TRANSFER) ? 'Send a token' : 'Send a transaction', details }
    }
    case 'wallet_sendCalls': {
      const calls = asRecord(list[0])['calls']
      return { summary: 'Send a batch of calls', details: [{ label: 'Calls', value: String(Array.isArray(calls) ? calls.length : 0) }] }
    }
    default:
      return { summary: `Approve ${method}`, details: [] }
  }
}

function safeText(hex: `0x${string}`): string {
  try {
    return hexToString(hex)
  } catch {
    return hex
  }
}

function parse(json: string): unknown {
  try {
    return JSON.parse(json)
  } catch {
    return {}
  }
}
