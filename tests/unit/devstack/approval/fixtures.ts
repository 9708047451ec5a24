// Shared fixtures of the approval tests: dev addresses, a fake token port answering as the devstack's tokens do,
// and a helper that reads a request the way the frame does (normalise, then summarise that same object).
import type { Address } from 'viem'
import { normalizeApproval, type NormalizedApproval } from '../../../../devstack/frame/approval/normalize'
import { summarizeApproval, summaryText, type ApprovalSummary } from '../../../../devstack/frame/approval/summary'
import type { TokenFacts, TokenReads } from '../../../../devstack/frame/approval/tokenFacts'

export const ALICE: Address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
export const BOB: Address = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
export const CAROL: Address = '0x3C44CdDdB6a900fa2b585dd299e03d12FA4293BC'
/** The devstack's LTD (18 decimals) and LTB (ERC-721) addresses; SIX is a 6-decimals token, ITEMS an ERC-1155. */
export const LTD: Address = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
export const LTB: Address = '0xA15BB66138824a1c7167f5E85b957d04Dd34E468'
export const SIX: Address = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
export const ITEMS: Address = '0xe7f1725E7734CE288F8367e1Bb143E90bb3F0512'
export const SPOOF: Address = '0x9fE46736679d2D9a65F0992F2272dE9f3c7fa6e0'
export const SILENT: Address = '0x1111111111111111111111111111111111111111'

export const FAKE_TOKENS: Record<string, TokenFacts> = {
  [LTD]: { name: 'Latch Test Dollar', symbol: 'LTD', decimals: 18 },
  [SIX]: { name: 'Six Dollar', symbol: 'SIX', decimals: 6 },
  [LTB]: { name: 'Latch Test Badge', symbol: 'LTB', isErc721: true },
  [SPOOF]: { name: 'Totally USDC', symbol: 'USD\u202eC', decimals: 6 },
}

/** Answers as FAKE_TOKENS says, and remembers who was asked. */
export function fakeTokenReads(tokens: Record<string, TokenFacts> = FAKE_TOKENS): TokenReads & { asked: Address[] } {
  const asked: Address[] = []
  return {
    asked,
    async token(address) {
      asked.push(address)
      return tokens[address]
    },
  }
}

export function normalized(method: string, params: unknown): NormalizedApproval {
  const result = normalizeApproval(method, params)
  if (!result.ok) throw new Error(`refused: ${result.message}`)
  return result.request
}

export async function summaryOf(method: string, params: unknown, reads: TokenReads = fakeTokenReads()): Promise<ApprovalSummary> {
  return summarizeApproval(normalized(method, params), reads)
}

export async function shown(method: string, params: unknown, reads?: TokenReads): Promise<string> {
  return summaryText(await summaryOf(method, params, reads))
}
