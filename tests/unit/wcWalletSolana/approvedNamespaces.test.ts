// What the WalletConnect test wallet approves from a proposal (devstack/wcWallet/approvedNamespaces.ts): eip155 as
// before, solana with accounts on the Solana chains asked for that it knows, methods narrowed to those asked for;
// proposals with only eip155, only solana, both, or a Solana chain it does not know.
import { describe, expect, it } from 'vitest'
import { approveProposal, requested, type Offer, type ProposalNamespaces } from '../../../devstack/wcWallet/approvedNamespaces'
import { createSolanaSigner } from '../../../devstack/wcWallet/solanaSigner'

const LOCAL = 'solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL'
const MAINNET = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const SOLANA_ADDRESS = 'DBr2FnZ27Fw2vXuXiLDUFyiY5Y4R42W8enztSFELShMP'
const EIP155_ACCOUNT = 'eip155:31337:0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const ALL_SOLANA_METHODS = ['solana_signMessage', 'solana_signTransaction', 'solana_signAndSendTransaction']

const offer = (only: Offer['only'] = 'all'): Offer => ({ only, eip155Accounts: [EIP155_ACCOUNT], solanaAccounts: createSolanaSigner('http://127.0.0.1:9').accounts })
const proposal = (requiredNamespaces: ProposalNamespaces['requiredNamespaces'], optionalNamespaces: ProposalNamespaces['optionalNamespaces'] = {}): ProposalNamespaces => ({ requiredNamespaces, optionalNamespaces })

const EIP155_ASKED = { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_chainId'], events: ['accountsChanged'] }
const EIP155_APPROVED = { chains: ['eip155:31337'], methods: ['personal_sign', 'eth_chainId'], events: ['accountsChanged'], accounts: [EIP155_ACCOUNT] }

describe('WalletConnect test wallet: the namespaces it approves', () => {
  it('only eip155: the eip155 namespace as before, no solana', () => {
    expect(approveProposal(proposal({}, { eip155: EIP155_ASKED }), offer())).toEqual({ namespaces: { eip155: EIP155_APPROVED } })
    expect(approveProposal(proposal({ eip155: EIP155_ASKED }), offer())).toEqual({ namespaces: { eip155: EIP155_APPROVED } })
  })

  it('only solana: the dev key on the local cluster, the methods asked for that it has, no events', () => {
    const approved = { chains: [LOCAL], methods: ['solana_signMessage', 'solana_signTransaction'], events: [], accounts: [`${LOCAL}:${SOLANA_ADDRESS}`] }
    expect(approveProposal(proposal({ solana: { chains: [LOCAL], methods: ['solana_signTransaction', 'solana_signMessage'], events: [] } }), offer())).toEqual({ namespaces: { solana: approved } })
    // Optional methods it lacks are left out; a required one it lacks refuses the proposal.
    const withUnknown = { chains: [LOCAL], methods: ['solana_signMessage', 'solana_signTransaction', 'solana_signAllTransactions'], events: [] }
    expect(approveProposal(proposal({}, { solana: withUnknown }), offer())).toEqual({ namespaces: { solana: approved } })
    expect(approveProposal(proposal({ solana: withUnknown }), offer()).unsupported).toBe(
      "Non conforming namespaces. approve() namespaces methods don't satisfy namespace methods for solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL",
    )
  })

  it('a CAIP-keyed solana namespace (solana:<ref> as the key) is approved on that chain', () => {
    expect(approveProposal(proposal({}, { [MAINNET]: { methods: ALL_SOLANA_METHODS, events: [] } }), offer())).toEqual({
      namespaces: { solana: { chains: [MAINNET], methods: ALL_SOLANA_METHODS, events: [], accounts: [`${MAINNET}:${SOLANA_ADDRESS}`] } },
    })
  })

  it('both: eip155 and solana, each with its own accounts; mainnet and the local cluster both known', () => {
    const result = approveProposal(proposal({ eip155: EIP155_ASKED }, { solana: { chains: [MAINNET, LOCAL], methods: ALL_SOLANA_METHODS, events: [] } }), offer())
    expect(result).toEqual({
      namespaces: {
        eip155: EIP155_APPROVED,
        solana: { chains: [MAINNET, LOCAL], methods: ALL_SOLANA_METHODS, events: [], accounts: [`${MAINNET}:${SOLANA_ADDRESS}`, `${LOCAL}:${SOLANA_ADDRESS}`] },
      },
    })
  })

  it('an unknown Solana chain: left out beside eip155, refused alone, refused when required', () => {
    const devnet = { chains: [DEVNET], methods: ALL_SOLANA_METHODS, events: [] }
    expect(approveProposal(proposal({}, { eip155: EIP155_ASKED, solana: devnet }), offer())).toEqual({ namespaces: { eip155: EIP155_APPROVED } })
    expect(approveProposal(proposal({}, { solana: { chains: [DEVNET, LOCAL], methods: ['solana_signMessage'], events: [] } }), offer())).toEqual({
      namespaces: { solana: { chains: [LOCAL], methods: ['solana_signMessage'], events: [], accounts: [`${LOCAL}:${SOLANA_ADDRESS}`] } },
    })
    expect(approveProposal(proposal({}, { solana: devnet }), offer())).toEqual({
      unsupported: "the dapp asks for none of this wallet's chains (eip155:31337, solana:5e7ynkVUv36M7xJn5Q8LzB9hTHqv6BaL, solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp)",
    })
    expect(approveProposal(proposal({ solana: devnet }), offer()).unsupported).toMatch(/solana/)
  })

  it('only=solana approves the solana namespace alone; only=eip155 the eip155 one', () => {
    const both = proposal({}, { eip155: EIP155_ASKED, solana: { chains: [LOCAL], methods: ['solana_signMessage'], events: [] } })
    expect(Object.keys(approveProposal(both, offer('solana')).namespaces ?? {})).toEqual(['solana'])
    expect(Object.keys(approveProposal(both, offer('eip155')).namespaces ?? {})).toEqual(['eip155'])
    expect(approveProposal(proposal({ eip155: EIP155_ASKED }), offer('solana')).unsupported).toMatch(/eip155/)
  })

  it('a wallet with no Solana side never offers solana', () => {
    const noSolana: Offer = { only: 'all', eip155Accounts: [EIP155_ACCOUNT], solanaAccounts: undefined }
    expect(approveProposal(proposal({}, { eip155: EIP155_ASKED, solana: { chains: [LOCAL], methods: ['solana_signMessage'], events: [] } }), noSolana)).toEqual({ namespaces: { eip155: EIP155_APPROVED } })
  })

  it('requested: every chain and method named, required or optional, CAIP keys included', () => {
    expect(requested({ eip155: EIP155_ASKED, [MAINNET]: { methods: ['solana_signMessage'] } })).toEqual({ chains: ['eip155:31337', MAINNET], methods: ['personal_sign', 'eth_chainId', 'solana_signMessage'] })
  })
})
