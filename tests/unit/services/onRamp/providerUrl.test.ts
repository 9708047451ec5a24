// Issue 36: the provider's page a purchase opens. R-RAMP-1: Meld's gets publicKey, destinationCurrencyCode (SOL on
// Solana, else USDC), walletAddress and externalCustomerId (the project id); Coinbase's gets the wallet on its
// network, the asset, the amount and currency, the payment method and the way back. An app's onRampUrl (the
// devstack) serves both pages; without one, the providers' own sites.
import { describe, expect, it } from 'vitest'
import { providerUrl, type ProviderPurchase } from '../../../../src/services/onRamp/providerUrl'

const EVM: ProviderPurchase = {
  provider: 'coinbase',
  namespace: 'eip155',
  network: 'eip155:31337',
  walletAddress: '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266',
  projectId: 'latch-local',
  asset: 'USDC',
  paymentAmount: '20',
  paymentCurrency: 'USD',
  paymentMethod: 'card',
  returnUrl: 'http://127.0.0.1:5173/?theme=dark',
}
const SOLANA_ADDRESS = '9WzDXwBbmkg8ZTbNMqUxvQRAyrZzDsGYdLVL9zYtAWWM'

describe('providerUrl', () => {
  it("Coinbase's page on the app's onRampUrl, with the purchase's parameters", () => {
    const url = new URL(providerUrl(EVM, 'http://127.0.0.1:5180/'))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:5180/coinbase')
    expect(Object.fromEntries(url.searchParams)).toEqual({
      appId: 'latch-local',
      addresses: '{"0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266":["eip155:31337"]}',
      assets: '["USDC"]',
      presetFiatAmount: '20',
      fiatCurrency: 'USD',
      defaultPaymentMethod: 'CARD',
      defaultNetwork: 'eip155:31337',
      redirectUrl: 'http://127.0.0.1:5173/?theme=dark',
    })
  })

  it('a bank transfer is ACH_BANK_ACCOUNT on Coinbase; without onRampUrl, Coinbase\'s own page', () => {
    const url = new URL(providerUrl({ ...EVM, paymentMethod: 'ach_bank_account' }, undefined))
    expect(url.origin + url.pathname).toBe('https://pay.coinbase.com/buy/select-asset')
    expect(url.searchParams.get('defaultPaymentMethod')).toBe('ACH_BANK_ACCOUNT')
  })

  it("R-RAMP-1: Meld's page gets publicKey, destinationCurrencyCode USDC on eip155, the wallet and the project id", () => {
    const url = new URL(providerUrl({ ...EVM, provider: 'meld' }, 'http://127.0.0.1:5180'))
    expect(url.origin + url.pathname).toBe('http://127.0.0.1:5180/meld')
    expect(url.searchParams.get('publicKey')).toMatch(/.+/)
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('USDC')
    expect(url.searchParams.get('walletAddress')).toBe(EVM.walletAddress)
    expect(url.searchParams.get('externalCustomerId')).toBe('latch-local')
    expect([url.searchParams.get('sourceAmount'), url.searchParams.get('sourceCurrencyCode')]).toEqual(['20', 'USD'])
  })

  it("R-RAMP-1: on Solana, Meld sells SOL; without onRampUrl, Meld's own site", () => {
    const url = new URL(providerUrl({ ...EVM, provider: 'meld', namespace: 'solana', network: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', walletAddress: SOLANA_ADDRESS, asset: 'USDC' }, undefined))
    expect(url.origin).toBe('https://meldcrypto.com')
    expect(url.searchParams.get('destinationCurrencyCode')).toBe('SOL')
    expect(url.searchParams.get('walletAddress')).toBe(SOLANA_ADDRESS)
  })
})
