/** R-ENT-2: the WALLET_CONNECT connector's id, as AppKit names it (stored per namespace, so AppKit users keep it). */
export const WALLETCONNECT_CONNECTOR_ID = 'walletConnect'
