// Connector ids of Wallet Standard wallets: the wallet's name, which (unlike the wallet object) survives a reload.
// Apart from the discovery code, so telling a Solana connector from an EVM one loads none of it.
export const SOLANA_CONNECTOR_PREFIX = 'wallet-standard:'

export const isSolanaConnectorId = (connectorId: string) => connectorId.startsWith(SOLANA_CONNECTOR_PREFIX)
