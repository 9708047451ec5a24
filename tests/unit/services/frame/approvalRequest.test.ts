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

// Each request's summary in full, and the edges: what is missing or malformed reads as 'Unknown', 'New contract',
// '0 ETH' or nothing at all, never as something invented or a crash (the ApproveTransaction view must always open).
describe('the approval summary, field by field', () => {
  it('params that are not a list read as no params: an empty message, nothing invented', () => {
    expect(describeRequest('personal_sign', undefined)).toEqual({ summary: 'Sign a message', details: [{ label: 'Message', value: '' }] })
    expect(describeRequest('personal_sign', { 0: 'Hello' })).toEqual({ summary: 'Sign a message', details: [{ label: 'Message', value: '' }] })
  })

  it('typed data in full: the app, the type and the message as indented text, given as JSON or as an object', () => {
    const typed = { domain: { name: 'Latch Lab' }, primaryType: 'Mail', message: { contents: 'hi' } }
    const expected = {
      summary: 'Sign typed data',
      details: [
        { label: 'App', value: 'Latch Lab' },
        { label: 'Type', value: 'Mail' },
        { label: 'Data', value: '{\n "contents": "hi"\n}' },
      ],
    }
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', JSON.stringify(typed)])).toEqual(expected)
    expect(describeRequest('eth_signTypedData_v4', ['0xabc', typed])).toEqual(expected)
  })

  it('typed data with nothing to read (absent, null, JSON null, no domain) is Unknown / Unknown / {}', () => {
    const unknown = {
      summary: 'Sign typed data',
      details: [
        { label: 'App', value: 'Unknown' },
        { label: 'Type', value: 'Unknown' },
        { label: 'Data', value: '{}' },
      ],
    }
    for (const params of [['0xabc'], ['0xabc', null], ['0xabc', 'null'], ['0xabc', { domain: null }], ['0xabc', '{not json']]) {
      expect(describeRequest('eth_signTypedData_v4', params), JSON.stringify(params)).toEqual(unknown)
    }
  })

  it('the typed data shown is cut at 500 characters', () => {
    const typed = { domain: { name: 'Latch Lab' }, primaryType: 'Mail', message: { contents: 'x'.repeat(600) } }
    const data = describeRequest('eth_signTypedData_v4', ['0xabc', typed]).details[2]!
    expect(data).toEqual({ label: 'Data', value: `{\n "contents": "${'x'.repeat(484)}` })
    expect(data.value).toHaveLength(500)
  })

  it('a transaction without a recipient creates a contract; a value that is not hex counts as 0 ETH', () => {
    expect(describeRequest('eth_sendTransaction', [{ value: '1000' }])).toEqual({
      summary: 'Send a transaction',
      details: [
        { label: 'To', value: 'New contract' },
        { label: 'Value', value: '0 ETH' },
      ],
    })
    expect(describeRequest('eth_sendTransaction', [null])).toEqual({
      summary: 'Send a transaction',
      details: [
        { label: 'To', value: 'New contract' },
        { label: 'Value', value: '0 ETH' },
      ],
    })
  })

  it("a transaction's call data is shown as text, cut after 66 characters with an ellipsis; empty data ('0x') is not shown", () => {
    const to = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
    const details = (data: string) => describeRequest('eth_sendTransaction', [{ to, data }]).details.slice(2)
    expect(details('0x')).toEqual([])
    expect(details('0x1234')).toEqual([{ label: 'Data', value: '0x1234' }])
    const sixtySix = `0x${'ab'.repeat(32)}`
    expect(details(sixtySix)).toEqual([{ label: 'Data', value: sixtySix }])
    expect(details(`0x${'ab'.repeat(40)}`)).toEqual([{ label: 'Data', value: `0x${'ab'.repeat(32)}…` }])
  })

  it('only a whole transfer(address,uint256) is decoded: other long calls and cut-short transfers show their data', () => {
    const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    // approve(address,uint256): as long as a transfer, but not one.
    const approve = `0x095ea7b3${'70997970c51812dc3a010c7d01b50e0d17dc79c8'.padStart(64, '0')}${'fa'.padStart(64, '0')}`
    expect(describeRequest('eth_sendTransaction', [{ to, data: approve }])).toEqual({
      summary: 'Send a transaction',
      details: [
        { label: 'To', value: to },
        { label: 'Value', value: '0 ETH' },
        { label: 'Data', value: `${approve.slice(0, 66)}…` },
      ],
    })
    const cutShort = `0xa9059cbb${'00'.repeat(10)}`
    expect(describeRequest('eth_sendTransaction', [{ to, data: cutShort }])).toEqual({
      summary: 'Send a token',
      details: [
        { label: 'To', value: to },
        { label: 'Value', value: '0 ETH' },
        { label: 'Data', value: cutShort },
      ],
    })
  })

  it('nothing the app sends makes the summary throw: an empty hex value, non-hex token digits, a bigint in typed data', () => {
    const to = '0x5FbDB2315678afecb367f032d93F642f64180aa3'
    expect(describeRequest('eth_sendTransaction', [{ to, value: '0x' }]).details).toEqual([
      { label: 'To', value: to },
      { label: 'Value', value: '0 ETH' },
    ])
    const oddTransfer = `0xa9059cbb${'70997970c51812dc3a010c7d01b50e0d17dc79c8'.padStart(64, '0')}${'zz'.padStart(64, '0')}`
    expect(describeRequest('eth_sendTransaction', [{ to, data: oddTransfer }])).toEqual({
      summary: 'Send a token',
      details: [
        { label: 'To', value: to },
        { label: 'Value', value: '0 ETH' },
        { label: 'Data', value: `${oddTransfer.slice(0, 66)}…` },
      ],
    })
    const typed = { domain: { name: 'Mail' }, primaryType: 'Mail', message: { amount: 10n ** 20n } }
    expect(describeRequest('eth_signTypedData_v4', ['0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266', typed]).details[2]).toEqual({ label: 'Data', value: '{\n "amount": "100000000000000000000"\n}' })
  })

  it('a batch says so and counts its calls (0 when there is no list of calls)', () => {
    expect(describeRequest('wallet_sendCalls', [{ calls: [{ to: '0x1' }] }])).toEqual({ summary: 'Send a batch of calls', details: [{ label: 'Calls', value: '1' }] })
    expect(describeRequest('wallet_sendCalls', [{ calls: 'all of them' }])).toEqual({ summary: 'Send a batch of calls', details: [{ label: 'Calls', value: '0' }] })
  })

  it('any other method needing approval is named as it is, with no details', () => {
    expect(describeRequest('wallet_grantPermissions', [{ expiry: 1 }])).toEqual({ summary: 'Approve wallet_grantPermissions', details: [] })
  })
})
