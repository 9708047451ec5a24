// R-CONST-3, R-ENT-2: what Connect lists and in what order; every wallet once.
import { describe, expect, it } from 'vitest'
import type { WalletCard } from '../../../src/core/walletCard'
import { connectLists, installedFor } from '../../../src/views/connectLists'

const card = (id: string, rdns: string | null = null, desktop: string | null = `https://${id}.example`): WalletCard => ({
  id,
  name: id,
  imageUrl: '',
  rdns,
  chains: [],
  links: { mobile: null, desktop, webapp: null },
})
const installed = (connectorId: string, rdns?: string) => ({ connectorId, name: connectorId, rdns })

describe('connectLists', () => {
  it('puts recent wallets first; an installed one connects directly and is not listed again', () => {
    const lists = connectLists([card('dev.latch.testwallet', 'dev.latch.testwallet', null), card('zerion', 'io.zerion')], [installed('dev.latch.testwallet', 'dev.latch.testwallet'), installed('other')], {
      featured: [card('zerion', 'io.zerion'), card('rainbow')],
      recommended: [card('trust')],
      count: 10,
    })
    expect(lists.recent).toEqual([
      { kind: 'installed', wallet: installed('dev.latch.testwallet', 'dev.latch.testwallet') },
      { kind: 'catalogue', wallet: card('zerion', 'io.zerion') },
    ])
    expect(lists.installed.map((w) => w.connectorId)).toEqual(['other'])
    expect(lists.featured.map((w) => w.id)).toEqual(['rainbow'])
    expect(lists.recommended.map((w) => w.id)).toEqual(['trust'])
  })

  it('drops a recent browser wallet that is gone and has no link to get it', () => {
    const lists = connectLists([card('gone', 'gone.wallet', null)], [], undefined)
    expect(lists.recent).toEqual([])
  })

  it('lists an installed wallet the catalogue also has once, as installed (R-ENT-2)', () => {
    const lists = connectLists([], [installed('io.metamask', 'io.metamask')], { featured: [card('metamask', 'io.metamask')], recommended: [], count: 1 })
    expect(lists.installed).toHaveLength(1)
    expect(lists.featured).toEqual([])
  })
})

describe('installed wallets for the namespace the modal was opened for (R-NAV-2)', () => {
  const evmWallet = { connectorId: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }
  const solanaWallet = { connectorId: 'wallet-standard:Phantom', name: 'Phantom', namespace: 'solana' as const }
  it('opened for no namespace: every installed wallet, EVM and Solana', () => {
    expect(installedFor([evmWallet, solanaWallet], undefined)).toEqual([evmWallet, solanaWallet])
  })
  it('opened for solana: only the Solana wallets; for eip155: only the EVM ones', () => {
    expect(installedFor([evmWallet, solanaWallet], 'solana')).toEqual([solanaWallet])
    expect(installedFor([evmWallet, solanaWallet], 'eip155')).toEqual([evmWallet])
  })
})

describe('Wallet Standard wallets and the catalogue (R-ENT-2)', () => {
  it('an installed Solana wallet (no rdns) is not listed again by the catalogue entry of the same name', () => {
    const phantom = { ...card('phantom'), name: 'Phantom' }
    const lists = connectLists([], [{ connectorId: 'wallet-standard:Phantom', name: 'Phantom', namespace: 'solana' as const }], { featured: [phantom, card('rainbow')], recommended: [], count: 2 })
    expect(lists.installed.map((wallet) => wallet.name)).toEqual(['Phantom'])
    expect(lists.featured.map((wallet) => wallet.id)).toEqual(['rainbow'])
  })
})
