// R-CONST-3, R-ENT-2: what Connect lists and in what order; every wallet once.
import { describe, expect, it } from 'vitest'
import type { WalletCard } from '../../../src/core/walletCard'
import { connectLists, installedFor } from '../../../src/views/connectLists'

const card = (id: string, rdns: string | null = null, desktop: string | null = `https://${id}.example`, address?: string): WalletCard => ({
  id,
  name: id,
  imageUrl: '',
  rdns,
  chains: [],
  links: { mobile: null, desktop, webapp: null },
  ...(address ? { address } : {}),
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
    expect(lists.installed.map((entry) => entry.wallet.connectorId)).toEqual(['other'])
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
    expect(lists.installed.map((entry) => entry.wallet.name)).toEqual(['Phantom'])
    expect(lists.featured.map((wallet) => wallet.id)).toEqual(['rainbow'])
  })
})

describe('a wallet serving EVM and Solana is listed once (issue 32)', () => {
  // The devstack's test wallet: announced by EIP-6963 and registered with the Wallet Standard, under one name.
  const evmSide = { connectorId: 'dev.latch.testwallet', name: 'Latch Test Wallet', rdns: 'dev.latch.testwallet' }
  const solanaSide = { connectorId: 'wallet-standard:Latch Test Wallet', name: 'latch test wallet', namespace: 'solana' as const }
  const metamask = { connectorId: 'io.metamask', name: 'MetaMask', rdns: 'io.metamask' }
  const phantom = { connectorId: 'wallet-standard:Phantom', name: 'Phantom', namespace: 'solana' as const }
  const EVM_AND_SOLANA = ['eip155:31337', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp']

  it('merges the two sides by name (case-insensitive) into one entry that serves both, where the first side was announced', () => {
    const lists = connectLists([], [metamask, evmSide, phantom, solanaSide], undefined, { networks: EVM_AND_SOLANA })
    expect(lists.installed).toEqual([
      { wallet: metamask, namespaces: ['eip155'] },
      { wallet: evmSide, namespaces: ['eip155', 'solana'] },
      { wallet: phantom, namespaces: ['solana'] },
    ])
  })

  it('the namespaces are named EVM first, whichever side announced itself first', () => {
    expect(connectLists([], [solanaSide, evmSide], undefined).installed.map((entry) => entry.namespaces)).toEqual([['eip155', 'solana']])
  })

  it('a click connects the side of the namespace given (R-NAV-2, R-CONN-2)', () => {
    const target = (namespace: 'eip155' | 'solana') => connectLists([], [evmSide, solanaSide], undefined, { namespace, networks: EVM_AND_SOLANA }).installed.map((entry) => entry.wallet)
    expect(target('solana')).toEqual([solanaSide])
    expect(target('eip155')).toEqual([evmSide])
  })

  it('opened for no namespace: the EVM side when the app has an eip155 network, the Solana side when it has only Solana ones', () => {
    const target = (networks: string[]) => connectLists([], [solanaSide, evmSide], undefined, { networks }).installed.map((entry) => entry.wallet)
    expect(target(EVM_AND_SOLANA)).toEqual([evmSide])
    expect(target(['eip155:1'])).toEqual([evmSide])
    expect(target(['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'])).toEqual([solanaSide])
    // No networks given: EVM, the default namespace.
    expect(connectLists([], [solanaSide, evmSide], undefined).installed.map((entry) => entry.wallet)).toEqual([evmSide])
  })

  it('wallets of one namespace are listed as they are, each on its own', () => {
    const lists = connectLists([], [metamask, phantom], undefined, { networks: EVM_AND_SOLANA })
    expect(lists.installed).toEqual([
      { wallet: metamask, namespaces: ['eip155'] },
      { wallet: phantom, namespaces: ['solana'] },
    ])
  })

  it('two wallets of one namespace with one name are not merged: each connector is listed', () => {
    const injected = { connectorId: 'injected', name: 'MetaMask' }
    expect(connectLists([], [metamask, injected], undefined).installed.map((entry) => entry.wallet)).toEqual([metamask, injected])
  })

  it('opened for one namespace, only its side is left (installedFor): listed as that namespace alone', () => {
    const lists = connectLists([], installedFor([evmSide, solanaSide], 'solana'), undefined, { namespace: 'solana', networks: EVM_AND_SOLANA })
    expect(lists.installed).toEqual([{ wallet: solanaSide, namespaces: ['solana'] }])
  })

  it('a recent wallet that is one side of it stands for it: the merged wallet is not listed again among the installed (R-CONST-3)', () => {
    const recentEvm = connectLists([card('dev.latch.testwallet', 'dev.latch.testwallet', null)], [evmSide, solanaSide, metamask], undefined, { networks: EVM_AND_SOLANA })
    expect(recentEvm.recent).toEqual([{ kind: 'installed', wallet: evmSide }])
    expect(recentEvm.installed.map((entry) => entry.wallet)).toEqual([metamask])
    const recentSolana = connectLists([card('wallet-standard:Latch Test Wallet', null, null)], [evmSide, solanaSide], undefined, { networks: EVM_AND_SOLANA })
    expect(recentSolana.recent).toEqual([{ kind: 'installed', wallet: solanaSide }])
    expect(recentSolana.installed).toEqual([])
  })

  it('both sides used recently are one recent row: the side last used, or the modal’s namespace’s side, with that side’s account', () => {
    const both = [card('wallet-standard:Latch Test Wallet', null, null, 'Sol1'), card('dev.latch.testwallet', 'dev.latch.testwallet', null, '0xabc')]
    const anyNamespace = connectLists(both, [evmSide, solanaSide, metamask], undefined, { networks: EVM_AND_SOLANA })
    expect(anyNamespace.recent).toEqual([{ kind: 'installed', wallet: solanaSide, address: 'Sol1' }])
    expect(anyNamespace.installed.map((entry) => entry.wallet)).toEqual([metamask])
    const forEvm = connectLists(both, [evmSide, solanaSide], undefined, { namespace: 'eip155', networks: EVM_AND_SOLANA })
    expect(forEvm.recent).toEqual([{ kind: 'installed', wallet: evmSide, address: '0xabc' }])
  })
})
