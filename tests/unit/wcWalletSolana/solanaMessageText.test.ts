// What the WalletConnect test wallet's page shows a person for solana_signMessage (devstack/wcWallet/solanaMessageText.ts):
// the base58 message as its UTF-8 text, bytes that are not UTF-8 as hex, and nothing for other requests.
import { base58 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaMessageText } from '../../../devstack/wcWallet/solanaMessageText'

describe('WalletConnect test wallet page: the text of a Solana message', () => {
  it('solana_signMessage: the base58 message decoded as UTF-8, lines and all', () => {
    const message = 'localhost wants you to sign in with your Solana account:\nDBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP — ✓'
    expect(solanaMessageText('solana_signMessage', { message: base58.encode(new TextEncoder().encode(message)), pubkey: 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP' })).toBe(message)
    expect(solanaMessageText('solana_signMessage', { message: '9cosycB' })).toBe('Latch')
  })

  it('bytes that are not UTF-8 are shown as hex and said to be; a message that is not base58, or none, says so', () => {
    expect(solanaMessageText('solana_signMessage', { message: base58.encode(new Uint8Array([0xff, 0xfe, 0x00])) })).toBe('(not UTF-8: 3 bytes) 0xfffe00')
    expect(solanaMessageText('solana_signMessage', { message: '0OIl' })).toBe('(not base58)')
    expect(solanaMessageText('solana_signMessage', {})).toBe('(no message)')
  })

  it('any other request: nothing', () => {
    expect(solanaMessageText('solana_signTransaction', { transaction: 'AQ==' })).toBeUndefined()
    expect(solanaMessageText('personal_sign', ['0x4c61746368', '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'])).toBeUndefined()
  })
})
