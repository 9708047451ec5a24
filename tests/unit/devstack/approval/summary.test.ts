// What the frame page shows for each kind of request, pinned word for word: the summary is rendered from the same
// normalised object the signer signs, decoded with viem, plain text, nothing cut. Token facts come from a fake port.
import { encodeFunctionData, erc20Abi, erc721Abi, maxUint256, parseAbi, stringToHex, type Hex } from 'viem'
import { describe, expect, it } from 'vitest'
import { encodeAccountCalls } from '../../../../devstack/frame/approval/accountCalls'
import { summarizeApproval, summaryText } from '../../../../devstack/frame/approval/summary'
import { ALICE, BOB, CAROL, ITEMS, LTB, LTD, SILENT, SIX, SPOOF, fakeTokenReads, normalized, shown, summaryOf } from './fixtures'
import { PERMIT_FIELDS } from './permitTypes'

const lines = (...all: string[]) => all.join('\n')
const erc1155Abi = parseAbi(['function safeTransferFrom(address from, address to, uint256 id, uint256 amount, bytes data)', 'function safeBatchTransferFrom(address from, address to, uint256[] ids, uint256[] amounts, bytes data)'])
const erc20 = <F extends 'transfer' | 'approve' | 'transferFrom'>(functionName: F, args: readonly unknown[]) => encodeFunctionData({ abi: erc20Abi, functionName, args } as never) as Hex
const send = (fields: Record<string, unknown>) => shown('eth_sendTransaction', [fields])
const ENTRY_POINT = '0x4337084D9E255Ff0702461CF8895CE9E3b5Ff108'

describe('a transaction', () => {
  it('sending ETH: recipient and value in ETH', async () => {
    expect(await send({ to: BOB, value: '0x1bc16d674ec80000' })).toBe(lines('Send a transaction', 'Send ETH', `To: ${BOB}`, 'Value: 2 ETH'))
  })

  it('an ERC-20 transfer: token, recipient and amount in the token’s decimals', async () => {
    expect(await send({ to: SIX, data: erc20('transfer', [CAROL, 1_234_567n]) })).toBe(
      lines('Send a transaction', 'Token transfer (ERC-20)', `To: ${SIX}`, 'Value: 0 ETH', 'Token: SIX (Six Dollar)', `Recipient: ${CAROL}`, 'Amount: 1.234567 SIX'),
    )
  })

  it('an ERC-20 approval: the spender and the amount, and an unlimited one said in words', async () => {
    expect(await send({ to: LTD, data: erc20('approve', [CAROL, 25n * 10n ** 17n]) })).toBe(
      lines('Send a transaction', 'Token approval (ERC-20)', `To: ${LTD}`, 'Value: 0 ETH', 'Token: LTD (Latch Test Dollar)', `Spender: ${CAROL}`, 'Amount: 2.5 LTD'),
    )
    for (const amount of [maxUint256, 1n << 255n]) {
      const summary = await summaryOf('eth_sendTransaction', [{ to: LTD, data: erc20('approve', [CAROL, amount]) }])
      expect(summary.sections[0]!.rows.at(-1)).toEqual({ label: 'Amount', value: 'Unlimited', warning: true })
    }
    const justBelow = await summaryOf('eth_sendTransaction', [{ to: SIX, data: erc20('approve', [CAROL, (1n << 255n) - 1n]) }])
    expect(justBelow.sections[0]!.rows.at(-1)).toEqual({ label: 'Amount', value: '57896044618658097711785492504343953926634992332820282019728792003956564.819967 SIX' })
  })

  it('an ERC-20 transferFrom: from, recipient and amount', async () => {
    expect(await send({ to: LTD, data: erc20('transferFrom', [ALICE, BOB, 10n ** 18n]) })).toBe(
      lines('Send a transaction', 'Token transfer from another account (ERC-20)', `To: ${LTD}`, 'Value: 0 ETH', 'Token: LTD (Latch Test Dollar)', `From: ${ALICE}`, `Recipient: ${BOB}`, 'Amount: 1 LTD'),
    )
  })

  it('a token that does not answer: the amount in base units, decimals unknown', async () => {
    expect(await send({ to: SILENT, data: erc20('transfer', [BOB, 1_500_000n]) })).toBe(
      lines('Send a transaction', 'Token transfer (ERC-20)', `To: ${SILENT}`, 'Value: 0 ETH', 'Token: Unknown token (it did not answer symbol or decimals)', `Recipient: ${BOB}`, 'Amount: 1500000 base units (decimals unknown)'),
    )
  })

  it('ERC-721 transferFrom, safeTransferFrom (with and without data) and approve: token ids, not amounts', async () => {
    const head = ['Send a transaction', 'NFT transfer (ERC-721)', `To: ${LTB}`, 'Value: 0 ETH', 'Token: LTB (Latch Test Badge)', `From: ${ALICE}`, `Recipient: ${BOB}`, 'Token ID: 7']
    expect(await send({ to: LTB, data: erc20('transferFrom', [ALICE, BOB, 7n]) })).toBe(lines(...head))
    expect(await send({ to: LTB, data: encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 7n] }) })).toBe(lines(...head))
    expect(await send({ to: LTB, data: encodeFunctionData({ abi: erc721Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 7n, '0xbeef'] }) })).toBe(lines(...head, 'Data: 0xbeef'))
    expect(await send({ to: LTB, data: erc20('approve', [CAROL, 7n]) })).toBe(
      lines('Send a transaction', 'NFT approval (ERC-721)', `To: ${LTB}`, 'Value: 0 ETH', 'Token: LTB (Latch Test Badge)', `Spender: ${CAROL}`, 'Token ID: 7'),
    )
  })

  it('setApprovalForAll: every token of the collection, marked; and its withdrawal', async () => {
    const all = await summaryOf('eth_sendTransaction', [{ to: LTB, data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [CAROL, true] }) }])
    expect(summaryText(all)).toBe(
      lines(
        'Send a transaction',
        'Approval for every token of a collection',
        `To: ${LTB}`,
        'Value: 0 ETH',
        'Token: LTB (Latch Test Badge)',
        `Operator: ${CAROL}`,
        'Approved: Yes: the operator may move every token you hold of this collection',
      ),
    )
    expect(all.sections[0]!.rows.at(-1)?.warning).toBe(true)
    expect(await send({ to: LTB, data: encodeFunctionData({ abi: erc721Abi, functionName: 'setApprovalForAll', args: [CAROL, false] }) })).toMatch(/\nApproved: No: the approval is withdrawn$/)
  })

  it('ERC-1155 safeTransferFrom and safeBatchTransferFrom: ids and amounts, each of them', async () => {
    expect(await send({ to: ITEMS, data: encodeFunctionData({ abi: erc1155Abi, functionName: 'safeTransferFrom', args: [ALICE, BOB, 3n, 10n, '0x'] }) })).toBe(
      lines('Send a transaction', 'Token transfer (ERC-1155)', `To: ${ITEMS}`, 'Value: 0 ETH', 'Token: Unknown token (it did not answer symbol or decimals)', `From: ${ALICE}`, `Recipient: ${BOB}`, 'Token ID: 3', 'Amount: 10', 'Data: 0x'),
    )
    expect(await send({ to: ITEMS, data: encodeFunctionData({ abi: erc1155Abi, functionName: 'safeBatchTransferFrom', args: [ALICE, BOB, [1n, 2n], [10n, 20n], '0x'] }) })).toBe(
      lines(
        'Send a transaction',
        'Batch token transfer (ERC-1155)',
        `To: ${ITEMS}`,
        'Value: 0 ETH',
        'Token: Unknown token (it did not answer symbol or decimals)',
        `From: ${ALICE}`,
        `Recipient: ${BOB}`,
        'Token ID 1 of 2: 1',
        'Amount 1 of 2: 10',
        'Token ID 2 of 2: 2',
        'Amount 2 of 2: 20',
        'Data: 0x',
      ),
    )
  })

  it('any other call: its 4-byte selector and its data in full', async () => {
    const data = `0x12345678${'ab'.repeat(300)}`
    expect(await send({ to: CAROL, value: 1, data })).toBe(lines('Send a transaction', 'Contract call', `To: ${CAROL}`, 'Value: 0.000000000000000001 ETH', 'Function selector: 0x12345678', `Data: ${data}`))
    expect(await send({ to: CAROL, data: '0xabcd' })).toBe(lines('Send a transaction', 'Contract call', `To: ${CAROL}`, 'Value: 0 ETH', 'Data: 0xabcd'))
  })

  it('a token call with bytes after its arguments is not decodable whole: shown raw', async () => {
    const data = `${erc20('transfer', [BOB, 5n])}ff`
    expect(await send({ to: LTD, data })).toBe(lines('Send a transaction', 'Contract call', `To: ${LTD}`, 'Value: 0 ETH', 'Function selector: 0xa9059cbb', `Data: ${data}`))
  })

  it('a contract creation, said as such, with its bytecode in full', async () => {
    const bytecode = `0x6080604052${'00'.repeat(200)}`
    expect(await send({ value: '1000000000000000000', data: bytecode })).toBe(lines('Send a transaction', 'Contract creation', 'To: New contract', 'Value: 1 ETH', `Bytecode: ${bytecode}`))
  })

  it('the fields the app chose for the wallet: chain, nonce, gas and fees', async () => {
    expect(await send({ to: BOB, chainId: 31337, nonce: '0x3', gas: 21000, maxFeePerGas: '30000000000', maxPriorityFeePerGas: '0x3b9aca00' })).toBe(
      lines('Send a transaction', 'Send ETH', `To: ${BOB}`, 'Value: 0 ETH', 'Transaction fields', 'Chain ID: 31337', 'Nonce: 3', 'Gas limit: 21000', 'Max fee per gas: 30 gwei', 'Max priority fee per gas: 1 gwei'),
    )
    expect(await send({ to: BOB, gasPrice: '1500000000' })).toBe(lines('Send a transaction', 'Send ETH', `To: ${BOB}`, 'Value: 0 ETH', 'Transaction fields', 'Gas price: 1.5 gwei'))
  })

  it('says a smart account does not use the transaction’s own nonce and gas', async () => {
    const summary = await summarizeApproval(normalized('eth_sendTransaction', [{ to: BOB, nonce: 3, gas: 21000 }]), fakeTokenReads(), { account: 'smartAccount' })
    expect(summaryText(summary)).toBe(lines('Send a transaction', 'Send ETH', `To: ${BOB}`, 'Value: 0 ETH', 'Transaction fields (not used: the smart account’s user operation sets its own)', 'Nonce: 3', 'Gas limit: 21000'))
  })

  it('a token symbol with a hidden character is escaped and marked', async () => {
    const summary = await summaryOf('eth_sendTransaction', [{ to: SPOOF, data: erc20('transfer', [BOB, 2_500_000n]) }])
    expect(summaryText(summary)).toBe(
      lines('Send a transaction', 'Token transfer (ERC-20)', `To: ${SPOOF}`, 'Value: 0 ETH', 'Token: USD\\u{202e}C (Totally USDC)', `Recipient: ${BOB}`, 'Amount: 2.5 USD\\u{202e}C'),
    )
    expect(summary.sections[0]!.rows.filter((row) => row.warning).map((row) => row.label)).toEqual(['Token', 'Amount'])
  })

  it('asks the token port only about the contract a token call goes to', async () => {
    const reads = fakeTokenReads()
    await shown('eth_sendTransaction', [{ to: SIX, data: erc20('transfer', [CAROL, 1n]) }], reads)
    await shown('eth_sendTransaction', [{ to: BOB, value: 1 }], reads)
    await shown('eth_sendTransaction', [{ to: CAROL, data: '0x12345678' }], reads)
    expect(reads.asked).toEqual([SIX])
  })
})

describe('wallet_sendCalls', () => {
  it('shows every call, each decoded like a transaction', async () => {
    const calls = [
      { to: BOB, value: '0xde0b6b3a7640000' },
      { to: SIX, data: erc20('transfer', [CAROL, 2_000_000n]) },
      { to: CAROL, data: '0xdeadbeef' },
    ]
    expect(await shown('wallet_sendCalls', [{ version: '2.0.0', chainId: '0x7a69', calls }])).toBe(
      lines(
        'Send a batch of 3 calls',
        'Batch',
        'Calls: 3',
        'Chain ID: 31337',
        'Call 1 of 3: Send ETH',
        `To: ${BOB}`,
        'Value: 1 ETH',
        'Call 2 of 3: Token transfer (ERC-20)',
        `To: ${SIX}`,
        'Value: 0 ETH',
        'Token: SIX (Six Dollar)',
        `Recipient: ${CAROL}`,
        'Amount: 2 SIX',
        'Call 3 of 3: Contract call',
        `To: ${CAROL}`,
        'Value: 0 ETH',
        'Function selector: 0xdeadbeef',
        'Data: 0xdeadbeef',
      ),
    )
    expect(await shown('wallet_sendCalls', [{ calls: [{ to: BOB }] }])).toBe(lines('Send a batch of 1 call', 'Batch', 'Calls: 1', 'Call 1 of 1: Send ETH', `To: ${BOB}`, 'Value: 0 ETH'))
  })
})

describe('eth_sendUserOperation', () => {
  it('shows the operation’s fields (or that the wallet sets them) and every call its callData makes', async () => {
    const callData = encodeAccountCalls([
      { to: BOB, value: 10n ** 17n, data: '0x' },
      { to: SIX, value: 0n, data: erc20('approve', [CAROL, 5_000_000n]) },
    ])
    expect(await shown('eth_sendUserOperation', [{ sender: ALICE, nonce: '0x2', callData, callGasLimit: '0x30d40', maxFeePerGas: '0x77359400', signature: '0x' }, ENTRY_POINT])).toBe(
      lines(
        'Send a user operation',
        'User operation (executeBatch)',
        `Sender: ${ALICE}`,
        'Nonce: 2',
        `EntryPoint: ${ENTRY_POINT}`,
        'Call gas limit: 200000',
        'Verification gas limit: set by the wallet',
        'Pre-verification gas: set by the wallet',
        'Max fee per gas: 2 gwei',
        'Max priority fee per gas: set by the wallet',
        'Call 1 of 2: Send ETH',
        `To: ${BOB}`,
        'Value: 0.1 ETH',
        'Call 2 of 2: Token approval (ERC-20)',
        `To: ${SIX}`,
        'Value: 0 ETH',
        'Token: SIX (Six Dollar)',
        `Spender: ${CAROL}`,
        'Amount: 5 SIX',
      ),
    )
  })

  it('names execute for one call, and shows a given factory and its data', async () => {
    const callData = encodeAccountCalls([{ to: BOB, value: 1n, data: '0x' }])
    const text = await shown('eth_sendUserOperation', [{ sender: ALICE, nonce: 0, callData, factory: CAROL, factoryData: '0x1234' }, ENTRY_POINT])
    expect(text).toContain(lines('User operation (execute)', `Sender: ${ALICE}`, 'Nonce: 0', `EntryPoint: ${ENTRY_POINT}`, `Account factory: ${CAROL}`, 'Factory data: 0x1234'))
  })
})

describe('personal_sign', () => {
  it('shows valid UTF-8 as text, new lines included', async () => {
    const siwe = 'app.example.test wants you to sign in with your Ethereum account:\n0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266\n\nNonce: 12345678'
    expect(await shown('personal_sign', [siwe, ALICE])).toBe(lines('Sign a message', 'Message', `Text: ${siwe}`))
    expect(await shown('personal_sign', [stringToHex('héllo ✓')])).toBe(lines('Sign a message', 'Message', 'Text: héllo ✓'))
  })

  it('shows bytes that are not UTF-8, or hide characters, as hex with the reason', async () => {
    const invalid = await summaryOf('personal_sign', ['0xff00fe'])
    expect(summaryText(invalid)).toBe(lines('Sign a message', 'Message', 'Bytes: 0xff00fe', 'Shown as bytes: the message is not UTF-8 text'))
    expect(invalid.sections[0]!.rows[1]!.warning).toBe(true)
    expect(await shown('personal_sign', ['pay\u202eevil'])).toBe(lines('Sign a message', 'Message', `Bytes: ${stringToHex('pay\u202eevil')}`, 'Shown as bytes: the text holds invisible or control characters'))
    expect(await shown('personal_sign', ['0x68690007'])).toBe(lines('Sign a message', 'Message', 'Bytes: 0x68690007', 'Shown as bytes: the text holds invisible or control characters'))
    expect(await shown('personal_sign', ['0x'])).toBe(lines('Sign a message', 'Message', 'Bytes: 0x', 'Shown as bytes: the message is empty'))
  })
})

describe('eth_signTypedData_v4', () => {
  it('shows the domain first (every field), then the primary type and every message field by path, nested and in arrays', async () => {
    const typedData = {
      types: {
        EIP712Domain: [
          { name: 'name', type: 'string' },
          { name: 'version', type: 'string' },
          { name: 'chainId', type: 'uint256' },
          { name: 'verifyingContract', type: 'address' },
          { name: 'salt', type: 'bytes32' },
        ],
        Person: [
          { name: 'name', type: 'string' },
          { name: 'wallets', type: 'address[]' },
        ],
        Mail: [
          { name: 'from', type: 'Person' },
          { name: 'to', type: 'Person[]' },
          { name: 'contents', type: 'string' },
          { name: 'urgent', type: 'bool' },
          { name: 'score', type: 'int16' },
          { name: 'attachments', type: 'bytes[]' },
        ],
      },
      primaryType: 'Mail',
      domain: { name: 'Ether Mail', version: '1', chainId: 1, verifyingContract: LTD, salt: `0x${'01'.repeat(32)}` },
      message: {
        from: { name: 'Cow', wallets: [ALICE, BOB] },
        to: [{ name: 'Bob', wallets: [] }, { name: 'Carol\u200b', wallets: [CAROL] }],
        contents: 'Hello, Bob!',
        urgent: true,
        score: -5,
        attachments: [],
      },
    }
    const summary = await summaryOf('eth_signTypedData_v4', [ALICE, JSON.stringify(typedData)])
    expect(summaryText(summary)).toBe(
      lines(
        'Sign typed data',
        'Domain',
        'name: Ether Mail',
        'version: 1',
        'chainId: 1',
        `verifyingContract: ${LTD}`,
        `salt: 0x${'01'.repeat(32)}`,
        'Message',
        'Primary type: Mail',
        'from.name: Cow',
        `from.wallets[0]: ${ALICE}`,
        `from.wallets[1]: ${BOB}`,
        'to[0].name: Bob',
        'to[0].wallets: [] (empty list)',
        'to[1].name: Carol\\u{200b}',
        `to[1].wallets[0]: ${CAROL}`,
        'contents: Hello, Bob!',
        'urgent: true',
        'score: -5',
        'attachments: [] (empty list)',
      ),
    )
    expect(summary.sections[1]!.rows.filter((row) => row.warning).map((row) => row.label)).toEqual(['to[1].name'])
  })

  it('recognises an EIP-2612 Permit: token, owner, spender, amount in decimals, nonce and deadline', async () => {
    const permit = {
      types: {
        Permit: PERMIT_FIELDS,
      },
      primaryType: 'Permit',
      domain: { name: 'Six Dollar', version: '1', chainId: 31337, verifyingContract: SIX },
      message: { owner: ALICE, spender: CAROL, value: '12500000', nonce: 4, deadline: 1_700_000_000 },
    }
    expect(await shown('eth_signTypedData_v4', [ALICE, permit])).toBe(
      lines(
        'Sign a token permit',
        'Domain',
        'name: Six Dollar',
        'version: 1',
        'chainId: 31337',
        `verifyingContract: ${SIX}`,
        'Token permit (EIP-2612)',
        `Token: SIX (Six Dollar) at ${SIX}`,
        `Owner: ${ALICE}`,
        `Spender: ${CAROL}`,
        'Amount: 12.5 SIX',
        'Nonce: 4',
        'Deadline: 1700000000 (2023-11-14 22:13:20 UTC)',
        'Message',
        'Primary type: Permit',
        `owner: ${ALICE}`,
        `spender: ${CAROL}`,
        'value: 12500000',
        'nonce: 4',
        'deadline: 1700000000',
      ),
    )
  })

  const permit2Domain = { name: 'Permit2', chainId: 1, verifyingContract: '0x000000000022D473030F116dDEE9F6B43aC78BA3' }
  const permitDetails = [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint160' },
    { name: 'expiration', type: 'uint48' },
    { name: 'nonce', type: 'uint48' },
  ]
  const tokenPermissions = [
    { name: 'token', type: 'address' },
    { name: 'amount', type: 'uint256' },
  ]

  it('recognises Permit2’s PermitSingle, with the uint160 maximum as Unlimited', async () => {
    const typedData = {
      types: { PermitDetails: permitDetails, PermitSingle: [{ name: 'details', type: 'PermitDetails' }, { name: 'spender', type: 'address' }, { name: 'sigDeadline', type: 'uint256' }] },
      primaryType: 'PermitSingle',
      domain: permit2Domain,
      message: { details: { token: LTD, amount: ((1n << 160n) - 1n).toString(), expiration: 1_800_000_000, nonce: 0 }, spender: CAROL, sigDeadline: maxUint256.toString() },
    }
    const text = await shown('eth_signTypedData_v4', [ALICE, typedData])
    expect(text).toContain(
      lines(
        'Permit2 allowance (PermitSingle)',
        `Spender: ${CAROL}`,
        `Token: LTD (Latch Test Dollar) at ${LTD}`,
        'Amount: Unlimited',
        'Expiration: 1800000000 (2027-01-15 08:00:00 UTC)',
        'Nonce: 0',
        `Signature deadline: ${maxUint256} (no end)`,
        'Message',
      ),
    )
    expect(text.split('\n')[0]).toBe('Sign a Permit2 permit')
  })

  it('recognises Permit2’s PermitTransferFrom and PermitBatchTransferFrom, every token of the batch', async () => {
    const single = {
      types: { TokenPermissions: tokenPermissions, PermitTransferFrom: [{ name: 'permitted', type: 'TokenPermissions' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'PermitTransferFrom',
      domain: permit2Domain,
      message: { permitted: { token: SIX, amount: 3_000_000 }, spender: CAROL, nonce: 9, deadline: 1_700_000_000 },
    }
    expect(await shown('eth_signTypedData_v4', [ALICE, single])).toContain(
      lines('Permit2 transfer (PermitTransferFrom)', `Spender: ${CAROL}`, `Token: SIX (Six Dollar) at ${SIX}`, 'Amount: 3 SIX', 'Nonce: 9', 'Deadline: 1700000000 (2023-11-14 22:13:20 UTC)', 'Message'),
    )
    const batch = {
      types: { TokenPermissions: tokenPermissions, PermitBatchTransferFrom: [{ name: 'permitted', type: 'TokenPermissions[]' }, { name: 'spender', type: 'address' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'PermitBatchTransferFrom',
      domain: permit2Domain,
      message: { permitted: [{ token: SIX, amount: 3_000_000 }, { token: SILENT, amount: 42 }], spender: CAROL, nonce: 9, deadline: 1_700_000_000 },
    }
    expect(await shown('eth_signTypedData_v4', [ALICE, batch])).toContain(
      lines(
        'Permit2 transfer (PermitBatchTransferFrom)',
        `Spender: ${CAROL}`,
        'Nonce: 9',
        'Deadline: 1700000000 (2023-11-14 22:13:20 UTC)',
        'Permit2 transfer (PermitBatchTransferFrom): token 1 of 2',
        `Token: SIX (Six Dollar) at ${SIX}`,
        'Amount: 3 SIX',
        'Permit2 transfer (PermitBatchTransferFrom): token 2 of 2',
        `Token: Unknown token (it did not answer symbol or decimals) at ${SILENT}`,
        'Amount: 42 base units (decimals unknown)',
        'Message',
      ),
    )
  })

  it('recognises a permit only when its types are exactly the standard’s', async () => {
    const lookalike = {
      types: { Permit: [{ name: 'owner', type: 'address' }, { name: 'spender', type: 'address' }, { name: 'value', type: 'uint128' }, { name: 'nonce', type: 'uint256' }, { name: 'deadline', type: 'uint256' }] },
      primaryType: 'Permit',
      domain: { name: 'Six Dollar', verifyingContract: SIX },
      message: { owner: ALICE, spender: CAROL, value: 1, nonce: 0, deadline: 0 },
    }
    const text = await shown('eth_signTypedData_v4', [ALICE, lookalike])
    expect(text.split('\n').slice(0, 5)).toEqual(['Sign typed data', 'Domain', 'name: Six Dollar', `verifyingContract: ${SIX}`, 'Message'])
  })

  it('says so when the domain has no fields', async () => {
    const bare = { types: { Ping: [{ name: 'n', type: 'uint8' }] }, primaryType: 'Ping', domain: {}, message: { n: 1 } }
    expect(await shown('eth_signTypedData_v4', [ALICE, bare])).toBe(lines('Sign typed data', 'Domain', 'Fields: none', 'Message', 'Primary type: Ping', 'n: 1'))
  })
})
