// The on-ramp's stand-in providers (issue 36): Coinbase's and Meld's pages on a local server that sells real, local
// funds (devstack/onRamp/server.ts), and the quote arithmetic the blockchain API's /v1/onramp routes share.
export { startOnRampProviders, type OnRampProviders, type OnRampProvidersOptions } from './server'
export type { EvmPayoutOptions, SolanaPayoutOptions } from './payouts'
export { localOnRampNetworks, onRampOptions, quoteOnRamp, type OnRampNetwork, type OnRampOptions, type OnRampQuote, type QuoteRequest } from './quote'
