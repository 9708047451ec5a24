// What the WalletConnect test wallet approves from a session proposal, across its two namespaces: eip155 on the
// local chain, and solana on the Solana chains the proposal names that the wallet knows (the local cluster and
// mainnet). It is a pure function of the proposal so that the wallet (wallet.ts) and the unit tests share it.
// buildApprovedNamespaces does the narrowing: per namespace it keeps only the chains, methods and events the dapp
// asked for, required or optional, and drops a namespace left with no chain.
import { buildApprovedNamespaces } from '@walletconnect/utils'
import { CHAIN_ID, SUPPORTED_EVENTS, SUPPORTED_METHODS } from './signer'
import { SOLANA_CHAINS, SOLANA_METHODS } from './solanaSigner'

export type Proposal = Parameters<typeof buildApprovedNamespaces>[0]['proposal']
export type ApprovedNamespaces = ReturnType<typeof buildApprovedNamespaces>

/** Which namespaces the wallet serves: both, or only one (a Solana-only wallet approves only the solana namespace). */
export type OfferedNamespaces = 'all' | 'eip155' | 'solana'

export type Offer = {
  only: OfferedNamespaces
  /** The eip155 session accounts (CAIP-10) of the selected dev account. */
  eip155Accounts: string[]
  /** The solana session accounts for the given chains; absent when the wallet has no Solana side. */
  solanaAccounts: ((chains: readonly string[]) => string[]) | undefined
}

/** The proposal's namespaces: all buildApprovedNamespaces reads of it. */
export type ProposalNamespaces = Pick<Proposal, 'requiredNamespaces' | 'optionalNamespaces'>

/** Every chain and method a proposal names, required or optional (`eip155` with chains, or `eip155:1` keys). */
export function requested(namespaces: Record<string, { chains?: string[]; methods?: string[] } | undefined>): { chains: string[]; methods: string[] } {
  const chains = new Set<string>()
  const methods = new Set<string>()
  for (const [key, namespace] of Object.entries(namespaces)) {
    if (key.includes(':')) chains.add(key)
    for (const chain of namespace?.chains ?? []) chains.add(chain)
    for (const method of namespace?.methods ?? []) methods.add(method)
  }
  return { chains: [...chains], methods: [...methods] }
}

// The solana namespace is offered only with chains the dapp asked for: buildApprovedNamespaces checks that every
// offered chain has an account, and a solana namespace nobody asked for would have no business in the session.
function supported(params: ProposalNamespaces, offer: Offer): Parameters<typeof buildApprovedNamespaces>[0]['supportedNamespaces'] {
  const asked = requested({ ...params.requiredNamespaces, ...params.optionalNamespaces }).chains
  const eip155 = { chains: [CHAIN_ID], methods: [...SUPPORTED_METHODS], events: [...SUPPORTED_EVENTS], accounts: offer.eip155Accounts }
  const solanaChains = SOLANA_CHAINS.filter((chain) => asked.includes(chain))
  const solana = offer.solanaAccounts && solanaChains.length > 0 ? { chains: solanaChains, methods: [...SOLANA_METHODS], events: [], accounts: offer.solanaAccounts(solanaChains) } : undefined
  return {
    ...(offer.only !== 'solana' ? { eip155 } : {}),
    ...(offer.only !== 'eip155' && solana ? { solana } : {}),
  }
}

/** The session namespaces to approve, or why the proposal cannot be (a required chain or method it lacks, or none
 * of its chains). */
export function approveProposal(params: ProposalNamespaces, offer: Offer): { namespaces: ApprovedNamespaces; unsupported?: undefined } | { namespaces?: undefined; unsupported: string } {
  try {
    // Only the namespaces are read (see ProposalNamespaces).
    const namespaces = buildApprovedNamespaces({ proposal: params as Proposal, supportedNamespaces: supported(params, offer) })
    if (!namespaces.eip155?.chains?.length && !namespaces.solana?.chains?.length) return { unsupported: `the dapp asks for none of this wallet's chains (${[CHAIN_ID, ...SOLANA_CHAINS].join(', ')})` }
    return { namespaces }
  } catch (error) {
    return { unsupported: error instanceof Error ? error.message : String(error) }
  }
}
