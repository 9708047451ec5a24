// The issue "What you see is what you sign", one test per report: each was a request the old app-side summary showed
// one way while the frame signed another. Each now shows what the signer will sign, from the same object.
import { encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { describe, expect, it } from 'vitest'
import { transactionFields } from '../../../../devstack/frame/approval/transactionFields'
import { ALICE, BOB, CAROL, LTD, normalized, shown } from './fixtures'
import { EIP712_DOMAIN_FIELDS, PERMIT_FIELDS } from './permitTypes'

describe('issue: what you see is what you sign', () => {
  it('value as a JSON number shows the real ETH amount, and that amount is what is sent (was "0 ETH" while ETH moved)', async () => {
    const params = [{ from: ALICE, to: BOB, value: 250_000_000_000_000 }]
    expect(await shown('eth_sendTransaction', params)).toBe(['Send a transaction', 'Send ETH', `To: ${BOB}`, 'Value: 0.00025 ETH'].join('\n'))
    const request = normalized('eth_sendTransaction', params)
    expect(request.method === 'eth_sendTransaction' && transactionFields(request.tx).value).toBe(250_000_000_000_000n)
  })

  it('a token transfer in `input` shows its recipient and amount (was nothing), and `input` is the data sent', async () => {
    const input = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [CAROL, 7n * 10n ** 18n] })
    const text = await shown('eth_sendTransaction', [{ to: LTD, input }])
    expect(text).toContain(`Recipient: ${CAROL}\nAmount: 7 LTD`)
    const request = normalized('eth_sendTransaction', [{ to: LTD, input }])
    expect(request.method === 'eth_sendTransaction' && transactionFields(request.tx).data).toBe(input)
  })

  it('a long Permit shows its spender and "Unlimited" with nothing cut (was cut at 500 characters)', async () => {
    const name = `Very Long Token Name ${'x'.repeat(600)}`
    const permit = {
      types: {
        EIP712Domain: EIP712_DOMAIN_FIELDS,
        Permit: PERMIT_FIELDS,
      },
      primaryType: 'Permit',
      domain: { name, version: '1', chainId: 31337, verifyingContract: LTD },
      message: { owner: ALICE, spender: CAROL, value: maxUint256.toString(), nonce: 0, deadline: maxUint256.toString() },
    }
    const text = await shown('eth_signTypedData_v4', [ALICE, JSON.stringify(permit)])
    expect(text.length).toBeGreaterThan(1000)
    expect(text).toContain(`name: ${name}\n`)
    expect(text).toContain(`Spender: ${CAROL}\nAmount: Unlimited\n`)
    expect(text).toContain(`value: ${maxUint256}\n`)
    expect(text.endsWith(`deadline: ${maxUint256}`)).toBe(true)
  })

  it('wallet_sendCalls shows every call (was only "Calls 2")', async () => {
    const transfer = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [CAROL, 10n ** 18n] })
    const text = await shown('wallet_sendCalls', [{ calls: [{ to: BOB, value: '0x2386f26fc10000' }, { to: LTD, data: transfer }] }])
    expect(text).toContain(`Call 1 of 2: Send ETH\nTo: ${BOB}\nValue: 0.01 ETH\n`)
    expect(text).toContain(`Call 2 of 2: Token transfer (ERC-20)\nTo: ${LTD}\nValue: 0 ETH\nToken: LTD (Latch Test Dollar)\nRecipient: ${CAROL}\nAmount: 1 LTD`)
  })

  it('a personal_sign that is not UTF-8 shows its bytes in hex (was a stray replacement character)', async () => {
    const text = await shown('personal_sign', ['0x48656c6c6fff', ALICE])
    expect(text).toBe(['Sign a message', 'Message', 'Bytes: 0x48656c6c6fff', 'Shown as bytes: the message is not UTF-8 text'].join('\n'))
    expect(text).not.toContain('\uFFFD')
  })
})
