// The property: for generated transactions, batches and typed data, the summary the frame renders contains
// every recipient, every amount and every call target of what it then signs. What is signed is taken from the
// signer's own path — the normalised object turned into viem's transaction fields, signed with a dev key and parsed
// back from the signed bytes; a batch's calls as the EOA sends them and as the smart account encodes them; typed data
// as viem signs it — and decoded independently of the summary's code, then looked up in the text by section.
import fc from 'fast-check'
import { decodeFunctionData, encodeFunctionData, erc20Abi, formatEther, formatUnits, getAddress, maxUint256, parseTransaction, recoverTypedDataAddress, toHex, type Address, type Hex } from 'viem'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { decodeAccountCalls, encodeAccountCalls } from '../../../../devstack/frame/approval/accountCalls'
import { normalizeApproval, type NormalizedApproval } from '../../../../devstack/frame/approval/normalize'
import { summarizeApproval, summaryText } from '../../../../devstack/frame/approval/summary'
import { transactionFields } from '../../../../devstack/frame/approval/transactionFields'
import { asDefinition } from '../../../../devstack/frame/approval/typedData'
import { DEV_ACCOUNTS } from '../../../../devstack/chain/devAccounts'
import { FAKE_TOKENS, LTD, SILENT, SIX, fakeTokenReads } from './fixtures'
import { PERMIT_FIELDS } from './permitTypes'

const signer = privateKeyToAccount(DEV_ACCOUNTS[0]!.privateKey)
const reads = fakeTokenReads()
const TOKENS = [LTD, SIX, SILENT] as const

// --- what a person must see, worded from the token facts the test knows, not from the summary's code
function amountText(token: Address, amount: bigint, approval: boolean): string {
  if (approval && amount >= 1n << 255n) return 'Unlimited'
  const facts = FAKE_TOKENS[token]
  return facts?.decimals === undefined ? `${amount} base units (decimals unknown)` : `${formatUnits(amount, facts.decimals)} ${facts.symbol}`
}

/** The lines a call signed with `to`, `value` and `data` must put in its section. */
function expectedLines(to: Address, value: bigint, data: Hex): string[] {
  const lines = [`To: ${getAddress(to)}`, `Value: ${formatEther(value)} ETH`]
  if (data === '0x') return lines
  const decoded = decodeFunctionData({ abi: erc20Abi, data })
  if (decoded.functionName === 'transfer') return [...lines, `Recipient: ${getAddress(decoded.args[0])}`, `Amount: ${amountText(getAddress(to), decoded.args[1], false)}`]
  if (decoded.functionName === 'approve') return [...lines, `Spender: ${getAddress(decoded.args[0])}`, `Amount: ${amountText(getAddress(to), decoded.args[1], true)}`]
  throw new Error(`the generator made no ${decoded.functionName}`)
}

/** The lines of the section under `heading` (up to the next heading that starts with `next`, if given). */
function section(text: string, heading: string, next?: string): string[] {
  const lines = text.split('\n')
  const start = lines.findIndex((line) => line.startsWith(heading))
  expect(start, `${heading} in\n${text}`).toBeGreaterThanOrEqual(0)
  const end = next === undefined ? lines.length : lines.findIndex((line, index) => index > start && line.startsWith(next))
  return lines.slice(start + 1, end === -1 ? lines.length : end)
}

// --- generated requests, in the spellings apps send
const address = fc.uint8Array({ minLength: 20, maxLength: 20 }).map((bytes) => getAddress(toHex(bytes)))
const amount = fc.oneof(fc.bigInt({ min: 0n, max: 10n ** 30n }), fc.bigInt({ min: 0n, max: maxUint256 }), fc.constantFrom(0n, maxUint256, 1n << 255n, (1n << 255n) - 1n))
const spelled = (value: bigint) =>
  fc.constantFrom<(v: bigint) => string | number>(
    (v) => toHex(v),
    (v) => v.toString(),
    (v) => (v <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(v) : v.toString()),
  ).map((spell) => spell(value))

type Call = { to: Address; value: bigint; data: Hex }
const nativeSend = fc.record({ to: address, value: fc.bigInt({ min: 0n, max: 10n ** 24n }), data: fc.constant<Hex>('0x') })
const tokenCall = fc
  .record({ token: fc.constantFrom(...TOKENS), who: address, amount, kind: fc.constantFrom('transfer' as const, 'approve' as const), value: fc.constantFrom(0n, 1n) })
  .map(({ token, who, amount: howMuch, kind, value }): Call => ({ to: token, value, data: encodeFunctionData({ abi: erc20Abi, functionName: kind, args: [who, howMuch] }) }))
const call = fc.oneof(nativeSend, tokenCall)

/** A call as an app may write it: any quantity spelling, the data as `data`, `input` or both. */
const written = (generated: Call) =>
  fc.record({ value: spelled(generated.value), field: fc.constantFrom('data', 'input', 'both') }).map(({ value, field }) => ({
    to: generated.to,
    value,
    ...(field === 'input' ? {} : { data: generated.data }),
    ...(field === 'data' ? {} : { input: generated.data }),
  }))

async function normaliseAndShow(method: string, params: unknown): Promise<{ request: NormalizedApproval; text: string }> {
  const result = normalizeApproval(method, params)
  if (!result.ok) throw new Error(result.message)
  return { request: result.request, text: summaryText(await summarizeApproval(result.request, reads)) }
}

/** What the EOA signs for `fields`, parsed back from the signed bytes. */
async function signedCall(fields: { to: Address | null; value: bigint; data: Hex }): Promise<Call> {
  const serialized = await signer.signTransaction({ ...fields, chainId: 31337, nonce: 0, gas: 1_000_000n, maxFeePerGas: 1n, maxPriorityFeePerGas: 1n, type: 'eip1559' })
  const parsed = parseTransaction(serialized)
  return { to: getAddress(parsed.to!), value: parsed.value ?? 0n, data: parsed.data ?? '0x' }
}

describe('what you see is what you sign (property)', () => {
  it('a transaction: every recipient, amount and target of the signed transaction is in the summary', async () => {
    await fc.assert(
      fc.asyncProperty(call.chain((generated) => written(generated).map((tx) => ({ generated, tx }))), async ({ tx }) => {
        const { request, text } = await normaliseAndShow('eth_sendTransaction', [tx])
        if (request.method !== 'eth_sendTransaction') throw new Error('not a transaction')
        const signed = await signedCall(transactionFields(request.tx))
        const shownLines = section(text, text.split('\n')[1]!)
        for (const line of expectedLines(signed.to, signed.value, signed.data)) expect(shownLines, text).toContain(line)
      }),
      { numRuns: 200 },
    )
  })

  it('a batch: each call’s section holds that call’s target, recipient and amount, as the EOA sends it and as the smart account encodes it', async () => {
    const batch = fc.array(call, { minLength: 1, maxLength: 4 }).chain((calls) => fc.tuple(...calls.map(written)).map((writtenCalls) => ({ calls, writtenCalls })))
    await fc.assert(
      fc.asyncProperty(batch, async ({ writtenCalls }) => {
        const { request, text } = await normaliseAndShow('wallet_sendCalls', [{ version: '2.0.0', calls: writtenCalls }])
        if (request.method !== 'wallet_sendCalls') throw new Error('not a batch')
        const count = request.calls.length
        const fromEoa = await Promise.all(request.calls.map((each) => signedCall(each)))
        const fromSmartAccount = decodeAccountCalls(encodeAccountCalls(request.calls))!.calls
        for (const [index, signed] of [...fromEoa.entries(), ...fromSmartAccount.entries()]) {
          const lines = section(text, `Call ${index + 1} of ${count}:`, 'Call ')
          for (const line of expectedLines(signed.to, signed.value, signed.data)) expect(lines, text).toContain(line)
        }
      }),
      { numRuns: 100 },
    )
  })

  it('an EIP-2612 permit: the token, owner, spender and amount of the signed message are in the summary', async () => {
    const permit = fc.record({ token: fc.constantFrom(...TOKENS), owner: address, spender: address, value: amount, nonce: fc.bigInt({ min: 0n, max: 1000n }), deadline: fc.bigInt({ min: 0n, max: maxUint256 }) })
    await fc.assert(
      fc.asyncProperty(permit, fc.boolean(), async ({ token, owner, spender, value, nonce, deadline }, asJson) => {
        const typedData = {
          types: {
            Permit: PERMIT_FIELDS,
          },
          primaryType: 'Permit',
          domain: { name: 'Token', version: '1', chainId: 31337, verifyingContract: token },
          message: { owner: owner.toLowerCase(), spender, value: value.toString(), nonce: toHex(nonce), deadline: deadline.toString() },
        }
        const { request, text } = await normaliseAndShow('eth_signTypedData_v4', [signer.address, asJson ? JSON.stringify(typedData) : typedData])
        if (request.method !== 'eth_signTypedData_v4') throw new Error('not typed data')
        const definition = asDefinition(request.typedData)
        const signature = await signer.signTypedData(definition)
        expect(await recoverTypedDataAddress({ ...definition, signature })).toBe(signer.address)
        const signed = definition.message as { owner: Address; spender: Address; value: bigint }
        const verifyingContract = (definition.domain as { verifyingContract: Address }).verifyingContract
        const lines = section(text, 'Token permit (EIP-2612)', 'Message')
        expect(lines.find((line) => line.startsWith('Token: '))?.endsWith(` at ${getAddress(verifyingContract)}`), text).toBe(true)
        expect(lines).toContain(`Owner: ${getAddress(signed.owner)}`)
        expect(lines).toContain(`Spender: ${getAddress(signed.spender)}`)
        expect(lines).toContain(`Amount: ${amountText(getAddress(verifyingContract), signed.value, true)}`)
        expect(section(text, 'Message')).toContain(`value: ${signed.value}`)
      }),
      { numRuns: 200 },
    )
  })
})
