// The frame's one reading of an approval request (issue "What you see is what you sign"): each good spelling becomes
// one canonical object, and each ambiguous or malformed one is refused with its reason — never guessed.
import { encodeFunctionData, erc20Abi, maxUint256, stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeAccountCalls } from '../../../../devstack/frame/approval/accountCalls'
import { normalizeApproval, type Normalized } from '../../../../devstack/frame/approval/normalize'

const ALICE = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const BOB = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const TRANSFER = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [BOB, 10n] })

const refusal = (result: Normalized) => (result.ok ? 'accepted' : result.message)
const tx = (fields: Record<string, unknown>) => normalizeApproval('eth_sendTransaction', [{ to: BOB, ...fields }])

describe('quantities: hex, decimal string or non-negative safe integer, into one bigint', () => {
  it.each([
    ['a 0x-hex string', '0xde0b6b3a7640000', 10n ** 18n],
    ['an upper-case hex string', '0xDE0B6B3A7640000', 10n ** 18n],
    ['a decimal string', '1000000000000000000', 10n ** 18n],
    ['a JSON number', 1_000_000, 1_000_000n],
    ['zero as a number', 0, 0n],
    ['the largest safe integer', Number.MAX_SAFE_INTEGER, 9007199254740991n],
    ['2^256 - 1 in hex', `0x${'f'.repeat(64)}`, maxUint256],
    ['2^256 - 1 in decimal', maxUint256.toString(), maxUint256],
  ])('accepts %s', (_, value, expected) => {
    const result = tx({ value })
    expect(result.ok && result.request.method === 'eth_sendTransaction' && result.request.tx.value).toBe(expected)
  })

  const RULE = 'Invalid params: value: a quantity is a 0x-hex or decimal string or a non-negative safe integer, at most 2^256 - 1'
  it.each([
    ['a negative number', -1],
    ['a fraction', 1.5],
    ['a number past 2^53 (JSON has rounded it already)', 1e18],
    ['a negative decimal string', '-1'],
    ['an exponent', '1e18'],
    ['a bare 0x', '0x'],
    ['non-hex digits', '0xfg'],
    ['65 hex digits', `0x1${'0'.repeat(64)}`],
    ['2^256 in decimal', (maxUint256 + 1n).toString()],
    ['an empty string', ''],
    ['null', null],
    ['a boolean', true],
    ['a decimal with spaces', ' 1'],
  ])('refuses %s', (_, value) => {
    expect(refusal(tx({ value }))).toBe(RULE)
  })

  it('holds the same rules for gas, fees, and the batch and user-operation values', () => {
    expect(refusal(tx({ gas: -1 }))).toBe('Invalid params: gas: a quantity is a 0x-hex or decimal string or a non-negative safe integer, at most 2^256 - 1')
    expect(refusal(tx({ maxFeePerGas: '1.5' }))).toMatch(/^Invalid params: maxFeePerGas: a quantity is/)
    expect(refusal(normalizeApproval('wallet_sendCalls', [{ calls: [{ to: BOB, value: 1.5 }] }]))).toMatch(/^Invalid params: calls\.0\.value: a quantity is/)
    expect(refusal(tx({ nonce: `0x${'f'.repeat(20)}` }))).toBe('Invalid params: nonce: nonce is at most 2^53 - 1')
  })
})

describe('eth_sendTransaction', () => {
  it('reads data or input, and both only when they are the same bytes', () => {
    expect(tx({ data: TRANSFER })).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: BOB, value: 0n, data: TRANSFER } } })
    expect(tx({ input: TRANSFER })).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: BOB, value: 0n, data: TRANSFER } } })
    expect(tx({ data: TRANSFER, input: TRANSFER.toUpperCase().replace('0X', '0x') })).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: BOB, value: 0n, data: TRANSFER } } })
    expect(refusal(tx({ data: TRANSFER, input: '0x' }))).toBe('Invalid params: data and input are both given and differ')
    expect(refusal(tx({ data: '0x', input: TRANSFER }))).toBe('Invalid params: data and input are both given and differ')
    expect(tx({})).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: BOB, value: 0n, data: '0x' } } })
  })

  it('keeps every field it will sign, checksums addresses, and calls a missing or null `to` a contract creation', () => {
    const full = normalizeApproval('eth_sendTransaction', [
      { from: ALICE.toLowerCase(), to: BOB.toLowerCase(), value: '0x1', data: '0xABCD', chainId: '0x7a69', gas: 21000, maxFeePerGas: '2000000000', maxPriorityFeePerGas: '0x1', nonce: 7, type: '0x2', accessList: [] },
    ])
    expect(full).toEqual({
      ok: true,
      request: { method: 'eth_sendTransaction', tx: { from: ALICE, to: BOB, value: 1n, data: '0xabcd', chainId: 31337, gas: 21000n, maxFeePerGas: 2_000_000_000n, maxPriorityFeePerGas: 1n, nonce: 7 } },
    })
    expect(normalizeApproval('eth_sendTransaction', [{ data: '0x6080' }])).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: null, value: 0n, data: '0x6080' } } })
    expect(normalizeApproval('eth_sendTransaction', [{ to: null, data: '0x6080' }])).toEqual({ ok: true, request: { method: 'eth_sendTransaction', tx: { to: null, value: 0n, data: '0x6080' } } })
  })

  it.each([
    ['an address with a bad checksum', { to: BOB.replace('C8', 'c8') }, 'Invalid params: to: an address is 0x and 40 hex digits (with a valid checksum when mixed-case), or null for a contract creation'],
    ['a short address', { to: '0x1234' }, 'Invalid params: to: an address is 0x and 40 hex digits (with a valid checksum when mixed-case), or null for a contract creation'],
    ['an empty `to`', { to: '' }, 'Invalid params: to: an address is 0x and 40 hex digits (with a valid checksum when mixed-case), or null for a contract creation'],
    ['odd hex digits in data', { data: '0xabc' }, 'Invalid params: data: bytes are 0x and an even number of hex digits'],
    ['data without 0x', { data: 'abcd' }, 'Invalid params: data: bytes are 0x and an even number of hex digits'],
    ['both fee kinds', { gasPrice: 1, maxFeePerGas: 2 }, 'Invalid params: gasPrice and maxFeePerGas / maxPriorityFeePerGas are two kinds of fee; give one'],
  ])('refuses %s', (_, fields, message) => {
    expect(refusal(normalizeApproval('eth_sendTransaction', [{ to: BOB, ...fields }]))).toBe(message)
  })

  it('refuses params that are not one transaction object', () => {
    expect(refusal(normalizeApproval('eth_sendTransaction', []))).toBe('Invalid params: params: eth_sendTransaction takes [transaction]')
    expect(refusal(normalizeApproval('eth_sendTransaction', 'to bob'))).toBe('Invalid params: params: eth_sendTransaction takes [transaction]')
    expect(refusal(normalizeApproval('eth_sendTransaction', ['0x1']))).toBe('Invalid params: the transaction is an object')
  })
})

describe('personal_sign', () => {
  it('signs a 0x string as the bytes it spells and any other string as its UTF-8 bytes', () => {
    expect(normalizeApproval('personal_sign', ['0x68656C6C6F', ALICE])).toEqual({ ok: true, request: { method: 'personal_sign', message: '0x68656c6c6f', from: ALICE } })
    expect(normalizeApproval('personal_sign', ['hello'])).toEqual({ ok: true, request: { method: 'personal_sign', message: stringToHex('hello') } })
    expect(normalizeApproval('personal_sign', ['0xnot hex'])).toEqual({ ok: true, request: { method: 'personal_sign', message: stringToHex('0xnot hex') } })
    expect(normalizeApproval('personal_sign', ['0x'])).toEqual({ ok: true, request: { method: 'personal_sign', message: '0x' } })
  })

  it('refuses half a byte, a message that is no string, and a bad address', () => {
    expect(refusal(normalizeApproval('personal_sign', ['0xabc']))).toBe('Invalid params: message: an odd number of hex digits is not bytes')
    expect(refusal(normalizeApproval('personal_sign', [42]))).toBe('Invalid params: params 0: the message is a string')
    expect(refusal(normalizeApproval('personal_sign', ['hi', '0x12']))).toBe('Invalid params: params 1: an address is 0x and 40 hex digits (with a valid checksum when mixed-case)')
  })
})

describe('eth_signTypedData_v4', () => {
  const mail = {
    types: { Person: [{ name: 'name', type: 'string' }, { name: 'wallet', type: 'address' }], Mail: [{ name: 'from', type: 'Person' }, { name: 'to', type: 'Person[]' }, { name: 'amount', type: 'uint256' }, { name: 'tag', type: 'bytes4' }] },
    primaryType: 'Mail',
    domain: { name: 'Latch', version: '1', chainId: '0x7a69', verifyingContract: TOKEN.toLowerCase(), unsigned: 'not in the domain’s types' },
    message: { from: { name: 'Ana', wallet: ALICE.toLowerCase() }, to: [{ name: 'Bo', wallet: BOB }], amount: '0x10', tag: '0xDEADBEEF', extra: 'not signed' },
  }

  it('takes a JSON string or an object, and keeps exactly what the signature covers, canonical', () => {
    const expected = {
      ok: true,
      request: {
        method: 'eth_signTypedData_v4',
        from: ALICE,
        typedData: {
          types: mail.types,
          primaryType: 'Mail',
          domain: { name: 'Latch', version: '1', chainId: 31337n, verifyingContract: TOKEN },
          domainFields: [
            { name: 'name', type: 'string' },
            { name: 'version', type: 'string' },
            { name: 'chainId', type: 'uint256' },
            { name: 'verifyingContract', type: 'address' },
          ],
          message: { from: { name: 'Ana', wallet: ALICE }, to: [{ name: 'Bo', wallet: BOB }], amount: 16n, tag: '0xdeadbeef' },
        },
      },
    }
    expect(normalizeApproval('eth_signTypedData_v4', [ALICE, JSON.stringify(mail)])).toEqual(expected)
    expect(normalizeApproval('eth_signTypedData_v4', [ALICE, mail])).toEqual(expected)
  })

  it.each([
    ['JSON that does not parse', '{not json', 'Invalid params: typed data (whole): typed data is a JSON object (or its JSON text) with types, primaryType, domain and message'],
    ['a primaryType not among the types', { ...mail, primaryType: 'Letter' }, 'Invalid params: typed data primaryType: Letter is not one of its types'],
    ['no domain', { ...mail, domain: undefined }, 'Invalid params: typed data domain: domain is an object'],
    ['no message', { ...mail, message: undefined }, 'Invalid params: typed data message: message is an object'],
    ['a missing field', { ...mail, message: { ...mail.message, amount: undefined } }, 'Invalid params: typed data message.amount: missing'],
    ['an int out of range', { ...mail, types: { ...mail.types, Mail: [{ name: 'amount', type: 'uint8' }] }, message: { amount: 256 } }, 'Invalid params: typed data message.amount: 256 does not fit uint8'],
    ['bytes of the wrong size', { ...mail, message: { ...mail.message, tag: '0xdead' } }, 'Invalid params: typed data message.tag: bytes4 is 0x and exactly 8 hex digits'],
    ['a bad address', { ...mail, message: { ...mail.message, from: { name: 'Ana', wallet: '0x12' } } }, 'Invalid params: typed data message.from.wallet: not an address'],
    ['an unknown type', { ...mail, types: { ...mail.types, Mail: [{ name: 'amount', type: 'Money' }] } }, 'Invalid params: typed data message.amount: unknown type Money'],
    ['a fixed array of the wrong length', { ...mail, types: { ...mail.types, Mail: [{ name: 'to', type: 'Person[2]' }] } }, 'Invalid params: typed data message.to: Person[2] holds exactly 2 items'],
  ])('refuses %s', (_, typedData, message) => {
    expect(refusal(normalizeApproval('eth_signTypedData_v4', [ALICE, typeof typedData === 'string' ? typedData : JSON.stringify(typedData)]))).toBe(message)
  })

  it('refuses params that are not [address, typed data]', () => {
    expect(refusal(normalizeApproval('eth_signTypedData_v4', [mail]))).toBe('Invalid params: params: eth_signTypedData_v4 takes [address, typed data]')
    expect(refusal(normalizeApproval('eth_signTypedData_v4', ['0x12', mail]))).toBe('Invalid params: params 0: an address is 0x and 40 hex digits (with a valid checksum when mixed-case)')
  })
})

describe('wallet_sendCalls', () => {
  it('normalises every call (1 to 50), with the chain id as a number', () => {
    const calls = [{ to: BOB, value: '0x1' }, { to: TOKEN.toLowerCase(), data: TRANSFER, value: 2 }, { to: BOB, input: '0xabcd' }]
    expect(normalizeApproval('wallet_sendCalls', [{ version: '2.0.0', from: ALICE, chainId: '0x7a69', atomicRequired: true, calls }])).toEqual({
      ok: true,
      request: {
        method: 'wallet_sendCalls',
        from: ALICE,
        chainId: 31337,
        calls: [
          { to: BOB, value: 1n, data: '0x' },
          { to: TOKEN, value: 2n, data: TRANSFER },
          { to: BOB, value: 0n, data: '0xabcd' },
        ],
      },
    })
    expect(normalizeApproval('wallet_sendCalls', [{ calls: Array(50).fill({ to: BOB }) }]).ok).toBe(true)
  })

  it.each([
    ['no calls', { calls: [] }, 'Invalid params: calls: calls holds 1 to 50 calls'],
    ['51 calls', { calls: Array(51).fill({ to: BOB }) }, 'Invalid params: calls: calls holds 1 to 50 calls'],
    ['a call without a target', { calls: [{ value: '0x1' }] }, 'Invalid params: calls.0.to: an address is 0x and 40 hex digits (with a valid checksum when mixed-case)'],
    ['data not starting with 0x', { calls: [{ to: BOB, data: 'abcd' }] }, 'Invalid params: calls.0.data: bytes are 0x and an even number of hex digits'],
    ['calls that are no list', { calls: 'all of them' }, 'Invalid params: calls: calls is a list of calls'],
    ['a call whose data and input differ', { calls: [{ to: BOB }, { to: BOB, data: '0x01', input: '0x02' }] }, 'Invalid params: calls.1: data and input are both given and differ'],
  ])('refuses %s', (_, batch, message) => {
    expect(refusal(normalizeApproval('wallet_sendCalls', [batch]))).toBe(message)
  })
})

describe('eth_sendUserOperation', () => {
  const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'
  const operation = (fields: Record<string, unknown> = {}) => ({ sender: ALICE, nonce: '0x0', callData: encodeAccountCalls([{ to: BOB, value: 5n, data: '0x' }]), signature: '0xdead', ...fields })

  it('decodes callData into the account’s calls, execute or executeBatch, and keeps the gas fields given', () => {
    expect(normalizeApproval('eth_sendUserOperation', [operation({ callGasLimit: '0x10000', maxFeePerGas: 1 }), ENTRY_POINT])).toEqual({
      ok: true,
      request: { method: 'eth_sendUserOperation', entryPoint: ENTRY_POINT, operation: { sender: ALICE, nonce: 0n, calls: [{ to: BOB, value: 5n, data: '0x' }], batch: false, callGasLimit: 65536n, maxFeePerGas: 1n } },
    })
    const batch = encodeAccountCalls([{ to: TOKEN, value: 0n, data: TRANSFER }], true)
    expect(normalizeApproval('eth_sendUserOperation', [operation({ callData: batch }), ENTRY_POINT])).toMatchObject({ ok: true, request: { operation: { calls: [{ to: TOKEN, value: 0n, data: TRANSFER }], batch: true } } })
  })

  it.each([
    ['callData that is no execute call', { callData: TRANSFER }, 'Invalid params: callData is not one execute or executeBatch call of the account'],
    ['callData with bytes after the call', { callData: `${encodeAccountCalls([{ to: BOB, value: 5n, data: '0x' }])}00` }, 'Invalid params: callData is not one execute or executeBatch call of the account'],
    ['a paymaster', { paymaster: BOB, paymasterData: '0x01' }, 'Invalid params: paymasters are not supported by this frame'],
    ['v0.6 initCode', { initCode: '0x1234' }, 'Invalid params: initCode and paymasterAndData are EntryPoint v0.6 fields; this frame sends to EntryPoint v0.8'],
    ['a factory without its data', { factory: BOB }, 'Invalid params: factory and factoryData come together'],
    ['no nonce', { nonce: undefined }, 'Invalid params: nonce: a quantity is a 0x-hex or decimal string or a non-negative safe integer, at most 2^256 - 1'],
  ])('refuses %s', (_, fields, message) => {
    expect(refusal(normalizeApproval('eth_sendUserOperation', [operation(fields), ENTRY_POINT]))).toBe(message)
  })

  it('needs the EntryPoint it is meant for', () => {
    expect(refusal(normalizeApproval('eth_sendUserOperation', [operation()]))).toBe('Invalid params: params: eth_sendUserOperation takes [user operation, EntryPoint address]')
    expect(refusal(normalizeApproval('eth_sendUserOperation', ['op', ENTRY_POINT]))).toBe('Invalid params: the user operation is an object')
  })
})

describe('what this frame does not do', () => {
  it.each(['wallet_grantPermissions', 'wallet_revokePermissions', 'solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction', 'solana_signAllTransactions'])(
    'refuses %s as not supported yet',
    (method) => {
      expect(normalizeApproval(method, [{}])).toEqual({ ok: false, message: 'Not supported by this frame yet' })
    },
  )

  it('calls a method outside SPEC §6’s approval list no approval at all', () => {
    expect(normalizeApproval('eth_call', [{}])).toEqual({ ok: false, message: 'Invalid params: eth_call is not an approval method' })
  })
})
