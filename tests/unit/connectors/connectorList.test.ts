// R-ENT-2: the connector list — types, fields, de-duplication by id, one entry per installed wallet.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WalletCard } from '../../../src/core/walletCard'
import {
  buildConnectors,
  catalogueWithoutConnectors,
  providerForConnector,
  type Connector,
  type Eip1193Provider,
  type Eip6963ProviderDetail,
} from '../../../src/services/connectors'
import { announcement, FakeProvider, ICON } from './fakes'

const METAMASK_ID = 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96'

function card(id: string, rdns: string | null, name = `Wallet ${id}`): WalletCard {
  return { id, name, imageUrl: `http://127.0.0.1:4000/getWalletImage/${id}`, rdns, chains: ['eip155:1'], links: { mobile: null, desktop: null, webapp: null } }
}

const metamaskCard = card(METAMASK_ID, 'io.metamask', 'MetaMask')

describe('buildConnectors (R-ENT-2)', () => {
  it('an announced wallet found in the catalogue shows once, with the catalogue name, image and explorer id', () => {
    const detail = announcement('io.metamask', { name: 'MetaMask (extension)' })
    expect(buildConnectors({ announced: [detail], catalogue: [metamaskCard] })).toEqual<Connector[]>([
      { id: 'io.metamask', name: 'MetaMask', type: 'ANNOUNCED', chain: 'eip155', imageUrl: metamaskCard.imageUrl, explorerId: METAMASK_ID, info: { rdns: 'io.metamask' } },
    ])
  })

  it('matches the catalogue rdns in any case', () => {
    const [connector] = buildConnectors({ announced: [announcement('io.MetaMask')], catalogue: [metamaskCard] })
    expect(connector?.explorerId).toBe(METAMASK_ID)
  })

  it('an announced wallet not in the catalogue keeps its announced name and icon', () => {
    const detail = announcement('io.rabby', { name: 'Rabby' })
    expect(buildConnectors({ announced: [detail], catalogue: [metamaskCard] })).toEqual<Connector[]>([
      { id: 'io.rabby', name: 'Rabby', type: 'ANNOUNCED', chain: 'eip155', imageUrl: ICON, info: { rdns: 'io.rabby' } },
    ])
  })

  it('drops the plain injected connector when it is the same provider object as an announced one', () => {
    const detail = announcement('io.metamask')
    expect(buildConnectors({ announced: [detail], injected: detail.provider, catalogue: [] }).map((connector) => connector.type)).toEqual(['ANNOUNCED'])
  })

  it('keeps the injected connector for a different provider object, after the announced ones', () => {
    const detail = announcement('io.metamask')
    const connectors = buildConnectors({ announced: [detail], injected: new FakeProvider() as Eip1193Provider, catalogue: [] })
    expect(connectors.map(({ id, type, chain }) => ({ id, type, chain }))).toEqual([
      { id: 'io.metamask', type: 'ANNOUNCED', chain: 'eip155' },
      { id: 'injected', type: 'INJECTED', chain: 'eip155' },
    ])
  })

  it("R-ENT-2: the legacy injected wallet is the connector 'Browser Wallet' of type INJECTED", () => {
    expect(buildConnectors({ announced: [], injected: new FakeProvider() as Eip1193Provider, catalogue: [metamaskCard] })).toEqual<Connector[]>([
      { id: 'injected', name: 'Browser Wallet', type: 'INJECTED', chain: 'eip155' },
    ])
  })

  it('is de-duplicated by id: the first wins, others come last', () => {
    const walletConnect: Connector = { id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }
    const auth: Connector = { id: 'ID_AUTH', name: 'Email', type: 'AUTH', chain: 'eip155' }
    const fakeInjected: Connector = { id: 'injected', name: 'Impostor', type: 'EXTERNAL', chain: 'eip155' }
    const connectors = buildConnectors({
      announced: [announcement('io.metamask'), announcement('io.metamask', { name: 'Second' })],
      injected: new FakeProvider() as Eip1193Provider,
      catalogue: [],
      others: [walletConnect, fakeInjected, auth, walletConnect],
    })
    expect(connectors.map((connector) => connector.id)).toEqual(['io.metamask', 'injected', 'walletConnect', 'ID_AUTH'])
    expect(connectors[0]?.name).toBe('io.metamask')
    expect(connectors[1]?.type).toBe('INJECTED')
  })

  it('is empty with no wallets', () => {
    expect(buildConnectors({ announced: [], catalogue: [metamaskCard] })).toEqual([])
  })

  it('property: ids unique, each announced rdns once, injected only when no announced wallet is that object', () => {
    const rdnsPool = ['io.metamask', 'app.phantom', 'io.rabby', 'com.coinbase.wallet']
    const providers = [0, 1, 2].map(() => new FakeProvider() as Eip1193Provider)
    const catalogue = [metamaskCard, card('phantom-id', 'app.phantom', 'Phantom'), card('no-rdns', null)]
    const detail = fc
      .record({ rdns: fc.constantFrom(...rdnsPool), provider: fc.constantFrom(...providers) })
      .map(({ rdns, provider }): Eip6963ProviderDetail => announcement(rdns, { provider }))
    fc.assert(
      fc.property(fc.array(detail, { maxLength: 8 }), fc.option(fc.constantFrom(...providers), { nil: undefined }), (announced, injected) => {
        const connectors = buildConnectors({ announced, injected, catalogue })
        const ids = connectors.map((connector) => connector.id)
        expect(new Set(ids).size).toBe(ids.length)
        expect(connectors.filter((connector) => connector.type === 'ANNOUNCED').map((connector) => connector.id)).toEqual([
          ...new Set(announced.map((entry) => entry.info.rdns)),
        ])
        const injectedShown = connectors.some((connector) => connector.type === 'INJECTED')
        expect(injectedShown).toBe(injected !== undefined && !announced.some((entry) => entry.provider === injected))
        for (const connector of connectors) {
          const match = catalogue.find((entry) => entry.rdns === connector.info?.rdns)
          if (match) expect(connector).toMatchObject({ name: match.name, imageUrl: match.imageUrl, explorerId: match.id })
          else expect(connector.explorerId).toBeUndefined()
        }
      }),
    )
  })
})

describe('catalogueWithoutConnectors', () => {
  it('leaves out catalogue wallets already shown as a connector', () => {
    const phantom = card('phantom-id', 'app.phantom', 'Phantom')
    const connectors = buildConnectors({ announced: [announcement('io.metamask')], catalogue: [metamaskCard, phantom] })
    expect(catalogueWithoutConnectors([metamaskCard, phantom], connectors)).toEqual([phantom])
  })

  it('R-ENT-2: connectors without an explorer id (injected, unlisted announced, others) hide no catalogue wallet', () => {
    const phantom = card('phantom-id', 'app.phantom', 'Phantom')
    const connectors = buildConnectors({
      announced: [announcement('io.rabby')],
      injected: new FakeProvider() as Eip1193Provider,
      catalogue: [metamaskCard, phantom],
      others: [{ id: 'walletConnect', name: 'WalletConnect', type: 'WALLET_CONNECT', chain: 'eip155' }],
    })
    expect(connectors.every((connector) => connector.explorerId === undefined)).toBe(true)
    expect(catalogueWithoutConnectors([metamaskCard, phantom], connectors)).toEqual([metamaskCard, phantom])
  })
})

describe('providerForConnector', () => {
  it('finds the provider behind an announced or the injected connector', () => {
    const detail = announcement('io.metamask')
    const injected = new FakeProvider() as Eip1193Provider
    const sources = { announced: [detail], injected }
    expect(providerForConnector('io.metamask', sources)).toBe(detail.provider)
    expect(providerForConnector('injected', sources)).toBe(injected)
    expect(providerForConnector('walletConnect', sources)).toBeUndefined()
    expect(providerForConnector('injected', { announced: [] })).toBeUndefined()
  })
})
