// The connector model of SPEC §3 (R-ENT-2) and the list the Connect view shows: announced (EIP-6963) wallets, the
// legacy injected wallet, then any others the system adds (WalletConnect, the embedded wallet). Connectors are plain
// data a machine may hold; the provider behind one is looked up by id with providerForConnector.
import type { ChainNamespace } from '../../core/caip'
import type { WalletCard } from '../../core/walletCard'
import type { Eip6963ProviderDetail } from './eip6963'
import type { Eip1193Provider } from './provider'

// R-ENT-2: INJECTED, WALLET_CONNECT, ANNOUNCED, AUTH, and EXTERNAL and MULTI_CHAIN of the other reading.
export const CONNECTOR_TYPES = ['INJECTED', 'ANNOUNCED', 'WALLET_CONNECT', 'AUTH', 'EXTERNAL', 'MULTI_CHAIN'] as const
export type ConnectorType = (typeof CONNECTOR_TYPES)[number]

export type Connector = {
  id: string
  name: string
  type: ConnectorType
  chain: ChainNamespace
  imageUrl?: string
  imageId?: string
  explorerId?: string
  info?: { rdns: string }
}

/** The legacy window.ethereum wallet (AppKit and wagmi use the same id). */
export const INJECTED_CONNECTOR_ID = 'injected'
export const INJECTED_CONNECTOR_NAME = 'Browser Wallet'

export type ConnectorSources = {
  announced: readonly Eip6963ProviderDetail[]
  injected?: Eip1193Provider | undefined
  catalogue: readonly WalletCard[]
  /** Connectors the system adds after the browser's own (WALLET_CONNECT, AUTH, …). */
  others?: readonly Connector[]
}

const sameRdns = (a: string, b: string) => a.toLowerCase() === b.toLowerCase()

// An announced wallet's id is its rdns: the uuid changes on every page load, the rdns does not, so a stored
// connector id (R-CONN-1) still names the same wallet after a reload.
function announcedConnector(detail: Eip6963ProviderDetail, catalogue: readonly WalletCard[]): Connector {
  const { rdns, name, icon } = detail.info
  const card = catalogue.find((entry) => entry.rdns !== null && sameRdns(entry.rdns, rdns))
  // A wallet both announced and in the catalogue shows once, under the catalogue's name and image.
  return card
    ? { id: rdns, name: card.name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: card.imageUrl, explorerId: card.id, info: { rdns } }
    : { id: rdns, name, type: 'ANNOUNCED', chain: 'eip155', imageUrl: icon, info: { rdns } }
}

export function buildConnectors({ announced, injected, catalogue, others = [] }: ConnectorSources): Connector[] {
  const candidates: Connector[] = announced.map((detail) => announcedConnector(detail, catalogue))
  // The plain injected wallet is dropped when it is the very object some wallet also announced.
  if (injected && !announced.some((detail) => detail.provider === injected)) {
    candidates.push({ id: INJECTED_CONNECTOR_ID, name: INJECTED_CONNECTOR_NAME, type: 'INJECTED', chain: 'eip155' })
  }
  candidates.push(...others)

  // R-ENT-2: the list is de-duplicated by id; the first connector with an id wins.
  const seen = new Set<string>()
  return candidates.filter((connector) => {
    if (seen.has(connector.id)) return false
    seen.add(connector.id)
    return true
  })
}

/** Catalogue wallets not already shown as a connector, so an installed wallet is not listed twice. */
export function catalogueWithoutConnectors(catalogue: readonly WalletCard[], connectors: readonly Connector[]): WalletCard[] {
  const shown = new Set(connectors.flatMap((connector) => (connector.explorerId ? [connector.explorerId] : [])))
  return catalogue.filter((card) => !shown.has(card.id))
}

/** The provider behind a browser connector of buildConnectors, by connector id. */
export function providerForConnector(id: string, sources: Pick<ConnectorSources, 'announced' | 'injected'>): Eip1193Provider | undefined {
  if (id === INJECTED_CONNECTOR_ID) return sources.injected
  return sources.announced.find((detail) => detail.info.rdns === id)?.provider
}
