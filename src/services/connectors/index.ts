// Browser wallets: EIP-6963 announcements, the legacy injected provider, the connector list and typed EIP-1193 calls.
export { endsOwnSession, isEip1193Provider, type Eip1193Provider, type RequestArguments, type SessionProvider } from './provider'
export { findInjectedProvider } from './injected'
export { watchAnnouncedProviders, parseProviderDetail, type AnnouncementTarget, type Eip6963ProviderDetail, type Eip6963ProviderInfo } from './eip6963'
export {
  buildConnectors,
  catalogueWithoutConnectors,
  providerForConnector,
  CONNECTOR_TYPES,
  INJECTED_CONNECTOR_ID,
  type Connector,
  type ConnectorSources,
  type ConnectorType,
} from './connectorList'
export {
  addEthereumChain,
  getAccounts,
  getChainId,
  isUnsupportedMethod,
  isUserRejection,
  personalSign,
  requestAccounts,
  revokeAccountPermission,
  subscribe,
  switchEthereumChain,
  toProviderError,
  USER_REJECTED_CODE,
  type AddEthereumChainParameter,
  type ProviderError,
  type ProviderEventHandlers,
  type ProviderResult,
} from './eip1193'
