// What the person approves before the embedded wallet signs or sends (issue 14): the message as text, the typed
// data's app and type, a transaction's recipient and value in ETH, a token transfer decoded, a batch's size.
import { describe, expect, it } from 'vitest'
import { describeRequest, needsApproval } from '../../../../src/services/frame/approvalRequest'

describe('the approval summary', () => {
  it('SPEC §6: signing and sending need approval; reads do not', () => {
    for (const method of ['personal_sign', 'eth_signTypedData_v4', 'eth_sendTransaction', 'wallet_sendCalls']) expect(needsApproval(method), method).toBe(true)
    for (const method of ['eth_accounts', 'eth_chainId', 'eth_getBalance', 'eth_call']) expect(needsApproval(method), method).toBe(false)
  })

  it('personal_sign shows the message as text', () => {
    expect(describeRequest('personal_sign', ['0x48656c6c6f204c61746368', '0xabc'])).toEqual({ summary: 'Sign a message', details: [{ label: 'Message', value: 'Hello Latch' }] })
    expect(describeRequest('personal_sign', ['plain words', '0xabc']).details[0]!.value).toBe('plain words')
  })

  it('a transaction shows its recipient and value in ETH; a token transfer its recipient and amount', () => {
    expect(describeRequest('eth_sendTransaction', [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0xde0b6b3a7640000' }])).toEqual({
      summary: 'Send a transaction',
      details: [
        { label: 'To', value: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8' },
        { label: 'Value', value: '1 ETH' },
      ],
    })
    const data = `0xa9059cbb${'70997970c51812dc3a010c7d01b50e0d17dc79c8'.padStart(64, '0')}${(250n).toString(16).padStart(64, '0')}`
    expect(describeRequest('eth_sendTransaction', [{ to: '0x5FbDB2315678afecb367f032d93F642f64180aa3', data }])).toMatchObject({
      summary: 'Send a token',
      details: [{ label: 'To' }, { label: 'Value', value: '0 ETH' }, { label: 'Token recipient', value: '0x70997970c51812dc3a010c7d01b50e0d17dc79c8' }, { label: 'Token amount', value: '250' }],
    })
  })

  it('typed data shows its app and type; a batch its size; anything odd stays text', () => {
    const typed = JSON.stringify({ domain: { name: 'Latch Lab' }, primaryType: 'Mail', message: { contents: 'hi' } })
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', typed]).details.slice(0, 2)).toEqual([
      { label: 'App', value: 'Latch Lab' },
      { label: 'Type', value: 'Mail' },
    ])
    expect(describeRequest('wallet_sendCalls', [{ calls: [{ to: '0x1' }, { to: '0x2' }] }]).details).toEqual([{ label: 'Calls', value: '2' }])
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', '{not json']).details[0]).toEqual({ label: 'App', value: 'Unknown' })
    expect(describeRequest('personal_sign', ['<img src=x onerror=alert(1)>']).details[0]!.value).toBe('<img src=x onerror=alert(1)>')
  })
})
