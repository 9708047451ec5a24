// The stored-text schemas one by one (R-ENT-3, R-VAL-3, R-VAL-4): what each accepts and refuses at its edges.
// latchStorage.test.ts proves the same through the storage service; these pin the edges a service test passes by.
import { z } from 'zod/mini'
import { describe, expect, it } from 'vitest'
import { caipNetworkIdText, connectedNamespacesText, connectionsText, isSafeUrl, jsonText } from '../../../src/services/storage/schemas'

const EVM_ADDRESS = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const evm = { connectorId: 'injected', address: EVM_ADDRESS, chainId: '1' }

describe('isSafeUrl', () => {
  it('judges a link by its scheme, not by what it ends with', () => {
    expect(isSafeUrl('https://wallet.example/open#vbscript:')).toBe(true)
    expect(isSafeUrl('https://wallet.example/javascript:')).toBe(true)
    expect(isSafeUrl('data:text/html,<b>hi</b> data:image/')).toBe(false)
    expect(isSafeUrl('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isSafeUrl(' VBScript:msgbox(1)')).toBe(false)
  })
})

describe('jsonText', () => {
  it('refuses text that is not JSON, saying so', () => {
    const result = z.safeParse(jsonText, '{"id":')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('stored value is not JSON')
    expect(z.safeParse(jsonText, '{"id":1}').data).toEqual({ id: 1 })
  })
})

describe('connectedNamespacesText', () => {
  it("reads an empty list as no namespace, and AppKit's comma list in order", () => {
    expect(z.safeParse(connectedNamespacesText, '').data).toEqual([])
    expect(z.safeParse(connectedNamespacesText, 'solana,eip155').data).toEqual(['solana', 'eip155'])
  })
})

describe('caipNetworkIdText (R-VAL-3)', () => {
  it.each(['eip155', 'cosmos:cosmoshub-4', 'eip155:', ':1', 'eip155:1:2'])('refuses %j', (text) => {
    expect(z.safeParse(caipNetworkIdText, text).success).toBe(false)
  })

  it.each(['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'])('keeps %j', (text) => {
    expect(z.safeParse(caipNetworkIdText, text).data).toBe(text)
  })
})

describe('connectionsText (R-VAL-3, R-VAL-4)', () => {
  it.each(['null', '[]', '"eip155"', '7'])('refuses %s without throwing', (text) => {
    expect(z.safeParse(connectionsText, text).success).toBe(false)
  })

  it('refuses the whole record when any key is not a namespace, "__proto__" included', () => {
    expect(z.safeParse(connectionsText, JSON.stringify({ eip155: evm })).success).toBe(true)
    expect(z.safeParse(connectionsText, `{"eip155":${JSON.stringify(evm)},"__proto__":${JSON.stringify(evm)}}`).success).toBe(false)
  })

  it('refuses the whole record when any one stored account is invalid', () => {
    const badSolana = { connectorId: 'phantom', address: EVM_ADDRESS, chainId: '5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp' }
    expect(z.safeParse(connectionsText, JSON.stringify({ eip155: evm, solana: badSolana })).success).toBe(false)
    expect(z.safeParse(connectionsText, JSON.stringify({ eip155: { ...evm, chainId: 'x y' } })).success).toBe(false)
  })
})
